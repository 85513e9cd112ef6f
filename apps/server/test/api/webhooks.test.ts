import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { webhookPayloadSchema } from "@home-designer/core";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmations, projects } from "../../src/db/schema.ts";
import { announcePassedDeadlines } from "../../src/jobs/tasks/deadline-reminders.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A receiver on this machine that answers 500 to the first delivery and 204 to the others, and
 * keeps every request it got.
 */
async function startReceiver() {
  const received: Received[] = [];
  let arrived: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.statusCode = received.length === 1 ? 500 : 204;
      response.end();
      for (const resolve of arrived) resolve();
      arrived = [];
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/home-designer`,
    received,
    /** Resolves once `n` requests have arrived. */
    async count(n: number) {
      while (received.length < n) await new Promise<void>((resolve) => arrived.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds())("webhooks on %s", (kind) => {
  let server: TestServer;
  let w: World;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const admin = () => server.as({ token: w.token("admin") });

  it("refuses addresses that are not https or this machine's, and other people than the company's admins", async () => {
    for (const url of ["not an address", "ftp://erp.example/hook", "http://erp.example/hook"]) {
      const res = await admin().api("PUT /admin/webhook", { body: { url } });
      expect(res.status).toBe(422);
      expect(res.error.errors?.url).toHaveLength(1);
    }
    const de = await admin().api("PUT /admin/webhook", {
      body: { url: "http://erp.example/hook" },
      site: ALPHA_DE_SITE,
    });
    expect(de.error.message).toBe("Die Webhook-Adresse muss mit https:// beginnen.");
    const long = await admin().api("PUT /admin/webhook", {
      body: { url: `https://erp.example/${"a".repeat(2_000)}` },
    });
    expect(long.status).toBe(422);
    expect(
      (await admin().raw("PUT", "/api/admin/webhook", { body: { address: "x" } })).status,
    ).toBe(422);
    expect(
      (await admin().api("GET /admin/webhook/deliveries", { query: { page: "0" } })).status,
    ).toBe(422);
    // Nothing was stored by any of them.
    expect((await admin().api("GET /admin/webhook")).answer.webhook).toBeNull();
    expect((await admin().api("POST /admin/webhook/secret")).status).toBe(404);
  });

  it("delivers a confirmation signed, retries a failed delivery, and lists both attempts", async () => {
    const set = await admin().api("PUT /admin/webhook", { body: { url: receiver.url } });
    expect(set.status).toBe(200);
    const secret = set.answer.webhook?.secret ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
    expect(set.answer.events).toEqual([
      "layout.confirmed",
      "layout.reopened",
      "layout.deadline_passed",
    ]);

    const confirmed = await server.api("POST /confirm-package", {
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.customerPackage.id,
        selected_locale: "en",
      },
      token: w.token("customer"),
    });
    expect(confirmed.status).toBe(200);
    await receiver.count(2);

    const [first, second] = receiver.received;
    expect(second?.body).toBe(first?.body);
    expect(second?.headers["webhook-id"]).toBe(first?.headers["webhook-id"]);
    expect(second?.headers["content-type"]).toBe("application/json");
    // Standard Webhooks' own library verifies the signature (and refuses another secret's).
    const verified = new Webhook(secret).verify(second?.body ?? "", {
      "webhook-id": String(second?.headers["webhook-id"]),
      "webhook-timestamp": String(second?.headers["webhook-timestamp"]),
      "webhook-signature": String(second?.headers["webhook-signature"]),
    });
    const payload = webhookPayloadSchema.parse(verified);
    const other = new Webhook(`whsec_${Buffer.alloc(32, 7).toString("base64")}`);
    expect(() =>
      other.verify(second?.body ?? "", {
        "webhook-id": String(second?.headers["webhook-id"]),
        "webhook-timestamp": String(second?.headers["webhook-timestamp"]),
        "webhook-signature": String(second?.headers["webhook-signature"]),
      }),
    ).toThrow();

    const [confirmation] = await server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
    expect(payload).toMatchObject({
      id: second?.headers["webhook-id"],
      type: "layout.confirmed",
      data: {
        company: { id: w.alpha.id, slug: "alpha" },
        project: { id: w.project.id, code: w.project.code },
        building: { id: w.building.id },
        apartment: { id: w.apartments.apt10.id },
        layout: { id: w.layout.id },
        confirmation_id: confirmation?.id,
      },
    });
    // The link reads the confirmed choices with a staff member's token.
    const link = new URL(payload.data.choices_url ?? "");
    expect(link.origin).toBe("https://alpha.test");
    const choices = await server.raw("GET", link.pathname + link.search, {
      token: w.token("designer"),
    });
    expect(choices.status).toBe(200);
    expect(choices.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: w.option("walnut") })]),
    );

    await expect
      .poll(async () => (await admin().api("GET /admin/webhook/deliveries")).answer.deliveries)
      .toHaveLength(2);
    const list = await admin().api("GET /admin/webhook/deliveries");
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(list.answer).toMatchObject({ total: 2, page: 1 });
    expect(list.answer.deliveries).toMatchObject([
      {
        event_id: payload.id,
        event_type: "layout.confirmed",
        attempt: 2,
        status_code: 204,
        error: null,
      },
      {
        event_id: payload.id,
        event_type: "layout.confirmed",
        attempt: 1,
        status_code: 500,
        error: "HTTP 500",
      },
    ]);
    expect(list.answer.deliveries[0]?.url).toBe(receiver.url);
  });

  it("keeps each company's webhook its own, and changes the secret on request", async () => {
    const beta = await server.api("GET /admin/webhook", {
      token: w.token("betaAdmin"),
      site: BETA_SITE,
    });
    expect(beta.answer.webhook).toBeNull();
    const betaDeliveries = await server.api("GET /admin/webhook/deliveries", {
      token: w.token("betaAdmin"),
      site: BETA_SITE,
    });
    expect(betaDeliveries.answer).toMatchObject({ total: 0, deliveries: [] });

    const before = (await admin().api("GET /admin/webhook")).answer.webhook?.secret;
    const rotated = await admin().api("POST /admin/webhook/secret");
    expect(rotated.status).toBe(200);
    expect(rotated.answer.webhook?.secret).toMatch(/^whsec_/);
    expect(rotated.answer.webhook?.secret).not.toBe(before);
    expect(rotated.answer.webhook?.url).toBe(receiver.url);

    const removed = await admin().api("DELETE /admin/webhook");
    expect(removed.status).toBe(200);
    expect((await admin().api("GET /admin/webhook")).answer.webhook).toBeNull();
    // The attempts stay listed.
    expect((await admin().api("GET /admin/webhook/deliveries")).answer.total).toBe(2);
  });
});

/** A day `days` from now, as a deadline writes it. */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())("a passed deadline's webhook on %s", (kind) => {
  let server: TestServer;
  let w: World;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      // The bathroom's deadline passed two days ago; the rest of the layout's is weeks ahead.
      await ctx.db
        .update(projects)
        .set({
          deadlines: [
            { code: "bath", date: dayIn(-2), room_types: ["bathroom"] },
            { code: "rest", date: dayIn(40) },
          ],
        })
        .where(eq(projects.id, w.project.id));
    });
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it("announces each unconfirmed layout the deadline holds, once, and nothing without a webhook", async () => {
    // No webhook yet: nothing is announced, nor kept from being announced once there is one.
    expect(await announcePassedDeadlines(server.ctx)).toBe(0);
    const set = await server.as({ token: w.token("admin") }).api("PUT /admin/webhook", {
      body: { url: receiver.url },
    });
    expect(set.status).toBe(200);
    // Layout 1 has a bathroom and no confirmation; layout 2 has no bathroom (and is confirmed).
    expect(await announcePassedDeadlines(server.ctx)).toBe(1);
    expect(await announcePassedDeadlines(server.ctx)).toBe(0);
    await receiver.count(2);
    const payload = webhookPayloadSchema.parse(JSON.parse(receiver.received[1]?.body ?? ""));
    expect(payload.type).toBe("layout.deadline_passed");
    expect(payload.data.layout).toEqual({ id: w.layout.id, code: "layout-1", name: "Layout 1" });
    expect(payload.data.confirmation_id).toBeNull();
    expect(payload.data.choices_url).toBeNull();
    // A deadline more than 30 days past is no longer looked at.
    await server.ctx.db
      .update(projects)
      .set({ deadlines: [{ code: "old", date: dayIn(-40) }] })
      .where(eq(projects.id, w.project.id));
    expect(await announcePassedDeadlines(server.ctx)).toBe(0);
  });
});
