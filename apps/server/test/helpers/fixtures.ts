import { hash } from "@node-rs/argon2";
import { hashToken, newToken } from "../../src/auth/tokens.ts";
import type { AppContext } from "../../src/context.ts";
import {
  apartmentBuyers,
  apartmentLayouts,
  apartments,
  authTokens,
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
  type Role,
  restrictions,
  rooms,
  roomTypeImages,
  roomTypes,
  selectionGroups,
  selections,
  symbolLegendItems,
  symbolLegends,
  userPackageSelections,
  userProviders,
  users,
  wardrobePlans,
} from "../../src/db/schema.ts";

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const t = (en: string) => ({ et: `${en} (et)`, en, de: `${en} (de)` });

/**
 * A small, fully known world for API tests: two companies (Alpha with a project, Beta with its
 * own), a layout with a room-type room, restrictions in one room and across rooms, two company
 * packages, a user package, customers (each the buyer of an apartment), staff (a designer and an
 * admin) of both companies and their tokens.
 */
export async function buildWorld(ctx: AppContext) {
  const { db } = ctx;
  const [alpha, beta] = await db
    .insert(companies)
    .values([
      {
        slug: "alpha",
        name: "Alpha Homes",
        web: "https://alpha.test",
        email: "info@alpha.test",
        vat: "24.00",
        terms: {
          en: [
            { title: "1. Alpha's terms of use", text: "Alpha builds.\n\nAlpha finishes." },
            { title: "2. Disputes", text: "Settled by talking first." },
          ],
          et: [{ title: "1. Alpha kasutustingimused", text: "Alpha ehitab." }],
        },
      },
      {
        slug: "beta",
        name: "Beta Homes",
        web: "https://beta.test",
        email: "info@beta.test",
        vat: "20.00",
      },
    ])
    .returning();
  if (!alpha || !beta) throw new Error("companies not created");
  await db.insert(companyHosts).values([
    { host: "alpha.test", companyId: alpha.id, locales: ["et", "en"] },
    { host: "de.alpha.test", companyId: alpha.id, locales: ["de", "en"] },
    { host: "beta.test", companyId: beta.id, locales: ["et", "en"] },
  ]);

  const fileKeys = [
    "t/plan.svg",
    "t/kitchen.svg",
    "t/electric.svg",
    "t/wardrobe.svg",
    "t/base.svg",
    "t/layer.svg",
    "t/kitchen-oak.svg",
    "t/kitchen-walnut.svg",
  ];
  await db.insert(files).values(
    fileKeys.map((key) => ({
      key,
      companyId: alpha.id,
      contentType: "image/svg+xml",
      sizeBytes: svg.length,
    })),
  );
  for (const key of fileKeys) await ctx.storage.put(key, svg, "image/svg+xml");

  const [project, betaProject] = await db
    .insert(projects)
    .values([
      {
        companyId: alpha.id,
        code: "harbour-view",
        name: "Harbour View",
        address: "Sadama 1, Tallinn",
        projectUrl: "https://alpha.test/harbour",
        showPlanColors: true,
        showSymbols: true,
        showQuoteGeneration: true,
      },
      { companyId: beta.id, code: "beta-park", name: "Beta Park", vat: "9.00" },
    ])
    .returning();
  if (!project || !betaProject) throw new Error("projects not created");
  const [building, betaBuilding] = await db
    .insert(buildings)
    .values([
      { projectId: project.id, code: "A", buildingNumber: "A" },
      { projectId: betaProject.id, code: "1", buildingNumber: "1" },
    ])
    .returning();
  if (!building || !betaBuilding) throw new Error("buildings not created");
  const [apt10, apt2, aptBeta] = await db
    .insert(apartments)
    .values([
      {
        buildingId: building.id,
        code: "10",
        number: "10",
        transactionStatus: "available",
        wwwDetailedUrl: "https://alpha.test/a10",
      },
      { buildingId: building.id, code: "2", number: "2", transactionStatus: "sold" },
      { buildingId: betaBuilding.id, code: "1", number: "1" },
    ])
    .returning();
  if (!apt10 || !apt2 || !aptBeta) throw new Error("apartments not created");
  const [layout, layout2, betaLayout] = await db
    .insert(apartmentLayouts)
    .values([
      {
        apartmentId: apt10.id,
        code: "layout-1",
        name: "Layout 1",
        planFile: "t/plan.svg",
        kitchenPlanFile: "t/kitchen.svg",
        electricalPlanFile: "t/electric.svg",
        webImageFile: "t/plan.svg",
      },
      { apartmentId: apt2.id, code: "layout-2", name: "Layout 2" },
      { apartmentId: aptBeta.id, code: "b1", name: "B1" },
    ])
    .returning();
  if (!layout || !layout2 || !betaLayout) throw new Error("layouts not created");
  await db.insert(wardrobePlans).values({
    apartmentLayoutId: layout.id,
    code: "bedroom-wardrobe",
    name: t("Bedroom wardrobe"),
    file: "t/wardrobe.svg",
  });

  const [whole, kitchen, bath] = await db
    .insert(roomTypes)
    .values([
      {
        projectId: project.id,
        slug: "whole-apartment",
        label: t("Whole apartment"),
        priority: 0,
        isRoomType: true,
      },
      { projectId: project.id, slug: "kitchen", label: t("Kitchen"), priority: 1 },
      { projectId: project.id, slug: "bathroom", label: t("Bathroom"), priority: 2, vat: "20.00" },
    ])
    .returning();
  if (!whole || !kitchen || !bath) throw new Error("room types not created");
  const [wholeRoom, kitchenRoom, bathRoom, layout2Kitchen] = await db
    .insert(rooms)
    .values([
      { apartmentLayoutId: layout.id, roomTypeId: whole.id, slug: "whole-apartment", priority: 0 },
      {
        apartmentLayoutId: layout.id,
        roomTypeId: kitchen.id,
        slug: "kitchen",
        numbers: ["1", "4"],
        priority: 1,
      },
      {
        apartmentLayoutId: layout.id,
        roomTypeId: bath.id,
        slug: "bathroom",
        numbers: ["3"],
        priority: 2,
        // Staff's rename: the bathroom keeps its type's label as the company's.
        renamed: { et: "Vannituba", en: "Spa", de: "Bad" },
      },
      { apartmentLayoutId: layout2.id, roomTypeId: kitchen.id, slug: "kitchen", priority: 1 },
    ])
    .returning();
  if (!wholeRoom || !kitchenRoom || !bathRoom || !layout2Kitchen)
    throw new Error("rooms not created");

  const [floor, fronts, tiles, grout] = await db
    .insert(selectionGroups)
    .values([
      {
        roomTypeId: whole.id,
        code: "whole-apartment-floor",
        title: t("Floor"),
        description: t("Floor of every room"),
      },
      {
        roomTypeId: kitchen.id,
        code: "kitchen-cabinet-fronts",
        title: t("Cabinet fronts"),
        description: t("Kitchen fronts"),
        priority: 0,
      },
      {
        roomTypeId: bath.id,
        code: "bathroom-wall-tiles",
        title: t("Wall tiles"),
        description: t("Tiles"),
        priority: 0,
      },
      {
        roomTypeId: bath.id,
        code: "bathroom-grout",
        title: t("Grout"),
        description: t("Grout colour"),
        priority: 1,
        hidden: true,
      },
    ])
    .returning();
  if (!floor || !fronts || !tiles || !grout) throw new Error("groups not created");
  await db.insert(roomTypeImages).values({ roomTypeId: kitchen.id, file: "t/base.svg", layer: 0 });

  const [category] = await db
    .insert(materialCategories)
    .values({ companyId: alpha.id, code: "floors", name: t("Floors") })
    .returning();
  if (!category) throw new Error("category not created");
  const materialRows = await db
    .insert(materials)
    .values(
      [
        "oak",
        "walnut",
        "white",
        "grey",
        "black",
        "tile-white",
        "tile-green",
        "grout-white",
        "grout-grey",
        "catalogue-only",
      ].map((code, i) => ({
        companyId: alpha.id,
        categoryId: category.id,
        code,
        descShort: t(`Material ${code}`),
        priceCents: i * 1000 + 50,
        unitPriceCents: 2590,
        unitLabel: t("m²"),
        manufacturer: "Maker",
        thumbnailFile: "t/layer.svg",
      })),
    )
    .returning();
  const m = (code: string) => {
    const row = materialRows.find((r) => r.code === code);
    if (!row) throw new Error(`no material ${code}`);
    return row.id;
  };
  const optionRows = await db
    .insert(selections)
    .values([
      {
        selectionGroupId: floor.id,
        slug: "oak",
        title: t("Oak"),
        priority: 0,
        materialId: m("oak"),
        imageFile: "t/layer.svg",
        imageLayer: 1,
      },
      {
        selectionGroupId: floor.id,
        slug: "walnut",
        title: t("Walnut"),
        priority: 1,
        materialId: m("walnut"),
        imageFile: "t/layer.svg",
        imageLayer: 1,
      },
      {
        selectionGroupId: fronts.id,
        slug: "white",
        title: t("White"),
        priority: 0,
        materialId: m("white"),
      },
      {
        selectionGroupId: fronts.id,
        slug: "grey",
        title: t("Grey"),
        priority: 1,
        materialId: m("grey"),
      },
      {
        selectionGroupId: fronts.id,
        slug: "black",
        title: t("Black"),
        priority: 2,
        materialId: m("black"),
      },
      {
        selectionGroupId: tiles.id,
        slug: "tile-white",
        title: t("White tile"),
        materialId: m("tile-white"),
      },
      {
        selectionGroupId: tiles.id,
        slug: "tile-green",
        title: t("Green tile"),
        priority: 1,
        materialId: m("tile-green"),
      },
      {
        selectionGroupId: grout.id,
        slug: "grout-white",
        title: t("White grout"),
        materialId: m("grout-white"),
      },
      {
        selectionGroupId: grout.id,
        slug: "grout-grey",
        title: t("Grey grout"),
        priority: 1,
        materialId: m("grout-grey"),
      },
    ])
    .returning();
  const o = (slug: string) => {
    const row = optionRows.find((r) => r.slug === slug);
    if (!row) throw new Error(`no option ${slug}`);
    return row.id;
  };
  // The kitchen's picture shows the whole apartment's floor as the kitchen sees it.
  await db.insert(followedOptionImages).values([
    { roomTypeId: kitchen.id, selectionId: o("oak"), file: "t/kitchen-oak.svg", layer: 1 },
    { roomTypeId: kitchen.id, selectionId: o("walnut"), file: "t/kitchen-walnut.svg", layer: 1 },
  ]);
  const [withinRoom, acrossRooms] = await db
    .insert(restrictions)
    .values([
      {
        code: "bathroom-wall-tiles.tile-green.bathroom-grout",
        sourceSelectionId: o("tile-green"),
        targetSelectionId: o("grout-grey"),
      },
      {
        code: "whole-apartment-floor.walnut.kitchen-cabinet-fronts",
        sourceSelectionId: o("walnut"),
        targetSelectionId: o("black"),
      },
    ])
    .returning();
  if (!withinRoom || !acrossRooms) throw new Error("restrictions not created");

  const [basic, premium, betaPackage] = await db
    .insert(packages)
    .values([
      {
        companyId: alpha.id,
        projectId: project.id,
        code: "basic",
        name: t("Basic"),
        isDefault: true,
        priority: 0,
        pdfFooter: { en: "Basic footer" },
      },
      {
        companyId: alpha.id,
        projectId: project.id,
        code: "premium",
        name: t("Premium"),
        canConfirm: false,
        priority: 1,
      },
      {
        companyId: beta.id,
        projectId: betaProject.id,
        code: "beta-basic",
        name: t("Beta basic"),
        isDefault: true,
      },
    ])
    .returning();
  if (!basic || !premium || !betaPackage) throw new Error("packages not created");
  await db.insert(packageSelections).values([
    ...["oak", "white", "tile-white", "grout-white"].map((s) => ({
      packageId: basic.id,
      selectionId: o(s),
    })),
    ...["walnut", "black", "tile-green", "grout-grey"].map((s) => ({
      packageId: premium.id,
      selectionId: o(s),
    })),
  ]);

  const passwordHash = await hash("Secret123");
  const people: { key: string; companyId: number; role: Role }[] = [
    { key: "customer", companyId: alpha.id, role: "customer" },
    { key: "otherCustomer", companyId: alpha.id, role: "customer" },
    { key: "designer", companyId: alpha.id, role: "designer" },
    { key: "admin", companyId: alpha.id, role: "admin" },
    { key: "betaDesigner", companyId: beta.id, role: "designer" },
    { key: "betaCustomer", companyId: beta.id, role: "customer" },
    { key: "betaAdmin", companyId: beta.id, role: "admin" },
  ];
  const userRows = await db
    .insert(users)
    .values(
      people.map((p) => ({
        companyId: p.companyId,
        name: p.key,
        email: `${p.key.toLowerCase()}@example.test`,
        passwordHash,
        role: p.role,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();
  await db
    .insert(userProviders)
    .values(
      userRows.map((u) => ({ userId: u.id, companyId: u.companyId, provider: "main" as const })),
    );
  const tokens: Record<string, string> = {};
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (const [i, u] of userRows.entries()) {
    const key = people[i]?.key ?? "";
    tokens[key] = newToken();
    await db
      .insert(authTokens)
      .values({ userId: u.id, tokenHash: hashToken(tokens[key]), expiresAt });
  }
  const user = (key: string) => {
    const row = userRows[people.findIndex((p) => p.key === key)];
    if (!row) throw new Error(`no user ${key}`);
    return row;
  };
  const token = (key: string) => tokens[key] ?? "";

  const [customerPackage] = await db
    .insert(packages)
    .values({
      companyId: alpha.id,
      projectId: project.id,
      name: { et: "Minu valik", en: "My choice" },
      userId: user("customer").id,
      apartmentLayoutId: layout.id,
      basePackageId: basic.id,
    })
    .returning();
  if (!customerPackage) throw new Error("user package not created");
  await db.insert(userPackageSelections).values([
    {
      packageId: customerPackage.id,
      roomId: wholeRoom.id,
      selectionGroupId: floor.id,
      selectionId: o("walnut"),
    },
    {
      packageId: customerPackage.id,
      roomId: kitchenRoom.id,
      selectionGroupId: fronts.id,
      selectionId: o("grey"),
    },
  ]);
  const [special] = await db
    .insert(selections)
    .values({
      selectionGroupId: fronts.id,
      slug: "special-fronts",
      isSpecial: true,
      roomId: kitchenRoom.id,
      packageId: customerPackage.id,
      label: { en: "Oak veneer fronts" },
      description: { en: "Made to measure" },
      unitPriceCents: 120000,
      installPriceCents: 30000,
      createdBy: user("designer").id,
    })
    .returning();
  if (!special) throw new Error("special not created");

  // The customer bought apartment 10; the other customer apartment 2 (and Beta's customer Beta's).
  await db.insert(apartmentBuyers).values([
    { apartmentId: apt10.id, email: "customer@example.test" },
    { apartmentId: apt2.id, email: "othercustomer@example.test" },
    { apartmentId: aptBeta.id, email: "betacustomer@example.test" },
  ]);

  // Another buyer has confirmed the basic package on the second layout: its kitchen's white
  // fronts, at the price they had then.
  const whiteFronts = {
    groupId: fronts.id,
    groupTitle: t("Cabinet fronts"),
    selectionId: o("white"),
    title: t("White"),
    name: t("Material white"),
    materialCode: "white",
    priceCents: 2050,
    isSpecial: false,
  };
  const [confirmation] = await db
    .insert(confirmations)
    .values({
      version: 1,
      apartmentLayoutId: layout2.id,
      packageId: basic.id,
      userId: user("otherCustomer").id,
      confirmedAt: new Date("2026-10-01T10:00:00Z"),
      snapshot: {
        locale: "en",
        vat: 24,
        totalCents: whiteFronts.priceCents,
        rooms: [
          { id: layout2Kitchen.id, label: t("Kitchen"), numbers: [], choices: [whiteFronts] },
        ],
      },
    })
    .returning();
  if (!confirmation) throw new Error("confirmation not created");

  const [legend] = await db
    .insert(symbolLegends)
    .values([
      { companyId: alpha.id, key: "Kitchen", name: t("Kitchen"), priority: 1 },
      { companyId: beta.id, key: "Kitchen", name: t("Beta kitchen"), priority: 1 },
    ])
    .returning();
  if (!legend) throw new Error("legend not created");
  await db.insert(symbolLegendItems).values([
    {
      legendId: legend.id,
      code: "hidden-led-strip",
      name: t("Hidden LED strip"),
      priority: 2,
      iconFile: "t/layer.svg",
    },
    { legendId: legend.id, code: "opening-direction", name: t("Opening direction"), priority: 1 },
  ]);

  return {
    alpha,
    beta,
    project,
    betaProject,
    building,
    apartments: { apt10, apt2, aptBeta },
    layout,
    layout2,
    betaLayout,
    rooms: { wholeRoom, kitchenRoom, bathRoom, layout2Kitchen },
    groups: { floor, fronts, tiles, grout },
    option: o,
    restrictions: { withinRoom, acrossRooms },
    packages: { basic, premium, betaPackage, customerPackage },
    special,
    confirmation,
    user,
    token,
    materialCount: materialRows.length,
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
