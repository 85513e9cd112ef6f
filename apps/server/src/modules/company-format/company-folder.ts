/**
 * Reading a company folder from the disk for the check: company.json and the list of files
 * beside it. The rules themselves are core's (`checkCompany`), which has no I/O.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type CompanyProblem, checkCompany } from "@home-designer/core";

/** Every file below `dir`, by its path relative to it with forward slashes. */
export async function listFiles(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/")),
  );
}

/** The problems of the company folder `dir`; none when it can be imported. */
export async function checkCompanyFolder(dir: string): Promise<CompanyProblem[]> {
  let source: string;
  try {
    source = await readFile(path.join(dir, "company.json"), "utf8");
  } catch {
    return [{ pointer: "", message: `there is no company.json in ${dir}` }];
  }
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return [{ pointer: "", message: `company.json is not JSON: ${(error as Error).message}` }];
  }
  const files = await listFiles(dir);
  return checkCompany(json, (file) => files.has(file));
}
