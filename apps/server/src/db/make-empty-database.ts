/**
 * `node dist/make-empty-database.js <file>`: writes an empty embedded database with every
 * migration applied, gzipped, for new data folders to start from (empty-database.ts). Run by
 * build.mjs when the migrations changed since the copy it has.
 */
import { writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { openDatabase } from "./client.ts";

const file = process.argv[2];
if (!file) throw new Error("usage: make-empty-database.js <file>");
const database = await openDatabase({});
try {
  await database.migrate();
  if (database.driver !== "pglite") throw new Error("expected the embedded database");
  const files = Buffer.from(await (await database.dump()).arrayBuffer());
  await writeFile(file, gzipSync(files, { level: 6 }));
} finally {
  await database.close();
}
