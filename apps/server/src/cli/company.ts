import path from "node:path";
import { parseArgs } from "node:util";
import { formatProblems } from "@home-designer/core";
import { loadConfig } from "../config.ts";
import { createContext } from "../context-factory.ts";
import { checkCompanyFolder } from "../modules/company-format/company-folder.ts";
import {
  CompanyNotFoundError,
  exportCompany,
  writeCompanyFolder,
} from "../modules/company-format/export-service.ts";

/**
 * `npm run company -- check <dir>`: whether a company folder (docs/company-format.md) is right,
 * with every problem at once, each at its place in company.json.
 * `npm run company -- export <company-code> <dir>`: writes a company to a new folder in the
 * format. It opens the database itself (DATABASE_URL, else the embedded one under DATA_DIR), so
 * it works whether or not a server runs; the embedded database, though, is one process's at a
 * time, so with a running server on it the export stops and says so.
 * `import` comes next (issue 12).
 */
const usage = [
  "Usage:",
  "  npm run company -- check <dir>",
  "  npm run company -- export <company-code> <dir>",
].join("\n");
const { positionals } = parseArgs({ allowPositionals: true });
const [command, ...args] = positionals;

async function check(dir: string): Promise<number> {
  const problems = await checkCompanyFolder(dir);
  if (problems.length === 0) {
    console.log(`${dir}: the company folder is right.`);
    return 0;
  }
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  console.error(
    `${dir}: ${count} (each at its place in company.json):\n${formatProblems(problems)}`,
  );
  return 1;
}

async function exportTo(slug: string, dir: string): Promise<number> {
  let opened: Awaited<ReturnType<typeof createContext>>;
  try {
    opened = await createContext({ ...loadConfig(), seedDemo: false });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const { ctx, database } = opened;
  try {
    const exported = await exportCompany(ctx, slug);
    await writeCompanyFolder(ctx, exported, dir);
    console.log(`Exported ${slug} to ${dir}: company.json and ${exported.files.size} files.`);
    return 0;
  } catch (error) {
    if (error instanceof CompanyNotFoundError) console.error(error.message);
    else console.error(`Export failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

let code = 2;
if (command === "check" && args.length === 1 && args[0]) {
  code = await check(path.resolve(args[0]));
} else if (command === "export" && args.length === 2 && args[0] && args[1]) {
  code = await exportTo(args[0], path.resolve(args[1]));
} else if (command === "import") {
  console.error("Import is not available yet: check and export are (docs/company-format.md).");
} else {
  console.error(usage);
}
process.exitCode = code;
