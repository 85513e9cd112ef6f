import { apiErrorSchema, legendListSchema, materialCategoryListSchema } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    const res = await server.call("GET", "/api/legends", {
      headers: { origin: "https://alpha.test" },
    });
    expect(res.status).toBe(200);
    const legends = legendListSchema.parse(res.body);
    expect(legends).toHaveLength(1);
    expect(legends[0]).toMatchObject({ key: "Kitchen", name: { en: "Kitchen" } });
    expect(legends[0]?.items.map((i) => [i.name.en, i.icon])).toEqual([
      ["Opening direction", null],
      ["Hidden LED strip", "/files/t/layer.svg"],
    ]);
  });

  it("answers the calling site's company; a company_id may narrow it, never widen it", async () => {
    const onBeta = await server.call("GET", "/api/legends", { site: "https://beta.test" });
    expect(legendListSchema.parse(onBeta.body)[0]?.name.en).toBe("Beta kitchen");
    const named = await server.call("GET", `/api/legends?company_id=${w.alpha.id}`);
    expect(legendListSchema.parse(named.body)[0]?.name.en).toBe("Kitchen");
    const widened = await server.call("GET", `/api/legends?company_id=${w.beta.id}`);
    expect(widened.status).toBe(404);
  });

  it("answers 404 for a site or company id no company has, 422 for a malformed id", async () => {
    expect(
      (await server.call("GET", "/api/legends", { headers: { origin: "https://nobody.test" } }))
        .status,
    ).toBe(404);
    expect((await server.call("GET", "/api/legends?company_id=777777")).status).toBe(404);
    const bad = await server.call("GET", "/api/legends?company_id=one");
    expect(bad.status).toBe(422);
    expect(apiErrorSchema.parse(bad.body).errors?.company_id).toBeDefined();
  });

  it("answers the materials catalogue by category, including materials no room uses", async () => {
    const res = await server.call("GET", `/api/materials?company_id=${w.alpha.id}`);
    expect(res.status).toBe(200);
    const categories = materialCategoryListSchema.parse(res.body);
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
    const res = await server.call("GET", "/api/materials", {
      headers: { origin: "https://beta.test" },
    });
    expect(materialCategoryListSchema.parse(res.body)).toEqual([]);
  });
});
