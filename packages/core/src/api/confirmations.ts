import { z } from "zod";
import { i18nTextSchema, idBody, idParam } from "./common.ts";
import { specialFileSchema } from "./rooms.ts";
import { signatureSchema } from "./signing.ts";

/**
 * A layout's confirmation versions as its buyer and the company's staff read them, staff
 * reopening a confirmed layout, and buyers asking for that (issue 23,
 * docs/decisions/046-reopening-confirmations.md).
 */

/** The longest reason staff may give for reopening: a paragraph or two. */
export const REOPEN_REASON_LIMIT = 2000;

export const reopenBodySchema = z.object({
  /** Why, in words the buyer reads in their mail and in the configurator. */
  reason: z.string().trim().min(1).max(REOPEN_REASON_LIMIT),
  /** The rooms (tabs) the buyer may change again; none named: the whole layout. */
  tab_ids: z.array(idBody).max(200).default([]),
  /** The buyer's open change request this reopening accepts, if any. */
  change_request_id: idBody.optional(),
});

/** A reopened layout as the buyer and staff read it until the buyer confirms again. */
export const reopeningSchema = z.strictObject({
  /** The version reopened. */
  version: z.number().int(),
  reason: z.string(),
  /** The rooms the buyer may change; null: the whole layout. */
  tab_ids: z.array(z.number().int()).nullable(),
  reopened_at: z.iso.datetime(),
});
export type Reopening = z.infer<typeof reopeningSchema>;

export const reopenAnswerSchema = z.strictObject({
  message: z.string(),
  reopening: reopeningSchema,
});

const confirmedOptionSchema = z.strictObject({
  selectionId: z.number().int(),
  name: i18nTextSchema,
  materialCode: z.string().nullable(),
  priceCents: z.number().int(),
  isSpecial: z.boolean(),
});

/** Core's `ConfirmationChanges`: in the snapshot's own (camelCase) words, as it is derived from it. */
export const confirmationChangesSchema = z.strictObject({
  rooms: z.array(
    z.strictObject({
      roomId: z.number().int(),
      label: i18nTextSchema,
      numbers: z.array(z.string()),
      changes: z.array(
        z.strictObject({
          groupId: z.number().int(),
          groupTitle: i18nTextSchema,
          before: confirmedOptionSchema.nullable(),
          after: confirmedOptionSchema.nullable(),
          deltaCents: z.number().int(),
        }),
      ),
    }),
  ),
  totalDeltaCents: z.number().int(),
});

export const confirmationVersionSchema = z.strictObject({
  version: z.number().int(),
  /** `current`: the confirmation of record; `superseded` by a later version; `reopened` by staff. */
  status: z.enum(["current", "superseded", "reopened"]),
  confirmed_at: z.iso.datetime(),
  ended_at: z.iso.datetime().nullable(),
  /** Who confirmed, as the verification page says it (decision 044). */
  confirmed_by: z.enum(["buyer", "staff_for_buyer", "staff_amendment"]),
  /** The name the company's eID broker verified when the buyer signed it; null: not signed. */
  signature: signatureSchema.nullable(),
  package_id: z.number().int(),
  total_cents: z.number().int(),
  vat: z.number().nullable(),
  /** The code of its public verification page (`/{lang}/verify/{code}`). */
  verify_code: z.string(),
  /** Why and what staff reopened, for a `reopened` version. */
  reopening: reopeningSchema.nullable(),
  /** What it changed against the version before it; null for version 1. */
  changes: confirmationChangesSchema.nullable(),
});
export type ConfirmationVersion = z.infer<typeof confirmationVersionSchema>;

/** A layout's versions, the newest first, and its open reopening if the buyer is to confirm again. */
export const layoutConfirmationsAnswerSchema = z.strictObject({
  versions: z.array(confirmationVersionSchema),
  reopening: reopeningSchema.nullable(),
});

/** The longest message a buyer may send with a change request. */
export const CHANGE_REQUEST_LIMIT = 2000;

export const changeRequestBodySchema = z.object({
  /** What the buyer would like changed, in their words. */
  message: z.string().trim().min(1).max(CHANGE_REQUEST_LIMIT),
});

export const changeRequestParamsSchema = z.object({ requestId: idParam });

export const declineBodySchema = z.object({
  /** Why not, in words the buyer reads. */
  reason: z.string().trim().min(1).max(REOPEN_REASON_LIMIT),
});

/**
 * A buyer's request to change a confirmed layout: `open` until staff accept it (reopening the
 * layout) or decline it with a reason, which the buyer then reads as `answer`.
 */
export const changeRequestSchema = z.strictObject({
  id: z.number().int(),
  /** The confirmation version it was asked about. */
  version: z.number().int(),
  status: z.enum(["open", "accepted", "declined"]),
  message: z.string(),
  created_at: z.iso.datetime(),
  answer: z.string().nullable(),
  answered_at: z.iso.datetime().nullable(),
  /** What the buyer attached (a photo, a drawing), each with a link of its own for an hour. */
  files: z.array(specialFileSchema),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

/** The most files a buyer attaches to one change request. */
export const CHANGE_REQUEST_FILES_LIMIT = 5;

/**
 * The multipart form of attaching files to one's open change request, read as it streams (so no
 * schema validates it): described here for the API's documentation.
 */
export const changeRequestFilesFormSchema = z.object({
  "files[]": z
    .array(z.file())
    .describe("PDF, JPEG, PNG or WebP, up to 10 MB each, 5 a request in all"),
});

export const changeRequestAnswerSchema = z.strictObject({
  message: z.string(),
  change_request: changeRequestSchema,
});

/** A change request with the layout it asks to change, as the dashboard reads them all. */
export const layoutChangeRequestSchema = changeRequestSchema.extend({
  apartment_layout_id: z.number().int(),
});
export type LayoutChangeRequest = z.infer<typeof layoutChangeRequestSchema>;

/**
 * The change requests of every layout on a person's dashboard, the newest first: the dashboard
 * reads them in one call, not one per confirmed layout.
 */
export const changeRequestsAnswerSchema = z.strictObject({
  change_requests: z.array(layoutChangeRequestSchema),
});
