import type { Company } from "@home-designer/core";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "../../src/context.ts";
import { errorHandler } from "../../src/http/errors.ts";
import { registerRequestContext, settleLocale } from "../../src/http/request-context.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/*
 * The request decorations (http/request-context.ts): `request.locale` from the headers and the
 * languages of the request's site, and the site (`request.site()`, `request.companyId(named)`)
 * looked up once.
 */
describe("request decorations", () => {
  const alpha = { id: 7, name: "Alpha Homes", locales: ["et", "en"] } as Company;
  const german = { ...alpha, locales: ["de", "en"] } as Company;
  const lookups: string[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    // The read cache stands in for the database: it knows Alpha's two hosts (one Estonian, one
    // German), and counts the look-ups.
    const known: Record<string, Company> = {
      "company-host:alpha.test": alpha,
      "company-host:de.alpha.test": german,
    };
    const ctx = {
      config: { publicUrl: "https://public.test" },
      cache: {
        get(key: string) {
          lookups.push(key);
          const company = known[key];
          return company ? Promise.resolve(company) : Promise.reject(new Error("no such host"));
        },
      },
    } as unknown as AppContext;
    app = Fastify();
    app.decorate("ctx", ctx);
    app.setErrorHandler(errorHandler);
    registerRequestContext(app);
    // As the server settles it, once the read cache is fresh (app.ts).
    app.addHook("onRequest", settleLocale);
    app.get("/locale", async (request) => ({ locale: request.locale }));
    app.get<{ Querystring: { company_id?: string } }>("/site", async (request) => {
      // Several services of one call asking for the site: one look-up.
      const [first, second] = await Promise.all([request.site(), request.site()]);
      const named = request.query.company_id;
      const id = await request.companyId(named === undefined ? undefined : Number(named));
      const again = await request.companyId();
      return { company: first.company.id, url: second.url, id, again };
    });
    await app.ready();
  });
  afterAll(() => app?.close());
  beforeEach(() => {
    lookups.length = 0;
  });

  it.each([
    [{ locale: "de" }, "de"],
    [{ locale: "de-AT", "accept-language": "et" }, "de"],
    [{ locale: "ru" }, "en"],
    [{ locale: " ", "accept-language": "en-GB,et;q=0.5" }, "en"],
    [{ "accept-language": "fi, de;q=0.8" }, "de"],
    [{ "accept-language": "fi" }, "en"],
    [{ "accept-language": "*" }, "et"],
    [{}, "et"],
  ])("reads the locale where no site is known from %j as %s", async (headers, locale) => {
    const res = await app.inject({ url: "/locale", headers });
    expect(res.json()).toEqual({ locale });
  });

  it.each([
    ["alpha.test", {}, "et"],
    ["alpha.test", { locale: "de" }, "et"],
    ["alpha.test", { "accept-language": "de, en;q=0.5" }, "en"],
    ["alpha.test", { locale: "ru" }, "en"],
    ["de.alpha.test", {}, "de"],
    ["de.alpha.test", { locale: "et" }, "de"],
    ["de.alpha.test", { "accept-language": "et, en;q=0.5" }, "en"],
    ["de.alpha.test", { "accept-language": "fi" }, "en"],
  ])(
    "reads the locale on %s from %j as %s, a language the site offers",
    async (host, headers, locale) => {
      const res = await app.inject({ url: "/locale", headers: { host, ...headers } });
      expect(res.json()).toEqual({ locale });
    },
  );

  it("looks the site up once per request however often it is asked", async () => {
    const res = await app.inject({ url: "/site", headers: { origin: "https://alpha.test/" } });
    expect(res.json()).toEqual({ company: 7, url: "https://alpha.test", id: 7, again: 7 });
    expect(lookups).toEqual(["company-host:alpha.test"]);
    // Another request looks it up again (the read cache makes that cheap, not this decoration).
    await app.inject({ url: "/site", headers: { origin: "https://alpha.test" } });
    expect(lookups).toHaveLength(2);
  });

  it("takes the Origin's host, else the Host; the address is the one it was found by", async () => {
    const byHost = await app.inject({ url: "/site", headers: { host: "alpha.test:3000" } });
    expect(byHost.json()).toMatchObject({ company: 7, url: "http://alpha.test:3000" });
    const byOrigin = await app.inject({
      url: "/site",
      headers: { host: "beta.test", origin: "http://alpha.test:5173" },
    });
    expect(byOrigin.json()).toMatchObject({ company: 7, url: "http://alpha.test:5173" });
    const unknown = await app.inject({
      url: "/site",
      headers: { host: "alpha.test", origin: "https://elsewhere.test", locale: "de" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: "Für diese Adresse ist kein Home Designer eines Unternehmens eingerichtet.",
    });
    expect(lookups).toEqual([
      "company-host:alpha.test",
      "company-host:alpha.test",
      "company-host:elsewhere.test",
    ]);
  });

  it.each([
    [{ host: "alpha.test:@evil.test" }, "http://alpha.test"],
    [{ host: "ALPHA.test:8080" }, "http://alpha.test:8080"],
    [{ origin: "https://mallory@alpha.test/evil.test?x" }, "https://alpha.test"],
    [{ origin: "javascript://alpha.test:99" }, "http://alpha.test:99"],
  ])("rebuilds the address from the host that matched out of %j: %s", async (headers, url) => {
    const res = await app.inject({ url: "/site", headers });
    expect(res.json()).toMatchObject({ company: 7, url });
  });

  it("lets a named company narrow the call to the site's own, never widen it", async () => {
    const own = await app.inject({ url: "/site?company_id=7", headers: { host: "alpha.test" } });
    expect(own.json()).toMatchObject({ id: 7 });
    const other = await app.inject({
      url: "/site?company_id=8",
      headers: { host: "alpha.test", locale: "en" },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: "This belongs to another company's site." });
  });
});

describe.each(databaseKinds())("the site of a request, in the whole server, on %s", (kind) => {
  let server: TestServer;
  let w: World;
  const lookups: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
    const { cache } = server.ctx;
    const get = cache.get.bind(cache);
    cache.get = ((key: string, load: () => Promise<unknown>) => {
      if (key.startsWith("company-host:")) lookups.push(key);
      return get(key, load);
    }) as typeof cache.get;
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    lookups.length = 0;
  });

  it("is looked up once by a call whose route, login and acting-for all need it", async () => {
    const res = await server.api("GET /project/:project/tabs/:roomId", {
      params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
      query: { apartment_layout_id: w.layout.id, user_id: w.user("customer").id },
      token: w.token("designer"),
    });
    expect(res.status).toBe(200);
    expect(lookups).toEqual(["company-host:alpha.test"]);
  });

  it("is looked up once by a call that is no company's, for its language; never by the health probe", async () => {
    expect((await server.api("GET /health")).status).toBe(200);
    expect(lookups).toEqual([]);
    const missing = await server.raw("GET", "/api/nothing-here", {
      site: "https://de.alpha.test",
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Inhalt nicht gefunden." });
    expect(lookups).toEqual(["company-host:de.alpha.test"]);
  });
});
