import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import {
  type CompanyFile,
  checkCompanyWithWorkbook,
  formatProblems,
  problemMessage,
  splitCompany,
} from "@home-designer/core";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SLUG, installDemo } from "../../src/demo/demo.ts";
import {
  checkCompanyFolder,
  listFiles,
  withCompanySource,
} from "../../src/modules/company-format/company-folder.ts";
import {
  type CompanyExport,
  exportCompany,
} from "../../src/modules/company-format/export-service.ts";
import { importCompany } from "../../src/modules/company-format/import-service.ts";
import {
  readWorkbook,
  workbookBytes,
  writeTemplateFolder,
  writeWorkbookFolder,
} from "../../src/modules/company-format/workbook-file.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const run = promisify(execFile);

/** A company as core has it, for tests that need no database: the fixture's small company. */
const small = (): CompanyFile => ({
  format: "home-designer-company/1",
  code: "nordhaus",
  name: "Nordhaus Wohnen",
  web: "https://nordhaus.example",
  email: "info@nordhaus.example",
  hosts: [{ host: "wohnen.nordhaus.example", languages: ["de", "en"] }],
  vat: "19.00",
  material_categories: [{ code: "floors", name: { de: "Böden", en: "Floors" } }],
  materials: [
    { code: "OAK-1", category: "floors", desc_short: { de: "Eiche" }, price: "0.00" },
    { code: "ASH-1", category: "floors", desc_short: { de: "Esche" }, price: "1250.50" },
  ],
  projects: [],
});

/** Opens an XLSX file, lets `change` edit it, and gives its bytes again. */
async function edited(bytes: Buffer, change: (workbook: ExcelJS.Workbook) => void) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  change(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function sheetOf(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
}

/** The column number of a header of a sheet. */
function columnOf(sheet: ExcelJS.Worksheet, header: string): number {
  const column = (sheet.getRow(1).values as unknown[]).indexOf(header);
  if (column < 1) throw new Error(`no column ${header}`);
  return column;
}

/** Adds a row to a sheet, its cells by header. */
function addRow(
  workbook: ExcelJS.Workbook,
  name: string,
  values: Record<string, ExcelJS.CellValue>,
): void {
  const sheet = sheetOf(workbook, name);
  const row = sheet.addRow([]);
  for (const [header, value] of Object.entries(values))
    row.getCell(columnOf(sheet, header)).value = value;
}

describe("company.xlsx", () => {
  it("reads a price typed as a number, as text or by a formula to the same cents", async () => {
    const { json, sheets } = splitCompany(small());
    const bytes = await edited(await workbookBytes(sheets), (workbook) => {
      const materials = sheetOf(workbook, "Materials");
      materials.getCell(2, columnOf(materials, "Price")).value = 184990.49;
      materials.getCell(3, columnOf(materials, "Price")).value = "184990.49";
      addRow(workbook, "Materials", {
        Code: "ELM-1",
        Price: { formula: "1000*184.99049", result: 184990.49 },
      });
    });
    const read = checkCompanyWithWorkbook(json, await readWorkbook(bytes), () => true);
    expect(read.problems).toEqual([]);
    expect((read.company as CompanyFile).materials?.map((m) => m.price)).toEqual([
      "184990.49",
      "184990.49",
      "184990.49",
    ]);
  });

  it("gives the same company back, texts with umlauts included", async () => {
    const { json, sheets } = splitCompany(small());
    const read = checkCompanyWithWorkbook(
      json,
      await readWorkbook(await workbookBytes(sheets)),
      () => true,
    );
    expect(read.problems).toEqual([]);
    expect(read.company).toEqual(small());
  });

  it("is written with a bold frozen header, notes, number formats and lists", async () => {
    const { sheets } = splitCompany(small());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await workbookBytes(sheets)).buffer);
    const materials = sheetOf(workbook, "Materials");
    expect(materials.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(materials.getRow(1).font?.bold).toBe(true);
    const price = columnOf(materials, "Price");
    expect(String(materials.getCell(1, price).note)).toContain("VAT included");
    expect(materials.getCell(3, price)).toMatchObject({ value: 1250.5, numFmt: "#,##0.00" });
    const sample = materials.getCell(2, columnOf(materials, "Sample available"));
    expect(sample.dataValidation).toMatchObject({ type: "list", formulae: ['"yes,no"'] });
    const apartments = sheetOf(workbook, "Apartments");
    expect(apartments.getCell("F500").dataValidation).toMatchObject({
      formulae: ['"available,reserved,sold"'],
    });
  });

  it("reads a VAT % cell in a percentage format as the percentage it shows", async () => {
    const { json, sheets } = splitCompany(small());
    const bytes = await edited(await workbookBytes(sheets), (workbook) => {
      const materials = sheetOf(workbook, "Materials");
      /** A number in a format of its own (exceljs shares a column's style among its cells). */
      const put = (row: number, column: string, value: number, numFmt: string) => {
        const cell = materials.getCell(row, columnOf(materials, column));
        cell.value = value;
        cell.style = { ...cell.style, numFmt };
      };
      // Typed as 19 % (or 7.5 %), a spreadsheet keeps 0.19 (0.075) in a percentage format.
      put(2, "VAT %", 0.19, "0%");
      put(3, "VAT %", 0.075, "0.00%");
      // The same in a price column shows what it is, and is no amount.
      put(3, "Price", 0.2, "0%");
    });
    const read = checkCompanyWithWorkbook(json, await readWorkbook(bytes), () => true);
    expect(formatProblems(read.problems)).toBe(
      'company.xlsx, sheet "Materials", row 3, column "Price": "20%" is not an amount in euros with at most two decimals, such as 129.90 or -20.00',
    );
    const fixed = await edited(bytes, (workbook) => {
      const materials = sheetOf(workbook, "Materials");
      materials.getCell(3, columnOf(materials, "Price")).value = null;
    });
    const company = checkCompanyWithWorkbook(json, await readWorkbook(fixed), () => true)
      .company as CompanyFile;
    expect(company.materials?.map((m) => m.vat)).toEqual(["19", "7.5"]);
  });

  it("says where a cell is wrong, in the folder's check", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hd-workbook-"));
    try {
      await writeTemplateFolder(dir);
      const file = path.join(dir, "company.xlsx");
      await writeFile(
        file,
        await edited(await readFile(file), (workbook) => {
          const materials = sheetOf(workbook, "Materials");
          materials.getCell(2, columnOf(materials, "Price")).value = "12,5O";
        }),
      );
      expect(formatProblems((await checkCompanyFolder(dir)).problems)).toBe(
        'company.xlsx, sheet "Materials", row 2, column "Price": "12,5O" is not an amount in euros with at most two decimals, such as 129.90 or -20.00',
      );
      await writeFile(file, "not a workbook");
      const [unreadable] = (await checkCompanyFolder(dir)).problems;
      expect(unreadable?.message).toBe(
        "company.xlsx cannot be read as an XLSX workbook (saved as .xlsx from Excel, LibreOffice or Google Sheets?)",
      );
      expect(unreadable && problemMessage(unreadable.text, "de")).toMatch(
        /^company\.xlsx kann nicht als XLSX-Arbeitsmappe gelesen werden/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("writes a template that the check accepts, and still does once filled in", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hd-template-"));
    try {
      await writeTemplateFolder(dir);
      expect([...(await listFiles(dir))].sort()).toEqual(["company.json", "company.xlsx"]);
      expect((await checkCompanyFolder(dir)).problems).toEqual([]);
      const template = JSON.parse(await readFile(path.join(dir, "company.json"), "utf8"));
      expect(template).not.toHaveProperty("materials");
      // Staff fill it in: a material with its price, an option offering it, a sold apartment.
      const file = path.join(dir, "company.xlsx");
      await writeFile(
        file,
        await edited(await readFile(file), (workbook) => {
          addRow(workbook, "Materials", {
            Code: "ASH-1",
            Category: "floors",
            "Name (de)": "Eschenparkett, gebürstet und geölt",
            Price: 184990.49,
          });
          addRow(workbook, "Options", {
            Project: "first-project",
            Group: "floor",
            Option: "ash",
            "Title (et)": "Saar",
            Material: "ASH-1",
          });
          addRow(workbook, "Apartments", {
            Project: "first-project",
            Building: "a",
            Apartment: 2,
            Number: "2",
            Floor: 1,
            Status: "sold",
            Buyers: "ostja@example.com, teine.ostja@example.com",
          });
        }),
      );
      expect((await checkCompanyFolder(dir)).problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the demo company with a workbook", () => {
  let server: TestServer | undefined;
  let work: string;
  let dataDir: string;
  let exported: CompanyExport;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "hd-workbook-export-"));
    // An embedded database in a folder, so the command line can open it after the server.
    dataDir = path.join(work, "data");
    server = await startTestServer("pglite", (ctx) => installDemo(ctx), { dataDir });
    exported = await exportCompany(server.ctx, DEMO_SLUG);
  });

  afterAll(async () => {
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("exports company.xlsx that reads back, with company.json, as the same company", async () => {
    if (!server) throw new Error("no server");
    const dir = path.join(work, "demo");
    await writeWorkbookFolder(server.ctx, exported, dir);
    expect((await checkCompanyFolder(dir)).problems).toEqual([]);
    const json = JSON.parse(await readFile(path.join(dir, "company.json"), "utf8"));
    expect(json).not.toHaveProperty("materials");
    const sheets = await readWorkbook(await readFile(path.join(dir, "company.xlsx")));
    const read = checkCompanyWithWorkbook(json, sheets, () => true);
    expect(read.problems).toEqual([]);
    expect(read.company).toEqual(exported.company);
  });

  it("is what import reads: one price changed in the workbook changes that price only", async () => {
    if (!server) throw new Error("no server");
    const { ctx } = server;
    const dir = path.join(work, "demo-import");
    await writeWorkbookFolder(ctx, exported, dir);
    const dryRun = async () =>
      (await withCompanySource(dir, (source) => importCompany(ctx, source, { dryRun: true })))
        .entries;
    expect(await dryRun()).toEqual([]);
    const file = path.join(dir, "company.xlsx");
    let code = "";
    await writeFile(
      file,
      await edited(await readFile(file), (workbook) => {
        const materials = sheetOf(workbook, "Materials");
        code = String(materials.getCell(2, columnOf(materials, "Code")).value);
        materials.getCell(2, columnOf(materials, "Price")).value = 184990.49;
      }),
    );
    expect(await dryRun()).toEqual([
      { kind: "material", code, action: "changed", fields: ["price"] },
    ]);
  });

  it("npm run company -- export --workbook writes a folder that check accepts", async () => {
    await server?.close();
    server = undefined;
    const cli = path.join(root, "apps/server/src/cli/main.ts");
    const tsx = path.join(root, "node_modules/.bin/tsx");
    const { DATABASE_URL: _, ...env } = process.env;
    const dir = path.join(work, "cli");
    const exportRun = await run(tsx, [cli, "company", "export", DEMO_SLUG, dir, "--workbook"], {
      env: { ...env, DATA_DIR: dataDir },
    });
    expect(exportRun.stdout).toContain("company.json, company.xlsx and");
    const checkRun = await run(tsx, [cli, "company", "check", dir]);
    expect(checkRun.stdout).toContain("the company folder can be imported");
    const json = JSON.parse(await readFile(path.join(dir, "company.json"), "utf8"));
    expect(json.projects[0].packages[0]).not.toHaveProperty("options");
  }, 120_000);
});
