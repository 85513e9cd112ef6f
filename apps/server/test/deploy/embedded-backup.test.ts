import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/client.ts";
import { KEEP, restoreBackup, writeBackup } from "../../src/db/embedded-backup.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * The embedded database's backup (docs/deployment.md, "Backups"), taken while the server runs and
 * keeps saving: restored into an empty folder, it serves the same designs to the same logins,
 * and the stored files with them.
 */
describe("a backup of the embedded database", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "hd-embedded-backup-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("taken while the server saves, restores the same designs, logins and files", async () => {
    const original = path.join(dir, "original");
    let w: World | undefined;
    const server = await startTestServer(
      "pglite",
      async (ctx) => {
        w = await buildWorld(ctx);
        await ctx.storage.put(
          "t/kept.svg",
          "<svg xmlns='http://www.w3.org/2000/svg'/>",
          "image/svg+xml",
        );
      },
      { dataDir: original },
    );
    if (!w) throw new Error("no world");
    const world = w;
    const token = world.token("customer");
    const save = (name: string) =>
      server.api("POST /packages", {
        token,
        body: {
          apartment_layout_id: world.layout.id,
          package_id: world.packages.basic.id,
          selections: [{ tab_id: world.rooms.kitchenRoom.id, selection_id: world.option("grey") }],
          name,
        },
      });
    const read = async (on: TestServer, packageId: number) => ({
      list: (
        await on.api("GET /packages", {
          query: { project_id: world.project.id, apartment_layout_id: world.layout.id },
          token,
        })
      ).answer,
      choices: (
        await on.api("GET /packages/:packageId/selections", {
          params: { packageId },
          query: { apartment_layout_id: world.layout.id },
          token,
        })
      ).answer,
    });
    let restoredServer: TestServer | undefined;
    try {
      const kept = (await save("Kept by the backup")).answer;
      // The server keeps answering while the backup is written.
      const [folder, during] = await Promise.all([
        writeBackup(server.database, original, path.join(dir, "backups")),
        save("Saved during the backup"),
      ]);
      expect(during.status).toBe(200);
      const before = await read(server, kept.id);
      await server.close();

      const restored = path.join(dir, "restored");
      await restoreBackup(folder, restored);
      restoredServer = await startTestServer("pglite", undefined, { dataDir: restored });
      const after = await read(restoredServer, kept.id);
      expect(JSON.stringify(after.list)).toContain("Kept by the backup");
      expect(after.choices).toEqual(before.choices);
      const file = await fetch(
        `${restoredServer.url}${restoredServer.ctx.storage.publicUrl("t/kept.svg")}`,
      );
      expect(file.status).toBe(200);
      expect(await file.text()).toContain("<svg");
    } finally {
      await restoredServer?.close();
      await server.close().catch(() => undefined);
    }
  }, 120_000);

  it(`keeps the newest ${KEEP} backups`, async () => {
    const data = path.join(dir, "many");
    const backups = path.join(dir, "many-backups");
    const database = await openDatabase({ dataDir: data });
    try {
      // What is kept is the question here, not the dump (the test above restores one): the
      // database is left empty, and every day after the first writes the first day's dump again.
      if (database.driver !== "pglite") throw new Error("not the embedded database");
      const dump = await database.dump();
      const sameDump = { ...database, dump: async () => dump };
      for (let day = 1; day <= KEEP + 2; day++) {
        const when = new Date(Date.UTC(2026, 10, day, 3));
        await writeBackup(day === 1 ? database : sameDump, data, backups, when);
      }
    } finally {
      await database.close();
    }
    const left = (await readdir(backups)).sort();
    expect(left).toHaveLength(KEEP);
    expect(left[0]).toBe("home-designer-2026-11-03T03-00-00Z");
    expect(left.at(-1)).toBe(
      `home-designer-2026-11-${String(KEEP + 2).padStart(2, "0")}T03-00-00Z`,
    );
  }, 120_000);

  it("refuses to restore over a database, or from a folder that is no backup", async () => {
    const notBackup = path.join(dir, "not-a-backup");
    await mkdir(notBackup, { recursive: true });
    await writeFile(path.join(notBackup, "readme.txt"), "hello");
    await expect(restoreBackup(notBackup, path.join(dir, "empty"))).rejects.toThrow(/not a backup/);
    const [newest = ""] = (await readdir(path.join(dir, "many-backups"))).sort().reverse();
    await expect(
      restoreBackup(path.join(dir, "many-backups", newest), path.join(dir, "many")),
    ).rejects.toThrow(/holds a database already/);
  });

  it("is the embedded database's: with DATABASE_URL the settings say to use pg_dump", () => {
    expect(() =>
      loadConfig({ DATABASE_URL: "postgres://localhost/x", BACKUP_DIR: "/backups" }),
    ).toThrow(/BACKUP_DIR: .*pg_dump/);
    expect(loadConfig({ BACKUP_DIR: "/backups", BACKUP_INTERVAL: "6" }).backups).toEqual({
      dir: "/backups",
      intervalMs: 6 * 3_600_000,
    });
  });
});
