import type { DraftOperation } from "@home-designer/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apartmentBuyers } from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/**
 * A published apartment's buyers are bound at once by any of its company's staff, and the
 * company's draft carries the same list, so that publishing it keeps the binding
 * (docs/decisions/050).
 */
describe.each(databaseKinds())("buyers bound at once, in the draft too, on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const admin = () => ({ token: w.token("admin"), site: ALPHA_SITE, locale: "en" });
  const designer = () => ({ token: w.token("designer"), site: ALPHA_SITE, locale: "en" });
  const designerDe = () => ({ token: w.token("designer"), site: ALPHA_DE_SITE, locale: "de" });

  const bind = (emails: string[], caller = designer(), apartmentId = w.apartments.apt10.id) =>
    server.api("PUT /apartments/:apartmentId/buyers", {
      params: { apartmentId },
      body: { emails },
      ...caller,
    });
  const draft = async () => (await server.api("GET /admin/draft", admin())).answer;
  const draftApartment = async (number: string) => {
    const list = (
      await server.api("GET /admin/draft/apartments", {
        query: { project: "harbour-view" },
        ...designer(),
      })
    ).answer;
    const found = list.apartments.find((a) => a.building === "A" && a.apartment === number);
    if (!found) throw new Error(`no apartment A-${number} in the draft`);
    return found;
  };
  const edit = (version: number, operations: DraftOperation[]) =>
    server.api("PATCH /admin/draft", { query: {}, body: { version, operations }, ...admin() });
  const bound = async () =>
    (
      await server.ctx.db
        .select({ email: apartmentBuyers.email })
        .from(apartmentBuyers)
        .where(eq(apartmentBuyers.apartmentId, w.apartments.apt10.id))
    )
      .map((r) => r.email)
      .sort();
  const kept = () => fingerprint(server.ctx.db, ["company_drafts", "apartment_buyers"]);

  beforeEach(async () => {
    await server.api("DELETE /admin/draft", admin());
    await bind(["customer@example.test"]);
  });

  it("names each published apartment of the draft by its id, one only the draft has by none", async () => {
    const ten = await draftApartment("10");
    expect(ten.apartment_id).toBe(w.apartments.apt10.id);
    const building = ten.pointer.split("/apartments/")[0];
    const added = await edit((await draft()).version, [
      {
        op: "add",
        path: `${building}/apartments/-`,
        value: { code: "new-11", number: "11", layouts: [] },
      },
    ]);
    expect(added.status).toBe(200);
    expect((await draftApartment("11")).apartment_id).toBeNull();
  });

  it("binds at once, and a draft without edits shows it on its next read", async () => {
    expect((await draftApartment("10")).buyers).toEqual(["customer@example.test"]);
    const res = await bind(["customer@example.test", "Partner@Example.test"]);
    expect(res.status).toBe(200);
    expect(res.answer.emails).toEqual(["customer@example.test", "partner@example.test"]);
    expect(await bound()).toEqual(["customer@example.test", "partner@example.test"]);
    expect((await draftApartment("10")).buyers).toEqual([
      "customer@example.test",
      "partner@example.test",
    ]);
    const now = await draft();
    expect(now.version).toBe(0);
    expect(now.changes).toEqual([]);
    expect(now.abilities).toEqual({ edit: true, buyers: true });
  });

  it("carries the binding into a draft with edits, which publishes it with the rest", async () => {
    const ten = await draftApartment("10");
    const first = await edit(0, [{ op: "add", path: "/newsletter", value: true }]);
    expect(first.status).toBe(200);

    expect((await bind(["partner@example.test"])).status).toBe(200);
    expect(await bound()).toEqual(["partner@example.test"]);
    const after = await draft();
    // The draft's next version, by the designer: an admin's edit made on the one before is told.
    expect(after.version).toBe(2);
    expect(after.updated_by).toBe("designer@example.test");
    expect((await draftApartment("10")).buyers).toEqual(["partner@example.test"]);
    expect((await edit(1, [{ op: "add", path: "/newsletter", value: false }])).status).toBe(409);
    // Publishing the draft neither undoes the binding nor counts it as a change of its own.
    expect(after.changes.some((c) => c.kind === "apartment")).toBe(false);
    const published = await server.api("POST /admin/draft/publish", {
      body: { version: after.version },
      ...admin(),
    });
    expect(published.status).toBe(200);
    expect(await bound()).toEqual(["partner@example.test"]);
    expect((await draftApartment("10")).pointer).toBe(ten.pointer);
  });

  it("is refused while the draft moves the apartment, in the caller's language, changing nothing", async () => {
    // An apartment without designs, published, then given another code in the draft.
    const building = (await draftApartment("10")).pointer.split("/apartments/")[0];
    const apartment = { code: "a-12", number: "12", layouts: [] };
    await edit(0, [{ op: "add", path: `${building}/apartments/-`, value: apartment }]);
    expect(
      (await server.api("POST /admin/draft/publish", { body: { version: 1 }, ...admin() })).status,
    ).toBe(200);
    const twelve = await draftApartment("12");
    const renamed = await edit(0, [
      { op: "replace", path: `${twelve.pointer}/code`, value: "a-12b" },
    ]);
    expect(renamed.status).toBe(200);
    const before = await kept();
    const res = await bind(["partner@example.test"], designerDe(), twelve.apartment_id ?? 0);
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(message("de", "buyersApartmentLeftDraft"));
    expect(await kept()).toBe(before);
  });

  it("refuses bad addresses in the caller's language, changing nothing", async () => {
    await edit(0, [{ op: "add", path: "/newsletter", value: true }]);
    const before = await kept();
    const res = await server.raw("PUT", `/api/apartments/${w.apartments.apt10.id}/buyers`, {
      body: { emails: ["customer@example.test", "not an address"] },
      ...designerDe(),
    });
    expect(res.status).toBe(422);
    const body = res.body as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(["emails.1"]);
    // In German, as the call asked.
    expect(body.message).toMatch(/E-Mail/);
    expect(await kept()).toBe(before);
  });

  it("is refused to customers and to another company's staff, changing nothing", async () => {
    await edit(0, [{ op: "add", path: "/newsletter", value: true }]);
    const before = await kept();
    for (const key of ["customer", "betaDesigner", "betaAdmin"] as const) {
      const res = await bind(["stranger@example.test"], { ...designer(), token: w.token(key) });
      // Another company's token is no session on Alpha's site (401).
      expect([401, 403, 404]).toContain(res.status);
    }
    const guest = await server.raw("PUT", `/api/apartments/${w.apartments.apt10.id}/buyers`, {
      body: { emails: ["stranger@example.test"] },
      site: ALPHA_SITE,
    });
    expect(guest.status).toBe(401);
    expect(await kept()).toBe(before);
  });
});
