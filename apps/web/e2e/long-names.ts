/// <reference types="node" />
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/src/db/client.ts";
import { type ServerOptions, startServer } from "./server.ts";

/** German compounds as a second company (German-only host, long names) has them. */
export const LONG = {
  room: "Elternschlafzimmerankleidebereich",
  group: "Küchenarbeitsplattenoberflächenbeschaffenheit",
  option: "Eichenholzlandhausdielenparkettfußbodenversiegelung",
  package: "Skandinavisches Landhausstilwohlfühlkomfortpaket Premiumausführung",
} as const;

/**
 * The kitchen's neighbours in layout 1 (the hallway before it, the living room after it) named as
 * a German developer names whole-apartment rooms: alike but for their last word, which is what
 * tells them apart.
 */
export const ALIKE = {
  hallway: "Gesamte Wohnung – Böden",
  "living-room": "Gesamte Wohnung – Türen",
} as const;

/**
 * A data folder holding the demo company renamed the way a German developer names things: every
 * room, group, option, plan and package gets a long German compound (the demo's own name first,
 * so names stay distinct), two rooms differ only at their end (`ALIKE`), and the test's host
 * `127.0.0.1` offers German only. The server fills
 * the folder on a first start and is stopped before the names change (the embedded database is
 * one process's at a time); the answer is the options the test's own server starts with, and
 * `onStop` removes the folder after that server is gone.
 */
export async function longGermanNames(
  onStop: (stop: () => Promise<void>) => void,
): Promise<ServerOptions> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-long-"));
  onStop(() => rm(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir };
  const first = await startServer({ env });
  await first.stop();
  const database = await openDatabase({ dataDir });
  try {
    const de = (column: string, suffix: string) =>
      sql.raw(`jsonb_set(${column}, '{de}', to_jsonb((${column}->>'de') || '${suffix}'))`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update room_types set label = ${de("label", LONG.room)}`);
      await tx.execute(
        sql`update rooms set label = ${de("label", LONG.room)} where label is not null`,
      );
      await tx.execute(sql`update selection_groups set title = ${de("title", LONG.group)}`);
      await tx.execute(sql`update selections set title = ${de("title", LONG.option)}`);
      await tx.execute(sql`update materials set desc_short = ${de("desc_short", LONG.option)}`);
      await tx.execute(sql`update wardrobe_plans set name = ${de("name", "schrankplanung")}`);
      await tx.execute(sql`update packages set name = ${de("name", ` ${LONG.package}`)}`);
      for (const [slug, name] of Object.entries(ALIKE)) {
        await tx.execute(
          sql`update rooms set label = jsonb_build_object('de', ${name}::text) where apartment_layout_id = 1 and slug = ${slug}`,
        );
      }
      await tx.execute(sql`update company_hosts set locales = '{de}' where host = '127.0.0.1'`);
    });
  } finally {
    await database.close();
  }
  return { env: { DATA_DIR: dataDir } };
}
