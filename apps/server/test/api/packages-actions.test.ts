import { apiErrorSchema, decodeCompact } from "@home-designer/core";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  confirmations,
  packages,
  selections,
  userLayoutPackages,
  userPackageSelections,
  users,
} from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import type { ApiOptions, ApiQuery } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";
import { pdfText } from "../pdf/poppler.ts";

type ConfirmBody = ApiOptions<"POST /confirm-package">["body"];

describe.each(databaseKinds())("package actions on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      await ctx.db
        .update(companies)
        .set({
          developerEmails: ["developer@alpha.test"],
          constructionEmails: ["site@alpha.test", "developer@alpha.test"],
        })
        .where(eq(companies.id, w.alpha.id));
    });
  });
  afterAll(() => server?.close());

  const countPackages = async () =>
    (await server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(packages))[0]?.n;
  const choicesOf = async (packageId: number) =>
    server.ctx.db
      .select({
        roomId: userPackageSelections.roomId,
        groupId: userPackageSelections.selectionGroupId,
        id: userPackageSelections.selectionId,
      })
      .from(userPackageSelections)
      .where(eq(userPackageSelections.packageId, packageId))
      .orderBy(userPackageSelections.roomId, userPackageSelections.selectionGroupId);
  const layoutBody = () => ({ apartment_layout_id: w.layout.id });

  describe("saving", () => {
    it("saves choices over a company package as a new named package of the buyer, on the dashboard", async () => {
      await server.ctx.db
        .update(packages)
        .set({ description: { en: "Light oak throughout" } })
        .where(eq(packages.id, w.packages.basic.id));
      const res = await server.api("POST /packages", {
        body: {
          ...layoutBody(),
          package_id: w.packages.basic.id,
          name: "  Meie kodu  ",
          selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("grey") }],
        },
        token: w.token("customer"),
      });
      expect(res.status).toBe(200);
      const saved = res.answer;
      expect(saved).toMatchObject({
        created: true,
        package: { user_package: true, name: { et: "Meie kodu", en: "Meie kodu" } },
      });
      // The company package's description no longer tells what the changed choices hold.
      const [stored] = await server.ctx.db
        .select({ description: packages.description })
        .from(packages)
        .where(eq(packages.id, saved.id));
      expect(stored?.description).toEqual({});
      // Every slot of every room is stored: the change, and the package's other choices.
      expect(await choicesOf(saved.id)).toEqual([
        { roomId: w.rooms.wholeRoom.id, groupId: w.groups.floor.id, id: w.option("oak") },
        { roomId: w.rooms.kitchenRoom.id, groupId: w.groups.fronts.id, id: w.option("grey") },
        { roomId: w.rooms.bathRoom.id, groupId: w.groups.tiles.id, id: w.option("tile-white") },
        { roomId: w.rooms.bathRoom.id, groupId: w.groups.grout.id, id: w.option("grout-white") },
      ]);
      const list = (
        await server.api("GET /packages", {
          query: { project_id: w.project.id, apartment_layout_id: w.layout.id },
          token: w.token("customer"),
        })
      ).answer;
      expect(list.map((p) => p.id)).toContain(saved.id);
      const [entry] = await server.ctx.db
        .select()
        .from(userLayoutPackages)
        .where(eq(userLayoutPackages.packageId, saved.id));
      expect(entry?.origin).toBe("created");
    });

    it("applies restrictions to what it saves", async () => {
      const res = await server.api("POST /packages", {
        body: {
          ...layoutBody(),
          package_id: "custom",
          name: "Restricted",
          selections: [
            { tab_id: w.rooms.bathRoom.id, selection_id: w.option("tile-green") },
            { tab_id: w.rooms.bathRoom.id, selection_id: w.option("grout-white") },
          ],
        },
        token: w.token("customer"),
      });
      const saved = res.answer;
      const grout = (await choicesOf(saved.id)).find((c) => c.groupId === w.groups.grout.id);
      expect(grout?.id).toBe(w.option("grout-grey"));
    });

    it("saves into the buyer's own package in place", async () => {
      const before = await countPackages();
      const res = await server.api("POST /packages", {
        body: {
          ...layoutBody(),
          package_id: w.packages.customerPackage.id,
          selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("black") }],
        },
        token: w.token("customer"),
      });
      expect(res.answer).toMatchObject({
        id: w.packages.customerPackage.id,
        created: false,
      });
      expect(await countPackages()).toBe(before);
      const fronts = (await choicesOf(w.packages.customerPackage.id)).find(
        (c) => c.groupId === w.groups.fronts.id,
      );
      expect(fronts?.id).toBe(w.option("black"));
    });

    it("refuses a save-as without a name, a long name, and choices that are not this layout's, saving nothing", async () => {
      const before = await countPackages();
      const cases: [Record<string, unknown>, string][] = [
        [{ package_id: w.packages.basic.id, selections: [] }, "name"],
        [{ package_id: w.packages.basic.id, selections: [], name: "x".repeat(51) }, "name"],
        [{ package_id: w.packages.basic.id, selections: [], name: "   " }, "name"],
        [
          {
            package_id: w.packages.basic.id,
            name: "Bad",
            selections: [{ tab_id: w.rooms.layout2Kitchen.id, selection_id: w.option("grey") }],
          },
          "selections",
        ],
        [
          {
            package_id: w.packages.basic.id,
            name: "Bad",
            selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("oak") }],
          },
          "selections",
        ],
        [{ package_id: "premium", name: "Bad", selections: [] }, "package_id"],
      ];
      for (const [body, field] of cases) {
        // Some of them not of the body's type, on purpose.
        const res = await server.raw("POST", "/api/packages", {
          body: { ...layoutBody(), ...body },
          token: w.token("customer"),
        });
        expect(res.status, JSON.stringify(body)).toBe(422);
        const { errors } = apiErrorSchema.parse(res.body);
        expect(errors?.[field], JSON.stringify(body)).toBeDefined();
      }
      expect(await countPackages()).toBe(before);
    });

    it("lets only the buyer and staff of their company save into the buyer's package", async () => {
      const body = { ...layoutBody(), package_id: w.packages.customerPackage.id, selections: [] };
      expect((await server.api("POST /packages", { body: body })).status).toBe(401);
      expect(
        (await server.api("POST /packages", { body: body, token: w.token("otherCustomer") }))
          .status,
      ).toBe(404);
      const forCustomer = { ...body, user_id: w.user("customer").id };
      expect(
        (await server.api("POST /packages", { body: forCustomer, token: w.token("designer") }))
          .status,
      ).toBe(200);
      // On Alpha's site, another company's designer is a guest.
      expect(
        (await server.api("POST /packages", { body: forCustomer, token: w.token("betaDesigner") }))
          .status,
      ).toBe(401);
      expect(
        (await server.api("POST /packages", { body: forCustomer, token: w.token("otherCustomer") }))
          .status,
      ).toBe(403);
      expect(
        (
          await server.api("POST /packages", {
            body: { ...body, apartment_layout_id: w.betaLayout.id },
            token: w.token("customer"),
          })
        ).status,
      ).toBe(404);
    });

    it("adds a layout to the dashboard with a company package, once, and says when it was there", async () => {
      const body = { apartment_layout_id: w.layout2.id, package_id: w.packages.basic.id };
      const said = [];
      for (let i = 0; i < 2; i++) {
        const res = await server.api("POST /packages", { body: body, token: w.token("designer") });
        expect(res.status).toBe(200);
        said.push(res.answer.message);
      }
      expect(said).toEqual(["Korter on sinu töölaual.", "See korter oli juba sinu töölaual."]);
      const entries = await server.ctx.db
        .select()
        .from(userLayoutPackages)
        .where(
          and(
            eq(userLayoutPackages.userId, w.user("designer").id),
            eq(userLayoutPackages.apartmentLayoutId, w.layout2.id),
          ),
        );
      expect(entries).toHaveLength(1);
      expect(entries[0]?.origin).toBe("added");
      const own = await server.api("POST /packages", {
        body: { ...layoutBody(), package_id: w.packages.customerPackage.id },
        token: w.token("customer"),
      });
      expect(own.status).toBe(422);
    });
  });

  describe("the package's choices, rename, duplicate and delete", () => {
    it("lists a package's choices: the buyer's own, or a company package's on a layout", async () => {
      const own = (
        await server.api("GET /packages/:packageId/selections", {
          params: { packageId: w.packages.customerPackage.id },
          token: w.token("customer"),
        })
      ).answer;
      expect(own.map((c) => c.tab_id)).toContain(w.rooms.kitchenRoom.id);
      const company = await server.api("GET /packages/:packageId/selections", {
        params: { packageId: w.packages.premium.id },
        query: { apartment_layout_id: w.layout.id },
        token: w.token("customer"),
      });
      expect(company.answer).toContainEqual({
        tab_id: w.rooms.kitchenRoom.id,
        group_id: w.groups.fronts.id,
        id: w.option("black"),
      });
      expect(
        (
          await server.api("GET /packages/:packageId/selections", {
            params: { packageId: w.packages.premium.id },
            token: w.token("customer"),
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await server.api("GET /packages/:packageId/selections", {
            params: { packageId: w.packages.customerPackage.id },
            query: { apartment_layout_id: w.layout.id },
            token: w.token("otherCustomer"),
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.api("GET /packages/:packageId/selections", {
            params: { packageId: w.packages.customerPackage.id },
          })
        ).status,
      ).toBe(401);
    });

    it("renames the buyer's own package, within 50 characters, and nobody else's", async () => {
      const rename = (name: string, token?: string, query: { user_id?: number } = {}) =>
        server.api("POST /packages/:packageId/rename", {
          params: { packageId: w.packages.customerPackage.id },
          query,
          body: { name },
          token,
        });
      expect((await rename("Uus nimi", w.token("customer"))).status).toBe(200);
      const [row] = await server.ctx.db
        .select()
        .from(packages)
        .where(eq(packages.id, w.packages.customerPackage.id));
      expect(row?.name).toEqual({ et: "Uus nimi", en: "Uus nimi", de: "Uus nimi" });
      expect((await rename("y".repeat(51), w.token("customer"))).status).toBe(422);
      expect((await rename("Mine", w.token("otherCustomer"))).status).toBe(404);
      expect((await rename("Mine")).status).toBe(401);
      expect(
        (
          await server.api("POST /packages/:packageId/rename", {
            params: { packageId: w.packages.basic.id },
            body: { name: "Mine" },
            token: w.token("customer"),
          })
        ).status,
      ).toBe(404);
      expect(
        (await rename("Staff", w.token("betaDesigner"), { user_id: w.user("customer").id })).status,
      ).toBe(401);
    });

    it("duplicates a company package with its choices, and the buyer's own with its special solutions", async () => {
      const res = await server.api("POST /packages/:packageId/duplicate", {
        params: { packageId: w.packages.premium.id },
        query: { apartment_layout_id: w.layout.id },
        token: w.token("customer"),
      });
      expect(res.status).toBe(200);
      const { id } = res.answer;
      const [copy] = await server.ctx.db.select().from(packages).where(eq(packages.id, id));
      expect(copy).toMatchObject({
        userId: w.user("customer").id,
        basePackageId: w.packages.premium.id,
        canConfirm: false,
      });
      expect(copy?.name).toMatchObject({ et: "Premium (et) (koopia)", en: "Premium (copy)" });
      expect((await choicesOf(id)).find((c) => c.groupId === w.groups.fronts.id)?.id).toBe(
        w.option("black"),
      );

      // The buyer's package with a special solution chosen: the copy gets a special solution of its own.
      await server.ctx.db
        .update(userPackageSelections)
        .set({ selectionId: w.special.id })
        .where(
          and(
            eq(userPackageSelections.packageId, w.packages.customerPackage.id),
            eq(userPackageSelections.selectionGroupId, w.groups.fronts.id),
          ),
        );
      const dup = await server.api("POST /packages/:packageId/duplicate", {
        params: { packageId: w.packages.customerPackage.id },
        query: { apartment_layout_id: w.layout.id },
        token: w.token("customer"),
      });
      const dupId = dup.answer.id;
      const chosen =
        (await choicesOf(dupId)).find((c) => c.groupId === w.groups.fronts.id)?.id ?? 0;
      expect(chosen).not.toBe(w.special.id);
      const [special] = await server.ctx.db
        .select()
        .from(selections)
        .where(eq(selections.id, chosen));
      expect(special).toMatchObject({
        isSpecial: true,
        packageId: dupId,
        unitPriceCents: 120000,
        label: { en: "Oak veneer fronts" },
      });
      const kitchen = (
        await server.api("GET /project/:project/tabs/:roomId", {
          params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
          query: { apartment_layout_id: w.layout.id, package_id: dupId },
          token: w.token("customer"),
        })
      ).answer;
      expect(kitchen[0]?.assets.find((a) => a.is_special)?.packages).toEqual([dupId]);
      expect(
        (
          await server.api("POST /packages/:packageId/duplicate", {
            params: { packageId: w.packages.customerPackage.id },
            query: { apartment_layout_id: w.layout.id },
            token: w.token("otherCustomer"),
          })
        ).status,
      ).toBe(404);
      expect(
        // Without the layout the query needs, on purpose.
        (
          await server.raw("POST", `/api/packages/${w.packages.basic.id}/duplicate`, {
            body: {},
            token: w.token("customer"),
          })
        ).status,
      ).toBe(422);
    });

    it("names a new package apart from every package on the layout, numbering a name in use", async () => {
      const saveAs = async (name: string) => {
        const res = await server.api("POST /packages", {
          body: { ...layoutBody(), package_id: w.packages.basic.id, name, selections: [] },
          token: w.token("customer"),
        });
        expect(res.status).toBe(200);
        return res.answer.package.name;
      };
      const duplicate = async () => {
        const res = await server.api("POST /packages/:packageId/duplicate", {
          params: { packageId: w.packages.premium.id },
          query: { apartment_layout_id: w.layout.id },
          token: w.token("customer"),
        });
        expect(res.status).toBe(200);
        const { id } = res.answer;
        const [copy] = await server.ctx.db.select().from(packages).where(eq(packages.id, id));
        return copy?.name;
      };
      expect(await saveAs("Minu pakett")).toMatchObject({ et: "Minu pakett", en: "Minu pakett" });
      expect(await saveAs("Minu pakett")).toMatchObject({ et: "Minu pakett 2" });
      // Names are told apart as people read them: case and spaces aside.
      expect(await saveAs(" minu PAKETT ")).toMatchObject({ et: "minu PAKETT 3" });
      // A company package's name in any of its languages is in use too.
      expect(await saveAs("Premium")).toMatchObject({ et: "Premium 2" });
      // The copy made before is there: the next one is numbered.
      const copy = await duplicate();
      expect(copy).toMatchObject({ et: "Premium (et) (koopia) 2", en: "Premium (copy) 2" });
      expect((await duplicate())?.et).toBe("Premium (et) (koopia) 3");
    });

    it("deletes only the buyer's own unconfirmed packages", async () => {
      const made = (
        await server.api("POST /packages", {
          body: {
            ...layoutBody(),
            package_id: w.packages.basic.id,
            name: "Throwaway",
            selections: [],
          },
          token: w.token("customer"),
        })
      ).answer;
      const remove = (packageId: number, token?: string) =>
        server.api("DELETE /packages/:packageId", {
          params: { packageId },
          query: { apartment_layout_id: w.layout.id },
          token,
        });
      expect((await remove(made.id, w.token("otherCustomer"))).status).toBe(404);
      expect((await remove(made.id)).status).toBe(401);
      expect((await remove(w.packages.basic.id, w.token("customer"))).status).toBe(403);
      expect((await remove(made.id, w.token("customer"))).status).toBe(200);
      expect(await server.ctx.db.select().from(packages).where(eq(packages.id, made.id))).toEqual(
        [],
      );
    });
  });

  describe("dashboard", () => {
    it("groups the buyer's packages by layout, and filters and pages them", async () => {
      const res = await server.api("GET /apartments", {
        query: { company: w.alpha.id, page: "1", perPage: "100" },
        token: w.token("customer"),
      });
      expect(res.status).toBe(200);
      const groups = res.answer;
      const entries = groups[String(w.layout.id)] ?? [];
      expect(entries.length).toBeGreaterThan(1);
      expect(entries[0]).toMatchObject({
        apartment_layout_id: w.layout.id,
        apartment_id: w.apartments.apt10.id,
        apartment_layout: {
          name: "Layout 1",
          apartment: {
            number: "10",
            building: { building_number: "A", project: { name: "Harbour View" } },
          },
        },
      });
      expect(
        entries.every(
          (e) =>
            e.package.custom ===
            (e.package.id !== w.packages.basic.id && e.package.id !== w.packages.premium.id),
        ),
      ).toBe(true);
      const filtered = (
        await server.api("GET /apartments", {
          query: { company: w.alpha.id, apartment_id: w.apartments.apt2.id },
          token: w.token("customer"),
        })
      ).answer;
      expect(Object.keys(filtered)).toEqual([]);
      const secondPage = (
        await server.api("GET /apartments", {
          query: { company: w.alpha.id, page: "2", perPage: "1" },
          token: w.token("customer"),
        })
      ).answer;
      expect(Object.keys(secondPage)).toEqual([]);
      for (const bad of ["perPage=101", "page=0", "project_id=x", ""]) {
        const target =
          bad === "" ? "/api/apartments" : `/api/apartments?company=${w.alpha.id}&${bad}`;
        // Filters out of bounds, or none, on purpose.
        expect((await server.raw("GET", target, { token: w.token("customer") })).status, bad).toBe(
          422,
        );
      }
      expect((await server.api("GET /apartments", { query: { company: w.alpha.id } })).status).toBe(
        401,
      );
    });

    it("shows a customer's dashboard to staff of their company only", async () => {
      const read = (token?: string) =>
        server.api("GET /user-apartments/:userId", {
          params: { userId: w.user("customer").id },
          query: { company: w.alpha.id },
          token,
        });
      const asStaff = (await read(w.token("designer"))).answer;
      expect(Object.keys(asStaff)).toContain(String(w.layout.id));
      expect((await read(w.token("otherCustomer"))).status).toBe(403);
      expect((await read(w.token("betaDesigner"))).status).toBe(401);
      expect((await read()).status).toBe(401);
    });

    it("takes `company` on a customer's dashboard as on one's own: needed, and the site's only", async () => {
      const at = (query: ApiQuery<"GET /user-apartments/:userId">) =>
        server.api("GET /user-apartments/:userId", {
          params: { userId: w.user("customer").id },
          query,
          token: w.token("designer"),
          locale: "et",
        });
      const all = (await at({ company: w.alpha.id })).answer;
      // The spec's filters of GET /apartments work here too.
      const filtered = await at({ company: w.alpha.id, project_id: w.project.id });
      expect(filtered.answer).toEqual(all);
      // Without `company`, on purpose.
      const missing = await server.raw(
        "GET",
        `/api/user-apartments/${w.user("customer").id}?project_id=${w.project.id}`,
        { token: w.token("designer"), locale: "et" },
      );
      expect(missing.status).toBe(422);
      expect(apiErrorSchema.parse(missing.body).errors?.company).toBeDefined();
      // The customer may read their own, as the docs say.
      const own = await server.api("GET /user-apartments/:userId", {
        params: { userId: w.user("customer").id },
        query: { company: w.alpha.id },
        token: w.token("customer"),
      });
      expect(own.answer).toEqual(all);
      const other = await at({ company: w.beta.id });
      expect(other.status).toBe(404);
      expect(other.error.message).toBe(message("et", "otherCompany"));
    });
  });

  describe("confirmation", () => {
    const confirm = (
      body: Partial<ConfirmBody> & Pick<ConfirmBody, "package_id">,
      token?: string,
      query: { user_id?: number } = {},
    ) =>
      server.api("POST /confirm-package", {
        query,
        body: {
          apartment_id: w.apartments.apt10.id,
          apartment_layout_id: w.layout.id,
          selected_locale: "et",
          ...body,
        },
        token,
      });

    it("refuses bad input, packages that may not be confirmed, and other people's packages", async () => {
      expect((await confirm({ package_id: w.packages.basic.id })).status).toBe(401);
      expect(
        (await confirm({ package_id: w.packages.premium.id }, w.token("customer"))).status,
      ).toBe(403);
      expect(
        (
          await confirm(
            { package_id: w.packages.basic.id, apartment_id: w.apartments.apt2.id },
            w.token("customer"),
          )
        ).status,
      ).toBe(422);
      expect(
        // A language the site has not, on purpose.
        (
          await server.raw("POST", "/api/confirm-package", {
            body: {
              apartment_id: w.apartments.apt10.id,
              apartment_layout_id: w.layout.id,
              package_id: w.packages.basic.id,
              selected_locale: "fi",
            },
            token: w.token("customer"),
          })
        ).status,
      ).toBe(422);
      expect(
        (await confirm({ package_id: w.packages.customerPackage.id }, w.token("otherCustomer")))
          .status,
      ).toBe(404);
      expect(
        (
          await confirm({ package_id: w.packages.basic.id }, w.token("betaDesigner"), {
            user_id: w.user("customer").id,
          })
        ).status,
      ).toBe(401);
      expect(
        await server.ctx.db
          .select()
          .from(confirmations)
          .where(eq(confirmations.apartmentLayoutId, w.layout.id)),
      ).toEqual([]);
    });

    it("asks for a confirmed e-mail address before confirming", async () => {
      await server.ctx.db
        .update(users)
        .set({ emailVerifiedAt: null })
        .where(eq(users.id, w.user("customer").id));
      const res = await confirm({ package_id: w.packages.basic.id }, w.token("customer"));
      expect(res.status).toBe(403);
      expect(res.error.message).toMatch(/e-posti/);
      await server.ctx.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, w.user("customer").id));
      const stored = await server.ctx.db
        .select()
        .from(confirmations)
        .where(eq(confirmations.apartmentLayoutId, w.layout.id));
      expect(stored).toEqual([]);
    });

    it("confirms once per layout, keeps a snapshot, mails the PDF to buyer and company, and makes the package final", async () => {
      const layoutAbilitiesOnDashboard = async () => {
        const res = await server.api("GET /apartments", {
          query: { company: w.alpha.id, page: "1", perPage: "100" },
          token: w.token("customer"),
        });
        const entries = res.answer[String(w.layout.id)] ?? [];
        expect(entries.length).toBeGreaterThan(0);
        return entries.map((e) => e.layout_abilities);
      };
      expect(await layoutAbilitiesOnDashboard()).toContainEqual({ remove: true });
      const sent = server.mails.length;
      const res = await confirm({ package_id: w.packages.customerPackage.id }, w.token("customer"));
      expect(res.status).toBe(200);
      const { confirmation_date } = res.answer;
      const [row] = await server.ctx.db
        .select()
        .from(confirmations)
        .where(eq(confirmations.apartmentLayoutId, w.layout.id));
      expect(row?.snapshot.rooms.map((r) => r.id)).toEqual([
        w.rooms.wholeRoom.id,
        w.rooms.kitchenRoom.id,
        w.rooms.bathRoom.id,
      ]);
      expect(row?.snapshot.rooms[2]?.choices.map((c) => c.groupId)).toEqual([w.groups.tiles.id]);

      const list = (
        await server.api("GET /packages", {
          query: { project_id: w.project.id, apartment_layout_id: w.layout.id },
          token: w.token("customer"),
        })
      ).answer;
      const own = list.find((p) => p.id === w.packages.customerPackage.id);
      expect(own).toMatchObject({ confirmed: true, confirmation_date, can_confirm: false });
      expect(list.every((p) => !p.can_confirm)).toBe(true);

      // The two mails are jobs of one transaction, sent in no particular order.
      const mails = server.mails.slice(sent);
      expect(mails.map((m) => m.to)).toEqual(
        expect.arrayContaining([
          "customer@example.test",
          ["developer@alpha.test", "site@alpha.test"],
        ]),
      );
      expect(mails).toHaveLength(2);
      const attachment = mails.find((m) => m.to === "customer@example.test")?.attachments?.[0];
      expect(attachment?.filename).toBe("Harbour View A 10 Layout 1 summary.pdf");
      expect(await pdfText(attachment?.content ?? Buffer.alloc(0))).toContain("Kinnitatud");

      // Final for the buyer: no other package, no change, no rename, no delete.
      expect((await confirm({ package_id: w.packages.basic.id }, w.token("customer"))).status).toBe(
        409,
      );
      const change = await server.api("POST /packages", {
        body: { ...layoutBody(), package_id: w.packages.customerPackage.id, selections: [] },
        token: w.token("customer"),
      });
      expect(change.status).toBe(409);
      expect(
        (
          await server.api("POST /packages/:packageId/rename", {
            params: { packageId: w.packages.customerPackage.id },
            body: { name: "Changed" },
            token: w.token("customer"),
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await server.api("DELETE /packages/:packageId", {
            params: { packageId: w.packages.customerPackage.id },
            query: { apartment_layout_id: w.layout.id },
            token: w.token("customer"),
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await server.api("DELETE /packages/delete-layout/:layoutId", {
            params: { layoutId: w.layout.id },
            token: w.token("customer"),
          })
        ).status,
      ).toBe(409);
      expect(new Set((await layoutAbilitiesOnDashboard()).map((a) => a.remove))).toEqual(
        new Set([false]),
      );
      // A designer may still edit it for the buyer.
      const byStaff = await server.api("POST /packages", {
        body: {
          ...layoutBody(),
          package_id: w.packages.customerPackage.id,
          selections: [],
          user_id: w.user("customer").id,
        },
        token: w.token("designer"),
      });
      expect(byStaff.answer).toMatchObject({ created: false });
    });

    it("leaves exactly one of 50 concurrent confirmations of different packages of one layout", async () => {
      const ids: number[] = [];
      for (let i = 0; i < 50; i++) {
        const [row] = await server.ctx.db
          .insert(packages)
          .values({
            companyId: w.alpha.id,
            projectId: w.project.id,
            name: { en: `Race ${i}` },
            userId: w.user("otherCustomer").id,
            apartmentLayoutId: w.layout2.id,
          })
          .returning({ id: packages.id });
        if (row) ids.push(row.id);
      }
      await server.ctx.db
        .delete(confirmations)
        .where(eq(confirmations.apartmentLayoutId, w.layout2.id));
      const sent = server.mails.length;
      const results = await Promise.all(
        ids.map((id) =>
          server.api("POST /confirm-package", {
            body: {
              apartment_id: w.apartments.apt2.id,
              apartment_layout_id: w.layout2.id,
              package_id: id,
              selected_locale: "en",
            },
            token: w.token("otherCustomer"),
          }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(49);
      expect(
        await server.ctx.db
          .select()
          .from(confirmations)
          .where(eq(confirmations.apartmentLayoutId, w.layout2.id)),
      ).toHaveLength(1);

      // The buyer chose English; the company's site on alpha.test works in Estonian, so the
      // developer and the construction team get the mail in Estonian, with the same PDF of record
      // as the buyer, in English. The two mails are jobs of one transaction, sent in no
      // particular order.
      const mails = server.mails.slice(sent);
      expect(mails).toHaveLength(2);
      const toBuyer = mails.find((mail) => mail.to === "othercustomer@example.test");
      const toCompany = mails.find((mail) => mail !== toBuyer);
      expect(toBuyer?.subject).toMatch(/^Your choices are confirmed/);
      expect(await pdfText(toBuyer?.attachments?.[0]?.content ?? Buffer.alloc(0))).toContain(
        "Confirmed",
      );
      expect(toCompany?.to).toContain("developer@alpha.test");
      expect(toCompany?.subject).toMatch(/^Kinnitatud valikud/);
      expect(toCompany?.attachments?.find((a) => a.filename.endsWith(".pdf"))?.content).toEqual(
        toBuyer?.attachments?.[0]?.content,
      );
    });
  });

  describe("summary PDF", () => {
    it("renders the choices on screen for a logged-in buyer, as a named attachment", async () => {
      const res = await server.api("POST /summary-pdf", {
        token: w.token("designer"),
        locale: "de",
        body: {
          project_id: w.project.id,
          apartment_layout_id: w.layout.id,
          package_id: w.packages.basic.id,
          selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("grey") }],
          locale: "de",
        },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toContain(
        "Harbour%20View%20A%2010%20Layout%201%20summary.pdf",
      );
      const text = await pdfText(new Uint8Array(res.answer));
      expect(text).toContain("Nicht bestätigt");
      expect(text).toContain("Grey (de)");
      // The total names the rate its prices include: the company's 24 %, as on screen.
      expect(text.replace(/\s+/g, " ")).toContain("Preise inkl. 24 % MwSt.");
      // The link names the package and carries only the one slot that differs from it.
      const link = /https?:\/\/\S+\/summary\?\S+/.exec(text.replace(/\s*\n\s*/g, ""))?.[0] ?? "";
      expect(link).toContain(`/de/${w.packages.basic.id}/summary?`);
      expect(decodeCompact(new URL(link).searchParams.get("selections") ?? "")).toEqual({
        ok: true,
        choices: [
          {
            roomId: w.rooms.kitchenRoom.id,
            groupId: w.groups.fronts.id,
            assetId: w.option("grey"),
          },
        ],
      });
    });

    it("names a changed design as custom, and keeps the legal text under a package's own footer", async () => {
      await server.ctx.db
        .update(companies)
        .set({ pdfFooter: { en: "Alpha Homes legal text" } })
        .where(eq(companies.id, w.alpha.id));
      const pdfOf = async (selections: { tab_id: number; selection_id: number }[]) => {
        const res = await server.api("POST /summary-pdf", {
          token: w.token("customer"),
          body: {
            project_id: w.project.id,
            apartment_layout_id: w.layout.id,
            package_id: w.packages.basic.id,
            selections,
            locale: "en",
          },
        });
        expect(res.status).toBe(200);
        return (await pdfText(new Uint8Array(res.answer))).replace(/\s+/g, " ");
      };
      try {
        const asIs = await pdfOf([]);
        expect(asIs).toContain("Basic footer Alpha Homes legal text");
        expect(asIs).not.toContain("Custom");
        const changed = await pdfOf([
          { tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("grey") },
        ]);
        expect(changed).toContain("Custom (based on Basic)");
        expect(changed).toContain("Alpha Homes legal text");
      } finally {
        await server.ctx.db
          .update(companies)
          .set({ pdfFooter: {} })
          .where(eq(companies.id, w.alpha.id));
      }
    });

    it("writes amounts, the building and the VAT amount as the company says in the PDF's language", async () => {
      const pdfOf = async (locale: "de" | "en" | "et") => {
        const res = await server.api("POST /summary-pdf", {
          token: w.token("customer"),
          body: {
            project_id: w.project.id,
            apartment_layout_id: w.layout.id,
            package_id: w.packages.basic.id,
            selections: [],
            locale,
          },
        });
        expect(res.status).toBe(200);
        const text = (await pdfText(new Uint8Array(res.answer))).replace(/[\s\u00a0]+/g, " ");
        return { text, disposition: res.headers.get("content-disposition") ?? "" };
      };
      await server.ctx.db
        .update(companies)
        .set({
          amountFormat: { de: "1.234,56 €", en: "€1,234.56" },
          buildingWord: { de: "Haus" },
          showVatAmount: true,
        })
        .where(eq(companies.id, w.alpha.id));
      try {
        const german = await pdfOf("de");
        expect(german.disposition).toContain("Harbour%20View%20Haus%20A%2010%20Layout%201");
        expect(german.text).toContain("Harbour View, Haus A, Wohnung 10, Grundriss Layout 1");
        // 0,50 € + 20,50 € + 50,50 €, which include 0,10 € + 3,97 € of the project's 24 % VAT
        // and 8,42 € of the bathroom's 20 %.
        expect(german.text).toContain("Oak (de) 0,50 €");
        expect(german.text).toContain("Gesamt 71,50 € Preise inkl. 24 % MwSt.: 12,49 €");
        // English in the company's English format; no word of its own for a building there.
        const english = await pdfOf("en");
        expect(english.text).toContain("Harbour View, A, Apartment 10, Layout Layout 1");
        expect(english.text).toContain("Oak €0.50");
        expect(english.text).toContain("Total €71.50 Prices include VAT of 24 %: €12.49");
        // Estonian has neither a format nor a word of the company's: written as before.
        const estonian = await pdfOf("et");
        expect(estonian.text).toContain("Harbour View, A, Korter 10, Planeering Layout 1");
        expect(estonian.text).toContain("Kokku 71,50 € Hinnad sisaldavad käibemaksu 24 %: 12,49 €");
      } finally {
        await server.ctx.db
          .update(companies)
          .set({ amountFormat: {}, buildingWord: {}, showVatAmount: false })
          .where(eq(companies.id, w.alpha.id));
      }
    });

    it("links a buyer's own package to its own summary, with only its unsaved changes", async () => {
      const linkOf = async (selections: { tab_id: number; selection_id: number }[]) => {
        const res = await server.api("POST /summary-pdf", {
          token: w.token("customer"),
          body: {
            project_id: w.project.id,
            apartment_layout_id: w.layout.id,
            package_id: w.packages.customerPackage.id,
            selections,
            locale: "en",
          },
        });
        expect(res.status).toBe(200);
        // The link stands between its label and the first room's name, wrapped over lines.
        const text = (await pdfText(new Uint8Array(res.answer))).replace(/\s+/g, "");
        return new URL(/(?:Choicesonline|Valikudveebis)(\S+?)Wholeapartment/.exec(text)?.[1] ?? "");
      };
      const own = `/en/${w.packages.customerPackage.id}/summary`;
      // The package is confirmed (in Estonian, above): as it is, its PDF is the PDF of record,
      // which links to its summary in the language it was confirmed in.
      const saved = await linkOf([]);
      expect(saved.pathname).toBe(`/et/${w.packages.customerPackage.id}/summary`);
      expect(Object.fromEntries(saved.searchParams)).toEqual({
        project: String(w.project.id),
        apartment_layout_id: String(w.layout.id),
      });

      // Unsaved changes to it (oak for its walnut floor): its own summary with that one slot.
      const oak = w.option("oak");
      const changed = await linkOf([{ tab_id: w.rooms.wholeRoom.id, selection_id: oak }]);
      expect(changed.pathname).toBe(own);
      expect(decodeCompact(changed.searchParams.get("selections") ?? "")).toEqual({
        ok: true,
        choices: [{ roomId: w.rooms.wholeRoom.id, groupId: w.groups.floor.id, assetId: oak }],
      });
    });

    it("refuses guests and choices that are not the layout's", async () => {
      const body: ApiOptions<"POST /summary-pdf">["body"] = {
        project_id: w.project.id,
        apartment_layout_id: w.layout.id,
        package_id: "custom",
        locale: "et",
      };
      expect((await server.api("POST /summary-pdf", { body: body })).status).toBe(401);
      const bad = await server.api("POST /summary-pdf", {
        body: { ...body, selections: [{ tab_id: 1, selection_id: 999999 }] },
        token: w.token("designer"),
      });
      expect(bad.status).toBe(422);
      expect(
        (
          await server.api("POST /summary-pdf", {
            body: { ...body, project_id: w.betaProject.id },
            token: w.token("designer"),
          })
        ).status,
      ).toBe(404);
    });
  });

  describe("sharing", () => {
    const address = () =>
      `https://alpha.test/et/custom/kitchen?project=${w.project.id}&apartment_layout_id=${w.layout.id}&selections=1AB`;

    it("shortens addresses of the company's own site, the same code for the same address, and redirects", async () => {
      const first = (
        await server.api("POST /short-links", { body: { url: address(), company_id: w.alpha.id } })
      ).answer;
      const again = (
        await server.api("POST /short-links", { body: { url: address(), company_id: w.alpha.id } })
      ).answer;
      expect(first.url).toMatch(/^https:\/\/alpha\.test\/s\/[A-Za-z0-9]{8}$/);
      expect(again.url).toBe(first.url);
      const code = first.url.split("/").pop() ?? "";
      const visit = await fetch(`${server.url}/s/${code}`, { redirect: "manual" });
      expect(visit.status).toBe(302);
      expect(visit.headers.get("location")).toBe(address());
      // A browser with an unknown code goes to the not-found page.
      const unknown = await fetch(`${server.url}/s/nothing1`, {
        redirect: "manual",
        headers: { accept: "text/html" },
      });
      expect(unknown.headers.get("location")).toBe("/et/404");
    });

    it("leads to the design with only what differs from its package, whatever form it came in", async () => {
      const { kitchenRoom, bathRoom } = w.rooms;
      const { fronts, tiles } = w.groups;
      // Every slot the old way (plain JSON): fronts changed to grey, tiles as the package has them.
      const everySlot = JSON.stringify([
        [kitchenRoom.id, fronts.id, w.option("grey")],
        [bathRoom.id, tiles.id, w.option("tile-white")],
      ]);
      const long = `https://alpha.test/en/${w.packages.basic.id}/summary?project=${w.project.id}&apartment_layout_id=${w.layout.id}&selections=${encodeURIComponent(everySlot)}`;
      const short = (
        await server.api("POST /short-links", { body: { url: long, company_id: w.alpha.id } })
      ).answer;
      const code = short.url.split("/").pop() ?? "";
      const target = new URL(
        (await fetch(`${server.url}/s/${code}`, { redirect: "manual" })).headers.get("location") ??
          "",
      );
      expect(target.pathname).toBe(`/en/${w.packages.basic.id}/summary`);
      expect(target.searchParams.get("project")).toBe(String(w.project.id));
      const carried = decodeCompact(target.searchParams.get("selections") ?? "");
      expect(carried).toEqual({
        ok: true,
        choices: [{ roomId: kitchenRoom.id, groupId: fronts.id, assetId: w.option("grey") }],
      });
      expect(target.href.length).toBeLessThan(long.length);
      // The same design written the new way is the same short address.
      const compact = `https://alpha.test/en/${w.packages.basic.id}/summary?${target.searchParams}`;
      const again = (
        await server.api("POST /short-links", { body: { url: compact, company_id: w.alpha.id } })
      ).answer;
      expect(again.url).toBe(short.url);
    });

    it("leaves one visit's values (a handover code, the customer acted for) out of the address", async () => {
      const given = new URL(address());
      given.searchParams.set("token", "handover-code-of-someone");
      given.searchParams.set("selected_user", "42");
      given.searchParams.set("downloadPDF", "true");
      const short = (
        await server.api("POST /short-links", { body: { url: given.href, company_id: w.alpha.id } })
      ).answer;
      const code = short.url.split("/").pop() ?? "";
      const visit = await fetch(`${server.url}/s/${code}`, { redirect: "manual" });
      expect(visit.headers.get("location")).toBe(address());
      // The same design without them is the same short address.
      const plain = (
        await server.api("POST /short-links", { body: { url: address(), company_id: w.alpha.id } })
      ).answer;
      expect(plain.url).toBe(short.url);
    });

    it("refuses addresses of other sites and malformed input", async () => {
      for (const url of [
        "https://evil.test/et/custom/kitchen",
        "https://beta.test/x",
        "javascript:alert(1)",
      ]) {
        const res = await server.api("POST /short-links", {
          body: { url, company_id: w.alpha.id },
        });
        expect(res.status, url).toBe(422);
      }
      expect(
        (
          await server.api("POST /short-links", {
            body: { url: "not an address", company_id: w.alpha.id },
          })
        ).status,
      ).toBe(422);
      expect(
        (await server.api("POST /short-links", { body: { url: address(), company_id: 987654 } }))
          .status,
      ).toBe(404);
    });

    it("mails a guest the link to their choices, a few times an hour at most", async () => {
      const sent = server.mails.length;
      const body: ApiOptions<"POST /guest/package">["body"] = {
        email: "guest@example.test",
        homeDesignerUrl: address(),
        apartment: "Harbour View, A, 10",
        lang: "en",
        companyId: w.alpha.id,
        terms_accepted: true,
      };
      // The terms of use must be agreed to (spec): without that nothing is sent.
      for (const terms_accepted of [undefined, false]) {
        // Terms not agreed to, which the body's type does not allow: sent raw.
        const refused = await server.raw("POST", "/api/guest/package", {
          body: { ...body, terms_accepted },
        });
        expect(refused.status).toBe(422);
        const { errors } = apiErrorSchema.parse(refused.body);
        expect(Object.keys(errors ?? {})).toEqual(["terms_accepted"]);
      }
      expect(server.mails.length).toBe(sent);
      const res = await server.api("POST /guest/package", { body: body });
      expect(res.status).toBe(200);
      expect(res.answer.message).toBe("Link saadetud! Vaata oma e-posti.");
      const mail = server.mails[sent];
      expect(mail?.to).toBe("guest@example.test");
      expect(mail?.subject).toContain("Alpha Homes");
      expect(mail?.text).toMatch(/https:\/\/alpha\.test\/s\/[A-Za-z0-9]{8}/);
      // The apartment as the server knows the link's layout, not as the caller wrote it.
      expect(mail?.text).toContain("Harbour View, A, Apartment 10, Layout Layout 1");
      expect(
        (
          await server.api("POST /guest/package", {
            body: { ...body, homeDesignerUrl: "https://evil.test/x" },
          })
        ).status,
      ).toBe(422);
      expect(
        (await server.api("POST /guest/package", { body: { ...body, email: "guest@" } })).status,
      ).toBe(422);
      for (let i = 0; i < 2; i++)
        expect((await server.api("POST /guest/package", { body: body })).status).toBe(200);
      expect((await server.api("POST /guest/package", { body: body })).status).toBe(429);
    });
  });
});
