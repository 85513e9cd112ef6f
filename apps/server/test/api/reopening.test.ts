import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  confirmations,
  layoutReopenings,
  webhookDeliveries,
  webhooks,
} from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { recordPdf } from "../../src/modules/packages/record-pdf.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";
import { pdfText } from "../pdf/poppler.ts";

/**
 * Staff reopening a confirmed layout (decision 046): the version ends as reopened with a reason
 * and the rooms named, the buyer is mailed, changes only those rooms and confirms again, and
 * version 2 says what changed against version 1.
 */
describe.each(databaseKinds())("reopening a confirmation (%s)", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      // A webhook at an address deliveries refuse at once (a private one): its events are recorded.
      await ctx.db
        .insert(webhooks)
        .values({ companyId: w.alpha.id, url: "https://127.0.0.1/hook", secret: "whsec_x" });
    });
  });
  afterAll(() => server?.close());

  const versionsOf = (layoutId: number) =>
    server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, layoutId))
      .orderBy(asc(confirmations.version));
  const reopen = (
    token: string,
    layoutId: number,
    body: { reason: string; tab_ids?: number[] },
    site?: string,
  ) =>
    server.api("POST /layouts/:layoutId/reopen", {
      params: { layoutId },
      body: { tab_ids: [], ...body },
      token,
      ...(site ? { site } : { locale: "en" }),
    });
  const confirm = (token: string, packageId: number, layoutId = w.layout.id) =>
    server.api("POST /confirm-package", {
      token,
      body: {
        apartment_id: layoutId === w.layout.id ? w.apartments.apt10.id : w.apartments.apt2.id,
        apartment_layout_id: layoutId,
        package_id: packageId,
        selected_locale: "en",
      },
    });
  const save = (selections: { tab_id: number; selection_id: number }[]) =>
    server.api("POST /packages", {
      body: {
        apartment_layout_id: w.layout.id,
        package_id: w.packages.customerPackage.id,
        selections,
      },
      token: w.token("customer"),
      locale: "en",
    });
  const packagesOf = async (token: string, layoutId = w.layout.id) =>
    (
      await server.api("GET /packages", {
        query: { project_id: w.project.id, apartment_layout_id: layoutId },
        token,
      })
    ).answer;

  it("refuses to reopen a layout that is not confirmed", async () => {
    const res = await reopen(w.token("designer"), w.layout.id, { reason: "Too early" });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(message("en", "notConfirmedToReopen"));
  });

  it("reopens the rooms named with a reason, ends the version, mails the buyer and tells the webhook", async () => {
    expect((await confirm(w.token("customer"), w.packages.customerPackage.id)).status).toBe(200);
    const mails = server.mails.length;
    const res = await reopen(w.token("designer"), w.layout.id, {
      reason: "The white wall tiles are no longer made.",
      tab_ids: [w.rooms.bathRoom.id],
    });
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({
      message: message("en", "reopened"),
      reopening: {
        version: 1,
        reason: "The white wall tiles are no longer made.",
        tab_ids: [w.rooms.bathRoom.id],
        reopened_at: expect.any(String),
      },
    });
    const [v1] = await versionsOf(w.layout.id);
    expect(v1).toMatchObject({ version: 1, status: "reopened", endedAt: expect.any(Date) });

    const mail = server.mails.slice(mails).find((m) => m.to === "customer@example.test");
    // In the buyer's language, Estonian here.
    expect(mail?.subject).toContain("muutmiseks avatud");
    expect(mail?.text).toContain("The white wall tiles are no longer made.");
    // The bathroom as staff renamed it.
    expect(mail?.text).toContain("ruumid Vannituba");
    expect(mail?.text).toContain(`/${w.packages.customerPackage.id}?`);

    const deliveries = await server.ctx.db
      .select({ type: webhookDeliveries.eventType })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.companyId, w.alpha.id));
    expect(deliveries.map((d) => d.type)).toContain("layout.reopened");
  });

  it("shows the buyer the reopening with their package open to change and to confirm again", async () => {
    const own = (await packagesOf(w.token("customer"))).find(
      (p) => p.id === w.packages.customerPackage.id,
    );
    expect(own).toMatchObject({
      confirmed: false,
      can_confirm: true,
      abilities: { change: true, confirm: true },
      reopening: { version: 1, tab_ids: [w.rooms.bathRoom.id] },
    });
    // The dashboard's entries of the layout carry it too, for the buyer and staff acting for them.
    const dashboards = [
      await server.api("GET /apartments", {
        query: { company: w.alpha.id, page: 1, perPage: 10 },
        token: w.token("customer"),
      }),
      await server.api("GET /user-apartments/:userId", {
        params: { userId: w.user("customer").id },
        query: { company: w.alpha.id, page: 1, perPage: 10 },
        token: w.token("designer"),
      }),
    ];
    for (const dashboard of dashboards) {
      const entries = dashboard.answer[String(w.layout.id)] ?? [];
      expect(entries.length).toBeGreaterThan(0);
      expect(
        entries.every((e) => e.reopening?.reason === "The white wall tiles are no longer made."),
      ).toBe(true);
    }
    // A guest reads no reopening, nor does another customer of the company.
    const guest = await server.api("GET /packages", {
      query: { project_id: w.project.id, apartment_layout_id: w.layout.id },
    });
    expect(guest.answer.every((p) => p.reopening === null)).toBe(true);
    expect((await packagesOf(w.token("otherCustomer"))).every((p) => p.reopening === null)).toBe(
      true,
    );
  });

  it("refuses a change outside the reopened rooms, and takes one inside", async () => {
    const [before] = await versionsOf(w.layout.id);
    // The floor is the whole apartment's, which was not reopened.
    const outside = await save([
      { tab_id: w.rooms.wholeRoom.id, selection_id: w.option("oak") },
      { tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("black") },
      { tab_id: w.rooms.bathRoom.id, selection_id: w.option("tile-green") },
    ]);
    expect(outside.status).toBe(409);
    expect(outside.error.message).toBe(message("en", "onlyReopenedRooms"));
    const inside = await save([
      { tab_id: w.rooms.wholeRoom.id, selection_id: w.option("walnut") },
      { tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("black") },
      { tab_id: w.rooms.bathRoom.id, selection_id: w.option("tile-green") },
    ]);
    expect(inside.status).toBe(200);
    expect(await versionsOf(w.layout.id)).toEqual([before]);
  });

  it("refuses a second reopening while one is open", async () => {
    const res = await reopen(w.token("admin"), w.layout.id, { reason: "Again" });
    expect(res.status).toBe(409);
    expect(await server.ctx.db.select().from(layoutReopenings)).toHaveLength(1);
  });

  it("confirms again as version 2, which says what changed against version 1", async () => {
    expect((await confirm(w.token("customer"), w.packages.customerPackage.id)).status).toBe(200);
    const [v1, v2] = await versionsOf(w.layout.id);
    expect(v1).toMatchObject({ status: "reopened" });
    expect(v2).toMatchObject({ version: 2, status: "current", kind: "buyer" });
    const [reopening] = await server.ctx.db.select().from(layoutReopenings);
    expect(reopening?.closedAt).toEqual(v2?.confirmedAt);

    const res = await server.api("GET /layouts/:layoutId/confirmations", {
      params: { layoutId: w.layout.id },
      token: w.token("customer"),
    });
    expect(res.status).toBe(200);
    expect(res.answer.reopening).toBeNull();
    const [latest, first] = res.answer.versions;
    expect(first).toMatchObject({
      version: 1,
      status: "reopened",
      changes: null,
      reopening: { reason: "The white wall tiles are no longer made." },
    });
    const delta = (v2?.snapshot.totalCents ?? 0) - (v1?.snapshot.totalCents ?? 0);
    expect(delta).toBeGreaterThan(0);
    expect(latest).toMatchObject({
      version: 2,
      status: "current",
      confirmed_by: "buyer",
      reopening: null,
      changes: { totalDeltaCents: delta },
    });
    // Only the bathroom changed: its tiles, and the grout the green tiles call for.
    expect(latest?.changes?.rooms.map((r) => r.roomId)).toEqual([w.rooms.bathRoom.id]);
    expect(latest?.changes?.rooms[0]?.changes[0]).toMatchObject({
      groupId: w.groups.tiles.id,
      before: { selectionId: w.option("tile-white") },
      after: { selectionId: w.option("tile-green") },
      deltaCents: 1000,
    });

    // Its PDF of record says so too, in the language it was confirmed in.
    const record = await recordPdf(server.ctx, v2?.id ?? 0);
    const text = (await pdfText(record?.pdf ?? Buffer.alloc(0))).replace(/\s+/g, " ");
    expect(text).toContain("Confirmation version 2");
    expect(text).toContain("Changes against version 1");
    expect(text).toContain("Wall tiles: Material tile-white, now Material tile-green");
    expect(text).toContain("Price difference");
  });

  it("reopens the whole layout when no room is named, and any room may change", async () => {
    const res = await reopen(w.token("admin"), w.layout2.id, { reason: "Everything again" });
    expect(res.status).toBe(200);
    expect(res.answer.reopening.tab_ids).toBeNull();
    expect(
      (await confirm(w.token("otherCustomer"), w.packages.basic.id, w.layout2.id)).status,
    ).toBe(200);
    expect((await versionsOf(w.layout2.id)).map((v) => [v.version, v.status])).toEqual([
      [1, "reopened"],
      [2, "current"],
    ]);
  });

  it("refuses bad input at its field, in the request's language, and changes nothing", async () => {
    const before = await versionsOf(w.layout.id);
    const cases: [{ reason: string; tab_ids?: number[] }, string][] = [
      [{ reason: "   " }, "reason"],
      [{ reason: "x".repeat(2001) }, "reason"],
      // Another layout's kitchen.
      [{ reason: "Why", tab_ids: [w.rooms.layout2Kitchen.id] }, "tab_ids"],
    ];
    for (const [body, field] of cases) {
      const res = await reopen(w.token("admin"), w.layout.id, body, ALPHA_DE_SITE);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.keys(res.error.errors ?? {})).toEqual([field]);
      expect(res.error.message).toMatch(/Grund|Räume|Grundrisses/);
    }
    const raw = await server.raw("POST", `/api/layouts/${w.layout.id}/reopen`, {
      token: w.token("admin"),
      body: { reason: 5, tab_ids: "kitchen" },
    });
    expect(raw.status).toBe(422);
    expect(await versionsOf(w.layout.id)).toEqual(before);
  });

  it("lets only the company's staff reopen, and only its staff and the layout's buyers read versions", async () => {
    const before = await versionsOf(w.layout.id);
    const body = { reason: "Not yours" };
    expect((await reopen("", w.layout.id, body)).status).toBe(401);
    expect((await reopen(w.token("customer"), w.layout.id, body)).status).toBe(403);
    expect((await reopen(w.token("otherCustomer"), w.layout.id, body)).status).toBe(403);
    // Another company's people do not find the layout on their own site.
    for (const key of ["betaAdmin", "betaDesigner", "betaCustomer"]) {
      expect((await reopen(w.token(key), w.layout.id, body, BETA_SITE)).status).toBe(404);
    }
    expect(await versionsOf(w.layout.id)).toEqual(before);

    const read = (token: string, site?: string) =>
      server.api("GET /layouts/:layoutId/confirmations", {
        params: { layoutId: w.layout.id },
        token,
        ...(site ? { site } : {}),
      });
    expect((await read("")).status).toBe(401);
    expect((await read(w.token("otherCustomer"))).status).toBe(403);
    expect((await read(w.token("designer"))).status).toBe(200);
    expect((await read(w.token("admin"))).status).toBe(200);
    for (const key of ["betaAdmin", "betaDesigner", "betaCustomer"]) {
      expect((await read(w.token(key), BETA_SITE)).status).toBe(404);
    }
  });
});
