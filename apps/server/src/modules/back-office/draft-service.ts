/**
 * Editing the company's draft and publishing it (docs/decisions/037): an edit is a JSON Patch of
 * the company document, checked by the import's own check before it is kept, and publishing is the
 * import of the draft, so the back office and an upload cannot disagree about what a company is.
 */
import type {
  CompanyFile,
  DraftApartmentsAnswer,
  DraftEditBody,
  DraftMaterialsAnswer,
  DraftPackagePricesAnswer,
  DraftProjectsAnswer,
  DraftRefusal,
  DraftRestrictionsAnswer,
  ImportEntry,
  Locale,
} from "@home-designer/core";
import { packagePricesByLayout, placesInWords } from "@home-designer/core";
import { eq } from "drizzle-orm";
import jsonPatch, { type Operation } from "fast-json-patch";
import type { AppContext } from "../../context.ts";
import { companies } from "../../db/schema.ts";
import { conflict, HttpError, notFound, unprocessable } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { folderProblemsByPlace, importForAdmin } from "../company-admin/company-admin-service.ts";
import type { ImportReport } from "../company-format/import-service.ts";
import { removalsInUse } from "./draft-removals.ts";
import {
  currentDraft,
  type Draft,
  draftSource,
  dropDraft,
  editsSince,
  isStale,
  saveDraft,
} from "./draft-store.ts";
import {
  apartmentPath,
  layoutPath,
  publishedApartmentIds,
  publishedLayoutIds,
} from "./published-layouts.ts";

/** A draft as the back office shows it: what publishing it would do. */
export type DraftView = {
  draft: Draft;
  changes: ImportEntry[];
  warnings: ImportReport["warnings"];
  /** The document the check ran on, whose places the warnings name. */
  checked: CompanyFile;
};

/**
 * A 422 of the company check with the places of its problems in words (core's `placesInWords`),
 * read in `document`, the one the check ran on, and written in the reader's language; any other
 * error as it is.
 */
function withPlaces(error: unknown, document: CompanyFile): unknown {
  if (!(error instanceof HttpError) || error.statusCode !== 422 || !error.errors) return error;
  const { errors, details } = error;
  return new HttpError(422, error.text, errors, error.headers, (locale) => ({
    ...(typeof details === "function" ? details(locale) : details),
    places: placesInWords(
      document,
      Object.keys(typeof errors === "function" ? errors(locale) : errors),
      locale,
    ),
  }));
}

/**
 * What publishing `document` would change: the import's dry run, which also checks it. A document
 * with problems is refused by the import's 422, every problem at its place.
 */
async function dryRun(
  ctx: AppContext,
  draft: Draft,
  document: CompanyFile,
): Promise<Omit<DraftView, "draft">> {
  const report = await importForAdmin(
    ctx,
    draft.companyId,
    draftSource(ctx, document, draft.files),
    { dryRun: true, refusedKey: "draftEditRefused" },
  ).catch((error: unknown) => {
    throw withPlaces(error, document);
  });
  return { changes: report.entries, warnings: report.warnings, checked: document };
}

/**
 * The views of each company's draft as last worked out, by database: what publishing a version
 * would do changes only with the version or with an import (the company's revision), and every
 * back-office screen shows it, so its dry run is not paid on every page.
 */
const views = new WeakMap<AppContext, Map<number, { key: string; view: DraftView }>>();

export async function viewDraft(ctx: AppContext, companyId: number): Promise<DraftView> {
  const draft = await currentDraft(ctx, companyId);
  const key = `${draft.version} ${draft.baseRevision} ${draft.revision}`;
  let known = views.get(ctx);
  if (!known) {
    known = new Map();
    views.set(ctx, known);
  }
  const held = known.get(companyId);
  if (held?.key === key) return held.view;
  const view = { draft, ...(await dryRun(ctx, draft, draft.document)) };
  known.set(companyId, { key, view });
  return view;
}

/**
 * Why an edit made on `version` of the draft was not saved: who changed it last, and when, in the
 * company's time zone (the one its deadlines end in); and each edit saved since that changed the
 * company, with what it changed (an upload alone changes nothing until an edit names its file).
 */
async function moved(ctx: AppContext, draft: Draft, version: number) {
  const [[company], edits] = await Promise.all([
    ctx.db
      .select({ timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, draft.companyId)),
    editsSince(ctx, draft.companyId, version),
  ]);
  return conflict(
    localized("draftMoved", {
      by: draft.updatedBy ?? "—",
      at: draft.updatedAt ? { moment: draft.updatedAt, timeZone: company?.timeZone ?? "UTC" } : "—",
    }),
    { edits: edits.filter((edit) => edit.changes.length > 0) } satisfies Partial<DraftRefusal>,
  );
}

/**
 * Applies an admin's edit to the draft: refused with 409 when the draft moved on since the version
 * it was made on (or a `test` operation finds another value: the thing it meant has moved), with
 * 422 and every problem at its place when the company would not import, else saved (unless it is
 * a dry run) as the draft's next version.
 */
export async function editDraft(
  ctx: AppContext,
  companyId: number,
  edit: DraftEditBody,
  options: { dryRun: boolean; by: number },
): Promise<DraftView> {
  const draft = await currentDraft(ctx, companyId);
  if (edit.version !== draft.version) throw await moved(ctx, draft, edit.version);
  const document = patched(draft, edit.operations as Operation[]);
  if (!document) throw await moved(ctx, draft, edit.version);
  const inUse = await removalsInUse(ctx, companyId, draft.document, document);
  // Each at the place it had before the edit.
  if (inUse.length > 0)
    throw withPlaces(
      unprocessable(
        localized("draftEditRefused", { count: inUse.length }),
        folderProblemsByPlace(inUse),
      ),
      draft.document,
    );
  const view = await dryRun(ctx, draft, document);
  if (options.dryRun) return { draft, ...view };
  if (!(await saveDraft(ctx, draft, document, options.by)))
    throw await moved(ctx, await currentDraft(ctx, companyId), edit.version);
  return { ...view, draft: await currentDraft(ctx, companyId) };
}

/**
 * The document with the operations applied, as a new object (the draft's stays as it is): null
 * when a `test` finds another value (the edit was made on a document that has moved), 422 at the
 * place an operation names that the document does not have.
 */
function patched(draft: Draft, operations: Operation[]): CompanyFile | null {
  try {
    return jsonPatch.applyPatch(draft.document, operations, true, false).newDocument;
  } catch (error) {
    if (!(error instanceof jsonPatch.JsonPatchError)) throw error;
    if (error.name === "TEST_OPERATION_FAILED") return null;
    const text = localized("draftNothingAt", { path: error.operation?.path ?? "/" });
    throw unprocessable(text, { [error.operation?.path || "/"]: [text] });
  }
}

/**
 * Publishes the draft made at `version` through the import, as its admin: refused with 409 when
 * the draft moved on, or when the company was changed by another import since the draft began.
 */
export async function publishDraft(
  ctx: AppContext,
  companyId: number,
  version: number,
  by: string,
): Promise<ImportReport & { checked: CompanyFile }> {
  const draft = await currentDraft(ctx, companyId);
  if (version !== draft.version) throw await moved(ctx, draft, version);
  if (isStale(draft)) throw conflict(localized("draftStale"));
  const report = await importForAdmin(
    ctx,
    companyId,
    draftSource(ctx, draft.document, draft.files),
    {
      dryRun: false,
      author: { source: "published", email: by },
      revision: draft.baseRevision,
      conflictKey: "draftStale",
    },
  ).catch((error: unknown) => {
    throw withPlaces(error, draft.document);
  });
  await dropDraft(ctx, companyId);
  return { ...report, checked: draft.document };
}

export async function discardDraft(ctx: AppContext, companyId: number): Promise<void> {
  await dropDraft(ctx, companyId);
}

/** The value at a JSON pointer of a document; undefined where it has none. */
function valueAt(document: CompanyFile, path: string): unknown {
  try {
    return path === "" ? document : jsonPatch.getValueByPointer(document, path);
  } catch {
    return undefined;
  }
}

/** The web address of a file of the draft by its path, or null when the draft has none there. */
function fileUrl(ctx: AppContext, draft: Draft, path: string | undefined): string | null {
  const key = path === undefined ? undefined : draft.files[path];
  return key === undefined ? null : ctx.storage.publicUrl(key);
}

/** The web address of each file of the draft that `part` names, by its path (for previews). */
function filesNamedBy(ctx: AppContext, draft: Draft, part: unknown): Record<string, string> {
  const files: Record<string, string> = {};
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const url = fileUrl(ctx, draft, value);
      if (url !== null) files[value] = url;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(part);
  return files;
}

/**
 * The value at a JSON pointer of the draft's document, for a form, with the address of each file
 * it names (for its previews); 404 where there is none.
 */
export async function draftPart(
  ctx: AppContext,
  companyId: number,
  path: string,
): Promise<{ version: number; value: unknown; files: Record<string, string> }> {
  const draft = await currentDraft(ctx, companyId);
  const value = valueAt(draft.document, path);
  if (value === undefined) throw notFound(localized("draftNothingAt", { path }));
  return { version: draft.version, value, files: filesNamedBy(ctx, draft, value) };
}

/**
 * The values at several pointers of one version of the draft, for a page that edits many small
 * parts (the settings), so it neither reads the whole document nor asks once per part. A pointer
 * the document has nothing at is left out: a field company.json leaves out.
 */
export async function draftParts(
  ctx: AppContext,
  companyId: number,
  paths: readonly string[],
): Promise<{ version: number; values: Record<string, unknown>; files: Record<string, string> }> {
  const draft = await currentDraft(ctx, companyId);
  const values: Record<string, unknown> = {};
  for (const path of paths) {
    const value = valueAt(draft.document, path);
    if (value !== undefined) values[path] = value;
  }
  return { version: draft.version, values, files: filesNamedBy(ctx, draft, values) };
}

/** Lower case without accents, so that "kuche" finds "Küche" and "ÄÖ" finds "äö". */
const folded = (text: string) =>
  text.normalize("NFKD").replace(/\p{M}/gu, "").replaceAll("ß", "ss").toLowerCase();

type TextMap = Partial<Record<string, string>>;

/** A text in `locale`, else in the first language that has it. */
function textIn(text: TextMap | undefined, locale: Locale): string {
  if (!text) return "";
  return text[locale] ?? Object.values(text).find((value) => value) ?? "";
}

/**
 * The draft's materials, found by words in their code, names and manufacturer and by category,
 * a page at a time, in the catalogue's order.
 */
export async function draftMaterials(
  ctx: AppContext,
  companyId: number,
  query: { q?: string; category?: string; page: number; per_page: number },
  locale: Locale,
): Promise<DraftMaterialsAnswer> {
  const draft = await currentDraft(ctx, companyId);
  const materials = draft.document.materials ?? [];
  const words = folded(query.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const found = materials
    .map((material, index) => ({ material, index }))
    .filter(({ material }) => {
      if (query.category !== undefined && (material.category ?? "-") !== query.category)
        return false;
      if (words.length === 0) return true;
      const haystack = folded(
        [
          material.code,
          ...Object.values(material.desc_short ?? {}),
          material.manufacturer ?? "",
          material.producer_product_id ?? "",
        ].join(" "),
      );
      return words.every((word) => haystack.includes(word));
    });
  const start = (query.page - 1) * query.per_page;
  return {
    version: draft.version,
    total: found.length,
    page: query.page,
    per_page: query.per_page,
    categories: (draft.document.material_categories ?? []).map((category) => ({
      code: category.code,
      name: textIn(category.name, locale),
    })),
    materials: found.slice(start, start + query.per_page).map(({ material, index }) => ({
      index,
      code: material.code,
      name: textIn(material.desc_short, locale) || material.code,
      category: material.category ?? null,
      price: material.price ?? "0",
      manufacturer: material.manufacturer ?? null,
      thumbnail: material.thumbnail ?? null,
      thumbnail_url: fileUrl(ctx, draft, material.thumbnail),
    })),
  };
}

/**
 * The draft's apartments with their buyers and layouts, found by project and by words in the
 * building's and apartment's numbers and the buyers' addresses, a page at a time, in the
 * document's order. A layout the company has published carries its id, by which the back office
 * links to its audit trail.
 */
export async function draftApartments(
  ctx: AppContext,
  companyId: number,
  query: { project?: string; building?: string; q?: string; page: number; per_page: number },
): Promise<DraftApartmentsAnswer> {
  const draft = await currentDraft(ctx, companyId);
  const words = folded(query.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const found = draft.document.projects.flatMap((project, p) =>
    query.project !== undefined && project.code !== query.project
      ? []
      : project.buildings.flatMap((building, b) =>
          query.building !== undefined && building.code !== query.building
            ? []
            : building.apartments.map((apartment, a) => ({
                pointer: `/projects/${p}/buildings/${b}/apartments/${a}`,
                project: project.code,
                building: building.number,
                apartment: apartment.number,
                code: apartment.code,
                path: apartmentPath(project.code, building.code, apartment.code),
                status: apartment.status ?? "available",
                buyers: apartment.buyers ?? [],
                layouts: apartment.layouts.map((layout) => ({
                  code: layout.code,
                  name: layout.name,
                  path: layoutPath(project.code, building.code, apartment.code, layout.code),
                })),
              })),
        ),
  );
  const matching =
    words.length === 0
      ? found
      : found.filter((apartment) => {
          const haystack = folded(
            [apartment.building, apartment.apartment, apartment.code, ...apartment.buyers].join(
              " ",
            ),
          );
          return words.every((word) => haystack.includes(word));
        });
  const start = (query.page - 1) * query.per_page;
  const shown = matching.slice(start, start + query.per_page);
  const published = await publishedLayoutIds(
    ctx,
    companyId,
    shown.flatMap((apartment) => apartment.layouts.map((layout) => layout.path)),
  );
  const publishedApartments = await publishedApartmentIds(
    ctx,
    companyId,
    shown.map((apartment) => apartment.path),
  );
  return {
    version: draft.version,
    total: matching.length,
    page: query.page,
    per_page: query.per_page,
    projects: draft.document.projects.map((project) => ({
      code: project.code,
      name: project.name,
    })),
    apartments: shown.map(({ path, ...apartment }) => ({
      ...apartment,
      apartment_id: publishedApartments.get(path) ?? null,
      layouts: apartment.layouts.map(({ path, ...layout }) => ({
        ...layout,
        apartment_layout_id: published.get(path) ?? null,
      })),
    })),
  };
}

/** A project's lists, which its brief leaves out. */
const PROJECT_LISTS = ["buildings", "room_types", "restrictions", "packages"];

/**
 * The draft's projects in brief: their buildings with how many apartments each, their room types
 * and how many restrictions, never the apartments or restrictions themselves (thousands).
 */
export async function draftProjects(
  ctx: AppContext,
  companyId: number,
  locale: Locale,
): Promise<DraftProjectsAnswer> {
  const draft = await currentDraft(ctx, companyId);
  return {
    version: draft.version,
    projects: draft.document.projects.map((project, index) => ({
      index,
      code: project.code,
      name: project.name,
      fields: Object.fromEntries(
        Object.entries(project).filter(([field]) => !PROJECT_LISTS.includes(field)),
      ),
      buildings: project.buildings.map((building, b) => ({
        index: b,
        code: building.code,
        number: building.number,
        apartments: building.apartments.length,
      })),
      room_types: project.room_types.map((roomType, r) => ({
        index: r,
        code: roomType.code,
        name: textIn(roomType.label, locale) || roomType.code,
      })),
      restrictions: project.restrictions?.length ?? 0,
    })),
  };
}

/**
 * A project's restrictions, found by words in their codes and the options they name, a page at a
 * time in the document's order; 404 for a project the draft does not have.
 */
export async function draftRestrictions(
  ctx: AppContext,
  companyId: number,
  query: { project: string; q?: string; page: number; per_page: number },
): Promise<DraftRestrictionsAnswer> {
  const draft = await currentDraft(ctx, companyId);
  const index = draft.document.projects.findIndex((project) => project.code === query.project);
  const project = draft.document.projects[index];
  if (project === undefined) throw notFound(localized("projectNotFound"));
  const words = folded(query.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const found = (project.restrictions ?? [])
    .map((restriction, i) => ({ index: i, ...restriction }))
    .filter(
      (restriction) =>
        words.length === 0 ||
        words.every((word) =>
          folded([restriction.code, restriction.when, ...restriction.choose].join(" ")).includes(
            word,
          ),
        ),
    );
  const start = (query.page - 1) * query.per_page;
  return {
    version: draft.version,
    project: index,
    listed: project.restrictions !== undefined,
    total: found.length,
    page: query.page,
    per_page: query.per_page,
    restrictions: found.slice(start, start + query.per_page),
  };
}

/**
 * What each package of the draft's project costs per layout, as the configurator adds it up
 * (core's `packagePricesByLayout`); 404 for a project the draft does not have.
 */
export async function draftPackagePrices(
  ctx: AppContext,
  companyId: number,
  projectCode: string,
): Promise<DraftPackagePricesAnswer> {
  const draft = await currentDraft(ctx, companyId);
  const project = draft.document.projects.find((each) => each.code === projectCode);
  if (!project) throw notFound(localized("projectNotFound"));
  return { version: draft.version, layouts: packagePricesByLayout(draft.document, project) };
}
