import { PREVIEW_HEADER } from "@home-designer/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { message } from "../../src/i18n/messages.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/**
 * The preview of the draft (docs/decisions/042-draft-preview.md): the company's staff read the
 * draft as buyers will see it once published, through the same calls buyers make with the
 * `Preview` header, while buyers, guests and other companies read what is published.
 */
describe.each(databaseKinds())("the preview of the draft on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const admin = () => ({ token: w.token("admin"), site: ALPHA_SITE, locale: "en" });
  const previewing = (token: string | undefined, locale = "en") => ({
    token,
    site: ALPHA_SITE,
    locale,
    headers: { [PREVIEW_HEADER]: "draft" },
  });
  const preview = (caller = admin(), project?: string) =>
    server.api("POST /admin/draft/preview", { body: { project }, ...caller });
  /** Changes the price of a material in the draft, as the catalogue screen does. */
  const changePrice = async (code: string, price: string) => {
    const page = (
      await server.api("GET /admin/draft/materials", { query: { q: code }, ...admin() })
    ).answer;
    const found = page.materials.find((m) => m.code === code);
    if (!found) throw new Error(`no material ${code} in the draft`);
    const saved = await server.api("PATCH /admin/draft", {
      query: {},
      body: {
        version: page.version,
        operations: [
          { op: "test", path: `/materials/${found.index}/code`, value: code },
          { op: "replace", path: `/materials/${found.index}/price`, value: price },
        ],
      },
      ...admin(),
    });
    expect(saved.status).toBe(200);
    return saved.answer.version;
  };
  /** The price of a material in the catalogue the caller reads, in euros. */
  const priceIn = async (code: string, caller: object) => {
    const categories = (await server.api("GET /materials", { query: {}, ...caller })).answer;
    return categories.flatMap((c) => c.materials).find((m) => m.material_id === code)?.price;
  };

  const withoutIds = (answer: unknown): unknown =>
    JSON.parse(JSON.stringify(answer), (key, value) => (key === "id" ? undefined : value));

  beforeEach(async () => {
    await server.api("DELETE /admin/draft", admin());
  });

  it("shows a price changed in the draft to the company's staff only, and to buyers once published", async () => {
    const published = await priceIn("oak", { token: w.token("customer") });
    const version = await changePrice("oak", "77.70");

    const opened = await preview();
    expect(opened.status).toBe(200);
    expect(opened.answer.version).toBe(version);
    expect(await priceIn("oak", previewing(w.token("admin")))).toBe(77.7);
    expect(await priceIn("oak", previewing(w.token("designer")))).toBe(77.7);

    // The preview's layout is the preview copy's, with its rooms, and its company is not the site's.
    const layout = { project_id: opened.answer.project };
    const packages = await server.api("GET /packages", {
      query: { ...layout, apartment_layout_id: opened.answer.apartment_layout_id },
      ...previewing(w.token("admin")),
    });
    expect(packages.status).toBe(200);
    const company = await server.api("GET /company", {
      query: { url: ALPHA_SITE },
      ...previewing(w.token("admin")),
    });
    expect(company.answer.id).not.toBe(w.alpha.id);
    expect(company.answer.name).toBe(
      (await server.api("GET /company", { query: { url: ALPHA_SITE } })).answer.name,
    );

    // Buyers, guests and the staff themselves without the header read what is published.
    expect(await priceIn("oak", { token: w.token("customer") })).toBe(published);
    expect(await priceIn("oak", {})).toBe(published);
    expect(await priceIn("oak", admin())).toBe(published);
    const forGuests = await server.api("GET /packages", { query: layout });
    expect(forGuests.status).toBe(404);

    const done = await server.api("POST /admin/draft/publish", { body: { version }, ...admin() });
    expect(done.status).toBe(200);
    expect(await priceIn("oak", { token: w.token("customer") })).toBe(77.7);
  });

  it("previews a draft without changes as the company is published", async () => {
    expect((await preview()).status).toBe(200);
    const inPreview = (
      await server.api("GET /materials", { query: {}, ...previewing(w.token("admin")) })
    ).answer;
    const asPublished = (await server.api("GET /materials", { query: {}, ...admin() })).answer;
    // The copy's rows have ids of their own; everything a buyer reads is the same.
    expect(withoutIds(inPreview)).toEqual(withoutIds(asPublished));
  });

  it("opens the first layout of the project named, and says when there is none", async () => {
    const opened = await preview(admin(), "harbour-view");
    expect(opened.status).toBe(200);
    expect(opened.answer.project).not.toBe(w.project.id);
    const none = await preview(admin(), "nowhere");
    expect(none.status).toBe(404);
    expect(none.error.message).toBe(message("en", "previewNoLayout"));
    const bad = await server.api("POST /admin/draft/preview", {
      body: { project: "Not a code!" } as never,
      ...admin(),
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toHaveProperty("project");
  });

  it("is refused, in the caller's language, to buyers, guests and other companies' staff", async () => {
    await changePrice("oak", "88.80");
    expect((await preview()).status).toBe(200);
    const customer = await server.api("GET /materials", {
      query: {},
      ...previewing(w.token("customer"), "de"),
    });
    expect(customer.status).toBe(403);
    expect(customer.error.message).toBe(message("de", "previewStaffOnly"));
    const guest = await server.api("GET /materials", { query: {}, ...previewing(undefined, "et") });
    expect(guest.status).toBe(404);
    expect(guest.error.message).toBe(message("et", "previewNotFound"));
    for (const other of ["betaAdmin", "betaDesigner"]) {
      const answer = await server.api("GET /materials", {
        query: {},
        ...previewing(w.token(other)),
      });
      expect(answer.status).toBe(404);
    }
    // Nor does the preview copy answer on a host of its own.
    const byHost = await server.raw("GET", "/api/materials", {
      site: null,
      headers: { host: `${w.alpha.id}.preview.invalid` },
    });
    expect(byHost.status).toBe(404);
  });

  it("writes, shares and renders nothing in a preview", async () => {
    expect((await preview()).status).toBe(200);
    const before = await fingerprint(server.ctx.db, ["short_links", "packages", "companies"]);
    const shared = await server.api("POST /short-links", {
      body: {
        url: `${ALPHA_SITE}/en/custom/kitchen?project=1&apartment_layout_id=1`,
        company_id: w.alpha.id,
      },
      ...previewing(w.token("admin")),
    });
    expect(shared.status).toBe(403);
    expect(shared.error.message).toBe(message("en", "previewReadOnly"));
    expect(await fingerprint(server.ctx.db, ["short_links", "packages", "companies"])).toEqual(
      before,
    );
  });

  it("is made by the company's staff only", async () => {
    expect(
      (await preview({ token: w.token("designer"), site: ALPHA_SITE, locale: "en" })).status,
    ).toBe(200);
    const customer = await preview({ token: w.token("customer"), site: ALPHA_SITE, locale: "en" });
    expect(customer.status).toBe(403);
    const guest = await server.api("POST /admin/draft/preview", { body: {}, site: ALPHA_SITE });
    expect(guest.status).toBe(401);
  });
});
