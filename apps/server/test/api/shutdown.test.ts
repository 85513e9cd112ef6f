import { mkdtemp, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { createContext } from "../../src/context-factory.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { type ServerProcess, startServerProcess } from "../helpers/server-process.ts";
import { ALPHA_SITE } from "../helpers/test-server.ts";

/** A raw connection to the server, to hold it open and see exactly what the server does with it. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
  const until = async (text: string) => {
    while (!received.includes(text)) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { socket, closed, until, received: () => received };
}

/** Whether a new connection to the server is refused (it has stopped listening). */
function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

const logLines = (server: ServerProcess) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * The real server process on SIGTERM: it stops accepting, finishes what is in flight (here six
 * summary PDFs, rendered two at a time, most of them after the signal), does not wait for idle
 * keep-alive connections, and exits within its deadline; a request that would not finish is cut
 * at the deadline.
 */
describe("shutting down on SIGTERM", () => {
  const dirs: string[] = [];
  let w: World;
  let server: ServerProcess;
  let stuck: ServerProcess;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hd-shutdown-"));
    const emptyDir = await mkdtemp(path.join(tmpdir(), "hd-shutdown-empty-"));
    dirs.push(dataDir, emptyDir);
    // The world is written into the embedded database the process will open.
    const { ctx, database } = await createContext(
      loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    );
    await database.migrate();
    w = await buildWorld(ctx);
    await database.close();
    [server, stuck] = await Promise.all([
      startServerProcess({ dataDir }, { logs: true }),
      startServerProcess({ dataDir: emptyDir }, { logs: true, env: { SHUTDOWN_TIMEOUT: "1" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), stuck?.stop()]);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("finishes the PDFs in flight, drops idle keep-alive connections and exits 0", async () => {
    // A keep-alive connection that has had its answer and now sits idle.
    const idle = rawConnection(server.url);
    idle.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await idle.until('"status":"ok"');

    const pdf = () =>
      fetch(`${server.url}/api/summary-pdf`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${w.token("designer")}`,
          origin: ALPHA_SITE,
        },
        body: JSON.stringify({
          project_id: w.project.id,
          apartment_layout_id: w.layout.id,
          package_id: w.packages.basic.id,
          selections: [],
          locale: "et",
        }),
      }).then(async (res) => ({
        status: res.status,
        head: Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
        at: Date.now(),
      }));
    const renders = Array.from({ length: 6 }, pdf);
    // Once one is done the others are surely in the server's hands (two render at a time).
    await Promise.race(renders);
    const signalled = Date.now();
    server.child.kill("SIGTERM");

    // It stops accepting at once…
    let stopped = false;
    while (!stopped && Date.now() - signalled < 2_000) stopped = await refused(server.url);
    expect(stopped).toBe(true);
    // …the idle connection is closed rather than waited for…
    expect((await idle.closed) - signalled).toBeLessThan(2_000);
    // …every PDF in flight is answered in full…
    const answers = await Promise.all(renders);
    expect(answers.map((a) => [a.status, a.head])).toEqual(Array(6).fill([200, "%PDF-"]));
    expect(answers.filter((a) => a.at > signalled).length).toBeGreaterThanOrEqual(3);
    // …and the process ends soon after the last one, well within the deadline: the PDFs'
    // keep-alive connections were closed with their answers.
    const code = await server.exited;
    const ended = Date.now();
    expect(code).toBe(0);
    expect(ended - signalled).toBeLessThan(15_000);
    expect(ended - Math.max(...answers.map((a) => a.at))).toBeLessThan(2_000);

    const lines = logLines(server);
    expect(lines.some((l) => l.msg === "shutting down" && l.signal === "SIGTERM")).toBe(true);
    expect(lines.some((l) => l.msg === "shut down")).toBe(true);
    const pdfLines = lines.filter((l) => l.msg === "request" && l.route === "/api/summary-pdf");
    expect(pdfLines.map((l) => l.status)).toEqual(Array(6).fill(200));
  });

  it("cuts a request that does not finish at the deadline and exits 1", async () => {
    // A request whose body never comes: the server has taken it (it asked for the body).
    const slow = rawConnection(stuck.url);
    slow.socket.write(
      "POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        "Content-Length: 200\r\nExpect: 100-continue\r\n\r\n",
    );
    await slow.until("100 Continue");
    const signalled = Date.now();
    stuck.child.kill("SIGTERM");
    const code = await stuck.exited;
    const ended = Date.now();
    expect(code).toBe(1);
    // SHUTDOWN_TIMEOUT=1: not before the deadline, and promptly after it.
    expect(ended - signalled).toBeGreaterThanOrEqual(950);
    expect(ended - signalled).toBeLessThan(3_000);
    await slow.closed;
    expect(
      logLines(stuck).some((l) => l.msg === "shutdown deadline passed: open connections cut"),
    ).toBe(true);
  });
});
