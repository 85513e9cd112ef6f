import { WORKBOOK_FILE } from "@home-designer/core";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materials } from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/** The workbook with the price of a material changed, as a person would in a spreadsheet. */
async function withPrice(xlsx: Uint8Array, code: string, price: string | number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(xlsx).buffer);
  const sheet = workbook.getWorksheet("Materials");
  if (!sheet) throw new Error("no sheet Materials");
  const headers = sheet.getRow(1).values as unknown[];
  const codeColumn = headers.indexOf("Code");
  const priceColumn = headers.indexOf("Price");
  let found = false;
  sheet.eachRow((row) => {
    if (row.getCell(codeColumn).value === code) {
      row.getCell(priceColumn).value = price;
      found = true;
    }
  });
  if (!found) throw new Error(`no material ${code} in the workbook`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The company's workbook sent alone (company-admin-service.ts, `withUploadedWorkbook`): taken with
 * the company as published, so that prices changed in a spreadsheet are one upload, checked and
 * imported as a whole folder is.
 */
describe.each(databaseKinds())("a workbook uploaded alone on %s", (kind) => {
  let server: TestServer;
  let w: World;
  let workbook: Uint8Array;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
    const exported = await server.api("GET /admin/company/export", {
      query: { workbook: "1" },
      ...admin(),
    });
    workbook = unzipSync(exported.answer)[`alpha/${WORKBOOK_FILE}`] ?? new Uint8Array();
  });
  afterAll(() => server?.close());

  const admin = () => ({ token: w.token("admin"), site: ALPHA_SITE, locale: "en" });
  const adminDe = () => ({ token: w.token("admin"), site: ALPHA_DE_SITE, locale: "de" });
  const formOf = (bytes: Uint8Array, name = WORKBOOK_FILE) => {
    const form = new FormData();
    form.append("company", new Blob([bytes]), name);
    return form;
  };
  const written = () =>
    fingerprint(server.ctx.db, ["companies", "materials", "company_history", "packages"]);
  const priceOf = async (code: string) =>
    (await server.ctx.db.select().from(materials).where(eq(materials.code, code)))[0]?.priceCents;

  it("checks and imports a workbook with one price changed: one change, by the uploader", async () => {
    const edited = await withPrice(workbook, "white", "77.70");
    const checked = await server.api("POST /admin/company/check", {
      body: formOf(edited),
      ...admin(),
    });
    expect(checked.answer.can_import).toBe(true);

    const imported = await server.api("POST /admin/company/import", {
      query: {},
      body: formOf(edited, "Preise Dezember.xlsx"),
      ...admin(),
    });
    expect(imported.status).toBe(200);
    expect(imported.answer.entries).toEqual([
      expect.objectContaining({
        kind: "material",
        code: "white",
        action: "changed",
        fields: ["price"],
      }),
    ]);
    expect(await priceOf("white")).toBe(7770);
    const history = await server.api("GET /admin/history", { query: {}, ...admin() });
    expect(history.answer.events[0]).toMatchObject({
      source: "uploaded",
      by: expect.stringContaining("@"),
    });
  });

  it("imports the same workbook again changing nothing", async () => {
    const again = await withPrice(workbook, "white", "77.70");
    const imported = await server.api("POST /admin/company/import", {
      query: { dry_run: "1" },
      body: formOf(again),
      ...admin(),
    });
    expect(imported.answer.entries).toEqual([]);
  });

  it("refuses a price that is not an amount at its cell, in German, and writes nothing", async () => {
    const before = await written();
    const edited = await withPrice(workbook, "white", "zu teuer");
    const refused = await server.api("POST /admin/company/import", {
      query: {},
      body: formOf(edited),
      ...adminDe(),
    });
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe(message("de", "companyImportRefused", { count: 1 }));
    const [place] = Object.keys(refused.error.errors ?? {});
    // The place in German words too; the sheet and column keep the names the workbook gives them.
    expect(place).toMatch(/^company\.xlsx, Blatt "Materials", Zeile \d+, Spalte "Price"$/);
    expect(await written()).toEqual(before);
  });

  it("refuses a file named .xlsx that is no workbook, and writes nothing", async () => {
    const before = await written();
    const refused = await server.api("POST /admin/company/import", {
      query: {},
      body: formOf(new TextEncoder().encode("Code;Price\nwhite;1")),
      ...adminDe(),
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.error.errors)).toMatch(/company\.xlsx/);
    expect(await written()).toEqual(before);
  });
});
