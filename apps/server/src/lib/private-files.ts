/**
 * What the server writes is its own user's alone: the database's files, stored files (uploads
 * among them), backups, mail in the outbox (reset links), the app key, the command line's socket
 * and temporary files. Folders are made 0700 and files 0600 where the server makes them, and the
 * process's umask is 0077 for whatever it does not make itself (decision 029).
 */
import { chmod, lstat, readdir } from "node:fs/promises";
import path from "node:path";

export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Makes every file and folder the process creates from now on its user's alone, whatever umask
 * it was started with (a shell's 0022 lets everyone read). The umask is the process's, so it
 * covers the embedded database's thread too.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Takes every permission of the group and of others away from `target` and everything under it:
 * folders become 0700, files 0600 (other entries, such as a socket, only lose those bits). Symbolic
 * links are left alone, and so is what they point to. A missing `target` is nothing to do.
 * Throws, naming them, when some could not be changed (another user's files): the server then
 * refuses to run on data others can read or change.
 */
export async function makePrivate(target: string): Promise<void> {
  const failed = await tighten(target);
  if (failed.length === 0) return;
  const named = failed.slice(0, 5).join(", ");
  const more = failed.length > 5 ? ` and ${failed.length - 5} more` : "";
  throw new Error(
    `Cannot make ${named}${more} private to this server's user (another user's files?): give them to it, e.g. with chown -R.`,
  );
}

/** Tightens `target` and what is under it; answers what could not be changed. */
async function tighten(target: string): Promise<string[]> {
  // Something may be removed while the tree is walked (a backup pruned, an upload deleted).
  const gone = (error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  };
  const stats = await lstat(target).catch(gone);
  if (!stats || stats.isSymbolicLink()) return [];
  const wanted = stats.isDirectory()
    ? PRIVATE_DIR
    : stats.isFile()
      ? PRIVATE_FILE
      : stats.mode & 0o7700;
  const failed: string[] = [];
  if ((stats.mode & 0o7777) !== wanted) {
    await chmod(target, wanted).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") failed.push(target);
    });
  }
  if (!stats.isDirectory()) return failed;
  // A folder's entries side by side: the walk is one file system call after another otherwise.
  const entries = (await readdir(target).catch(gone)) ?? [];
  const below = await Promise.all(entries.map((entry) => tighten(path.join(target, entry))));
  return [...failed, ...below.flat()];
}
