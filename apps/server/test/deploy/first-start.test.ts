import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type ServerProcess,
  START_LIMIT_MS,
  startServerProcess,
} from "../helpers/server-process.ts";

/** Pino's level numbers: 40 is `warn`. */
const WARN = 40;

const logLines = (server: ServerProcess) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string });

/** Waits for the start-up message, printed once the server listens and has read its companies. */
const startUpMessage = (server: ServerProcess) =>
  vi.waitFor(
    () => {
      expect(server.output()).toContain("Home Designer is running");
      return server.output();
    },
    { timeout: 30_000, interval: 100 },
  );

/**
 * The server as an operator starts it in production: a first start on an empty data folder,
 * without the demo, warns of nothing (a warning on every healthy start teaches to read none);
 * a TRUST_PROXY that believes whoever connects is warned of, in the log and the start-up message.
 */
describe("a production server's start", () => {
  let dir: string;
  let fresh: ServerProcess;
  let hops: ServerProcess;
  const production = { NODE_ENV: "production", APP_KEY: "k".repeat(32), MAIL: "off" };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "hd-first-start-"));
    [fresh, hops] = await Promise.all([
      startServerProcess({ dataDir: path.join(dir, "fresh") }, { logs: true, env: production }),
      startServerProcess(
        { dataDir: path.join(dir, "hops") },
        { logs: true, env: { ...production, TRUST_PROXY: "1" } },
      ),
    ]);
  }, START_LIMIT_MS);
  afterAll(async () => {
    await Promise.all([fresh?.stop(), hops?.stop()]);
    await rm(dir, { recursive: true, force: true });
  });

  it("on an empty data folder logs no warning, and says that mail is off", async () => {
    const message = await startUpMessage(fresh);
    expect(message).toContain("Mail is off (MAIL=off): no mail is sent or kept.");
    expect(logLines(fresh).filter((line) => line.level >= WARN)).toEqual([]);
    expect(await readdir(path.join(dir, "fresh"))).not.toContain("outbox");
  });

  it("with a number of proxies warns that every caller is believed", async () => {
    const message = await startUpMessage(hops);
    const warnings = logLines(hops).filter((line) => line.level >= WARN);
    expect(warnings.map((line) => [line.level, line.msg.split(":")[0]])).toEqual([
      [WARN, "TRUST_PROXY=1 believes X-Forwarded-For and X-Forwarded-Proto from whoever connects"],
    ]);
    expect(message).toContain(warnings[0]?.msg);
  });
});
