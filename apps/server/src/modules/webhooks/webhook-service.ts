/**
 * A company's webhook as its admins set it in the back office (decision 043): its address, its
 * signing secret (made here, changed on request) and the attempts at delivering its events.
 */
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookAnswer,
  type WebhookDeliveriesAnswer,
} from "@home-designer/core";
import { count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import { notFound, unprocessable } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { webhookAddressRefusal } from "./webhook-address.ts";
import { newWebhookSecret } from "./webhook-signature.ts";

export const DELIVERIES_PER_PAGE = 50;

type WebhookRow = typeof webhooks.$inferSelect;

function present(row: WebhookRow | undefined): WebhookAnswer {
  return {
    webhook: row
      ? {
          url: row.url,
          secret: row.secret,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        }
      : null,
    events: [...WEBHOOK_EVENT_TYPES],
  };
}

export async function companyWebhook(ctx: AppContext, companyId: number): Promise<WebhookAnswer> {
  const [row] = await ctx.db
    .select()
    .from(webhooks)
    .where(eq(webhooks.companyId, companyId))
    .limit(1);
  return present(row);
}

/** Sets the webhook's address; a new webhook gets a new secret, an existing one keeps its own. */
export async function setWebhook(
  ctx: AppContext,
  companyId: number,
  url: string,
): Promise<WebhookAnswer> {
  const refusal = webhookAddressRefusal(url, ctx.config.env === "production");
  if (refusal) throw unprocessable(refusal, { url: [refusal] });
  const [row] = await ctx.db
    .insert(webhooks)
    .values({ companyId, url, secret: newWebhookSecret() })
    .onConflictDoUpdate({ target: webhooks.companyId, set: { url, updatedAt: new Date() } })
    .returning();
  return present(row);
}

/** A new secret: deliveries from now on are signed with it, the old one no longer verifies. */
export async function rotateWebhookSecret(
  ctx: AppContext,
  companyId: number,
): Promise<WebhookAnswer> {
  const [row] = await ctx.db
    .update(webhooks)
    .set({ secret: newWebhookSecret(), updatedAt: new Date() })
    .where(eq(webhooks.companyId, companyId))
    .returning();
  if (!row) throw notFound(localized("webhookNotFound"));
  return present(row);
}

/** Removes the webhook: events waiting to be sent are dropped, the deliveries' list is kept. */
export async function removeWebhook(ctx: AppContext, companyId: number): Promise<void> {
  await ctx.db.delete(webhooks).where(eq(webhooks.companyId, companyId));
}

/** A page of the company's attempts at delivering, newest first. */
export async function webhookDeliveriesPage(
  ctx: AppContext,
  companyId: number,
  page: number,
): Promise<WebhookDeliveriesAnswer> {
  const where = eq(webhookDeliveries.companyId, companyId);
  const [total] = await ctx.db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await ctx.db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.at), desc(webhookDeliveries.id))
    .limit(DELIVERIES_PER_PAGE)
    .offset((page - 1) * DELIVERIES_PER_PAGE);
  return {
    total: total?.n ?? 0,
    page,
    per_page: DELIVERIES_PER_PAGE,
    deliveries: rows.map((row) => ({
      id: row.id,
      event_id: row.eventId,
      event_type: row.eventType,
      url: row.url,
      attempt: row.attempt,
      at: row.at.toISOString(),
      status_code: row.statusCode,
      error: row.error,
      duration_ms: row.durationMs,
    })),
  };
}
