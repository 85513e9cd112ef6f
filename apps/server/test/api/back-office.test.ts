import path from "node:path";
import { type CompanyFile, HISTORY_ENTRIES_SHOWN, total } from "@home-designer/core";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  apartmentBuyers,
  apartmentLayouts,
  apartments,
  buildings,
  companyHistory,
  projects,
} from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { choicesOfPackage, engineRooms } from "../../src/modules/packages/package-choices.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { linkIn } from "../helpers/mail-links.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/**
 * The back office's draft (docs/decisions/037): an admin's edit is kept in the draft, checked as
 * an import checks a folder, seen by buyers only once published, and published by the import, so
 * that the same change made in the browser and by an upload is the same change in the history.
 */
describe.each(databaseKinds())("the back office's draft on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const admin = () => ({ token: w.token("admin"), site: ALPHA_SITE, locale: "en" });
  const adminDe = () => ({ token: w.token("admin"), site: ALPHA_DE_SITE, locale: "de" });
  const designer = () => ({ token: w.token("designer"), site: ALPHA_SITE, locale: "en" });

  const draft = async () => (await server.api("GET /admin/draft", admin())).answer;
  const edit = (
    version: number,
    operations: { op: "add" | "replace" | "remove" | "test"; path: string; value?: unknown }[],
    caller = admin(),
    dry_run?: "1",
  ) =>
    server.api("PATCH /admin/draft", {
      query: { dry_run },
      body: { version, operations: operations as never },
      ...caller,
    });
  const publish = (version: number, caller = admin()) =>
    server.api("POST /admin/draft/publish", { body: { version }, ...caller });
  /** A material of the draft found by its code: its index, the pointer of its form. */
  const materialAt = async (code: string) => {
    const page = (
      await server.api("GET /admin/draft/materials", { query: { q: code }, ...admin() })
    ).answer;
    const found = page.materials.find((m) => m.code === code);
    if (!found) throw new Error(`no material ${code} in the draft`);
    return found;
  };
  /** The price a buyer's catalogue shows for a material, in euros. */
  const buyersPrice = async (code: string) => {
    const categories = (
      await server.api("GET /materials", { query: {}, token: w.token("customer") })
    ).answer;
    const material = categories.flatMap((c) => c.materials).find((m) => m.material_id === code);
    return material?.price;
  };
  /** The company as an upload would bring it: its exported .zip with company.json edited. */
  const uploadEdited = async (change: (company: CompanyFile) => void) => {
    const exported = (await server.api("GET /admin/company/export", { query: {}, ...admin() }))
      .answer;
    const entries = unzipSync(exported);
    const company = JSON.parse(strFromU8(entries["alpha/company.json"] ?? new Uint8Array()));
    change(company);
    entries["alpha/company.json"] = new TextEncoder().encode(JSON.stringify(company));
    const form = new FormData();
    form.append("company", new Blob([zipSync(entries)]), "alpha.zip");
    return server.api("POST /admin/company/import", { query: {}, body: form, ...admin() });
  };
  /** What a refused edit must leave as it was. */
  const kept = () => fingerprint(server.ctx.db, ["company_drafts", "materials", "companies"]);

  beforeEach(async () => {
    await server.api("DELETE /admin/draft", admin());
  });

  it("keeps an admin's price change in the draft until it is published, then buyers see it", async () => {
    const start = await draft();
    expect(start).toMatchObject({
      version: 0,
      stale: false,
      changes: [],
      updated_by: null,
      abilities: { edit: true },
    });
    const oak = await materialAt("oak");
    const before = await buyersPrice("oak");

    const saved = await edit(0, [
      { op: "test", path: `/materials/${oak.index}/code`, value: "oak" },
      { op: "replace", path: `/materials/${oak.index}/price`, value: "77.70" },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.answer).toMatchObject({
      version: 1,
      dry_run: false,
      message: message("en", "draftSaved"),
      changes: [{ kind: "material", code: "oak", action: "changed", fields: ["price"] }],
      updated_by: "admin@example.test",
    });
    expect((await materialAt("oak")).price).toBe("77.70");
    expect(await buyersPrice("oak")).toBe(before);

    const published = await publish(1);
    expect(published.status).toBe(200);
    expect(published.answer.entries).toEqual([
      { kind: "material", code: "oak", action: "changed", fields: ["price"] },
    ]);
    expect(await buyersPrice("oak")).toBe(77.7);
    expect(await draft()).toMatchObject({ version: 0, changes: [] });

    const history = (await server.api("GET /admin/history", { query: {}, ...designer() })).answer;
    expect(history.events[0]).toMatchObject({
      by: "admin@example.test",
      source: "published",
      entries: [{ kind: "material", code: "oak", action: "changed", fields: ["price"] }],
    });
  });

  it("records the same change made by an upload as the same entry, and says where it came from", async () => {
    const uploaded = await uploadEdited((company) => {
      const walnut = company.materials?.find((m) => m.code === "walnut");
      if (walnut) walnut.price = "66.60";
    });
    expect(uploaded.status).toBe(200);
    const oak = await materialAt("grey");
    const saved = await edit(0, [
      { op: "replace", path: `/materials/${oak.index}/price`, value: "55.50" },
    ]);
    expect((await publish(saved.answer.version)).status).toBe(200);

    const events = (await server.api("GET /admin/history", { query: {}, ...admin() })).answer
      .events;
    expect(events.slice(0, 2).map((e) => [e.source, e.entries])).toEqual([
      ["published", [{ kind: "material", code: "grey", action: "changed", fields: ["price"] }]],
      ["uploaded", [{ kind: "material", code: "walnut", action: "changed", fields: ["price"] }]],
    ]);
    const csv = (
      await server.api("GET /admin/history/export", { query: { project: undefined }, ...admin() })
    ).answer.toString("utf8");
    expect(csv).toContain('"uploaded","material","walnut","changed","price"');
  });

  it("lists the first things of a large event, with how many it changed, and all of them in the CSV", async () => {
    const entries = Array.from({ length: 120 }, (_, i) => ({
      kind: i % 2 ? "material" : "option",
      code: i % 2 ? `m-${i}` : `harbour-view/fronts/o-${i}`,
      action: "added",
      fields: [],
    }));
    await server.ctx.db
      .insert(companyHistory)
      .values({ companyId: w.alpha.id, byEmail: null, source: "command", entries });
    const page = (await server.api("GET /admin/history", { query: {}, ...admin() })).answer;
    expect(page.events[0]).toMatchObject({ source: "command", by: null, entry_count: 120 });
    expect(page.events[0]?.entries).toEqual(entries.slice(0, HISTORY_ENTRIES_SHOWN));
    const project = (
      await server.api("GET /admin/history", { query: { project: "harbour-view" }, ...admin() })
    ).answer;
    expect(project.events[0]?.entry_count).toBe(60);
    expect(project.events[0]?.entries.every((e) => e.code.startsWith("harbour-view/"))).toBe(true);
    expect(project.events[0]?.entries).toHaveLength(HISTORY_ENTRIES_SHOWN);
    const csv = (
      await server.api("GET /admin/history/export", {
        query: { project: "harbour-view" },
        ...admin(),
      })
    ).answer.toString("utf8");
    expect(csv.trim().split("\r\n")).toHaveLength(1 + 60);
  });

  it("refuses an edit made on an older version, naming who changed the draft, and keeps theirs", async () => {
    const white = await materialAt("white");
    const first = await edit(0, [
      { op: "replace", path: `/materials/${white.index}/price`, value: "10.00" },
    ]);
    expect(first.status).toBe(200);
    const before = await kept();
    const second = await edit(
      0,
      [{ op: "replace", path: `/materials/${white.index}/price`, value: "20.00" }],
      adminDe(),
    );
    expect(second.status).toBe(409);
    expect(second.error.message).toContain("admin@example.test");
    expect(second.error.message).toMatch(/Entwurf/);
    // When, as a German reads it, in the company's time zone (Tallinn's by default).
    expect(second.error.message).toMatch(/\(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} OES?Z\)/);
    expect(second.error.message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(await kept()).toBe(before);
    expect((await materialAt("white")).price).toBe("10.00");
    // A `test` that no longer holds is the same conflict: the thing has moved.
    const moved = await edit(1, [
      { op: "test", path: `/materials/${white.index}/code`, value: "black" },
      { op: "replace", path: `/materials/${white.index}/price`, value: "20.00" },
    ]);
    expect(moved.status).toBe(409);
    expect(await kept()).toBe(before);
  });

  it("refuses an edit that would break the company, at its place and in the caller's language, saving nothing", async () => {
    const black = await materialAt("black");
    const before = await kept();
    const refusals = [
      [{ op: "replace" as const, path: `/materials/${black.index}/price`, value: "abc" }],
      [{ op: "replace" as const, path: `/materials/${black.index}/category`, value: "nowhere" }],
      [{ op: "replace" as const, path: "/code", value: "beta" }],
      [{ op: "remove" as const, path: "/materials/9999" }],
      [{ op: "replace" as const, path: "/vat" }],
    ];
    for (const operations of refusals) {
      const res = await edit(0, operations, adminDe());
      expect(res.status, JSON.stringify(operations)).toBe(422);
      expect(Object.keys(res.error.errors ?? {}).length).toBeGreaterThan(0);
    }
    const price = await edit(0, refusals[0] ?? [], adminDe());
    expect(price.error.message).toBe(message("de", "draftEditRefused", { count: 1 }));
    // The check's own problem in the admin's language, the value as typed.
    expect(price.error.errors).toEqual({
      [`/materials/${black.index}/price`]: [
        `sollte ein Betrag in Euro als Text mit höchstens zwei Nachkommastellen sein, etwa '129.90', nicht "abc"`,
      ],
    });
    const category = await edit(0, refusals[1] ?? [], adminDe());
    expect(category.error.errors).toEqual({
      [`/materials/${black.index}/category`]: [
        "nennt die Materialkategorie 'nowhere', die es nicht gibt",
      ],
    });
    const inEstonian = await edit(0, refusals[1] ?? [], { ...admin(), locale: "et" });
    expect(inEstonian.error.errors).toEqual({
      [`/materials/${black.index}/category`]: [
        "nimetab materjalikategooriat 'nowhere', mida ei ole olemas",
      ],
    });
    const inEnglish = await edit(0, refusals[1] ?? [], admin());
    expect(inEnglish.error.errors).toEqual({
      [`/materials/${black.index}/category`]: [
        "names the material category 'nowhere', which does not exist",
      ],
    });
    const code = await edit(0, refusals[2] ?? [], adminDe());
    expect(Object.keys(code.error.errors ?? {})).toEqual(["/code"]);

    for (const body of [
      {},
      { version: 0 },
      { version: 0, operations: [] },
      { version: -1, operations: [{ op: "remove", path: "/newsletter" }] },
      { version: 0, operations: [{ op: "move", from: "/a", path: "/b" }] },
    ]) {
      const res = await server.raw("PATCH", "/api/admin/draft", {
        body,
        token: w.token("admin"),
        locale: "de",
        site: ALPHA_DE_SITE,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await kept()).toBe(before);
  });

  it("names a refused edit's places in words, of the edited document, in the caller's language", async () => {
    const pointer = "/projects/0/packages/0/options";
    const refused = (caller: ReturnType<typeof admin>) =>
      edit(
        0,
        [
          // Named anew in the same edit: the words are of the document the check ran on.
          {
            op: "replace",
            path: "/projects/0/packages/0/name",
            value: { de: "Basis", en: "Basic" },
          },
          { op: "replace", path: pointer, value: ["nowhere/nothing"] },
        ],
        caller,
      );
    const project = (
      await server.api("GET /admin/draft/part", { query: { path: "/projects/0/name" }, ...admin() })
    ).answer.value;
    const before = await kept();
    const inGerman = await refused(adminDe());
    expect(inGerman.status).toBe(422);
    const places = Object.keys(inGerman.error.errors ?? {});
    expect(places).toEqual([`${pointer}/0`]);
    expect(inGerman.error.places).toEqual({
      [`${pointer}/0`]: [
        { kind: "project", name: project },
        { kind: "package", name: "Basis" },
        { kind: "field", name: "options" },
        { kind: "item", number: 1, name: "nowhere/nothing" },
      ],
    });
    const inEnglish = await refused(admin());
    expect(inEnglish.error.places?.[`${pointer}/0`]?.[1]).toEqual({
      kind: "package",
      name: "Basic",
    });
    expect(await kept()).toBe(before);
  });

  it("checks an edit with a dry run, saying what it would change and keeping nothing", async () => {
    const grey = await materialAt("grey");
    const before = await kept();
    const res = await edit(
      0,
      [{ op: "replace", path: `/materials/${grey.index}/manufacturer`, value: "Other maker" }],
      admin(),
      "1",
    );
    expect(res.answer).toMatchObject({
      dry_run: true,
      version: 0,
      message: message("en", "draftEditChecked"),
      changes: [{ kind: "material", code: "grey", action: "changed", fields: ["manufacturer"] }],
    });
    expect(await kept()).toBe(before);
  });

  it("will not publish a draft begun before an upload changed the company; discarding starts again", async () => {
    const oak = await materialAt("oak");
    await edit(0, [{ op: "replace", path: `/materials/${oak.index}/price`, value: "12.30" }]);
    const uploaded = await uploadEdited((company) => {
      company.newsletter = !company.newsletter;
    });
    expect(uploaded.status).toBe(200);
    expect((await draft()).stale).toBe(true);
    const before = await kept();
    const refused = await publish(1);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(message("en", "draftStale"));
    expect(await kept()).toBe(before);

    const discarded = await server.api("DELETE /admin/draft", admin());
    expect(discarded.answer.message).toBe(message("en", "draftDiscarded"));
    expect(await draft()).toMatchObject({ version: 0, stale: false, changes: [] });
  });

  it("lets designers read the draft and the history but not change them", async () => {
    const read = await server.api("GET /admin/draft", designer());
    expect(read.answer.abilities).toEqual({ edit: false, buyers: true });
    const before = await kept();
    const res = await edit(0, [{ op: "add", path: "/newsletter", value: true }], designer());
    expect(res.status).toBe(403);
    expect((await publish(0, designer())).status).toBe(403);
    expect((await server.api("DELETE /admin/draft", designer())).status).toBe(403);
    expect(await kept()).toBe(before);
  });

  it("finds materials by words without accents, by category, a page at a time", async () => {
    const find = async (query: Record<string, string | number>) =>
      (await server.api("GET /admin/draft/materials", { query, ...admin() })).answer;
    const all = await find({ per_page: 10 });
    expect(all.total).toBeGreaterThanOrEqual(10);
    expect(all.materials).toHaveLength(10);
    expect(all.categories).toContainEqual({ code: "floors", name: "Floors" });
    // A material's picture by its address, to be shown in the list.
    const pictured = all.materials.filter((m) => m.thumbnail !== null);
    expect(pictured.length).toBeGreaterThan(0);
    for (const material of pictured) {
      const url = material.thumbnail_url ?? "";
      expect(url.endsWith(path.posix.basename(material.thumbnail ?? "-"))).toBe(true);
      expect((await fetch(`${server.url}${url}`)).status).toBe(200);
    }
    expect(all.materials.filter((m) => m.thumbnail === null).every((m) => !m.thumbnail_url)).toBe(
      true,
    );
    const second = await find({ per_page: 10, page: 2 });
    expect(second.materials.map((m) => m.code)).not.toContain(all.materials[0]?.code);
    expect((await find({ q: "MATERIAL TILE" })).materials.map((m) => m.code)).toEqual([
      "tile-white",
      "tile-green",
    ]);
    expect((await find({ category: "-" })).total).toBe(0);
    const bad = await server.raw("GET", "/api/admin/draft/materials?per_page=5000", {
      token: w.token("admin"),
    });
    expect(bad.status).toBe(422);
  });

  it("lists the draft's apartments with their buyers, and binds a buyer through an edit", async () => {
    const find = async (query: Record<string, string | number>) =>
      (await server.api("GET /admin/draft/apartments", { query, ...admin() })).answer;
    const all = await find({ project: "harbour-view" });
    expect(all.projects.map((p) => p.code)).toContain("harbour-view");
    expect(all.apartments.map((a) => [a.building, a.apartment, a.buyers])).toEqual([
      ["A", "10", ["customer@example.test"]],
      ["A", "2", ["othercustomer@example.test"]],
    ]);
    const [ten] = (await find({ q: "CUSTOMER@example" })).apartments;
    expect(ten?.apartment).toBe("10");
    expect((await find({ project: "nowhere" })).total).toBe(0);

    const { version } = await draft();
    const saved = await edit(version, [
      { op: "test", path: `${ten?.pointer}/code`, value: ten?.code },
      {
        op: "add",
        path: `${ten?.pointer}/buyers`,
        value: ["customer@example.test", "Partner@Example.test"],
      },
    ]);
    expect(saved.answer.changes).toEqual([
      { kind: "apartment", code: "harbour-view/A/10", action: "changed", fields: ["buyers"] },
    ]);
    expect((await publish(saved.answer.version)).status).toBe(200);
    expect((await find({ q: "partner" })).apartments.map((a) => a.buyers)).toEqual([
      ["customer@example.test", "partner@example.test"],
    ]);
  });

  it("names each published layout of the draft's apartments by its id, the company's own only", async () => {
    const find = async (caller = admin()) =>
      (await server.api("GET /admin/draft/apartments", { query: {}, ...caller })).answer;
    // Beta's draft: its own layout, by its id.
    const beta = { token: w.token("betaAdmin"), site: BETA_SITE, locale: "en" };
    expect((await find(beta)).apartments.map((a) => a.layouts)).toEqual([
      [{ code: "b1", name: "B1", apartment_layout_id: w.betaLayout.id }],
    ]);
    // A layout of Beta's with the very codes of Alpha's first one, and one the draft adds.
    const [twin] = await server.ctx.db
      .insert(projects)
      .values({ companyId: w.beta.id, code: "harbour-view", name: "Beta's harbour" })
      .returning();
    const [building] = await server.ctx.db
      .insert(buildings)
      .values({ projectId: twin?.id ?? 0, code: "A", buildingNumber: "A" })
      .returning();
    const [apartment] = await server.ctx.db
      .insert(apartments)
      .values({ buildingId: building?.id ?? 0, code: "10", number: "10" })
      .returning();
    await server.ctx.db
      .insert(apartmentLayouts)
      .values({ apartmentId: apartment?.id ?? 0, code: "layout-1", name: "Layout 1" });
    const [ten] = (await find()).apartments;
    const rooms = (
      await server.api("GET /admin/draft/part", {
        query: { path: `${ten?.pointer}/layouts/0/rooms` },
        ...admin(),
      })
    ).answer.value;
    const added = await edit(0, [
      { op: "test", path: `${ten?.pointer}/code`, value: "10" },
      { op: "add", path: `${ten?.pointer}/layouts/-`, value: { code: "new", name: "New", rooms } },
    ]);
    expect(added.status).toBe(200);

    const { apartments: listed } = await find();
    expect(listed.map((a) => [a.apartment, a.layouts])).toEqual([
      [
        "10",
        [
          { code: "layout-1", name: "Layout 1", apartment_layout_id: w.layout.id },
          { code: "new", name: "New", apartment_layout_id: null },
        ],
      ],
      ["2", [{ code: "layout-2", name: "Layout 2", apartment_layout_id: w.layout2.id }]],
    ]);
    await server.ctx.db.delete(projects).where(eq(projects.id, twin?.id ?? 0));
  });

  it("refuses removing an apartment with buyers or a layout with buyers' designs, at its place, changing nothing", async () => {
    const [ten] = (
      await server.api("GET /admin/draft/apartments", { query: { q: "customer@" }, ...admin() })
    ).answer.apartments;
    if (!ten) throw new Error("no apartment of the customer in the draft");
    const project = ten.pointer.split("/buildings/")[0] ?? "";
    const before = await kept();
    const removing = (path: string) => [
      {
        op: "test" as const,
        path: `${path}/code`,
        value: path === project ? "harbour-view" : ten.code,
      },
      { op: "remove" as const, path },
    ];

    const apartment = await edit(0, removing(ten.pointer), adminDe());
    expect(apartment.status).toBe(422);
    expect(apartment.error.message).toBe(message("de", "draftEditRefused", { count: 2 }));
    expect(apartment.error.errors).toEqual({
      [ten.pointer]: [
        `kann nicht entfernt werden: der Wohnung harbour-view/A/10 sind Käufer (${ten.buyers.length}) zugeordnet; lösen Sie diese zuerst auf der Seite der Käufer`,
      ],
      [`${ten.pointer}/layouts/0`]: [
        "kann nicht entfernt werden: Käufer haben Entwürfe (1) des Grundrisses harbour-view/A/10/layout-1 gespeichert oder bestätigt",
      ],
    });
    // The whole project: every apartment with buyers and layout with designs in it.
    const whole = await edit(0, removing(project), { ...admin(), locale: "et" });
    expect(whole.status).toBe(422);
    expect(Object.keys(whole.error.errors ?? {}).length).toBeGreaterThanOrEqual(4);
    expect(whole.error.errors?.[ten.pointer]).toEqual([
      `ei saa eemaldada: korteriga harbour-view/A/10 on seotud ostjaid (${ten.buyers.length}); eemaldage nad esmalt ostjate lehel`,
    ]);
    expect(await kept()).toBe(before);

    // Its buyers unbound, the apartment still keeps the customer's saved design.
    const unbound = await edit(0, [{ op: "remove", path: `${ten.pointer}/buyers` }]);
    expect(unbound.status).toBe(200);
    const layout = await edit(1, removing(ten.pointer));
    expect(layout.status).toBe(422);
    expect(Object.keys(layout.error.errors ?? {})).toEqual([`${ten.pointer}/layouts/0`]);
  });

  it("removes a free building and its apartment: published, buyers' lists no longer have them", async () => {
    const { projects } = (await server.api("GET /admin/draft/projects", admin())).answer;
    const harbour = projects.find((p) => p.code === "harbour-view");
    if (!harbour) throw new Error("no project harbour-view in the draft");
    // Its layout has the rooms of one there is: buyers are shown only what has rooms to design.
    const rooms = (
      await server.api("GET /admin/draft/part", {
        query: { path: `/projects/${harbour.index}/buildings/0/apartments/0/layouts/0/rooms` },
        ...admin(),
      })
    ).answer.value;
    const building = {
      code: "Z",
      number: "Z",
      apartments: [{ code: "1", number: "1", layouts: [{ code: "z1", name: "Z1", rooms }] }],
    };
    const path = `/projects/${harbour.index}/buildings/${harbour.buildings.length}`;
    const added = await edit(0, [{ op: "add", path, value: building }]);
    expect(added.status).toBe(200);
    expect((await publish(1)).status).toBe(200);
    const buildingsSeen = async () =>
      (
        await server.api("GET /list/projects", {
          query: { company: w.alpha.id, compact: "0" },
          token: w.token("customer"),
        })
      ).answer
        .flatMap((p) => p.buildings ?? [])
        .map((b) => b.building_number);
    expect(await buildingsSeen()).toContain("Z");

    const removed = await edit(0, [
      { op: "test", path: `${path}/code`, value: "Z" },
      { op: "remove", path },
    ]);
    expect(removed.status).toBe(200);
    expect(removed.answer.changes).toEqual(
      expect.arrayContaining([
        { kind: "building", code: "harbour-view/Z", action: "retired", fields: [] },
        { kind: "apartment", code: "harbour-view/Z/1", action: "retired", fields: [] },
        { kind: "layout", code: "harbour-view/Z/1/z1", action: "retired", fields: [] },
      ]),
    );
    expect((await publish(1)).status).toBe(200);
    expect(await buildingsSeen()).not.toContain("Z");
  });

  it("lists the draft's projects in brief and a project's restrictions a page at a time", async () => {
    const { projects } = (await server.api("GET /admin/draft/projects", admin())).answer;
    const harbour = projects.find((p) => p.code === "harbour-view");
    expect(harbour?.buildings[0]).toMatchObject({ index: 0, number: "A" });
    expect(harbour?.fields).toMatchObject({ code: "harbour-view" });
    expect(harbour?.fields).not.toHaveProperty("buildings");
    expect(harbour?.buildings[0]?.apartments).toBeGreaterThanOrEqual(2);
    expect(harbour?.room_types.length).toBeGreaterThan(0);
    const roomTypes = await server.api("GET /admin/draft/part", {
      query: { path: `/projects/${harbour?.index}/room_types` },
      ...admin(),
    });
    // The files the part names, with their web addresses: a form previews them.
    const layers = (roomTypes.answer.value as { picture_layers?: { file: string }[] }[]).flatMap(
      (roomType) => roomType.picture_layers ?? [],
    );
    expect(layers.length).toBeGreaterThan(0);
    for (const { file } of layers) expect(roomTypes.answer.files?.[file]).toMatch(/^\/|^https?:/);

    const find = async (query: Record<string, string | number>) =>
      server.api("GET /admin/draft/restrictions", {
        query: { project: "harbour-view", ...query },
        ...admin(),
      });
    const all = (await find({})).answer;
    expect(all.project).toBe(harbour?.index);
    expect(all.total).toBe(harbour?.restrictions);
    const [first] = all.restrictions;
    if (first) {
      const found = (await find({ q: first.code.toUpperCase() })).answer;
      expect(found.restrictions.map((r) => r.code)).toContain(first.code);
      expect(found.restrictions[0]?.index).toBeGreaterThanOrEqual(0);
    }
    expect((await find({ q: "no-such-words-anywhere" })).answer.total).toBe(0);
    expect((await find({ project: "nowhere" })).status).toBe(404);
  });

  it("reads a part of the draft for a form, and says when there is none", async () => {
    const part = await server.api("GET /admin/draft/part", {
      query: { path: "/material_categories/0" },
      ...admin(),
    });
    expect(part.answer).toMatchObject({ version: 0, value: { code: "floors" } });
    const none = await server.api("GET /admin/draft/part", {
      query: { path: "/materials/9999" },
      ...adminDe(),
    });
    expect(none.status).toBe(404);
    expect(none.error.message).toBe(message("de", "draftNothingAt", { path: "/materials/9999" }));
  });

  it("reads several parts of one version at once, leaving out what the document has not", async () => {
    const whole = (await server.api("GET /admin/draft/part", { query: { path: "" }, ...admin() }))
      .answer.value as CompanyFile;
    const parts = await server.api("GET /admin/draft/parts", {
      query: { paths: "/name,/colors,/nothing-here,/material_categories/0/code" },
      ...admin(),
    });
    expect(parts.status).toBe(200);
    expect(parts.answer).toEqual({
      version: 0,
      values: {
        "/name": whole.name,
        "/colors": whole.colors,
        "/material_categories/0/code": "floors",
      },
      files: expect.any(Object),
    });
    for (const paths of ["", "name", "/name,", `/a${",/b".repeat(50)}`, "/x".repeat(1600)]) {
      const res = await server.raw(
        "GET",
        `/api/admin/draft/parts?paths=${encodeURIComponent(paths)}`,
        {
          token: w.token("admin"),
          locale: "de",
          site: ALPHA_DE_SITE,
        },
      );
      expect(res.status, paths.slice(0, 20)).toBe(422);
    }
    const missing = await server.raw("GET", "/api/admin/draft/parts", {
      token: w.token("admin"),
      site: ALPHA_SITE,
    });
    expect(missing.status).toBe(422);
  });

  it("prices each package per layout as the configurator adds it up, and follows the draft's prices", async () => {
    const prices = async (caller = admin()) =>
      server.api("GET /admin/draft/package-prices", {
        query: { project: "harbour-view" },
        ...caller,
      });
    /** What the configurator's summary totals for a package on a layout, in euros. */
    const configurators = async (pkg: typeof w.packages.basic, layoutId: number) => {
      const { configuration, choices } = await choicesOfPackage(
        server.ctx,
        pkg,
        w.project,
        layoutId,
      );
      return (total(engineRooms(configuration), choices, () => 0).cents / 100).toFixed(2);
    };
    const start = (await prices()).answer;
    const layout1 = start.layouts.find((layout) => layout.names.includes("Layout 1"));
    const priceOf = (answer: typeof start, name: string, pkg: string) =>
      answer.layouts
        .find((layout) => layout.names.includes(name))
        ?.prices.find((price) => price.package === pkg)?.price;
    expect(layout1?.prices.map((price) => price.package)).toEqual(["basic", "premium"]);
    for (const [layout, id] of [
      ["Layout 1", w.layout.id],
      ["Layout 2", w.layout2.id],
    ] as const) {
      expect(priceOf(start, layout, "basic")).toBe(await configurators(w.packages.basic, id));
      expect(priceOf(start, layout, "premium")).toBe(await configurators(w.packages.premium, id));
    }

    // A price changed in the draft is the draft's package price at once.
    const whole = (
      await server.api("GET /admin/draft/part", {
        query: { path: "/projects/0/packages" },
        ...admin(),
      })
    ).answer;
    const refs =
      (whole.value as { code: string; options: string[] }[]).find((pkg) => pkg.code === "premium")
        ?.options ?? [];
    const document = (
      await server.api("GET /admin/draft/part", { query: { path: "" }, ...admin() })
    ).answer.value as CompanyFile;
    const project = document.projects.find((each) => each.code === "harbour-view");
    const [groupCode, optionCode] = (refs[0] ?? "").split("/");
    const roomType = project?.room_types.find((each) =>
      each.groups.some((g) => g.code === groupCode),
    );
    const group = roomType?.groups.find((g) => g.code === groupCode);
    const option = group?.options.find((o) => o.code === optionCode);
    const material = await materialAt(option?.material ?? "");
    const saved = await edit(0, [
      {
        op: "replace",
        path: `/materials/${material.index}/price`,
        value: (Number(material.price) + 100).toFixed(2),
      },
    ]);
    expect(saved.status).toBe(200);
    const rooms = (layout1?.room_types ?? []).filter((code) => code === roomType?.code).length;
    const after = (await prices()).answer;
    expect(after.version).toBe(1);
    expect(Number(priceOf(after, "Layout 1", "premium"))).toBeCloseTo(
      Number(priceOf(start, "Layout 1", "premium")) + (group?.hidden ? 0 : 100 * rooms),
    );

    // Staff read it; a project the draft does not have is not found.
    expect((await prices(designer())).status).toBe(200);
    const none = await server.api("GET /admin/draft/package-prices", {
      query: { project: "nowhere" },
      ...admin(),
    });
    expect(none.status).toBe(404);
  });

  it("shows each project's apartments by state and the buyers who have not confirmed", async () => {
    const overview = async () =>
      (await server.api("GET /admin/overview", designer())).answer.projects.find(
        (p) => p.code === "harbour-view",
      );
    // Apartment 10's buyer has a package of their own, apartment 2's buyer confirmed.
    const before = await overview();
    expect(before?.states).toEqual({ no_buyer: 0, invited: 0, designing: 1, confirmed: 1 });
    // Apartment 2's buyer confirmed: not waiting. (Other tests bind more buyers to apartment 10.)
    expect(before?.waiting.map((b) => b.email)).toContain("customer@example.test");
    expect(before?.waiting.map((b) => b.email)).not.toContain("othercustomer@example.test");
    const customer = before?.waiting.find((b) => b.email === "customer@example.test");
    expect(customer?.last_change_at).not.toBeNull();

    // A new apartment, and one with a buyer who has done nothing yet.
    const [quiet, bound] = await server.ctx.db
      .insert(apartments)
      .values([
        { buildingId: w.apartments.apt10.buildingId, code: "30", number: "30" },
        { buildingId: w.apartments.apt10.buildingId, code: "31", number: "31" },
      ])
      .returning();
    await server.ctx.db
      .insert(apartmentBuyers)
      .values({ apartmentId: bound?.id ?? 0, email: "new.buyer@example.test" });
    const after = await overview();
    expect(after?.states).toEqual({ no_buyer: 1, invited: 1, designing: 1, confirmed: 1 });
    expect(after?.waiting_count).toBe((before?.waiting_count ?? 0) + 1);
    expect(after?.waiting).toContainEqual({
      email: "new.buyer@example.test",
      apartment: "31",
      building: "A",
      last_change_at: null,
    });
    // Who never changed anything comes first, those who did after.
    const changed = after?.waiting.map((b) => b.last_change_at !== null) ?? [];
    expect(changed).toEqual([...changed].sort());
    expect(after?.waiting.at(-1)).toMatchObject({
      email: "customer@example.test",
      apartment: "10",
    });
    expect(quiet).toBeDefined();
    const all = (await server.api("GET /admin/overview", designer())).answer.projects;
    expect(all.map((p) => p.code)).not.toContain("beta-park");
  });
});

describe.each(databaseKinds())("the back office's invitations on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const admin = () => ({ token: w.token("admin"), site: ALPHA_SITE, locale: "en" });
  const invite = (
    emails: string[],
    caller: { token: string; site: string; locale: string } = admin(),
  ) => server.api("POST /admin/invitations", { body: { emails }, ...caller });

  it("invites a staff member added through the draft to set a password, which then logs them in", async () => {
    const { version } = (await server.api("GET /admin/draft", admin())).answer;
    const added = await server.api("PATCH /admin/draft", {
      query: {},
      body: {
        version,
        operations: [
          {
            op: "add",
            path: "/staff/-",
            value: { email: "Neu.Kollege@example.test", name: "Neu Kollege", role: "designer" },
          },
        ],
      },
      ...admin(),
    });
    expect(added.status).toBe(200);
    // Not yet published: the company does not know them.
    const early = await invite(["neu.kollege@example.test"]);
    expect(early.status).toBe(422);
    expect(
      (
        await server.api("POST /admin/draft/publish", {
          body: { version: version + 1 },
          ...admin(),
        })
      ).status,
    ).toBe(200);

    const sent = server.mails.length;
    const res = await invite(["Neu.Kollege@example.test"], {
      ...admin(),
      site: ALPHA_DE_SITE,
      locale: "de",
    });
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({
      message: message("de", "invitationsSent", { count: 1 }),
      invited: [{ email: "neu.kollege@example.test", as: "staff" }],
    });
    expect(server.mails.length).toBe(sent + 1);
    const mail = server.mails.at(-1);
    expect(mail?.to).toBe("neu.kollege@example.test");
    expect(mail?.subject).toContain("Einladung");
    const link = linkIn(mail, "/reset-password");
    expect(link.pathname.startsWith("/de/")).toBe(true);
    const reset = await server.api("POST /reset-password/reset", {
      body: {
        email: link.searchParams.get("email") ?? "",
        token: link.searchParams.get("token") ?? "",
        password: "Kollege2026!",
        password_confirmation: "Kollege2026!",
      },
      site: ALPHA_DE_SITE,
    });
    expect(reset.status).toBe(200);
    const login = await server.api("POST /auth/login", {
      body: { email: "neu.kollege@example.test", password: "Kollege2026!", company_id: w.alpha.id },
    });
    expect(login.status).toBe(200);
    expect(Object.keys(login.answer.user.roles)).toEqual(["designer"]);
  });

  it("invites a buyer bound to an apartment to register on the company's site, naming the apartment", async () => {
    const sent = server.mails.length;
    const res = await invite(["othercustomer@example.test"]);
    expect(res.answer.invited).toEqual([{ email: "othercustomer@example.test", as: "buyer" }]);
    const mail = server.mails[sent];
    expect(mail?.subject).toContain("Alpha Homes");
    expect(mail?.text).toContain("Harbour View, A, 2");
    // They have an account: the link leads to the login.
    expect(linkIn(mail, "/auth").origin).toBe(new URL(ALPHA_SITE).origin);
  });

  it("refuses an address the company does not know, at its place and in the caller's language, sending nothing", async () => {
    const sent = server.mails.length;
    const res = await invite(["customer@example.test", "stranger@example.test"], {
      ...admin(),
      site: ALPHA_DE_SITE,
      locale: "de",
    });
    expect(res.status).toBe(422);
    expect(res.error.message).toBe(message("de", "invitationsRefused", { count: 1 }));
    expect(Object.keys(res.error.errors ?? {})).toEqual(["/emails/1"]);
    // Beta's buyer is no buyer of Alpha's.
    expect((await invite(["betacustomer@example.test"])).status).toBe(422);
    for (const emails of [[], Array.from({ length: 101 }, (_, i) => `a${i}@example.test`)]) {
      const bad = await server.raw("POST", "/api/admin/invitations", {
        body: { emails },
        token: w.token("admin"),
      });
      expect(bad.status).toBe(422);
    }
    expect(server.mails.length).toBe(sent);
  });

  it("stops inviting one address after three a day", async () => {
    for (let i = 0; i < 3; i++) expect((await invite(["customer@example.test"])).status).toBe(200);
    const sent = server.mails.length;
    const res = await invite(["customer@example.test"]);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(server.mails.length).toBe(sent);
  });

  it("lets designers invite buyers but not staff, and customers nobody", async () => {
    const sent = server.mails.length;
    const asDesigner = { token: w.token("designer"), site: ALPHA_DE_SITE, locale: "de" };
    const staff = await invite(["customer@example.test", "admin@example.test"], asDesigner);
    expect(staff.status).toBe(403);
    expect(staff.error.message).toBe(
      message("de", "invitationStaffAdminsOnly", { email: "admin@example.test" }),
    );
    const customer = { token: w.token("customer"), site: ALPHA_SITE, locale: "en" };
    expect((await invite(["customer@example.test"], customer)).status).toBe(403);
    expect(server.mails.length).toBe(sent);
    const buyer = await invite(["othercustomer@example.test"], asDesigner);
    expect(buyer.answer.invited).toEqual([{ email: "othercustomer@example.test", as: "buyer" }]);
    expect(server.mails.length).toBe(sent + 1);
  });
});
