import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./test-server.ts";

const serverRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The server from source in a process of its own, on an existing (migrated) PostgreSQL database:
 * for what must hold between processes, such as another process's read cache.
 */
export async function startServerProcess(
  databaseUrl: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "hd-process-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(serverRoot, "src/main.ts")],
    {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        SEED_DEMO: "0",
      },
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server process exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/no-such-call`).then(
      (res) => res.status === 404,
      () => false,
    );
    if (up) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error("the server process did not answer within a minute");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
