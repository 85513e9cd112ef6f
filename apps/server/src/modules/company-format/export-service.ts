/**
 * Export of one company to the company format (docs/company-format.md): company.json and every
 * file it names. Only what the company defines is exported; buyers' accounts, their packages,
 * special solutions, confirmations and short links are people's data, not the company's, and stay.
 * What an import retired is no longer the company's definition either, and is left out.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  COMPANY_FORMAT,
  type CompanyFile,
  type CompanyMaterial,
  type CompanyProject,
  DEFAULT_TIME_ZONE,
  defaultStaffLanguage,
  type I18nText,
  type Terms,
} from "@home-designer/core";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import {
  apartmentBuyers,
  apartmentLayouts,
  apartments,
  buildings,
  companies,
  companyHosts,
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
  users,
  wardrobePlans,
} from "../../db/schema.ts";

export type CompanyExport = {
  company: CompanyFile;
  /** Storage key by the path company.json names it by. */
  files: Map<string, string>;
};

export class CompanyNotFoundError extends Error {
  constructor(slug: string) {
    super(`No company has the code '${slug}'.`);
  }
}

/** Euros with two decimals from cents: 12990 → "129.90", -5 → "-0.05". */
export function centsToMoney(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The texts of a map that are set; undefined when none is. */
function text(value: I18nText | null | undefined): I18nText | undefined {
  if (!value) return undefined;
  const out: I18nText = {};
  for (const locale of ["et", "en", "de", "ru"] as const) {
    const v = value[locale];
    if (typeof v === "string") out[locale] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The terms in the format's order (languages, then title before text); undefined when none. */
function terms(value: Terms): CompanyFile["terms"] {
  const out: NonNullable<CompanyFile["terms"]> = {};
  for (const locale of ["et", "en", "de", "ru"] as const) {
    const sections = value[locale];
    if (sections) out[locale] = sections.map(({ title, text }) => ({ title, text }));
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A required text: `{}` when none is set. */
const text0 = (value: I18nText | null | undefined): I18nText => text(value) ?? {};

/** Leaves out fields that are undefined, so company.json holds only what is said. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** `priority` only where it is not the item's place in its list. */
const priorityAt = (priority: number, index: number) => (priority === index ? undefined : priority);

const byOrder = <T extends { priority: number; id: number }>(a: T, b: T) =>
  a.priority - b.priority || a.id - b.id;

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

const ids = <T extends { id: number }>(rows: readonly T[]) => rows.map((r) => r.id);
/** `inArray` with an empty list matches nothing; the query is skipped instead. */
async function whenAny<T>(list: readonly unknown[], query: () => Promise<T[]>): Promise<T[]> {
  return list.length === 0 ? [] : query();
}

/**
 * A room type's layers for followed options as the format's `follows`: one entry per group, groups
 * and their options in the project's order (`optionRef` lists options so; the layers have no order
 * of their own).
 */
function followedGroups(
  rows: readonly (typeof followedOptionImages.$inferSelect)[],
  optionRef: ReadonlyMap<number, string>,
  file: (key: string) => string | undefined,
) {
  const byId = new Map(rows.map((row) => [row.selectionId, row]));
  const byGroup = new Map<string, { option: string; file: string; layer: number }[]>();
  for (const [optionId, ref] of optionRef) {
    const row = byId.get(optionId);
    if (!row) continue;
    const [group = "", option = ""] = ref.split("/");
    const pictures = byGroup.get(group) ?? [];
    pictures.push({ option, file: file(row.file) ?? "", layer: row.layer });
    byGroup.set(group, pictures);
  }
  return [...byGroup].map(([group, pictures]) => ({ group, pictures }));
}

export async function exportCompany(ctx: AppContext, slug: string): Promise<CompanyExport> {
  const { db } = ctx;
  const [company] = await db.select().from(companies).where(eq(companies.slug, slug));
  if (!company) throw new CompanyNotFoundError(slug);
  const files = new Map<string, string>();
  /** The path company.json names a stored file by. */
  const file = (key: string | null | undefined): string | undefined => {
    if (!key) return undefined;
    const at = `files/${key}`;
    files.set(at, key);
    return at;
  };

  const hosts = await db
    .select()
    .from(companyHosts)
    .where(eq(companyHosts.companyId, company.id))
    .orderBy(asc(companyHosts.host));
  const staff = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, company.id), ne(users.role, "customer")))
    .orderBy(asc(users.email), asc(users.id));

  // ─── Catalogue and legends ───
  const categoryRows = (
    await db.select().from(materialCategories).where(eq(materialCategories.companyId, company.id))
  ).sort(byOrder);
  const categoryCode = new Map(categoryRows.map((c) => [c.id, c.code]));
  const materialRows = (
    await db
      .select()
      .from(materials)
      .where(and(eq(materials.companyId, company.id), isNull(materials.retiredAt)))
  ).sort(byOrder);
  const materialCode = new Map(materialRows.map((m) => [m.id, m.code]));
  const legendRows = (
    await db.select().from(symbolLegends).where(eq(symbolLegends.companyId, company.id))
  ).sort(byOrder);
  const legendItemRows = await whenAny(legendRows, () =>
    db
      .select()
      .from(symbolLegendItems)
      .where(inArray(symbolLegendItems.legendId, ids(legendRows))),
  );
  const itemsOf = groupBy(legendItemRows.sort(byOrder), (i) => i.legendId);

  // ─── Projects and everything in them ───
  const projectRows = (
    await db
      .select()
      .from(projects)
      .where(and(eq(projects.companyId, company.id), isNull(projects.retiredAt)))
  ).sort(byOrder);
  const buildingRows = await whenAny(projectRows, () =>
    db
      .select()
      .from(buildings)
      .where(and(inArray(buildings.projectId, ids(projectRows)), isNull(buildings.retiredAt))),
  );
  const apartmentRows = await whenAny(buildingRows, () =>
    db
      .select()
      .from(apartments)
      .where(and(inArray(apartments.buildingId, ids(buildingRows)), isNull(apartments.retiredAt))),
  );
  const buyerRows = await whenAny(apartmentRows, () =>
    db
      .select()
      .from(apartmentBuyers)
      .where(inArray(apartmentBuyers.apartmentId, ids(apartmentRows)))
      .orderBy(asc(apartmentBuyers.email)),
  );
  const layoutRows = await whenAny(apartmentRows, () =>
    db
      .select()
      .from(apartmentLayouts)
      .where(
        and(
          inArray(apartmentLayouts.apartmentId, ids(apartmentRows)),
          isNull(apartmentLayouts.retiredAt),
        ),
      ),
  );
  const wardrobeRows = await whenAny(layoutRows, () =>
    db
      .select()
      .from(wardrobePlans)
      .where(inArray(wardrobePlans.apartmentLayoutId, ids(layoutRows))),
  );
  const roomRows = await whenAny(layoutRows, () =>
    db
      .select()
      .from(rooms)
      .where(and(inArray(rooms.apartmentLayoutId, ids(layoutRows)), isNull(rooms.retiredAt))),
  );
  const roomTypeRows = await whenAny(projectRows, () =>
    db
      .select()
      .from(roomTypes)
      .where(and(inArray(roomTypes.projectId, ids(projectRows)), isNull(roomTypes.retiredAt))),
  );
  const groupRows = await whenAny(roomTypeRows, () =>
    db
      .select()
      .from(selectionGroups)
      .where(
        and(
          inArray(selectionGroups.roomTypeId, ids(roomTypeRows)),
          isNull(selectionGroups.retiredAt),
        ),
      ),
  );
  const roomTypeImageRows = await whenAny(roomTypeRows, () =>
    db
      .select()
      .from(roomTypeImages)
      .where(inArray(roomTypeImages.roomTypeId, ids(roomTypeRows)))
      .orderBy(asc(roomTypeImages.layer), asc(roomTypeImages.id)),
  );
  // Special solutions are options too, made for one buyer's package: not the company's.
  const optionRows = await whenAny(groupRows, () =>
    db
      .select()
      .from(selections)
      .where(
        and(
          inArray(selections.selectionGroupId, ids(groupRows)),
          eq(selections.isSpecial, false),
          isNull(selections.retiredAt),
        ),
      ),
  );
  // Layers of retired options are left out with them.
  const followRows = await whenAny(optionRows, () =>
    db
      .select()
      .from(followedOptionImages)
      .where(inArray(followedOptionImages.selectionId, ids(optionRows))),
  );
  const restrictionRows = await whenAny(optionRows, () =>
    db
      .select()
      .from(restrictions)
      .where(inArray(restrictions.sourceSelectionId, ids(optionRows)))
      .orderBy(asc(restrictions.id)),
  );
  const packageRows = (
    await db
      .select()
      .from(packages)
      .where(
        and(
          eq(packages.companyId, company.id),
          isNull(packages.userId),
          isNull(packages.retiredAt),
        ),
      )
  ).sort(byOrder);
  const packageOptionRows = await whenAny(packageRows, () =>
    db
      .select()
      .from(packageSelections)
      .where(inArray(packageSelections.packageId, ids(packageRows))),
  );

  const buildingsOf = groupBy(buildingRows.sort(byOrder), (b) => b.projectId);
  // Apartments and their numbers have no order of their own; listed as created.
  const apartmentsOf = groupBy(
    apartmentRows.sort((a, b) => a.id - b.id),
    (a) => a.buildingId,
  );
  const buyersOf = groupBy(buyerRows, (b) => b.apartmentId);
  const layoutsOf = groupBy(layoutRows.sort(byOrder), (l) => l.apartmentId);
  const wardrobesOf = groupBy(wardrobeRows.sort(byOrder), (w) => w.apartmentLayoutId);
  const roomsOf = groupBy(roomRows.sort(byOrder), (r) => r.apartmentLayoutId);
  const roomTypesOf = groupBy(roomTypeRows.sort(byOrder), (r) => r.projectId);
  const groupsOf = groupBy(groupRows.sort(byOrder), (g) => g.roomTypeId);
  const imagesOf = groupBy(roomTypeImageRows, (i) => i.roomTypeId);
  const followsOf = groupBy(followRows, (f) => f.roomTypeId);
  const optionsOf = groupBy(optionRows.sort(byOrder), (o) => o.selectionGroupId);
  const packagesOf = groupBy(packageRows, (p) => p.projectId);
  const optionsOfPackage = groupBy(packageOptionRows, (p) => p.packageId);

  const exportedProjects: CompanyProject[] = projectRows.map((project, projectIndex) => {
    // Room types, groups and options first: rooms, restrictions and packages name them.
    const roomTypeCode = new Map<number, string>();
    /** `<group code>/<option code>` by option id. */
    const optionRef = new Map<number, string>();
    const projectRoomTypes = roomTypesOf.get(project.id) ?? [];
    for (const rt of projectRoomTypes) {
      roomTypeCode.set(rt.id, rt.slug);
      for (const group of groupsOf.get(rt.id) ?? [])
        for (const option of optionsOf.get(group.id) ?? [])
          optionRef.set(option.id, `${group.code}/${option.slug}`);
    }

    const room_types = projectRoomTypes.map((rt, rtIndex) => {
      const layers = imagesOf.get(rt.id) ?? [];
      const follows = followsOf.get(rt.id) ?? [];
      return compact({
        code: roomTypeCode.get(rt.id) ?? "",
        label: text0(rt.label),
        whole_apartment: rt.isRoomType || undefined,
        vat: rt.vat ?? undefined,
        priority: priorityAt(rt.priority, rtIndex),
        picture_layers:
          layers.length > 0
            ? layers.map((l) => ({ file: file(l.file) ?? "", layer: l.layer }))
            : undefined,
        follows: follows.length > 0 ? followedGroups(follows, optionRef, file) : undefined,
        groups: (groupsOf.get(rt.id) ?? []).map((group, groupIndex) =>
          compact({
            code: group.code,
            title: text(group.title),
            description: text(group.description),
            hidden: group.hidden || undefined,
            options: (optionsOf.get(group.id) ?? []).map((option, optionIndex) =>
              compact({
                code: option.slug,
                title: text(option.title),
                material:
                  option.materialId === null ? undefined : materialCode.get(option.materialId),
                picture: option.imageFile
                  ? { file: file(option.imageFile) ?? "", layer: option.imageLayer }
                  : undefined,
                priority: priorityAt(option.priority, optionIndex),
              }),
            ),
            priority: priorityAt(group.priority, groupIndex),
          }),
        ),
      });
    });

    // A restriction of the format is the rows sharing a code, listed by their first row.
    const projectRestrictions = new Map<string, { code: string; when: string; choose: string[] }>();
    for (const r of restrictionRows) {
      const when = optionRef.get(r.sourceSelectionId);
      const target = optionRef.get(r.targetSelectionId);
      if (!when || !target) continue;
      const entry = projectRestrictions.get(r.code);
      if (entry) entry.choose.push(target);
      else projectRestrictions.set(r.code, { code: r.code, when, choose: [target] });
    }
    const restrictionList = [...projectRestrictions.values()];

    return compact({
      code: project.code,
      name: project.name,
      address: project.address ?? undefined,
      url: project.projectUrl ?? undefined,
      vat: project.vat ?? undefined,
      show_plan_colors: project.showPlanColors || undefined,
      show_symbols: project.showSymbols || undefined,
      show_quote_generation: project.showQuoteGeneration || undefined,
      pdf_footer: text(project.pdfFooter),
      deadlines: project.deadlines.length > 0 ? project.deadlines : undefined,
      deadline_reminder_days: project.deadlineReminderDays ?? undefined,
      installation_date: project.installationDate ?? undefined,
      priority: priorityAt(project.priority, projectIndex),
      buildings: (buildingsOf.get(project.id) ?? []).map((building, buildingIndex) =>
        compact({
          code: building.code,
          number: building.buildingNumber,
          priority: priorityAt(building.priority, buildingIndex),
          apartments: (apartmentsOf.get(building.id) ?? []).map((apartment) => {
            const buyers = (buyersOf.get(apartment.id) ?? []).map((b) => b.email);
            return compact({
              code: apartment.code,
              number: apartment.number,
              floor: apartment.floor ?? undefined,
              status: apartment.transactionStatus,
              url: apartment.wwwDetailedUrl ?? undefined,
              buyers: buyers.length > 0 ? buyers : undefined,
              layouts: (layoutsOf.get(apartment.id) ?? []).map((layout, layoutIndex) => {
                const wardrobes = wardrobesOf.get(layout.id) ?? [];
                return compact({
                  code: layout.code,
                  name: layout.name,
                  picture: file(layout.webImageFile),
                  plan: file(layout.planFile),
                  kitchen_plan: file(layout.kitchenPlanFile),
                  electrical_plan: file(layout.electricalPlanFile),
                  wardrobe_plans:
                    wardrobes.length > 0
                      ? wardrobes.map((w, i) =>
                          compact({
                            code: w.code,
                            name: text0(w.name),
                            file: file(w.file) ?? "",
                            priority: priorityAt(w.priority, i),
                          }),
                        )
                      : undefined,
                  rooms: (roomsOf.get(layout.id) ?? []).map((room, roomIndex) =>
                    compact({
                      code: room.slug,
                      room_type: roomTypeCode.get(room.roomTypeId) ?? "",
                      label: text(room.label),
                      numbers: room.numbers.length > 0 ? room.numbers : undefined,
                      priority: priorityAt(room.priority, roomIndex),
                    }),
                  ),
                  priority: priorityAt(layout.priority, layoutIndex),
                });
              }),
            });
          }),
        }),
      ),
      room_types,
      restrictions: restrictionList.length > 0 ? restrictionList : undefined,
      packages: (packagesOf.get(project.id) ?? []).map((pkg, packageIndex) =>
        compact({
          // A company package always has its code (packages_code_of_company_package).
          code: pkg.code ?? "",
          name: text0(pkg.name),
          description: text(pkg.description),
          picture: file(pkg.imageFile),
          default: pkg.isDefault || undefined,
          can_confirm: pkg.canConfirm ? undefined : false,
          pdf_footer: text(pkg.pdfFooter),
          priority: priorityAt(pkg.priority, packageIndex),
          options: (optionsOfPackage.get(pkg.id) ?? [])
            .map((p) => optionRef.get(p.selectionId))
            .filter((ref): ref is string => ref !== undefined)
            .sort(),
        }),
      ),
    });
  });

  const exportedMaterials: CompanyMaterial[] = materialRows.map((m, i) =>
    compact({
      code: materialCode.get(m.id) ?? "",
      category: m.categoryId === null ? undefined : categoryCode.get(m.categoryId),
      desc_short: text(m.descShort),
      desc_long: text(m.descLong),
      product_finishing: text(m.productFinishing),
      product_type: text(m.productType),
      unit: text(m.unitLabel),
      element_type: m.elementType ?? undefined,
      room_type: m.roomType ?? undefined,
      manufacturer: m.manufacturer ?? undefined,
      seller: m.seller ?? undefined,
      producer_product_id: m.producerProductId ?? undefined,
      url: m.url ?? undefined,
      thumbnail: file(m.thumbnailFile),
      image: file(m.imageFile),
      price: centsToMoney(m.priceCents),
      unit_price: m.unitPriceCents ? centsToMoney(m.unitPriceCents) : undefined,
      install_price: m.installPriceCents ? centsToMoney(m.installPriceCents) : undefined,
      additional_price: m.additionalPriceCents ? centsToMoney(m.additionalPriceCents) : undefined,
      quantity: m.quantity ?? undefined,
      vat: m.vat ?? undefined,
      is_sample_available: m.isSampleAvailable || undefined,
      lead_time_days: m.leadTimeDays ?? undefined,
      end_of_sale: m.endOfSale ?? undefined,
      priority: priorityAt(m.priority, i),
    }),
  );

  const favicons = compact({
    regular: file(company.favicons.regular),
    "16": file(company.favicons["16"]),
    "32": file(company.favicons["32"]),
    "180": file(company.favicons["180"]),
  });
  const mail = compact({
    developer: company.developerEmails.length > 0 ? company.developerEmails : undefined,
    construction: company.constructionEmails.length > 0 ? company.constructionEmails : undefined,
  });
  const fileHosts = hosts.map((h) => ({
    host: h.host,
    languages: h.locales as CompanyFile["hosts"][number]["languages"],
  }));
  const exported: CompanyFile = compact({
    format: COMPANY_FORMAT,
    code: company.slug,
    name: company.name,
    web: company.web,
    email: company.email,
    hosts: fileHosts,
    colors: Object.keys(company.colors).length > 0 ? company.colors : undefined,
    logo: file(company.logoFile),
    favicons: Object.keys(favicons).length > 0 ? favicons : undefined,
    brand_marker: company.brandMarker ?? undefined,
    vat: company.vat,
    newsletter: company.newsLetter || undefined,
    pdf_footer: text(company.pdfFooter),
    amount_format: Object.keys(company.amountFormat).length > 0 ? company.amountFormat : undefined,
    building_word: text(company.buildingWord),
    show_vat_amount: company.showVatAmount || undefined,
    terms: terms(company.terms),
    time_zone: company.timeZone === DEFAULT_TIME_ZONE ? undefined : company.timeZone,
    deadline_reminder_days: company.deadlineReminderDays ?? undefined,
    mail: Object.keys(mail).length > 0 ? mail : undefined,
    quote_url: company.quoteUrl ?? undefined,
    home_designer_url: company.homeDesignerUrl ?? undefined,
    help_videos:
      company.helpVideos.length > 0
        ? company.helpVideos.map((g) => ({
            code: g.key,
            videos: g.videos.map((v) => ({
              code: v.key,
              desktop: text0(v.desktop),
              mobile: text0(v.mobile),
            })),
          }))
        : undefined,
    eu_funding_mark: company.euFundingMark || undefined,
    staff:
      staff.length > 0
        ? staff.map((u) =>
            compact({
              email: u.email,
              name: u.name,
              role: u.role as "designer" | "admin",
              language:
                u.locale === defaultStaffLanguage(fileHosts)
                  ? undefined
                  : (u.locale as CompanyFile["hosts"][number]["languages"][number]),
            }),
          )
        : undefined,
    material_categories:
      categoryRows.length > 0
        ? categoryRows.map((c, i) =>
            compact({
              code: categoryCode.get(c.id) ?? "",
              name: text0(c.name),
              priority: priorityAt(c.priority, i),
            }),
          )
        : undefined,
    materials: exportedMaterials.length > 0 ? exportedMaterials : undefined,
    legends:
      legendRows.length > 0
        ? legendRows.map((legend, i) =>
            compact({
              key: legend.key,
              name: text0(legend.name),
              priority: priorityAt(legend.priority, i),
              items: (itemsOf.get(legend.id) ?? []).map((item, j) =>
                compact({
                  code: item.code,
                  name: text0(item.name),
                  icon: file(item.iconFile),
                  priority: priorityAt(item.priority, j),
                }),
              ),
            }),
          )
        : undefined,
    projects: exportedProjects,
  });
  return { company: exported, files };
}

/** company.json as an export writes it: indented, with a newline at its end. */
export const companyJson = (company: object): Buffer =>
  Buffer.from(`${JSON.stringify(company, null, 2)}\n`);

/** Reads the stored files an export names, 16 at a time, handing each over with its path. */
export async function readExportedFiles(
  ctx: AppContext,
  exported: CompanyExport,
  take: (file: string, content: Buffer) => Promise<void> | void,
): Promise<void> {
  const entries = [...exported.files];
  for (let i = 0; i < entries.length; i += 16) {
    await Promise.all(
      entries.slice(i, i + 16).map(async ([at, key]) => take(at, await ctx.storage.read(key))),
    );
  }
}

/**
 * Writes an export into `dir`: company.json and every file under its path. The folder must be
 * new or empty, so an export never mixes with older files.
 */
export async function writeCompanyFolder(
  ctx: AppContext,
  exported: CompanyExport,
  dir: string,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`The folder ${dir} is not empty.`);
  await readExportedFiles(ctx, exported, async (at, content) => {
    const target = path.join(dir, ...at.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  });
  await writeFile(path.join(dir, "company.json"), companyJson(exported.company));
}
