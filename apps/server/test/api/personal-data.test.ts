import { randomBytes } from "node:crypto";
import {
  PERSONAL_DATA_FILE,
  PERSONAL_DATA_SCHEMA_FILE,
  type PersonalData,
  personalDataSchema,
  specialFilesAnswerSchema,
} from "@home-designer/core";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { hashToken, newToken } from "../../src/auth/tokens.ts";
import {
  apartmentBuyers,
  authTokens,
  changeRequestFiles,
  changeRequests,
  files,
  passwordResets,
  selectionFiles,
  userProviders,
  users,
} from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { EXPORTS_PER_ACCOUNT } from "../../src/modules/auth/personal-data.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

type Download = {
  status: number;
  headers: Headers;
  /** The .zip's files by path, when the answer is one. */
  zip: Record<string, Uint8Array> | null;
  data: PersonalData | null;
  /** The JSON as text, to look for what must not be in it. */
  text: string;
  error: unknown;
};

describe.each(databaseKinds())("a person's download of their data on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  async function download(
    token: string | undefined,
    options: { site?: string; locale?: string; query?: string } = {},
  ): Promise<Download> {
    const res = await fetch(`${server.url}/api/auth/user/export${options.query ?? ""}`, {
      headers: {
        origin: options.site ?? ALPHA_SITE,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
      },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) {
      return {
        status: res.status,
        headers: res.headers,
        zip: null,
        data: null,
        text: "",
        error: JSON.parse(strFromU8(bytes)),
      };
    }
    const zip = unzipSync(bytes);
    const json = zip[PERSONAL_DATA_FILE];
    const text = json ? strFromU8(json) : "";
    return {
      status: res.status,
      headers: res.headers,
      zip,
      data: text ? personalDataSchema.parse(JSON.parse(text)) : null,
      text,
      error: null,
    };
  }

  /** A new account at a company, logged in; each has its own allowance of downloads. */
  async function newPerson(options: { companyId?: number; email?: string; verified?: boolean }) {
    const [user] = await server.ctx.db
      .insert(users)
      .values({
        companyId: options.companyId ?? w.alpha.id,
        name: "Person",
        email: options.email ?? `person-${randomBytes(4).toString("hex")}@example.test`,
        passwordHash: await hash("Secret123"),
        emailVerifiedAt: options.verified === false ? null : new Date(),
      })
      .returning();
    if (!user) throw new Error("no person");
    const token = newToken();
    await server.ctx.db.insert(authTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { user, token };
  }

  describe("the owner's download", () => {
    let got: Download;
    let uploadedName: string;
    beforeAll(async () => {
      const customer = w.user("customer");
      // The customer confirms their package, staff attach a drawing to its special solution, a
      // Google account is connected, and a password reset is asked for.
      const confirm = await server.api("POST /confirm-package", {
        token: w.token("customer"),
        body: {
          apartment_id: w.apartments.apt10.id,
          apartment_layout_id: w.layout.id,
          package_id: w.packages.customerPackage.id,
          selected_locale: "en",
        },
      });
      expect(confirm.status).toBe(200);
      const form = new FormData();
      form.append("files[]", new Blob([PDF]), "Kitchen plan.pdf");
      const upload = await fetch(
        `${server.url}/api/selections/special/${w.special.id}?_method=PATCH`,
        {
          method: "POST",
          headers: { origin: ALPHA_SITE, authorization: `Bearer ${w.token("designer")}` },
          body: form,
        },
      );
      expect(upload.status).toBe(200);
      uploadedName = specialFilesAnswerSchema.parse(await upload.json()).files[0]?.name ?? "";
      await server.ctx.db.insert(userProviders).values({
        userId: customer.id,
        companyId: w.alpha.id,
        provider: "google",
        subject: "google-subject-4711",
        name: "Customer at Google",
        email: "customer@gmail.test",
      });
      const reset = await server.api("POST /reset-password/send", {
        body: { email: customer.email, company_id: w.alpha.id },
      });
      expect(reset.status).toBe(200);
      got = await download(w.token("customer"));
    });

    it("is a .zip, not to be cached, named by the day", () => {
      expect(got.status).toBe(200);
      expect(got.headers.get("content-type")).toBe("application/zip");
      expect(got.headers.get("cache-control")).toBe("no-store");
      expect(got.headers.get("content-disposition")).toMatch(
        /^attachment; filename\*=UTF-8''personal-data-\d{4}-\d{2}-\d{2}\.zip$/,
      );
    });

    it("holds JSON of core's schema, versioned, with that schema beside it", () => {
      expect(got.data?.format).toBe("home-designer/personal-data");
      expect(got.data?.version).toBe(1);
      const schema = got.zip?.[PERSONAL_DATA_SCHEMA_FILE];
      expect(JSON.parse(strFromU8(schema ?? new Uint8Array()))).toEqual(
        z.toJSONSchema(personalDataSchema, { target: "draft-2020-12" }),
      );
    });

    it("holds the account, its logins and the apartments it is a buyer of", () => {
      const data = got.data;
      expect(data?.company).toEqual({ id: w.alpha.id, name: "Alpha Homes" });
      expect(data?.account).toMatchObject({
        id: w.user("customer").id,
        email: "customer@example.test",
        role: "customer",
        has_password: true,
      });
      expect(data?.login_methods.map((m) => [m.provider, m.subject])).toEqual([
        ["main", null],
        ["google", "google-subject-4711"],
      ]);
      expect(data?.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data?.password_resets).toHaveLength(1);
      expect(data?.apartments_as_buyer.map((a) => a.apartment_id)).toEqual([w.apartments.apt10.id]);
    });

    it("holds the package with its choices and its special solution with the uploaded file's bytes", () => {
      const pkg = got.data?.packages.find((p) => p.id === w.packages.customerPackage.id);
      expect(pkg?.name).toEqual({ et: "Minu valik", en: "My choice" });
      expect(pkg?.based_on?.id).toBe(w.packages.basic.id);
      expect(pkg?.place.layout_id).toBe(w.layout.id);
      expect(pkg?.choices.map((c) => c.option_id).sort()).toEqual(
        [w.option("walnut"), w.option("grey")].sort(),
      );
      const special = pkg?.special_solutions.find((s) => s.id === w.special.id);
      expect(special?.label).toEqual({ en: "Oak veneer fronts" });
      expect(special?.unit_price_cents).toBe(120000);
      const file = special?.files[0];
      expect(file).toMatchObject({ name: uploadedName, content_type: "application/pdf" });
      expect(Buffer.from(got.zip?.[file?.path ?? ""] ?? [])).toEqual(PDF);
    });

    it("holds the confirmation as it was confirmed", () => {
      const confirmation = got.data?.confirmations[0];
      expect(confirmation?.package_id).toBe(w.packages.customerPackage.id);
      expect(confirmation?.confirmed_by_staff).toBe(false);
      expect(confirmation?.place.apartment_id).toBe(w.apartments.apt10.id);
      expect(confirmation?.snapshot.rooms.length).toBeGreaterThan(0);
    });

    it("holds no secret: no password hash, token, reset code or their hashes", async () => {
      const customer = w.user("customer");
      const [account] = await server.ctx.db.select().from(users).where(eq(users.id, customer.id));
      const tokenHashes = await server.ctx.db
        .select({ hash: authTokens.tokenHash })
        .from(authTokens)
        .where(eq(authTokens.userId, customer.id));
      const resetHashes = await server.ctx.db
        .select({ hash: passwordResets.tokenHash })
        .from(passwordResets)
        .where(eq(passwordResets.userId, customer.id));
      const mail = JSON.stringify(server.mails.filter((m) => JSON.stringify(m).includes("reset")));
      const resetCode = /token=([A-Za-z0-9_-]{16,})/.exec(mail)?.[1];
      const secrets = [
        account?.passwordHash ?? "",
        w.token("customer"),
        ...tokenHashes.map((t) => t.hash),
        ...resetHashes.map((r) => r.hash),
        resetCode ?? "",
        "$argon2",
      ];
      expect(resetHashes.length).toBe(1);
      expect(resetCode).toBeTruthy();
      const everything = Object.values(got.zip ?? {})
        .map((bytes) => Buffer.from(bytes).toString("latin1"))
        .join("\n");
      expect(secrets.filter((secret) => secret === "" || everything.includes(secret))).toEqual([]);
    });
  });

  it("gives each caller their own data only, on their own company's site", async () => {
    for (const [who, site, email] of [
      ["otherCustomer", ALPHA_SITE, "othercustomer@example.test"],
      ["designer", ALPHA_SITE, "designer@example.test"],
      ["betaCustomer", BETA_SITE, "betacustomer@example.test"],
    ] as const) {
      const got = await download(w.token(who), { site });
      expect(got.status, who).toBe(200);
      expect(got.data?.account.email, who).toBe(email);
      expect(got.text, who).not.toContain('"customer@example.test"');
      expect(got.text, who).not.toContain("Oak veneer fronts");
      expect(got.text, who).not.toContain("My choice");
    }
    // Staff naming a customer, as they do where they may act for one, still get their own.
    const acting = await download(w.token("designer"), {
      query: `?user_id=${w.user("customer").id}`,
    });
    expect([acting.status, acting.data?.account.email]).toEqual([200, "designer@example.test"]);
    // The other customer's own confirmation is theirs; the Beta customer sees nothing of Alpha.
    const other = await download(w.token("otherCustomer"));
    expect(other.data?.confirmations.map((c) => c.id)).toEqual([w.confirmation.id]);
    const beta = await download(w.token("betaCustomer"), { site: BETA_SITE });
    expect(beta.text).not.toContain("Alpha");
  });

  it("holds the person's change requests with their answers and files, and nobody else's", async () => {
    const [request] = await server.ctx.db
      .insert(changeRequests)
      .values({
        apartmentLayoutId: w.layout2.id,
        confirmationId: w.confirmation.id,
        version: 1,
        userId: w.user("otherCustomer").id,
        message: "Walnut doors instead",
        status: "declined",
        answer: "The doors are fitted already.",
        answeredAt: new Date("2026-11-02T09:00:00Z"),
      })
      .returning();
    const key = `uploads/${w.alpha.id}/2026-11/door-photo.png`;
    const png = Buffer.from("89504e470d0a1a0a", "hex");
    await server.ctx.storage.put(key, png, "image/png");
    await server.ctx.db.insert(files).values({
      key,
      companyId: w.alpha.id,
      contentType: "image/png",
      sizeBytes: png.length,
      originalName: "Door.png",
    });
    await server.ctx.db
      .insert(changeRequestFiles)
      .values({ changeRequestId: request?.id ?? 0, file: key });
    const own = await download(w.token("otherCustomer"));
    expect(own.data?.change_requests).toEqual([
      {
        id: expect.any(Number),
        place: expect.objectContaining({ layout_id: w.layout2.id }),
        version: 1,
        message: "Walnut doors instead",
        created_at: expect.any(String),
        status: "declined",
        answer: "The doors are fitted already.",
        answered_at: "2026-11-02T09:00:00.000Z",
        files: [
          {
            name: "Door.png",
            content_type: "image/png",
            size_bytes: png.length,
            uploaded_at: expect.any(String),
            path: "files/door-photo.png",
          },
        ],
      },
    ]);
    expect(Buffer.from(own.zip?.["files/door-photo.png"] ?? [])).toEqual(png);
    const customer = await download(w.token("customer"));
    expect(customer.data?.change_requests).toEqual([]);
    expect(customer.text).not.toContain("Walnut doors instead");
  });

  it("refuses a guest, and a person of another company on this company's site, with 401", async () => {
    for (const [token, site, key] of [
      [undefined, ALPHA_SITE, "loginNeeded"],
      [w.token("betaCustomer"), ALPHA_SITE, "sessionEnded"],
      [w.token("customer"), BETA_SITE, "sessionEnded"],
    ] as const) {
      const got = await download(token, { site, locale: "en" });
      expect(got.status, key).toBe(401);
      expect(got.error, key).toEqual({ message: message("en", key) });
    }
  });

  it("lists no apartment by an address the person has not confirmed", async () => {
    const email = `unconfirmed-${randomBytes(4).toString("hex")}@example.test`;
    await server.ctx.db
      .insert(apartmentBuyers)
      .values({ apartmentId: w.apartments.apt2.id, email });
    const person = await newPerson({ email, verified: false });
    const got = await download(person.token);
    expect(got.status).toBe(200);
    expect(got.data?.account.email_verified_at).toBeNull();
    expect(got.data?.apartments_as_buyer).toEqual([]);
  });

  it("lists a file the storage cannot give with no path, and still answers the rest", async () => {
    const person = await newPerson({});
    const save = await server.api("POST /packages", {
      token: person.token,
      body: {
        apartment_layout_id: w.layout.id,
        package_id: w.packages.basic.id,
        name: "With a lost drawing",
        selections: [],
      },
    });
    expect(save.status).toBe(200);
    const packageId = save.answer.id;
    const special = await server.api("POST /selections/special", {
      token: w.token("designer"),
      body: {
        selection_group_id: w.groups.fronts.id,
        package_id: packageId,
        tab_id: w.rooms.kitchenRoom.id,
      },
    });
    const specialId = special.answer.selection_id;
    const form = new FormData();
    form.append("files[]", new Blob([PDF]), "lost.pdf");
    form.append("files[]", new Blob([PDF]), "kept.pdf");
    const upload = await fetch(`${server.url}/api/selections/special/${specialId}?_method=PATCH`, {
      method: "POST",
      headers: { origin: ALPHA_SITE, authorization: `Bearer ${w.token("designer")}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const [lost] = await server.ctx.db
      .select({ key: files.key })
      .from(selectionFiles)
      .innerJoin(files, eq(files.key, selectionFiles.file))
      .where(eq(selectionFiles.selectionId, specialId))
      .orderBy(selectionFiles.position);
    await server.ctx.storage.remove(lost?.key ?? "");

    const got = await download(person.token);
    expect(got.status).toBe(200);
    expect(got.data?.dashboard).toEqual([
      expect.objectContaining({ layout_id: w.layout.id, package_id: packageId, origin: "created" }),
    ]);
    const listed = got.data?.packages[0]?.special_solutions[0]?.files ?? [];
    expect(listed.map((f) => [f.name, f.path === null])).toEqual([
      ["lost.pdf", true],
      ["kept.pdf", false],
    ]);
    const paths = Object.keys(got.zip ?? {}).filter((p) => p.startsWith("files/"));
    expect(paths).toEqual([listed[1]?.path]);
  });

  it("is throttled per account: past the limit 429 in the request's language, with Retry-After", async () => {
    const person = await newPerson({});
    for (let i = 0; i < EXPORTS_PER_ACCOUNT.limit; i++) {
      expect((await download(person.token)).status).toBe(200);
    }
    const refused = await download(person.token, { site: ALPHA_DE_SITE, locale: "de" });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(EXPORTS_PER_ACCOUNT.seconds);
    expect(refused.error).toEqual({
      message: message("de", "tooManyRequests", { seconds: wait }),
    });
    // Another account's allowance is its own.
    expect((await download((await newPerson({})).token)).status).toBe(200);
  });
});
