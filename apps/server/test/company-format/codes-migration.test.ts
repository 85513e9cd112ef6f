import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { migrationsFolder } from "../../src/paths.ts";
import { databaseKinds, freshPostgresDatabase } from "../helpers/test-server.ts";

/**
 * Migration 0008 gives existing rows the codes export derived before codes were kept: a row's own
 * key when it is a code, else its name made into one, else `<kind>-<id>`, with `-2`, `-3`, … for
 * one taken in its scope. Rows are written before the migration, as an older server wrote them.
 */
describe.each(databaseKinds())("codes of an existing database (%s)", (kind) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let before: string;
  const rows = async (query: string) => (await database.executeSql(query)).rows;

  beforeAll(async () => {
    if (kind === "postgres") {
      const fresh = await freshPostgresDatabase();
      drop = fresh.drop;
      database = await openDatabase({ url: fresh.url });
    } else {
      database = await openDatabase({});
    }
    // The migrations up to 0007, as a server before codes had them.
    before = await mkdtemp(path.join(tmpdir(), "hd-migrations-"));
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, "meta/_journal.json");
    const journal = JSON.parse(await readFile(journalFile, "utf8"));
    journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 7);
    await writeFile(journalFile, JSON.stringify(journal));
    await database.migrate(before);

    await database.executeSql(`
      INSERT INTO companies (id, slug, name, web, email) OVERRIDING SYSTEM VALUE
        VALUES (1, 'c', 'C', 'https://c.test', 'c@c.test');
      INSERT INTO projects (id, company_id, name, priority) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 'Köök & Co', 0), (2, 1, 'Köök & Co', 1), (3, 1, 'Ванная', 2);
      INSERT INTO buildings (id, project_id, building_number) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 'A'), (2, 1, 'A'), (3, 1, 'C 1/2');
      INSERT INTO apartments (id, building_id, number) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, '1'), (2, 1, '2');
      INSERT INTO apartment_layouts (id, apartment_id, name) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, '3-toaline, tüüp 3A'), (2, 1, 'Fußbodenheizung');
      INSERT INTO room_types (id, project_id, slug, label, priority) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 'kitchen', '{"en":"Kitchen"}', 0), (2, 1, 'Bad Zimmer', '{"de":"Bad"}', 1);
      INSERT INTO rooms (id, apartment_layout_id, room_type_id, slug) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 1, 'kitchen'), (2, 1, 2, 'Bad Zimmer');
      INSERT INTO selection_groups (id, room_type_id, title, priority) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, '{"et":"Põrand","en":"Floor"}', 0), (2, 1, '{}', 1), (3, 2, '{"de":"Fliesen"}', 0),
        (4, 1, '{"en":"Floor"}', 2);
      INSERT INTO material_categories (id, company_id, name) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, '{"de":"Böden"}'), (2, 1, '{}');
      INSERT INTO materials (id, company_id, code, category_id) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 'KK-OAK-1', 1), (2, 1, 'oak 1', 1);
      INSERT INTO selections (id, selection_group_id, slug, priority) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 'oak', 0), (2, 1, 'oak', 1), (3, 1, 'ash', 2), (4, 3, 'white', 0), (5, 3, 'grey', 1),
        (6, 2, 'x', 0);
      INSERT INTO restrictions (id, source_selection_id, target_selection_id) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 4), (2, 3, 5), (3, 1, 5), (4, 1, 6);
      INSERT INTO packages (id, company_id, project_id, name, priority) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, 1, '{"en":"Nordic"}', 0), (2, 1, 1, '{"en":"Nordic"}', 1);
      INSERT INTO symbol_legends (id, company_id, key) OVERRIDING SYSTEM VALUE VALUES (1, 1, 'Electric');
      INSERT INTO symbol_legend_items (id, legend_id, name) OVERRIDING SYSTEM VALUE VALUES
        (1, 1, '{"en":"Socket"}'), (2, 1, '{}');
    `);
    await database.migrate();
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (before) await rm(before, { recursive: true, force: true });
  });

  const codes = async (table: string, column = "code") =>
    (await rows(`select ${column} as code from ${table} order by id`)).map(
      (r) => (r as { code: string }).code,
    );

  it("makes names into codes, keeps keys that are codes, and numbers what is taken", async () => {
    expect(await codes("projects")).toEqual(["kook-co", "kook-co-2", "project-3"]);
    expect(await codes("buildings")).toEqual(["A", "A-2", "c-1-2"]);
    expect(await codes("apartments")).toEqual(["1", "2"]);
    expect(await codes("apartment_layouts")).toEqual(["3-toaline-tuup-3a", "fussbodenheizung"]);
    expect(await codes("room_types", "slug")).toEqual(["kitchen", "bad-zimmer"]);
    expect(await codes("rooms", "slug")).toEqual(["kitchen", "bad-zimmer"]);
    expect(await codes("selection_groups")).toEqual([
      "kitchen-floor",
      "kitchen-group-2",
      "bad-zimmer-fliesen",
      "kitchen-floor-2",
    ]);
    expect(await codes("selections", "slug")).toEqual([
      "oak",
      "oak-2",
      "ash",
      "white",
      "grey",
      "x",
    ]);
    expect(await codes("materials")).toEqual(["KK-OAK-1", "oak-1"]);
    expect(await codes("material_categories")).toEqual(["boden", "category-2"]);
    expect(await codes("packages")).toEqual(["nordic", "nordic-2"]);
    expect(await codes("symbol_legend_items")).toEqual(["socket", "item-2"]);
  });

  it("gives the rows of one option and the group it limits one restriction code", async () => {
    expect(await codes("restrictions")).toEqual([
      "kitchen-floor.oak.bad-zimmer-fliesen",
      "kitchen-floor.ash.bad-zimmer-fliesen",
      "kitchen-floor.oak.bad-zimmer-fliesen",
      "kitchen-floor.oak.kitchen-group-2",
    ]);
  });

  it("holds codes unique in their scope from now on", async () => {
    await expect(
      database.executeSql(
        "insert into projects (company_id, code, name) values (1, 'kook-co', 'Another')",
      ),
    ).rejects.toThrow();
    await expect(
      database.executeSql(
        "insert into packages (company_id, project_id, name) values (1, 1, '{}')",
      ),
    ).rejects.toThrow();
  });
});
