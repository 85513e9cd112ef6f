import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { companies } from "../../src/db/schema.ts";

describe("embedded database files", () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hd-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it("are opened by one process at a time, and free again after closing", async () => {
    const dir = await tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process/);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  });

  it("keep what was written across a close and reopen", async () => {
    const dir = await tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.migrate();
    await first.db
      .insert(companies)
      .values({ slug: "kept", name: "Kept", web: "https://kept.test", email: "a@kept.test" });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const rows = await second.db.select({ slug: companies.slug }).from(companies);
    expect(rows).toEqual([{ slug: "kept" }]);
    await second.close();
  });

  it("take over a lock left by a process that no longer runs", async () => {
    const dir = await tempDir();
    await mkdir(path.join(dir, "pglite"), { recursive: true });
    // Process ids are below 2^22 on Linux, so this one runs nowhere.
    await writeFile(path.join(dir, "pglite", "lock.pid"), "99999999");
    const database = await openDatabase({ dataDir: dir });
    await database.close();
  });
});
