import { loadConfig } from "../config.ts";
import { restoreBackup } from "../db/embedded-backup.ts";
import { usagePrefix } from "./console.ts";

/**
 * `restore <backup folder>`: makes DATA_DIR (empty, the server stopped) the embedded installation
 * a backup was taken of (BACKUP_DIR or `backup`, docs/deployment.md); start the server after.
 */
export async function run([backup, ...rest]: string[]): Promise<number> {
  if (!backup || rest.length > 0) {
    console.error(
      `Usage: ${usagePrefix("restore")} <backup folder, e.g. backups/home-designer-2026-…Z>`,
    );
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deployment.md).");
    return 2;
  }
  try {
    await restoreBackup(backup, config.dataDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  console.log(`Restored ${backup} into ${config.dataDir}. Start the server on it.`);
  return 0;
}
