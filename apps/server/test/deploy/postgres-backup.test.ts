import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { freshPostgresDatabase, startTestServer } from "../helpers/test-server.ts";

const run = promisify(execFile);

/**
 * The backup docs/deployment.md prescribes for PostgreSQL, taken while the server runs: a
 * `pg_dump` restored with `pg_restore` into an empty database serves the same designs, and the
 * same logins. It needs a PostgreSQL server (TEST_DATABASE_URL), which CI always has.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL backup", () => {
  it("restored into an empty database serves the same designs to the same logins", async () => {
    let w: World | undefined;
    const original = await startTestServer("postgres", async (ctx) => {
      w = await buildWorld(ctx);
    });
    const restored = await freshPostgresDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), "hd-backup-"));
    try {
      if (!w || !original.databaseUrl) throw new Error("no world");
      const world = w;
      const token = w.token("customer");
      const saved = (
        await original.api("POST /packages", {
          token,
          body: {
            apartment_layout_id: w.layout.id,
            package_id: w.packages.basic.id,
            selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("grey") }],
            name: "Kept by the backup",
          },
        })
      ).answer;
      const read = async (server: typeof original) => ({
        list: (
          await server.api("GET /packages", {
            query: { project_id: world.project.id, apartment_layout_id: world.layout.id },
            token,
          })
        ).answer,
        choices: (
          await server.api("GET /packages/:packageId/selections", {
            params: { packageId: saved.id },
            query: { apartment_layout_id: world.layout.id },
            token,
          })
        ).answer,
      });
      const before = await read(original);

      const file = path.join(dir, "backup.dump");
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        `--file=${file}`,
        original.databaseUrl,
      ]);
      await run("pg_restore", ["--no-owner", `--dbname=${restored.url}`, file]);
      const again = await startTestServer("postgres", undefined, { databaseUrl: restored.url });
      try {
        const after = await read(again);
        expect(JSON.stringify(after.list)).toContain("Kept by the backup");
        expect(after).toEqual(before);
      } finally {
        await again.close();
      }
    } finally {
      await original.close();
      await restored.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
