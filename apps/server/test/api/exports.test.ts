import {
  assetName,
  packageChoices,
  type RoomGroups,
  type SelectionGroup,
  slotKey,
} from "@home-designer/core";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apartmentLayouts,
  apartments,
  companies,
  confirmations,
  materials,
} from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * A project's exports of its confirmed choices (docs/decisions/045-exports-of-confirmed-choices.md)
 * hold exactly what the buyers confirmed, as the configurator shows it to staff for them, at the
 * confirmed prices; purchasing facts come from the material; nothing in a cell runs as a formula.
 */
describe.each(databaseKinds())("a project's exports of confirmed choices (%s)", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  /** A name a spreadsheet would run as a formula. */
  const FORMULA = '=HYPERLINK("http://example.test","oak")';
  const OAK = 50;

  type Line = { apartment: string; code: string; option: string; total: number };
  const sorted = (lines: Line[]) =>
    [...lines].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

  /** The choices of a buyer's confirmed package as the configurator shows them to staff. */
  async function confirmedDesign(buyer: string, layoutId: number, packageId: number, apt: string) {
    const token = w.token("designer");
    const userId = w.user(buyer).id;
    const tabs = await server.api("GET /project/:project/tabs", {
      params: { project: w.project.id },
      query: { apartment_layout_id: layoutId },
      token,
    });
    const rooms: RoomGroups[] = [];
    for (const room of tabs.answer.rooms) {
      const res = await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId: room.id },
        query: { apartment_layout_id: layoutId, package_id: packageId, user_id: userId },
        token,
      });
      expect(res.status).toBe(200);
      rooms.push({ roomId: room.id, isRoomType: room.is_room_type, groups: res.answer });
    }
    const choices = packageChoices(rooms, packageId);
    const lines: Line[] = [];
    for (const room of rooms)
      for (const group of room.groups as SelectionGroup[]) {
        const asset = group.assets.find(
          (a) => a.id === choices.get(slotKey(room.roomId, group.id)),
        );
        // What the confirmation holds carries its confirmed price; a group it does not hold
        // (one buyers do not choose in, as the grout here) is no confirmed choice.
        if (!asset?.material || asset.confirmedPrice === undefined) continue;
        lines.push({
          apartment: apt,
          code: asset.material.material_id,
          option: assetName(asset, "en"),
          total: asset.confirmedPrice,
        });
      }
    return lines;
  }

  const exportOf = (
    file: "choices.csv" | "choices.xlsx" | "orders.csv" | "orders.xlsx",
    query: Record<string, string> = {},
    token = w.token("admin"),
  ) =>
    server.api(`GET /admin/projects/:project/exports/${file}`, {
      params: { project: "harbour-view" },
      query,
      token,
      locale: "en",
    });

  /** A CSV export's lines as objects by header (`;` and a decimal comma, as sent by default). */
  function readCsv(bytes: Uint8Array) {
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const cells = (line: string) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(;|$)/g)].slice(0, -1).map(([, cell]) => cell ?? "");
    const [header = "", ...lines] = text.slice(1).trimEnd().split("\r\n");
    const names = cells(header).map((c) => c.slice(1, -1));
    return lines.map((line) => Object.fromEntries(cells(line).map((c, i) => [names[i], c])));
  }
  const text = (cell = "") => cell.slice(1, -1).replaceAll('""', '"');
  const amount = (cell = "") => Number(cell.replace(",", "."));

  async function readXlsx(bytes: Uint8Array) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const names = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const rows: Record<string, ExcelJS.CellValue>[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      rows.push(Object.fromEntries(names.map((n, i) => [n, row.getCell(i + 1).value])));
    }
    return rows;
  }

  it("exports exactly the confirmed choices at their confirmed prices, as CSV and XLSX", async () => {
    // The company's purchasing facts of oak; its name would run as a formula.
    await server.ctx.db
      .update(materials)
      .set({
        descShort: { et: FORMULA, en: FORMULA, de: FORMULA },
        producerProductId: "OAK-123",
        seller: "Floors Ltd",
        quantity: "12.500",
        vat: "24.00",
      })
      .where(eq(materials.code, "oak"));
    const saved = await server.api("POST /packages", {
      token: w.token("customer"),
      body: {
        apartment_layout_id: w.layout.id,
        package_id: w.packages.basic.id,
        selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("grey") }],
        name: "Mine",
      },
    });
    expect(saved.status).toBe(200);
    const confirm = await server.api("POST /confirm-package", {
      token: w.token("customer"),
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: saved.answer.id,
        selected_locale: "en",
      },
    });
    expect(confirm.status).toBe(200);
    // The catalogue's oak costs more after the buyer confirmed.
    await server.ctx.db
      .update(materials)
      .set({ priceCents: 77_700 })
      .where(eq(materials.code, "oak"));

    const expected = sorted([
      ...(await confirmedDesign("customer", w.layout.id, saved.answer.id, "10")),
      ...(await confirmedDesign("otherCustomer", w.layout2.id, w.packages.basic.id, "2")),
    ]);
    expect(expected.find((l) => l.code === "oak")?.total).toBe(OAK / 100);
    expect(expected.map((l) => l.apartment)).toEqual(expect.arrayContaining(["10", "2"]));

    const csv = await exportOf("choices.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const csvRows = readCsv(csv.answer);
    expect(
      sorted(
        csvRows.map((r) => ({
          apartment: text(r.apartment),
          code: text(r["material code"]),
          option: text(r.option).replace(/^'(?=[=+\-@])/, ""),
          total: amount(r.total),
        })),
      ),
    ).toEqual(expected);
    const oakCsv = csvRows.find((r) => text(r["material code"]) === "oak");
    expect(text(oakCsv?.option)).toBe(`'${FORMULA}`);
    expect(text(oakCsv?.["product code"])).toBe("OAK-123");
    expect(text(oakCsv?.seller)).toBe("Floors Ltd");
    expect(oakCsv?.quantity).toBe("12,5");
    expect(oakCsv?.total).toBe("0,50");
    expect(oakCsv?.["confirmation version"]).toBe("1");

    const xlsx = await exportOf("choices.xlsx");
    expect(xlsx.status).toBe(200);
    const xlsxRows = await readXlsx(xlsx.answer);
    expect(
      sorted(
        xlsxRows.map((r) => ({
          apartment: String(r.apartment),
          code: String(r["material code"]),
          option: String(r.option).replace(/^'(?=[=+\-@])/, ""),
          total: r.total as number,
        })),
      ),
    ).toEqual(expected);
    const oakXlsx = xlsxRows.find((r) => r["material code"] === "oak");
    // A text, never a formula.
    expect(oakXlsx?.option).toBe(`'${FORMULA}`);
    expect(oakXlsx?.quantity).toBe(12.5);
    expect(oakXlsx?.["confirmed at"]).toBeInstanceOf(Date);
    // Its header bold and frozen, its amounts written with two decimals.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.answer).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const totalColumn = (sheet.getRow(1).values as unknown[]).indexOf("total");
    expect(sheet.getRow(2).getCell(totalColumn).numFmt).toBe("0.00");
  });

  it("sums the order list by supplier and material over the apartments", async () => {
    const choices = readCsv((await exportOf("choices.csv")).answer);
    const orders = readCsv((await exportOf("orders.csv")).answer);
    for (const code of new Set(choices.map((r) => text(r["material code"])))) {
      const mine = choices.filter((r) => text(r["material code"]) === code);
      const line = orders.filter((r) => text(r["material code"]) === code);
      expect(line).toHaveLength(1);
      const buyerSum = mine.reduce((sum, r) => sum + Math.round(amount(r.total) * 100), 0);
      expect(Math.round(amount(line[0]?.["buyer sum"]) * 100)).toBe(buyerSum);
      expect(amount(line[0]?.apartments)).toBe(new Set(mine.map((r) => r.apartment)).size);
    }
    const oak = orders.find((r) => text(r["material code"]) === "oak");
    expect(text(oak?.seller)).toBe("Floors Ltd");
    // 12,5 m² at 25,90 €.
    expect(oak?.quantity).toBe("12,5");
    expect(oak?.["purchase sum"]).toBe("323,75");

    const xlsx = await readXlsx((await exportOf("orders.xlsx")).answer);
    expect(xlsx.find((r) => r["material code"] === "oak")?.["purchase sum"]).toBe(323.75);
  });

  it("filters by building and confirmation days, and takes another separator", async () => {
    const apartmentsOf = async (query: Record<string, string>) =>
      new Set(readCsv((await exportOf("choices.csv", query)).answer).map((r) => text(r.apartment)));
    // The fixture's buyer confirmed on 2026-10-01; the other today.
    expect(await apartmentsOf({ from: "2026-10-01", to: "2026-10-01" })).toEqual(new Set(["2"]));
    expect(await apartmentsOf({ to: "2026-09-30" })).toEqual(new Set());
    expect(await apartmentsOf({ building: "A", from: "2026-10-01" })).toEqual(new Set(["2", "10"]));
    const comma = await exportOf("orders.csv", { separator: "comma" });
    const header = new TextDecoder().decode(comma.answer).split("\r\n")[0];
    expect(header?.split(",")).toHaveLength(11);
  });

  it("counts the days as the company's time zone does", async () => {
    const apartmentsOf = async (query: Record<string, string>) =>
      new Set(readCsv((await exportOf("choices.csv", query)).answer).map((r) => text(r.apartment)));
    const [fixture] = await server.ctx.db
      .select({ id: confirmations.id, at: confirmations.confirmedAt })
      .from(confirmations)
      .where(eq(confirmations.confirmedAt, new Date("2026-10-01T10:00:00Z")));
    if (!fixture) throw new Error("no confirmation of 2026-10-01");
    const confirmedAt = async (at: string) =>
      server.ctx.db
        .update(confirmations)
        .set({ confirmedAt: new Date(at) })
        .where(eq(confirmations.id, fixture.id));
    try {
      // 00:30 on 1 October in Tallinn, still 30 September in UTC: of 1 October.
      await confirmedAt("2026-09-30T21:30:00Z");
      expect(await apartmentsOf({ from: "2026-10-01", to: "2026-10-01" })).toEqual(new Set(["2"]));
      expect(await apartmentsOf({ to: "2026-09-30" })).toEqual(new Set());
      // 23:30 on 1 October in Tallinn (summer time, UTC+3): still of 1 October.
      await confirmedAt("2026-10-01T20:30:00Z");
      expect(await apartmentsOf({ from: "2026-10-01", to: "2026-10-01" })).toEqual(new Set(["2"]));
      // A company in New York: that same moment is 16:30 on 1 October there, and 21:30 the day
      // before is 17:30 on 30 September.
      await server.ctx.db
        .update(companies)
        .set({ timeZone: "America/New_York" })
        .where(eq(companies.id, w.alpha.id));
      await confirmedAt("2026-09-30T21:30:00Z");
      expect(await apartmentsOf({ from: "2026-10-01", to: "2026-10-01" })).toEqual(new Set());
      expect(await apartmentsOf({ from: "2026-09-30", to: "2026-09-30" })).toEqual(new Set(["2"]));
    } finally {
      await confirmedAt(fixture.at.toISOString());
      await server.ctx.db
        .update(companies)
        .set({ timeZone: "Europe/Tallinn" })
        .where(eq(companies.id, w.alpha.id));
    }
  });

  it("refuses unknown projects and buildings, another company's project and bad days", async () => {
    const refused = async (project: string, query: Record<string, string>, locale = "en") => {
      const res = await server.api("GET /admin/projects/:project/exports/choices.csv", {
        params: { project },
        query,
        token: w.token("designer"),
        locale,
      });
      return { status: res.status, error: JSON.stringify(res.error ?? "") };
    };
    expect(await refused("nowhere", {})).toMatchObject({ status: 404 });
    expect(await refused("beta-park", {})).toMatchObject({ status: 404 });
    const building = await refused("harbour-view", { building: "Z" });
    expect(building.status).toBe(404);
    expect(building.error).toContain("no building of that code");
    expect((await refused("harbour-view", { building: "Z" }, "et")).error).toContain("hoonet");
    expect((await refused("harbour-view", { from: "2026-13-01" })).status).toBe(422);
    expect((await refused("harbour-view", { from: "2026-11-02", to: "2026-11-01" })).status).toBe(
      422,
    );
    expect((await refused("harbour-view", { separator: "pipe" })).status).toBe(422);
  });

  // How long it takes is the bench's to measure (docs/benchmarks.md); this is what it holds.
  it("sums 500 confirmed layouts in the order list", async () => {
    // 500 more apartments of building A whose buyers confirmed what the first buyer did.
    const [first] = await server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
    if (!first) throw new Error("no confirmation");
    const count = 500;
    const made = await server.ctx.db
      .insert(apartments)
      .values(
        Array.from({ length: count }, (_, i) => ({
          buildingId: w.apartments.apt10.buildingId,
          code: `bench-${i}`,
          number: `B${i}`,
        })),
      )
      .returning({ id: apartments.id });
    const layouts = await server.ctx.db
      .insert(apartmentLayouts)
      .values(made.map((a) => ({ apartmentId: a.id, code: "layout", name: "Layout" })))
      .returning({ id: apartmentLayouts.id });
    await server.ctx.db.insert(confirmations).values(
      layouts.map((l) => ({
        apartmentLayoutId: l.id,
        packageId: first.packageId,
        userId: first.userId,
        version: 1,
        snapshot: first.snapshot,
      })),
    );
    for (const file of ["choices.xlsx", "choices.csv", "orders.xlsx"] as const)
      expect((await exportOf(file)).status).toBe(200);
    const orders = readCsv((await exportOf("orders.csv")).answer);
    expect(amount(orders.find((r) => text(r["material code"]) === "oak")?.apartments)).toBe(
      count + 1,
    );
  });
});
