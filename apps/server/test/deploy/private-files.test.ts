import { once } from "node:events";
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { companySchema } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type ServerProcess,
  START_LIMIT_MS,
  spawnWithUmask,
  startServerProcess,
} from "../helpers/server-process.ts";

const serverRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Entries under `root` that someone besides their owner may use: folders that are not 0700, files
 * that are not 0600, anything else (the command line's socket) with a permission for others.
 */
async function notPrivate(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(root, { recursive: true })) {
    // The database and the backups go on changing while the tree is read.
    const stats = await lstat(path.join(root, entry)).catch(() => null);
    if (!stats) continue;
    const mode = stats.mode & 0o777;
    const isPrivate = stats.isDirectory()
      ? mode === 0o700
      : stats.isFile()
        ? mode === 0o600
        : (mode & 0o077) === 0;
    if (!isPrivate) found.push(`${entry} ${mode.toString(8)}`);
  }
  return found;
}

/** Writes `file` with `mode`, its folders too, as an older version or a copy by hand left it. */
async function leftOpen(file: string, mode: number, text = "older"): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await chmod(path.dirname(file), 0o755);
  await writeFile(file, text);
  await chmod(file, mode);
}

/**
 * Whatever the umask the server is started with (0000 here, the most open), what it writes is its
 * user's alone: the embedded database's files, stored files, mail in the outbox, the app key, the
 * command line's socket, backups and a restore of one; what an older version left open is closed
 * on start. The demo is seeded, so the server itself writes the database and stored files.
 */
describe("the server's files, started with umask 0000", () => {
  let dir: string;
  let dataDir: string;
  let backupDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "hd-private-"));
    dataDir = path.join(dir, "data");
    backupDir = path.join(dir, "backups");
    await leftOpen(path.join(dataDir, "outbox", "2020-01-01-older.eml"), 0o644);
    await leftOpen(path.join(dataDir, "files", "older", "picture.svg"), 0o644, "<svg/>");
    await leftOpen(path.join(dataDir, "app-key"), 0o644, "k".repeat(64));
    await leftOpen(
      path.join(backupDir, "home-designer-2020-01-01T00-00-00Z", "database.tar"),
      0o644,
    );
    server = await startServerProcess(
      { dataDir },
      {
        logs: true,
        umask: 0o000,
        env: { SEED_DEMO: "1", BACKUP_DIR: backupDir, BACKUP_INTERVAL: "0.001" },
      },
    );
  }, START_LIMIT_MS);
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("are private once it has started, older versions' files too", async () => {
    expect(await notPrivate(dataDir)).toEqual([]);
    // The checks saw what matters: the database made by this start, its stored files, the socket.
    const entries = await readdir(dataDir, { recursive: true });
    expect(entries).toContain(path.join("pglite", "PG_VERSION"));
    expect(entries.filter((entry) => entry.startsWith(`files${path.sep}`)).length).toBeGreaterThan(
      3,
    );
    expect(entries).toContain(path.join("operator", "cli.sock"));
    expect(await notPrivate(backupDir)).toEqual([]);
  });

  it("keeps a mail it writes to the outbox private", async () => {
    const company = companySchema.parse(
      await (await fetch(`${server.url}/api/company?url=${encodeURIComponent(server.url)}`)).json(),
    );
    const sent = await fetch(`${server.url}/api/reset-password/send`, {
      method: "POST",
      headers: { "content-type": "application/json", locale: "en" },
      body: JSON.stringify({ email: "klient@kaarnakivi.example", company_id: company.id }),
    });
    expect(sent.status).toBe(200);
    const outbox = path.join(dataDir, "outbox");
    await vi.waitFor(
      async () => expect((await readdir(outbox)).filter((f) => f.endsWith(".eml"))).toHaveLength(2),
      { timeout: 60_000, interval: 200 },
    );
    expect(await notPrivate(dataDir)).toEqual([]);
  }, 90_000);

  let backup = "";
  it("keeps its backups private", async () => {
    await vi.waitFor(() => expect(server.output()).toContain('"msg":"backup written"'), {
      timeout: 60_000,
      interval: 200,
    });
    const written = server
      .output()
      .split("\n")
      .find((line) => line.includes('"msg":"backup written"'));
    backup = (JSON.parse(written ?? "{}") as { folder?: string }).folder ?? "";
    expect(backup).toContain(backupDir);
    expect(await notPrivate(backupDir)).toEqual([]);
    expect(await readdir(backup)).toEqual(expect.arrayContaining(["database.tar", "files"]));
  }, 90_000);

  it(
    "restores a backup (npm run restore) into a private data folder",
    async () => {
      await server.stop();
      const restored = path.join(dir, "restored");
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: restored };
      delete env.DATABASE_URL;
      const restore = spawnWithUmask(
        process.execPath,
        ["--import", "tsx", path.join(serverRoot, "src/cli/main.ts"), "restore", backup],
        { cwd: serverRoot, env, stdio: "ignore" },
        0o000,
      );
      const [code] = await once(restore, "exit");
      expect(code).toBe(0);
      expect(await readdir(restored)).toEqual(expect.arrayContaining(["pglite", "files"]));
      expect(await notPrivate(restored)).toEqual([]);
    },
    START_LIMIT_MS,
  );
});
