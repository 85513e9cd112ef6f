import { loadConfig } from "../config.ts";
import { createContext } from "../context-factory.ts";
import { removeDemo, seedDemo } from "../seed/demo.ts";

/**
 * `npm run seed`: replaces the demo company with a fresh copy. Everything inside the demo company,
 * including accounts and packages made there, is deleted; other companies are not touched.
 */
const { ctx, database } = await createContext({ ...loadConfig(), seedDemo: true });
await database.exclusively(async () => {
  await database.migrate();
  await removeDemo(ctx);
  await seedDemo(ctx);
});
await database.close();
console.log("Demo company re-seeded.");
