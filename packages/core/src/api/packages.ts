import { z } from "zod";
import { i18nTextSchema, idParam, localeSchema } from "./common.ts";

export const packagesQuerySchema = z.object({
  project_id: idParam,
  apartment_layout_id: idParam.optional(),
  company_id: idParam.optional(),
  user_id: idParam.optional(),
});

export const pdfFooterSchema = z.array(z.object({ lang: localeSchema, label: z.string() }));

export const packageSchema = z.object({
  id: z.number().int(),
  /** The id as text: packages are addressed by it in the configurator's path. */
  slug: z.string(),
  name: i18nTextSchema,
  description: i18nTextSchema,
  img: z.string().nullable(),
  default: z.boolean(),
  can_confirm: z.boolean(),
  confirmed: z.boolean(),
  confirmation_date: z.string().nullable(),
  /** A package the user created (as opposed to one of the company's). */
  user_package: z.boolean(),
  pdfFooter: pdfFooterSchema,
});
export type Package = z.infer<typeof packageSchema>;
export const packageListSchema = z.array(packageSchema);
