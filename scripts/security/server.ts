/**
 * The server as the security measurements meet it: from source in a child process of its own,
 * in production mode with a throwaway APP_KEY, on a temporary data folder (the embedded database)
 * or on `databaseUrl`, with the demo company. Ready once it answers and has printed the demo's
 * logins.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type Login = { role: string; email: string; password: string };
export type Server = {
  url: string;
  pid: number;
  /** Its DATA_DIR, for a command (`npm run set-role`) to reach it through. */
  dataDir: string;
  logins: Login[];
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export async function startServer(
  options: { env?: Record<string, string>; databaseUrl?: string } = {},
): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-security-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    // Production wants its own secret; a throwaway one serves a measurement.
    APP_KEY: randomBytes(32).toString("hex"),
    SEED_DEMO: "1",
    // No mail server: a measurement sends no mail.
    MAIL: "off",
    ...options.env,
  };
  // The embedded database unless a server is named, whatever the shell says.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "apps/server/src/main.ts")],
    { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] },
  );
  // The server prints the demo's logins when it is ready ("  customer  e-mail  /  password").
  const logins: Login[] = [];
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
    for (const [, role = "", email = "", password = ""] of printed.matchAll(
      /^ +(\w+) +(\S+@\S+) +\/ +(\S+)$/gm,
    )) {
      if (!logins.some((l) => l.role === role)) logins.push({ role, email, password });
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const up = await fetch(`${url}/api/company?url=${encodeURIComponent(url)}`);
      if (up.ok && logins.length > 0) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start in 3 minutes");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    logins,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The machine, for the sentence that says how a table was measured. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? "an unknown CPU"} (${cpus.length} cores, Node ${process.version}, ${os.platform()})`;
}

export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The process's resident memory in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"]).toString());

/** The CPU time the process has taken so far, all its threads, in seconds, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  // The command's name (field 2) may hold spaces; utime and stime are the 12th and 13th after it.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

export type Measured<T> = {
  result: T;
  /** The server's resident memory in MB: before, at its highest, and once `work` is done. */
  before: number;
  peak: number;
  after: number;
  /** The CPU time the server took meanwhile, in seconds. */
  cpu: number;
  /** How long `work` took, in seconds. */
  seconds: number;
};

/** Runs `work` while sampling the server's memory every 10 ms and counting its CPU time. */
export async function measured<T>(pid: number, work: () => Promise<T>): Promise<Measured<T>> {
  const before = rssMb(pid);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 10);
  try {
    const result = await work();
    const after = rssMb(pid);
    return {
      result,
      before,
      peak: Math.max(peak, after),
      after,
      cpu: cpuSeconds(pid) - cpuBefore,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Answers' statuses counted, as a table says them: `4 × 200, 2 × 413` (0 is no answer). */
export function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} × ${status === 0 ? "no answer" : status}`)
    .join(", ");
}
