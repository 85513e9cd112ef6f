/**
 * An apartment's buyers are bound at once, by any staff member of its company (docs/decisions/050):
 * the published apartment's list changes now, and the company's draft carries the same list, so
 * that publishing the draft later neither undoes the binding nor waits for it.
 */
import type { CompanyFile } from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { apartments, buildings, projects } from "../../db/schema.ts";
import { conflict } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { setBuyers } from "../apartments/buyers-service.ts";
import { currentDraft, dropUneditedDraft, saveDraft } from "./draft-store.ts";

/** The apartment's place in a document, by the codes the import matches it by; null when gone. */
function apartmentPointer(
  document: CompanyFile,
  codes: { project: string; building: string; apartment: string },
): string | null {
  const p = document.projects.findIndex((project) => project.code === codes.project);
  const b = document.projects[p]?.buildings.findIndex((b) => b.code === codes.building) ?? -1;
  const a =
    document.projects[p]?.buildings[b]?.apartments.findIndex((a) => a.code === codes.apartment) ??
    -1;
  return a < 0 ? null : `/projects/${p}/buildings/${b}/apartments/${a}`;
}

/** The document with the apartment at `pointer` given these buyers, as a new object. */
function withBuyers(document: CompanyFile, pointer: string, emails: string[]): CompanyFile {
  const [, , p, , b, , a] = pointer.split("/").map(Number);
  const copy = structuredClone(document);
  const apartment = copy.projects[p as number]?.buildings[b as number]?.apartments[a as number];
  if (!apartment) throw new Error(`No apartment at ${pointer}`);
  if (emails.length > 0) apartment.buyers = emails;
  else delete apartment.buyers;
  return copy;
}

/**
 * Makes `emails` the buyers of the company's published apartment, in its draft too. A draft
 * without edits is a copy of what is published and is made again when next read; one with edits
 * gets the list at the apartment's place as its next version (who edits it meanwhile is told the
 * draft moved, by whom). A draft that no longer has the apartment at its codes (removed or
 * renamed there) is refused with 409 and nothing changes: publishing it would drop the binding.
 */
export async function bindBuyers(
  ctx: AppContext,
  companyId: number,
  apartmentId: number,
  emails: string[],
  /** The staff member's account; null for the operator's command line. */
  by: number | null,
): Promise<string[]> {
  const [codes] = await ctx.db
    .select({ project: projects.code, building: buildings.code, apartment: apartments.code })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(eq(apartments.id, apartmentId));
  if (!codes) throw new Error(`Apartment ${apartmentId} is gone.`);
  // An admin's edit may come between the read and the write: then the draft is read again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const draft = await currentDraft(ctx, companyId);
    if (draft.version === 0) {
      const bound = await setBuyers(ctx, apartmentId, emails, by);
      if (await dropUneditedDraft(ctx, companyId)) return bound;
      continue;
    }
    const pointer = apartmentPointer(draft.document, codes);
    if (pointer === null) throw conflict(localized("buyersApartmentLeftDraft"));
    if (await saveDraft(ctx, draft, withBuyers(draft.document, pointer, emails), by))
      return setBuyers(ctx, apartmentId, emails, by);
  }
  throw conflict(localized("buyersDraftBusy"));
}
