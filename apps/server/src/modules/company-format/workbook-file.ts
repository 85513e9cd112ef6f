/**
 * The company workbook as a file: company.xlsx read into core's rows and written from them, with
 * exceljs. What the sheets and their cells mean is core's (company-format/workbook.ts); this file
 * knows the spreadsheet: formulas are read as their results, rich text as its text, and a written
 * workbook has a bold, frozen header with a note on every column, widths that fit, number formats
 * (two decimals for amounts, text for codes so that 007 stays 007) and lists where the values are
 * few.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type CompanyFile,
  type CompanyProblem,
  companyProblem,
  splitCompany,
  templateCompany,
  WORKBOOK_FILE,
  type WorkbookCellValue,
  type WorkbookSheet,
  workbookColumn,
} from "@home-designer/core";
import type ExcelJS from "exceljs";
import type { AppContext } from "../../context.ts";
import { type CompanyExport, companyJson, writeCompanyFolder } from "./export-service.ts";

/**
 * exceljs, loaded the first time a workbook is read or written: it takes more time to load than
 * the rest of a company check together (cli/main.ts), and most folders and starts need none.
 */
const excel = async () => (await import("exceljs")).default;

declare module "exceljs" {
  interface Worksheet {
    /** A sheet's validations by range: exceljs writes them but does not declare them. */
    readonly dataValidations: {
      add(range: string, validation: ExcelJS.DataValidation): void;
    };
  }
}

/**
 * The sheets of the folder's company.xlsx, given the folder's files and a way to read one;
 * `sheets` undefined when the folder has no workbook, a problem when it is not one.
 */
export async function readWorkbookOf(
  files: ReadonlySet<string>,
  read: (file: string) => Promise<Buffer>,
): Promise<{ sheets: WorkbookSheet[] | undefined } | { problem: CompanyProblem }> {
  if (!files.has(WORKBOOK_FILE)) return { sheets: undefined };
  // A zip's refusal to unpack the workbook is the zip's, not a problem of the workbook.
  const bytes = await read(WORKBOOK_FILE);
  try {
    return { sheets: await readWorkbook(bytes) };
  } catch {
    return { problem: companyProblem("", "workbookUnreadable", { file: WORKBOOK_FILE }) };
  }
}

/** Every sheet of an XLSX file as rows of plain cells, row 1 first, empty rows kept in place. */
export async function readWorkbook(bytes: Buffer): Promise<WorkbookSheet[]> {
  const workbook = new (await excel()).Workbook();
  // exceljs's types ask for an ArrayBuffer (its own `Buffer`): a copy of exactly the file's bytes.
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook.worksheets.map((worksheet) => {
    const rows: WorkbookCellValue[][] = [];
    for (let r = 1; r <= worksheet.rowCount; r++) {
      const row = worksheet.getRow(r);
      const cells: WorkbookCellValue[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(shownCell(row.getCell(c)));
      rows.push(cells);
    }
    return { name: worksheet.name, rows };
  });
}

/**
 * A number in a percentage format as the percentage it shows: the cell holds 0.19 and shows 19 %,
 * and "19%" is what its column reads (a VAT % cell formatted so is read as 19, not 0.19).
 */
function shownCell(cell: ExcelJS.Cell): WorkbookCellValue {
  const value = plainCell(cell.value);
  // A format's quoted text may hold a % sign that is no percentage.
  const percent = /%/.test((cell.numFmt ?? "").replace(/"[^"]*"/g, ""));
  return typeof value === "number" && percent ? `${Number((value * 100).toPrecision(15))}%` : value;
}

/** A cell as the user sees it: a formula's result, a link's or rich text's text. */
function plainCell(value: ExcelJS.CellValue): WorkbookCellValue {
  if (value === null || value === undefined) return null;
  if (typeof value !== "object" || value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("hyperlink" in value) return value.text;
  if ("error" in value) return value.error;
  return plainCell(value.result ?? null);
}

/** How the spreadsheet shows a column's numbers; codes and texts are text, so 007 stays 007. */
const NUMBER_FORMATS: Record<string, string> = {
  amount: "#,##0.00",
  percent: "0.00",
  quantity: "#,##0.000",
  integer: "0",
  // A day typed into the column becomes a date cell, which the reader hands over as a date.
  date: "yyyy-mm-dd",
};

/** Rows below the last that get a column's list of values, for the rows people add. */
const LIST_ROWS_AHEAD = 1000;

/** The XLSX file of the sheets: bold frozen header with notes, fitting widths, formats and lists. */
export async function workbookBytes(sheets: readonly WorkbookSheet[]): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  for (const sheet of sheets) {
    const [header = [], ...rows] = sheet.rows;
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    const columns = header.map((name) => workbookColumn(sheet.name, String(name))?.column);
    worksheet.columns = header.map((name, i) => ({
      header: String(name),
      width: Math.min(50, Math.max(10, ...[name, ...rows.map((row) => row[i])].map(shownLength))),
      style: { numFmt: NUMBER_FORMATS[columns[i]?.kind ?? ""] ?? "@" },
    }));
    worksheet.addRows(rows);
    worksheet.getRow(1).font = { bold: true };
    worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
    columns.forEach((column, i) => {
      if (!column) return;
      worksheet.getCell(1, i + 1).note = column.note;
      const choices = column.kind === "yes-no" ? ["yes", "no"] : column.choices;
      if (!choices) return;
      const letter = worksheet.getColumn(i + 1).letter;
      // A range, not a validation per cell, so the rows people add get the list too.
      worksheet.dataValidations.add(`${letter}2:${letter}${rows.length + 1 + LIST_ROWS_AHEAD}`, {
        type: "list",
        allowBlank: true,
        formulae: [`"${choices.join(",")}"`],
        showErrorMessage: true,
        errorTitle: column.header,
        error: `One of: ${choices.join(", ")}`,
      });
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const shownLength = (cell: WorkbookCellValue | undefined) => String(cell ?? "").length + 2;

/** company.json without the workbook's parts and company.xlsx with them, by their file names. */
export async function workbookDocuments(company: CompanyFile): Promise<Map<string, Buffer>> {
  const { json, sheets } = splitCompany(company);
  return new Map([
    ["company.json", companyJson(json)],
    [WORKBOOK_FILE, await workbookBytes(sheets)],
  ]);
}

/** company.json without the workbook's parts and company.xlsx with them, into `dir`. */
async function writeCompanyWorkbook(company: CompanyFile, dir: string): Promise<void> {
  for (const [file, content] of await workbookDocuments(company))
    await writeFile(path.join(dir, file), content);
}

/** `export --workbook`: an export whose catalogue, options, packages' contents and apartments are in company.xlsx. */
export async function writeWorkbookFolder(
  ctx: AppContext,
  exported: CompanyExport,
  dir: string,
): Promise<void> {
  // The files and a whole company.json first; company.json then gives its parts to the workbook.
  await writeCompanyFolder(ctx, exported, dir);
  await writeCompanyWorkbook(exported.company, dir);
}

/** `template`: a company folder to start from, with an example row on every sheet. */
export async function writeTemplateFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`The folder ${dir} is not empty.`);
  await writeCompanyWorkbook(templateCompany(), dir);
}
