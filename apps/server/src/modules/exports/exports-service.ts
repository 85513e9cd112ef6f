import { PassThrough } from "node:stream";
import { type ExportQuery, pickLabel } from "@home-designer/core";
import { and, eq, inArray } from "drizzle-orm";
import type ExcelJS from "exceljs";
import type { AppContext } from "../../context.ts";
import { buildings, companies, materials, projects } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized, type ServerLocale } from "../../i18n/messages.ts";
import { csvCell } from "../back-office/history-service.ts";
import { confirmationsOfRecord } from "./confirmations-of-record.ts";

/**
 * A project's confirmed choices for construction and procurement, and what to order from each
 * supplier (docs/decisions/045-exports-of-confirmed-choices.md). The buyer's prices are the
 * confirmation's, as confirmed; what a confirmation does not hold (product code, manufacturer,
 * seller, quantity, unit, unit and installation price, VAT) is today's material of its code.
 */

/** One confirmed choice of one layout. Amounts in euros. */
type ChoiceRow = {
  apartment: string;
  building: string;
  layout: string;
  room: string;
  group: string;
  option: string;
  special: boolean;
  materialCode: string | null;
  productCode: string | null;
  manufacturer: string | null;
  seller: string | null;
  quantity: number | null;
  unit: string | null;
  unitPrice: number | null;
  installPrice: number | null;
  vat: number | null;
  total: number;
  version: number;
  confirmedAt: Date;
};

/** One line of the order list: a material (or a special solution) of a supplier. */
type OrderRow = {
  seller: string | null;
  manufacturer: string | null;
  materialCode: string | null;
  productCode: string | null;
  option: string;
  unit: string | null;
  quantity: number | null;
  apartments: number;
  unitPrice: number | null;
  purchaseSum: number | null;
  buyerSum: number;
};

type Cell = string | number | Date | null;
export type Column<R> = {
  header: string;
  kind: "text" | "amount" | "number" | "date";
  of: (row: R) => Cell;
};

const CHOICE_COLUMNS: Column<ChoiceRow>[] = [
  { header: "apartment", kind: "text", of: (r) => r.apartment },
  { header: "building", kind: "text", of: (r) => r.building },
  { header: "layout", kind: "text", of: (r) => r.layout },
  { header: "room", kind: "text", of: (r) => r.room },
  { header: "group", kind: "text", of: (r) => r.group },
  { header: "option", kind: "text", of: (r) => r.option },
  { header: "special", kind: "text", of: (r) => (r.special ? "special" : "") },
  { header: "material code", kind: "text", of: (r) => r.materialCode },
  { header: "product code", kind: "text", of: (r) => r.productCode },
  { header: "manufacturer", kind: "text", of: (r) => r.manufacturer },
  { header: "seller", kind: "text", of: (r) => r.seller },
  { header: "quantity", kind: "number", of: (r) => r.quantity },
  { header: "unit", kind: "text", of: (r) => r.unit },
  { header: "unit price", kind: "amount", of: (r) => r.unitPrice },
  { header: "installation price", kind: "amount", of: (r) => r.installPrice },
  { header: "VAT %", kind: "number", of: (r) => r.vat },
  { header: "total", kind: "amount", of: (r) => r.total },
  { header: "confirmation version", kind: "number", of: (r) => r.version },
  { header: "confirmed at", kind: "date", of: (r) => r.confirmedAt },
];

const ORDER_COLUMNS: Column<OrderRow>[] = [
  { header: "seller", kind: "text", of: (r) => r.seller },
  { header: "manufacturer", kind: "text", of: (r) => r.manufacturer },
  { header: "material code", kind: "text", of: (r) => r.materialCode },
  { header: "product code", kind: "text", of: (r) => r.productCode },
  { header: "option", kind: "text", of: (r) => r.option },
  { header: "unit", kind: "text", of: (r) => r.unit },
  { header: "quantity", kind: "number", of: (r) => r.quantity },
  { header: "apartments", kind: "number", of: (r) => r.apartments },
  { header: "unit price", kind: "amount", of: (r) => r.unitPrice },
  { header: "purchase sum", kind: "amount", of: (r) => r.purchaseSum },
  { header: "buyer sum", kind: "amount", of: (r) => r.buyerSum },
];

const euros = (cents: number | null) => (cents === null ? null : cents / 100);

/**
 * The project of the company by its code, the building of the filter by its code, and the
 * company's time zone, whose days the filter names.
 */
async function exportScope(ctx: AppContext, companyId: number, code: string, query: ExportQuery) {
  const [project] = await ctx.db
    .select({ id: projects.id, timeZone: companies.timeZone })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.companyId, companyId), eq(projects.code, code)))
    .limit(1);
  if (!project) throw notFound(localized("projectNotFound"));
  let buildingId: number | undefined;
  if (query.building !== undefined) {
    const [building] = await ctx.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(and(eq(buildings.projectId, project.id), eq(buildings.code, query.building)))
      .limit(1);
    if (!building) throw notFound(localized("buildingNotFound"));
    buildingId = building.id;
  }
  return { projectId: project.id, buildingId, timeZone: project.timeZone };
}

/** Every confirmed choice of the project's layouts that the filters take, in one query each. */
export async function choiceRows(
  ctx: AppContext,
  companyId: number,
  projectCode: string,
  query: ExportQuery,
  locale: ServerLocale,
): Promise<ChoiceRow[]> {
  const { projectId, buildingId, timeZone } = await exportScope(ctx, companyId, projectCode, query);
  const confirmed = await confirmationsOfRecord(ctx, projectId, {
    timeZone,
    buildingId,
    from: query.from,
    to: query.to,
  });
  const codes = new Set<string>();
  for (const c of confirmed)
    for (const room of c.snapshot.rooms)
      for (const choice of room.choices) if (choice.materialCode) codes.add(choice.materialCode);
  const found =
    codes.size === 0
      ? []
      : await ctx.db
          .select()
          .from(materials)
          .where(and(eq(materials.companyId, companyId), inArray(materials.code, [...codes])));
  const byCode = new Map(found.map((m) => [m.code, m]));
  const rows: ChoiceRow[] = [];
  for (const c of confirmed) {
    for (const room of c.snapshot.rooms) {
      const roomName = [pickLabel(room.label, locale), room.numbers.join(", ")]
        .filter(Boolean)
        .join(" ");
      for (const choice of room.choices) {
        // A special solution is the package's own: no material of the catalogue stands for it.
        const material = choice.isSpecial ? undefined : byCode.get(choice.materialCode ?? "");
        rows.push({
          apartment: c.apartment,
          building: c.building,
          layout: c.layout,
          room: roomName,
          group: pickLabel(choice.groupTitle, locale),
          option: pickLabel(choice.name ?? choice.title, locale),
          special: choice.isSpecial,
          materialCode: choice.materialCode,
          productCode: material?.producerProductId ?? null,
          manufacturer: material?.manufacturer ?? null,
          seller: material?.seller ?? null,
          quantity: material?.quantity == null ? null : Number(material.quantity),
          unit: material?.unitLabel ? pickLabel(material.unitLabel, locale) || null : null,
          unitPrice: euros(material?.unitPriceCents ?? null),
          installPrice: euros(material?.installPriceCents ?? null),
          vat: material?.vat == null ? null : Number(material.vat),
          total: choice.priceCents / 100,
          version: c.version,
          confirmedAt: c.confirmedAt,
        });
      }
    }
  }
  return rows;
}

/**
 * What to order: the choices summed by supplier (seller, manufacturer) and material, a special
 * solution by its own label; quantity and purchase sum only where every choice has them.
 */
export function orderRows(choices: ChoiceRow[]): OrderRow[] {
  type Sum = OrderRow & { apartmentKeys: Set<string>; cents: number; purchaseCents: number | null };
  const sums = new Map<string, Sum>();
  for (const c of choices) {
    const key = JSON.stringify(
      c.special
        ? ["special", c.option, c.total]
        : [c.seller, c.manufacturer, c.materialCode, c.productCode, c.unit],
    );
    let sum = sums.get(key);
    if (!sum) {
      sum = {
        seller: c.seller,
        manufacturer: c.manufacturer,
        materialCode: c.materialCode,
        productCode: c.productCode,
        option: c.option,
        unit: c.unit,
        quantity: 0,
        apartments: 0,
        unitPrice: c.unitPrice,
        purchaseSum: null,
        buyerSum: 0,
        apartmentKeys: new Set(),
        cents: 0,
        purchaseCents: 0,
      };
      sums.set(key, sum);
    }
    sum.apartmentKeys.add(`${c.building}\u0000${c.apartment}`);
    sum.cents += Math.round(c.total * 100);
    sum.quantity = sum.quantity === null || c.quantity === null ? null : sum.quantity + c.quantity;
    sum.purchaseCents =
      sum.purchaseCents === null || c.quantity === null || c.unitPrice === null
        ? null
        : sum.purchaseCents + Math.round(c.unitPrice * 100 * c.quantity);
  }
  const text = (value: string | null) => value ?? "";
  return [...sums.values()]
    .map(({ apartmentKeys, cents, purchaseCents, ...row }) => ({
      ...row,
      quantity: row.quantity === null ? null : Math.round(row.quantity * 1000) / 1000,
      apartments: apartmentKeys.size,
      purchaseSum: euros(purchaseCents),
      buyerSum: cents / 100,
    }))
    .sort(
      (a, b) =>
        text(a.seller).localeCompare(text(b.seller)) ||
        text(a.manufacturer).localeCompare(text(b.manufacturer)) ||
        text(a.materialCode).localeCompare(text(b.materialCode)) ||
        a.option.localeCompare(b.option),
    );
}

export const choiceColumns = CHOICE_COLUMNS;
export const orderColumns = ORDER_COLUMNS;

/** A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a return first). */
const FORMULA_START = /^[=+\-@\t\r]/;
const safeText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

const SEPARATORS = { semicolon: ";", comma: ",", tab: "\t" } as const;

/**
 * Rows as CSV in UTF-8 with a byte order mark (so that a spreadsheet reads its letters right),
 * separated by `;` unless asked otherwise. Amounts are numbers: with a decimal comma where `;`
 * separates (as spreadsheets set up for Estonian or German read them), a point otherwise.
 */
export function toCsv<R>(
  columns: Column<R>[],
  rows: R[],
  separator: ExportQuery["separator"],
): string {
  const by = SEPARATORS[separator ?? "semicolon"];
  const decimal = by === ";" ? "," : ".";
  const cell = (column: Column<R>, row: R) => {
    const value = column.of(row);
    if (value === null) return "";
    if (value instanceof Date) return value.toISOString();
    if (typeof value === "number") {
      const shown = column.kind === "amount" ? value.toFixed(2) : String(value);
      return shown.replace(".", decimal);
    }
    return csvCell(value);
  };
  const lines = [columns.map((c) => csvCell(c.header)).join(by)];
  for (const row of rows) lines.push(columns.map((c) => cell(c, row)).join(by));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * Rows as an XLSX workbook of one sheet: a bold, frozen header, amounts with two decimals. Written
 * row by row with exceljs's streaming writer and strings inline: the whole workbook in memory took
 * 7 s for 500 confirmed layouts of 12 rooms (docs/benchmarks.md, "Exports").
 */
export async function toXlsx<R>(sheet: string, columns: Column<R>[], rows: R[]): Promise<Buffer> {
  const Excel = (await import("exceljs")).default;
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.kind === "text" ? 20 : c.kind === "date" ? 20 : 12,
    style: styleOf(c.kind),
  }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows)
    worksheet
      .addRow(
        columns.map((c) => {
          const value = c.of(row);
          return typeof value === "string" ? safeText(value) : value;
        }),
      )
      .commit();
  worksheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

function styleOf(kind: Column<unknown>["kind"]): Partial<ExcelJS.Style> {
  if (kind === "amount") return { numFmt: "0.00" };
  if (kind === "date") return { numFmt: "yyyy-mm-dd hh:mm" };
  return {};
}
