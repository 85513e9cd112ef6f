/**
 * The preview of a company's draft (docs/decisions/042-draft-preview.md): the draft imported into
 * the company's hidden preview copy, a company of its own that no site names, which the company's
 * staff read through `request.site()` when their calls carry the `Preview` header
 * (http/request-context.ts). Publishing stays the import into the company itself, so buyers see
 * nothing of the draft before it, and the preview is what that import will make.
 */
import type { CompanyFile, DraftPreviewAnswer } from "@home-designer/core";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import {
  apartmentLayouts,
  apartments,
  buildings,
  companies,
  companyHosts,
  projects,
} from "../../db/schema.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import {
  ImportConflictError,
  ImportRefusedError,
  importCompany,
} from "../company-format/import-service.ts";
import { currentDraft, draftSource } from "./draft-store.ts";

/**
 * Every preview copy's host ends so: `.invalid` is never a real name (RFC 2606), so no browser
 * reaches a copy by its host, and `request.site()` refuses such a host outright, so a caller who
 * writes it into a Host header reaches nothing either.
 */
export const PREVIEW_HOST_SUFFIX = ".preview.invalid";

/** The host that marks the preview copy of the company: a host belongs to one company only. */
export const previewHost = (companyId: number): string => `${companyId}${PREVIEW_HOST_SUFFIX}`;

/** The copy's code: any code a company may have, so the copy is known by its host, not by this. */
const previewCode = (companyId: number): string => `preview-of-${companyId}`;

/**
 * The draft as the preview copy imports it: its own code and host, the languages of all the
 * company's hosts, and no people (no staff accounts, no buyers' addresses): the copy is read by
 * the company's staff, in their own accounts, and holds nothing personal.
 */
function previewDocument(companyId: number, document: CompanyFile): CompanyFile {
  const languages = [...new Set(document.hosts.flatMap((host) => host.languages))];
  const { staff: _, ...rest } = document;
  return {
    ...rest,
    code: previewCode(companyId),
    hosts: [{ host: previewHost(companyId), languages }],
    projects: document.projects.map((project) => ({
      ...project,
      buildings: project.buildings.map((building) => ({
        ...building,
        apartments: building.apartments.map(({ buyers: __, ...apartment }) => apartment),
      })),
    })),
  };
}

/**
 * Imports the company's current draft into its preview copy (made on the first preview) and
 * answers the copy's layout to open: the first of the project named, else of the company. The
 * draft's stored files are the copy's too (by their keys), so nothing is stored again.
 */
export async function buildPreview(
  ctx: AppContext,
  companyId: number,
  projectCode: string | undefined,
): Promise<DraftPreviewAnswer> {
  const draft = await currentDraft(ctx, companyId);
  const document = previewDocument(companyId, draft.document);
  // The copy's code is an ordinary code: a company that has it without the copy's host is another
  // company, never to be overwritten.
  const [other] = await ctx.db
    .select({ host: companyHosts.host })
    .from(companies)
    .leftJoin(
      companyHosts,
      and(eq(companyHosts.companyId, companies.id), eq(companyHosts.host, previewHost(companyId))),
    )
    .where(eq(companies.slug, document.code));
  if (other && other.host === null) throw conflict(localized("previewUnavailable"));
  await importCompany(ctx, draftSource(ctx, document, draft.files), {
    dryRun: false,
    author: { source: "published", email: null },
  }).catch((error: unknown) => {
    // Another preview imported meanwhile, or the copy's host is taken: nothing was written.
    if (error instanceof ImportConflictError || error instanceof ImportRefusedError)
      throw conflict(localized("previewUnavailable"));
    throw error;
  });
  const layout = await firstLayout(ctx, companyId, projectCode);
  if (!layout) throw notFound(localized("previewNoLayout"));
  return { version: draft.version, ...layout };
}

/** The copy's first layout (of the project named), by the order buyers see them in. */
async function firstLayout(
  ctx: AppContext,
  companyId: number,
  projectCode: string | undefined,
): Promise<{ project: number; apartment_layout_id: number } | null> {
  const [row] = await ctx.db
    .select({ project: projects.id, apartment_layout_id: apartmentLayouts.id })
    .from(companyHosts)
    .innerJoin(projects, eq(projects.companyId, companyHosts.companyId))
    .innerJoin(buildings, eq(buildings.projectId, projects.id))
    .innerJoin(apartments, eq(apartments.buildingId, buildings.id))
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.apartmentId, apartments.id))
    .where(
      and(
        eq(companyHosts.host, previewHost(companyId)),
        // What the draft removed stays in the copy, retired, as it would in the company.
        isNull(projects.retiredAt),
        isNull(buildings.retiredAt),
        isNull(apartments.retiredAt),
        isNull(apartmentLayouts.retiredAt),
        projectCode === undefined ? undefined : eq(projects.code, projectCode),
      ),
    )
    .orderBy(
      asc(projects.priority),
      asc(projects.id),
      asc(buildings.priority),
      asc(buildings.id),
      asc(apartments.id),
      asc(apartmentLayouts.priority),
      asc(apartmentLayouts.id),
    )
    .limit(1);
  return row ?? null;
}
