import { apiErrorSchema } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages as packagesTable } from "../../src/db/schema.ts";
import type { ApiQuery } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

describe.each(databaseKinds())("GET /api/packages on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const list = async (query: ApiQuery<"GET /packages">, token?: string) => {
    const res = await server.api("GET /packages", { query, token });
    return { status: res.status, packages: res.status === 200 ? res.answer : [], res };
  };
  const forLayout = () => ({ project_id: w.project.id, apartment_layout_id: w.layout.id });

  it("lists the company's packages in order, with default and what a guest may do: nothing", async () => {
    const { status, packages } = await list(forLayout());
    expect(status).toBe(200);
    expect(packages.map((p) => p.id)).toEqual([w.packages.basic.id, w.packages.premium.id]);
    expect(packages[0]).toMatchObject({
      slug: String(w.packages.basic.id),
      default: true,
      can_confirm: false,
      abilities: { change: false, rename: false, delete: false, confirm: false },
      confirmed: false,
      confirmation_date: null,
      user_package: false,
      pdfFooter: [{ lang: "en", label: "Basic footer" }],
    });
    expect(packages[0]?.abilities.confirm_refusal).toBe("login");
    expect(packages[1]).toMatchObject({ default: false, can_confirm: false });
  });

  it("tells each caller the truth about confirming: the buyer may, others may not, and why", async () => {
    const asBuyer = (await list(forLayout(), w.token("customer"))).packages;
    expect(asBuyer.map((p) => [p.id, p.can_confirm, p.abilities.confirm_refusal])).toEqual([
      [w.packages.basic.id, true, null],
      [w.packages.premium.id, false, "not_confirmable"],
      [w.packages.customerPackage.id, true, null],
    ]);
    expect(asBuyer[2]?.abilities).toMatchObject({ change: true, rename: true, delete: true });
    // Another customer of the company may look, but the apartment is not theirs to confirm.
    const asOther = (await list(forLayout(), w.token("otherCustomer"))).packages;
    expect(asOther.map((p) => [p.can_confirm, p.abilities.confirm_refusal])).toEqual([
      [false, "not_buyer"],
      [false, "not_buyer"],
    ]);
    // Nor do they learn whether the buyer of another apartment has confirmed: that is the buyer's.
    const confirmedLayout = { project_id: w.project.id, apartment_layout_id: w.layout2.id };
    const onConfirmed = (await list(confirmedLayout, w.token("customer"))).packages;
    expect(onConfirmed.map((p) => p.abilities.confirm_refusal)).toEqual(["not_buyer", "not_buyer"]);
    const asItsBuyer = (await list(confirmedLayout, w.token("otherCustomer"))).packages;
    expect(asItsBuyer.map((p) => p.abilities.confirm_refusal)).toEqual([
      "already_confirmed",
      "not_confirmable",
    ]);
    // Staff are not buyers themselves; acting for the buyer, they may confirm for them.
    const asStaff = (await list(forLayout(), w.token("designer"))).packages;
    expect(asStaff[0]?.abilities.confirm_refusal).toBe("not_buyer");
    const forBuyer = (
      await list({ ...forLayout(), user_id: w.user("customer").id }, w.token("designer"))
    ).packages;
    expect(forBuyer[0]?.can_confirm).toBe(true);
  });

  it("adds the logged-in buyer's own packages of the layout, after the company's", async () => {
    const { packages } = await list(forLayout(), w.token("customer"));
    expect(packages.map((p) => p.id)).toEqual([
      w.packages.basic.id,
      w.packages.premium.id,
      w.packages.customerPackage.id,
    ]);
    expect(packages[2]).toMatchObject({ user_package: true, name: { en: "My choice" } });
  });

  it("shows no one else's packages: another customer and guests see the company's only", async () => {
    for (const token of [w.token("otherCustomer"), undefined]) {
      const { packages } = await list(forLayout(), token);
      expect(packages.map((p) => p.id)).not.toContain(w.packages.customerPackage.id);
    }
  });

  it("shows a customer's packages to staff of the same company acting for them", async () => {
    const { status, packages } = await list(
      { ...forLayout(), user_id: w.user("customer").id },
      w.token("designer"),
    );
    expect(status).toBe(200);
    expect(packages.map((p) => p.id)).toContain(w.packages.customerPackage.id);
  });

  it("refuses acting for a customer to guests, other customers and staff of another company", async () => {
    const query = { ...forLayout(), user_id: w.user("customer").id };
    expect((await list(query)).status).toBe(401);
    expect((await list(query, w.token("otherCustomer"))).status).toBe(403);
    // On Alpha's site, another company's designer is a guest.
    expect((await list(query, w.token("betaDesigner"))).status).toBe(401);
  });

  it("shows a layout's confirmation to its buyer only, and lets nobody confirm another package there", async () => {
    const query = { project_id: w.project.id, apartment_layout_id: w.layout2.id };
    const buyer = await list(query, w.token("otherCustomer"));
    expect(buyer.packages[0]).toMatchObject({
      id: w.packages.basic.id,
      confirmed: true,
      confirmation_date: "2026-10-01T10:00:00.000Z",
      can_confirm: false,
    });
    expect(buyer.packages[1]).toMatchObject({ confirmed: false, can_confirm: false });
    for (const token of [w.token("customer"), undefined]) {
      const { packages } = await list(query, token);
      expect(packages.map((p) => [p.confirmed, p.confirmation_date, p.can_confirm])).toEqual([
        [false, null, false],
        [false, null, false],
      ]);
    }
  });

  it("answers 404 for an unknown project, a layout of another project or another company", async () => {
    for (const query of [
      { project_id: "999999", apartment_layout_id: w.layout.id },
      { project_id: w.project.id, apartment_layout_id: w.betaLayout.id },
      { project_id: w.project.id, apartment_layout_id: "999999" },
      { ...forLayout(), company_id: w.beta.id },
      { project_id: w.betaProject.id, company_id: w.alpha.id },
    ]) {
      const { status, res } = await list(query);
      expect(status, JSON.stringify(query)).toBe(404);
      expect(res.error.message).not.toBe("");
    }
  });

  it("answers a page of the list when asked, with the whole list's length beside it", async () => {
    // The buyer saves six more packages on the layout: eight company's and own in all, and one
    // on another layout that no page shows.
    await server.ctx.db.insert(packagesTable).values(
      [1, 2, 3, 4, 5, 6].map((n) => ({
        companyId: w.alpha.id,
        projectId: w.project.id,
        name: { en: `Saved ${n}` },
        userId: w.user("customer").id,
        apartmentLayoutId: w.layout.id,
        basePackageId: w.packages.basic.id,
      })),
    );
    const token = w.token("customer");
    const whole = await server.api("GET /packages", { query: forLayout(), token });
    const ids = whole.answer.map((p) => p.id);
    expect(ids).toHaveLength(9);
    expect(whole.headers.get("x-total-count")).toBe("9");

    const page = async (query: { page?: number; per_page?: number }, caller = { token }) => {
      const res = await server.api("GET /packages", {
        query: { ...forLayout(), ...query },
        ...caller,
      });
      expect(res.status).toBe(200);
      return { ids: res.answer.map((p) => p.id), total: res.headers.get("x-total-count") };
    };
    expect(await page({ per_page: 4 })).toEqual({ ids: ids.slice(0, 4), total: "9" });
    expect(await page({ page: 2, per_page: 4 })).toEqual({ ids: ids.slice(4, 8), total: "9" });
    expect(await page({ page: 3, per_page: 4 })).toEqual({ ids: ids.slice(8), total: "9" });
    expect(await page({ page: 4, per_page: 4 })).toEqual({ ids: [], total: "9" });
    // `page` alone: pages of 50, so the whole list; the company's packages lead the first page.
    expect(await page({ page: 1 })).toEqual({ ids, total: "9" });
    expect(ids.slice(0, 2)).toEqual([w.packages.basic.id, w.packages.premium.id]);
    // Asked again, the same page (kept with the list); staff acting for the buyer page alike.
    expect(await page({ page: 2, per_page: 4 })).toEqual({ ids: ids.slice(4, 8), total: "9" });
    const asStaff = await server.api("GET /packages", {
      query: { ...forLayout(), user_id: w.user("customer").id, page: 2, per_page: 4 },
      token: w.token("designer"),
    });
    expect(asStaff.answer.map((p) => p.id)).toEqual(ids.slice(4, 8));
    // A guest pages the company's packages.
    expect(await page({ per_page: 1 }, { token: "" })).toEqual({
      ids: [w.packages.basic.id],
      total: "2",
    });
  });

  it("answers one package of the list as the list shows it to the caller, and 404 for others", async () => {
    const one = (packageId: number, query: ApiQuery<"GET /packages/:packageId">, token = "") =>
      server.api("GET /packages/:packageId", { params: { packageId }, query, token });
    const token = w.token("customer");
    const whole = (await list(forLayout(), token)).packages;
    const own = whole.find((p) => p.id === w.packages.customerPackage.id);
    const answer = await one(w.packages.customerPackage.id, forLayout(), token);
    expect(answer.status).toBe(200);
    expect(answer.answer).toEqual(own);
    // Staff acting for the buyer see it as the buyer's list shows it to them.
    const asStaff = await one(
      w.packages.customerPackage.id,
      { ...forLayout(), user_id: w.user("customer").id },
      w.token("designer"),
    );
    expect(asStaff.answer.id).toBe(w.packages.customerPackage.id);
    // A guest gets the company's package as a guest's list has it.
    const guestList = (await list(forLayout())).packages;
    expect((await one(w.packages.basic.id, forLayout())).answer).toEqual(guestList[0]);
    // Not on the caller's list: another person's own package, one of another layout, none.
    for (const [packageId, query, caller] of [
      [w.packages.customerPackage.id, forLayout(), ""],
      [w.packages.customerPackage.id, forLayout(), w.token("otherCustomer")],
      [w.packages.basic.id, { project_id: w.project.id, apartment_layout_id: w.betaLayout.id }, ""],
      [999999, forLayout(), token],
    ] as const) {
      const res = await one(packageId, query, caller);
      expect(res.status, `${packageId} ${caller}`).toBe(404);
      expect(res.error.message).not.toBe("");
    }
  });

  it.each([
    ["a page 0", "page=0", "page", "Die Seitenzahl"],
    ["a word for a page", "page=next", "page", "Die Seitenzahl"],
    ["no packages a page", "per_page=0", "per_page", "Die Anzahl pro Seite"],
    ["more than 100 a page", "per_page=101", "per_page", "Die Anzahl pro Seite"],
    ["a fraction of a page", "per_page=2.5", "per_page", "Die Anzahl pro Seite"],
  ])("refuses %s with 422 in the request's language", async (_name, query, field, named) => {
    const res = await server.raw("GET", `/api/packages?project_id=${w.project.id}&${query}`, {
      site: ALPHA_DE_SITE,
    });
    expect(res.status).toBe(422);
    const error = apiErrorSchema.parse(res.body);
    expect(error.errors?.[field]?.join(" ")).toContain(named);
  });

  it.each([
    ["no project", "apartment_layout_id=1", "project_id"],
    ["a word for a project", "project_id=abc", "project_id"],
    ["a negative layout", "project_id=1&apartment_layout_id=-4", "apartment_layout_id"],
    ["a fraction", "project_id=1.5", "project_id"],
    ["a number too big", "project_id=99999999999999999999", "project_id"],
    ["a repeated parameter", "project_id=1&project_id=2", "project_id"],
    ["a bad user id", "project_id=1&user_id=me", "user_id"],
  ])("refuses %s with 422", async (_name, query, field) => {
    const res = await server.raw("GET", `/api/packages?${query}`);
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(res.body).errors?.[field]).toBeDefined();
  });

  it.each([
    ["a word for a package", "abc", `project_id=1&apartment_layout_id=1`, "packageId"],
    ["a negative package", "-3", `project_id=1&apartment_layout_id=1`, "packageId"],
    ["no project", "1", "apartment_layout_id=1", "project_id"],
    ["a word for a project", "1", "project_id=abc&apartment_layout_id=1", "project_id"],
  ])(
    "refuses one package by %s with 422 in the request's language",
    async (_name, id, query, field) => {
      const res = await server.raw("GET", `/api/packages/${id}?${query}`, { site: ALPHA_DE_SITE });
      expect(res.status).toBe(422);
      const error = apiErrorSchema.parse(res.body);
      expect(error.errors?.[field]).toBeDefined();
      expect(error.message).toMatch(/^Das (Paket|Projekt) /);
    },
  );
});
