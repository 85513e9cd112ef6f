import { type CompanyFile, WORKBOOK_FILE } from "@home-designer/core";
import ExcelJS from "exceljs";
import { strFromU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "../../src/i18n/messages.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";
import { pdfText } from "../pdf/poppler.ts";

/** A copy of a zip with its company.json changed by `edit`. */
function withCompany(zip: Uint8Array, edit: (company: CompanyFile) => void): Uint8Array {
  const entries = unzipSync(zip);
  const at = Object.keys(entries).find((name) => name.endsWith("company.json")) ?? "";
  const company = JSON.parse(strFromU8(entries[at] ?? new Uint8Array())) as CompanyFile;
  edit(company);
  return zipSync({ ...entries, [at]: new TextEncoder().encode(JSON.stringify(company)) });
}

/** A copy of a zip whose workbook has `values` in material `code`'s row, by column header. */
async function withMaterialCells(
  zip: Uint8Array,
  code: string,
  values: Record<string, ExcelJS.CellValue>,
): Promise<Uint8Array> {
  const entries = unzipSync(zip);
  const at = Object.keys(entries).find((name) => name.endsWith(WORKBOOK_FILE)) ?? "";
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(entries[at] ?? new Uint8Array()).buffer);
  const sheet = workbook.getWorksheet("Materials");
  if (!sheet) throw new Error("no sheet Materials");
  const headers = sheet.getRow(1).values as unknown[];
  sheet.eachRow((row) => {
    if (row.getCell(headers.indexOf("Code")).value !== code) return;
    for (const [header, value] of Object.entries(values))
      row.getCell(headers.indexOf(header)).value = value;
  });
  return zipSync({ ...entries, [at]: new Uint8Array(await workbook.xlsx.writeBuffer()) });
}

/**
 * Availability (docs/company-format.md, "Availability"; decision 052): a material's lead time
 * and end of sale and a project's installation date go from the company's folder to the answers
 * the configurator, the catalogue and the summary read, and never touch buyers' designs.
 */
describe.each(databaseKinds())("material availability on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  type Caller = { token?: string; locale?: "en" | "et" | "de"; site?: string };
  const admin = (locale: Caller["locale"] = "en"): Caller => ({
    token: w.token("admin"),
    locale,
    site: locale === "de" ? ALPHA_DE_SITE : ALPHA_SITE,
  });
  const exported = async (workbook = false) =>
    (
      await server.api("GET /admin/company/export", {
        query: workbook ? { workbook: "1" } : {},
        ...admin(),
      })
    ).answer;
  const formOf = (zip: Uint8Array) => {
    const form = new FormData();
    form.append("company", new Blob([zip]), "company.zip");
    return form;
  };
  const upload = (zip: Uint8Array, caller: Caller = admin()) =>
    server.api("POST /admin/company/import", { query: {}, body: formOf(zip), ...caller });
  const written = () =>
    fingerprint(server.ctx.db, [
      "materials",
      "projects",
      "packages",
      "package_selections",
      "user_package_selections",
    ]);
  const floorMaterials = async () => {
    const groups = await server.api("GET /project/:project/tabs/:roomId", {
      params: { project: w.project.id, roomId: w.rooms.wholeRoom.id },
      query: { apartment_layout_id: w.layout.id },
    });
    return Object.fromEntries(
      (groups.answer.find((g) => g.id === w.groups.floor.id)?.assets ?? []).map((a) => [
        a.slug,
        { lead_time_days: a.material?.lead_time_days, end_of_sale: a.material?.end_of_sale },
      ]),
    );
  };

  it("imports a lead time, an end of sale and an installation date, and answers them with their instants", async () => {
    const designs = await fingerprint(server.ctx.db, ["user_package_selections"]);
    const res = await upload(
      withCompany(await exported(), (company) => {
        const oak = company.materials?.find((m) => m.code === "oak");
        const walnut = company.materials?.find((m) => m.code === "walnut");
        if (!oak || !walnut) throw new Error("no oak or walnut");
        oak.lead_time_days = 56;
        walnut.end_of_sale = "2027-03-01";
        const [project] = company.projects;
        if (project) project.installation_date = "2027-06-01";
      }),
    );
    expect(res.status).toBe(200);
    expect(res.answer.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "material", code: "oak", fields: ["lead_time_days"] }),
        expect.objectContaining({ kind: "material", code: "walnut", fields: ["end_of_sale"] }),
        expect.objectContaining({ kind: "project", fields: ["installation_date"] }),
      ]),
    );
    // The fields are data: buyers' designs stay as they were.
    expect(await fingerprint(server.ctx.db, ["user_package_selections"])).toBe(designs);

    const tabs = await server.api("GET /project/:project/tabs", {
      params: { project: w.project.id },
      query: { apartment_layout_id: w.layout.id },
    });
    // Installation starts at midnight in Tallinn (summer time); the end of sale ends at midnight (winter).
    expect(tabs.answer.installation).toEqual({
      date: "2027-06-01",
      starts_at: "2027-05-31T21:00:00.000Z",
    });
    expect(await floorMaterials()).toEqual({
      oak: { lead_time_days: 56, end_of_sale: null },
      walnut: {
        lead_time_days: null,
        end_of_sale: { date: "2027-03-01", ends_at: "2027-03-01T22:00:00.000Z" },
      },
    });
    const catalogue = await server.api("GET /materials", { query: {}, site: ALPHA_SITE });
    const walnut = catalogue.answer
      .flatMap((c) => c.materials)
      .find((m) => m.material_id === "walnut");
    expect(walnut?.end_of_sale?.date).toBe("2027-03-01");

    // Exported again, the folder carries them, and imports back changing nothing.
    const again = await exported();
    const company = JSON.parse(
      strFromU8(unzipSync(again)["alpha/company.json"] ?? new Uint8Array()),
    ) as CompanyFile;
    expect(company.projects[0]?.installation_date).toBe("2027-06-01");
    expect(company.materials?.find((m) => m.code === "oak")?.lead_time_days).toBe(56);
    const before = await written();
    expect((await upload(again)).answer.entries).toEqual([]);
    expect(await written()).toBe(before);
  });

  it("prints a chosen option's warnings in the summary PDF, in its language", async () => {
    const res = await upload(
      withCompany(await exported(), (company) => {
        const oak = company.materials?.find((m) => m.code === "oak");
        const walnut = company.materials?.find((m) => m.code === "walnut");
        if (!oak || !walnut) throw new Error("no oak or walnut");
        // Late for an installation on 1 June 2027 from any day after April 2026; ended long ago.
        oak.lead_time_days = 400;
        walnut.end_of_sale = "2020-01-01";
        const [project] = company.projects;
        if (project) project.installation_date = "2027-06-01";
      }),
    );
    expect(res.status).toBe(200);
    const pdfOf = async (option: string, locale: "en" | "de") => {
      const pdf = await server.api("POST /summary-pdf", {
        token: w.token("designer"),
        locale,
        body: {
          project_id: w.project.id,
          apartment_layout_id: w.layout.id,
          package_id: w.packages.basic.id,
          selections: [{ tab_id: w.rooms.wholeRoom.id, selection_id: w.option(option) }],
          locale,
        },
      });
      expect(pdf.status).toBe(200);
      return (await pdfText(new Uint8Array(pdf.answer))).replace(/\s+/g, " ");
    };
    expect(await pdfOf("oak", "en")).toContain(
      "Delivery takes 400 days: too late for installation on 01.06.2027.",
    );
    expect(await pdfOf("walnut", "de")).toContain(
      "Seit 01.01.2020 nicht mehr erhältlich: fragen Sie das Unternehmen nach einem Ersatz.",
    );
  });

  it("reads them from the workbook: a date cell, a day typed, a number of days", async () => {
    const zip = await withMaterialCells(await exported(true), "white", {
      "Lead time (days)": 21,
      "End of sale": new Date(Date.UTC(2027, 8, 30)),
    });
    const res = await upload(await withMaterialCells(zip, "grey", { "End of sale": "2028-01-15" }));
    expect(res.status).toBe(200);
    const catalogue = await server.api("GET /materials", { query: {}, site: ALPHA_SITE });
    const byCode = new Map(
      catalogue.answer.flatMap((c) => c.materials).map((m) => [m.material_id, m]),
    );
    expect(byCode.get("white")?.lead_time_days).toBe(21);
    expect(byCode.get("white")?.end_of_sale?.date).toBe("2027-09-30");
    expect(byCode.get("grey")?.end_of_sale?.date).toBe("2028-01-15");
  });

  it("refuses bad values at their places in the admin's language, and writes nothing", async () => {
    const before = await written();
    const bad = withCompany(await exported(), (company) => {
      const [first, second] = company.materials ?? [];
      if (!first || !second) throw new Error("materials");
      (first as Record<string, unknown>).lead_time_days = -3;
      first.end_of_sale = "2027-02-30";
      (second as Record<string, unknown>).lead_time_days = "ten";
      const [project] = company.projects;
      if (project) project.installation_date = "soon";
    });
    for (const [locale, words] of [
      ["en", ["should be at least 0", "should be a day written YYYY-MM-DD"]],
      ["de", ["sollte mindestens 0 sein", "sollte ein Tag in der Form JJJJ-MM-TT sein"]],
      ["et", ["peaks olema vähemalt 0", "peaks olema päev kujul AAAA-KK-PP"]],
    ] as const) {
      const res = await upload(bad, admin(locale));
      expect(res.status).toBe(422);
      expect(res.error.message).toBe(message(locale, "companyImportRefused", { count: 4 }));
      const text = JSON.stringify(res.error.errors);
      for (const word of words) expect(text).toContain(word);
    }
    const res = await upload(bad);
    expect(Object.keys(res.error.errors ?? {}).sort()).toEqual([
      "/materials/0/end_of_sale",
      "/materials/0/lead_time_days",
      "/materials/1/lead_time_days",
      "/projects/0/installation_date",
    ]);
    expect(await written()).toBe(before);
  });

  it("refuses a workbook's end of sale that is no day, at its cell in German", async () => {
    const before = await written();
    const zip = await withMaterialCells(await exported(true), "white", {
      "End of sale": "30.09.2027",
      "Lead time (days)": 1000,
    });
    const res = await upload(zip, admin("de"));
    expect(res.status).toBe(422);
    const errors = res.error.errors ?? {};
    const place = Object.keys(errors).find((p) => p.includes('Spalte "End of sale"'));
    expect(place).toMatch(/^company\.xlsx, Blatt "Materials", Zeile \d+, Spalte "End of sale"$/);
    expect(errors[place ?? ""]).toEqual([
      '"30.09.2027" ist kein Tag: geben Sie ihn als 2027-03-01 oder als Datum ein',
    ]);
    expect(JSON.stringify(errors)).toContain("sollte höchstens 730 sein");
    expect(await written()).toBe(before);
  });

  it("lets no guest, buyer or other company's admin set them", async () => {
    const before = await written();
    const zip = withCompany(await exported(), (company) => {
      const [project] = company.projects;
      if (project) project.installation_date = "2020-01-01";
    });
    expect((await upload(zip, { site: ALPHA_SITE })).status).toBe(401);
    expect((await upload(zip, { token: w.token("customer"), site: ALPHA_SITE })).status).toBe(403);
    // Beta's admin imports into Beta only: Alpha's folder is refused as another company's.
    const beta = await upload(zip, { token: w.token("betaAdmin"), site: BETA_SITE });
    expect([403, 422]).toContain(beta.status);
    expect(await written()).toBe(before);
  });
});
