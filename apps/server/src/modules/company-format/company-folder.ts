/**
 * Reading a company folder (docs/company-format.md), or a .zip of one, from the disk: company.json,
 * company.xlsx when there is one, and the files beside them. The rules themselves are core's
 * (`checkCompanyWithWorkbook`, `checkRules`), which has no I/O.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import {
  type CompanyFile,
  type CompanyProblem,
  checkCompanyWithWorkbook,
  checkRules,
  companyFileSchema,
  companyProblem,
  fileContentProblem,
  fileContentType,
  type ProblemText,
} from "@home-designer/core";
import { parseCompanyJson } from "./company-json.ts";
import { openCompanyZip } from "./company-zip.ts";
import { readWorkbookOf } from "./workbook-file.ts";

/** A company folder's content, wherever it comes from. */
export type CompanySource = {
  /** The folder or zip, for messages. */
  name: string;
  /** Every file by its path relative to company.json, with forward slashes. */
  files: ReadonlySet<string>;
  read(file: string): Promise<Buffer>;
  /**
   * Files already in storage, by path, with their keys (a draft's, docs/decisions/037): their
   * content was checked when it was stored, and an import keeps their keys without reading them.
   */
  stored?: ReadonlyMap<string, string>;
};

/** Every file below `dir`, by its path relative to it with forward slashes. */
export async function listFiles(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/")),
  );
}

/**
 * A folder, or a .zip holding company.json at its top or in its one top folder (as zipping a
 * folder makes it), read within the bounds of every company zip (company-zip.ts), for `use`; a
 * zip's file is closed again when `use` is done.
 */
export async function withCompanySource<T>(
  target: string,
  use: (source: CompanySource) => Promise<T>,
): Promise<T> {
  if ((await stat(target)).isDirectory()) {
    return use({
      name: target,
      files: await listFiles(target),
      read: (file) => readFile(path.join(target, ...file.split("/"))),
    });
  }
  const zip = await openCompanyZip(target);
  try {
    return await use(zip);
  } finally {
    await zip.close();
  }
}

/**
 * What is wrong with the content of each file of a type the format takes (core's
 * `fileContentProblem`: its size, its type by its bytes, an SVG's safety), by its path; the check
 * reports it where company.json names the file. Read a few at a time.
 */
async function fileContents(source: CompanySource): Promise<Map<string, ProblemText>> {
  const problems = new Map<string, ProblemText>();
  const paths = [...source.files].filter(
    (file) => fileContentType(file) !== undefined && !source.stored?.has(file),
  );
  for (let i = 0; i < paths.length; i += 16)
    await Promise.all(
      paths.slice(i, i + 16).map(async (file) => {
        const problem = fileContentProblem(file, await source.read(file));
        if (problem !== undefined) problems.set(file, problem);
      }),
    );
  return problems;
}

/** What the check of a company's folder found. */
export type FolderCheck =
  | { company: CompanyFile; problems: []; warnings: CompanyProblem[] }
  | { company: null; problems: CompanyProblem[]; warnings: CompanyProblem[] };

/**
 * company.json of a source with its workbook's sheets merged in, checked: its shape and
 * references, then, once those are right, its rules (core's `checkRules`), every problem at the
 * place it was written. The company when it can be imported, else every problem; what
 * would not stop an import but would surprise buyers comes as warnings either way.
 */
export async function readCompany(source: CompanySource): Promise<FolderCheck> {
  const refused = (problem: CompanyProblem): FolderCheck => ({
    company: null,
    problems: [problem],
    warnings: [],
  });
  if (!source.files.has("company.json"))
    return refused(companyProblem("", "noCompanyJson", { folder: source.name }));
  // A zip's refusal to unpack company.json is the zip's, not a problem of the file.
  const text = (await source.read("company.json")).toString("utf8");
  const parsed = parseCompanyJson(text);
  if ("problem" in parsed) return refused(parsed.problem);
  const { json } = parsed;
  const workbook = await readWorkbookOf(source.files, (file) => source.read(file));
  if ("problem" in workbook) return { company: null, problems: [workbook.problem], warnings: [] };
  const contents = await fileContents(source);
  const checked = checkCompanyWithWorkbook(
    json,
    workbook.sheets,
    (file) => source.files.has(file),
    (file) => contents.get(file),
  );
  if (checked.problems.length > 0)
    return { company: null, problems: checked.problems, warnings: [] };
  const company = companyFileSchema.parse(checked.company);
  const rules = checkRules(company);
  const warnings = rules.warnings.map(checked.locate);
  return rules.errors.length === 0
    ? { company, problems: [], warnings }
    : { company: null, problems: rules.errors.map(checked.locate), warnings };
}

/** The check of the company folder or zip `target`: no problems when it can be imported. */
export async function checkCompanyFolder(
  target: string,
): Promise<{ problems: CompanyProblem[]; warnings: CompanyProblem[] }> {
  try {
    const { problems, warnings } = await withCompanySource(target, readCompany);
    return { problems, warnings };
  } catch (error) {
    return {
      problems: [companyProblem("", "folderUnreadable", { detail: (error as Error).message })],
      warnings: [],
    };
  }
}
