import { loadConfig } from "../config.ts";
import { createContext } from "../context-factory.ts";

/** `npm run migrate`: applies pending migrations to the configured database. */
const { database } = await createContext(loadConfig());
await database.exclusively(() => database.migrate());
await database.close();
console.log("Migrations applied.");
