import { randomBytes } from "node:crypto";
import { readdir, rm, stat, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import {
  apiErrorSchema,
  type CompanyFile,
  companyCheckAnswerSchema,
  FORMAT_LIMITS,
  WORKBOOK_FILE,
} from "@home-designer/core";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { materials, packages, userPackageSelections, users } from "../../src/db/schema.ts";
import { message, type ServerLocale } from "../../src/i18n/messages.ts";
import { COMPANY_UPLOAD_BYTES } from "../../src/modules/company-admin/company-upload.ts";
import { ZIP_LIMITS } from "../../src/modules/company-format/company-zip.ts";
import type { ApiQuery } from "../helpers/api-client.ts";
import { fingerprint } from "../helpers/fingerprint.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { inflated, resetInflated } from "../helpers/inflated.ts";
import { rawZip } from "../helpers/raw-zip.ts";
import { fileUpload, streamedUpload } from "../helpers/streamed-upload.ts";
import { strictSchema } from "../helpers/strict-schema.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

vi.mock("node:zlib", async (original) =>
  (await import("../helpers/inflated.ts")).countingInflate(await original()),
);

const MB = 1024 * 1024;
const encode = (text: string) => new TextEncoder().encode(text);

/** The raw entries of a zip, but for those named in `without`, for a zip made byte by byte. */
const rawEntriesOf = (zip: Uint8Array, without: string[] = []) =>
  Object.entries(unzipSync(zip))
    .filter(([name]) => !without.includes(name))
    .map(([name, content]) => ({ name: encode(name), content }));

/**
 * Garbage collection at hand in this process (as `node --expose-gc` gives it), to measure what
 * the server keeps rather than what it has not collected yet.
 */
function garbageCollector(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** A copy of a zip with its company.json changed by `edit`. */
function withCompany(zip: Uint8Array, edit: (company: CompanyFile) => void): Uint8Array {
  const entries = unzipSync(zip);
  const at = Object.keys(entries).find((name) => name.endsWith("company.json")) ?? "";
  const company = JSON.parse(strFromU8(entries[at] ?? new Uint8Array())) as CompanyFile;
  edit(company);
  return zipSync({ ...entries, [at]: encode(JSON.stringify(company)) });
}

/**
 * Writes a zip of `zip`'s entries and `megabytes` more of random bytes, a megabyte an entry
 * stored, to `file`; answers its size. Its bytes are garbage once written.
 */
async function writeLargeZip(file: string, zip: Uint8Array, megabytes: number): Promise<number> {
  const block = randomBytes(MB);
  const large = rawZip([
    ...rawEntriesOf(zip),
    ...Array.from({ length: megabytes }, (_, i) => ({
      name: encode(`alpha/extra/${i}.bin`),
      content: block,
    })),
  ]);
  await writeFile(file, large);
  return large.length;
}

describe.each(databaseKinds())("a company's admin and the company's folder on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());
  beforeEach(resetInflated);

  /** What is left in the server's folder of uploads in progress (DATA_DIR/tmp). */
  const leftovers = async () =>
    readdir(path.join(server.ctx.config.dataDir, "tmp")).catch(() => [] as string[]);

  type Caller = { token?: string; site?: string; locale?: ServerLocale };
  const siteOf = (locale: ServerLocale) => (locale === "de" ? ALPHA_DE_SITE : ALPHA_SITE);
  // German is answered on Alpha's German site; its Estonian one offers et and en.
  const headers = ({ token, locale = "en", site = siteOf(locale) }: Caller) => ({
    origin: site,
    locale,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const admin = (): Caller => ({ token: w.token("admin") });

  const sentAs = ({ token, locale = "en", site = siteOf(locale) }: Caller) => ({
    token,
    locale,
    site,
  });

  const exportZip = (caller: Caller = admin(), query: ApiQuery<"GET /admin/company/export"> = {}) =>
    server.api("GET /admin/company/export", { query, ...sentAs(caller) });
  const alphaZip = async () => (await exportZip()).answer;

  /** `zip` as the form of an upload, in the field `company` unless a test names another. */
  const formOf = (zip: Uint8Array | string, field = "company") => {
    const form = new FormData();
    form.append(field, new Blob([zip]), "company.zip");
    return form;
  };
  /** An upload of `zip` to check. */
  const check = (zip: Uint8Array | string, caller: Caller = admin()) =>
    server.api("POST /admin/company/check", { body: formOf(zip), ...sentAs(caller) });
  /** An upload of `zip` to import, for real unless `dry_run`. */
  const upload = (
    zip: Uint8Array | string,
    caller: Caller = admin(),
    { field, dry_run }: { field?: string; dry_run?: "1" } = {},
  ) =>
    server.api("POST /admin/company/import", {
      query: { dry_run },
      body: formOf(zip, field),
      ...sentAs(caller),
    });
  /** Both calls that take a company's .zip. */
  const uploads = [
    ["check", check],
    ["import", upload],
  ] as const;

  /** What an import may write: a refused or dry one leaves it as it was. */
  const written = () =>
    fingerprint(server.ctx.db, [
      "companies",
      "company_hosts",
      "users",
      "files",
      "materials",
      "material_categories",
      "projects",
      "apartments",
      "apartment_layouts",
      "rooms",
      "room_types",
      "selection_groups",
      "selections",
      "restrictions",
      "packages",
      "package_selections",
      "user_package_selections",
    ]);

  it("exports the site's company as a .zip that imports back changing nothing", async () => {
    const exported = await exportZip();
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("application/zip");
    expect(exported.headers.get("content-disposition")).toBe(
      "attachment; filename*=UTF-8''alpha.zip",
    );
    const entries = unzipSync(exported.answer);
    const company = JSON.parse(strFromU8(entries["alpha/company.json"] ?? new Uint8Array()));
    expect(company.code).toBe("alpha");
    expect(Object.keys(entries)).toContain("alpha/files/t/plan.svg");

    const before = await written();
    const res = await upload(exported.answer, { ...admin(), locale: "de" });
    expect(res.status).toBe(200);
    const answer = res.answer;
    expect(answer).toMatchObject({ dry_run: false, company: "alpha", entries: [], files: 0 });
    expect(answer.message).toBe(
      message("de", "companyImported", { added: 0, changed: 0, retired: 0, removed: 0, files: 0 }),
    );
    expect(await written()).toBe(before);
    // The upload was a file of the request's own, gone once it was answered.
    expect(await leftovers()).toEqual([]);
  });

  it("exports with the workbook, which imports back changing nothing too", async () => {
    const exported = await exportZip(admin(), { workbook: "1" });
    expect(exported.status).toBe(200);
    const entries = unzipSync(exported.answer);
    expect(Object.keys(entries)).toContain(`alpha/${WORKBOOK_FILE}`);
    const company = JSON.parse(strFromU8(entries["alpha/company.json"] ?? new Uint8Array()));
    expect(company.materials).toBeUndefined();
    const res = await upload(exported.answer);
    expect(res.answer.entries).toEqual([]);
  });

  it("changes one price when one price changed, and keeps a buyer's saved package", async () => {
    const zip = withCompany(await alphaZip(), (company) => {
      const white = company.materials?.find((m) => m.code === "white");
      if (white) white.price = "99.90";
    });
    const saved = async () => ({
      pkg: await server.ctx.db
        .select()
        .from(packages)
        .where(eq(packages.id, w.packages.customerPackage.id)),
      choices: await server.ctx.db
        .select()
        .from(userPackageSelections)
        .where(eq(userPackageSelections.packageId, w.packages.customerPackage.id)),
    });
    const before = { tables: await written(), saved: await saved() };
    const change = [{ kind: "material", code: "white", action: "changed", fields: ["price"] }];

    // A dry run says so, and writes nothing.
    const dry = await upload(zip, { ...admin(), locale: "et" }, { dry_run: "1" });
    expect(dry.status).toBe(200);
    const planned = dry.answer;
    expect(planned).toMatchObject({ dry_run: true, entries: change, files: 0 });
    expect(planned.message).toBe(
      message("et", "companyDryRun", { added: 0, changed: 1, retired: 0, removed: 0, files: 0 }),
    );
    expect(await written()).toBe(before.tables);

    const res = await upload(zip);
    expect(res.status).toBe(200);
    expect(res.answer.entries).toEqual(change);
    const [white] = await server.ctx.db.select().from(materials).where(eq(materials.code, "white"));
    expect(white?.priceCents).toBe(9990);
    expect(await saved()).toEqual(before.saved);
    const selections = await server.api("GET /packages/:packageId/selections", {
      params: { packageId: w.packages.customerPackage.id },
      token: w.token("customer"),
    });
    expect(selections.status).toBe(200);
  });

  it("imports one of two imports made at the same moment, and says so of the other", async () => {
    const zip = withCompany(await alphaZip(), (company) => {
      const [white] = company.materials ?? [];
      if (white) company.materials?.push({ ...white, code: "raced" });
    });
    const answers = await Promise.all(
      (["de", "et"] as const).map((locale) => upload(zip, { ...admin(), locale })),
    );
    // Both plans add the material; the one written second finds its code taken (409), unless
    // the two happened to run one after the other (then the second has nothing to do).
    const conflicts = answers.filter((a) => a.status === 409);
    expect(answers.filter((a) => a.status === 200).length + conflicts.length).toBe(2);
    for (const [i, locale] of (["de", "et"] as const).entries()) {
      const answer = answers[i];
      if (answer?.status === 409)
        expect(answer.error.message).toBe(message(locale, "companyImportConflict"));
    }
    const raced = await server.ctx.db.select().from(materials).where(eq(materials.code, "raced"));
    expect(raced).toHaveLength(1);
    // Importing again after a conflict changes nothing more.
    const again = await upload(zip);
    expect(again.answer.entries).toEqual([]);
  });

  it("makes another admin from the folder's staff", async () => {
    const email = "second-admin@example.test";
    const zip = withCompany(await alphaZip(), (company) => {
      company.staff = [...(company.staff ?? []), { email, name: "Second Admin", role: "admin" }];
    });
    const res = await upload(zip);
    expect(res.answer.entries).toEqual([
      { kind: "staff", code: email, action: "added", fields: [] },
    ]);
    const [row] = await server.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ companyId: w.alpha.id, role: "admin" });
  });

  it("checks a folder: every problem and warning by its place, in the request's language", async () => {
    const good = await check(await alphaZip(), { ...admin(), locale: "de" });
    expect(good.status).toBe(200);
    expect(good.answer).toMatchObject({
      can_import: true,
      message: message("de", "companyCheckPassed"),
      problems: {},
    });

    const before = await written();
    const zip = withCompany(await alphaZip(), (company) => {
      company.vat = "24,0";
      const [project] = company.projects;
      const [pkg] = project?.packages ?? [];
      if (pkg) pkg.options = [...pkg.options, "kitchen-cabinet-fronts/no-such-option"];
    });
    const bad = await check(zip, { ...admin(), locale: "de" });
    expect(bad.status).toBe(200);
    const checked = bad.answer;
    expect(checked.can_import).toBe(false);
    expect(Object.keys(checked.problems)).toEqual(["/vat", "/projects/0/packages/0/options/4"]);
    expect(checked.message).toBe(message("de", "companyCheckFailed", { count: 2 }));
    // The check's own problems in the caller's language, codes and values as written.
    expect(checked.problems).toEqual({
      "/vat": [
        `sollte ein Prozentsatz als Text mit höchstens zwei Nachkommastellen sein, etwa '24.00', nicht "24,0"`,
      ],
      "/projects/0/packages/0/options/4": [
        "nennt die Option 'no-such-option', die die Gruppe 'kitchen-cabinet-fronts' nicht hat",
      ],
    });
    // And its warnings: a material without a thumbnail, in Estonian.
    const warned = withCompany(await alphaZip(), (company) => {
      const [material] = company.materials ?? [];
      if (material) delete material.thumbnail;
    });
    const warnings = (await check(warned, { ...admin(), locale: "et" })).answer.warnings;
    expect(warnings["/materials/0/thumbnail"]).toEqual([
      "puudub: ostjad näevad selle materjali asemel tühja ruutu",
    ]);

    // What an import would refuse of an admin: another company's code, other hosts.
    const other = withCompany(await alphaZip(), (company) => {
      company.code = "beta";
      company.hosts = [...company.hosts, { host: "gamma.test", languages: ["en"] }];
    });
    const refused = (await check(other)).answer;
    expect(refused.problems).toEqual({
      "/code": [message("en", "companyOtherCode", { code: "beta", own: "alpha" })],
      "/hosts": [message("en", "companyHostsFixed", { hosts: "alpha.test, de.alpha.test" })],
    });
    expect(await written()).toBe(before);
  });

  it("checks a zip whose names carry umlauts without the zip's UTF-8 flag, as zip -r makes it", async () => {
    const entries = unzipSync(
      withCompany(await alphaZip(), (company) => {
        company.logo = "files/räume/küche.svg";
      }),
    );
    entries["alpha/files/räume/küche.svg"] = encode("<svg/>");
    const zip = rawZip(
      Object.entries(entries).map(([name, content]) => ({ name: encode(name), content })),
    );
    const checked = (await check(zip)).answer;
    expect(checked).toMatchObject({ can_import: true, problems: {} });
  });

  it("checks a loop of restrictions as one problem at the restrictions that form it", async () => {
    // With the world's tile-green → grout-grey, in the bathroom: white tiles → white grout →
    // green tiles → grey grout → white tiles.
    const zip = withCompany(await alphaZip(), (company) => {
      company.projects[0]?.restrictions?.push(
        {
          code: "loop-1",
          when: "bathroom-wall-tiles/tile-white",
          choose: ["bathroom-grout/grout-white"],
        },
        {
          code: "loop-2",
          when: "bathroom-grout/grout-white",
          choose: ["bathroom-wall-tiles/tile-green"],
        },
        {
          code: "loop-3",
          when: "bathroom-grout/grout-grey",
          choose: ["bathroom-wall-tiles/tile-white"],
        },
      );
    });
    const checked = (await check(zip)).answer;
    expect(checked.can_import).toBe(false);
    const [place, ...others] = Object.keys(checked.problems);
    expect(others).toEqual([]);
    expect(place).toMatch(/^\/projects\/0\/restrictions\/\d+$/);
    const [text, ...more] = checked.problems[place ?? ""] ?? [];
    expect(more).toEqual([]);
    for (const code of [
      "loop-1",
      "loop-2",
      "loop-3",
      "bathroom-wall-tiles.tile-green.bathroom-grout",
    ])
      expect(text).toContain(`'${code}'`);
    expect(text).toMatch(
      /choices of 'bathroom-wall-tiles' and 'bathroom-grout' would keep flipping/,
    );
    expect(
      Object.values(checked.warnings)
        .flat()
        .filter((w) => /own choices/.test(w)),
    ).toEqual([]);
  });

  describe("refuses bad input with a 4xx in the request's language, changing nothing", () => {
    /** The answer's status and message, and whether the import changed anything. */
    const refusal = async (zip: Uint8Array | string, locale: ServerLocale, field?: string) => {
      const before = await written();
      const res = await upload(zip, { ...admin(), locale }, { field });
      const body = res.error;
      return { status: res.status, ...body, changed: (await written()) !== before };
    };

    it("a file that is not a zip", async () => {
      expect(await refusal("company.json", "de")).toEqual({
        status: 422,
        message: message("de", "companyZipNotZip"),
        changed: false,
      });
    });

    it("a form without the zip, or not a form", async () => {
      const text = message("et", "companyZipMissing");
      expect(await refusal(await alphaZip(), "et", "file")).toEqual({
        status: 422,
        message: text,
        errors: { company: [text] },
        changed: false,
      });
      // JSON where the route takes a form, on purpose.
      const json = await server.raw("POST", "/api/admin/company/import", {
        token: w.token("admin"),
        headers: { locale: "en" },
        body: { company: "alpha" },
      });
      expect(json.status).toBe(422);
      expect(apiErrorSchema.parse(json.body).message).toBe(message("en", "uploadNotMultipart"));
    });

    it("company.json that is not JSON", async () => {
      const entries = unzipSync(await alphaZip());
      const broken = zipSync({ ...entries, "alpha/company.json": encode('{"code": "alpha",') });
      const res = await refusal(broken, "de");
      expect(res).toMatchObject({
        status: 422,
        message: message("de", "companyImportRefused", { count: 1 }),
        changed: false,
      });
      expect(res.errors?.["/"]).toEqual([
        "company.json ist kein JSON: in Zeile 1, Spalte 18 endet die Datei, bevor ihr JSON endet (am Ende eine } oder ] zu wenig?)",
      ]);
    });

    it("a company that is not right, or not the site's", async () => {
      const invalid = withCompany(await alphaZip(), (company) => {
        company.vat = "24,0";
      });
      expect(await refusal(invalid, "en")).toMatchObject({
        status: 422,
        message: message("en", "companyImportRefused", { count: 1 }),
        errors: { "/vat": [expect.any(String)] },
        changed: false,
      });
      // An admin never writes over another company: Beta's code is refused on Alpha's site.
      const beta = withCompany(await alphaZip(), (company) => {
        company.code = "beta";
      });
      expect(await refusal(beta, "de")).toEqual({
        status: 422,
        message: message("de", "companyImportRefused", { count: 1 }),
        errors: { "/code": [message("de", "companyOtherCode", { code: "beta", own: "alpha" })] },
        changed: false,
      });
      const hosts = withCompany(await alphaZip(), (company) => {
        company.hosts = company.hosts.filter((h) => h.host === "alpha.test");
      });
      expect(await refusal(hosts, "en")).toMatchObject({ status: 422, changed: false });
    });

    it("a company past the format's bounds", async () => {
      const zip = withCompany(await alphaZip(), (company) => {
        const own = company.materials ?? [];
        const [material] = own;
        if (!material) throw new Error("Alpha has no material");
        const extra = FORMAT_LIMITS.materials + 1 - own.length;
        company.materials = [
          ...own,
          ...Array.from({ length: extra }, (_, i) => ({ ...material, code: `extra-${i}` })),
        ];
      });
      expect(await refusal(zip, "de")).toEqual({
        status: 422,
        message: message("de", "companyImportRefused", { count: 1 }),
        errors: {
          "/materials": [
            `enthält ${FORMAT_LIMITS.materials + 1} Einträge: das Format erlaubt höchstens ${FORMAT_LIMITS.materials}`,
          ],
        },
        changed: false,
      });
    });

    it("an entry whose name leads out of the zip's folder", async () => {
      const entries = unzipSync(await alphaZip());
      const zip = zipSync({ ...entries, "alpha/../../etc/cron.d/x": encode("x") });
      expect(await refusal(zip, "en")).toEqual({
        status: 422,
        message: message("en", "companyZipUnsafeName", { name: "alpha/../../etc/cron.d/x" }),
        changed: false,
      });
    });

    it("a zip of two companies' folders side by side", async () => {
      const entries = unzipSync(await alphaZip());
      const beta = Object.fromEntries(
        Object.entries(entries).map(([name, content]) => [
          name.replace(/^alpha\//, "beta/"),
          content,
        ]),
      );
      const zip = zipSync({ ...entries, ...beta });
      for (const locale of ["et", "de"] as const)
        expect(await refusal(zip, locale)).toEqual({
          status: 422,
          message: message(locale, "companyZipSeveralFolders", { folders: "alpha/, beta/" }),
          changed: false,
        });
    });

    it("a picture whose content is not its type, or an SVG with a script", async () => {
      const entries = unzipSync(await alphaZip());
      const zip = zipSync({
        ...entries,
        "alpha/files/t/plan.svg": encode(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      });
      const res = await refusal(zip, "de");
      expect(res).toMatchObject({
        status: 422,
        message: message("de", "companyImportRefused", {
          count: res.errors ? Object.values(res.errors).flat().length : 0,
        }),
        changed: false,
      });
      const messages = Object.values(res.errors ?? {}).flat();
      expect(messages.length).toBeGreaterThan(0);
      for (const text of messages)
        expect(text).toMatch(
          /^nennt die Datei 'files\/t\/plan\.svg': sie enthält ein <script>-Element/,
        );
    });

    it("a zip bomb: an entry larger unpacked than any picture, before it is unpacked", async () => {
      const entries = unzipSync(await alphaZip());
      const zip = zipSync({
        ...entries,
        "alpha/files/huge.svg": new Uint8Array(ZIP_LIMITS.entryBytes + 1),
      });
      expect(zip.length).toBeLessThan(MB);
      expect(await refusal(zip, "de")).toEqual({
        status: 413,
        message: message("de", "companyZipEntryTooLarge", {
          name: "alpha/files/huge.svg",
          megabytes: ZIP_LIMITS.entryBytes / MB,
        }),
        changed: false,
      });
      expect(inflated.calls).toBe(0);
    });

    it("a zip that declares more than a company's bound in all, before anything is unpacked", async () => {
      // Eleven pictures of 20 MB of zeros, each within the bound of a file: 220 MB in all.
      const zeros = new Uint8Array(ZIP_LIMITS.entryBytes);
      const zip = rawZip([
        ...rawEntriesOf(await alphaZip()),
        ...Array.from({ length: 11 }, (_, i) => ({
          name: encode(`alpha/files/photo-${i}.svg`),
          content: zeros,
          method: "deflate" as const,
        })),
      ]);
      expect(zip.length).toBeLessThan(2 * MB);
      for (const [call, send] of uploads) {
        const before = await written();
        const res = await send(zip, { ...admin(), locale: "et" });
        expect([call, res.status]).toEqual([call, 413]);
        expect(res.error.message).toBe(
          message("et", "companyZipTooLargeUnpacked", { megabytes: ZIP_LIMITS.totalBytes / MB }),
        );
        expect(await written()).toBe(before);
      }
      expect(inflated.calls).toBe(0);
    });

    it("a zip of more entries than a company's .zip may hold", async () => {
      const many = rawZip(
        Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, i) => ({
          name: encode(`alpha/files/${i}.svg`),
          content: new Uint8Array(0),
        })),
      );
      expect(await refusal(many, "en")).toEqual({
        status: 413,
        message: message("en", "companyZipTooManyEntries", { count: ZIP_LIMITS.entries }),
        changed: false,
      });
      expect(inflated.calls).toBe(0);
    });

    it("a zip whose picture unpacks to more than the zip declares, stopped at what it declares", async () => {
      // 64 MB of zeros (64 kB packed) that the zip's directory says are 2 kB: judged by that, the
      // zip is within every bound, and the picture is unpacked only until it passes 2 kB.
      const plan = "alpha/files/t/plan.svg";
      const zip = rawZip([
        ...rawEntriesOf(await alphaZip(), [plan]),
        {
          name: encode(plan),
          content: new Uint8Array(64 * MB),
          method: "deflate",
          declaredSize: 2048,
        },
      ]);
      for (const [call, locale] of [
        ["import", "de"],
        ["check", "en"],
      ] as const) {
        resetInflated();
        const before = await written();
        const res = await (call === "check" ? check : upload)(zip, { ...admin(), locale });
        expect([call, res.status]).toEqual([call, 422]);
        expect(res.error.message).toBe(
          message(locale, "companyZipLargerThanDeclared", {
            name: "alpha/files/t/plan.svg",
            bytes: 2048,
          }),
        );
        expect(await written()).toBe(before);
        // zlib stopped the picture's unpacking at what the zip declares for it.
        expect(inflated.stopped).toEqual([2048]);
      }
    });

    it("a zip whose company.json cannot be unpacked", async () => {
      const zip = rawZip([
        ...rawEntriesOf(await alphaZip(), ["alpha/company.json"]),
        // Bytes that are no deflate stream (0xff opens a block of the reserved type 3).
        { name: encode("alpha/company.json"), content: Uint8Array.of(0xff, 0xff), method: 8 },
      ]);
      expect(await refusal(zip, "et")).toEqual({
        status: 422,
        message: message("et", "companyZipDamaged", { name: "alpha/company.json" }),
        changed: false,
      });
    });

    it("an upload larger than a company's, by its length, before it is read", async () => {
      const total = COMPANY_UPLOAD_BYTES + MB;
      const res = await streamedUpload(
        `${server.url}/api/admin/company/import`,
        total,
        headers({ ...admin(), locale: "et" }),
        { field: "company", name: "alpha.zip", type: "application/zip", start: "PK" },
      );
      expect(res.status).toBe(413);
      expect(apiErrorSchema.parse(res.body).message).toBe(
        message("et", "uploadTooLarge", { megabytes: COMPANY_UPLOAD_BYTES / MB }),
      );
      expect(res.sent).toBeLessThan(total / 2);
    });

    it("an upload larger than a company's without its length, as it passes the limit", async () => {
      const before = await written();
      // Sent without its length, and never finished: only a refusal part-way answers it.
      const res = await streamedUpload(
        `${server.url}/api/admin/company/import`,
        COMPANY_UPLOAD_BYTES + MB,
        headers({ ...admin(), locale: "de" }),
        { field: "company", name: "alpha.zip", type: "application/zip", start: "PK" },
        { chunked: true, finish: false },
      );
      expect(res.status).toBe(413);
      expect(apiErrorSchema.parse(res.body).message).toBe(
        message("de", "uploadTooLarge", { megabytes: COMPANY_UPLOAD_BYTES / MB }),
      );
      expect(await leftovers()).toEqual([]);
      expect(await written()).toBe(before);
    });
  });

  it("leaves no file of an upload its client gave up on half-way", async () => {
    const total = 64 * MB;
    const boundary = "----hd-given-up";
    const req = httpRequest(`${server.url}/api/admin/company/import`, {
      method: "POST",
      headers: {
        ...headers(admin()),
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(total),
      },
    });
    const gone = new Promise<void>((resolve) => req.on("error", () => resolve()));
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="company"; filename="alpha.zip"\r\nContent-Type: application/zip\r\n\r\nPK`,
    );
    req.write(Buffer.alloc(8 * MB, 0x20));
    // Once the server is writing the upload to its file, the client goes.
    const folder = path.join(server.ctx.config.dataDir, "tmp");
    await vi.waitFor(
      async () => {
        const [upload] = await leftovers();
        expect((await stat(path.join(folder, upload ?? "-", "company.zip"))).size).toBeGreaterThan(
          0,
        );
      },
      { timeout: 20_000 },
    );
    req.destroy();
    await gone;
    await vi.waitFor(async () => expect(await leftovers()).toEqual([]), { timeout: 20_000 });
  });

  it("keeps a large upload on the disk: the server's memory grows by a fraction of it", async () => {
    // Alpha's folder and 80 MB of files no check reads, each 1 MB of random bytes, stored.
    const file = path.join(server.ctx.config.dataDir, "large.zip");
    const size = await writeLargeZip(file, await alphaZip(), 80);
    try {
      const gc = garbageCollector();
      /** What this process has in JavaScript's heap and buffers, garbage included. */
      const used = () => {
        const { heapUsed, arrayBuffers } = process.memoryUsage();
        return heapUsed + arrayBuffers;
      };
      /** What it holds: what is used once garbage is collected. */
      const held = () => {
        gc();
        return used();
      };
      // Half the upload: held in memory it would add all of it (and unzipping as much again).
      // The sending client is in this process too, and on a busy machine its chunks on their way
      // out have taken 28 MB of the 80 (CI, with the browser suite beside it).
      const bound = size / 2;
      const before = held();
      let peak = before;
      // A collection takes this process a tenth of a second or more, so it collects only when
      // what is used passes the bound (is that garbage, or held?), until something held has.
      const sampler = setInterval(() => {
        if (peak - before < bound && used() - before > bound) peak = Math.max(peak, held());
      }, 20);
      const res = await fileUpload(
        `${server.url}/api/admin/company/check`,
        headers(admin()),
        "company",
        file,
      ).finally(() => clearInterval(sampler));
      expect(res.status).toBe(200);
      expect(strictSchema(companyCheckAnswerSchema).parse(res.body).can_import).toBe(true);
      // Held in memory, the upload alone would add its 80 MB (and unzipping it as much again);
      // streamed, only the chunks on their way to the disk are held.
      expect(peak - before).toBeLessThan(bound);
    } finally {
      await rm(file, { force: true });
    }
  }, 120_000);

  describe("refuses everyone but the site's company's admins", () => {
    const refused = [
      { who: "a guest", fixture: null, status: 401, key: "loginNeeded" },
      { who: "a customer", fixture: "customer", status: 403, key: "adminOnly" },
      { who: "a designer", fixture: "designer", status: 403, key: "adminOnly" },
      // Their token counts only on their own company's sites: here they are a guest.
      { who: "another company's admin", fixture: "betaAdmin", status: 401, key: "sessionEnded" },
    ] as const;
    const callerOf = (fixture: string | null): Caller => ({
      locale: "de",
      token: fixture ? w.token(fixture) : undefined,
    });

    it.each(refused)("$who, before an upload is read", async ({ fixture, status, key }) => {
      const before = await written();
      const total = 48 * MB;
      for (const call of ["check", "import"]) {
        const res = await streamedUpload(
          `${server.url}/api/admin/company/${call}`,
          total,
          headers(callerOf(fixture)),
          { field: "company", name: "alpha.zip", type: "application/zip", start: "PK" },
        );
        expect([call, res.status]).toEqual([call, status]);
        expect(apiErrorSchema.parse(res.body).message).toBe(message("de", key));
        expect(res.sent).toBeLessThan(total / 2);
      }
      const exported = await exportZip(callerOf(fixture));
      expect(exported.status).toBe(status);
      expect(exported.error.message).toBe(message("de", key));
      expect(await written()).toBe(before);
    });

    it("another company's admin on their own site: their company's folder only", async () => {
      const betaAdmin = { token: w.token("betaAdmin"), site: BETA_SITE };
      const exported = await exportZip(betaAdmin);
      expect(exported.status).toBe(200);
      const entries = unzipSync(exported.answer);
      expect(Object.keys(entries).every((name) => name.startsWith("beta/"))).toBe(true);
      const everything = Object.values(entries)
        .map((content) => strFromU8(content))
        .join("\n");
      for (const alpha of ["alpha", "Alpha Homes", "Harbour View"])
        expect(everything).not.toContain(alpha);

      // Alpha's folder, taken to Beta's site, writes nothing of Alpha's, nor over Beta.
      const before = await written();
      const res = await upload(await alphaZip(), { ...betaAdmin, locale: "en" });
      expect(res.status).toBe(422);
      expect(res.error.errors?.["/code"]).toEqual([
        message("en", "companyOtherCode", { code: "alpha", own: "beta" }),
      ]);
      expect(await written()).toBe(before);
    });
  });
});
