import { writeFile } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage } from "../../src/storage/local-storage.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databaseKinds())("operating the server (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, undefined, { captureLogs: true });
  });
  afterAll(() => server?.close());

  /** The request line logged for a request id (waiting for it: it is written as the answer ends). */
  const requestLine = async (id: string) => {
    for (let tries = 0; tries < 50; tries++) {
      const line = server.logs.find((l) => l.request_id === id && l.msg === "request");
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no request line for ${id}`);
  };

  it("answers /api/health with JSON, touching nothing else", async () => {
    const res = await server.api("GET /health");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.answer).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers /api/ready with the state of the database and the storage", async () => {
    const res = await server.api("GET /ready");
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({ status: "ready", checks: { database: "ok", storage: "ok" } });
  });

  it("answers an unknown /api path with a JSON 404, not the app's page", async () => {
    const res = await server.raw("GET", "/api/healthz");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.any(String) });
  });

  it("returns the caller's X-Request-Id and logs one line with it: method, route, status, duration", async () => {
    const id = `lb-${Date.now()}.7f3a`;
    // A bad parameter: the answer is a 422, and the address carries a query that is not logged.
    const res = await server.raw("GET", "/api/project/not-a-number/tabs?email=mari@kodu.ee", {
      headers: { "x-request-id": id },
    });
    expect(res.status).toBe(422);
    expect(res.headers.get("x-request-id")).toBe(id);
    const line = await requestLine(id);
    expect(line).toMatchObject({
      level: 30,
      method: "GET",
      route: "/api/project/:project/tabs",
      status: 422,
    });
    expect(line.duration_ms).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toContain("mari@kodu.ee");
    expect(server.logs.filter((l) => l.request_id === id && l.msg === "request")).toHaveLength(1);
  });

  it("makes up an id when there is none or it is not a sane one", async () => {
    const plain = await server.api("GET /health");
    expect(plain.headers.get("x-request-id")).toMatch(UUID);

    const forged = await server.api("GET /health", {
      headers: { "x-request-id": `x" level=60 ${"a".repeat(200)}` },
    });
    const id = forged.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    await requestLine(id);
  });

  it("logs a request whose caller hangs up before the answer, as aborted", async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    socket.on("error", () => {});
    await new Promise((resolve) => socket.once("connect", resolve));
    // The body never comes: the server has the request (it asks for the rest) when the caller goes.
    socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        "X-Request-Id: hung-up\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n",
    );
    await new Promise((resolve) => socket.once("data", resolve));
    socket.destroy();
    expect(await requestLine("hung-up")).toMatchObject({
      method: "POST",
      route: "/api/auth/login",
      status: null,
      aborted: true,
      duration_ms: expect.any(Number),
    });
  });
});

describe.each(databaseKinds())("readiness when a dependency is gone (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, undefined, { captureLogs: true });
  });
  afterAll(() => server?.close());

  it("answers 503 naming the storage when files cannot be written", async () => {
    const kept = server.ctx.storage;
    // A folder that cannot be made: its parent is a file.
    const blocker = path.join(server.ctx.config.dataDir, "not-a-folder");
    await writeFile(blocker, "");
    server.ctx.storage = new LocalStorage(path.join(blocker, "files"), "k".repeat(32));
    try {
      const res = await server.api("GET /ready");
      expect(res.status).toBe(503);
      expect(res.error).toEqual({
        status: "unavailable",
        checks: { database: "ok", storage: "unavailable" },
      });
    } finally {
      server.ctx.storage = kept;
    }
  });

  it("answers 503 naming the database once it is gone, while /api/health still says alive", async () => {
    await server.database.close();
    const ready = await server.api("GET /ready", {
      headers: { "x-request-id": "db-gone" },
    });
    expect(ready.status).toBe(503);
    expect(ready.error).toEqual({
      status: "unavailable",
      checks: { database: "unavailable", storage: "ok" },
    });
    expect(
      server.logs.some(
        (l) => l.request_id === "db-gone" && l.msg === "not ready" && l.level === 40,
      ),
    ).toBe(true);
    const health = await server.api("GET /health");
    expect(health.status).toBe(200);
  });
});
