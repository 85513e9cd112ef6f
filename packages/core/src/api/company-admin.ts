import { z } from "zod";
import { PLACE_THINGS, type PlaceStep } from "../company-format/place-words.ts";

/**
 * A company's admin brings the company's folder (docs/company-format.md) in and out over HTTP, as
 * `npm run company` does on the command line: always the company of the site the call comes from.
 */

/** A flag of a query string: `1` on, `0` (or left out) off. */
const flag = z.enum(["0", "1"]).default("0");

/**
 * Problems of a company folder by their place: a JSON pointer into company.json (`/` for the whole
 * file) or a cell of company.xlsx in words of the request's language (`company.xlsx, sheet
 * "Materials", row 14, column "Price"`, as `npm run company -- check` prints them in English);
 * each place's messages in order. The same shape as `errors` of every error answer.
 */
export const companyProblemsSchema = z.record(z.string(), z.array(z.string()));

/** One step of a place of company.json in words (core's `placeInWords`). */
export const placeStepSchema = z.union([
  z.object({ kind: z.enum(PLACE_THINGS), name: z.string() }),
  z.object({ kind: z.literal("building"), name: z.string(), word: z.string().optional() }),
  z.object({ kind: z.literal("item"), number: z.number().int(), name: z.string().optional() }),
  z.object({ kind: z.literal("field"), name: z.string() }),
]) satisfies z.ZodType<PlaceStep>;

/**
 * The JSON pointers of the problems (or warnings) beside them, in words: each thing on the way by
 * its name in the request's language (a building with the company's word for it), each field by
 * company.json's name, for the back office to write in its own words. Pointers without words (the
 * whole document) and workbook places (in words already) are left out.
 */
export const problemPlacesSchema = z.record(z.string(), z.array(placeStepSchema));
export type ProblemPlaces = z.infer<typeof problemPlacesSchema>;

/** The multipart form of an upload; the server reads it itself as it streams (for the docs). */
export const companyUploadFormSchema = z.object({
  company: z
    .file()
    .describe(
      "The company folder as a .zip, company.json at its top or in its one top folder (at most 100 MB; 10 000 entries; 50 MB each and 200 MB in all unpacked); or its workbook alone, a file named .xlsx, taken with the company as published",
    ),
});

export const companyCheckAnswerSchema = z.object({
  /** Whether an import of this folder would go ahead (no problems; warnings do not stop it). */
  can_import: z.boolean(),
  message: z.string(),
  problems: companyProblemsSchema,
  /** What would not stop an import but would surprise buyers. */
  warnings: companyProblemsSchema,
});
export type CompanyCheckAnswer = z.infer<typeof companyCheckAnswerSchema>;

export const companyImportQuerySchema = z.object({
  /** `1`: say what the import would do, and write nothing. */
  dry_run: flag,
});

export const importActionSchema = z.enum(["added", "changed", "retired", "removed"]);
export type ImportAction = z.infer<typeof importActionSchema>;

/** One thing an import adds, changes, retires or removes: its kind and its path of codes. */
export const importEntrySchema = z.object({
  kind: z.string(),
  code: z.string(),
  action: importActionSchema,
  /** The fields that change (`changed` only; `back` when a retired thing returns). */
  fields: z.array(z.string()),
});
export type ImportEntry = z.infer<typeof importEntrySchema>;

export const companyImportAnswerSchema = z.object({
  message: z.string(),
  dry_run: z.boolean(),
  /** The company's code. */
  company: z.string(),
  entries: z.array(importEntrySchema),
  /** Files stored, or in a dry run to store: new content only. */
  files: z.number().int(),
  warnings: companyProblemsSchema,
  /** The warnings' places in words, where the answer is the draft's publishing. */
  places: problemPlacesSchema.optional(),
});
export type CompanyImportAnswer = z.infer<typeof companyImportAnswerSchema>;

export const companyExportQuerySchema = z.object({
  /** `1`: the catalogue, options, packages' contents and apartments in company.xlsx. */
  workbook: flag,
});
