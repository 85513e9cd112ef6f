import { apiErrorSchema, pictureLayers, slotKey } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiQuery } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

describe.each(databaseKinds())("rooms and selection groups on %s", (kind) => {
  let server: TestServer;
  let w: World;
  const queries: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      { onQuery: (q) => queries.push(q) },
    );
  });
  afterAll(() => server?.close());

  describe("GET /api/project/{project}/tabs", () => {
    const tabs = (
      query: ApiQuery<"GET /project/:project/tabs">,
      project = w.project.id,
      site = ALPHA_SITE,
    ) => server.api("GET /project/:project/tabs", { params: { project }, query, site });

    it("answers the layout's rooms in order with plans, address and settings", async () => {
      const res = await tabs({ apartment_layout_id: w.layout.id });
      expect(res.status).toBe(200);
      const body = res.answer;
      expect(body.rooms.map((r) => r.slug)).toEqual(["whole-apartment", "kitchen", "bathroom"]);
      expect(body).toMatchObject({
        apartmentId: w.apartments.apt10.id,
        apartment_url: "https://alpha.test/a10",
        transaction_status: "available",
        address: {
          project: "Harbour View",
          building: "A",
          apartment: "10",
          layout: "Layout 1",
          address: "Sadama 1, Tallinn",
        },
        layoutImage: "/files/t/plan.svg",
        kitchenPlanImage: "/files/t/kitchen.svg",
        electricalPlanImage: "/files/t/electric.svg",
        show_quite_generation: true,
        showPlanColors: true,
        showSymbols: true,
        vat: 24,
      });
      expect(body.wardrobePlans).toEqual([
        expect.objectContaining({
          url: "/files/t/wardrobe.svg",
          translations: expect.objectContaining({ en: "Bedroom wardrobe" }),
        }),
      ]);
      const [whole, kitchen, bath] = body.rooms;
      expect(whole).toMatchObject({ is_room_type: true, numbers: [], vat: null });
      expect(kitchen).toMatchObject({ numbers: ["1", "4"], label: { en: "Kitchen" } });
      // The room type's base layers are the room's, drawn whatever is chosen.
      expect(kitchen?.images).toEqual([
        expect.objectContaining({ url: "/files/t/base.svg", layer: 0 }),
      ]);
      expect(whole?.images).toEqual([]);
      // A room staff renamed keeps the company's label beside the new one.
      expect(bath).toMatchObject({
        label: { en: "Spa" },
        originalLabel: { en: "Bathroom" },
        vat: 20,
      });
    });

    it("takes the project's VAT over the company's", async () => {
      const res = await tabs({ apartment_layout_id: w.betaLayout.id }, w.betaProject.id, BETA_SITE);
      expect(res.answer.vat).toBe(9);
    });

    it("answers 404 for a layout of another project or company, or an unknown project", async () => {
      for (const [query, project, site] of [
        [{ apartment_layout_id: w.betaLayout.id }, w.project.id, ALPHA_SITE],
        [{ apartment_layout_id: w.layout.id }, 424242, ALPHA_SITE],
        // Beta's layout in Beta's project, asked on Alpha's site; Alpha's on Beta's.
        [{ apartment_layout_id: w.betaLayout.id }, w.betaProject.id, ALPHA_SITE],
        [{ apartment_layout_id: w.layout.id }, w.project.id, BETA_SITE],
      ] as const) {
        const res = await tabs(query, project, site);
        expect(res.status).toBe(404);
        expect(res.error.message).toMatch(/Kontrolli projekti ja\/või planeeringu id-d/);
      }
      // A company named in the call may narrow it to the site's company, never widen it.
      const widened = await tabs({ apartment_layout_id: w.layout.id, company_id: w.beta.id });
      expect(widened.status).toBe(404);
      const narrowed = await tabs({ apartment_layout_id: w.layout.id, company_id: w.alpha.id });
      expect(narrowed.status).toBe(200);
    });

    it("refuses malformed parameters with 422", async () => {
      for (const target of [
        `/api/project/abc/tabs?apartment_layout_id=1`,
        `/api/project/1/tabs`,
        `/api/project/1/tabs?apartment_layout_id=0`,
        `/api/project/1/tabs?apartment_layout_id=1&company_id=x`,
      ]) {
        const res = await server.raw("GET", target);
        expect(res.status, target).toBe(422);
        apiErrorSchema.parse(res.body);
      }
    });
  });

  describe("GET /api/project/{project}/tabs/{roomId}", () => {
    const groups = (
      roomId: number,
      query: Omit<ApiQuery<"GET /project/:project/tabs/:roomId">, "apartment_layout_id">,
      token?: string,
    ) =>
      server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId },
        query: { apartment_layout_id: w.layout.id, ...query },
        token,
      });

    it("answers a room's groups in order with options, materials, package membership and pictures", async () => {
      const res = await groups(w.rooms.kitchenRoom.id, {});
      expect(res.status).toBe(200);
      const [fronts] = res.answer;
      expect(fronts).toMatchObject({
        id: w.groups.fronts.id,
        roomId: w.rooms.kitchenRoom.id,
        isRoomType: false,
        hidden: false,
      });
      expect(fronts?.assets.map((a) => a.slug)).toEqual(["white", "grey", "black"]);
      expect(fronts?.assets[0]).toMatchObject({
        packages: [w.packages.basic.id],
        is_special: false,
      });
      expect(fronts?.assets[2]?.packages).toEqual([w.packages.premium.id]);
      expect(fronts?.assets[0]?.material).toMatchObject({
        material_id: "white",
        price: 20.5,
        unit_price: 25.9,
        url_sup: "/files/t/layer.svg",
      });
      // The kitchen's own groups draw nothing in other rooms.
      expect(fronts?.images).toEqual([]);
    });

    it("answers on the followed group the layers it draws in the rooms that follow it", async () => {
      const [floor] = (await groups(w.rooms.wholeRoom.id, {})).answer;
      expect(floor?.id).toBe(w.groups.floor.id);
      expect(floor?.images).toEqual([
        expect.objectContaining({
          url: "/files/t/kitchen-oak.svg",
          layer: 1,
          room_id: w.rooms.kitchenRoom.id,
          selection_id: w.option("oak"),
        }),
        expect.objectContaining({
          url: "/files/t/kitchen-walnut.svg",
          layer: 1,
          room_id: w.rooms.kitchenRoom.id,
          selection_id: w.option("walnut"),
        }),
      ]);
      // The kitchen's picture follows the floor chosen in the whole-apartment room.
      const tabs = (
        await server.api("GET /project/:project/tabs", {
          params: { project: w.project.id },
          query: { apartment_layout_id: w.layout.id },
        })
      ).answer;
      const kitchen = tabs.rooms.find((r) => r.id === w.rooms.kitchenRoom.id);
      if (!kitchen || !floor) throw new Error("no kitchen");
      const picture = (floorOption: string) =>
        pictureLayers(
          kitchen,
          [floor],
          new Map([[slotKey(w.rooms.wholeRoom.id, floor.id), w.option(floorOption)]]),
        ).map((l) => l.url);
      expect(picture("oak")).toEqual(["/files/t/base.svg", "/files/t/kitchen-oak.svg"]);
      expect(picture("walnut")).toEqual(["/files/t/base.svg", "/files/t/kitchen-walnut.svg"]);
    });

    it("lists restrictions with their source group, within a room and from the room-type room", async () => {
      const bath = (await groups(w.rooms.bathRoom.id, {})).answer;
      expect(bath.map((g) => [g.title.label.en, g.hidden])).toEqual([
        ["Wall tiles", false],
        ["Grout", true],
      ]);
      expect(bath[0]?.restrictions).toEqual([
        {
          id: w.restrictions.withinRoom.id,
          source_selection_id: w.option("tile-green"),
          source_selection_group_id: w.groups.tiles.id,
          target_selection_id: w.option("grout-grey"),
          target_selection_group_id: w.groups.grout.id,
        },
      ]);
      const whole = (await groups(w.rooms.wholeRoom.id, {})).answer;
      expect(whole[0]).toMatchObject({ isRoomType: true, applies_to_all: true });
      expect(whole[0]?.restrictions[0]).toMatchObject({
        target_selection_group_id: w.groups.fronts.id,
      });
    });

    it("adds a user package's choices and special solutions for its owner only", async () => {
      const pkg = w.packages.customerPackage.id;
      const res = await groups(w.rooms.kitchenRoom.id, { package_id: pkg }, w.token("customer"));
      expect(res.status).toBe(200);
      const [fronts] = res.answer;
      expect(fronts?.assets.find((a) => a.slug === "grey")?.packages).toContain(pkg);
      const special = fronts?.assets.find((a) => a.is_special);
      expect(special).toMatchObject({
        id: w.special.id,
        label: { en: "Oak veneer fronts" },
        description: { en: "Made to measure" },
        unitPrice: 1200,
        installPrice: 300,
        files: [],
      });

      const companyPackage = (
        await groups(w.rooms.kitchenRoom.id, { package_id: w.packages.basic.id })
      ).answer;
      expect(companyPackage[0]?.assets.some((a) => a.is_special)).toBe(false);

      expect((await groups(w.rooms.kitchenRoom.id, { package_id: pkg })).status).toBe(404);
      expect(
        (await groups(w.rooms.kitchenRoom.id, { package_id: pkg }, w.token("otherCustomer")))
          .status,
      ).toBe(404);
      const actedFor = await groups(
        w.rooms.kitchenRoom.id,
        { package_id: pkg, user_id: w.user("customer").id },
        w.token("designer"),
      );
      expect(actedFor.status).toBe(200);
      // Another company's designer is nobody on Alpha's site, and finds nothing on their own.
      const refused = await groups(
        w.rooms.kitchenRoom.id,
        { package_id: pkg, user_id: w.user("customer").id },
        w.token("betaDesigner"),
      );
      expect(refused.status).toBe(401);
      const fromBeta = await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
        query: {
          apartment_layout_id: w.layout.id,
          package_id: pkg,
          user_id: w.user("customer").id,
        },
        token: w.token("betaDesigner"),
        site: BETA_SITE,
      });
      expect(fromBeta.status).toBe(404);
    });

    it("answers 404 for a room of another layout, an unknown room or a package of another project", async () => {
      expect((await groups(w.rooms.layout2Kitchen.id, {})).status).toBe(404);
      expect((await groups(987654, {})).status).toBe(404);
      expect(
        (await groups(w.rooms.kitchenRoom.id, { package_id: w.packages.betaPackage.id })).status,
      ).toBe(404);
    });

    it("uses the same number of queries for a small and a large room, and none again for a kept one", async () => {
      const count = async (roomId: number, kept = false) => {
        // The own package's room is kept for its owner (personal cache): count a first read's.
        if (!kept) server.ctx.personal.clear();
        queries.length = 0;
        const res = await groups(
          roomId,
          { package_id: w.packages.customerPackage.id },
          w.token("customer"),
        );
        expect(res.status).toBe(200);
        return queries.length;
      };
      const whole = await count(w.rooms.wholeRoom.id); // one group, two options
      const bath = await count(w.rooms.bathRoom.id); // two groups, four options, a restriction
      const kitchen = await count(w.rooms.kitchenRoom.id); // three options and a special solution
      expect(bath).toBe(whole);
      expect(kitchen).toBe(whole + 1); // the special solution's files
      expect(kitchen).toBeLessThanOrEqual(10);
      // Read again: only what every request asks (with PostgreSQL, the caches' comparison).
      expect(await count(w.rooms.kitchenRoom.id, true)).toBeLessThanOrEqual(1);
    });

    it("refuses malformed parameters with 422", async () => {
      for (const target of [
        `/api/project/${w.project.id}/tabs/kitchen?apartment_layout_id=${w.layout.id}`,
        `/api/project/${w.project.id}/tabs/${w.rooms.kitchenRoom.id}`,
        `/api/project/${w.project.id}/tabs/${w.rooms.kitchenRoom.id}?apartment_layout_id=${w.layout.id}&package_id=custom`,
      ]) {
        const res = await server.raw("GET", target);
        expect(res.status, target).toBe(422);
        apiErrorSchema.parse(res.body);
      }
    });
  });
});
