/**
 * Events for a company's webhook (decision 043), stored as jobs of `WEBHOOK_QUEUE` in the
 * transaction that makes them happen: an event is sent if and only if what it tells of was
 * committed. The payload is written here, once, so every attempt sends the same event.
 */
import { randomUUID } from "node:crypto";
import type { WebhookEventType, WebhookPayload } from "@home-designer/core";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  apartmentLayouts,
  apartments,
  buildings,
  companies,
  companyHosts,
  confirmations,
  projects,
  webhooks,
} from "../../db/schema.ts";
import type { Transaction, TransactionJobs } from "../../jobs/queue.ts";
import { WEBHOOK_QUEUE, type WebhookJob } from "../../jobs/queues.ts";

/** What happened, to which layout. */
export type WebhookEvent = {
  type: WebhookEventType;
  layoutId: number;
  /** The confirmation it is about (`layout.confirmed`), if any. */
  confirmationId?: number | null;
  /**
   * The company's site the link to the choices is on (`https://alpha.example`); the company's
   * first host when not given (an event of a job, outside a request).
   */
  site?: string;
};

/** A company's webhook, as `webhookOf` found it before the transaction of an event. */
export type CompanyWebhook = { companyId: number };

/**
 * The company's webhook, or null. Read before the transaction that makes an event happen, so that
 * it adds no statement to it for the companies without one: on the embedded database a
 * transaction holds every other statement back. A webhook set up while that transaction runs
 * misses its event, as one set up a moment later would; one removed meanwhile drops it when it is
 * delivered (jobs/tasks/webhook.ts).
 */
export async function webhookOf(db: Db, companyId: number): Promise<CompanyWebhook | null> {
  const [hook] = await db
    .select({ companyId: webhooks.companyId })
    .from(webhooks)
    .where(eq(webhooks.companyId, companyId))
    .limit(1);
  return hook ?? null;
}

/**
 * Stores the event for the company's webhook (`webhookOf`) in `tx`, with `jobs` of the same
 * transaction (`ctx.jobs.transaction`); nothing when the company has none. Returns the event's id.
 */
export async function enqueueWebhook(
  tx: Transaction,
  jobs: TransactionJobs,
  hook: CompanyWebhook | null,
  event: WebhookEvent,
): Promise<string | null> {
  if (!hook) return null;
  const companyId = hook.companyId;
  const [place] = await tx
    .select({
      company: { id: companies.id, slug: companies.slug },
      project: { id: projects.id, code: projects.code, name: projects.name },
      building: { id: buildings.id, code: buildings.code },
      apartment: { id: apartments.id, code: apartments.code },
      layout: { id: apartmentLayouts.id, code: apartmentLayouts.code, name: apartmentLayouts.name },
    })
    .from(apartmentLayouts)
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(apartmentLayouts.id, event.layoutId))
    .limit(1);
  // Another company's layout is no event of this one's.
  if (!place || place.company.id !== companyId) throw new Error("webhook event of another company");
  const confirmation =
    event.confirmationId == null
      ? undefined
      : (
          await tx
            .select({ packageId: confirmations.packageId, userId: confirmations.userId })
            .from(confirmations)
            .where(eq(confirmations.id, event.confirmationId))
            .limit(1)
        )[0];
  const site = event.site ?? (await firstSite(tx, companyId));
  const id = `evt_${randomUUID().replaceAll("-", "")}`;
  const payload: WebhookPayload = {
    id,
    type: event.type,
    timestamp: new Date().toISOString(),
    data: {
      ...place,
      confirmation_id: event.confirmationId ?? null,
      choices_url: confirmation
        ? `${site}/api/packages/${confirmation.packageId}/selections?${new URLSearchParams({
            apartment_layout_id: String(event.layoutId),
            user_id: String(confirmation.userId),
          })}`
        : null,
    },
  };
  const job: WebhookJob = { companyId, payload };
  await jobs.send(WEBHOOK_QUEUE, job);
  return id;
}

async function firstSite(tx: Transaction, companyId: number): Promise<string> {
  const [host] = await tx
    .select({ host: companyHosts.host })
    .from(companyHosts)
    .where(eq(companyHosts.companyId, companyId))
    .orderBy(asc(companyHosts.host))
    .limit(1);
  return host ? `https://${host.host}` : "";
}
