import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { makePrivate, PRIVATE_DIR, PRIVATE_FILE } from "../lib/private-files.ts";
import { type Repeating, repeatEvery } from "../lib/repeat.ts";
import { type Database, openDatabase } from "./client.ts";

/**
 * Backups of the embedded database (no DATABASE_URL: one process, everything under DATA_DIR),
 * taken while the server runs (docs/deployment.md, "Backups").
 *
 * A backup is a folder `home-designer-<time>` holding the database as one file (PGlite's
 * `dumpDataDir`, a consistent copy made by the server's own database connection, so no write is
 * half in it), then a copy of the stored files and the app key. The database goes first: every
 * file it names was stored before it and is in the copy (files stored later are copied too, and
 * do no harm). The folder is written under a temporary name and renamed when complete, so a
 * backup that is there is whole. The newest `KEEP` backups are kept. A backup holds everything
 * the server has, so it is the server user's alone (0700 folders, 0600 files), as is a restore.
 */

const PREFIX = "home-designer-";
const DATABASE_FILE = "database.tar";
/** What DATA_DIR holds besides the database that a restored server needs. */
const KEPT_WITH_IT = ["files", "app-key"] as const;
export const KEEP = 7;

/** Writes a backup of the running embedded database and DATA_DIR's files; answers its folder. */
export async function writeBackup(
  database: Database,
  dataDir: string,
  backupDir: string,
  now: Date = new Date(),
): Promise<string> {
  if (database.driver !== "pglite") throw new Error("only the embedded database is backed up here");
  await mkdir(backupDir, { recursive: true, mode: PRIVATE_DIR });
  const name = `${PREFIX}${now
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z")}`;
  const partial = path.join(backupDir, `.${name}.partial`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { mode: PRIVATE_DIR });
  const dump = await database.dump();
  await writeFile(path.join(partial, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()), {
    mode: PRIVATE_FILE,
  });
  for (const entry of KEPT_WITH_IT) {
    const from = path.join(dataDir, entry);
    if (await exists(from)) await cp(from, path.join(partial, entry), { recursive: true });
  }
  // Copies keep their sources' modes; a file put in DATA_DIR by hand since the start may be open.
  await makePrivate(partial);
  const folder = path.join(backupDir, name);
  await rename(partial, folder);
  await prune(backupDir);
  return folder;
}

/** Removes all but the newest `KEEP` backups (their names sort by time). */
async function prune(backupDir: string): Promise<void> {
  const backups = (await readdir(backupDir)).filter((entry) => entry.startsWith(PREFIX)).sort();
  for (const old of backups.slice(0, -KEEP)) {
    await rm(path.join(backupDir, old), { recursive: true, force: true });
  }
}

/** Makes the backups in `backupDir` private, older versions' too (they were written 0644). */
export async function makeBackupsPrivate(backupDir: string): Promise<void> {
  const entries = await readdir(backupDir).catch(() => []);
  for (const entry of entries) {
    if (entry.startsWith(PREFIX) || entry.startsWith(`.${PREFIX}`))
      await makePrivate(path.join(backupDir, entry));
  }
}

/**
 * Makes `dataDir` (which must not hold a database yet) the installation a backup was taken of:
 * its database, stored files and app key. The server is started on it afterwards.
 */
export async function restoreBackup(backup: string, dataDir: string): Promise<void> {
  const dump = path.join(backup, DATABASE_FILE);
  if (!(await exists(dump)))
    throw new Error(`${backup} is not a backup: it has no ${DATABASE_FILE}`);
  if (await exists(path.join(dataDir, "pglite", "PG_VERSION"))) {
    throw new Error(`${dataDir} holds a database already: restore into an empty folder`);
  }
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const database = await openDatabase({
    dataDir,
    loadDataDir: new Blob([await readFile(dump)]),
  });
  await database.close();
  for (const entry of KEPT_WITH_IT) {
    const from = path.join(backup, entry);
    if (!(await exists(from))) continue;
    await cp(from, path.join(dataDir, entry), { recursive: true });
    // A backup copied by hand, or written by an older version, may be open to everyone.
    await makePrivate(path.join(dataDir, entry));
  }
}

/**
 * Takes a backup every `intervalMs` while the server runs (the first one an interval after the
 * start). A failure is logged and tried again at the next turn; `stop` waits for a backup in
 * progress, so the database can close after it.
 */
export function startBackups(
  database: Database,
  dataDir: string,
  backupDir: string,
  intervalMs: number,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): Repeating {
  return repeatEvery(intervalMs, intervalMs, () =>
    writeBackup(database, dataDir, backupDir).then(
      (folder) => log.info({ folder }, "backup written"),
      (error: unknown) => log.error({ err: error }, "backup failed"),
    ),
  );
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null)) !== null;
}
