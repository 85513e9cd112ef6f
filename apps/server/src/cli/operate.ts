import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { dataDirOf, loadConfig } from "../config.ts";
import { createContext } from "../context-factory.ts";
import { embeddedDatabaseDir } from "../db/client.ts";
import { lockHolder } from "../db/data-dir-lock.ts";
import { keepNewFilesPrivate } from "../lib/private-files.ts";
import { type OperatorRequest, type Output, runOperatorCommand } from "../operator/commands.ts";
import { sendToServer } from "../operator/socket.ts";

/** The command line's output: results to standard output, problems to standard error. */
export const consoleOutput: Output = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

/**
 * Runs a command that reads or writes the database, whether or not a server runs: on PostgreSQL
 * (DATABASE_URL) and on an embedded database no process holds, in this process; on an embedded
 * database a running server holds, in that server (operator/socket.ts). Returns the exit code.
 */
export async function operate(request: OperatorRequest): Promise<number> {
  // The database, stored files and exports (buyers' e-mails) are the user's alone, as the server's.
  keepNewFilesPrivate();
  const scratch = await dryRunScratch(request);
  try {
    return await operateOn(request, scratch ? { ...process.env, DATA_DIR: scratch } : process.env);
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * A folder for a dry run of an import into an embedded database that does not exist yet: the run
 * reads an empty database made for the moment there, so that it leaves DATA_DIR as it was (no
 * database, no app key), as a dry run should. Null for any other command.
 */
async function dryRunScratch(request: OperatorRequest): Promise<string | null> {
  if (request.command !== "company-import" || !request.dryRun || process.env.DATABASE_URL)
    return null;
  if (existsSync(embeddedDatabaseDir(dataDirOf(process.env)))) return null;
  return mkdtemp(path.join(tmpdir(), "home-designer-dry-run-"));
}

async function operateOn(request: OperatorRequest, env: NodeJS.ProcessEnv): Promise<number> {
  const config = { ...loadConfig(env), seedDemo: false };
  if (!config.databaseUrl && lockHolder(embeddedDatabaseDir(config.dataDir)) !== null) {
    try {
      const answer = await sendToServer(config.dataDir, request);
      for (const line of answer.lines) consoleOutput[line.stream](line.text);
      return answer.code;
    } catch (error) {
      // Nobody listens for it (another command holds the database): opening it below says which
      // process holds it. Anything else went wrong in the server.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" && code !== "ECONNREFUSED") {
        console.error((error as Error).message);
        return 1;
      }
    }
  }
  let opened: Awaited<ReturnType<typeof createContext>>;
  try {
    opened = await createContext(config);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const { ctx, database } = opened;
  try {
    // An empty database gets its tables first, so that a company can be the first thing in it.
    if (request.command === "company-import") await database.exclusively(() => database.migrate());
    return await runOperatorCommand(ctx, request, consoleOutput);
  } finally {
    await database.close();
  }
}
