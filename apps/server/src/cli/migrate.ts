import { loadConfig } from "../config.ts";
import { createContext } from "../context-factory.ts";
import { keepNewFilesPrivate } from "../lib/private-files.ts";

/** `npm run migrate`: applies pending migrations to the configured database. */
keepNewFilesPrivate();
const { database } = await createContext(loadConfig());
await database.exclusively(() => database.migrate());
await database.close();
console.log("Migrations applied.");
