/**
 * `npm run demo-company`: draws the demo company again with the code in scripts/demo-seed and
 * writes it over its company folder, apps/server/demo-company, which the server imports on its
 * first start. Run it after changing that code, and commit the folder with the change; a test
 * (apps/server/test/demo-company.test.ts) fails while the two differ. It works on an embedded
 * database of its own in a temporary folder, whatever DATABASE_URL or DATA_DIR say.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../apps/server/src/config.ts";
import { createContext } from "../apps/server/src/context-factory.ts";
import { demoCompanyFolder } from "../apps/server/src/paths.ts";
import { drawDemoCompany } from "./demo-seed/demo-folder.ts";

const work = await mkdtemp(path.join(tmpdir(), "hd-demo-company-"));
try {
  const config = loadConfig({ NODE_ENV: "development", DATA_DIR: work, LOG_LEVEL: "silent" });
  const { ctx, database } = await createContext({ ...config, seedDemo: false });
  const drawn = path.join(work, "demo-company");
  try {
    await database.migrate();
    await drawDemoCompany(ctx, drawn);
  } finally {
    await ctx.pdf.close();
    await database.close();
  }
  // The old folder goes only once the new one is complete.
  await rm(demoCompanyFolder, { recursive: true, force: true });
  await cp(drawn, demoCompanyFolder, { recursive: true });
  console.log(`Wrote the demo company to ${path.relative(process.cwd(), demoCompanyFolder)}.`);
} finally {
  await rm(work, { recursive: true, force: true });
}
