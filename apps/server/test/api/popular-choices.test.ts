import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages, userPackageSelections } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/**
 * What a project's buyers chose: the fixture's saved design (walnut floor, grey fronts) and its
 * confirmed basic package (white fronts), another buyer's saved design (grey fronts twice in one
 * kitchen type: counted once) and a saved design of Beta's, which Alpha's counts never see.
 */
describe.each(databaseKinds())("popular choices on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      const [other] = await ctx.db
        .insert(packages)
        .values({
          companyId: w.alpha.id,
          projectId: w.project.id,
          name: { en: "Grey kitchen" },
          userId: w.user("otherCustomer").id,
          apartmentLayoutId: w.layout2.id,
        })
        .returning();
      const [beta] = await ctx.db
        .insert(packages)
        .values({
          companyId: w.beta.id,
          projectId: w.betaProject.id,
          name: { en: "Beta's" },
          userId: w.user("betaCustomer").id,
          apartmentLayoutId: w.betaLayout.id,
        })
        .returning();
      if (!other || !beta) throw new Error("packages not created");
      await ctx.db.insert(userPackageSelections).values([
        {
          packageId: other.id,
          roomId: w.rooms.layout2Kitchen.id,
          selectionGroupId: w.groups.fronts.id,
          selectionId: w.option("grey"),
        },
        // The same option in another room of the same type: still one design.
        {
          packageId: other.id,
          roomId: w.rooms.kitchenRoom.id,
          selectionGroupId: w.groups.fronts.id,
          selectionId: w.option("grey"),
        },
      ]);
    });
  });
  afterAll(() => server?.close());

  it("counts per room type and group the saved and the confirmed designs that chose each option", async () => {
    const res = await server.api("GET /admin/popular-choices", {
      query: { project: w.project.code },
      token: w.token("designer"),
    });
    expect(res.status).toBe(200);
    const counts = res.answer.room_types.map((type) => ({
      type: type.label.en,
      groups: type.groups.map((group) => ({
        group: group.title.en,
        options: group.options.map((o) => [o.code, o.saved, o.confirmed]),
      })),
    }));
    expect(res.answer).toMatchObject({
      project: { code: w.project.code, name: w.project.name },
      saved_designs: 2,
      confirmed_designs: 1,
    });
    expect(counts).toEqual([
      {
        type: "Whole apartment",
        groups: [
          {
            group: "Floor",
            options: [
              ["walnut", 1, 0],
              ["oak", 0, 0],
            ],
          },
        ],
      },
      {
        type: "Kitchen",
        groups: [
          {
            group: "Cabinet fronts",
            options: [
              ["white", 0, 1],
              ["grey", 2, 0],
              ["black", 0, 0],
            ],
          },
        ],
      },
      {
        type: "Bathroom",
        groups: [
          {
            group: "Wall tiles",
            options: [
              ["tile-white", 0, 0],
              ["tile-green", 0, 0],
            ],
          },
          {
            group: "Grout",
            options: [
              ["grout-white", 0, 0],
              ["grout-grey", 0, 0],
            ],
          },
        ],
      },
    ]);
  });

  it("refuses a project code that is none, one it does not know, and customers", async () => {
    const bad = await server.api("GET /admin/popular-choices", {
      query: { project: "../etc" },
      token: w.token("admin"),
      site: ALPHA_DE_SITE,
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors?.project).toHaveLength(1);
    const missing = await server.raw("GET", "/api/admin/popular-choices", {
      token: w.token("admin"),
    });
    expect(missing.status).toBe(422);
    const unknown = await server.api("GET /admin/popular-choices", {
      query: { project: "no-such-project" },
      token: w.token("admin"),
    });
    expect(unknown.status).toBe(404);
    const customer = await server.api("GET /admin/popular-choices", {
      query: { project: w.project.code },
      token: w.token("customer"),
    });
    expect(customer.status).toBe(403);
  });
});
