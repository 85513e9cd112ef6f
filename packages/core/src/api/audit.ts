import { z } from "zod";
import { codeParam, historySourceSchema } from "./back-office.ts";
import { i18nTextSchema, idParam, pageParam } from "./common.ts";

/**
 * A project's audit trail (issue 23, docs/decisions/047-audit-trail.md): who did what to its
 * layouts and apartments, and when. Written in the transaction of the change itself, never changed
 * afterwards; read and exported by the company's staff.
 */

export const auditParamsSchema = z.object({ project: codeParam });

export const auditQuerySchema = z.object({
  /** Only the events of one layout (`apartment_layout_id`), and of its apartment's buyers. */
  layout: idParam.optional(),
  page: pageParam,
});

export const auditExportQuerySchema = z.object({ layout: idParam.optional() });

/** The roles a person acted in, as the account's role was when the trail is read. */
export const auditRoleSchema = z.enum(["customer", "designer", "admin"]);

/** A package's or special solution's name, in the company's languages (a person's own package has one). */
const name = i18nTextSchema;

/**
 * What was done, and what the trail keeps of it. A buyer's own words (a change request's message)
 * are not kept: the trail outlives an erased account (the decision says why).
 */
const actions = [
  /** A person saved one of their designs, or staff saved it for them. */
  z.object({ action: z.literal("design_saved"), package: name, new: z.boolean() }),
  z.object({ action: z.literal("design_renamed"), package: name, from: name }),
  z.object({ action: z.literal("design_duplicated"), package: name, from: name }),
  z.object({ action: z.literal("design_deleted"), package: name }),
  /** Every design of one person for the layout, deleted at once. */
  z.object({ action: z.literal("designs_deleted"), count: z.number().int() }),
  /**
   * A confirmation of record: by the buyer or staff for them (`buyer`), or staff changing a
   * confirmed package (`amendment`). `total` in euros as confirmed.
   */
  z.object({
    action: z.literal("confirmed"),
    version: z.number().int(),
    kind: z.enum(["buyer", "amendment"]),
    package: name,
    total: z.number(),
    hash: z.string(),
    /** The name the eID broker verified, when the buyer signed it. */
    signed_by: z.string().nullable().default(null),
  }),
  /** `rooms`: the rooms reopened by their names then; null, the whole layout. */
  z.object({
    action: z.literal("reopened"),
    version: z.number().int(),
    reason: z.string(),
    rooms: z.array(i18nTextSchema).nullable(),
  }),
  z.object({ action: z.literal("change_requested"), version: z.number().int() }),
  z.object({ action: z.literal("change_declined"), version: z.number().int(), reason: z.string() }),
  /** The apartment's buyers, by address, as staff set them (or an import did). */
  z.object({
    action: z.literal("buyers_changed"),
    added: z.array(z.string()),
    removed: z.array(z.string()),
  }),
  /** A special solution staff made in a design: `group` by its name then. */
  z.object({ action: z.literal("special_added"), package: name, group: i18nTextSchema }),
  /** `fields`: the fields changed (`name`, `price`, … and `files`). */
  z.object({
    action: z.literal("special_changed"),
    package: name,
    name,
    fields: z.array(z.string()),
  }),
  z.object({ action: z.literal("special_deleted"), package: name, name }),
  z.object({ action: z.literal("room_renamed"), name: z.string() }),
  /** An import that changed the project: how many of its things. */
  z.object({
    action: z.literal("imported"),
    source: historySourceSchema,
    things: z.number().int(),
  }),
  /** An import changed the project's selection deadlines: them as they are after it. */
  z.object({
    action: z.literal("deadlines_changed"),
    deadlines: z.array(z.object({ code: z.string(), date: z.string(), name: i18nTextSchema })),
  }),
] as const;

/** What an event says it did, by its `action`: the database's `details` column. */
export const auditDetailsSchema = z.discriminatedUnion("action", actions);
export type AuditDetails = z.infer<typeof auditDetailsSchema>;
export type AuditAction = AuditDetails["action"];
export const AUDIT_ACTIONS = actions.map((a) => a.shape.action.value) as AuditAction[];

const auditWhoSchema = z.object({
  /** Their address now; null: the account was deleted since. */
  email: z.string().nullable(),
  role: auditRoleSchema.nullable(),
});

export const auditEventSchema = z.object({
  at: z.iso.datetime(),
  /** Who did it; null for the server itself (an import from its command line). */
  by: auditWhoSchema.nullable(),
  /** The customer staff acted for, when they did. */
  for: auditWhoSchema.nullable(),
  /** The apartment it was about; null for the project as a whole. */
  apartment: z.object({ building: z.string(), number: z.string() }).nullable(),
  layout: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  details: auditDetailsSchema,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditAnswerSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  events: z.array(auditEventSchema),
});
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;
