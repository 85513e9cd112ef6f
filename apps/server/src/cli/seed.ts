import { loadConfig } from "../config.ts";
import { createContext } from "../context-factory.ts";
import { installDemo, removeDemo } from "../demo/demo.ts";
import { keepNewFilesPrivate } from "../lib/private-files.ts";

/**
 * `npm run seed`: replaces the demo company with a fresh copy of its folder (apps/server/demo-company)
 * and its people. Everything inside the demo company, including accounts and packages made there,
 * is deleted; other companies are not touched.
 */
keepNewFilesPrivate();
const { ctx, database } = await createContext({ ...loadConfig(), seedDemo: true });
await database.exclusively(async () => {
  await database.migrate();
  await removeDemo(ctx);
  await installDemo(ctx);
});
await database.close();
console.log("Demo company re-seeded.");
