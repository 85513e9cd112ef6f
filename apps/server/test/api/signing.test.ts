import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, confirmations, signingRequests } from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { recordPdf } from "../../src/modules/packages/record-pdf.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { loginAtProvider, startOidcProvider } from "../helpers/oidc.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  freePort,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";
import { pdfText } from "../pdf/poppler.ts";

/**
 * Confirmations signed at a company's eID broker (decision 048), against a real OpenID Connect
 * provider on loopback standing for the broker: its admins set it, a buyer confirms only by
 * signing there, and the confirmation keeps the name the broker verified.
 */
describe.each(databaseKinds())("confirming signed with an electronic identity (%s)", (kind) => {
  let server: TestServer;
  let broker: Awaited<ReturnType<typeof startOidcProvider>>;
  let w: World;
  const CALLBACK = `${ALPHA_SITE}/api/signing/callback`;

  beforeAll(async () => {
    broker = await startOidcProvider({
      port: await freePort(),
      clientId: "alpha-homes",
      clientSecret: "broker-secret",
      redirectUri: CALLBACK,
      accounts: { "38001010000": { email: null, name: "Mari Maasikas" } },
    });
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(async () => {
    await server?.close();
    await broker?.close();
  });

  const admin = { token: () => w.token("admin"), site: ALPHA_SITE, locale: "en" as const };
  const settings = (caller = { token: w.token("admin"), site: ALPHA_SITE }) =>
    server.api("GET /admin/signing", caller);
  const set = (
    body: { issuer: string; client_id: string; client_secret?: string; label: string },
    caller: { token?: string; site?: string } = { token: admin.token(), site: admin.site },
  ) => server.api("PUT /admin/signing", { body, ...caller });
  const confirmBody = () => ({
    apartment_id: w.apartments.apt10.id,
    apartment_layout_id: w.layout.id,
    package_id: w.packages.customerPackage.id,
    selected_locale: "en" as const,
  });
  const versions = () =>
    server.ctx.db
      .select()
      .from(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
  const start = async () => {
    const res = await server.api("POST /confirm-package/sign", {
      body: confirmBody(),
      token: w.token("customer"),
      site: ALPHA_SITE,
    });
    expect(res.status).toBe(200);
    return new URL(res.answer.url);
  };
  /** The broker's answer arriving at our callback: where it sends the browser on. */
  const callback = async (search: string) => {
    const res = await server.raw("GET", `/api/signing/callback${search}`, { site: ALPHA_SITE });
    expect(res.status).toBe(303);
    return new URL(res.headers.get("location") ?? "");
  };

  it("lets only the company's admins set its broker, checked by discovery, its secret never read back", async () => {
    expect((await settings()).answer).toEqual({ signing: null, redirect_uri: CALLBACK });
    const body = {
      issuer: broker.issuer,
      client_id: "alpha-homes",
      client_secret: "broker-secret",
      label: "Smart-ID, Mobile-ID, ID card",
    };
    const kept = () => fingerprint(server.ctx.db, ["company_signing"]);
    const before = await kept();
    expect((await set(body, {})).status).toBe(401);
    expect((await set(body, { token: w.token("customer") })).status).toBe(403);
    expect((await set(body, { token: w.token("designer") })).status).toBe(403);
    expect((await set(body, { token: w.token("betaAdmin") })).status).toBe(401);
    expect((await settings({ token: w.token("designer"), site: ALPHA_SITE })).status).toBe(403);

    // Bad input, in the caller's language, at its field.
    const de = { token: admin.token(), site: ALPHA_DE_SITE };
    const notHttps = await set({ ...body, issuer: "ftp://broker.example.test" }, de);
    expect(notHttps.status).toBe(422);
    expect(notHttps.error.errors?.issuer).toEqual([message("de", "signingHttpsOnly")]);
    const closed = `http://127.0.0.1:${await freePort()}`;
    const nobody = await set({ ...body, issuer: closed }, de);
    expect(nobody.status).toBe(422);
    expect(nobody.error.errors?.issuer).toEqual([
      message("de", "signingBrokerUnreachable", { issuer: closed }),
    ]);
    const noSecret = await set({ ...body, client_secret: undefined }, de);
    expect(noSecret.status).toBe(422);
    expect(noSecret.error.errors?.client_secret).toEqual([message("de", "signingSecretRequired")]);
    const blank = await server.raw("PUT", "/api/admin/signing", {
      body: { issuer: "", client_id: " ", label: "" },
      ...de,
    });
    expect(blank.status).toBe(422);
    expect(Object.keys((blank.body as { errors: object }).errors).sort()).toEqual([
      "client_id",
      "issuer",
      "label",
    ]);
    expect(await kept()).toBe(before);

    const saved = await set(body);
    expect(saved.status).toBe(200);
    expect(saved.answer).toEqual({
      signing: {
        issuer: broker.issuer,
        client_id: "alpha-homes",
        label: "Smart-ID, Mobile-ID, ID card",
      },
      redirect_uri: CALLBACK,
    });
    expect(JSON.stringify((await settings()).answer)).not.toContain("broker-secret");
    // A change without the secret keeps it.
    expect((await set({ ...body, client_secret: undefined, label: "Smart-ID" })).status).toBe(200);
    expect((await set({ ...body, client_secret: undefined })).status).toBe(200);
    // Another company's admins on their own site see their own company's: none.
    expect((await settings({ token: w.token("betaAdmin"), site: BETA_SITE })).answer).toEqual({
      signing: null,
      redirect_uri: `${BETA_SITE}/api/signing/callback`,
    });

    const company = await server.api("GET /company", { query: { url: ALPHA_SITE } });
    expect(company.answer.signing).toEqual({ label: "Smart-ID, Mobile-ID, ID card" });
  });

  it("refuses the buyer's confirmation without signing, and signing by anyone but the buyer", async () => {
    const plain = await server.api("POST /confirm-package", {
      body: confirmBody(),
      token: w.token("customer"),
      site: ALPHA_DE_SITE,
    });
    expect(plain.status).toBe(409);
    expect(plain.error.message).toBe(message("de", "signingRequired"));
    // Staff sign nothing: the buyer's signature is the buyer's own.
    const staff = await server.api("POST /confirm-package/sign", {
      body: confirmBody(),
      token: w.token("designer"),
    });
    expect(staff.status).toBe(403);
    expect(staff.error.message).toBe(message("et", "onlyBuyerSigns"));
    // A guest, another customer and another company's buyer cannot start one either.
    expect((await server.api("POST /confirm-package/sign", { body: confirmBody() })).status).toBe(
      401,
    );
    expect(
      (
        await server.api("POST /confirm-package/sign", {
          body: confirmBody(),
          token: w.token("otherCustomer"),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.api("POST /confirm-package/sign", {
          body: { ...confirmBody(), apartment_layout_id: w.betaLayout.id },
          token: w.token("customer"),
        })
      ).status,
    ).toBe(404);
    expect(await versions()).toEqual([]);
    expect(await server.ctx.db.select().from(signingRequests)).toEqual([]);
  });

  it("confirms nothing when the buyer cancels, the broker's answer is false, or the time ran out", async () => {
    const cancelled = await start();
    const state = cancelled.searchParams.get("state") ?? "";
    const back = await callback(`?error=access_denied&state=${state}`);
    expect(back.pathname).toBe(`/en/${w.packages.customerPackage.id}/summary`);
    expect(back.searchParams.get("signing")).toBe("cancelled");

    const forged = await start();
    const failed = await callback(`?code=made-up&state=${forged.searchParams.get("state")}`);
    expect(failed.searchParams.get("signing")).toBe("failed");

    const late = await start();
    await server.ctx.db
      .update(signingRequests)
      .set({ expiresAt: sql`now() - interval '1 minute'` });
    const landing = await loginAtProvider(late.toString(), "38001010000", CALLBACK);
    expect((await callback(new URL(landing).search)).searchParams.get("signing")).toBe("expired");

    // A state nobody started goes to the dashboard.
    const unknown = await callback("?code=x&state=nobody-started-this");
    expect(unknown.pathname).toBe("/et/dashboard");
    expect(unknown.searchParams.get("signing")).toBe("expired");
    expect(await versions()).toEqual([]);
  });

  it("refuses a signature over a package changed while the buyer was at the broker", async () => {
    const url = await start();
    const saved = await server.api("POST /packages", {
      body: {
        apartment_layout_id: w.layout.id,
        package_id: w.packages.customerPackage.id,
        user_id: w.user("customer").id,
        selections: [{ tab_id: w.rooms.wholeRoom.id, selection_id: w.option("walnut") }],
      },
      token: w.token("designer"),
    });
    expect(saved.status).toBe(200);
    const landing = await loginAtProvider(url.toString(), "38001010000", CALLBACK);
    expect((await callback(new URL(landing).search)).searchParams.get("signing")).toBe("refused");
    expect(await versions()).toEqual([]);
  });

  it("confirms with the name the broker verified, in the version, its PDF of record and the audit trail", async () => {
    const url = await start();
    expect(url.origin).toBe(broker.issuer);
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    const landing = await loginAtProvider(url.toString(), "38001010000", CALLBACK);
    const back = await callback(new URL(landing).search);
    expect(back.origin).toBe(ALPHA_SITE);
    expect(back.pathname).toBe(`/en/${w.packages.customerPackage.id}/summary`);
    expect(back.searchParams.get("signing")).toBe("signed");
    expect(back.searchParams.get("project")).toBe(String(w.project.id));
    expect(back.searchParams.get("apartment_layout_id")).toBe(String(w.layout.id));

    const [v1] = await versions();
    expect(v1).toMatchObject({
      version: 1,
      userId: w.user("customer").id,
      confirmedBy: null,
      signerName: "Mari Maasikas",
      signerSubject: "38001010000",
      signerIssuer: broker.issuer,
      signedAt: expect.any(Date),
    });
    // The same answer again finds its state used.
    const again = await callback(new URL(landing).search);
    expect(again.searchParams.get("signing")).toBe("expired");
    expect(await versions()).toHaveLength(1);

    const listed = await server.api("GET /layouts/:layoutId/confirmations", {
      params: { layoutId: w.layout.id },
      token: w.token("customer"),
    });
    expect(listed.answer.versions[0]?.signature).toEqual({
      name: "Mari Maasikas",
      signed_at: v1?.signedAt?.toISOString(),
    });
    const verified = await server.api("GET /verify/:code", {
      params: { code: v1?.verifyCode ?? "" },
    });
    // The public page says it was signed, and names nobody (decision 044).
    expect(verified.answer.signed_at).toBe(v1?.signedAt?.toISOString());
    expect(JSON.stringify(verified.answer)).not.toContain("Maasikas");

    const record = await recordPdf(server.ctx, v1?.id ?? 0);
    const text = (await pdfText(record?.pdf ?? Buffer.alloc(0))).replace(/\s+/g, " ");
    expect(text).toContain("Signed with an electronic identity: Mari Maasikas");

    const [event] = await server.ctx.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.details}->>'action' = 'confirmed'`);
    expect(event?.details).toMatchObject({ action: "confirmed", signed_by: "Mari Maasikas" });
    expect(event?.byUserId).toBe(w.user("customer").id);
  });

  it("lets the buyers confirm without signing again once the broker is removed", async () => {
    const removed = await server.api("DELETE /admin/signing", {
      token: admin.token(),
      site: ALPHA_SITE,
    });
    expect(removed.answer).toEqual({ signing: null, redirect_uri: CALLBACK });
    const company = await server.api("GET /company", { query: { url: ALPHA_SITE } });
    expect(company.answer.signing).toBeNull();
    const start = await server.api("POST /confirm-package/sign", {
      body: confirmBody(),
      token: w.token("customer"),
    });
    expect(start.status).toBe(404);
  });
});
