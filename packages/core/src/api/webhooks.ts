import { z } from "zod";
import { CODE_PATTERN } from "../company-format/schema.ts";
import { i18nTextSchema } from "./common.ts";
import { rule } from "./validation-messages.ts";

/**
 * A company's webhook for its ERP (docs/api.md, "Webhooks"; docs/decisions/043-webhooks.md): the
 * address events are POSTed to, signed as Standard Webhooks signs them, and every attempt at
 * delivering one as the company's admins see it.
 */

/**
 * What a webhook is told of. `layout.confirmed` is sent when a buyer (or staff for them) confirms
 * a layout's design; `layout.deadline_passed` once a layout's selection deadline has passed
 * without a confirmation; `layout.reopened` when staff reopen a confirmed layout for changes.
 */
export const WEBHOOK_EVENT_TYPES = [
  "layout.confirmed",
  "layout.reopened",
  "layout.deadline_passed",
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** The JSON body of a delivery: the same on every attempt at one event. */
export const webhookPayloadSchema = z.strictObject({
  /** The event's id (`evt_…`), also the `webhook-id` header: a receiver drops one it has seen. */
  id: z.string(),
  type: webhookEventTypeSchema,
  /** When it happened (ISO 8601). */
  timestamp: z.string(),
  data: z.strictObject({
    company: z.strictObject({ id: z.number().int(), slug: z.string() }),
    project: z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() }),
    building: z.strictObject({ id: z.number().int(), code: z.string() }),
    apartment: z.strictObject({ id: z.number().int(), code: z.string() }),
    layout: z.strictObject({ id: z.number().int(), code: z.string(), name: z.string() }),
    /** The confirmation, for `layout.confirmed`; null otherwise. */
    confirmation_id: z.number().int().nullable(),
    /**
     * Where the confirmed choices are read (`GET /api/packages/{id}/selections`, with a staff
     * member's token of the company); null when nothing is confirmed.
     */
    choices_url: z.string().nullable(),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** The longest webhook address taken. */
export const WEBHOOK_URL_MAX = 2_000;

export const webhookBodySchema = z.object({
  url: z.url(rule("url")).max(WEBHOOK_URL_MAX, rule("text_max", { maximum: WEBHOOK_URL_MAX })),
});

export const webhookAnswerSchema = z.object({
  /** The company's webhook, or null when it has none. */
  webhook: z
    .object({
      url: z.string(),
      /** The signing secret (`whsec_…`), for the company's admins only. */
      secret: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  /** The events a webhook is sent. */
  events: z.array(webhookEventTypeSchema),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  url: z.string(),
  /** 1 for the first attempt at the event, 2 for its first retry, … */
  attempt: z.number().int(),
  at: z.string(),
  /** The receiver's HTTP status; null when none came. */
  status_code: z.number().int().nullable(),
  /** Why the attempt failed; null when it was delivered (2xx). */
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesAnswerSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The newest first. */
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookDeliveriesAnswer = z.infer<typeof webhookDeliveriesAnswerSchema>;

// ─── Popular choices ──────────────────────────────────────────────────────────────────────────

export const popularChoicesQuerySchema = z.object({
  /** The project's code. */
  project: z.string().regex(CODE_PATTERN, rule("invalid")),
});

export const popularChoicesAnswerSchema = z.object({
  project: z.object({ code: z.string(), name: z.string() }),
  /** How many saved designs (buyers' own packages) and confirmed designs the project has. */
  saved_designs: z.number().int(),
  confirmed_designs: z.number().int(),
  room_types: z.array(
    z.object({
      id: z.number().int(),
      label: i18nTextSchema,
      groups: z.array(
        z.object({
          id: z.number().int(),
          title: i18nTextSchema,
          /** Every option the group offers, the most often confirmed first. */
          options: z.array(
            z.object({
              id: z.number().int(),
              /** The option's code in the company's folder. */
              code: z.string(),
              title: i18nTextSchema,
              /** How many saved designs chose it (in any room of the type), and how many confirmed ones. */
              saved: z.number().int(),
              confirmed: z.number().int(),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type PopularChoicesAnswer = z.infer<typeof popularChoicesAnswerSchema>;
