import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { apiErrorSchema } from "@home-designer/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apartmentBuyers, confirmations, users } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "../../../..");

describe.each(databaseKinds())("apartment buyers on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const apartment = () => ({ apartmentId: w.apartments.apt10.id });
  const put = (emails: string[], token = w.token("designer"), site?: string) =>
    server.api("PUT /apartments/:apartmentId/buyers", {
      params: apartment(),
      body: { emails },
      token,
      site,
    });
  const read = (token?: string) =>
    server.api("GET /apartments/:apartmentId/buyers", { params: apartment(), token });
  const listed = async () =>
    (
      await server.ctx.db
        .select({ email: apartmentBuyers.email })
        .from(apartmentBuyers)
        .where(eq(apartmentBuyers.apartmentId, w.apartments.apt10.id))
    )
      .map((r) => r.email)
      .sort();
  /** The basic package as the caller sees it, or as staff see it for the customer `user_id`. */
  const confirmable = async (token: string, acting: { user_id?: number } = {}) => {
    const res = await server.api("GET /packages", {
      query: { project_id: w.project.id, apartment_layout_id: w.layout.id, ...acting },
      token,
    });
    return res.answer[0];
  };
  const confirmBasic = (token: string, query: { user_id?: number } = {}) =>
    server.api("POST /confirm-package", {
      query,
      token,
      headers: { locale: "en" },
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.basic.id,
        selected_locale: "en",
      },
    });

  it("are set by staff of the company, by e-mail, in lower case and once each", async () => {
    const res = await put([
      "Customer@Example.test",
      " co-owner@example.test ",
      "customer@example.test",
    ]);
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({
      apartment_id: w.apartments.apt10.id,
      emails: ["customer@example.test", "co-owner@example.test"],
    });
    expect((await read(w.token("designer"))).answer.emails.sort()).toEqual(await listed());
  });

  it("decide who may confirm: a buyer may, another customer may not and is told why", async () => {
    await put(["customer@example.test"]);
    expect((await confirmable(w.token("customer")))?.can_confirm).toBe(true);
    const other = await confirmable(w.token("otherCustomer"));
    expect(other).toMatchObject({ can_confirm: false });
    expect(other?.abilities.confirm_refusal).toBe("not_buyer");
    const refused = await confirmBasic(w.token("otherCustomer"));
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe("Only the buyer of this apartment can confirm.");
    // Once the customer is no longer listed, they may not confirm either.
    await put(["co-owner@example.test"]);
    expect((await confirmable(w.token("customer")))?.abilities.confirm_refusal).toBe("not_buyer");
    expect((await confirmBasic(w.token("customer"))).status).toBe(403);
    expect(
      await server.ctx.db
        .select()
        .from(confirmations)
        .where(eq(confirmations.apartmentLayoutId, w.layout.id)),
    ).toEqual([]);
  });

  it("let staff confirm for a buyer, and only for a buyer", async () => {
    await put(["customer@example.test"]);
    const forOther = { user_id: w.user("otherCustomer").id };
    expect((await confirmBasic(w.token("designer"), forOther)).status).toBe(403);
    expect((await confirmBasic(w.token("designer"))).status).toBe(403);
    const forBuyer = { user_id: w.user("customer").id };
    expect((await confirmable(w.token("designer"), forBuyer))?.can_confirm).toBe(true);
    const confirmed = await confirmBasic(w.token("designer"), forBuyer);
    expect(confirmed.status).toBe(200);
    const [row] = await server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
    expect(row).toMatchObject({
      userId: w.user("customer").id,
      confirmedBy: w.user("designer").id,
    });
    await server.ctx.db
      .delete(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
  });

  it("ask a listed buyer whose address is not confirmed to confirm it first", async () => {
    await put(["customer@example.test"]);
    await server.ctx.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.id, w.user("customer").id));
    try {
      expect((await confirmable(w.token("customer")))?.abilities.confirm_refusal).toBe(
        "email_unverified",
      );
      expect((await confirmBasic(w.token("customer"))).status).toBe(403);
    } finally {
      await server.ctx.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, w.user("customer").id));
    }
  });

  it("are refused to guests, customers and other companies, changing nothing", async () => {
    await put(["customer@example.test"]);
    const before = await listed();
    const anonymous = await server.api("PUT /apartments/:apartmentId/buyers", {
      params: apartment(),
      body: { emails: [] },
    });
    expect(anonymous.status).toBe(401);
    expect((await read()).status).toBe(401);
    expect((await put([], w.token("customer"))).status).toBe(403);
    expect((await read(w.token("customer"))).status).toBe(403);
    // Another company's designer is a guest on Alpha's site, and finds no such apartment on Beta's.
    expect((await put([], w.token("betaDesigner"))).status).toBe(401);
    expect((await put([], w.token("betaDesigner"), BETA_SITE)).status).toBe(404);
    expect((await put([], w.token("betaCustomer"), BETA_SITE)).status).toBe(404);
    expect(await listed()).toEqual(before);
  });

  it.each([
    ["two addresses in one", ["a@x.com,b@y.net"]],
    ["no address", ["not-an-address"]],
    ["not a list", "customer@example.test"],
    ["too many", Array.from({ length: 21 }, (_, i) => `buyer${i}@example.test`)],
  ])("refuse %s with 422 naming the field, changing nothing", async (_name, emails) => {
    const before = await listed();
    const res = await server.raw("PUT", `/api/apartments/${w.apartments.apt10.id}/buyers`, {
      token: w.token("designer"),
      body: { emails },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(res.body).errors ?? {}).join()).toMatch(/^emails/);
    expect(await listed()).toEqual(before);
  });

  it("answer 404 for an unknown apartment and 422 for an id out of range", async () => {
    const unknown = await server.api("GET /apartments/:apartmentId/buyers", {
      params: { apartmentId: 999999 },
      token: w.token("designer"),
    });
    expect(unknown.status).toBe(404);
    const huge = await server.api("GET /apartments/:apartmentId/buyers", {
      params: { apartmentId: 2147483648 },
      token: w.token("designer"),
    });
    expect(huge.status).toBe(422);
  });
});

describe.each(databaseKinds().filter((k) => k === "postgres"))("npm run buyers on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const cli = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "apps/server/src/cli/main.ts", "buyers", ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: server.databaseUrl ?? "", LOG_LEVEL: "silent" },
    });

  it("sets and lists an apartment's buyers, as staff do through the API", async () => {
    const id = String(w.apartments.apt2.id);
    const set = await cli("set", id, "Buyer.One@Example.test", "buyer.two@example.test");
    expect(set.stdout).toContain("buyer.one@example.test, buyer.two@example.test");
    const list = await cli("list", id);
    expect(list.stdout).toContain(
      "Harbour View, A-2: buyer.one@example.test, buyer.two@example.test",
    );
    const bad = await cli("set", id, "a@x.com,b@y.net").catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(bad).toMatchObject({ code: 2 });
    expect((await cli("list", id)).stdout).toContain("buyer.one@example.test");
    // Four processes start from the TypeScript sources: slow on a busy machine, not wrong.
  }, 120_000);
});
