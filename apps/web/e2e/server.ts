/// <reference types="node" />
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { listeningAddress } from "./listening.ts";

export const repoRoot = path.resolve(import.meta.dirname, "../../..");

export type RunningServer = { url: string; stop: () => Promise<void> };

/** A port nobody listens on now, for a server (or a provider) started next. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}

export type ServerOptions = {
  /** Extra environment (SMTP_URL, GOOGLE_CLIENT_ID, PUBLIC_URL, …). */
  env?: Record<string, string>;
  /** A chosen port, when its address must be known beforehand (an OIDC redirect URI). */
  port?: number;
  /** `false` starts on an empty data folder, which the server seeds itself. */
  seeded?: boolean;
};

/**
 * Starts the built server (`node apps/server/dist/main.js`) with a fresh data folder (a copy of
 * the run's seeded one unless told otherwise) on a port the system chooses, or on the one given,
 * and answers once the server says where it listens.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const main = path.join(repoRoot, "apps/server/dist/main.js");
  const webIndex = path.join(repoRoot, "apps/web/dist/index.html");
  for (const file of [main, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-"));
  // A copy of the run's seeded data folder (global-setup.ts) starts in a second where seeding
  // takes several; a test that brings its own data folder starts from that instead.
  const seeded = options.seeded === false ? undefined : inject("seededDataDir");
  if (seeded && !options.env?.DATA_DIR) await cp(seeded, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // A first start without a seeded copy migrates and seeds, which takes a while on a busy machine.
    const url = await listeningAddress(child, "The server", 180_000);
    // Its later output is read and dropped, so a full pipe never blocks it.
    child.stdout?.resume();
    child.stderr?.resume();
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
