/**
 * Writes the demo project: buildings, apartments, layouts with their plans, room types and rooms,
 * the catalogue, selection groups and options, restrictions, pictures and company packages. One
 * insert per table (or per large batch); natural keys returned with the ids tie rows together.
 */
import type { Db } from "../../apps/server/src/db/client.ts";
import {
  apartmentLayouts,
  apartments,
  buildings,
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
  wardrobePlans,
} from "../../apps/server/src/db/schema.ts";
import { nameOf, slugify } from "../../apps/server/src/modules/company-format/codes.ts";
import { CATALOGUE_ONLY, CATEGORIES, RESTRICTIONS, ROOM_TYPES } from "./demo-catalogue.ts";
import { PROJECT } from "./demo-company.ts";
import { APARTMENTS } from "./demo-layouts.ts";
import { ICON_NAMES, LEGENDS } from "./demo-legends.ts";
import { PACKAGES, resolveChoices } from "./demo-packages.ts";
import { type DemoPictures, layoutKey, layoutName, materialCode } from "./demo-pictures.ts";
import { t } from "./i18n.ts";

const cents = (euro: number) => Math.round(euro * 100);

/** What the rest of the seed needs of the project: its id and its apartments' by `A-1`. */
export type SeededProject = {
  projectId: number;
  apartmentIds: Map<string, number>;
};

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed is missing ${what}`);
  return value;
}

export async function insertProject(
  db: Db,
  companyId: number,
  pics: DemoPictures,
): Promise<SeededProject> {
  const [project] = await db
    .insert(projects)
    .values({
      companyId,
      code: slugify(PROJECT.name),
      name: PROJECT.name,
      address: PROJECT.address,
      projectUrl: PROJECT.projectUrl,
      showPlanColors: true,
      showSymbols: true,
      showQuoteGeneration: true,
    })
    .returning({ id: projects.id });
  const projectId = must(project?.id, "the project");

  // ─── Buildings, apartments, layouts, wardrobe plans ───
  const buildingRows = await db
    .insert(buildings)
    .values(
      PROJECT.buildings.map((b, i) => ({ projectId, code: b, buildingNumber: b, priority: i })),
    )
    .returning({ id: buildings.id, number: buildings.buildingNumber });
  const buildingIds = new Map(buildingRows.map((b) => [b.number, b.id]));
  const apartmentRows = await db
    .insert(apartments)
    .values(
      APARTMENTS.map((a) => ({
        buildingId: must(buildingIds.get(a.building), `building ${a.building}`),
        code: a.number,
        number: a.number,
        floor: a.floor,
        transactionStatus: a.status,
        wwwDetailedUrl: `${PROJECT.projectUrl}/korterid/${a.building.toLowerCase()}-${a.number}`,
      })),
    )
    .returning({ id: apartments.id, buildingId: apartments.buildingId, number: apartments.number });
  const apartmentIds = new Map(
    apartmentRows.map((a) => {
      const building = buildingRows.find((b) => b.id === a.buildingId)?.number ?? "";
      return [`${building}-${a.number}`, a.id];
    }),
  );
  const layoutValues = APARTMENTS.flatMap((a) =>
    a.layouts.map((template, i) => {
      const pics_ = must(
        pics.layouts.get(layoutKey(a.building, a.number, template)),
        "layout pictures",
      );
      return {
        apartmentId: must(apartmentIds.get(`${a.building}-${a.number}`), "apartment"),
        code: slugify(layoutName(template)),
        name: layoutName(template),
        priority: i,
        webImageFile: pics_.web,
        planFile: pics_.plan,
        kitchenPlanFile: pics_.kitchen,
        electricalPlanFile: pics_.electric,
      };
    }),
  );
  const layoutRows = await db.insert(apartmentLayouts).values(layoutValues).returning({
    id: apartmentLayouts.id,
    apartmentId: apartmentLayouts.apartmentId,
    name: apartmentLayouts.name,
  });
  const layoutIds = new Map<string, number>();
  for (const a of APARTMENTS) {
    const apartmentId = must(apartmentIds.get(`${a.building}-${a.number}`), "apartment");
    for (const template of a.layouts) {
      const row = layoutRows.find(
        (l) => l.apartmentId === apartmentId && l.name === layoutName(template),
      );
      layoutIds.set(layoutKey(a.building, a.number, template), must(row?.id, "layout"));
    }
  }
  await db.insert(wardrobePlans).values(
    APARTMENTS.flatMap((a) =>
      a.layouts.flatMap((template) => {
        const key = layoutKey(a.building, a.number, template);
        const files = must(pics.layouts.get(key), "layout pictures").wardrobes;
        return template.wardrobes.map((w, i) => ({
          apartmentLayoutId: must(layoutIds.get(key), "layout"),
          code: slugify(nameOf(w.name)),
          name: w.name,
          file: must(files[i], "wardrobe plan"),
          priority: i,
        }));
      }),
    ),
  );

  // ─── Room types and rooms ───
  const roomTypeRows = await db
    .insert(roomTypes)
    .values(
      ROOM_TYPES.map((rt, i) => ({
        projectId,
        slug: rt.slug,
        label: rt.label,
        priority: i,
        isRoomType: !!rt.isRoomType,
      })),
    )
    .returning({ id: roomTypes.id, slug: roomTypes.slug });
  const roomTypeIds = new Map(roomTypeRows.map((r) => [r.slug, r.id]));
  const roomValues = APARTMENTS.flatMap((a) =>
    a.layouts.flatMap((template) => {
      const apartmentLayoutId = must(
        layoutIds.get(layoutKey(a.building, a.number, template)),
        "layout",
      );
      return template.tabs.map((tab, i) => ({
        apartmentLayoutId,
        roomTypeId: must(roomTypeIds.get(tab.roomType), `room type ${tab.roomType}`),
        slug: tab.slug,
        numbers: tab.numbers,
        priority: i,
        // One room with a name of its own, beside its room type's (a staff rename is kept apart).
        label:
          a.building === "A" && a.number === "1" && tab.slug === "bedroom-2"
            ? t("Lastetuba", "Children's room", "Kinderzimmer")
            : null,
      }));
    }),
  );
  await db.insert(rooms).values(roomValues);

  // ─── Catalogue ───
  const categoryRows = await db
    .insert(materialCategories)
    .values(
      CATEGORIES.map((c, i) => ({
        companyId,
        code: slugify(nameOf(c.name)),
        name: c.name,
        priority: i,
      })),
    )
    .returning({ id: materialCategories.id, priority: materialCategories.priority });
  const categoryIds = new Map(
    CATEGORIES.map((c, i) => [
      c.key,
      must(categoryRows.find((r) => r.priority === i)?.id, "category"),
    ]),
  );
  const materialValues = ROOM_TYPES.flatMap((rt) =>
    rt.groups.flatMap((g) =>
      g.options.map((o, i) => {
        const code = materialCode(g.key, o.slug);
        const p = must(pics.materialPictures.get(code), `pictures of ${code}`);
        return {
          companyId,
          categoryId: categoryIds.get(g.category) ?? null,
          code,
          descShort: o.title,
          descLong: g.long(o.title),
          productFinishing: o.finishing,
          productType: g.productType,
          unitLabel: g.unit,
          elementType: g.elementType,
          roomType: rt.slug,
          manufacturer: o.manufacturer ?? g.manufacturer,
          seller: g.seller,
          producerProductId: o.productId,
          url: g.url,
          thumbnailFile: p.thumb,
          imageFile: p.big,
          priceCents: cents(o.price),
          unitPriceCents: cents(o.unitPrice),
          installPriceCents: cents(g.installPrice ?? 0),
          quantity: g.quantity ?? null,
          vat: "24.00",
          isSampleAvailable: g.sample,
          priority: i,
        };
      }),
    ),
  );
  const catalogueOnly = CATALOGUE_ONLY.map((m, i) => {
    const p = must(pics.materialPictures.get(m.code), `pictures of ${m.code}`);
    return {
      companyId,
      categoryId: categoryIds.get(m.category) ?? null,
      code: m.code,
      descShort: m.title,
      descLong: m.long,
      productFinishing: m.finishing,
      productType: m.productType,
      unitLabel: m.unit,
      elementType: null,
      roomType: null,
      manufacturer: m.manufacturer,
      seller: m.seller,
      producerProductId: m.productId,
      url: m.url,
      thumbnailFile: p.thumb,
      imageFile: p.big,
      priceCents: 0,
      unitPriceCents: cents(m.unitPrice),
      installPriceCents: 0,
      quantity: null,
      vat: "24.00",
      isSampleAvailable: m.sample,
      priority: 100 + i,
    };
  });
  const materialRows = await db
    .insert(materials)
    .values([...materialValues, ...catalogueOnly])
    .returning({ id: materials.id, code: materials.code });
  const materialIds = new Map(materialRows.map((m) => [m.code, m.id]));

  // ─── Selection groups, their pictures and options ───
  /** A group's code: its room type's and its title's, as the company format has it. */
  const groupCodes = new Map(
    ROOM_TYPES.flatMap((rt) =>
      rt.groups.map((g) => [g.key, slugify(`${rt.slug}-${nameOf(g.title)}`)] as const),
    ),
  );
  const groupValues = ROOM_TYPES.flatMap((rt) =>
    rt.groups.map((g, i) => ({
      roomTypeId: must(roomTypeIds.get(rt.slug), "room type"),
      code: must(groupCodes.get(g.key), "group code"),
      title: g.title,
      description: g.description,
      priority: i,
      hidden: !!g.hidden,
    })),
  );
  const groupRows = await db.insert(selectionGroups).values(groupValues).returning({
    id: selectionGroups.id,
    roomTypeId: selectionGroups.roomTypeId,
    priority: selectionGroups.priority,
  });
  const groupIds = new Map<string, number>();
  for (const rt of ROOM_TYPES) {
    const roomTypeId = roomTypeIds.get(rt.slug);
    rt.groups.forEach((g, i) => {
      const row = groupRows.find((r) => r.roomTypeId === roomTypeId && r.priority === i);
      groupIds.set(g.key, must(row?.id, `group ${g.key}`));
    });
  }
  await db.insert(roomTypeImages).values(
    ROOM_TYPES.flatMap((rt) =>
      must(pics.roomBase.get(rt.slug), "room base").map((b) => ({
        roomTypeId: must(roomTypeIds.get(rt.slug), "room type"),
        file: b.key,
        layer: b.layer,
      })),
    ),
  );
  const selectionValues = ROOM_TYPES.flatMap((rt) =>
    rt.groups.flatMap((g) =>
      g.options.map((o, i) => {
        const layer = pics.optionLayer.get(`${g.key}/${o.slug}`);
        return {
          selectionGroupId: must(groupIds.get(g.key), "group"),
          slug: o.slug,
          title: o.title,
          priority: i,
          materialId: must(
            materialIds.get(materialCode(g.key, o.slug)),
            `material of ${g.key}/${o.slug}`,
          ),
          imageFile: layer?.key ?? null,
          imageLayer: layer?.layer ?? 0,
        };
      }),
    ),
  );
  const selectionRows = await db
    .insert(selections)
    .values(selectionValues)
    .returning({ id: selections.id, groupId: selections.selectionGroupId, slug: selections.slug });
  const groupKeyById = new Map([...groupIds].map(([k, id]) => [id, k]));
  const selectionIds = new Map(
    selectionRows.map((s) => [`${groupKeyById.get(s.groupId)}/${s.slug}`, s.id]),
  );
  const sel = (group: string, slug: string) =>
    must(selectionIds.get(`${group}/${slug}`), `option ${group}/${slug}`);

  await db.insert(restrictions).values(
    RESTRICTIONS.flatMap((r) =>
      r.targets[1].map((target) => ({
        code: `${groupCodes.get(r.source[0])}.${r.source[1]}.${groupCodes.get(r.targets[0])}`,
        sourceSelectionId: sel(r.source[0], r.source[1]),
        targetSelectionId: sel(r.targets[0], target),
      })),
    ),
  );

  // The whole-apartment finishes as each room type's picture shows them.
  await db.insert(followedOptionImages).values(
    ROOM_TYPES.flatMap((rt) =>
      (rt.follows ?? []).flatMap(({ group }) =>
        group.options.map((o) => {
          const layer = must(
            pics.followLayer.get(`${rt.slug}/${group.key}/${o.slug}`),
            `${rt.slug}'s layer of ${group.key}/${o.slug}`,
          );
          return {
            roomTypeId: must(roomTypeIds.get(rt.slug), "room type"),
            selectionId: sel(group.key, o.slug),
            file: layer.key,
            layer: layer.layer,
          };
        }),
      ),
    ),
  );

  // ─── Company packages ───
  const packageRows = await db
    .insert(packages)
    .values(
      PACKAGES.map((p, i) => ({
        companyId,
        projectId,
        code: slugify(nameOf(p.name)),
        name: p.name,
        description: p.description,
        imageFile: must(pics.packageImages.get(p.key), "package image"),
        isDefault: !!p.isDefault,
        canConfirm: p.canConfirm ?? true,
        priority: i,
        pdfFooter: p.pdfFooter ?? null,
      })),
    )
    .returning({ id: packages.id, priority: packages.priority });
  const packageIds = new Map(
    PACKAGES.map((p, i) => [p.key, must(packageRows.find((r) => r.priority === i)?.id, "package")]),
  );
  await db.insert(packageSelections).values(
    PACKAGES.flatMap((p) => {
      const packageId = must(packageIds.get(p.key), "package");
      return Object.entries(resolveChoices(p.choices)).map(([group, slug]) => ({
        packageId,
        selectionId: sel(group, slug),
      }));
    }),
  );

  return { projectId, apartmentIds };
}

/** Symbol legends with one icon file per symbol. */
export async function insertLegends(db: Db, companyId: number, pics: DemoPictures): Promise<void> {
  const legendRows = await db
    .insert(symbolLegends)
    .values(LEGENDS.map((l, i) => ({ companyId, key: l.key, name: l.name, priority: i })))
    .returning({ id: symbolLegends.id, key: symbolLegends.key });
  const legendIds = new Map(legendRows.map((l) => [l.key, l.id]));
  await db.insert(symbolLegendItems).values(
    LEGENDS.flatMap((l) =>
      l.items.map((icon, i) => ({
        legendId: must(legendIds.get(l.key), "legend"),
        code: slugify(nameOf(ICON_NAMES[icon])),
        iconFile: must(pics.icons.get(icon), `icon ${icon}`),
        name: ICON_NAMES[icon],
        priority: i,
      })),
    ),
  );
}
