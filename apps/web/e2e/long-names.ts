/// <reference types="node" />
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../../server/src/config.ts";
import { createContext } from "../../server/src/context-factory.ts";
import { seedDemo } from "../../server/src/seed/demo.ts";
import type { ServerOptions } from "./server.ts";

/** German compounds as a second company (German-only host, long names) has them. */
export const LONG = {
  room: "Elternschlafzimmerankleidebereich",
  group: "Küchenarbeitsplattenoberflächenbeschaffenheit",
  option: "Eichenholzlandhausdielenparkettfußbodenversiegelung",
  package: "Skandinavisches Landhausstilwohlfühlkomfortpaket Premiumausführung",
} as const;

/**
 * A data folder holding the demo company renamed the way a German developer names things: every
 * room, group, option, plan and package gets a long German compound (the demo's own name first,
 * so names stay distinct), and the test's host `127.0.0.1` offers German only. Made before the
 * server starts (the embedded database belongs to one process), it answers the server's options;
 * `onStop` removes the folder after the server is gone.
 */
export async function longGermanNames(
  onStop: (stop: () => Promise<void>) => void,
): Promise<ServerOptions> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-long-"));
  onStop(() => rm(dataDir, { recursive: true, force: true }));
  const { ctx, database } = await createContext({
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent" }),
    seedDemo: true,
  });
  try {
    await database.migrate();
    await seedDemo(ctx);
    const de = (column: string, suffix: string) =>
      sql.raw(`jsonb_set(${column}, '{de}', to_jsonb((${column}->>'de') || '${suffix}'))`);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update room_types set label = ${de("label", LONG.room)}`);
      await tx.execute(
        sql`update rooms set label = ${de("label", LONG.room)} where label is not null`,
      );
      await tx.execute(sql`update selection_groups set title = ${de("title", LONG.group)}`);
      await tx.execute(sql`update selections set title = ${de("title", LONG.option)}`);
      await tx.execute(sql`update materials set desc_short = ${de("desc_short", LONG.option)}`);
      await tx.execute(sql`update wardrobe_plans set name = ${de("name", "schrankplanung")}`);
      await tx.execute(sql`update packages set name = ${de("name", ` ${LONG.package}`)}`);
      await tx.execute(sql`update company_hosts set locales = '{de}' where host = '127.0.0.1'`);
    });
  } finally {
    await database.close();
  }
  return { env: { DATA_DIR: dataDir } };
}
