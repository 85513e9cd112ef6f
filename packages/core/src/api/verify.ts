import { z } from "zod";

/**
 * The public verification of a confirmation version (`/{lang}/verify/{code}`, decision 044): what
 * a stranger holding its PDF, or its link, may learn of it, and whether a PDF is its PDF of record.
 * Nothing here names a person: no name, no e-mail address, nothing the PDF does not print.
 */

/** Letters and digits; anything else is no code of ours (404). */
export const VERIFY_CODE_LIMIT = 32;
export const confirmationCodeParamsSchema = z.object({ code: z.string().max(VERIFY_CODE_LIMIT) });

/** The largest PDF checked: a summary with pictures of every option stays well under it. */
export const VERIFY_PDF_BYTES = 20 * 1024 * 1024;

export const confirmationVerifyAnswerSchema = z.strictObject({
  company: z.string(),
  project: z.string(),
  /** As the company names it in the page's language ("Haus A"), else its number. */
  building: z.string(),
  apartment: z.string(),
  layout: z.string(),
  /** The confirmed package's name as the PDF prints it. */
  package_name: z.string(),
  version: z.number().int(),
  /** The versions the layout has had so far. */
  versions: z.number().int(),
  confirmed_at: z.iso.datetime(),
  /**
   * Who confirmed, in general terms: the buyer, the company's staff for the buyer, or the
   * company's staff changing the confirmed package (an amendment).
   */
  confirmed_by: z.enum(["buyer", "staff_for_buyer", "staff_amendment"]),
  /**
   * When the buyer signed it with an electronic identity (decision 048); null: not signed. The
   * signer's name is on the PDF, not here: the page names no person (decision 044).
   */
  signed_at: z.iso.datetime().nullable(),
  /** `current`: the confirmation of record; `superseded` by a later version; `reopened`. */
  status: z.enum(["current", "superseded", "reopened"]),
  /** When a later version superseded it, or staff reopened it. */
  ended_at: z.iso.datetime().nullable(),
  /** The language of its PDF of record: the one it was confirmed in. */
  language: z.string(),
  /** SHA-256 of the confirmation's canonical content, as the PDF prints it. */
  content_hash: z.string(),
  /** Whether its PDF of record has been made (a few seconds after confirming). */
  pdf_ready: z.boolean(),
});

export const confirmationCheckFormSchema = z.object({
  file: z.file().describe("The PDF to check, of at most 20 MB"),
});

export const confirmationCheckAnswerSchema = z.strictObject({
  /** True only for the byte-exact PDF of record of this version. */
  matches: z.boolean(),
  /** The SHA-256 of the file received, for the reader's own records. */
  sha256: z.string(),
  message: z.string(),
});
