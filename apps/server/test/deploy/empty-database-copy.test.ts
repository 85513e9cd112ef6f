import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedDatabaseDir, openDatabase, rowsOf } from "../../src/db/client.ts";
import { assertFreshBuild, builtCli } from "../helpers/built.ts";

const run = promisify(execFile);
const migrations = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * A new data folder starts as the build's empty migrated database (dist/empty-database.tgz,
 * docs/decisions/051) rather than by initdb and every migration: two folders the built command
 * line migrates are copies of one cluster (PostgreSQL gives each initdb an identifier of its
 * own), with every migration applied, and the server's user alone can read them.
 */
describe("a new embedded database from the build's empty copy", () => {
  let work: string;
  beforeAll(async () => {
    await assertFreshBuild();
    work = await mkdtemp(path.join(tmpdir(), "hd-empty-copy-"));
  });
  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  async function migratedFolder(name: string) {
    const dataDir = path.join(work, name);
    await run(process.execPath, [builtCli, "migrate"], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    });
    const database = await openDatabase({ dataDir });
    try {
      const [cluster] = rowsOf<{ id: string }>(
        await database.executeSql("select system_identifier::text as id from pg_control_system()"),
      );
      const [applied] = rowsOf<{ n: number }>(
        await database.executeSql("select count(*)::int as n from drizzle.__drizzle_migrations"),
      );
      return { dataDir, cluster: cluster?.id, applied: applied?.n };
    } finally {
      await database.close();
    }
  }

  it("is the same cluster in every new folder, with every migration applied, private", async () => {
    const journal = JSON.parse(await readFile(path.join(migrations, "meta/_journal.json"), "utf8"));
    const [first, second] = [await migratedFolder("one"), await migratedFolder("two")];
    expect(first.cluster).toMatch(/^\d+$/);
    expect(second.cluster).toBe(first.cluster);
    expect(first.applied).toBe(journal.entries.length);

    const files = await readdir(embeddedDatabaseDir(first.dataDir), { recursive: true });
    for (const file of files.slice(0, 50)) {
      const { mode } = await stat(path.join(embeddedDatabaseDir(first.dataDir), file));
      expect((mode & 0o077).toString(8), file).toBe("0");
    }
    // Two starts of the command line and two opens of its database: seconds, more on a busy machine.
  }, 180_000);
});
