/**
 * Import of a company folder (docs/company-format.md). The check runs first and nothing is written
 * on any problem. Then every thing is matched by its code within its scope: what is new is added,
 * what differs is written (only the rows that differ, only the values that differ), what is gone
 * from the folder is retired where buyers' designs may use it (options, groups, rooms, room types,
 * layouts, apartments, buildings, projects, materials, packages) and deleted otherwise. Ids of what
 * is there never change, so buyers' accounts, saved packages, confirmations and share links keep
 * working. All of it is one transaction; new files are stored before it (a failed import leaves
 * them unreferenced, never half a company).
 */
import {
  type CompanyFile,
  type CompanyProblem,
  companyProblem,
  formatProblems,
  type HistorySource,
  type ImportAction,
  type ImportEntry,
} from "@home-designer/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { databaseErrorCode } from "../../db/errors.ts";
import {
  apartmentBuyers,
  companies,
  companyHistory,
  companyHosts,
  followedOptionImages,
  packageSelections,
  projects,
  restrictions,
  roomTypeImages,
  users,
} from "../../db/schema.ts";
import {
  type AuditActor,
  byAccount,
  recordApartmentEvent,
  recordProjectEvent,
} from "../audit/audit-log.ts";
import { type CompanySource, readCompany } from "./company-folder.ts";
import { type NewFile, planFiles, recordFiles, storeFiles } from "./import-files.ts";
import { KINDS, type KindName } from "./import-kinds.ts";
import {
  asExisting,
  type CompanyState,
  canonical,
  column,
  diffKind,
  type ExistingState,
  existingOf,
  fieldNames,
  type KindPlan,
  type Values,
  wantedOf,
} from "./import-plan.ts";
import { warningCount } from "./problem-report.ts";

export type ImportReport = {
  company: string;
  created: boolean;
  entries: ImportEntry[];
  /** Files stored (or, in a dry run, to store): new content only. */
  files: number;
  /** What the rule check found that does not stop an import (core's `checkRules`). */
  warnings: CompanyProblem[];
};

/** The folder has problems; nothing was written. */
export class ImportRefusedError extends Error {
  constructor(readonly problems: CompanyProblem[]) {
    super(`The company folder has ${problems.length} problem(s).`);
  }
}

/**
 * Another import of the same company wrote between this one's reading and writing (its plan was
 * made against what was there before): nothing of this one was written, and importing again
 * plans against what is there now.
 */
export class ImportConflictError extends Error {
  constructor(company: string) {
    super(`Another import of ${company} was written at the same moment; import again.`);
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type ImportOptions = {
  dryRun: boolean;
  /**
   * What else refuses a company that is right in itself, by throwing before anything is written:
   * an admin's import over HTTP may bring only the admin's own company (modules/company-admin).
   */
  refuse?: (company: CompanyFile) => void;
  /** Who brings it, for the company's history; a command on the server when left out. */
  author?: ImportAuthor;
  /**
   * The company's revision the folder was made from (a published draft): when another import
   * wrote the company since, nothing is written and ImportConflictError says so.
   */
  revision?: number;
};

/** Who brought an import, as the company's history keeps it. */
export type ImportAuthor = { source: HistorySource; email: string | null };

const COMMAND: ImportAuthor = { source: "command", email: null };

export async function importCompany(
  ctx: AppContext,
  source: CompanySource,
  options: ImportOptions,
): Promise<ImportReport> {
  const read = await readCompany(source);
  if (!read.company) throw new ImportRefusedError(read.problems);
  const company = read.company;
  options.refuse?.(company);
  const existing = await existingOf(ctx.db, company.code);
  if (options.revision !== undefined && existing?.revision !== options.revision)
    throw new ImportConflictError(company.code);
  const hostProblems = await hostsOfOthers(ctx.db, company, existing?.companyId ?? null);
  if (hostProblems.length > 0) throw new ImportRefusedError(hostProblems);

  // The files company.json names: `wantedOf` is the one place that knows where files are.
  const named = new Set<string>();
  wantedOf(company, (file) => {
    if (file !== undefined) named.add(file);
    return null;
  });
  const files = await planFiles(
    ctx,
    { id: existing?.companyId ?? null, code: company.code },
    source,
    named,
  );
  const wanted = wantedOf(company, (file) =>
    file === undefined ? null : (files.keys.get(file) ?? null),
  );
  const plans = KINDS.map((kind) =>
    diffKind(kind, wanted.things.get(kind.name) ?? [], existing?.rows.get(kind.name) ?? []),
  );
  const report: ImportReport = {
    company: company.code,
    created: existing === null,
    entries: [],
    files: files.added.length,
    warnings: read.warnings,
  };
  report.entries = await describe(company.code, plans, wanted, existing);
  if (options.dryRun) return report;

  await storeFiles(ctx, files.added);
  await ctx.db
    .transaction(async (tx) => {
      const companyId = await writeCompany(tx, company.code, wanted.company, existing, files.added);
      const ids = new Map<KindName, Map<string, number>>(
        KINDS.map((k) => [k.name, new Map(existing?.ids.get(k.name) ?? [])]),
      );
      for (const plan of plans) await writeKind(tx, plan, ids, companyId);
      const actor = await importActor(tx, companyId, options.author ?? COMMAND);
      await relations(new Entries(), wanted, existing, { tx, companyId, ids, actor });
      await recordRevision(tx, { id: companyId, code: company.code }, report.entries, options);
      await recordInProjects(tx, companyId, report.entries, options.author ?? COMMAND, actor);
    })
    .catch((error: unknown) => {
      // A code taken meanwhile, or a row the plan expected gone: a concurrent import.
      const code = databaseErrorCode(error);
      if (code === "23505" || code === "40P01") throw new ImportConflictError(company.code);
      throw error;
    });
  return report;
}

/**
 * An import that changed something counts in the company's revision and is written into its
 * history; one made from a revision (a published draft) writes nothing when another import counted
 * in the meantime.
 */
async function recordRevision(
  tx: Tx,
  company: { id: number; code: string },
  entries: ImportEntry[],
  options: ImportOptions,
): Promise<void> {
  if (entries.length === 0) return;
  const companyId = company.id;
  const counted = await tx
    .update(companies)
    .set({ revision: sql`${companies.revision} + 1` })
    .where(
      options.revision === undefined
        ? eq(companies.id, companyId)
        : and(eq(companies.id, companyId), eq(companies.revision, options.revision)),
    )
    .returning({ slug: companies.slug });
  if (counted.length === 0) throw new ImportConflictError(company.code);
  const author = options.author ?? COMMAND;
  await tx
    .insert(companyHistory)
    .values({ companyId, byEmail: author.email, source: author.source, entries });
}

/** Whether an import's entry is about a project: its code is the project's, or a path of codes below it. */
export const ofProject =
  (project: string) =>
  (entry: { code: string }): boolean =>
    entry.code === project || entry.code.startsWith(`${project}/`);

/** The account that brought an import, by its address in the company; none for a command. */
async function importActor(tx: Tx, companyId: number, author: ImportAuthor): Promise<AuditActor> {
  if (author.email === null) return null;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, author.email)))
    .limit(1);
  return byAccount(user?.id);
}

/**
 * An import in the audit trail of each project it changed (docs/decisions/047-audit-trail.md):
 * with the things of the project and those of the whole company (its catalogue, its staff), which
 * every project uses; and the project's deadlines as they are after it, when it changed them.
 */
async function recordInProjects(
  tx: Tx,
  companyId: number,
  entries: ImportEntry[],
  author: ImportAuthor,
  actor: AuditActor,
): Promise<void> {
  if (entries.length === 0) return;
  const rows = await tx
    .select({ id: projects.id, code: projects.code, deadlines: projects.deadlines })
    .from(projects)
    .where(eq(projects.companyId, companyId));
  const companyWide = entries.filter((e) => !rows.some((p) => ofProject(p.code)(e))).length;
  for (const project of rows) {
    const own = entries.filter(ofProject(project.code));
    if (own.length + companyWide === 0) continue;
    await recordProjectEvent(tx, project.id, actor, {
      action: "imported",
      source: author.source,
      things: own.length + companyWide,
    });
    const deadlinesChanged = own.some(
      (e) =>
        e.kind === "project" &&
        e.code === project.code &&
        (e.action === "added" ? project.deadlines.length > 0 : e.fields.includes("deadlines")),
    );
    if (deadlinesChanged)
      await recordProjectEvent(tx, project.id, actor, {
        action: "deadlines_changed",
        deadlines: project.deadlines.map((d) => ({
          code: d.code,
          date: d.date,
          name: d.name ?? {},
        })),
      });
  }
}

/** Hosts the folder names that another company has: a host belongs to one company. */
async function hostsOfOthers(
  db: Db,
  company: CompanyFile,
  companyId: number | null,
): Promise<CompanyProblem[]> {
  const taken = await db
    .select({ host: companyHosts.host, companyId: companyHosts.companyId, slug: companies.slug })
    .from(companyHosts)
    .innerJoin(companies, eq(companies.id, companyHosts.companyId))
    .where(
      inArray(
        companyHosts.host,
        company.hosts.map((h) => h.host),
      ),
    );
  return company.hosts.flatMap((h, i) => {
    const other = taken.find((t) => t.host === h.host && t.companyId !== companyId);
    return other
      ? [companyProblem(`/hosts/${i}/host`, "hostOfOtherCompany", { company: other.slug })]
      : [];
  });
}

// ─── The report ───────────────────────────────────────────────────────────────────────────────

/** Entries of a report, one per thing, its fields merged. */
class Entries {
  private readonly map = new Map<string, ImportEntry>();

  add(kind: string, code: string, action: ImportAction, fields: string[] = []): void {
    const key = `${kind} ${code}`;
    const entry = this.map.get(key);
    if (entry) entry.fields = [...new Set([...entry.fields, ...fields])];
    else this.map.set(key, { kind, code, action, fields });
  }

  list(): ImportEntry[] {
    return [...this.map.values()];
  }
}

/** What an import of `wanted` over `existing` adds, changes, retires and removes: its report's entries. */
async function describe(
  code: string,
  plans: KindPlan[],
  wanted: CompanyState,
  existing: ExistingState | null,
): Promise<ImportEntry[]> {
  const entries = new Entries();
  describePlans(entries, plans);
  await relations(entries, wanted, existing, null);
  companyFields(entries, code, wanted.company, existing?.company ?? null);
  return entries.list();
}

/**
 * What changes from one version of a company's document to another, in the entries an import
 * reports (things by their codes, fields by company.json's names), as if `after` were imported
 * over a company imported from `before`: what one edit of the back office's draft changed. Files
 * are compared by their storage keys, which each version's `files` gives by path.
 */
export function documentChanges(
  before: { document: CompanyFile; files: Record<string, string> },
  after: { document: CompanyFile; files: Record<string, string> },
): Promise<ImportEntry[]> {
  const keyIn = (files: Record<string, string>) => (path: string | undefined) =>
    path === undefined ? null : (files[path] ?? path);
  const wanted = wantedOf(after.document, keyIn(after.files));
  const existing = asExisting(wantedOf(before.document, keyIn(before.files)));
  const plans = KINDS.map((kind) =>
    diffKind(kind, wanted.things.get(kind.name) ?? [], existing.rows.get(kind.name) ?? []),
  );
  return describe(after.document.code, plans, wanted, existing);
}

function describePlans(entries: Entries, plans: KindPlan[]): void {
  for (const { kind, added, changed, gone } of plans) {
    for (const thing of added) entries.add(kind.name, thing.path, "added");
    for (const { thing, row, fields } of changed) {
      const names = fieldNames(fields);
      entries.add(kind.name, thing.path, "changed", row.retired ? ["back", ...names] : names);
    }
    for (const row of gone) entries.add(kind.name, row.path, kind.retire ? "retired" : "removed");
  }
}

function companyFields(
  entries: Entries,
  code: string,
  wanted: Values,
  existing: Values | null,
): void {
  if (!existing) {
    entries.add("company", code, "added");
    return;
  }
  const fields = Object.keys(wanted).filter(
    (k) => canonical(wanted[k] ?? null) !== canonical(existing[k] ?? null),
  );
  if (fields.length > 0) entries.add("company", code, "changed", fieldNames(fields));
}

/** "1 warning" or "12 warnings", for the command line. */
/** How many things the report adds, changes, retires and removes. */
export function actionCounts(report: ImportReport): Record<ImportAction, number> {
  const count = (action: ImportAction) => report.entries.filter((e) => e.action === action).length;
  return {
    added: count("added"),
    changed: count("changed"),
    retired: count("retired"),
    removed: count("removed"),
  };
}

export function formatReport(report: ImportReport, dryRun: boolean): string {
  const { added, changed, retired, removed } = actionCounts(report);
  const verb = dryRun ? "would" : "did";
  const head = `${report.company}${report.created ? " (a new company)" : ""}: ${verb} add ${added}, change ${changed}, retire ${retired}, remove ${removed}; ${report.files} new file(s)${dryRun ? " to store. Dry run: nothing was written." : " stored."}`;
  const lines = [head];
  const kinds = [...new Set(report.entries.map((e) => e.kind))];
  for (const kind of kinds) {
    for (const action of ["added", "changed", "retired", "removed"] as const) {
      const list = report.entries.filter((e) => e.kind === kind && e.action === action);
      if (list.length === 0) continue;
      const what = list.map((e) =>
        e.fields.length > 0 ? `${e.code} (${e.fields.join(", ")})` : e.code,
      );
      lines.push(`  ${kind}, ${action} (${list.length}): ${what.join("; ")}`);
    }
  }
  if (report.warnings.length > 0)
    lines.push(`${warningCount(report.warnings)}:\n${formatProblems(report.warnings)}`);
  return lines.join("\n");
}

// ─── Writing ──────────────────────────────────────────────────────────────────────────────────

/**
 * The company's row and its new files. A new company is made without its logo first: the logo is
 * a file of the company, recorded once the company is there.
 */
async function writeCompany(
  tx: Tx,
  code: string,
  wanted: Values,
  existing: ExistingState | null,
  added: readonly NewFile[],
): Promise<number> {
  let companyId = existing?.companyId;
  let had = existing?.company;
  if (companyId === undefined || had === undefined) {
    had = { ...wanted, logoFile: null };
    const [row] = await tx
      .insert(companies)
      .values({ slug: code, ...(had as Omit<typeof companies.$inferInsert, "slug">) })
      .returning({ id: companies.id });
    if (!row) throw new Error("company not created");
    companyId = row.id;
  }
  await recordFiles(tx, companyId, added);
  const before = had;
  const changed = Object.fromEntries(
    Object.entries(wanted).filter(
      ([k, v]) => canonical(v ?? null) !== canonical(before[k] ?? null),
    ),
  );
  if (Object.keys(changed).length > 0)
    await tx.update(companies).set(changed).where(eq(companies.id, companyId));
  return companyId;
}

async function writeKind(
  tx: Tx,
  { kind, added, changed, gone }: KindPlan,
  ids: Map<KindName, Map<string, number>>,
  companyId: number,
): Promise<void> {
  const idOf = (of: KindName, path: string) => {
    const id = ids.get(of)?.get(path);
    if (id === undefined) throw new Error(`No ${of} ${path}`);
    return id;
  };
  /** The values to write, references made ids. */
  const resolve = (values: Values, properties: string[]) =>
    Object.fromEntries(
      properties.map((p) => {
        const refKind = kind.refs[p];
        const value = values[p];
        return [p, refKind && typeof value === "string" ? idOf(refKind, value) : value];
      }),
    );
  const id = column(kind, "id");

  if (gone.length > 0) {
    const goneIds = gone.map((r) => r.id);
    if (kind.retire)
      await tx
        .update(kind.table)
        // A retired package is nobody's default: another may take its place.
        .set({
          retiredAt: new Date(),
          ...(kind.name === "package" ? { isDefault: false } : {}),
        } as never)
        .where(inArray(id, goneIds));
    else await tx.delete(kind.table).where(inArray(id, goneIds));
  }
  // A package giving up being the default goes before the one taking it (one per project).
  const ordered = changed.toSorted(
    (a, b) => Number(a.thing.values.isDefault === true) - Number(b.thing.values.isDefault === true),
  );
  for (const { row, thing, fields } of ordered) {
    await tx
      .update(kind.table)
      .set({
        ...resolve(thing.values, fields),
        ...(row.retired ? { retiredAt: null } : {}),
      } as never)
      .where(eq(id, row.id));
  }
  const parent = kind.parent;
  // Company packages carry their company beside their project.
  const alsoCompany = parent?.kind !== "company" && "companyId" in kind.table;
  for (let i = 0; i < added.length; i += 500) {
    const chunk = added.slice(i, i + 500);
    const inserted = await tx
      .insert(kind.table)
      .values(
        chunk.map((thing) => ({
          ...resolve(thing.values, kind.columns),
          [kind.code]: thing.code,
          ...(parent
            ? {
                [parent.column]:
                  parent.kind === "company" ? companyId : idOf(parent.kind, thing.parent),
              }
            : {}),
          ...(alsoCompany ? { companyId } : {}),
        })) as never,
      )
      .returning({ id, code: column(kind, kind.code) });
    inserted.forEach((row, n) => {
      const thing = chunk[n];
      // PostgreSQL returns inserted rows in the order of their values; checked, not assumed.
      if (!thing || row.code !== thing.code) throw new Error(`${kind.name} rows out of order`);
      ids.get(kind.name)?.set(thing.path, row.id as number);
    });
  }
}

/**
 * Hosts, staff, buyers, room types' pictures, restrictions and package options: what has no code
 * of its own, compared as sets (base layers as a list). Describes the differences into `entries` and, given a
 * transaction, writes them.
 */
async function relations(
  entries: Entries,
  wanted: CompanyState,
  existing: ExistingState | null,
  write: {
    tx: Tx;
    companyId: number;
    ids: Map<KindName, Map<string, number>>;
    actor: AuditActor;
  } | null,
): Promise<void> {
  const tx = write?.tx;
  const idOf = (kind: KindName, path: string) => {
    const id = write?.ids.get(kind)?.get(path);
    if (id === undefined) throw new Error(`No ${kind} ${path}`);
    return id;
  };

  // Hosts.
  for (const [host, languages] of wanted.hosts) {
    const had = existing?.hosts.get(host);
    if (had === undefined) {
      entries.add("host", host, "added");
      if (write && tx)
        await tx
          .insert(companyHosts)
          .values({ host, companyId: write.companyId, locales: languages });
    } else if (canonical(had) !== canonical(languages)) {
      entries.add("host", host, "changed", ["languages"]);
      await tx?.update(companyHosts).set({ locales: languages }).where(eq(companyHosts.host, host));
    }
  }
  for (const host of existing?.hosts.keys() ?? []) {
    if (wanted.hosts.has(host)) continue;
    entries.add("host", host, "removed");
    await tx?.delete(companyHosts).where(eq(companyHosts.host, host));
  }

  // Staff: accounts are never deleted; one no longer listed stays, as a customer's.
  for (const [email, staff] of wanted.staff) {
    const user = existing?.users.get(email);
    if (!user) {
      entries.add("staff", staff.email, "added");
      if (write && tx)
        await tx.insert(users).values({
          companyId: write.companyId,
          email: staff.email,
          name: staff.name,
          role: staff.role as "designer" | "admin",
          locale: staff.locale,
        });
      continue;
    }
    const fields = (["name", "role", "locale"] as const).filter((f) => user[f] !== staff[f]);
    if (fields.length === 0) continue;
    entries.add(
      "staff",
      staff.email,
      "changed",
      fields.map((f) => (f === "locale" ? "language" : f)),
    );
    await tx
      ?.update(users)
      .set({
        name: staff.name,
        role: staff.role as "designer" | "admin",
        locale: staff.locale,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
  }
  for (const [email, staff] of existing?.staff ?? []) {
    if (wanted.staff.has(email)) continue;
    entries.add("staff", staff.email, "removed");
    const user = existing?.users.get(email);
    if (user)
      await tx
        ?.update(users)
        .set({ role: "customer", updatedAt: new Date() })
        .where(eq(users.id, user.id));
  }

  // Buyers of the apartments the folder lists.
  for (const [apartment, emails] of wanted.buyers) {
    const had = existing?.buyers.get(apartment) ?? [];
    if (canonical(had) === canonical(emails)) continue;
    if (existing?.ids.get("apartment")?.has(apartment))
      entries.add("apartment", apartment, "changed", ["buyers"]);
    if (!write || !tx) continue;
    const apartmentId = idOf("apartment", apartment);
    const gone = had.filter((e) => !emails.includes(e));
    if (gone.length > 0)
      await tx
        .delete(apartmentBuyers)
        .where(
          and(eq(apartmentBuyers.apartmentId, apartmentId), inArray(apartmentBuyers.email, gone)),
        );
    const added = emails.filter((e) => !had.includes(e));
    if (added.length > 0)
      await tx.insert(apartmentBuyers).values(added.map((email) => ({ apartmentId, email })));
    await recordApartmentEvent(tx, apartmentId, write.actor, {
      action: "buyers_changed",
      added,
      removed: gone,
    });
  }

  // A room type's pictures: each list written again as a whole where it differs.
  const pictures = async (
    field: "picture_layers" | "follows",
    lists: Map<string, string[]>,
    had: Map<string, string[]> | undefined,
    replace: (tx: Tx, roomTypeId: number, rows: string[][]) => Promise<unknown>,
  ) => {
    for (const [roomType, rows] of lists) {
      if (canonical(had?.get(roomType) ?? []) === canonical(rows)) continue;
      if (existing?.ids.get("room type")?.has(roomType))
        entries.add("room type", roomType, "changed", [field]);
      if (write && tx)
        await replace(
          tx,
          idOf("room type", roomType),
          rows.map((row) => row.split(" ")),
        );
    }
  };
  await pictures(
    "picture_layers",
    wanted.layers,
    existing?.layers,
    async (tx, roomTypeId, rows) => {
      await tx.delete(roomTypeImages).where(eq(roomTypeImages.roomTypeId, roomTypeId));
      if (rows.length > 0)
        await tx
          .insert(roomTypeImages)
          .values(
            rows.map(([file = "", layer = "0"]) => ({ roomTypeId, file, layer: Number(layer) })),
          );
    },
  );
  await pictures("follows", wanted.follows, existing?.follows, async (tx, roomTypeId, rows) => {
    await tx.delete(followedOptionImages).where(eq(followedOptionImages.roomTypeId, roomTypeId));
    if (rows.length > 0)
      await tx.insert(followedOptionImages).values(
        rows.map(([option = "", file = "", layer = "0"]) => ({
          roomTypeId,
          selectionId: idOf("option", option),
          file,
          layer: Number(layer),
        })),
      );
  });

  // Restrictions: rows `<code> <when> <option>`, per project.
  for (const [project, rows] of wanted.restrictions) {
    const had = existing?.restrictions.get(project) ?? [];
    const gone = had.filter((r) => !rows.includes(r));
    const added = rows.filter((r) => !had.includes(r));
    const codeOf = (row: string) => row.split(" ")[0] ?? "";
    const codesHad = new Set(had.map(codeOf));
    const codesNow = new Set(rows.map(codeOf));
    for (const c of new Set([...gone, ...added].map(codeOf))) {
      const path = `${project}/${c}`;
      if (!codesHad.has(c)) entries.add("restriction", path, "added");
      else if (!codesNow.has(c)) entries.add("restriction", path, "removed");
      else entries.add("restriction", path, "changed", ["choose"]);
    }
    if (!write || !tx) continue;
    const goneIds = gone.flatMap((r) => existing?.restrictionIds.get(r) ?? []);
    if (goneIds.length > 0) await tx.delete(restrictions).where(inArray(restrictions.id, goneIds));
    if (added.length > 0)
      await tx.insert(restrictions).values(
        added.map((row) => {
          const [rowCode = "", source = "", target = ""] = row.split(" ");
          return {
            code: rowCode,
            sourceSelectionId: idOf("option", source),
            targetSelectionId: idOf("option", target),
          };
        }),
      );
  }
  // Restrictions of projects gone from the folder stay with their retired options.

  // The options of the packages the folder lists.
  for (const [pkg, options] of wanted.packageOptions) {
    const had = existing?.packageOptions.get(pkg) ?? [];
    if (canonical(had) === canonical(options)) continue;
    if (existing?.ids.get("package")?.has(pkg)) entries.add("package", pkg, "changed", ["options"]);
    if (!write || !tx) continue;
    const packageId = idOf("package", pkg);
    const gone = had.filter((o) => !options.includes(o)).map((o) => idOf("option", o));
    if (gone.length > 0)
      await tx
        .delete(packageSelections)
        .where(
          and(
            eq(packageSelections.packageId, packageId),
            inArray(packageSelections.selectionId, gone),
          ),
        );
    const added = options.filter((o) => !had.includes(o));
    if (added.length > 0)
      await tx
        .insert(packageSelections)
        .values(added.map((o) => ({ packageId, selectionId: idOf("option", o) })));
  }
}
