/**
 * A company's admins check, import and export their company's folder (docs/company-format.md)
 * over HTTP with the services of `npm run company`, for the company of the site the call comes
 * from and no other. A company of issue 12's size imports in well under a second (docs/benchmarks.md,
 * "Company import and export"), so each call answers once its work is done, in one request,
 * rather than queueing a job to ask after.
 */
import {
  type CompanyFile,
  type CompanyProblem,
  problemsByPlace,
  type RouteAnswer,
} from "@home-designer/core";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companies, companyHosts } from "../../db/schema.ts";
import { conflict, HttpError, unprocessable } from "../../http/errors.ts";
import { type MessageKey, message, type ServerLocale } from "../../i18n/messages.ts";
import { adminFolderRefusals } from "../../policies/company.ts";
import { type CompanySource, readCompany } from "../company-format/company-folder.ts";
import {
  type ZipRefusal,
  ZipRefusedError,
  zipFolder,
  zipSource,
} from "../company-format/company-zip.ts";
import { companyJson, exportCompany, readExportedFiles } from "../company-format/export-service.ts";
import {
  actionCounts,
  ImportConflictError,
  ImportRefusedError,
  importCompany,
} from "../company-format/import-service.ts";
import { workbookDocuments } from "../company-format/workbook-file.ts";

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
function zipRefusal(locale: ServerLocale, refusal: ZipRefusal): HttpError {
  const say = (key: MessageKey, vars: Record<string, string | number> = {}) =>
    message(locale, key, vars);
  switch (refusal.reason) {
    case "not-zip":
      return unprocessable(say("companyZipNotZip"));
    case "unsafe-name":
      return unprocessable(say("companyZipUnsafeName", { name: refusal.name }));
    case "several-folders":
      return unprocessable(
        say("companyZipSeveralFolders", { folders: refusal.folders.join(", ") }),
      );
    case "too-many-entries":
      return new HttpError(413, say("companyZipTooManyEntries", { count: refusal.limit }));
    case "entry-too-large":
      return new HttpError(
        413,
        say("companyZipEntryTooLarge", { name: refusal.name, megabytes: refusal.limit / MB }),
      );
    case "too-large":
      return new HttpError(
        413,
        say("companyZipTooLargeUnpacked", { megabytes: refusal.limit / MB }),
      );
  }
}

function openUpload(locale: ServerLocale, zip: Buffer): CompanySource {
  try {
    return zipSource("company.zip", zip);
  } catch (error) {
    if (error instanceof ZipRefusedError) throw zipRefusal(locale, error.refusal);
    throw error;
  }
}

/** What of a folder this company's admin may not bring (policies/company.ts), in words. */
function adminRefusals(locale: ServerLocale, own: OwnCompany) {
  return (company: CompanyFile): CompanyProblem[] =>
    adminFolderRefusals({ code: company.code, hosts: company.hosts.map((h) => h.host) }, own).map(
      ({ pointer, reason }) => ({
        pointer,
        message:
          reason === "otherCompany"
            ? message(locale, "companyOtherCode", { code: company.code, own: own.code })
            : message(locale, "companyHostsFixed", { hosts: own.hosts.join(", ") }),
      }),
    );
}

/** `npm run company -- check` of an uploaded zip, with what the admin's import would refuse. */
export async function checkCompanyUpload(
  ctx: AppContext,
  locale: ServerLocale,
  companyId: number,
  zip: Buffer,
): Promise<RouteAnswer<"POST /admin/company/check">> {
  const source = openUpload(locale, zip);
  const read = await readCompany(source);
  const problems = read.company
    ? adminRefusals(locale, await ownCompany(ctx, companyId))(read.company)
    : read.problems;
  return {
    can_import: problems.length === 0,
    message:
      problems.length === 0
        ? message(locale, "companyCheckPassed")
        : message(locale, "companyCheckFailed", { count: problems.length }),
    problems: problemsByPlace(problems),
    warnings: problemsByPlace(read.warnings),
  };
}

/**
 * `npm run company -- import [--dry-run]` of an uploaded zip into the site's company: all of it in
 * one transaction, or, on any problem, nothing (422 with every problem by its place).
 */
export async function importCompanyUpload(
  ctx: AppContext,
  locale: ServerLocale,
  companyId: number,
  zip: Buffer,
  dryRun: boolean,
): Promise<RouteAnswer<"POST /admin/company/import">> {
  const source = openUpload(locale, zip);
  const refuse = adminRefusals(locale, await ownCompany(ctx, companyId));
  const report = await importCompany(ctx, source, { dryRun, refuse }).catch((error: unknown) => {
    if (error instanceof ImportConflictError)
      throw conflict(message(locale, "companyImportConflict"));
    if (!(error instanceof ImportRefusedError)) throw error;
    const text = message(locale, "companyImportRefused", { count: error.problems.length });
    throw unprocessable(text, problemsByPlace(error.problems));
  });
  const counts = { ...actionCounts(report), files: report.files };
  return {
    message: message(locale, dryRun ? "companyDryRun" : "companyImported", counts),
    dry_run: dryRun,
    company: report.company,
    entries: report.entries,
    files: report.files,
    warnings: problemsByPlace(report.warnings),
  };
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
