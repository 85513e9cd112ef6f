import type { AppContext } from "../../apps/server/src/context.ts";
import { DEMO_SLUG } from "../../apps/server/src/demo/demo-people.ts";
import {
  exportCompany,
  writeCompanyFolder,
} from "../../apps/server/src/modules/company-format/export-service.ts";
import { seedDemo } from "./demo.ts";

/**
 * Draws the demo company into `ctx`'s database, which holds no demo company yet, and writes it to
 * the new (or empty) folder `dir` in the company format: what apps/server/demo-company holds.
 */
export async function drawDemoCompany(ctx: AppContext, dir: string): Promise<void> {
  await seedDemo(ctx);
  await writeCompanyFolder(ctx, await exportCompany(ctx, DEMO_SLUG), dir);
}
