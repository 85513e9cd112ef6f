import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type OperatorSocket,
  operatorSocketPath,
  sendToServer,
  startOperatorSocket,
} from "../../src/operator/socket.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** What a caller of the socket sends that is not a command the command line makes. */
function post(socketPath: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        path: "/commands",
        method: "POST",
        headers: { "content-type": "application/json" },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the operator socket", () => {
  let server: TestServer;
  let w: World;
  let dataDir: string;
  let socket: OperatorSocket;
  beforeAll(async () => {
    server = await startTestServer("pglite", async (ctx) => {
      w = await buildWorld(ctx);
    });
    dataDir = await mkdtemp(path.join(tmpdir(), "hd-socket-"));
    socket = await startOperatorSocket(
      { ctx: server.ctx, database: server.database },
      dataDir,
      server.app.log,
    );
  });
  afterAll(async () => {
    await socket?.close();
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const tables = () => fingerprint(server.ctx.db, ["users", "apartment_buyers", "companies"]);

  it("runs a command with the server's context and answers what it wrote", async () => {
    const answer = await sendToServer(dataDir, {
      command: "buyers-set",
      apartmentId: w.apartments.apt2.id,
      emails: ["buyer@example.test"],
    });
    expect(answer).toEqual({
      code: 0,
      lines: [{ stream: "out", text: expect.stringContaining(": buyer@example.test.") }],
    });
  });

  it("refuses what is not a command with a 400, changing nothing", async () => {
    const before = await tables();
    const at = operatorSocketPath(dataDir);
    for (const body of [
      "not json",
      "{}",
      JSON.stringify({ command: "drop-everything" }),
      JSON.stringify({ command: "set-role", email: "a@b.ee", role: "owner" }),
      JSON.stringify({ command: "buyers-set", apartmentId: 0, emails: [] }),
      JSON.stringify({ command: "buyers-set", apartmentId: 1, emails: ["a@x.com,b@y.net"] }),
    ]) {
      const answer = await post(at, body);
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.text).message, body).toEqual(expect.any(String));
    }
    expect(await tables()).toBe(before);
  });
});
