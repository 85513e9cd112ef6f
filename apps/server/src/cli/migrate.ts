import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";

/** `migrate`: applies pending migrations to the configured database. */
export async function run(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.exclusively(() => database.migrate());
  } finally {
    await database.close();
  }
  console.log("Migrations applied.");
  return 0;
}
