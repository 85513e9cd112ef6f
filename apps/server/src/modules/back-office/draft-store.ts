/**
 * The company's draft (docs/decisions/037-back-office-edits-the-company-document.md): the company
 * document its admins edit, kept in `company_drafts` until it is published by the import or
 * discarded. A company nobody edits has a draft of version 0, a copy of what is published, made
 * again whenever an import changes the company.
 */
import type { CompanyFile, DraftEditRecord } from "@home-designer/core";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companies, companyDraftEdits, companyDrafts, users } from "../../db/schema.ts";
import type { CompanySource } from "../company-format/company-folder.ts";
import { companyJson, exportCompany } from "../company-format/export-service.ts";
import { documentChanges } from "../company-format/import-service.ts";
import { storedCompanySource } from "../company-format/stored-source.ts";

export type Draft = {
  companyId: number;
  document: CompanyFile;
  /** The storage key of each file the document names, by its path. */
  files: Record<string, string>;
  baseRevision: number;
  version: number;
  /** The company's revision now: a draft with edits made at another one is stale. */
  revision: number;
  updatedBy: string | null;
  updatedAt: Date | null;
};

export const isStale = (draft: Draft): boolean =>
  draft.version > 0 && draft.baseRevision !== draft.revision;

type HeldDocument = {
  version: number;
  baseRevision: number;
  /**
   * When the row was written: a draft without edits made again (after a change outside it, such
   * as a buyer bound) has the same version and base, and another process may hold the old copy.
   */
  writtenAt: number;
  /** Never changed in place: an edit makes a new document. */
  document: CompanyFile;
  files: Record<string, string>;
};

/**
 * Documents by database and company, as last read: a list of 5,000 materials reads the version
 * (a small row) and takes the document from here while no edit or import has changed it.
 */
const held = new WeakMap<AppContext, Map<number, HeldDocument>>();

function documentsOf(ctx: AppContext): Map<number, HeldDocument> {
  let documents = held.get(ctx);
  if (!documents) {
    documents = new Map();
    held.set(ctx, documents);
  }
  return documents;
}

/** The company's draft, begun from what is published when it has none or none with edits. */
export async function currentDraft(ctx: AppContext, companyId: number): Promise<Draft> {
  const [row] = await ctx.db
    .select({
      revision: companies.revision,
      slug: companies.slug,
      version: companyDrafts.version,
      baseRevision: companyDrafts.baseRevision,
      updatedAt: companyDrafts.updatedAt,
      updatedBy: users.email,
    })
    .from(companies)
    .leftJoin(companyDrafts, eq(companyDrafts.companyId, companies.id))
    .leftJoin(users, eq(users.id, companyDrafts.updatedBy))
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`The site's company ${companyId} is gone.`);
  const { version, baseRevision } = row;
  if (version === null || baseRevision === null || (version === 0 && baseRevision !== row.revision))
    return begin(ctx, companyId, row.slug, row.revision);
  const writtenAt = row.updatedAt?.getTime() ?? 0;
  const known = documentsOf(ctx).get(companyId);
  const { document, files } =
    known &&
    known.version === version &&
    known.baseRevision === baseRevision &&
    known.writtenAt === writtenAt
      ? known
      : await readDocument(ctx, companyId, { version, baseRevision, writtenAt });
  return {
    companyId,
    document,
    files,
    baseRevision,
    version,
    revision: row.revision,
    updatedBy: version === 0 ? null : row.updatedBy,
    updatedAt: version === 0 ? null : row.updatedAt,
  };
}

async function readDocument(
  ctx: AppContext,
  companyId: number,
  at: Pick<HeldDocument, "version" | "baseRevision" | "writtenAt">,
): Promise<{ document: CompanyFile; files: Record<string, string> }> {
  const [stored] = await ctx.db
    .select({ document: companyDrafts.document, files: companyDrafts.files })
    .from(companyDrafts)
    .where(eq(companyDrafts.companyId, companyId));
  if (!stored) throw new Error(`The draft of company ${companyId} is gone.`);
  const read = { ...at, document: stored.document as CompanyFile, files: stored.files };
  documentsOf(ctx).set(companyId, read);
  return read;
}

/**
 * A draft without edits, as the company is published: written only over a draft that has no
 * edits either, so that an admin's edit made meanwhile is never lost.
 */
async function begin(
  ctx: AppContext,
  companyId: number,
  slug: string,
  revision: number,
): Promise<Draft> {
  const exported = await exportCompany(ctx, slug);
  const files = Object.fromEntries(exported.files);
  const values = { document: exported.company, files, baseRevision: revision, version: 0 };
  const written = await ctx.db
    .insert(companyDrafts)
    .values({ companyId, ...values, updatedBy: null })
    .onConflictDoUpdate({
      target: companyDrafts.companyId,
      set: { ...values, updatedBy: null, updatedAt: sql`now()` },
      where: eq(companyDrafts.version, 0),
    })
    .returning({ updatedAt: companyDrafts.updatedAt });
  // Another admin's first edit came between: theirs is the draft.
  if (!written[0]) return currentDraft(ctx, companyId);
  documentsOf(ctx).set(companyId, {
    version: 0,
    baseRevision: revision,
    writtenAt: written[0].updatedAt.getTime(),
    document: exported.company,
    files,
  });
  return { companyId, ...values, revision, updatedBy: null, updatedAt: null };
}

/**
 * Saves an edited document (and the files it names, when they changed) as the next version of the
 * draft made at `version`, with a record of the edit: who, when, and what it changed, as an
 * import's entries. False when another edit (or a publish) came first, and nothing was written.
 */
export async function saveDraft(
  ctx: AppContext,
  draft: Draft,
  document: CompanyFile,
  /** Who made the edit: null for the operator's command line. */
  by: number | null,
  files: Record<string, string> = draft.files,
): Promise<boolean> {
  const version = draft.version + 1;
  const changes = await documentChanges(draft, { document, files });
  return ctx.db.transaction(async (tx) => {
    const saved = await tx
      .update(companyDrafts)
      .set({ document, files, version, updatedBy: by, updatedAt: sql`now()` })
      .where(
        and(eq(companyDrafts.companyId, draft.companyId), eq(companyDrafts.version, draft.version)),
      )
      .returning({ version: companyDrafts.version });
    if (saved.length === 0) return false;
    await tx.insert(companyDraftEdits).values({ companyId: draft.companyId, version, by, changes });
    return true;
  });
}

/** The edits saved after `version` of the company's draft, oldest first. */
export async function editsSince(
  ctx: AppContext,
  companyId: number,
  version: number,
): Promise<DraftEditRecord[]> {
  const rows = await ctx.db
    .select({
      version: companyDraftEdits.version,
      by: users.email,
      at: companyDraftEdits.at,
      changes: companyDraftEdits.changes,
    })
    .from(companyDraftEdits)
    .leftJoin(users, eq(users.id, companyDraftEdits.by))
    .where(and(eq(companyDraftEdits.companyId, companyId), gt(companyDraftEdits.version, version)))
    .orderBy(asc(companyDraftEdits.version));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/**
 * Drops the company's draft when it has no edits, so that it is made again from what is
 * published when next read (after a change made outside it); false when it has edits, which stay.
 */
export async function dropUneditedDraft(ctx: AppContext, companyId: number): Promise<boolean> {
  await ctx.db
    .delete(companyDrafts)
    .where(and(eq(companyDrafts.companyId, companyId), eq(companyDrafts.version, 0)));
  if (documentsOf(ctx).get(companyId)?.version === 0) documentsOf(ctx).delete(companyId);
  const left = await ctx.db
    .select({ version: companyDrafts.version })
    .from(companyDrafts)
    .where(eq(companyDrafts.companyId, companyId));
  return left.length === 0;
}

/** Drops the company's draft (after it was published, or when discarded). */
export async function dropDraft(ctx: AppContext, companyId: number): Promise<void> {
  documentsOf(ctx).delete(companyId);
  await ctx.db.delete(companyDrafts).where(eq(companyDrafts.companyId, companyId));
}

/**
 * A document as a company folder for the import: company.json and the stored files it names,
 * which the import neither reads nor checks again.
 */
export function draftSource(
  ctx: AppContext,
  document: CompanyFile,
  files: Record<string, string>,
): CompanySource {
  const json = companyJson(document);
  return storedCompanySource(ctx, {
    name: "the draft",
    documents: new Map([["company.json", async () => json]]),
    stored: files,
  });
}
