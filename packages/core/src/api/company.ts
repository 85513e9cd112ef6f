import { z } from "zod";
import { AMOUNT_FORMATS } from "../money.ts";
import { i18nTextSchema, localeSchema } from "./common.ts";

export const companyQuerySchema = z.object({
  url: z.url(),
});

export const helpVideoSchema = z.object({
  key: z.string(),
  /** Embeddable video addresses per locale, for the desktop and the mobile recording. */
  desktop: i18nTextSchema,
  mobile: i18nTextSchema,
});

export const helpVideoGroupSchema = z.object({
  key: z.string(),
  videos: z.array(helpVideoSchema),
});

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  web: z.string(),
  email: z.string(),
  logo: z.string().nullable(),
  /** CSS colour values by design-token name, e.g. `primary-500`. */
  colors: z.record(z.string(), z.string()),
  favicons: z.object({
    regular: z.string().nullable(),
    "32": z.string().nullable(),
    "16": z.string().nullable(),
    "180": z.string().nullable(),
  }),
  /** VAT percentage, e.g. 24. */
  vat: z.number(),
  news_letter: z.boolean(),
  /** Languages the host offers in its menu, first the host's default. */
  locales: z.array(localeSchema),
  default_locale: localeSchema,
  pdf_footer: i18nTextSchema,
  help_videos: z.array(helpVideoGroupSchema),
  /** The help page shows the mark "Co-funded by the European Union". */
  eu_funding_mark: z.boolean(),
  /**
   * The company site's page for a buyer's request for an offer, with `{apartment_id}`,
   * `{project_id}`, `{wpid}`, `{layout}`, `{total_sum}` and `{email_address}` to fill in; null
   * when it has none (the quote button then opens the apartment's own page).
   */
  quote_url: z.string().nullable(),
  social_providers: z.array(z.enum(["google", "facebook"])),
  /**
   * Buyers confirm by signing in with an electronic identity at the company's broker: what it
   * offers, as the company words it ("Smart-ID, Mobile-ID, ID card"). Null: confirmations are not signed.
   */
  signing: z.object({ label: z.string() }).nullable(),
  /** The public index of the company's home designer on its website (`web` when it has none). */
  home_designer_url: z.string(),
  /**
   * Text marking a host as the company's own branded site: there an address no page knows opens
   * `home_designer_url` instead of the login page. Null when the company has none.
   */
  brand_marker: z.string().nullable(),
  /**
   * How the company writes amounts, per language (`formatEuro`'s formats); a language left out
   * writes the default, `1 234,56 €`.
   */
  amount_format: z.object({
    et: z.enum(AMOUNT_FORMATS).optional(),
    en: z.enum(AMOUNT_FORMATS).optional(),
    de: z.enum(AMOUNT_FORMATS).optional(),
    ru: z.enum(AMOUNT_FORMATS).optional(),
  }),
  /**
   * The company's word for a building per language ("Haus"), written before the building's
   * number; a language left out keeps the app's wording.
   */
  building_word: i18nTextSchema,
  /** The summary and its PDF show the VAT amount the total includes beside the rate. */
  show_vat_amount: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;
