import { z } from "zod";
import { idParam } from "./common.ts";

export const termsQuerySchema = z.object({ company_id: idParam.optional() });

export const termsSectionSchema = z.strictObject({
  title: z.string(),
  /** Plain text: an empty line starts a new paragraph. */
  text: z.string(),
});
export type TermsSection = z.infer<typeof termsSectionSchema>;

const sections = z.array(termsSectionSchema);

/**
 * The company's own terms of use, per language (the company format's `terms`): a language
 * without them is left out, and a company without terms of its own answers `{}`, for which the
 * app shows its general terms.
 */
export const termsAnswerSchema = z.strictObject({
  et: sections.optional(),
  en: sections.optional(),
  de: sections.optional(),
  ru: sections.optional(),
});
export type Terms = z.infer<typeof termsAnswerSchema>;
