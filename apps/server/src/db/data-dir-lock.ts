import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PRIVATE_FILE } from "../lib/private-files.ts";

/**
 * The embedded database's files may be opened by one process only; a second one (a second
 * server, or `npm run seed` while the server runs) would corrupt them. The lock is a file holding
 * the owner's process id; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, "lock.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx", mode: PRIVATE_FILE });
      const release = () => rmSync(file, { force: true });
      process.once("exit", release);
      return () => {
        process.removeListener("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(file, "utf8"));
      if (isRunning(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner}. Stop that process first, or set DATABASE_URL to share a PostgreSQL server.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot lock the embedded database in ${dir}.`);
}

/** The process that holds the embedded database in `dir`, if one runs. */
export function lockHolder(dir: string): number | null {
  let owner: number;
  try {
    owner = Number(readFileSync(path.join(dir, "lock.pid"), "utf8"));
  } catch {
    return null;
  }
  return isRunning(owner) ? owner : null;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
