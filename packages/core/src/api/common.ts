import { z } from "zod";
import { CONTENT_LOCALES, type I18nText } from "../locale.ts";
import { rule } from "./validation-messages.ts";

/*
 * Locale and text schemas live here, with the other zod schemas, so that code the browser needs
 * (locale.ts, money.ts, the engine) does not pull zod into the web bundle.
 */
export const localeSchema = z.enum(CONTENT_LOCALES);

export const i18nTextSchema = z.object({
  et: z.string().optional(),
  en: z.string().optional(),
  de: z.string().optional(),
  ru: z.string().optional(),
}) satisfies z.ZodType<I18nText>;

/** Every error the API answers: a message for people, and per-field messages for forms. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The largest id a database `integer` column holds (2³¹−1); ids are 1 … MAX_ID. */
export const MAX_ID = 2_147_483_647;

/** A page of a paged list, from 1. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

/** A positive database id as it arrives in a path or query string: digits only, one value. */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, rule("whole_number"))
  .transform(Number)
  .pipe(z.number().max(MAX_ID));

/**
 * A database id in a JSON body: a whole number 1 … MAX_ID. Every id of a body is this schema, so
 * that no id beyond its column reaches a query (which would fail there instead of here).
 */
export const idBody = z.number().int(rule("whole_number")).min(1, rule("whole_number")).max(MAX_ID);

/** An image stored by the product, as the browser needs it. */
export const imageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  layer: z.number().int(),
});
export type Image = z.infer<typeof imageSchema>;

/** A euro amount with at most two decimals (the API's unit for money). */
export const euroSchema = z.number();
