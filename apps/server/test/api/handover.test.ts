import { type ApiError, apiErrorSchema } from "@home-designer/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/auth/signing.ts";
import { authTokens, handoverCodes } from "../../src/db/schema.ts";
import { createHandoverCode } from "../../src/modules/auth/handover.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { newBrowserKey } from "../helpers/handover.ts";
import {
  ALPHA_DE_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

const INVALID = {
  en: "This login link is not valid or has expired: each link works once, within a minute of being made.",
  de: "Dieser Anmeldelink ist ungültig oder abgelaufen: Jeder Link gilt nur einmal und nur eine Minute lang, nachdem er erstellt wurde.",
};

describe.each(databaseKinds())("one-time hand-over codes, on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      { env: { TRUST_PROXY: "1" } },
    );
  });
  afterAll(() => server?.close());

  let ip = 0;
  /** Every test calls from an address of its own, so the exchange throttle of one does not touch another. */
  let address = "";
  const newAddress = () => {
    address = `198.51.100.${++ip}`;
  };
  const client = () => server.as({ headers: { "x-forwarded-for": address, locale: "en" } });
  const exchange = (
    code: string,
    purpose: "staff" | "social",
    companyId = w.alpha.id,
    site?: string,
    browserKey?: string,
  ) =>
    client().api("POST /auth/handover", {
      body: { code, purpose, company_id: companyId, browser_key: browserKey },
      site,
    });
  const staffCode = async (who = "designer", site?: string) => {
    const res = await client().api("POST /auth/handover-codes", {
      body: { purpose: "staff" },
      token: w.token(who),
      site,
    });
    expect(res.status).toBe(200);
    return res.answer.code;
  };
  const count = async (table: typeof authTokens | typeof handoverCodes) =>
    (await server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const refused = (res: { status: number; error: ApiError }, text = INVALID.en) => {
    expect(res.status).toBe(422);
    expect(res.error.message).toBe(text);
  };

  it("lets staff make a code, traded once for a login of their own, within a minute", async () => {
    newAddress();
    const made = await client().api("POST /auth/handover-codes", {
      body: { purpose: "staff" },
      token: w.token("designer"),
    });
    expect(made.status).toBe(200);
    expect(made.headers.get("cache-control")).toBe("no-store");
    const { code, expires_at } = made.answer;
    const lifetime = new Date(expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    // Only the code's hash is kept.
    const rows = await server.ctx.db.select().from(handoverCodes);
    expect(rows.some((r) => r.codeHash === code)).toBe(false);

    // The code is no login by itself.
    expect((await server.api("GET /auth/user", { token: code })).status).toBe(401);

    const traded = await exchange(code, "staff");
    expect(traded.status).toBe(200);
    expect(traded.headers.get("cache-control")).toBe("no-store");
    const { token, user } = traded.answer;
    expect(user.id).toBe(w.user("designer").id);
    const me = (await server.api("GET /auth/user", { token })).answer;
    expect(me.id).toBe(w.user("designer").id);

    refused(await exchange(code, "staff"));
    refused(
      await client().api("POST /auth/handover", {
        body: { code, purpose: "staff", company_id: w.alpha.id },
        headers: { locale: "de" },
        site: ALPHA_DE_SITE,
      }),
      INVALID.de,
    );
  });

  it("makes codes for staff only, and only for the staff hand-over", async () => {
    newAddress();
    const before = await count(handoverCodes);
    const customer = await client().api("POST /auth/handover-codes", {
      body: { purpose: "staff" },
      token: w.token("customer"),
    });
    expect(customer.status).toBe(403);
    expect(customer.error.message).toBe("Only the company's designers can do this.");
    expect(
      (await client().api("POST /auth/handover-codes", { body: { purpose: "staff" } })).status,
    ).toBe(401);
    const social = await client().raw("POST", "/api/auth/handover-codes", {
      body: { purpose: "social" },
      token: w.token("designer"),
    });
    expect(social.status).toBe(422);
    expect(apiErrorSchema.parse(social.body).errors).toEqual({
      purpose: ["Purpose of the login code must be staff."],
    });
    expect(await count(handoverCodes)).toBe(before);
  });

  it("refuses a code of another purpose, and it is spent", async () => {
    newAddress();
    const code = await staffCode();
    refused(await exchange(code, "social"));
    refused(await exchange(code, "staff"));

    const key = newBrowserKey();
    const { code: social } = await createHandoverCode(server.ctx.db, w.user("customer").id, {
      purpose: "social",
      browserKeyHash: sha256Hex(key),
    });
    refused(await exchange(social, "staff", w.alpha.id, undefined, key));
  });

  it("trades a social code only with the secret of the browser that started the login", async () => {
    newAddress();
    const key = newBrowserKey();
    const socialCode = async () =>
      (
        await createHandoverCode(server.ctx.db, w.user("customer").id, {
          purpose: "social",
          browserKeyHash: sha256Hex(key),
        })
      ).code;
    for (const other of [undefined, newBrowserKey(), `${key} `, "x".repeat(200)]) {
      const code = await socialCode();
      refused(await exchange(code, "social", w.alpha.id, undefined, other));
      // Used up by the attempt: its own browser comes too late.
      refused(await exchange(code, "social", w.alpha.id, undefined, key));
    }
    const traded = await exchange(await socialCode(), "social", w.alpha.id, undefined, key);
    expect(traded.status).toBe(200);
    expect(traded.answer.user.id).toBe(w.user("customer").id);
    // Staff codes are made by staff for their own links, and need no browser's secret.
    expect((await exchange(await staffCode(), "staff")).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    newAddress();
    const code = await staffCode();
    await server.ctx.db
      .update(handoverCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(handoverCodes.userId, w.user("designer").id));
    refused(await exchange(code, "staff"));
  });

  it("refuses a code of another company's person", async () => {
    newAddress();
    refused(await exchange(await staffCode("betaDesigner", BETA_SITE), "staff", w.alpha.id));
    refused(await exchange(await staffCode("designer"), "staff", w.beta.id, BETA_SITE));
    // Naming another company than the site's is not even looked at.
    expect((await exchange(await staffCode("designer"), "staff", w.beta.id)).status).toBe(404);
  });

  it("answers bad input with 422 naming the field, and logs nobody in", async () => {
    newAddress();
    const tokens = await count(authTokens);
    for (const [body, field] of [
      [{ purpose: "staff", company_id: w.alpha.id }, "code"],
      [{ code: "", purpose: "staff", company_id: w.alpha.id }, "code"],
      [{ code: "x".repeat(201), purpose: "staff", company_id: w.alpha.id }, "code"],
      [{ code: "abc", purpose: "admin", company_id: w.alpha.id }, "purpose"],
      [{ code: "abc", purpose: "staff" }, "company_id"],
      [{ code: "abc", purpose: "staff", company_id: "alpha" }, "company_id"],
      [{ code: "abc", purpose: "social", company_id: w.alpha.id, browser_key: 7 }, "browser_key"],
      [
        { code: "abc", purpose: "social", company_id: w.alpha.id, browser_key: "x".repeat(201) },
        "browser_key",
      ],
    ] as const) {
      const res = await client().raw("POST", "/api/auth/handover", { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(apiErrorSchema.parse(res.body).errors ?? {})).toContain(field);
    }
    refused(await exchange("no-such-code", "staff"));
    expect(await count(authTokens)).toBe(tokens);
  });

  it("throttles exchanges per address, leaving the codes unspent", async () => {
    newAddress();
    const code = await staffCode();
    for (let i = 0; i < 30; i++) refused(await exchange(`guess-${i}`, "staff"));
    const throttled = await exchange(code, "staff");
    expect(throttled.status).toBe(429);
    expect(throttled.error.message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    // From another address the code still works.
    newAddress();
    expect((await exchange(code, "staff")).status).toBe(200);
  });
});
