/// <reference types="node" />
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

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
 * Starts the built server (`node apps/server/dist/main.js`) on a free port with a fresh data
 * folder, so it migrates and seeds the demo company, and waits until the company call answers.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const main = path.join(repoRoot, "apps/server/dist/main.js");
  const webIndex = path.join(repoRoot, "apps/web/dist/index.html");
  for (const file of [main, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  // A free port may be taken by another process (a browser, another suite's server) between its
  // probe and the server's listen: then the server is started again on another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(main, options.port ?? (await freePort()), options);
    } catch (error) {
      const taken = error instanceof PortTakenError && options.port === undefined;
      if (!taken || attempt === 3) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOn(main: string, port: number, options: ServerOptions): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-"));
  // A copy of the run's seeded data folder (global-setup.ts) starts in a second where seeding
  // takes several; a test that brings its own data folder starts from that instead.
  const seeded = options.seeded === false ? undefined : inject("seededDataDir");
  if (seeded && !options.env?.DATA_DIR) await cp(seeded, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
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

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      const Failure = output.includes("EADDRINUSE") ? PortTakenError : Error;
      throw new Failure(`The server exited with code ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/company?url=${encodeURIComponent(url)}`);
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within 3 minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
