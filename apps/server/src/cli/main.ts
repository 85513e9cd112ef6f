/**
 * The command line, built with the server into `dist/cli.js` (build.mjs), so that a production
 * install without development packages runs it: `node apps/server/dist/cli.js <command> …`, or
 * `npm run <command> -- …` in a checkout. Each command's module (and the packages it needs) is
 * loaded only when that command runs: `company check` reads no database driver, no mailer and no
 * spreadsheet library unless the folder has a workbook.
 */
import { keepNewFilesPrivate } from "../lib/private-files.ts";
import { usagePrefix } from "./console.ts";

type Command = { run(args: string[]): Promise<number> };

const commands: Record<string, () => Promise<Command>> = {
  company: () => import("./company.ts"),
  buyers: () => import("./buyers.ts"),
  "set-role": () => import("./set-role.ts"),
  backup: () => import("./backup.ts"),
  restore: () => import("./restore.ts"),
  migrate: () => import("./migrate.ts"),
  seed: () => import("./seed.ts"),
};

// The database, stored files, backups and exports (buyers' e-mails) are the user's alone, as the
// server's are (decision 029).
keepNewFilesPrivate();
const [name = "", ...args] = process.argv.slice(2);
const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
if (!load) {
  console.error(
    `Usage: ${usagePrefix("<command>")} …, the command one of: ${Object.keys(commands).join(", ")}`,
  );
  process.exitCode = 2;
} else {
  try {
    process.exitCode = await (await load()).run(args);
  } catch (error) {
    // An option the command does not take, or a value missing: said like a usage error.
    if (!String((error as NodeJS.ErrnoException).code).startsWith("ERR_PARSE_ARGS")) throw error;
    console.error((error as Error).message);
    process.exitCode = 2;
  }
}
