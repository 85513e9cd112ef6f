import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  changeRequestFiles,
  changeRequests,
  companies,
  confirmations,
  files,
  userLayoutPackages,
} from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/**
 * A buyer asking to change a confirmed layout (decision 046): the developer is mailed, staff
 * decline it with a reason the buyer is mailed, or accept it by reopening the layout.
 */
describe.each(databaseKinds())("change requests (%s)", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
      await ctx.db
        .update(companies)
        .set({ developerEmails: ["developer@alpha.test"] })
        .where(eq(companies.id, w.alpha.id));
    });
  });
  afterAll(() => server?.close());

  const ask = (token: string, text: string, site?: string) =>
    server.api("POST /layouts/:layoutId/change-requests", {
      params: { layoutId: w.layout.id },
      body: { message: text },
      token,
      ...(site ? { site } : { locale: "en" }),
    });
  const decline = (token: string, requestId: number, reason: string, site?: string) =>
    server.api("POST /change-requests/:requestId/decline", {
      params: { requestId },
      body: { reason },
      token,
      ...(site ? { site } : { locale: "en" }),
    });
  /** The dashboard's requests: the caller's own, or with `userId` the customer's staff act for. */
  const list = (token: string, { site, userId }: { site?: string; userId?: number } = {}) =>
    server.api("GET /change-requests", {
      query: userId === undefined ? {} : { user_id: userId },
      token,
      ...(site ? { site } : {}),
    });
  const forCustomer = () => ({ userId: w.user("customer").id });
  const stored = () => server.ctx.db.select().from(changeRequests);
  const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
  const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
  const attach = (
    token: string | undefined,
    requestId: number,
    parts: [Buffer, string][],
    site?: string,
  ) => {
    const form = new FormData();
    for (const [bytes, name] of parts) form.append("files[]", new Blob([bytes]), name);
    return server.api("POST /change-requests/:requestId/files", {
      params: { requestId },
      body: form,
      token,
      ...(site ? { site } : { locale: "en" }),
    });
  };
  const attachedRows = () => server.ctx.db.select().from(changeRequestFiles);

  it("refuses a request for a layout not confirmed", async () => {
    const res = await ask(w.token("customer"), "A darker floor, please");
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(message("en", "notConfirmedToChange"));
  });

  it("keeps the buyer's request with the version and mails the developer", async () => {
    const confirmed = await server.api("POST /confirm-package", {
      token: w.token("customer"),
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.customerPackage.id,
        selected_locale: "en",
      },
    });
    expect(confirmed.status).toBe(200);
    const mails = server.mails.length;
    const res = await ask(w.token("customer"), "A darker floor, please");
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({
      message: message("en", "changeRequested"),
      change_request: {
        id: expect.any(Number),
        version: 1,
        status: "open",
        message: "A darker floor, please",
        created_at: expect.any(String),
        answer: null,
        answered_at: null,
        files: [],
      },
    });
    const mail = server.mails.slice(mails).find((m) => m.to.includes("developer@alpha.test"));
    expect(mail?.text).toContain("A darker floor, please");
    expect(mail?.text).toContain(`/dashboard/${w.user("customer").id}`);
  });

  it("keeps one open request per layout", async () => {
    const res = await ask(w.token("customer"), "And the tiles");
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(message("en", "changeRequestOpen"));
    expect(await stored()).toHaveLength(1);
  });

  it("takes the buyer's files on their open request, shown to staff, and refuses anyone else, a wrong file and too many", async () => {
    const [open] = await stored();
    const id = open?.id ?? 0;
    const res = await attach(w.token("customer"), id, [
      [PDF, "Wall in the kitchen.pdf"],
      [PNG, "photo.png"],
    ]);
    expect(res.status).toBe(200);
    expect(res.answer.change_request.files).toEqual([
      {
        id: expect.any(Number),
        name: "Wall in the kitchen.pdf",
        type: "application/pdf",
        url: expect.any(String),
      },
      { id: expect.any(Number), name: "photo.png", type: "image/png", url: expect.any(String) },
    ]);
    const seen =
      (await list(w.token("designer"), forCustomer())).answer.change_requests[0]?.files ?? [];
    expect(seen.map((f) => f.name)).toEqual(["Wall in the kitchen.pdf", "photo.png"]);
    const download = await fetch(new URL(seen[0]?.url ?? "", server.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);

    const before = (await attachedRows()).length;
    expect((await attach(undefined, id, [[PNG, "a.png"]])).status).toBe(401);
    expect((await attach(w.token("otherCustomer"), id, [[PNG, "a.png"]])).status).toBe(403);
    expect((await attach(w.token("designer"), id, [[PNG, "a.png"]])).status).toBe(403);
    expect((await attach(w.token("betaCustomer"), id, [[PNG, "a.png"]], BETA_SITE)).status).toBe(
      404,
    );
    const wrong = await attach(
      w.token("customer"),
      id,
      [[Buffer.from("<html>"), "x.html"]],
      ALPHA_DE_SITE,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.error.message).toBe(message("de", "fileWrongType", { name: "x.html" }));
    const tooMany = await attach(
      w.token("customer"),
      id,
      Array.from({ length: 4 }, (_, i): [Buffer, string] => [PNG, `more-${i}.png`]),
    );
    expect(tooMany.status).toBe(413);
    expect((await attachedRows()).length).toBe(before);
  });

  it("lets staff decline it with a reason the buyer reads by mail, once", async () => {
    const [open] = await stored();
    const mails = server.mails.length;
    const res = await decline(w.token("designer"), open?.id ?? 0, "The floor is laid already.");
    expect(res.status).toBe(200);
    expect(res.answer.change_request).toMatchObject({
      status: "declined",
      answer: "The floor is laid already.",
      answered_at: expect.any(String),
    });
    const mail = server.mails.slice(mails).find((m) => m.to === "customer@example.test");
    // In the buyer's language, Estonian here.
    expect(mail?.subject).toContain("Vastus sinu muudatuse soovile");
    expect(mail?.text).toContain("The floor is laid already.");
    const again = await decline(w.token("admin"), open?.id ?? 0, "No");
    expect(again.status).toBe(409);
    // An answered request takes no more files.
    expect((await attach(w.token("customer"), open?.id ?? 0, [[PNG, "late.png"]])).status).toBe(
      409,
    );
    expect((await list(w.token("customer"))).answer.change_requests).toMatchObject([
      { status: "declined", answer: "The floor is laid already." },
    ]);
  });

  it("is accepted by reopening the layout with it", async () => {
    const asked = await ask(w.token("customer"), "The kitchen fronts in white");
    expect(asked.status).toBe(200);
    const id = asked.answer.change_request.id;
    const reopened = await server.api("POST /layouts/:layoutId/reopen", {
      params: { layoutId: w.layout.id },
      body: {
        reason: "Agreed: white fronts.",
        tab_ids: [w.rooms.kitchenRoom.id],
        change_request_id: id,
      },
      token: w.token("admin"),
      locale: "en",
    });
    expect(reopened.status).toBe(200);
    const requests = (await list(w.token("customer"))).answer.change_requests;
    expect(requests.map((r) => [r.status, r.answer])).toEqual([
      ["accepted", "Agreed: white fronts."],
      ["declined", "The floor is laid already."],
    ]);
    const [version] = await server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
    expect(version?.status).toBe("reopened");
  });

  it("does not reopen for a request already answered, and changes nothing", async () => {
    // Confirmed again, then a reopening that names the accepted request.
    expect(
      (
        await server.api("POST /confirm-package", {
          token: w.token("customer"),
          body: {
            apartment_id: w.apartments.apt10.id,
            apartment_layout_id: w.layout.id,
            package_id: w.packages.customerPackage.id,
            selected_locale: "en",
          },
        })
      ).status,
    ).toBe(200);
    const [accepted] = (await list(w.token("admin"), forCustomer())).answer.change_requests;
    const res = await server.api("POST /layouts/:layoutId/reopen", {
      params: { layoutId: w.layout.id },
      body: { reason: "Again", tab_ids: [], change_request_id: accepted?.id ?? 0 },
      token: w.token("admin"),
      locale: "en",
    });
    expect(res.status).toBe(409);
    const versions = await server.ctx.db
      .select({ status: confirmations.status })
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
    expect(versions.map((v) => v.status).sort()).toEqual(["current", "reopened"]);
  });

  it("refuses bad input at its field, in the request's language, and stores nothing", async () => {
    const before = await stored();
    const empty = await ask(w.token("customer"), "  ", ALPHA_DE_SITE);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.error.errors ?? {})).toEqual(["message"]);
    expect(empty.error.message).toContain("Nachricht");
    const long = await ask(w.token("customer"), "x".repeat(2001));
    expect(long.status).toBe(422);
    const [first] = before;
    const noReason = await decline(w.token("admin"), first?.id ?? 0, "", ALPHA_DE_SITE);
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.error.errors ?? {})).toEqual(["reason"]);
    const unknown = await decline(w.token("admin"), 999_999, "Why");
    expect(unknown.status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("lets only the layout's buyer ask, only the company's staff decline, and only both read", async () => {
    const before = await stored();
    expect((await ask("", "Mine")).status).toBe(401);
    expect((await ask(w.token("otherCustomer"), "Not mine")).status).toBe(403);
    expect((await ask(w.token("designer"), "Staff reopen instead")).status).toBe(403);
    for (const key of ["betaAdmin", "betaDesigner", "betaCustomer"]) {
      expect((await ask(w.token(key), "Other company", BETA_SITE)).status).toBe(404);
    }
    // An open request to answer: the one before was accepted.
    await server.ctx.db.insert(changeRequests).values({
      apartmentLayoutId: w.layout.id,
      confirmationId: before[0]?.confirmationId ?? 0,
      version: 1,
      userId: w.user("customer").id,
      message: "Open one",
    });
    const [open] = (await list(w.token("admin"), forCustomer())).answer.change_requests;
    const id = open?.id ?? 0;
    expect((await decline("", id, "No")).status).toBe(401);
    expect((await decline(w.token("customer"), id, "No")).status).toBe(403);
    expect((await decline(w.token("otherCustomer"), id, "No")).status).toBe(403);
    for (const key of ["betaAdmin", "betaDesigner"]) {
      expect((await decline(w.token(key), id, "No", BETA_SITE)).status).toBe(404);
    }
    expect((await stored()).find((r) => r.id === id)?.status).toBe("open");
  });

  it("reads the dashboard's requests in one call: exactly the person's, with their files and layouts", async () => {
    // The other customer's confirmed second layout, with a request of theirs, on their dashboard;
    // and the customer's layout added to their dashboard too, though they do not buy it.
    const [request] = await server.ctx.db
      .insert(changeRequests)
      .values({
        apartmentLayoutId: w.layout2.id,
        confirmationId: w.confirmation.id,
        version: 1,
        userId: w.user("otherCustomer").id,
        message: "Another wall colour",
      })
      .returning();
    await server.ctx.db.insert(userLayoutPackages).values(
      [w.layout2.id, w.layout.id].map((apartmentLayoutId) => ({
        userId: w.user("otherCustomer").id,
        apartmentLayoutId,
        packageId: w.packages.basic.id,
      })),
    );
    const customers = await server.ctx.db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.apartmentLayoutId, w.layout.id))
      .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id));
    expect(customers.length).toBeGreaterThanOrEqual(3);

    const own = await list(w.token("customer"));
    expect(own.status).toBe(200);
    expect(own.answer.change_requests.map((r) => [r.id, r.apartment_layout_id])).toEqual(
      customers.map((r) => [r.id, w.layout.id]),
    );
    const withFiles = own.answer.change_requests.find((r) => r.files.length > 0);
    expect(withFiles?.files.map((f) => f.name)).toEqual(["Wall in the kitchen.pdf", "photo.png"]);
    // Staff acting for the customer read the same.
    const forThem = await list(w.token("designer"), forCustomer());
    expect(forThem.answer.change_requests.map((r) => r.id)).toEqual(customers.map((r) => r.id));

    // The other customer reads their own only, not the customer's on a layout they do not buy.
    const other = await list(w.token("otherCustomer"));
    expect(other.answer.change_requests).toEqual([
      {
        id: request?.id,
        version: 1,
        status: "open",
        message: "Another wall colour",
        created_at: expect.any(String),
        answer: null,
        answered_at: null,
        files: [],
        apartment_layout_id: w.layout2.id,
      },
    ]);
    // Staff of the company read a customer's own dashboard's, nobody's on their own.
    expect((await list(w.token("admin"))).answer.change_requests).toEqual([]);
  });

  it("refuses the dashboard's requests to a guest, and someone else's to other customers and companies", async () => {
    expect((await list("")).status).toBe(401);
    expect((await list("", forCustomer())).status).toBe(401);
    expect((await list(w.token("otherCustomer"), forCustomer())).status).toBe(403);
    for (const key of ["betaAdmin", "betaDesigner", "betaCustomer"]) {
      // On their own company's site: their own dashboard holds none, the customer is not found.
      const ownSite = await list(w.token(key), { site: BETA_SITE });
      expect(ownSite.answer.change_requests).toEqual([]);
      const named = await list(w.token(key), { site: BETA_SITE, ...forCustomer() });
      expect(named.status).toBe(key === "betaCustomer" ? 403 : 404);
      // On this company's site their login is not one.
      expect((await list(w.token(key), forCustomer())).status).toBe(401);
    }
  });

  it("erases the buyer's files with their account", async () => {
    const [open] = (await list(w.token("customer"))).answer.change_requests;
    expect(open?.status).toBe("open");
    expect((await attach(w.token("customer"), open?.id ?? 0, [[PDF, "plan.pdf"]])).status).toBe(
      200,
    );
    const keys = (await attachedRows()).map((r) => r.file);
    expect(keys.length).toBeGreaterThan(0);
    expect(
      (await server.api("DELETE /auth/user/delete", { token: w.token("customer") })).status,
    ).toBe(200);
    expect(await attachedRows()).toEqual([]);
    expect(await server.ctx.db.select().from(files).where(inArray(files.key, keys))).toEqual([]);
    for (const key of keys) await expect(server.ctx.storage.read(key)).rejects.toThrow();
  });
});
