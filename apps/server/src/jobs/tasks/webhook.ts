/**
 * The webhook task (`WEBHOOK_QUEUE`, decision 043): one attempt at POSTing an event to the
 * company's webhook, recorded for its admins whatever came of it. A refusal, a timeout or an
 * answer other than 2xx throws, and pg-boss tries again later (backing off); a redirect is not
 * followed and counts as a failure.
 */
import http from "node:http";
import https from "node:https";
import { count, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { webhookDeliveries, webhooks } from "../../db/schema.ts";
import { publicOnlyLookup } from "../../modules/webhooks/webhook-address.ts";
import { signatureHeaders } from "../../modules/webhooks/webhook-signature.ts";
import type { WebhookJob } from "../queues.ts";

/** How long a receiver has to answer: an ERP should take the event and work on it later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The longest error kept of an attempt. */
const ERROR_LENGTH = 500;

/** Why an attempt failed, as the admins read it. */
export class WebhookFailed extends Error {}

export async function deliverWebhook(ctx: AppContext, job: WebhookJob): Promise<void> {
  const [hook] = await ctx.db
    .select()
    .from(webhooks)
    .where(eq(webhooks.companyId, job.companyId))
    .limit(1);
  // Removed since: the event is dropped, as the admins asked.
  if (!hook) return;
  const [before] = await ctx.db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventId, job.payload.id));
  const body = JSON.stringify(job.payload);
  const started = performance.now();
  const { status, error } = await post(
    hook.url,
    body,
    signatureHeaders(hook.secret, job.payload.id, new Date(), body),
    ctx.config.env === "production",
  );
  const failure =
    error ?? (status !== null && (status < 200 || status > 299) ? `HTTP ${status}` : null);
  await ctx.db.insert(webhookDeliveries).values({
    companyId: job.companyId,
    eventId: job.payload.id,
    eventType: job.payload.type,
    url: hook.url,
    attempt: (before?.n ?? 0) + 1,
    statusCode: status,
    error: failure?.slice(0, ERROR_LENGTH) ?? null,
    durationMs: Math.round(performance.now() - started),
  });
  if (failure) throw new WebhookFailed(failure);
}

/**
 * One POST, never following a redirect, within WEBHOOK_TIMEOUT_MS; in production connecting only
 * to public addresses. The answer's body is not read beyond what the socket brings.
 */
function post(
  url: string,
  body: string,
  signature: Record<string, string>,
  production: boolean,
): Promise<{ status: number | null; error: string | null }> {
  return new Promise((settle) => {
    // The whole attempt, connecting included, not only the socket's idle time.
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)),
      WEBHOOK_TIMEOUT_MS,
    );
    const resolve = (outcome: { status: number | null; error: string | null }) => {
      clearTimeout(timer);
      settle(outcome);
    };
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : http;
    const request = client.request(
      target,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "user-agent": "HomeDesigner-Webhooks/1",
          ...signature,
        },
        lookup: production ? publicOnlyLookup : undefined,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? null;
        const redirect = status !== null && status >= 300 && status < 400;
        resolve({
          status,
          error: redirect
            ? `HTTP ${status}: redirect to ${response.headers.location ?? "?"} not followed`
            : null,
        });
      },
    );
    request.on("error", (error) => resolve({ status: null, error: error.message }));
    request.end(body);
  });
}
