import { loadConfig } from "../config.ts";
import { restoreBackup } from "../db/embedded-backup.ts";
import { keepNewFilesPrivate } from "../lib/private-files.ts";

/**
 * `npm run restore -- <backup folder>`: makes DATA_DIR (empty, the server stopped) the embedded
 * installation a backup was taken of (BACKUP_DIR, docs/deployment.md); start the server after.
 */
keepNewFilesPrivate();
const backup = process.argv[2];
if (!backup) {
  console.error("Usage: npm run restore -- <backup folder, e.g. backups/home-designer-2026-…Z>");
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deployment.md).");
  process.exit(2);
}
try {
  await restoreBackup(backup, config.dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`Restored ${backup} into ${config.dataDir}. Start the server on it.`);
