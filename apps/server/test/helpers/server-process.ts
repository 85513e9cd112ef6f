import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtServer } from "./built.ts";
import { freePort } from "./test-server.ts";

const serverRoot = path.resolve(import.meta.dirname, "../..");

/** How long a server process may take to answer its first request. */
export const START_LIMIT_MS = 180_000;

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process wrote to standard output (its log lines), when started with `logs`. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * The server from source in a process of its own: on an existing (migrated) PostgreSQL database,
 * for what must hold between processes, such as another process's read cache; or on the embedded
 * database in `dataDir`, for what the process itself does, such as shutting down. With `built`,
 * the build (`node apps/server/dist/main.js`, as production runs it; assertFreshBuild first).
 */
export async function startServerProcess(
  database: string | { dataDir: string },
  options: {
    env?: Record<string, string>;
    logs?: boolean;
    built?: boolean;
    /** How long it may take to answer (START_LIMIT_MS unless said). */
    startWithinMs?: number;
    /** The umask the process starts with (a shell's own is often 0022). */
    umask?: number;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const ownDir =
    typeof database === "string" ? await mkdtemp(path.join(tmpdir(), "hd-process-")) : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: ownDir ?? (database as { dataDir: string }).dataDir,
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: options.logs ? "info" : "silent",
    SEED_DEMO: "0",
    ...options.env,
  };
  if (typeof database === "string") env.DATABASE_URL = database;
  else delete env.DATABASE_URL;
  const child = spawnWithUmask(
    process.execPath,
    options.built ? [builtServer] : ["--import", "tsx", path.join(serverRoot, "src/main.ts")],
    { cwd: serverRoot, env, stdio: ["ignore", options.logs ? "pipe" : "ignore", "ignore"] },
    options.umask,
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    if (ownDir) await rm(ownDir, { recursive: true, force: true });
  };
  const startWithinMs = options.startWithinMs ?? START_LIMIT_MS;
  const deadline = Date.now() + startWithinMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server process exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (up) return { url, child, exited, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server process did not answer within ${startWithinMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Spawns a command, with `umask` when given: through a shell that sets it and then becomes the
 * command (exec), so the child's process id is the command's.
 */
export function spawnWithUmask(
  command: string,
  args: string[],
  options: SpawnOptions,
  umask?: number,
): ChildProcess {
  if (umask === undefined) return spawn(command, args, options);
  const mask = umask.toString(8).padStart(3, "0");
  return spawn("/bin/sh", ["-c", `umask ${mask} && exec "$@"`, "sh", command, ...args], options);
}
