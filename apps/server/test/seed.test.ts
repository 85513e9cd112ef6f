import {
  type Choices,
  packageChoices,
  packageListSchema,
  pictureLayers,
  type RoomGroups,
  type SelectionGroup,
  selectAsset,
  slotKey,
  total,
} from "@home-designer/core";
import { verify } from "@node-rs/argon2";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../src/context.ts";
import {
  apartmentLayouts,
  apartments,
  buildings,
  companies,
  companyHosts,
  confirmations,
  files,
  followedOptionImages,
  materialCategories,
  materials,
  packageSelections,
  packages,
  projects,
  restrictions,
  rooms,
  roomTypeImages,
  roomTypes,
  selectionGroups,
  selections,
  symbolLegendItems,
  symbolLegends,
  userLayoutPackages,
  userPackageSelections,
  users,
  wardrobePlans,
} from "../src/db/schema.ts";
import {
  DEMO_LOGINS,
  DEMO_SLUG,
  demoCompanyExists,
  installDemo,
  removeDemo,
} from "../src/demo/demo.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

/** Checks that every opened tag is closed in order: enough to catch broken generated markup. */
function tagsBalanced(doc: string): boolean {
  const stack: string[] = [];
  for (const m of doc.matchAll(/<(\/?)([A-Za-z][\w:.-]*)(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (!name) return false;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  return stack.length === 0;
}

function wellFormedSvg(doc: string): boolean {
  return (
    doc.startsWith("<svg") && /viewBox="[\d.\s-]+"/.test(doc.slice(0, 300)) && tagsBalanced(doc)
  );
}

type Text = { et?: string; en?: string; de?: string } | null;
const complete = (text: Text) =>
  !!text && !!text.et?.trim() && !!text.en?.trim() && !!text.de?.trim();

async function loadDemo(ctx: AppContext) {
  const { db } = ctx;
  const [company] = await db.select().from(companies).where(eq(companies.slug, DEMO_SLUG));
  if (!company) throw new Error("no demo company");
  const [project] = await db.select().from(projects).where(eq(projects.companyId, company.id));
  if (!project) throw new Error("no demo project");
  const types = await db.select().from(roomTypes).where(eq(roomTypes.projectId, project.id));
  const groups = await db
    .select()
    .from(selectionGroups)
    .where(
      inArray(
        selectionGroups.roomTypeId,
        types.map((t) => t.id),
      ),
    );
  const options = await db
    .select()
    .from(selections)
    .where(
      inArray(
        selections.selectionGroupId,
        groups.map((g) => g.id),
      ),
    );
  const rules = await db
    .select()
    .from(restrictions)
    .where(
      inArray(
        restrictions.sourceSelectionId,
        options.map((o) => o.id),
      ),
    );
  const allPackages = await db.select().from(packages).where(eq(packages.companyId, company.id));
  const companyPackages = allPackages.filter((p) => p.userId === null);
  const chosen = await db
    .select()
    .from(packageSelections)
    .where(
      inArray(
        packageSelections.packageId,
        allPackages.map((p) => p.id),
      ),
    );
  const blds = await db.select().from(buildings).where(eq(buildings.projectId, project.id));
  const apts = await db
    .select()
    .from(apartments)
    .where(
      inArray(
        apartments.buildingId,
        blds.map((b) => b.id),
      ),
    );
  const layouts = await db
    .select()
    .from(apartmentLayouts)
    .where(
      inArray(
        apartmentLayouts.apartmentId,
        apts.map((a) => a.id),
      ),
    );
  const layoutRooms = await db
    .select()
    .from(rooms)
    .where(
      inArray(
        rooms.apartmentLayoutId,
        layouts.map((l) => l.id),
      ),
    );
  const wardrobes = await db
    .select()
    .from(wardrobePlans)
    .where(
      inArray(
        wardrobePlans.apartmentLayoutId,
        layouts.map((l) => l.id),
      ),
    );
  const images = await db
    .select()
    .from(roomTypeImages)
    .where(
      inArray(
        roomTypeImages.roomTypeId,
        types.map((t) => t.id),
      ),
    );
  const follows = await db
    .select()
    .from(followedOptionImages)
    .where(
      inArray(
        followedOptionImages.roomTypeId,
        types.map((t) => t.id),
      ),
    );
  const mats = await db.select().from(materials).where(eq(materials.companyId, company.id));
  const categories = await db
    .select()
    .from(materialCategories)
    .where(eq(materialCategories.companyId, company.id));
  const legends = await db
    .select()
    .from(symbolLegends)
    .where(eq(symbolLegends.companyId, company.id));
  const legendItems = await db
    .select()
    .from(symbolLegendItems)
    .where(
      inArray(
        symbolLegendItems.legendId,
        legends.map((l) => l.id),
      ),
    );
  const people = await db.select().from(users).where(eq(users.companyId, company.id));
  const dashboard = await db
    .select()
    .from(userLayoutPackages)
    .where(
      inArray(
        userLayoutPackages.userId,
        people.map((u) => u.id),
      ),
    );
  const userChoices = await db
    .select()
    .from(userPackageSelections)
    .where(
      inArray(
        userPackageSelections.packageId,
        allPackages.map((p) => p.id),
      ),
    );
  const confirmed = await db
    .select()
    .from(confirmations)
    .where(
      inArray(
        confirmations.packageId,
        allPackages.map((p) => p.id),
      ),
    );
  const hosts = await db.select().from(companyHosts).where(eq(companyHosts.companyId, company.id));
  const fileRows = await db.select().from(files).where(eq(files.companyId, company.id));
  return {
    company,
    project,
    types,
    groups,
    options,
    rules,
    allPackages,
    companyPackages,
    chosen,
    apts,
    layouts,
    layoutRooms,
    wardrobes,
    images,
    follows,
    mats,
    categories,
    legends,
    legendItems,
    people,
    dashboard,
    userChoices,
    confirmed,
    hosts,
    fileRows,
  };
}

type Demo = Awaited<ReturnType<typeof loadDemo>>;

/** The option each restriction source allows in each target group: group → allowed option ids. */
function allowedTargets(demo: Demo, chosenIds: Set<number>): Map<number, Set<number>> {
  const groupOf = new Map(demo.options.map((o) => [o.id, o.selectionGroupId]));
  const allowed = new Map<number, Set<number>>();
  for (const r of demo.rules) {
    if (!chosenIds.has(r.sourceSelectionId)) continue;
    const group = groupOf.get(r.targetSelectionId) ?? -1;
    const set = allowed.get(group) ?? new Set<number>();
    set.add(r.targetSelectionId);
    allowed.set(group, set);
  }
  return allowed;
}

/**
 * Which whole-apartment finishes (by English group title) each room's picture shows, and so
 * follows. Wet rooms are tiled, so only a door shows in the bathroom; the WC and the sauna show
 * none.
 */
const FINISHES = ["Flooring", "Wall paint", "Interior doors", "Skirting boards", "Door handles"];
const FOLLOWED: Record<string, string[]> = {
  hallway: FINISHES,
  kitchen: ["Flooring", "Wall paint", "Skirting boards"],
  "living-room": FINISHES,
  bedroom: FINISHES,
  bathroom: ["Interior doors", "Door handles"],
  wc: [],
  sauna: [],
};

/** A layout as the configurator loads it: its rooms and their groups, through the API. */
async function layoutThroughApi(server: TestServer, projectId: number, layoutId: number) {
  const tabs = (
    await server.api("GET /project/:project/tabs", {
      params: { project: projectId },
      query: { apartment_layout_id: layoutId },
    })
  ).answer;
  const rooms: RoomGroups[] = [];
  for (const room of tabs.rooms) {
    const groups = (
      await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: projectId, roomId: room.id },
        query: { apartment_layout_id: layoutId },
      })
    ).answer;
    rooms.push({ roomId: room.id, isRoomType: room.is_room_type, groups });
  }
  const packages = packageListSchema
    .parse(
      (
        await server.api("GET /packages", {
          query: { project_id: projectId, apartment_layout_id: layoutId },
        })
      ).answer,
    )
    .filter((p) => !p.user_package);
  const whole = rooms.find((r) => r.isRoomType);
  if (!whole) throw new Error(`layout ${layoutId} has no room-type room`);
  const finishes = whole.groups.filter((g) => FINISHES.includes(g.title.label.en ?? ""));
  const groups = rooms.flatMap((room) => room.groups);
  /** The room's picture as the configurator draws it from the choices. */
  const picture = (roomId: number, choices: Choices) => {
    const room = tabs.rooms.find((r) => r.id === roomId);
    if (!room) throw new Error(`no room ${roomId}`);
    return pictureLayers(room, groups, choices).map((layer) => layer.url);
  };
  return { tabs, rooms, packages, whole, finishes, picture };
}

const chosenSlug = (group: SelectionGroup, roomId: number, choices: Choices) =>
  group.assets.find((a) => a.id === choices.get(slotKey(roomId, group.id)))?.slug;

describe.each(databaseKinds())("the demo company, as the first start makes it, on %s", (kind) => {
  let server: TestServer;
  let demo: Demo;

  beforeAll(async () => {
    server = await startTestServer(kind, undefined, { site: "http://localhost:3000" });
    await installDemo(server.ctx);
    demo = await loadDemo(server.ctx);
  });
  afterAll(() => server?.close());

  it("answers on localhost and the German-language host through the API", async () => {
    const local = (await server.api("GET /company", { query: { url: "http://localhost:3000" } }))
      .answer;
    expect(local).toMatchObject({
      name: "Kaarnakivi Kodud",
      vat: 24,
      news_letter: true,
      locales: ["et", "en"],
    });
    expect(Object.keys(local.colors)).toEqual(
      expect.arrayContaining([
        "primary-500",
        "primary-600",
        "primary-100",
        "secondary-300-variant",
      ]),
    );
    const german = (
      await server.api("GET /company", { query: { url: "http://de.localhost:3000" } })
    ).answer;
    expect(german.locales).toEqual(["de", "en"]);
    expect(demo.hosts.map((h) => h.host).sort()).toEqual([
      "127.0.0.1",
      "de.localhost",
      "kaarnakivi.localhost",
      "localhost",
    ]);
    // Its branded site: an address no page knows leads to the home designer's public index.
    const branded = (
      await server.api("GET /company", { query: { url: "http://kaarnakivi.localhost:3000" } })
    ).answer;
    expect(branded).toMatchObject({
      brand_marker: "kaarnakivi",
      home_designer_url: "https://www.kaarnakivi.example/kodudisainer",
      // The spec's demo: the EU mark on the help page, and a quote page of its own.
      eu_funding_mark: true,
      quote_url: expect.stringMatching(/^https:\/\/www\.kaarnakivi\.example\/.*\{total_sum\}/),
    });
    // Its own terms of use, under Estonian law, in each of its languages.
    const terms = (await server.api("GET /terms")).answer;
    for (const sections of [terms.et, terms.en, terms.de]) expect(sections).toHaveLength(6);
    expect(terms.en?.[5]?.text).toContain("Harju County Court");
  });

  it("has a project with two buildings, apartments in every sales state and one or two layouts each", () => {
    expect(demo.project).toMatchObject({
      showPlanColors: true,
      showSymbols: true,
      showQuoteGeneration: true,
    });
    expect(new Set(demo.apts.map((a) => a.buildingId)).size).toBe(2);
    expect(demo.apts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demo.apts.map((a) => a.transactionStatus))).toEqual(
      new Set(["available", "reserved", "sold"]),
    );
    for (const a of demo.apts) {
      const count = demo.layouts.filter((l) => l.apartmentId === a.id).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(2);
      expect(a.wwwDetailedUrl).toMatch(/^https:\/\//);
    }
    for (const l of demo.layouts) {
      expect(
        [l.webImageFile, l.planFile, l.kitchenPlanFile, l.electricalPlanFile].every(Boolean),
      ).toBe(true);
    }
    expect(demo.wardrobes.length).toBeGreaterThan(0);
  });

  it("gives every layout a room-type room and unique room slugs, numbers on the plan", () => {
    const roomTypeRoom = demo.types.filter((t) => t.isRoomType);
    expect(roomTypeRoom).toHaveLength(1);
    for (const l of demo.layouts) {
      const own = demo.layoutRooms.filter((r) => r.apartmentLayoutId === l.id);
      expect(new Set(own.map((r) => r.slug)).size).toBe(own.length);
      expect(own.some((r) => r.roomTypeId === roomTypeRoom[0]?.id)).toBe(true);
      for (const r of own) expect(r.numbers.length).toBeGreaterThan(0);
    }
    expect(demo.layoutRooms.some((r) => r.slug === "bedroom-2")).toBe(true);
  });

  it("has options in every group, hidden groups, and groups of the whole apartment", () => {
    for (const g of demo.groups) {
      const own = demo.options.filter((o) => o.selectionGroupId === g.id);
      expect(own.length, `group ${g.title.en}`).toBeGreaterThanOrEqual(2);
      expect(own.some((o) => demo.mats.find((m) => m.id === o.materialId)?.priceCents === 0)).toBe(
        true,
      );
    }
    expect(demo.groups.some((g) => g.hidden)).toBe(true);
    const roomTypeIds = new Set(demo.types.filter((t) => t.isRoomType).map((t) => t.id));
    expect(demo.groups.some((g) => roomTypeIds.has(g.roomTypeId))).toBe(true);
  });

  it("chooses exactly one option per group in every company package, with exactly one default", () => {
    expect(demo.companyPackages.length).toBeGreaterThanOrEqual(3);
    expect(demo.companyPackages.filter((p) => p.isDefault)).toHaveLength(1);
    expect(demo.companyPackages.some((p) => !p.canConfirm)).toBe(true);
    expect(demo.companyPackages.some((p) => complete(p.pdfFooter))).toBe(true);
    const groupOf = new Map(demo.options.map((o) => [o.id, o.selectionGroupId]));
    for (const p of demo.companyPackages) {
      const groups = demo.chosen
        .filter((c) => c.packageId === p.id)
        .map((c) => groupOf.get(c.selectionId));
      expect(groups.sort()).toEqual(demo.groups.map((g) => g.id).sort());
    }
  });

  it("keeps restrictions between existing options of different groups, each target group led by one source group", () => {
    expect(demo.rules.length).toBeGreaterThan(0);
    const byId = new Map(demo.options.map((o) => [o.id, o]));
    const typeOfGroup = new Map(demo.groups.map((g) => [g.id, g.roomTypeId]));
    const sourcesOfTarget = new Map<number, Set<number>>();
    let across = 0;
    for (const r of demo.rules) {
      const source = byId.get(r.sourceSelectionId);
      const target = byId.get(r.targetSelectionId);
      expect(source && target).toBeTruthy();
      if (!source || !target) continue;
      expect(source.selectionGroupId).not.toBe(target.selectionGroupId);
      const sourceType = demo.types.find((t) => t.id === typeOfGroup.get(source.selectionGroupId));
      if (typeOfGroup.get(source.selectionGroupId) !== typeOfGroup.get(target.selectionGroupId)) {
        // Only the room-type room may restrict another room.
        expect(sourceType?.isRoomType).toBe(true);
        across++;
      }
      const set = sourcesOfTarget.get(target.selectionGroupId) ?? new Set<number>();
      set.add(source.selectionGroupId);
      sourcesOfTarget.set(target.selectionGroupId, set);
    }
    expect(across).toBeGreaterThan(0);
    for (const set of sourcesOfTarget.values()) expect(set.size).toBe(1);
  });

  it("lets every company package satisfy the restrictions", () => {
    for (const p of demo.companyPackages) {
      const ids = new Set(
        demo.chosen.filter((c) => c.packageId === p.id).map((c) => c.selectionId),
      );
      for (const [group, allowed] of allowedTargets(demo, ids)) {
        const choice = demo.options.find((o) => o.selectionGroupId === group && ids.has(o.id));
        expect(choice && allowed.has(choice.id), `${p.name.en}: group ${group}`).toBe(true);
      }
    }
  });

  it("gives the customer a dashboard: a company package, two own packages and a confirmed one", async () => {
    const customer = demo.people.find((u) => u.role === "customer");
    const designer = demo.people.find((u) => u.role === "designer");
    expect(customer?.emailVerifiedAt).toBeTruthy();
    expect(designer).toBeTruthy();
    for (const login of DEMO_LOGINS) {
      expect(login.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
      const user = demo.people.find((u) => u.email === login.email);
      expect(user?.role).toBe(login.role);
      expect(await verify(user?.passwordHash ?? "", login.password)).toBe(true);
    }
    const own = demo.allPackages.filter((p) => p.userId === customer?.id);
    expect(own).toHaveLength(2);
    expect(demo.dashboard.filter((d) => d.userId === customer?.id).length).toBeGreaterThanOrEqual(
      4,
    );
    const groupsOfType = (typeId: number) =>
      demo.groups
        .filter((g) => g.roomTypeId === typeId)
        .map((g) => g.id)
        .sort();
    for (const p of own) {
      expect(p.basePackageId).toBeTruthy();
      const layoutRooms = demo.layoutRooms.filter(
        (r) => r.apartmentLayoutId === p.apartmentLayoutId,
      );
      const roomTypeRoom = layoutRooms.find(
        (r) => demo.types.find((t) => t.id === r.roomTypeId)?.isRoomType,
      );
      const choicesIn = (roomId: number | undefined) =>
        new Set(
          demo.userChoices
            .filter((c) => c.packageId === p.id && c.roomId === roomId)
            .map((c) => c.selectionId),
        );
      for (const room of layoutRooms) {
        const choices = demo.userChoices.filter(
          (c) => c.packageId === p.id && c.roomId === room.id,
        );
        expect(choices.map((c) => c.selectionGroupId).sort()).toEqual(
          groupsOfType(room.roomTypeId),
        );
        // Restrictions apply within the room, and from the room-type room to every room.
        const sources = new Set([...choicesIn(room.id), ...choicesIn(roomTypeRoom?.id)]);
        const mine = choicesIn(room.id);
        for (const [group, allowed] of allowedTargets(demo, sources)) {
          const pick = demo.options.find((o) => o.selectionGroupId === group && mine.has(o.id));
          if (pick) expect(allowed.has(pick.id)).toBe(true);
        }
      }
    }
    expect(demo.confirmed).toHaveLength(1);
    const confirmation = demo.confirmed[0];
    expect(confirmation?.userId).toBe(customer?.id);
    expect(Date.now() - (confirmation?.confirmedAt.getTime() ?? 0)).toBeGreaterThan(
      24 * 3600 * 1000,
    );
    const snapshot = confirmation?.snapshot;
    const sum = snapshot?.rooms.flatMap((r) => r.choices).reduce((s, c) => s + c.priceCents, 0);
    expect(snapshot?.totalCents).toBe(sum);
    expect(snapshot?.rooms.length).toBe(
      demo.layoutRooms.filter((r) => r.apartmentLayoutId === confirmation?.apartmentLayoutId)
        .length,
    );
  });

  it("serves the customer's layout through the rooms API", async () => {
    const layoutId = demo.allPackages.find((p) => p.userId !== null)?.apartmentLayoutId;
    if (!layoutId) throw new Error("the demo has no customer's package");
    const tabs = (
      await server.api("GET /project/:project/tabs", {
        params: { project: demo.project.id },
        query: { apartment_layout_id: layoutId },
      })
    ).answer;
    expect(tabs.rooms.length).toBeGreaterThanOrEqual(7);
    expect(tabs.wardrobePlans.length).toBeGreaterThan(0);
    const kitchen = tabs.rooms.find((r) => r.slug === "kitchen");
    if (!kitchen) throw new Error("the demo has no kitchen");
    const groups = (
      await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: demo.project.id, roomId: kitchen.id },
        query: { apartment_layout_id: layoutId },
      })
    ).answer;
    expect(groups.some((g) => g.restrictions.length > 0)).toBe(true);
    expect(kitchen?.images.length).toBeGreaterThan(0);
  });

  it("writes every text in Estonian, English and German", () => {
    const texts: [string, Text][] = [
      ["company footer", demo.company.pdfFooter],
      ...demo.types.map((t): [string, Text] => [`room type ${t.slug}`, t.label]),
      ...demo.groups.flatMap((g): [string, Text][] => [
        [`group ${g.id} title`, g.title],
        [`group ${g.id} description`, g.description],
      ]),
      ...demo.options.map((o): [string, Text] => [`option ${o.slug}`, o.title]),
      ...demo.mats.flatMap((m): [string, Text][] => [
        [`${m.code} short`, m.descShort],
        [`${m.code} long`, m.descLong],
        [`${m.code} finishing`, m.productFinishing],
        [`${m.code} type`, m.productType],
        [`${m.code} unit`, m.unitLabel],
      ]),
      ...demo.categories.map((c): [string, Text] => [`category ${c.id}`, c.name]),
      ...demo.companyPackages.flatMap((p): [string, Text][] => [
        [`package ${p.id} name`, p.name],
        [`package ${p.id} description`, p.description],
      ]),
      ...demo.legends.map((l): [string, Text] => [`legend ${l.key}`, l.name]),
      ...demo.legendItems.map((i): [string, Text] => [`legend item ${i.id}`, i.name]),
      ...demo.wardrobes.map((w): [string, Text] => [`wardrobe ${w.id}`, w.name]),
      ...demo.company.helpVideos.flatMap((g) =>
        g.videos.flatMap((v): [string, Text][] => [
          [`video ${v.key} desktop`, v.desktop],
          [`video ${v.key} mobile`, v.mobile],
        ]),
      ),
    ];
    const missing = texts.filter(([, text]) => !complete(text)).map(([what]) => what);
    expect(missing).toEqual([]);
    for (const g of demo.company.helpVideos) {
      for (const v of g.videos)
        for (const url of [...Object.values(v.desktop), ...Object.values(v.mobile)])
          expect(url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    }
    expect(demo.company.helpVideos.map((g) => g.key)).toEqual([
      "onboarding",
      "packages",
      "saving-confirming",
      "sharing",
      "plan",
    ]);
  });

  it("has the six symbol legends with icons", () => {
    expect(demo.legends.map((l) => l.key).sort()).toEqual(
      ["Apartment", "Bedrooms", "Electric", "Kitchen", "Kitchen&Living", "WashingRooms"].sort(),
    );
    for (const l of demo.legends) {
      const items = demo.legendItems.filter((i) => i.legendId === l.id);
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(8);
      expect(items.every((i) => i.iconFile)).toBe(true);
    }
  });

  it("stores every referenced picture as a well-formed SVG (the sized icons as PNG), and room layers on one canvas", async () => {
    const c = demo.company;
    const referenced = [
      c.logoFile,
      ...Object.values(c.favicons),
      ...demo.layouts.flatMap((l) => [
        l.webImageFile,
        l.planFile,
        l.kitchenPlanFile,
        l.electricalPlanFile,
      ]),
      ...demo.wardrobes.map((w) => w.file),
      ...demo.images.map((i) => i.file),
      ...demo.follows.map((f) => f.file),
      ...demo.mats.flatMap((m) => [m.thumbnailFile, m.imageFile]),
      ...demo.options.map((o) => o.imageFile),
      ...demo.allPackages.filter((p) => p.userId === null).map((p) => p.imageFile),
      ...demo.legendItems.map((i) => i.iconFile),
    ].filter((k): k is string => typeof k === "string");
    expect(Object.keys(c.favicons).sort()).toEqual(["16", "180", "32", "regular"]);
    const known = new Set(demo.fileRows.map((f) => f.key));
    const notRecorded = referenced.filter((k) => !known.has(k));
    expect(notRecorded).toEqual([]);
    const bad: string[] = [];
    // Browsers' tabs and a phone's home screen take no SVG at 16, 32 and 180 px.
    const rasters = new Set([c.favicons["16"], c.favicons["32"], c.favicons["180"]]);
    for (const f of demo.fileRows) {
      expect(f.key.startsWith("demo/")).toBe(true);
      const bytes = await server.ctx.storage.read(f.key);
      if (bytes.length !== f.sizeBytes) bad.push(f.key);
      if (rasters.has(f.key)) {
        expect(f.contentType, f.key).toBe("image/png");
        expect(bytes.subarray(1, 4).toString("latin1"), f.key).toBe("PNG");
      } else {
        expect(f.contentType, f.key).toBe("image/svg+xml");
        if (!wellFormedSvg(bytes.toString("utf8"))) bad.push(f.key);
      }
    }
    expect(bad).toEqual([]);
    // Every visible option draws a layer, and so does every option of a hidden group with
    // pictures; layers and base pictures share the room's viewBox.
    const pictured = new Set(
      demo.groups
        .filter(
          (g) => !g.hidden || demo.options.some((o) => o.selectionGroupId === g.id && o.imageFile),
        )
        .map((g) => g.id),
    );
    for (const o of demo.options) {
      if (!pictured.has(o.selectionGroupId)) continue;
      expect(o.imageFile, o.slug).toBeTruthy();
      const body = (await server.ctx.storage.read(o.imageFile ?? "")).toString("utf8");
      expect(body).toContain('viewBox="0 0 1600 1000"');
      expect(Buffer.byteLength(body)).toBeLessThan(40 * 1024);
    }
    for (const t of demo.types) {
      const base = demo.images.filter((i) => i.roomTypeId === t.id);
      expect(base.length, t.slug).toBeGreaterThan(0);
    }
  });

  it("changes the picture when a choice changes", async () => {
    const pictured = demo.groups.filter(
      (g) => !g.hidden || demo.options.some((o) => o.selectionGroupId === g.id && o.imageFile),
    );
    for (const g of pictured) {
      const layers = demo.options
        .filter((o) => o.selectionGroupId === g.id)
        .map((o) => o.imageFile ?? "");
      const bodies = await Promise.all(
        layers.map(async (k) => (await server.ctx.storage.read(k)).toString("utf8")),
      );
      expect(new Set(bodies).size, g.title.en).toBe(bodies.length);
    }
  });

  it("draws each whole-apartment finish in every room whose picture shows it, without copies", () => {
    const whole = demo.types.find((t) => t.isRoomType);
    const finishes = demo.groups.filter(
      (g) =>
        g.roomTypeId === whole?.id &&
        demo.options.some((o) => o.selectionGroupId === g.id && o.imageFile),
    );
    // Every whole-apartment group that changes the picture is one of the finishes followed.
    expect(finishes.map((g) => g.title.en).sort()).toEqual([...FINISHES].sort());
    const others = demo.types.filter((t) => !t.isRoomType);
    expect(others.map((t) => t.slug).sort()).toEqual(Object.keys(FOLLOWED).sort());
    const optionById = new Map(demo.options.map((o) => [o.id, o]));
    for (const type of others) {
      const followed = new Set(
        demo.follows
          .filter((f) => f.roomTypeId === type.id)
          .map((f) => optionById.get(f.selectionId)?.selectionGroupId),
      );
      expect(
        finishes.filter((g) => followed.has(g.id)).map((g) => g.title.en),
        type.slug,
      ).toEqual(
        finishes
          .filter((g) => FOLLOWED[type.slug]?.includes(g.title.en ?? ""))
          .map((g) => g.title.en),
      );
      // Each option of a followed finish has its layer in this room type's picture, on the layer
      // it has in the whole apartment's; and no group of the room copies the finish.
      for (const source of finishes.filter((g) => followed.has(g.id))) {
        for (const option of demo.options.filter((o) => o.selectionGroupId === source.id)) {
          const layer = demo.follows.find(
            (f) => f.roomTypeId === type.id && f.selectionId === option.id,
          );
          expect(layer?.layer, `${type.slug}: ${source.title.en}/${option.slug}`).toBe(
            option.imageLayer,
          );
        }
        expect(
          demo.groups.filter((g) => g.roomTypeId === type.id && g.title.en === source.title.en),
        ).toEqual([]);
      }
    }
  });

  it("shows the package's whole-apartment finishes in every room's picture, before and after restrictions", async () => {
    // One layout of each type, so every kind of room is loaded.
    const types = new Map(demo.layouts.map((l) => [l.name, l.id]));
    expect(types.size).toBeGreaterThanOrEqual(3);
    for (const layoutId of types.values()) {
      const layout = await layoutThroughApi(server, demo.project.id, layoutId);
      expect(layout.packages.length).toBeGreaterThanOrEqual(3);
      for (const p of layout.packages) {
        const choices = packageChoices(layout.rooms, p.id);
        for (const room of layout.tabs.rooms.filter((r) => !r.is_room_type)) {
          const type = demo.types.find((t) => t.id === room.room_type_id);
          const picture = layout.picture(room.id, choices);
          for (const finish of layout.finishes) {
            const chosen = finish.assets.find(
              (a) => a.id === choices.get(slotKey(layout.whole.roomId, finish.id)),
            );
            const drawn = finish.images.filter(
              (i) => i.room_id === room.id && i.selection_id === chosen?.id,
            );
            const what = `layout ${layoutId}, ${p.name.en}, ${room.slug}: ${finish.title.label.en}`;
            const shows = FOLLOWED[type?.slug ?? ""]?.includes(finish.title.label.en ?? "");
            expect(drawn.length, what).toBe(shows ? 1 : 0);
            for (const layer of drawn) expect(picture, what).toContain(layer.url);
          }
        }
      }
    }
  });

  it("changes the kitchen's floor, and not its total, when another whole-apartment floor is chosen", async () => {
    const layoutId = demo.allPackages.find((p) => p.userId !== null)?.apartmentLayoutId ?? -1;
    const layout = await layoutThroughApi(server, demo.project.id, layoutId);
    const kitchenId = layout.tabs.rooms.find((r) => r.slug === "kitchen")?.id;
    const kitchen = layout.rooms.find((r) => r.roomId === kitchenId);
    const floor = layout.finishes.find((g) => g.title.label.en === "Flooring");
    if (!kitchen || !floor) throw new Error("no kitchen floor");
    const byDefault = layout.packages.find((p) => p.default) ?? layout.packages[0];
    const start = packageChoices(layout.rooms, byDefault?.id ?? -1);
    const vat = () => 0.24;
    const kitchenTotal = (choices: Choices) => total([kitchen], choices, vat).cents;
    const pictureOf = (choices: Choices) => layout.picture(kitchen.roomId, choices).join(" ");
    const seen = new Set([pictureOf(start)]);
    for (const other of floor.assets.filter(
      (a) => a.slug !== chosenSlug(floor, layout.whole.roomId, start),
    )) {
      const next = selectAsset(layout.rooms, start, {
        roomId: layout.whole.roomId,
        groupId: floor.id,
        assetId: other.id,
      }).choices;
      seen.add(pictureOf(next));
      expect(kitchenTotal(next)).toBe(kitchenTotal(start));
    }
    // Every floor draws its own kitchen picture.
    expect(seen.size).toBe(floor.assets.length);
  });

  it("removes itself with its files, and is made again", async () => {
    expect(await demoCompanyExists(server.ctx)).toBe(true);
    const someKey = demo.fileRows[0]?.key ?? "";
    await removeDemo(server.ctx);
    expect(await demoCompanyExists(server.ctx)).toBe(false);
    await expect(server.ctx.storage.read(someKey)).rejects.toThrow();
    const left = await server.ctx.db
      .select({ key: files.key })
      .from(files)
      .where(eq(files.companyId, demo.company.id));
    expect(left).toEqual([]);
    await installDemo(server.ctx);
    expect(await demoCompanyExists(server.ctx)).toBe(true);
    const again = await loadDemo(server.ctx);
    expect(again.options.length).toBe(demo.options.length);
    expect(again.fileRows.length).toBe(demo.fileRows.length);
    expect((await server.ctx.storage.read(someKey)).length).toBeGreaterThan(0);
  });
});
