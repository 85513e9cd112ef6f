import { z } from "zod";
import { i18nTextSchema, idParam, localeSchema } from "./common.ts";
import { reopeningSchema } from "./confirmations.ts";

/** The most packages a page of `GET /packages` holds, and how many when the caller does not say. */
export const PACKAGES_PER_PAGE_MAX = 100;
export const PACKAGES_PER_PAGE = 50;

export const packagesQuerySchema = z.object({
  project_id: idParam,
  apartment_layout_id: idParam.optional(),
  company_id: idParam.optional(),
  user_id: idParam.optional(),
  /**
   * A page of the list (from 1), `per_page` packages long: the company's packages first, then
   * the person's own, as the whole list is ordered. Without either, the whole list (the spec's
   * call); with either, a page (`per_page` 1 … 100, default 50; `page` default 1), and the
   * answer's `X-Total-Count` header says how many packages the whole list has.
   */
  page: idParam.optional(),
  per_page: idParam.pipe(z.number().max(PACKAGES_PER_PAGE_MAX)).optional(),
});

/**
 * `GET /packages/:packageId`: the layout and caller as for the list. The answer is the package as
 * the list shows it to the caller, or 404 when the list does not have it.
 */
export const onePackageQuerySchema = packagesQuerySchema.omit({ page: true, per_page: true });

export const pdfFooterSchema = z.array(z.object({ lang: localeSchema, label: z.string() }));

/**
 * Why a package cannot be confirmed by the caller: not logged in, the company does not let it be
 * confirmed, the layout already has a confirmed package, the caller (or the customer staff act
 * for) is not a buyer of the apartment, or the buyer's e-mail address is not confirmed yet.
 */
export const CONFIRM_REFUSALS = [
  "login",
  "not_confirmable",
  "already_confirmed",
  "not_buyer",
  "email_unverified",
] as const;
export type ConfirmRefusal = (typeof CONFIRM_REFUSALS)[number];

/** What the caller may do with a package, as the server decides it; the web app shows this. */
export const packageAbilitiesSchema = z.object({
  /** Save changes into it in place. */
  change: z.boolean(),
  rename: z.boolean(),
  delete: z.boolean(),
  confirm: z.boolean(),
  confirm_refusal: z.enum(CONFIRM_REFUSALS).nullable(),
});
export type PackageAbilities = z.infer<typeof packageAbilitiesSchema>;

export const packageSchema = z.object({
  id: z.number().int(),
  /** The id as text: packages are addressed by it in the configurator's path. */
  slug: z.string(),
  name: i18nTextSchema,
  description: i18nTextSchema,
  img: z.string().nullable(),
  default: z.boolean(),
  /** Whether the caller may confirm it now (the same as `abilities.confirm`). */
  can_confirm: z.boolean(),
  abilities: packageAbilitiesSchema,
  confirmed: z.boolean(),
  confirmation_date: z.string().nullable(),
  /**
   * The VAT percent the confirmed prices include, as it was when the package was confirmed (a
   * later import may change the company's rate); null when the package is not confirmed here.
   */
  confirmation_vat: z.number().nullable(),
  /**
   * The layout's open reopening, for its buyers and the company's staff: staff reopened its
   * confirmation (the rooms named, or all) and the buyer is to confirm again; null otherwise.
   */
  reopening: reopeningSchema.nullable(),
  /** A package the user created (as opposed to one of the company's). */
  user_package: z.boolean(),
  pdfFooter: pdfFooterSchema,
});
export type Package = z.infer<typeof packageSchema>;
export const packageListSchema = z.array(packageSchema);
