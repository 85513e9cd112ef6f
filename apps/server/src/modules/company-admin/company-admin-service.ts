/**
 * A company's admins check, import and export their company's folder (docs/company-format.md)
 * over HTTP with the services of `npm run company`, for the company of the site the call comes
 * from and no other. A company of issue 12's size imports in well under a second (docs/benchmarks.md,
 * "Company import and export"), so each call answers once its work is done, in one request,
 * rather than queueing a job to ask after.
 */
import { readFile } from "node:fs/promises";
import {
  type CompanyFile,
  type CompanyProblem,
  problemPlace,
  splitCompany,
  WORKBOOK_FILE,
} from "@home-designer/core";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companies, companyHosts } from "../../db/schema.ts";
import { conflict, HttpError, unprocessable } from "../../http/errors.ts";
import {
  type Localized,
  localized,
  type MessageKey,
  type ServerLocale,
} from "../../i18n/messages.ts";
import { adminFolderRefusals } from "../../policies/company.ts";
import { type CompanySource, readCompany } from "../company-format/company-folder.ts";
import {
  openCompanyZip,
  type ZipRefusal,
  ZipRefusedError,
  zipFolder,
} from "../company-format/company-zip.ts";
import { companyJson, exportCompany, readExportedFiles } from "../company-format/export-service.ts";
import {
  ImportConflictError,
  type ImportOptions,
  ImportRefusedError,
  type ImportReport,
  importCompany,
} from "../company-format/import-service.ts";
import { storedCompanySource } from "../company-format/stored-source.ts";
import { workbookDocuments } from "../company-format/workbook-file.ts";
import type { CompanyUploadFile } from "./company-upload.ts";

const MB = 1024 * 1024;

/** The site's company as its folder names it: its code and its hosts. */
type OwnCompany = { code: string; hosts: string[] };

async function ownCompany(ctx: AppContext, companyId: number): Promise<OwnCompany> {
  const [company] = await ctx.db
    .select({ code: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Error(`The site's company ${companyId} is gone.`);
  const hosts = await ctx.db
    .select({ host: companyHosts.host })
    .from(companyHosts)
    .where(eq(companyHosts.companyId, companyId))
    .orderBy(asc(companyHosts.host));
  return { code: company.code, hosts: hosts.map((h) => h.host) };
}

/** A zip's refusal as the answer says it: 413 for what is too large, 422 for the rest. */
function zipRefusal(refusal: ZipRefusal): HttpError {
  switch (refusal.reason) {
    case "not-zip":
      return unprocessable(localized("companyZipNotZip"));
    case "unsafe-name":
      return unprocessable(localized("companyZipUnsafeName", { name: refusal.name }));
    case "several-folders":
      return unprocessable(
        localized("companyZipSeveralFolders", { folders: refusal.folders.join(", ") }),
      );
    case "larger-than-declared":
      return unprocessable(
        localized("companyZipLargerThanDeclared", { name: refusal.name, bytes: refusal.declared }),
      );
    case "damaged":
      return unprocessable(localized("companyZipDamaged", { name: refusal.name }));
    case "too-many-entries":
      return new HttpError(413, localized("companyZipTooManyEntries", { count: refusal.limit }));
    case "entry-too-large":
      return new HttpError(
        413,
        localized("companyZipEntryTooLarge", { name: refusal.name, megabytes: refusal.limit / MB }),
      );
    case "too-large":
      return new HttpError(
        413,
        localized("companyZipTooLargeUnpacked", { megabytes: refusal.limit / MB }),
      );
  }
}

/**
 * The uploaded zip `file` as a source of the company's folder, for `use`; its refusals, whether
 * on its directory or while an entry is unpacked, are the answer.
 */
async function withUploadedZip<T>(
  file: string,
  use: (source: CompanySource) => Promise<T>,
): Promise<T> {
  try {
    const zip = await openCompanyZip(file, "company.zip");
    try {
      return await use(zip);
    } finally {
      await zip.close();
    }
  } catch (error) {
    if (error instanceof ZipRefusedError) throw zipRefusal(error.refusal);
    throw error;
  }
}

/**
 * The company as published with an uploaded workbook in place of its parts: company.json
 * without what the workbook holds (as `export --workbook` writes it), the upload as company.xlsx,
 * and the files the company has stored. A price changed in a workbook exported earlier is one
 * upload, without the folder around it.
 */
async function withUploadedWorkbook<T>(
  ctx: AppContext,
  companyId: number,
  file: string,
  use: (source: CompanySource) => Promise<T>,
): Promise<T> {
  const { code } = await ownCompany(ctx, companyId);
  const exported = await exportCompany(ctx, code);
  const { json } = splitCompany(exported.company);
  const text = companyJson(json);
  return use(
    storedCompanySource(ctx, {
      name: WORKBOOK_FILE,
      documents: new Map([
        ["company.json", async () => text],
        [WORKBOOK_FILE, () => readFile(file)],
      ]),
      stored: Object.fromEntries(exported.files),
    }),
  );
}

/** An upload as a company folder: a workbook alone by its name (`.xlsx`), else the folder's .zip. */
function withUpload<T>(
  ctx: AppContext,
  companyId: number,
  upload: CompanyUploadFile,
  use: (source: CompanySource) => Promise<T>,
): Promise<T> {
  return upload.name.toLowerCase().endsWith(".xlsx")
    ? withUploadedWorkbook(ctx, companyId, upload.file, use)
    : withUploadedZip(upload.file, use);
}

/**
 * A problem of a company folder at its place, to be written in the reader's language: the folder
 * checker's own (its text in core's catalogue), or one of ours.
 */
export type FolderProblem = Omit<CompanyProblem, "message" | "text"> & { message: Localized };

const asFolderProblem = ({ text, message: _english, ...place }: CompanyProblem): FolderProblem => ({
  ...place,
  message: { problem: text },
});

/**
 * Problems by their place in words of `locale` (core's `problemsByPlace`), their messages still to
 * be written; curried, so a refusal can be written in the language of whoever reads it.
 */
export const folderProblemsByPlace =
  (problems: readonly FolderProblem[]) =>
  (locale: ServerLocale): Record<string, Localized[]> => {
    const byPlace: Record<string, Localized[]> = {};
    for (const problem of problems) {
      const place = problemPlace(problem, locale);
      byPlace[place] = [...(byPlace[place] ?? []), problem.message];
    }
    return byPlace;
  };

/** What of a folder this company's admin may not bring (policies/company.ts). */
function adminRefusals(own: OwnCompany, company: CompanyFile): FolderProblem[] {
  return adminFolderRefusals(
    { code: company.code, hosts: company.hosts.map((h) => h.host) },
    own,
  ).map(({ pointer, reason }) => ({
    pointer,
    message:
      reason === "otherCompany"
        ? localized("companyOtherCode", { code: company.code, own: own.code })
        : localized("companyHostsFixed", { hosts: own.hosts.join(", ") }),
  }));
}

/**
 * `npm run company -- check` of an uploaded zip (its file), with what the admin's import would
 * refuse.
 */
export async function checkCompanyUpload(
  ctx: AppContext,
  companyId: number,
  upload: CompanyUploadFile,
): Promise<{ problems: FolderProblem[]; warnings: CompanyProblem[] }> {
  const read = await withUpload(ctx, companyId, upload, readCompany);
  const problems = read.company
    ? adminRefusals(await ownCompany(ctx, companyId), read.company)
    : read.problems.map(asFolderProblem);
  return { problems, warnings: read.warnings };
}

/** A refused import: every problem by its place. */
function importRefused(problems: FolderProblem[], key: MessageKey = "companyImportRefused") {
  return unprocessable(localized(key, { count: problems.length }), folderProblemsByPlace(problems));
}

/**
 * An import by the site's company's admin, of an uploaded folder or of the company's draft: what
 * the admin may not bring refused (policies/company.ts), every problem by its place (422,
 * `refusedKey` says it), and another import written meanwhile a conflict (409, `conflictKey`).
 */
export async function importForAdmin(
  ctx: AppContext,
  companyId: number,
  source: CompanySource,
  options: Omit<ImportOptions, "refuse"> & { conflictKey?: MessageKey; refusedKey?: MessageKey },
): Promise<ImportReport> {
  const own = await ownCompany(ctx, companyId);
  const refuse = (company: CompanyFile) => {
    const refusals = adminRefusals(own, company);
    if (refusals.length > 0) throw importRefused(refusals, options.refusedKey);
  };
  return importCompany(ctx, source, { ...options, refuse }).catch((error: unknown) => {
    if (error instanceof ImportConflictError)
      throw conflict(localized(options.conflictKey ?? "companyImportConflict"));
    if (!(error instanceof ImportRefusedError)) throw error;
    throw importRefused(error.problems.map(asFolderProblem), options.refusedKey);
  });
}

/**
 * `npm run company -- import [--dry-run]` of an uploaded zip (its file) into the site's company:
 * all of it in one transaction, or, on any problem, nothing (422 with every problem by its place).
 */
export function importCompanyUpload(
  ctx: AppContext,
  companyId: number,
  upload: CompanyUploadFile,
  options: { dryRun: boolean; by: string },
): Promise<ImportReport> {
  return withUpload(ctx, companyId, upload, (source) =>
    importForAdmin(ctx, companyId, source, {
      dryRun: options.dryRun,
      author: { source: "uploaded", email: options.by },
    }),
  );
}

/**
 * `npm run company -- export [--workbook]` of the site's company, as a .zip of its folder (in a
 * folder named by its code, as zipping a folder makes it), which the import takes back unchanged.
 */
export async function exportCompanyZip(
  ctx: AppContext,
  companyId: number,
  options: { workbook: boolean },
): Promise<{ fileName: string; zip: Buffer }> {
  const { code } = await ownCompany(ctx, companyId);
  const exported = await exportCompany(ctx, code);
  const files = options.workbook
    ? await workbookDocuments(exported.company)
    : new Map([["company.json", companyJson(exported.company)]]);
  await readExportedFiles(ctx, exported, (file, content) => {
    files.set(file, content);
  });
  return { fileName: `${code}.zip`, zip: zipFolder(code, files) };
}
