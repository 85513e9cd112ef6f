import path from "node:path";
import { parseArgs } from "node:util";
import { formatProblems } from "@home-designer/core";
import { checkCompanyFolder } from "../modules/company-format/company-folder.ts";
import { printProblems, warningCount } from "../modules/company-format/problem-report.ts";
import { consoleOutput, usagePrefix } from "./console.ts";

// Loaded only by the commands that need them: a check opens no database and writes no workbook.
const operating = () => import("./operate.ts");

/**
 * `company check <dir|zip>`: whether a company folder (docs/company-format.md) is
 * right, with every problem at once, each at its place in company.json or company.xlsx.
 * `company import <dir|zip> [--dry-run]`: brings a company folder into the database,
 * or with `--dry-run` only says what that would add, change and retire.
 * `company export <company-code> <dir> [--workbook]`: writes a company to a new folder
 * in the format; with `--workbook` its catalogue, options, packages' contents and apartments go
 * into company.xlsx instead of company.json.
 * `company template <dir>`: writes a company folder to start from, with company.xlsx.
 * Import and export work whether or not a server runs (cli/operate.ts): they open the database
 * themselves, or have the server that holds the embedded database run them.
 */
const usage = () =>
  [
    "Usage:",
    ...[
      "check <dir|zip>",
      "import <dir|zip> [--dry-run]",
      "export <company-code> <dir> [--workbook]",
      "template <dir>",
    ].map((line) => `  ${usagePrefix("company")} ${line}`),
  ].join("\n");

async function check(target: string): Promise<number> {
  const { problems, warnings } = await checkCompanyFolder(target);
  if (problems.length > 0) printProblems(consoleOutput, target, problems);
  else console.log(`${target}: the company folder can be imported.`);
  if (warnings.length > 0)
    console.log(
      `${warningCount(warnings)} (they do not stop an import):\n${formatProblems(warnings)}`,
    );
  return problems.length > 0 ? 1 : 0;
}

async function template(dir: string): Promise<number> {
  try {
    const { writeTemplateFolder } = await import("../modules/company-format/workbook-file.ts");
    await writeTemplateFolder(dir);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  console.log(
    `Wrote a company to start from to ${dir}: company.json and company.xlsx, with an example row on every sheet.`,
  );
  return 0;
}

export async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "dry-run": { type: "boolean", default: false },
      workbook: { type: "boolean", default: false },
    },
  });
  const [command, ...args] = positionals;
  if (command === "check" && args.length === 1 && args[0]) return check(path.resolve(args[0]));
  if (command === "export" && args.length === 2 && args[0] && args[1]) {
    const { operate } = await operating();
    return operate({
      command: "company-export",
      company: args[0],
      dir: path.resolve(args[1]),
      workbook: values.workbook,
    });
  }
  if (command === "template" && args.length === 1 && args[0])
    return template(path.resolve(args[0]));
  if (command === "import" && args.length === 1 && args[0]) {
    const { operate } = await operating();
    return operate({
      command: "company-import",
      source: path.resolve(args[0]),
      dryRun: values["dry-run"],
    });
  }
  console.error(usage());
  return 2;
}
