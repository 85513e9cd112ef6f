/**
 * The command line's commands that read or write the database: `company import|export`,
 * `buyers`, `set-role` and `backup` (cli/main.ts), as functions of a context and of where their output
 * goes. The command line runs them in its own process when it can open the database, and asks the
 * running server to run them when that server holds the embedded database (operator/socket.ts,
 * docs/decisions/024-commands-while-the-server-runs.md): one implementation either way.
 */
import { buyersBodySchema, normalizeEmail } from "@home-designer/core";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { writeBackup } from "../db/embedded-backup.ts";
import { apartments, buildings, companies, projects, ROLES, users } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";
import { listBuyers } from "../modules/apartments/buyers-service.ts";
import { bindBuyers } from "../modules/back-office/draft-buyers.ts";
import { withCompanySource } from "../modules/company-format/company-folder.ts";
import {
  CompanyNotFoundError,
  exportCompany,
  writeCompanyFolder,
} from "../modules/company-format/export-service.ts";
import {
  formatReport,
  ImportRefusedError,
  importCompany,
} from "../modules/company-format/import-service.ts";
import { printProblems } from "../modules/company-format/problem-report.ts";
import { writeWorkbookFolder } from "../modules/company-format/workbook-file.ts";

const apartmentId = z.number().int().min(1).max(2_147_483_647);

/** A command and its arguments, as the command line parsed them; paths are absolute. */
export const operatorRequestSchema = z.discriminatedUnion("command", [
  z.object({
    command: z.literal("company-import"),
    source: z.string().min(1),
    dryRun: z.boolean(),
  }),
  z.object({
    command: z.literal("company-export"),
    company: z.string().min(1),
    dir: z.string().min(1),
    workbook: z.boolean(),
  }),
  z.object({ command: z.literal("buyers-list"), apartmentId }),
  z.object({
    command: z.literal("buyers-set"),
    apartmentId,
    emails: buyersBodySchema.shape.emails,
  }),
  z.object({
    command: z.literal("set-role"),
    email: z.string().min(1),
    role: z.enum(ROLES),
    company: z.string().min(1).optional(),
  }),
  z.object({ command: z.literal("backup"), dir: z.string().min(1) }),
]);
export type OperatorRequest = z.infer<typeof operatorRequestSchema>;

/** Where a command writes: its results, and what went wrong. */
export type Output = { out(text: string): void; err(text: string): void };

/** A command's exit code: 0 done, 1 refused or failed. */
export type ExitCode = 0 | 1;

/** What a command runs on: the context, and the database under it (for a backup). */
export type Opened = { ctx: AppContext; database: Database };

export async function runOperatorCommand(
  { ctx, database }: Opened,
  request: OperatorRequest,
  output: Output,
): Promise<ExitCode> {
  switch (request.command) {
    case "company-import":
      return importFrom(ctx, request.source, request.dryRun, output);
    case "company-export":
      return exportTo(ctx, request.company, request.dir, request.workbook, output);
    case "buyers-list":
      return buyers(ctx, request.apartmentId, null, output);
    case "buyers-set":
      return buyers(ctx, request.apartmentId, request.emails, output);
    case "set-role":
      return setRole(ctx, request, output);
    case "backup":
      return backup(database, ctx.config.dataDir, request.dir, output);
  }
}

/** A backup of the embedded database and DATA_DIR's files now, as BACKUP_DIR's are taken. */
async function backup(
  database: Database,
  dataDir: string,
  dir: string,
  output: Output,
): Promise<ExitCode> {
  // The command line refuses PostgreSQL before it gets here (cli/backup.ts); writeBackup too.
  try {
    output.out(`Backup written to ${await writeBackup(database, dataDir, dir)}.`);
    return 0;
  } catch (error) {
    output.err(`Backup failed: ${(error as Error).message}`);
    return 1;
  }
}

async function importFrom(
  ctx: AppContext,
  target: string,
  dryRun: boolean,
  output: Output,
): Promise<ExitCode> {
  try {
    const report = await withCompanySource(target, (source) =>
      importCompany(ctx, source, { dryRun }),
    );
    output.out(formatReport(report, dryRun));
    return 0;
  } catch (error) {
    if (error instanceof ImportRefusedError) {
      printProblems(output, target, error.problems);
      output.err("Nothing was imported.");
    } else output.err(`Import failed, nothing was imported: ${(error as Error).message}`);
    return 1;
  }
}

async function exportTo(
  ctx: AppContext,
  company: string,
  dir: string,
  workbook: boolean,
  output: Output,
): Promise<ExitCode> {
  try {
    const exported = await exportCompany(ctx, company);
    if (workbook) await writeWorkbookFolder(ctx, exported, dir);
    else await writeCompanyFolder(ctx, exported, dir);
    const written = workbook ? "company.json, company.xlsx" : "company.json";
    output.out(`Exported ${company} to ${dir}: ${written} and ${exported.files.size} files.`);
    return 0;
  } catch (error) {
    if (error instanceof CompanyNotFoundError) output.err(error.message);
    else output.err(`Export failed: ${(error as Error).message}`);
    return 1;
  }
}

/** Lists an apartment's buyers, or with `emails` replaces them first. */
async function buyers(
  ctx: AppContext,
  id: number,
  emails: string[] | null,
  output: Output,
): Promise<ExitCode> {
  const [apartment] = await ctx.db
    .select({
      number: apartments.number,
      building: buildings.buildingNumber,
      project: projects.name,
      company: companies.slug,
      companyId: companies.id,
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(apartments.id, id))
    .limit(1);
  if (!apartment) {
    output.err(`No apartment has the id ${id}.`);
    return 1;
  }
  let list: string[];
  try {
    list = emails
      ? await bindBuyers(ctx, apartment.companyId, id, emails, null)
      : await listBuyers(ctx, id);
  } catch (error) {
    // The company's draft has moved the apartment (409): the message says what to do.
    if (!(error instanceof HttpError)) throw error;
    output.err(error.message);
    return 1;
  }
  const where = `${apartment.company}: ${apartment.project}, ${apartment.building}-${apartment.number}`;
  output.out(`${where}: ${list.length > 0 ? list.join(", ") : "no buyers"}.`);
  return 0;
}

async function setRole(
  ctx: AppContext,
  { email, role, company }: Extract<OperatorRequest, { command: "set-role" }>,
  output: Output,
): Promise<ExitCode> {
  const matches = await ctx.db
    .select({ id: users.id, name: users.name, company: companies.slug, role: users.role })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        sql`lower(${users.email}) = ${normalizeEmail(email)}`,
        company ? eq(companies.slug, company) : undefined,
      ),
    );
  const [account, ...others] = matches;
  if (!account) {
    output.err(`No account with the e-mail ${email}${company ? ` at ${company}` : ""}.`);
    return 1;
  }
  if (others.length > 0) {
    const at = matches.map((m) => m.company).join(", ");
    output.err(`${email} has accounts at ${at}: name one with --company.`);
    return 1;
  }
  await ctx.db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, account.id));
  output.out(`${account.name} <${email}> at ${account.company}: ${account.role} → ${role}.`);
  return 0;
}
