/**
 * What an import would do: the company as its folder says it (`wantedOf`), the company as the
 * database holds it (`existingOf`), both in one shape, a thing per kind by its path of codes
 * (`hafen/a/1` is apartment 1 of building a of project hafen); then what differs (`diff`).
 * References between things are paths too, so nothing here needs an id of a thing yet to be made,
 * and a dry run plans exactly what an import writes.
 */
import {
  type CompanyFile,
  type CompanyText,
  DEFAULT_TIME_ZONE,
  defaultStaffLanguage,
} from "@home-designer/core";
import { and, eq, getTableColumns, inArray, isNull } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  apartmentBuyers,
  companies,
  companyHosts,
  followedOptionImages,
  packageSelections,
  restrictions,
  roomTypeImages,
  users,
} from "../../db/schema.ts";
import { fieldName, KINDS, type Kind, type KindName } from "./import-kinds.ts";

export type Values = Record<string, unknown>;
/** A thing of one kind: where it is, its code, and the values the folder decides. */
export type Thing = { path: string; parent: string; code: string; values: Values };
/** A thing as the database holds it. */
export type Row = Thing & { id: number; retired: boolean };

/** Everything an import compares, as the folder or the database says it. */
export type CompanyState = {
  company: Values;
  things: Map<KindName, Thing[]>;
  hosts: Map<string, string[]>;
  /** Staff by e-mail in lower case. */
  staff: Map<string, { email: string; name: string; role: string; locale: string }>;
  /** Buyers' e-mail addresses by apartment path. */
  buyers: Map<string, string[]>;
  /** Base picture layers `<file> <layer>` by room type path, in order. */
  layers: Map<string, string[]>;
  /** Layers for followed options `<option path> <file> <layer>` by room type path, sorted. */
  follows: Map<string, string[]>;
  /** Restriction rows `<code> <option> <option>`, by project path. */
  restrictions: Map<string, string[]>;
  /** Option paths by package path. */
  packageOptions: Map<string, string[]>;
};

export type ExistingState = CompanyState & {
  companyId: number;
  /** The company's revision when it was read (its imports counted). */
  revision: number;
  rows: Map<KindName, Row[]>;
  /** Ids by kind and path (existing things; an import adds the ones it makes). */
  ids: Map<KindName, Map<string, number>>;
  users: Map<string, { id: number; name: string; role: string; locale: string }>;
  /** Restriction rows' ids by `<code> <option> <option>`. */
  restrictionIds: Map<string, number>;
};

const child = (parent: string, code: string) => (parent ? `${parent}/${code}` : code);

// ─── The folder ───────────────────────────────────────────────────────────────────────────────

/** "1250.5" → 125050: amounts are decimal strings, read without binary fractions. */
export function moneyToCents(money: string): number {
  const [, sign, whole = "0", fraction = ""] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(money) ?? [];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** A decimal string as `numeric(_, scale)` reads back: "19" → "19.00". */
const fixed = (value: string | undefined, scale: number) => {
  if (value === undefined) return null;
  const [whole = "0", fraction = ""] = value.split(".");
  return `${whole}.${fraction.padEnd(scale, "0")}`;
};
const text = (value: CompanyText | undefined) => value ?? {};
const orNull = <T>(value: T | undefined) => value ?? null;

export function wantedOf(
  company: CompanyFile,
  fileKey: (path: string | undefined) => string | null,
): CompanyState {
  const things = new Map<KindName, Thing[]>(KINDS.map((k) => [k.name, []]));
  const add = (kind: KindName, parent: string, code: string, values: Values): void => {
    things.get(kind)?.push({ path: child(parent, code), parent, code, values });
  };
  const at = (priority: number | undefined, index: number) => priority ?? index;

  for (const [i, c] of (company.material_categories ?? []).entries()) {
    add("category", "", c.code, { name: c.name, priority: at(c.priority, i) });
  }
  for (const [i, m] of (company.materials ?? []).entries()) {
    add("material", "", m.code, {
      categoryId: orNull(m.category),
      descShort: text(m.desc_short),
      descLong: text(m.desc_long),
      productFinishing: text(m.product_finishing),
      productType: text(m.product_type),
      unitLabel: text(m.unit),
      elementType: orNull(m.element_type),
      roomType: orNull(m.room_type),
      manufacturer: orNull(m.manufacturer),
      seller: orNull(m.seller),
      producerProductId: orNull(m.producer_product_id),
      url: orNull(m.url),
      thumbnailFile: fileKey(m.thumbnail),
      imageFile: fileKey(m.image),
      priceCents: moneyToCents(m.price ?? "0"),
      unitPriceCents: moneyToCents(m.unit_price ?? "0"),
      installPriceCents: moneyToCents(m.install_price ?? "0"),
      additionalPriceCents: moneyToCents(m.additional_price ?? "0"),
      quantity: fixed(m.quantity, 3),
      vat: fixed(m.vat, 2),
      isSampleAvailable: m.is_sample_available ?? false,
      leadTimeDays: orNull(m.lead_time_days),
      endOfSale: orNull(m.end_of_sale),
      priority: at(m.priority, i),
    });
  }
  (company.legends ?? []).forEach((legend, i) => {
    add("legend", "", legend.key, { name: legend.name, priority: at(legend.priority, i) });
    for (const [j, item] of legend.items.entries()) {
      add("legend item", legend.key, item.code, {
        name: item.name,
        iconFile: fileKey(item.icon),
        priority: at(item.priority, j),
      });
    }
  });

  const buyers = new Map<string, string[]>();
  const layers = new Map<string, string[]>();
  const follows = new Map<string, string[]>();
  const restrictionRows = new Map<string, string[]>();
  const packageOptions = new Map<string, string[]>();
  company.projects.forEach((project, i) => {
    const p = project.code;
    add("project", "", p, {
      name: project.name,
      address: orNull(project.address),
      projectUrl: orNull(project.url),
      vat: fixed(project.vat, 2),
      showPlanColors: project.show_plan_colors ?? false,
      showSymbols: project.show_symbols ?? false,
      showQuoteGeneration: project.show_quote_generation ?? false,
      pdfFooter: orNull(project.pdf_footer),
      deadlines: project.deadlines ?? [],
      deadlineReminderDays: orNull(project.deadline_reminder_days),
      installationDate: orNull(project.installation_date),
      priority: at(project.priority, i),
    });
    project.buildings.forEach((building, j) => {
      const b = child(p, building.code);
      add("building", p, building.code, {
        buildingNumber: building.number,
        priority: at(building.priority, j),
      });
      for (const apartment of building.apartments) {
        const a = child(b, apartment.code);
        add("apartment", b, apartment.code, {
          number: apartment.number,
          floor: orNull(apartment.floor),
          transactionStatus: apartment.status ?? "available",
          wwwDetailedUrl: orNull(apartment.url),
        });
        buyers.set(a, (apartment.buyers ?? []).map((e) => e.trim().toLowerCase()).sort());
        apartment.layouts.forEach((layout, k) => {
          const l = child(a, layout.code);
          add("layout", a, layout.code, {
            name: layout.name,
            priority: at(layout.priority, k),
            webImageFile: fileKey(layout.picture),
            planFile: fileKey(layout.plan),
            kitchenPlanFile: fileKey(layout.kitchen_plan),
            electricalPlanFile: fileKey(layout.electrical_plan),
          });
          for (const [n, plan] of (layout.wardrobe_plans ?? []).entries()) {
            add("wardrobe plan", l, plan.code, {
              name: plan.name,
              file: fileKey(plan.file),
              priority: at(plan.priority, n),
            });
          }
          for (const [n, room] of layout.rooms.entries()) {
            add("room", l, room.code, {
              roomTypeId: child(p, room.room_type),
              label: orNull(room.label),
              numbers: room.numbers ?? [],
              priority: at(room.priority, n),
            });
          }
        });
      }
    });
    project.room_types.forEach((roomType, j) => {
      const rt = child(p, roomType.code);
      add("room type", p, roomType.code, {
        label: roomType.label,
        isRoomType: roomType.whole_apartment ?? false,
        vat: fixed(roomType.vat, 2),
        priority: at(roomType.priority, j),
      });
      // In the order they are drawn, as the database lists them.
      layers.set(
        rt,
        (roomType.picture_layers ?? [])
          .toSorted((x, y) => x.layer - y.layer)
          .map((layer) => `${fileKey(layer.file)} ${layer.layer}`),
      );
      follows.set(
        rt,
        (roomType.follows ?? [])
          .flatMap((follow) =>
            follow.pictures.map(
              (picture) =>
                `${child(child(p, follow.group), picture.option)} ${fileKey(picture.file)} ${picture.layer}`,
            ),
          )
          .sort(),
      );
      roomType.groups.forEach((group, k) => {
        const g = child(p, group.code);
        add("group", p, group.code, {
          roomTypeId: rt,
          title: text(group.title),
          description: text(group.description),
          hidden: group.hidden ?? false,
          priority: at(group.priority, k),
        });
        for (const [n, option] of group.options.entries()) {
          add("option", g, option.code, {
            title: text(option.title),
            materialId: orNull(option.material),
            imageFile: fileKey(option.picture?.file),
            imageLayer: option.picture?.layer ?? 0,
            priority: at(option.priority, n),
          });
        }
      });
    });
    // In the folder's order, which export keeps (by the rows' ids).
    restrictionRows.set(
      p,
      (project.restrictions ?? []).flatMap((r) =>
        r.choose.map((target) => `${r.code} ${child(p, r.when)} ${child(p, target)}`),
      ),
    );
    project.packages.forEach((pkg, j) => {
      add("package", p, pkg.code, {
        name: pkg.name,
        description: text(pkg.description),
        imageFile: fileKey(pkg.picture),
        isDefault: pkg.default ?? false,
        canConfirm: pkg.can_confirm ?? true,
        pdfFooter: orNull(pkg.pdf_footer),
        priority: at(pkg.priority, j),
      });
      packageOptions.set(child(p, pkg.code), pkg.options.map((ref) => child(p, ref)).sort());
    });
  });

  return {
    company: {
      name: company.name,
      web: company.web,
      email: company.email,
      logoFile: fileKey(company.logo),
      colors: company.colors ?? {},
      favicons: Object.fromEntries(
        Object.entries(company.favicons ?? {}).map(([size, file]) => [size, fileKey(file)]),
      ),
      vat: fixed(company.vat, 2),
      newsLetter: company.newsletter ?? false,
      pdfFooter: text(company.pdf_footer),
      terms: company.terms ?? {},
      helpVideos: (company.help_videos ?? []).map((g) => ({
        key: g.code,
        videos: g.videos.map((v) => ({ key: v.code, desktop: v.desktop, mobile: v.mobile })),
      })),
      euFundingMark: company.eu_funding_mark ?? false,
      amountFormat: company.amount_format ?? {},
      buildingWord: company.building_word ?? {},
      showVatAmount: company.show_vat_amount ?? false,
      developerEmails: company.mail?.developer ?? [],
      constructionEmails: company.mail?.construction ?? [],
      quoteUrl: orNull(company.quote_url),
      homeDesignerUrl: orNull(company.home_designer_url),
      brandMarker: orNull(company.brand_marker),
      timeZone: company.time_zone ?? DEFAULT_TIME_ZONE,
      deadlineReminderDays: orNull(company.deadline_reminder_days),
    },
    things,
    hosts: new Map(company.hosts.map((h) => [h.host, h.languages])),
    staff: new Map(
      (company.staff ?? []).map((s) => [
        s.email.toLowerCase(),
        {
          email: s.email,
          name: s.name,
          role: s.role,
          locale: s.language ?? defaultStaffLanguage(company.hosts),
        },
      ]),
    ),
    buyers,
    layers,
    follows,
    restrictions: restrictionRows,
    packageOptions,
  };
}

// ─── The database ─────────────────────────────────────────────────────────────────────────────

/** The column of a kind's table by its property name; a kind naming no such column is a bug. */
export function column(kind: Kind, property: string): AnyPgColumn {
  const found = getTableColumns(kind.table)[property];
  if (!found) throw new Error(`${kind.name}: its table has no column ${property}`);
  return found;
}

/** The company of the code as the database holds it, or null when there is none. */
export async function existingOf(db: Db, code: string): Promise<ExistingState | null> {
  const [company] = await db.select().from(companies).where(eq(companies.slug, code));
  if (!company) return null;
  const ids = new Map<KindName, Map<string, number>>();
  const rows = new Map<KindName, Row[]>();
  const things = new Map<KindName, Thing[]>();
  /** The path of a thing by its kind and id. */
  const paths = new Map<KindName | "company", Map<number, string>>([
    ["company", new Map([[company.id, ""]])],
  ]);
  for (const kind of KINDS) {
    const parentKind = kind.parent?.kind ?? "room type";
    const parentColumn = kind.parent?.column ?? "roomTypeId";
    const parentIds = [...(paths.get(parentKind)?.keys() ?? [])];
    const conditions = [inArray(column(kind, parentColumn), parentIds)];
    if (kind.name === "option") conditions.push(eq(column(kind, "isSpecial"), false));
    if (kind.name === "package") conditions.push(isNull(column(kind, "userId")));
    const found =
      parentIds.length === 0
        ? []
        : ((await db
            .select()
            .from(kind.table)
            .where(and(...conditions))) as Record<string, unknown>[]);
    const own = new Map<number, string>();
    const list: Row[] = [];
    for (const row of found) {
      const id = row.id as number;
      const code = row[kind.code] as string;
      let parent = paths.get(parentKind)?.get(row[parentColumn] as number) ?? "";
      // A group's scope is the project of its room type (`<project>/<room type>`).
      if (!kind.parent) parent = parent.slice(0, Math.max(parent.lastIndexOf("/"), 0));
      const values: Values = {};
      for (const property of kind.columns) {
        const refKind = kind.refs[property];
        const value = row[property];
        values[property] =
          refKind && typeof value === "number" ? (paths.get(refKind)?.get(value) ?? null) : value;
      }
      const path = child(parent, code);
      own.set(id, path);
      list.push({ id, path, parent, code, values, retired: row.retiredAt != null });
    }
    paths.set(kind.name, own);
    ids.set(kind.name, new Map([...own].map(([id, path]) => [path, id])));
    rows.set(kind.name, list);
    things.set(kind.name, list);
  }

  const path = (kind: KindName, id: number) => paths.get(kind)?.get(id);
  const idsOf = (kind: KindName) => [...(paths.get(kind)?.keys() ?? [])];
  const [hostRows, userRows, buyerRows, layerRows, followRows, restrictionRows, membershipRows] =
    await Promise.all([
      db.select().from(companyHosts).where(eq(companyHosts.companyId, company.id)),
      db.select().from(users).where(eq(users.companyId, company.id)),
      whenAny(idsOf("apartment"), (list) =>
        db.select().from(apartmentBuyers).where(inArray(apartmentBuyers.apartmentId, list)),
      ),
      whenAny(idsOf("room type"), (list) =>
        db.select().from(roomTypeImages).where(inArray(roomTypeImages.roomTypeId, list)),
      ),
      whenAny(idsOf("room type"), (list) =>
        db
          .select()
          .from(followedOptionImages)
          .where(inArray(followedOptionImages.roomTypeId, list)),
      ),
      whenAny(idsOf("option"), (list) =>
        db.select().from(restrictions).where(inArray(restrictions.sourceSelectionId, list)),
      ),
      whenAny(idsOf("package"), (list) =>
        db.select().from(packageSelections).where(inArray(packageSelections.packageId, list)),
      ),
    ]);
  /** Values by key; sorted unless their order matters. */
  const collect = (entries: [string | undefined, string][], sort = true) => {
    const map = new Map<string, string[]>();
    for (const [key, value] of entries) {
      if (key === undefined) continue;
      map.set(key, [...(map.get(key) ?? []), value]);
    }
    if (sort) for (const list of map.values()) list.sort();
    return map;
  };
  /** The project of a restriction row `<code> <project>/<group>/<option> …`. */
  const projectOf = (row: string) => row.split(" ")[1]?.split("/")[0] ?? "";
  const restrictionIds = new Map<string, number>();
  for (const r of restrictionRows) {
    const source = path("option", r.sourceSelectionId);
    const target = path("option", r.targetSelectionId);
    if (source && target) restrictionIds.set(`${r.code} ${source} ${target}`, r.id);
  }
  const staffRows = userRows.filter((u) => u.role !== "customer");
  return {
    companyId: company.id,
    revision: company.revision,
    company: {
      name: company.name,
      web: company.web,
      email: company.email,
      logoFile: company.logoFile,
      colors: company.colors,
      favicons: company.favicons,
      vat: company.vat,
      newsLetter: company.newsLetter,
      pdfFooter: company.pdfFooter,
      terms: company.terms,
      helpVideos: company.helpVideos,
      euFundingMark: company.euFundingMark,
      amountFormat: company.amountFormat,
      buildingWord: company.buildingWord,
      showVatAmount: company.showVatAmount,
      developerEmails: company.developerEmails,
      constructionEmails: company.constructionEmails,
      quoteUrl: company.quoteUrl,
      homeDesignerUrl: company.homeDesignerUrl,
      brandMarker: company.brandMarker,
      timeZone: company.timeZone,
      deadlineReminderDays: company.deadlineReminderDays,
    },
    things,
    rows,
    ids,
    hosts: new Map(hostRows.map((h) => [h.host, h.locales])),
    staff: new Map(
      staffRows.map((u) => [
        u.email.toLowerCase(),
        { email: u.email, name: u.name, role: u.role, locale: u.locale },
      ]),
    ),
    users: new Map(userRows.map((u) => [u.email.toLowerCase(), u])),
    buyers: collect(buyerRows.map((b) => [path("apartment", b.apartmentId), b.email])),
    // Layers in the order export lists them.
    layers: collect(
      layerRows
        .toSorted((a, b) => a.layer - b.layer || a.id - b.id)
        .map((l) => [path("room type", l.roomTypeId), `${l.file} ${l.layer}`]),
      false,
    ),
    follows: collect(
      followRows.map((f) => [
        path("room type", f.roomTypeId),
        `${path("option", f.selectionId)} ${f.file} ${f.layer}`,
      ]),
    ),
    restrictions: collect([...restrictionIds.keys()].map((row) => [projectOf(row), row])),
    restrictionIds,
    packageOptions: collect(
      membershipRows.flatMap((m) => {
        const option = path("option", m.selectionId);
        return option
          ? [[path("package", m.packageId), option] as [string | undefined, string]]
          : [];
      }),
    ),
  };
}

/**
 * A company as a document says it, in the shape of one the database holds (nothing retired, no
 * ids), so that two versions of a document are compared as an import compares a folder with the
 * database: what one edit of the back office's draft changed.
 */
export function asExisting(state: CompanyState): ExistingState {
  const byKind = <T>(each: (thing: Thing) => T) =>
    new Map([...state.things].map(([kind, things]) => [kind, things.map(each)]));
  return {
    ...state,
    companyId: 0,
    revision: 0,
    rows: byKind((thing) => ({ ...thing, id: 0, retired: false })),
    ids: new Map(
      [...state.things].map(([kind, things]) => [kind, new Map(things.map((t) => [t.path, 0]))]),
    ),
    users: new Map(
      [...state.staff].map(([email, { name, role, locale }]) => [
        email,
        { id: 0, name, role, locale },
      ]),
    ),
    restrictionIds: new Map(),
  };
}

async function whenAny<T>(list: number[], query: (list: number[]) => Promise<T[]>): Promise<T[]> {
  return list.length === 0 ? [] : query(list);
}

// ─── What differs ─────────────────────────────────────────────────────────────────────────────

/** JSON with object keys sorted, so that two equal values read the same. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export type KindPlan = {
  kind: Kind;
  added: Thing[];
  /** Things to write again: what differs (`fields`), or a retired thing back in the folder. */
  changed: { row: Row; thing: Thing; fields: string[] }[];
  /** Things gone from the folder, to retire or delete. */
  gone: Row[];
};

export function diffKind(kind: Kind, wanted: Thing[], existing: Row[]): KindPlan {
  const byPath = new Map(existing.map((r) => [r.path, r]));
  const seen = new Set<string>();
  const plan: KindPlan = { kind, added: [], changed: [], gone: [] };
  for (const thing of wanted) {
    seen.add(thing.path);
    const row = byPath.get(thing.path);
    if (!row) {
      plan.added.push(thing);
      continue;
    }
    const fields = kind.columns.filter(
      (c) => canonical(row.values[c] ?? null) !== canonical(thing.values[c] ?? null),
    );
    if (fields.length > 0 || row.retired) plan.changed.push({ row, thing, fields });
  }
  for (const row of existing)
    if (!seen.has(row.path) && !(kind.retire && row.retired)) plan.gone.push(row);
  return plan;
}

/** The format's names of changed properties, each once. */
export const fieldNames = (properties: string[]) => [...new Set(properties.map(fieldName))];
