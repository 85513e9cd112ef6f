/**
 * A new embedded database starts as a copy of an empty, migrated one that the build makes
 * (`dist/empty-database.tgz`, written by build.mjs through make-empty-database.ts), not by
 * PGlite's initdb and every migration: on two cores those took 5–14 s of a first start or of a
 * `company import` into a new data folder, the copy 1–2 s (docs/decisions/051). Migrations still
 * run after it, as on every start, so a copy older than the migrations is only slower, never
 * wrong; from the sources (tests, tsx) there is no copy and the database is made as before.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The copy's file name, beside the bundle's files (build.mjs writes it there). */
export const EMPTY_DATABASE_FILE = "empty-database.tgz";

/** PGlite unpacks a loaded copy as gzip when its type says so. */
const GZIP = "application/gzip";

/** The built copy of an empty migrated database, or undefined where there is none. */
export async function emptyDatabaseCopy(): Promise<Blob | undefined> {
  const file = fileURLToPath(new URL(`./${EMPTY_DATABASE_FILE}`, import.meta.url));
  if (!existsSync(file)) return undefined;
  return new Blob([await readFile(file)], { type: GZIP });
}
