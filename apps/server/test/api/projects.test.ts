import { apiErrorSchema } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apartmentLayouts, apartments, buildings } from "../../src/db/schema.ts";
import type { ApiQuery } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

describe.each(databaseKinds())("GET /api/list/projects on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const projects = async (query: ApiQuery<"GET /list/projects">, token?: string) =>
    server.api("GET /list/projects", { query, token });

  it("answers the compact list: projects with their default package, nothing below", async () => {
    const res = await projects({ company: w.alpha.id, compact: "1" });
    expect(res.status).toBe(200);
    expect(res.answer).toEqual([
      {
        id: w.project.id,
        name: "Harbour View",
        project_url: "https://alpha.test/harbour",
        default_package: { id: w.packages.basic.id },
      },
    ]);
  });

  it("answers the full list with buildings, apartments sorted by number, and layouts", async () => {
    const res = await projects({ company: w.alpha.id, compact: "0" });
    const [project] = res.answer;
    const apartments = project?.buildings?.[0]?.apartments ?? [];
    expect(apartments.map((a) => a.number)).toEqual(["2", "10"]);
    expect(apartments[1]).toMatchObject({
      transaction_status: "available",
      layouts: [{ id: w.layout.id, name: "Layout 1", web_img: { url: "/files/t/plan.svg" } }],
    });
    expect(apartments[0]?.layouts[0]?.web_img.url).toBeNull();
  });

  it("leaves out layouts without rooms, and apartments and buildings left with none", async () => {
    const db = server.ctx.db;
    const [empty] = await db
      .insert(buildings)
      .values({ projectId: w.project.id, code: "B", buildingNumber: "B" })
      .returning();
    const [apt7] = await db
      .insert(apartments)
      .values({ buildingId: empty?.id ?? 0, code: "7", number: "7" })
      .returning();
    await db.insert(apartmentLayouts).values([
      { apartmentId: apt7?.id ?? 0, code: "no-rooms-7", name: "No rooms" },
      { apartmentId: w.layout.apartmentId, code: "no-rooms-10", name: "No rooms either" },
    ]);
    const res = await projects({ company: w.alpha.id, compact: "0" });
    const [project] = res.answer;
    // Nothing there can be designed: building B is not offered, nor the layouts without rooms.
    expect(project?.buildings?.map((b) => b.building_number)).toEqual(["A"]);
    const apartmentsOfA = project?.buildings?.[0]?.apartments ?? [];
    expect(apartmentsOfA.map((a) => a.layouts.map((l) => l.id))).toEqual([
      [w.layout2.id],
      [w.layout.id],
    ]);
  });

  it("lets a customer and staff of the company name the customer; refuses everyone else", async () => {
    const query = { company: w.alpha.id, user_id: w.user("customer").id };
    expect((await projects(query, w.token("customer"))).status).toBe(200);
    expect((await projects(query, w.token("designer"))).status).toBe(200);
    expect((await projects(query)).status).toBe(401);
    expect((await projects(query, w.token("otherCustomer"))).status).toBe(403);
    // On Alpha's site, another company's designer is a guest.
    expect((await projects(query, w.token("betaDesigner"))).status).toBe(401);
    // Nobody reads another company's list on Alpha's site.
    expect(
      (await projects({ company: w.beta.id, user_id: w.user("customer").id }, w.token("customer")))
        .status,
    ).toBe(404);
  });

  it("answers 404 for an unknown company and 422 for malformed parameters", async () => {
    expect((await projects({ company: 555555 })).status).toBe(404);
    for (const [query, field] of [
      ["compact=1", "company"],
      [`company=${w.alpha.id}&compact=2`, "compact"],
      ["company=alpha", "company"],
    ]) {
      const res = await server.raw("GET", `/api/list/projects?${query}`);
      expect(res.status, query).toBe(422);
      expect(apiErrorSchema.parse(res.body).errors?.[field ?? ""]).toBeDefined();
    }
  });
});
