import type { AuditEvent } from "@home-designer/core";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, confirmations } from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/**
 * A project's audit trail (docs/decisions/047-audit-trail.md): every change to a layout or an
 * apartment, by whom and for whom, in the transaction of the change; read and exported by the
 * company's staff only; never changed, and outliving an erased account.
 */
describe.each(databaseKinds())("a project's audit trail (%s)", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const PROJECT = "harbour-view";
  const staff = (key = "designer") => ({ token: w.token(key), site: ALPHA_SITE, locale: "en" });
  const trail = async (layout?: number, page = 1) => {
    const res = await server.api("GET /admin/projects/:project/audit", {
      params: { project: PROJECT },
      query: { layout, page },
      ...staff(),
    });
    expect(res.status).toBe(200);
    return res.answer;
  };
  /** The layout's events, oldest first, as action and who did it for whom. */
  const story = async (layout = w.layout.id) =>
    (await trail(layout)).events
      .toReversed()
      .map((e) => [e.details.action, e.by?.email ?? null, e.for?.email ?? null]);
  const latest = async (layout = w.layout.id): Promise<AuditEvent> => {
    const [event] = (await trail(layout)).events;
    if (!event) throw new Error("no event");
    return event;
  };
  const events = () => server.ctx.db.select().from(auditEvents);
  const CUSTOMER = "customer@example.test";
  const DESIGNER = "designer@example.test";
  const ADMIN = "admin@example.test";

  it("is read by the company's staff only, and refuses bad input in the caller's language", async () => {
    const call = (token?: string, site = ALPHA_SITE, project = PROJECT) =>
      server.api("GET /admin/projects/:project/audit", {
        params: { project },
        query: {},
        token,
        site,
      });
    expect((await call()).status).toBe(401);
    expect((await call(w.token("customer"))).status).toBe(403);
    expect((await call(w.token("otherCustomer"))).status).toBe(403);
    // On Alpha's site another company's people are guests; on their own, Alpha's project is unknown.
    expect((await call(w.token("betaAdmin"))).status).toBe(401);
    expect((await call(w.token("betaDesigner"), BETA_SITE)).status).toBe(404);
    expect((await call(w.token("betaAdmin"), BETA_SITE)).status).toBe(404);
    expect((await call(w.token("betaCustomer"), BETA_SITE)).status).toBe(403);
    for (const file of ["audit.csv", "audit.xlsx"] as const) {
      const path = `GET /admin/projects/:project/${file}` as const;
      expect((await server.api(path, { params: { project: PROJECT }, query: {} })).status).toBe(
        401,
      );
      const customer = await server.api(path, {
        params: { project: PROJECT },
        query: {},
        token: w.token("customer"),
      });
      expect(customer.status).toBe(403);
    }

    const de = { token: w.token("designer"), site: ALPHA_DE_SITE };
    const badCode = await server.api("GET /admin/projects/:project/audit", {
      params: { project: "no such project!" },
      query: {},
      ...de,
    });
    expect(badCode.status).toBe(422);
    const badLayout = await server.raw(
      "GET",
      `/api/admin/projects/${PROJECT}/audit?layout=abc&page=0`,
      { token: w.token("designer"), site: ALPHA_DE_SITE },
    );
    expect(badLayout.status).toBe(422);
    expect(Object.keys((badLayout.body as { errors: object }).errors).sort()).toEqual([
      "layout",
      "page",
    ]);
    const unknown = await call(w.token("designer"), ALPHA_DE_SITE, "no-such-project");
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(message("de", "projectNotFound"));
    // Beta's layout is not a layout of Alpha's project.
    const other = await server.api("GET /admin/projects/:project/audit", {
      params: { project: PROJECT },
      query: { layout: w.betaLayout.id },
      ...de,
    });
    expect(other.status).toBe(404);
    expect(other.error.message).toBe(message("de", "layoutNotFound"));
    expect(await events()).toEqual([]);
  });

  it("records a buyer's designs and staff acting for them, each with who did it", async () => {
    const layoutBody = { apartment_layout_id: w.layout.id };
    const saved = await server.api("POST /packages", {
      body: {
        ...layoutBody,
        package_id: w.packages.basic.id,
        name: "Light oak",
        selections: [{ tab_id: w.rooms.wholeRoom.id, selection_id: w.option("oak") }],
      },
      token: w.token("customer"),
    });
    expect(saved.status).toBe(200);
    const id = saved.answer.id;
    expect(
      (
        await server.api("POST /packages/:packageId/rename", {
          params: { packageId: id },
          body: { name: "=1+2 oak" },
          token: w.token("customer"),
        })
      ).status,
    ).toBe(200);
    const copy = await server.api("POST /packages/:packageId/duplicate", {
      params: { packageId: id },
      query: { apartment_layout_id: w.layout.id },
      token: w.token("customer"),
    });
    expect(copy.status).toBe(200);
    expect(
      (
        await server.api("DELETE /packages/:packageId", {
          params: { packageId: id },
          query: { apartment_layout_id: w.layout.id },
          token: w.token("customer"),
        })
      ).status,
    ).toBe(200);
    // A designer saves into the buyer's package for them.
    const forBuyer = await server.api("POST /packages", {
      body: {
        ...layoutBody,
        package_id: w.packages.customerPackage.id,
        user_id: w.user("customer").id,
        selections: [{ tab_id: w.rooms.wholeRoom.id, selection_id: w.option("walnut") }],
      },
      token: w.token("designer"),
    });
    expect(forBuyer.status).toBe(200);

    expect(await story()).toEqual([
      ["design_saved", CUSTOMER, null],
      ["design_renamed", CUSTOMER, null],
      ["design_duplicated", CUSTOMER, null],
      ["design_deleted", CUSTOMER, null],
      ["design_saved", DESIGNER, CUSTOMER],
    ]);
    const page = await trail(w.layout.id);
    expect(page.events.toReversed().map((e) => e.details)).toEqual([
      {
        action: "design_saved",
        package: { et: "Light oak", en: "Light oak", de: "Light oak" },
        new: true,
      },
      {
        action: "design_renamed",
        package: { et: "=1+2 oak", en: "=1+2 oak", de: "=1+2 oak" },
        from: { et: "Light oak", en: "Light oak", de: "Light oak" },
      },
      { action: "design_duplicated", package: expect.any(Object), from: expect.any(Object) },
      { action: "design_deleted", package: { et: "=1+2 oak", en: "=1+2 oak", de: "=1+2 oak" } },
      { action: "design_saved", package: expect.any(Object), new: false },
    ]);
    expect(page.events[0]).toMatchObject({
      by: { email: DESIGNER, role: "designer" },
      for: { email: CUSTOMER, role: "customer" },
      apartment: { building: "A", number: "10" },
      layout: { id: w.layout.id, name: "Layout 1" },
    });
    // Another layout's trail holds none of it.
    expect((await trail(w.layout2.id)).events).toEqual([]);
  });

  it("records confirmations, a change request declined, a reopening and staff amendments", async () => {
    const confirm = (token: string) =>
      server.api("POST /confirm-package", {
        token,
        body: {
          apartment_id: w.apartments.apt10.id,
          apartment_layout_id: w.layout.id,
          package_id: w.packages.customerPackage.id,
          selected_locale: "en",
        },
      });
    expect((await confirm(w.token("customer"))).status).toBe(200);
    const [v1] = await server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
    expect((await latest()).details).toEqual({
      action: "confirmed",
      version: 1,
      kind: "buyer",
      package: expect.any(Object),
      total: (v1?.snapshot.totalCents ?? 0) / 100,
      hash: v1?.contentHash,
      signed_by: null,
    });

    const asked = await server.api("POST /layouts/:layoutId/change-requests", {
      params: { layoutId: w.layout.id },
      body: { message: "My own words stay out of the trail" },
      token: w.token("customer"),
    });
    expect(asked.status).toBe(200);
    const declined = await server.api("POST /change-requests/:requestId/decline", {
      params: { requestId: asked.answer.change_request.id },
      body: { reason: "The order is placed." },
      token: w.token("designer"),
    });
    expect(declined.status).toBe(200);
    const reopened = await server.api("POST /layouts/:layoutId/reopen", {
      params: { layoutId: w.layout.id },
      body: { reason: "Tiles discontinued", tab_ids: [w.rooms.bathRoom.id] },
      token: w.token("admin"),
    });
    expect(reopened.status).toBe(200);
    expect((await latest()).details).toMatchObject({
      action: "reopened",
      version: 1,
      reason: "Tiles discontinued",
      rooms: [expect.objectContaining({ en: expect.any(String) })],
    });
    expect((await confirm(w.token("customer"))).status).toBe(200);

    // Staff change the confirmed package: a special solution, named, then taken away.
    const special = await server.api("POST /selections/special", {
      body: {
        selection_group_id: w.groups.fronts.id,
        package_id: w.packages.customerPackage.id,
        tab_id: w.rooms.kitchenRoom.id,
      },
      token: w.token("designer"),
    });
    expect(special.status).toBe(200);
    const specialId = special.answer.selection_id;
    await server.api("PATCH /selections/special/:id", {
      params: { id: specialId },
      body: { selectedLocale: "en", label: "Walnut veneer" },
      token: w.token("designer"),
    });
    await server.api("DELETE /selections/special/:id", {
      params: { id: specialId },
      token: w.token("designer"),
    });

    const told = (await story()).slice(5);
    expect(told).toEqual([
      ["confirmed", CUSTOMER, null],
      ["change_requested", CUSTOMER, null],
      ["change_declined", DESIGNER, null],
      ["reopened", ADMIN, null],
      ["confirmed", CUSTOMER, null],
      ["special_added", DESIGNER, null],
      ["confirmed", DESIGNER, CUSTOMER],
      ["special_changed", DESIGNER, null],
      ["confirmed", DESIGNER, CUSTOMER],
      ["special_deleted", DESIGNER, null],
      ["confirmed", DESIGNER, CUSTOMER],
    ]);
    const all = (await trail(w.layout.id)).events.toReversed();
    expect(all.filter((e) => e.details.action === "confirmed").map((e) => e.details)).toEqual([
      expect.objectContaining({ version: 1, kind: "buyer" }),
      expect.objectContaining({ version: 2, kind: "buyer" }),
      expect.objectContaining({ version: 3, kind: "amendment" }),
      expect.objectContaining({ version: 4, kind: "amendment" }),
      expect.objectContaining({ version: 5, kind: "amendment" }),
    ]);
    expect(all.find((e) => e.details.action === "special_changed")?.details).toEqual({
      action: "special_changed",
      package: expect.any(Object),
      name: expect.objectContaining({ en: "Walnut veneer" }),
      fields: ["label"],
    });
    expect(JSON.stringify(all)).not.toContain("My own words");
  });

  it("records buyers bound by staff and by an import, an import's deadlines and a room renamed", async () => {
    const admin = staff("admin");
    const bound = await server.api("PUT /apartments/:apartmentId/buyers", {
      params: { apartmentId: w.apartments.apt10.id },
      body: { emails: [CUSTOMER, "Second.Buyer@Example.test"] },
      ...admin,
    });
    expect(bound.status).toBe(200);
    // The apartment's event is in its layout's trail.
    expect((await latest()).details).toEqual({
      action: "buyers_changed",
      added: ["second.buyer@example.test"],
      removed: [],
    });
    expect((await latest()).layout).toBeNull();

    const draft = await server.api("PATCH /admin/draft", {
      query: {},
      body: {
        version: 0,
        operations: [
          {
            op: "add",
            path: "/projects/0/deadlines",
            value: [{ code: "kitchen", date: "2027-03-01", room_types: ["kitchen"] }],
          },
          {
            op: "replace",
            path: "/projects/0/buildings/0/apartments/0/buyers",
            value: [CUSTOMER],
          },
        ] as never,
      },
      ...admin,
    });
    expect(draft.status).toBe(200);
    const published = await server.api("POST /admin/draft/publish", {
      body: { version: draft.answer.version },
      ...admin,
    });
    expect(published.status).toBe(200);
    const project = (await trail()).events.filter((e) => e.apartment === null);
    expect(project.map((e) => [e.details.action, e.by?.email])).toEqual([
      ["deadlines_changed", ADMIN],
      ["imported", ADMIN],
    ]);
    expect(project[0]?.details).toEqual({
      action: "deadlines_changed",
      deadlines: [{ code: "kitchen", date: "2027-03-01", name: {} }],
    });
    expect(project[1]?.details).toMatchObject({ action: "imported", source: "published" });
    expect((await latest()).details).toEqual({
      action: "buyers_changed",
      added: [],
      removed: ["second.buyer@example.test"],
    });

    const renamed = await server.api("POST /tabs/:roomId/rename", {
      params: { roomId: w.rooms.kitchenRoom.id },
      body: { apartment_layout_id: w.layout.id, name: "Köök ja söögituba" },
      ...staff(),
    });
    expect(renamed.status).toBe(200);
    expect((await latest()).details).toEqual({ action: "room_renamed", name: "Köök ja söögituba" });
  });

  it("pages the trail newest first", async () => {
    const first = await trail();
    expect(first.total).toBeGreaterThan(20);
    expect(first.per_page).toBe(50);
    const times = first.events.map((e) => e.at);
    expect(times).toEqual(times.toSorted().toReversed());
    const beyond = await trail(undefined, 2);
    expect(beyond).toMatchObject({ total: first.total, page: 2, events: [] });
  });

  it("exports the trail as CSV and XLSX, oldest first, with no cell run as a formula", async () => {
    const { total } = await trail(w.layout.id);
    const csv = await server.api("GET /admin/projects/:project/audit.csv", {
      params: { project: PROJECT },
      query: { layout: w.layout.id },
      ...staff(),
    });
    expect(csv.status).toBe(200);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(csv.answer);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"at";"by";"role";"for";"building";"apartment";"layout";"action";"details"',
    );
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toContain('"design_saved"');
    expect(lines[1]).toContain('"package: Light oak; new: true"');
    expect(text).toContain(`"${DESIGNER}";"designer";"${CUSTOMER}"`);

    const xlsx = await server.api("GET /admin/projects/:project/audit.xlsx", {
      params: { project: PROJECT },
      query: {},
      ...staff(),
    });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(xlsx.answer).buffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe((await trail()).total + 1);
    const actions = sheet?.getColumn(8).values.slice(2);
    expect(actions?.[0]).toBe("design_saved");
    expect(actions).toContain("deadlines_changed");
  });

  it("keeps every event as written, and an erased account leaves its events without its address", async () => {
    const before = await fingerprint(server.ctx.db, ["audit_events"]);
    await expect(
      server.ctx.db.execute(sql`update audit_events set details = '{}'::jsonb`),
    ).rejects.toThrow();
    await expect(server.ctx.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(server.ctx.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await fingerprint(server.ctx.db, ["audit_events"])).toBe(before);

    const count = (await events()).length;
    const erased = await server.api("DELETE /auth/user/delete", { token: w.token("customer") });
    expect(erased.status).toBe(200);
    expect(await events()).toHaveLength(count);
    const theirs = (await trail(w.layout.id)).events.filter(
      (e) => e.details.action === "design_renamed",
    );
    expect(theirs).toEqual([expect.objectContaining({ by: { email: null, role: null } })]);
    expect(JSON.stringify((await trail(w.layout.id)).events)).not.toContain(CUSTOMER);
  });
});
