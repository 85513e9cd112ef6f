import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CompanyFile, MaterialCategory } from "@home-designer/core";
import { SMALL_COMPANY_FILES, smallCompany } from "@home-designer/core/test-company";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../src/context.ts";
import { withCompanySource } from "../../src/modules/company-format/company-folder.ts";
import { importCompany } from "../../src/modules/company-format/import-service.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

describe.each(databaseKinds())("legends and materials on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  it("answers the legends of the company whose site calls, items by priority", async () => {
    const res = await server.api("GET /legends", {
      headers: { origin: "https://alpha.test" },
    });
    expect(res.status).toBe(200);
    const legends = res.answer;
    expect(legends).toHaveLength(1);
    expect(legends[0]).toMatchObject({ key: "Kitchen", name: { en: "Kitchen" } });
    expect(legends[0]?.items.map((i) => [i.name.en, i.icon])).toEqual([
      ["Opening direction", null],
      ["Hidden LED strip", "/files/t/layer.svg"],
    ]);
  });

  it("answers the calling site's company; a company_id may narrow it, never widen it", async () => {
    const onBeta = await server.api("GET /legends", { site: "https://beta.test" });
    expect(onBeta.answer[0]?.name.en).toBe("Beta kitchen");
    const named = await server.api("GET /legends", { query: { company_id: w.alpha.id } });
    expect(named.answer[0]?.name.en).toBe("Kitchen");
    const widened = await server.api("GET /legends", { query: { company_id: w.beta.id } });
    expect(widened.status).toBe(404);
  });

  it("answers 404 for a site or company id no company has, 422 for a malformed id", async () => {
    expect(
      (await server.api("GET /legends", { headers: { origin: "https://nobody.test" } })).status,
    ).toBe(404);
    expect((await server.api("GET /legends", { query: { company_id: "777777" } })).status).toBe(
      404,
    );
    const bad = await server.api("GET /legends", { query: { company_id: "one" } });
    expect(bad.status).toBe(422);
    expect(bad.error.errors?.company_id).toBeDefined();
  });

  it("answers the materials catalogue by category, including materials no room uses", async () => {
    const res = await server.api("GET /materials", { query: { company_id: w.alpha.id } });
    expect(res.status).toBe(200);
    const categories = res.answer;
    expect(categories).toHaveLength(1);
    expect(categories[0]?.materials).toHaveLength(w.materialCount);
    expect(categories[0]?.materials.map((m) => m.material_id)).toContain("catalogue-only");
    expect(categories[0]?.materials[0]).toMatchObject({
      unit_price: 25.9,
      unit: { label: { en: "m²" } },
      manufacturer: "Maker",
    });
    // Each card says which rooms offer it, so cards of one name can be told apart.
    const byCode = new Map(categories[0]?.materials.map((m) => [m.material_id, m]));
    expect(byCode.get("oak")?.room_types).toEqual([
      { et: "Whole apartment (et)", en: "Whole apartment", de: "Whole apartment (de)" },
    ]);
    expect(byCode.get("tile-white")?.room_types.map((l) => l.en)).toEqual(["Bathroom"]);
    expect(byCode.get("catalogue-only")?.room_types).toEqual([]);
  });

  it("keeps each company's catalogue to itself", async () => {
    const res = await server.api("GET /materials", {
      headers: { origin: "https://beta.test" },
    });
    expect(res.answer).toEqual([]);
  });
});

/**
 * A company shaped unlike the fixtures, imported from its folder: German only, its categories and
 * materials listed in an order that is neither their codes' nor their names', and materials
 * without a unit price.
 */
const NORDHAUS_SITE = "https://wohnen.nordhaus.example";

function nordhaus(withNewFirstRows: boolean): CompanyFile {
  const company = smallCompany();
  const walls = [
    {
      code: "W-3",
      category: "walls",
      desc_short: { de: "Wandfarbe Reinweiß" },
      unit_price: "8.90",
    },
    { code: "W-1", category: "walls", desc_short: { de: "Tapete" } },
    { code: "W-2", category: "walls", desc_short: { de: "Putz" }, unit_price: "0" },
  ];
  return {
    ...company,
    material_categories: [
      ...(withNewFirstRows ? [{ code: "ceilings", name: { de: "Decken" } }] : []),
      { code: "walls", name: { de: "Wände" } },
      ...(company.material_categories ?? []),
      { code: "doors", name: { de: "Türen" } },
    ],
    materials: [
      ...(withNewFirstRows
        ? [
            { code: "C-1", category: "ceilings", desc_short: { de: "Stuck" } },
            { code: "W-0", category: "walls", desc_short: { de: "Fliese" } },
          ]
        : []),
      ...walls,
      ...(company.materials ?? []),
      {
        code: "D-1",
        category: "doors",
        desc_short: { de: "Weißlack-Innentür" },
        unit: { de: "Stk." },
        unit_price: "349.00",
        install_price: "80.00",
      },
    ],
  };
}

async function importNordhaus(ctx: AppContext, work: string, withNewFirstRows: boolean) {
  const dir = await mkdtemp(path.join(work, "company-"));
  for (const file of SMALL_COMPANY_FILES) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  await writeFile(path.join(dir, "company.json"), JSON.stringify(nordhaus(withNewFirstRows)));
  await withCompanySource(dir, (source) => importCompany(ctx, source, { dryRun: false }));
}

describe.each(databaseKinds())("an imported company's catalogue on %s", (kind) => {
  let server: TestServer;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "hd-catalogue-"));
    server = await startTestServer(kind, (ctx) => importNordhaus(ctx, work, false), { web: true });
  });
  afterAll(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
  });

  const catalogue = async () => {
    const res = await server.api("GET /materials", { site: NORDHAUS_SITE });
    expect(res.status).toBe(200);
    return res.answer;
  };
  const order = (categories: MaterialCategory[]) =>
    categories.map((c) => [c.name.de, c.materials.map((m) => m.material_id)]);

  it("lists categories and materials in the company's row order, also after rows come first", async () => {
    expect(order(await catalogue())).toEqual([
      ["Wände", ["W-3", "W-1", "W-2"]],
      ["Böden", ["OAK-1", "ASH-1"]],
      ["Türen", ["D-1"]],
    ]);
    // Rows put before the others on a re-import are first, though they are the newest.
    await importNordhaus(server.ctx, work, true);
    expect(order(await catalogue())).toEqual([
      ["Decken", ["C-1"]],
      ["Wände", ["W-0", "W-3", "W-1", "W-2"]],
      ["Böden", ["OAK-1", "ASH-1"]],
      ["Türen", ["D-1"]],
    ]);
  });

  it("answers no unit price, not 0, for a material the company gave none", async () => {
    const byCode = new Map(
      (await catalogue()).flatMap((c) => c.materials.map((m) => [m.material_id, m])),
    );
    expect(byCode.get("W-3")).toMatchObject({ unit_price: 8.9, install_price: null });
    expect(byCode.get("W-1")).toMatchObject({ unit_price: null, additional_price: null });
    expect(byCode.get("W-2")?.unit_price).toBeNull();
    expect(byCode.get("D-1")).toMatchObject({
      unit_price: 349,
      install_price: 80,
      unit: { label: { de: "Stk." } },
    });
  });

  it("sends an address that means the catalogue to its route, with the query", async () => {
    for (const [from, to] of [
      ["/en/catalogue?utm_source=mail&x=1", "/en/kataloog?utm_source=mail&x=1"],
      ["/de/katalog", "/de/kataloog"],
      ["/de/Materialien/", "/de/kataloog"],
      [`/ru/${encodeURIComponent("каталог")}?a=b`, "/ru/kataloog?a=b"],
      // No language in the address: the site's (German only here).
      ["/catalogue", "/de/kataloog"],
    ] as const) {
      const res = await server.raw("GET", from, { site: null, host: "wohnen.nordhaus.example" });
      expect([from, res.status, res.headers.get("location")]).toEqual([from, 301, to]);
    }
    // The route itself and other addresses are the app's page.
    for (const page of ["/de/kataloog", "/de/kataloog/", "/de/dashboard", "/de/catalogue/x"]) {
      const res = await server.raw("GET", page, { site: null, host: "wohnen.nordhaus.example" });
      expect([page, res.status]).toEqual([page, 200]);
    }
  });
});
