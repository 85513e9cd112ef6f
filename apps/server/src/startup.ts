import type { AppContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import { demoCompanyExists, installDemo } from "./demo/demo.ts";

/**
 * Brings the database up to date and, on the very first start (with `SEED_DEMO`), imports the
 * demo company's folder and adds its people. Later starts never touch the demo data again, so
 * everything users saved survives a restart.
 */
export async function prepareDatabase(
  ctx: AppContext,
  database: Database,
): Promise<{ seeded: boolean }> {
  return database.exclusively(async () => {
    await database.migrate();
    if (!ctx.config.seedDemo || (await demoCompanyExists(ctx))) return { seeded: false };
    await installDemo(ctx);
    return { seeded: true };
  });
}
