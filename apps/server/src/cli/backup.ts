import { existsSync } from "node:fs";
import path from "node:path";
import { dataDirOf } from "../config.ts";
import { embeddedDatabaseDir } from "../db/client.ts";
import { usagePrefix } from "./console.ts";
import { operate } from "./operate.ts";

/**
 * `backup [<folder>]`: a backup of the embedded database, its stored files and app key now, into
 * the folder or BACKUP_DIR, as the server's own backups are taken (db/embedded-backup.ts), the
 * newest seven kept. Works whether or not the server runs: a running server takes it through its
 * operator socket, without stopping (cli/operate.ts). Restore with `restore`.
 */
export async function run(args: string[]): Promise<number> {
  const dir = args[0] ?? process.env.BACKUP_DIR;
  if (args.length > 1 || !dir) {
    console.error(`Usage: ${usagePrefix("backup")} [<folder>] (without one, BACKUP_DIR)`);
    return 2;
  }
  if (process.env.DATABASE_URL) {
    console.error(
      "DATABASE_URL is set: back PostgreSQL up with pg_dump, and the bucket with it (docs/deployment.md).",
    );
    return 2;
  }
  // Checked before anything opens DATA_DIR, which would make an empty database (and an app key).
  const dataDir = dataDirOf(process.env);
  if (!existsSync(path.join(embeddedDatabaseDir(dataDir), "PG_VERSION"))) {
    console.error(`${dataDir} holds no embedded database: nothing to back up.`);
    return 1;
  }
  return operate({ command: "backup", dir: path.resolve(dir) });
}
