import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { apiErrorSchema } from "@home-designer/core";
import { hash } from "@node-rs/argon2";
import { eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../src/auth/tokens.ts";
import {
  authTokens,
  files,
  packages,
  selectionFiles,
  userLayoutPackages,
  users,
} from "../../src/db/schema.ts";
import { message, type ServerLocale } from "../../src/i18n/messages.ts";
import { UPLOAD_LIMITS } from "../../src/modules/specials/uploads.ts";
import type { LocalStorage } from "../../src/storage/local-storage.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { streamedUpload } from "../helpers/streamed-upload.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

const MB = 1024 * 1024;
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6360000000020001e221bc330000000049454e44ae426082",
  "hex",
);

type Answer = { status: number; body: unknown; headers: Headers };

describe.each(databaseKinds())("files of special solutions on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const storage = () => server.ctx.storage as LocalStorage;

  /** A new customer of Alpha with a package of their own on the layout, on their dashboard. */
  const newCustomer = async () => {
    const [user] = await server.ctx.db
      .insert(users)
      .values({
        companyId: w.alpha.id,
        name: "Buyer",
        email: `buyer-${randomBytes(4).toString("hex")}@example.test`,
        passwordHash: await hash("Secret123"),
        role: "customer",
        emailVerifiedAt: new Date(),
      })
      .returning();
    if (!user) throw new Error("customer not created");
    const token = newToken();
    await server.ctx.db.insert(authTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const packageId = await newPackage(user.id);
    return { user, token, packageId };
  };
  const newPackage = async (userId: number) => {
    const [pkg] = await server.ctx.db
      .insert(packages)
      .values({
        companyId: w.alpha.id,
        projectId: w.project.id,
        name: { en: "Mine" },
        userId,
        apartmentLayoutId: w.layout.id,
        basePackageId: w.packages.basic.id,
      })
      .returning({ id: packages.id });
    if (!pkg) throw new Error("package not created");
    await server.ctx.db
      .insert(userLayoutPackages)
      .values({ userId, apartmentLayoutId: w.layout.id, packageId: pkg.id, origin: "created" });
    return pkg.id;
  };

  /** A special solution of the designer's in the kitchen fronts of a package. */
  const newSpecial = async (packageId = w.packages.customerPackage.id) => {
    const res = await server.api("POST /selections/special", {
      token: w.token("designer"),
      body: {
        selection_group_id: w.groups.fronts.id,
        package_id: packageId,
        tab_id: w.rooms.kitchenRoom.id,
      },
    });
    return res.answer.selection_id;
  };

  const upload = async (
    id: number,
    parts: [string, Blob | string, string?][],
    options: { token?: string; locale?: ServerLocale } = {},
  ) => {
    const form = new FormData();
    for (const [name, value, filename] of parts) {
      if (typeof value === "string") form.append(name, value);
      else form.append(name, value, filename);
    }
    return server.api("POST /selections/special/:id", {
      params: { id },
      query: { _method: "PATCH" },
      body: form,
      token: options.token ?? w.token("designer"),
      locale: options.locale,
      // German is answered on Alpha's German site.
      site: options.locale === "de" ? ALPHA_DE_SITE : ALPHA_SITE,
    });
  };
  const pngs = (count: number, prefix: string): [string, Blob, string][] =>
    Array.from({ length: count }, (_, i) => ["files[]", new Blob([PNG]), `${prefix}-${i}.png`]);
  const attach = async (id: number) =>
    (
      await upload(id, [
        ["files[]", new Blob([PDF]), "Kitchen plan.pdf"],
        ["files[]", new Blob([PNG]), "sketch.png"],
      ])
    ).answer.files;

  /** A streamed upload of one `total`-byte PDF to a special solution (helpers/streamed-upload.ts). */
  const streamedPdf = (id: number, total: number, headers: Record<string, string>) =>
    streamedUpload(
      `${server.url}/api/selections/special/${id}?_method=PATCH`,
      total,
      { origin: ALPHA_SITE, ...headers },
      { field: "files[]", name: "drawing.pdf", type: "application/pdf", start: "%PDF-1.7\n" },
    );

  const fileRows = async (keys: string[]) =>
    keys.length === 0
      ? []
      : await server.ctx.db.select().from(files).where(inArray(files.key, keys));
  const uploadRows = () =>
    server.ctx.db.select({ key: files.key }).from(files).where(like(files.key, "uploads/%"));
  /** Every stored upload on the disk, as storage keys. */
  const storedUploads = async () => {
    const root = path.join(storage().root, "uploads");
    const names = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return names
      .filter((d) => d.isFile())
      .map((d) => path.relative(storage().root, path.join(d.parentPath, d.name)));
  };
  const keyOf = (url: string) => new URL(url, server.url).pathname.replace(/^\/files\//, "");
  const get = async (url: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(new URL(url, server.url), { headers });
    const type = res.headers.get("content-type") ?? "";
    return {
      status: res.status,
      body: type.includes("json") ? await res.json() : Buffer.from(await res.arrayBuffer()),
      headers: res.headers,
    };
  };
  /** The special solutions' files of a package as its owner (or staff for them) sees them. */
  const filesSeen = async (packageId: number, token: string, userId?: number) => {
    const res = await server.api("GET /project/:project/tabs/:roomId", {
      params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
      query: { apartment_layout_id: w.layout.id, package_id: packageId, user_id: userId },
      token,
    });
    if (res.status !== 200) return { status: res.status, files: [] };
    const assets = res.answer.flatMap((g) => g.assets);
    return { status: res.status, files: assets.flatMap((a) => a.files ?? []) };
  };

  describe("an upload", () => {
    it("is refused to a guest, a customer and another company's staff before its body is read", async () => {
      const id = await newSpecial();
      const total = 48 * MB;
      const refusals = [
        { who: "guest", headers: {}, status: 401, key: "loginNeeded" },
        {
          who: "customer",
          headers: { authorization: `Bearer ${w.token("customer")}` },
          status: 403,
          key: "staffOnly",
        },
        // Another company's staff are nobody on Alpha's site.
        {
          who: "betaDesigner",
          headers: { authorization: `Bearer ${w.token("betaDesigner")}` },
          status: 401,
          key: "sessionEnded",
        },
      ] as const;
      for (const refusal of refusals) {
        const res = await streamedPdf(id, total, {
          origin: ALPHA_DE_SITE,
          ...refusal.headers,
          locale: "de",
        });
        expect(res.status, refusal.who).toBe(refusal.status);
        expect(apiErrorSchema.parse(res.body).message).toBe(message("de", refusal.key));
        // The answer came while most of the body was still unsent: nobody waited for it.
        expect(res.sent, refusal.who).toBeLessThan(total / 2);
      }
      // Staff of the company do get their upload read, up to the file's limit.
      const read = await streamedPdf(id, total, {
        authorization: `Bearer ${w.token("designer")}`,
      });
      expect(read.status).toBe(413);
      expect(read.sent).toBeGreaterThan(UPLOAD_LIMITS.fileBytes);
      expect(await storedUploads()).toEqual((await uploadRows()).map((r) => r.key).sort());
    });

    it("is limited per file and per request, answered in the request's language, storing nothing", async () => {
      const id = await newSpecial();
      const before = (await uploadRows()).length;

      const big = await upload(
        id,
        [
          ["files[]", new Blob([PNG]), "fine.png"],
          ["files[]", new Blob([PDF, Buffer.alloc(UPLOAD_LIMITS.fileBytes)]), "huge.pdf"],
        ],
        { locale: "de" },
      );
      expect(big.status).toBe(413);
      expect(big.error.message).toBe(message("de", "fileTooLarge", { megabytes: 10 }));

      const many = await upload(id, pngs(UPLOAD_LIMITS.filesPerRequest + 1, "many"), {
        locale: "en",
      });
      expect(many.status).toBe(413);
      expect(many.error.message).toBe(
        message("en", "tooManyFiles", { count: UPLOAD_LIMITS.filesPerRequest }),
      );

      // A request larger than any allowed one is refused by its length, before it is read.
      const total = UPLOAD_LIMITS.requestBytes + MB;
      const whole = await streamedPdf(id, total, {
        authorization: `Bearer ${w.token("designer")}`,
      });
      expect(whole.status).toBe(413);
      expect(apiErrorSchema.parse(whole.body).message).toBe(
        message("et", "uploadTooLarge", { megabytes: UPLOAD_LIMITS.requestBytes / MB }),
      );
      expect(whole.sent).toBeLessThan(total / 2);

      const fields = Array.from({ length: 51 }, (): [string, string] => ["note", "x"]);
      const crowded = await upload(id, fields, { locale: "de" });
      expect(crowded.status).toBe(413);
      expect(crowded.error.message).toBe(message("de", "uploadTooManyFields"));

      const badKeep = await upload(id, [["keep[]", "abc"]], { locale: "en" });
      expect(badKeep.status).toBe(422);
      expect(badKeep.error.message).toBe(message("en", "keepInvalid"));

      expect((await uploadRows()).length).toBe(before);
      expect(await storedUploads()).toEqual((await uploadRows()).map((r) => r.key).sort());
      expect(
        await server.ctx.db.select().from(selectionFiles).where(eq(selectionFiles.selectionId, id)),
      ).toEqual([]);
      // The server is fine afterwards: a good upload on the same server goes through.
      expect((await upload(id, pngs(2, "after"))).status).toBe(200);
    });

    it("keeps a solution at 20 files however many uploads arrive at once", async () => {
      const id = await newSpecial();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, round) => upload(id, pngs(5, `round-${round}`))),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 413, 413]);
      for (const refused of results.filter((r) => r.status === 413)) {
        expect(refused.error.message).toBe(
          message("et", "specialFilesFull", { count: UPLOAD_LIMITS.filesPerSpecial }),
        );
      }
      const attached = await server.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(selectionFiles)
        .where(eq(selectionFiles.selectionId, id));
      expect(attached[0]?.n).toBe(UPLOAD_LIMITS.filesPerSpecial);
      // The refused uploads left nothing behind, on the disk or in the database.
      expect(await storedUploads()).toEqual((await uploadRows()).map((r) => r.key).sort());
    });
  });

  describe("a link to an uploaded file", () => {
    it("opens the file for the package's owner and the company's staff", async () => {
      const id = await newSpecial();
      const [plan] = await attach(id);
      if (!plan) throw new Error("nothing attached");
      const byStaff = await get(plan.url);
      expect(byStaff.status).toBe(200);
      expect(byStaff.body).toEqual(PDF);
      expect(byStaff.headers.get("content-type")).toBe("application/pdf");
      expect(byStaff.headers.get("cache-control")).toBe("private, no-store");

      const owner = await filesSeen(w.packages.customerPackage.id, w.token("customer"));
      const ownersLink = owner.files.find((f) => f.id === plan.id);
      expect(ownersLink?.url).toMatch(/\?expires=\d+&signature=[0-9a-f]{64}$/);
      expect((await get(ownersLink?.url ?? "")).body).toEqual(PDF);
      const staff = await filesSeen(
        w.packages.customerPackage.id,
        w.token("designer"),
        w.user("customer").id,
      );
      expect(staff.files.map((f) => f.id)).toContain(plan.id);
    });

    it("is refused without a valid signature, after expiry, and to others of the package", async () => {
      const id = await newSpecial();
      const [plan, sketch] = await attach(id);
      if (!plan || !sketch) throw new Error("nothing attached");
      const key = keyOf(plan.url);
      const signature = new URL(plan.url, server.url).searchParams.get("signature") ?? "";
      const expires = new URL(plan.url, server.url).searchParams.get("expires") ?? "";
      const forged = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
      const expired = await storage().signedUrl(key, -1);
      const refused = [
        `/files/${key}`,
        `/files/${key}?expires=${expires}`,
        `/files/${key}?expires=${expires}&signature=${forged}`,
        `/files/${key}?expires=${Number(expires) + 3600}&signature=${signature}`,
        `/files/${keyOf(sketch.url)}?expires=${expires}&signature=${signature}`,
        expired,
      ];
      for (const url of refused) {
        const res = await get(url, { locale: "en" });
        expect(res.status, url).toBe(403);
        expect(apiErrorSchema.parse(res.body).message).toBe(message("en", "fileLinkInvalid"));
      }
      // Other spellings of the path reach the public files, which never serve uploads.
      for (const url of [
        `/files/${key.replace("uploads/", "%75ploads/")}`,
        `/files/${key.replace("uploads/", "Uploads/")}`,
        `/files/./${key}`,
        `/files//${key}`,
      ]) {
        expect((await get(url)).status, url).not.toBe(200);
      }
      // Another customer and another company's staff are never given links to the package's files.
      expect(
        (await filesSeen(w.packages.customerPackage.id, w.token("otherCustomer"))).status,
      ).toBe(404);
      expect(
        (
          await filesSeen(
            w.packages.customerPackage.id,
            w.token("betaDesigner"),
            w.user("customer").id,
          )
        ).status,
      ).toBe(401);
      expect((await filesSeen(w.packages.customerPackage.id, "")).status).toBe(404);
    });

    it("leaves catalogue and plan pictures public and long cached", async () => {
      const res = await get("/files/t/plan.svg");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toMatch(/public, max-age=86400/);
    });
  });

  describe("files are erased with what owns them", () => {
    const expectGone = async (urls: string[]) => {
      const keys = urls.map(keyOf);
      expect(await fileRows(keys)).toEqual([]);
      const onDisk = await storedUploads();
      for (const key of keys) expect(onDisk).not.toContain(key);
      for (const url of urls) expect((await get(url)).status, url).toBe(404);
    };

    it("when the package is deleted", async () => {
      const { token, packageId } = await newCustomer();
      const attached = await attach(await newSpecial(packageId));
      const res = await server.api("DELETE /packages/:packageId", {
        params: { packageId },
        query: { apartment_layout_id: w.layout.id },
        token,
      });
      expect(res.status).toBe(200);
      await expectGone(attached.map((f) => f.url));
    });

    it("when the layout is taken off the dashboard", async () => {
      const { token, packageId } = await newCustomer();
      const attached = await attach(await newSpecial(packageId));
      const res = await server.api("DELETE /packages/delete-layout/:layoutId", {
        params: { layoutId: w.layout.id },
        token,
      });
      expect(res.status).toBe(200);
      await expectGone(attached.map((f) => f.url));
    });

    it("when the account is deleted", async () => {
      const { token, packageId } = await newCustomer();
      const attached = await attach(await newSpecial(packageId));
      expect((await server.api("DELETE /auth/user/delete", { token })).status).toBe(200);
      await expectGone(attached.map((f) => f.url));
    });

    it("but kept while a copy of the solution in a duplicated package shows them", async () => {
      const { user, token, packageId } = await newCustomer();
      const attached = await attach(await newSpecial(packageId));
      const copy = await server.api("POST /packages/:packageId/duplicate", {
        params: { packageId },
        query: { apartment_layout_id: w.layout.id },
        token,
      });
      expect(copy.status).toBe(200);
      const copyId = copy.answer.id;
      expect(
        (
          await server.api("DELETE /packages/:packageId", {
            params: { packageId },
            query: { apartment_layout_id: w.layout.id },
            token,
          })
        ).status,
      ).toBe(200);
      expect(await fileRows(attached.map((f) => keyOf(f.url)))).toHaveLength(2);
      const seen = await filesSeen(copyId, token);
      expect(seen.files.map((f) => f.name)).toEqual(["Kitchen plan.pdf", "sketch.png"]);
      expect((await get(seen.files[0]?.url ?? "")).body).toEqual(PDF);

      expect((await server.api("DELETE /auth/user/delete", { token })).status).toBe(200);
      await expectGone(seen.files.map((f) => f.url));
      expect(
        await server.ctx.db.select().from(packages).where(eq(packages.userId, user.id)),
      ).toEqual([]);
    });
  });
});
