import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type CompanyFile,
  companySchema,
  packageListSchema,
  projectListSchema,
  type SelectionGroup,
  type Tabs,
  tabsSchema,
} from "@home-designer/core";
import {
  asWritten,
  largeCompany,
  removeOption,
  SMALL_COMPANY_FILES,
  smallCompany,
} from "@home-designer/core/test-company";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "../../src/context.ts";
import {
  companies,
  confirmations,
  followedOptionImages,
  materials,
  packages,
  rooms,
  selections,
  shortLinks,
  userPackageSelections,
  users,
} from "../../src/db/schema.ts";
import { DEMO_SLUG, installDemo } from "../../src/demo/demo.ts";
import { listFiles, withCompanySource } from "../../src/modules/company-format/company-folder.ts";
import {
  exportCompany,
  writeCompanyFolder,
} from "../../src/modules/company-format/export-service.ts";
import {
  ImportRefusedError,
  importCompany,
} from "../../src/modules/company-format/import-service.ts";
import { assertFreshBuild, builtCli } from "../helpers/built.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";
import { pdfText } from "../pdf/poppler.ts";

const run = promisify(execFile);
const svg = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${text}</title></svg>`;

let work: string;
let folders = 0;
/** A new folder holding `company` and an SVG for every file it names. */
async function folderOf(company: CompanyFile, files: Iterable<string>): Promise<string> {
  const dir = path.join(work, `folder-${++folders}`);
  await mkdir(dir, { recursive: true });
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), svg(file));
  }
  await writeFile(path.join(dir, "company.json"), JSON.stringify(company, null, 2));
  return dir;
}

async function exportTo(ctx: AppContext, slug: string): Promise<string> {
  const dir = path.join(work, `export-${++folders}`);
  await writeCompanyFolder(ctx, await exportCompany(ctx, slug), dir);
  return dir;
}

async function importFolder(ctx: AppContext, dir: string, dryRun = false) {
  return withCompanySource(dir, (source) => importCompany(ctx, source, { dryRun }));
}

const readJson = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, "company.json"), "utf8")) as CompanyFile;

/** Every file of a folder with its content. */
async function contents(dir: string): Promise<Map<string, string>> {
  const files = [...(await listFiles(dir))].sort();
  return new Map(
    await Promise.all(
      files.map(async (f) => [f, await readFile(path.join(dir, f), "utf8")] as const),
    ),
  );
}

/**
 * Answers with their ids numbered in the order they first appear, one numbering per call and place
 * in its answer (`[].selections[].id`; a package's `slug` is its id too): two databases holding the same
 * company give the same answers but for their own ids, and a reference to another thing shows.
 */
function canonicalIds(value: { call: string; body: unknown }[]): unknown {
  const numbering = new Map<string, Map<unknown, number>>();
  const renumber = (place: string, id: unknown) => {
    const known = numbering.get(place) ?? new Map<unknown, number>();
    numbering.set(place, known);
    if (!known.has(id)) known.set(id, known.size + 1);
    return `#${known.get(id)}`;
  };
  const walk = (v: unknown, place: string, key: string): unknown => {
    if (Array.isArray(v)) return v.map((item) => walk(item, `${place}[]`, key));
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v).map(([k, item]) => [k, walk(item, `${place}.${k}`, k)]),
      );
    if (v === null || !/^(id|slug|packages)$|_id$|Id$/.test(key)) return v;
    return renumber(key === "slug" ? place.replace(/slug$/, "id") : place, v);
  };
  return value.map((answer) => walk(answer.body, answer.call, ""));
}

const DEMO_SITE = "http://localhost";

/**
 * Every read call a guest makes on the demo company's site, in the order the answers lead to
 * them: the company, its catalogue and legends, its projects, every layout's rooms and packages,
 * every room's groups, and on the first layout every room on every package; then the text of the
 * first layout's summary PDF on two packages (its link, which holds ids, left out).
 */
async function readAll(server: TestServer): Promise<{ call: string; body: unknown }[]> {
  const answers: { call: string; body: unknown }[] = [];
  const read = async (address: string) => {
    const res = await server.raw("GET", address, { site: DEMO_SITE });
    const call = address.replace(/\d+/g, "#");
    answers.push({ call, body: res.status === 200 ? res.body : res.status });
    return res.body;
  };
  const company = companySchema.parse(await read(`/api/company?url=${DEMO_SITE}`));
  await read(`/api/materials?company_id=${company.id}`);
  await read(`/api/legends?company_id=${company.id}`);
  await read(`/api/terms?company_id=${company.id}`);
  const projects = projectListSchema.parse(await read(`/api/list/projects?company=${company.id}`));
  const registered = await server.api("POST /auth/register", {
    site: DEMO_SITE,
    body: {
      name: "Round Trip",
      email: "round.trip@example.test",
      password: "Kodu-Rand-2026",
      password_confirmation: "Kodu-Rand-2026",
      company_id: company.id,
    },
  });
  const { token } = registered.answer;
  for (const project of projects) {
    const layouts = new Set(
      project.buildings?.flatMap((b) => b.apartments.flatMap((a) => a.layouts.map((l) => l.id))),
    );
    for (const [i, layout] of [...layouts].entries()) {
      const tabs = tabsSchema.parse(
        await read(`/api/project/${project.id}/tabs?apartment_layout_id=${layout}`),
      );
      const offered = packageListSchema.parse(
        await read(`/api/packages?project_id=${project.id}&apartment_layout_id=${layout}`),
      );
      const packageIds = i === 0 ? [null, ...offered.map((p) => p.id)] : [null];
      for (const room of tabs.rooms)
        for (const pkg of packageIds)
          await read(
            `/api/project/${project.id}/tabs/${room.id}?apartment_layout_id=${layout}${pkg ? `&package_id=${pkg}` : ""}`,
          );
      if (i > 0) continue;
      // Two packages' summaries: a PDF costs far more than a read.
      for (const pkg of offered.slice(0, 2)) {
        const res = await fetch(`${server.url}/api/summary-pdf`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${token}`,
            origin: DEMO_SITE,
          },
          body: JSON.stringify({
            project_id: project.id,
            apartment_layout_id: layout,
            package_id: pkg.id,
            locale: "de",
          }),
        });
        expect(res.status).toBe(200);
        const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
        answers.push({ call: "POST /api/summary-pdf", body: text.replace(/https?:\S+/g, "") });
      }
    }
  }
  return answers;
}

const countCompanies = async (ctx: AppContext) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0]?.n;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "hd-company-import-"));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe.each(databaseKinds())("company import (%s)", (kind) => {
  /** The fixtures' Alpha and Beta and the demo company, with buyers' packages and confirmations. */
  let source: TestServer;
  let world: World;
  /** An empty database. */
  let empty: TestServer;

  beforeAll(async () => {
    source = await startTestServer(kind, async (ctx) => {
      world = await buildWorld(ctx);
      await installDemo(ctx);
    });
    empty = await startTestServer(kind);
  });

  afterAll(async () => {
    await source?.close();
    await empty?.close();
  });

  it("imports the small test company, and exports it again as it imported it", async () => {
    const dir = await folderOf(smallCompany(), SMALL_COMPANY_FILES);
    const report = await importFolder(empty.ctx, dir);
    expect(report.created).toBe(true);
    expect(report.files).toBe(SMALL_COMPANY_FILES.size);
    const exported = (await exportCompany(empty.ctx, "nordhaus")).company;
    expect(exported.materials?.map((m) => [m.code, m.price])).toEqual([
      ["OAK-1", "0.00"],
      ["ASH-1", "1250.50"],
    ]);
    expect(exported.projects[0]?.restrictions).toEqual(smallCompany().projects[0]?.restrictions);
    expect(exported.projects[0]?.packages.map((p) => p.options)).toEqual([
      ["floor/oak", "threshold/oak"],
      ["floor/ash", "threshold/stone"],
    ]);
    // Staff without a language speak the company's: its first site's first language, German.
    const [planner] = await empty.ctx.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, "planer@nordhaus.example"));
    expect(planner?.locale).toBe("de");
    expect(exported.staff).toEqual(smallCompany().staff);
    // Importing its own export changes nothing.
    const again = await importFolder(empty.ctx, await exportTo(empty.ctx, "nordhaus"));
    expect(again.entries).toEqual([]);
    expect(again.files).toBe(0);
  });

  it("gives back the same folder from export → import into an empty database → export", async () => {
    const first = await exportTo(source.ctx, DEMO_SLUG);
    const target = await startTestServer(kind);
    try {
      await importFolder(target.ctx, first);
      const second = await exportTo(target.ctx, DEMO_SLUG);
      expect(await contents(second)).toEqual(await contents(first));
      // Every read call answers the same, and every summary reads the same, but for the
      // databases' own ids.
      const [before, after] = await Promise.all([readAll(source), readAll(target)]);
      expect(after.map((a) => a.call)).toEqual(before.map((b) => b.call));
      expect(after.length).toBeGreaterThan(100);
      expect(canonicalIds(after)).toEqual(canonicalIds(before));
    } finally {
      await target.close();
    }
    // A second server, two imports and exports of the demo and every read call on both: about
    // 15 s on a quiet machine, more while the browser tests share it.
  }, 90_000);

  it("changes exactly one price when one price changed, and keeps buyers' designs and links", async () => {
    const dir = await exportTo(source.ctx, "alpha");
    expect((await importFolder(source.ctx, dir)).entries).toEqual([]);
    const company = await readJson(dir);
    const white = company.materials?.find((m) => m.code === "white");
    if (!white) throw new Error("no material white");
    white.price = "99.90";
    await writeFile(path.join(dir, "company.json"), JSON.stringify(company));
    await source.ctx.db.insert(shortLinks).values({
      code: "keep-me",
      companyId: world.alpha.id,
      url: `https://alpha.test/et/configurator?package=${world.packages.customerPackage.id}`,
    });
    const tables = async () => ({
      materials: await source.ctx.db.select().from(materials).orderBy(materials.id),
      packages: await source.ctx.db.select().from(packages).orderBy(packages.id),
      choices: await source.ctx.db.select().from(userPackageSelections),
      confirmations: await source.ctx.db.select().from(confirmations),
      links: await source.ctx.db.select().from(shortLinks),
    });
    const before = await tables();

    const report = await importFolder(source.ctx, dir);
    expect(report.entries).toEqual([
      { kind: "material", code: "white", action: "changed", fields: ["price"] },
    ]);
    const after = await tables();
    expect(after.materials).toEqual(
      before.materials.map((m) => (m.code === "white" ? { ...m, priceCents: 9990 } : m)),
    );
    expect(after.packages).toEqual(before.packages);
    expect(after.choices).toEqual(before.choices);
    expect(after.confirmations).toEqual(before.confirmations);
    expect(after.links).toEqual(before.links);
  });

  it("brings in the terms, the quote link and the EU mark, updates them in place and exports them as written", async () => {
    const company = smallCompany();
    company.code = "legal";
    company.hosts = [{ host: "legal.example", languages: ["de", "en"] }];
    company.terms = {
      de: [
        { title: "§ 1 Geltungsbereich", text: "Absatz eins.\nNoch Absatz eins.\n\nAbsatz zwei." },
        { title: "§ 2 Gerichtsstand", text: "Leipzig." },
      ],
      en: [{ title: "1 Scope", text: "These terms apply to …" }],
    };
    company.quote_url = "https://legal.example/angebot?w={apartment_id}&s={total_sum}";
    company.eu_funding_mark = true;
    const dir = await folderOf(company, SMALL_COMPANY_FILES);
    await importFolder(empty.ctx, dir);
    const [row] = await empty.ctx.db
      .select({ terms: companies.terms, mark: companies.euFundingMark, quote: companies.quoteUrl })
      .from(companies)
      .where(eq(companies.slug, "legal"));
    expect(row).toEqual({ terms: company.terms, mark: true, quote: company.quote_url });
    const exported = (await exportCompany(empty.ctx, "legal")).company;
    expect(exported).toMatchObject({
      terms: company.terms,
      quote_url: company.quote_url,
      eu_funding_mark: true,
    });
    // A re-import of the unchanged folder, and of its export, changes nothing.
    expect((await importFolder(empty.ctx, dir)).entries).toEqual([]);
    expect((await importFolder(empty.ctx, await exportTo(empty.ctx, "legal"))).entries).toEqual([]);

    // One section's text changed, the mark gone: the company changes in place, by those fields.
    const section = company.terms.de?.[1];
    if (!section) throw new Error("no section");
    section.text = "Leipzig, soweit gesetzlich zulässig.";
    company.eu_funding_mark = undefined;
    await writeFile(path.join(dir, "company.json"), JSON.stringify(company));
    expect((await importFolder(empty.ctx, dir)).entries).toEqual([
      { kind: "company", code: "legal", action: "changed", fields: ["terms", "eu_funding_mark"] },
    ]);
    // Without terms of its own the company has none left, and its export says nothing of them.
    company.terms = undefined;
    company.quote_url = undefined;
    await writeFile(path.join(dir, "company.json"), JSON.stringify(company));
    expect((await importFolder(empty.ctx, dir)).entries).toEqual([
      { kind: "company", code: "legal", action: "changed", fields: ["terms", "quote_url"] },
    ]);
    const bare = (await exportCompany(empty.ctx, "legal")).company;
    expect(bare.terms).toBeUndefined();
    expect(bare.quote_url).toBeUndefined();
    expect(bare.eu_funding_mark).toBeUndefined();
    expect((await importFolder(empty.ctx, await exportTo(empty.ctx, "legal"))).entries).toEqual([]);
  });

  it("brings in how amounts are written, the word for a building and the VAT amount, and exports them as written", async () => {
    const company = smallCompany();
    company.code = "words";
    company.hosts = [{ host: "words.example", languages: ["de", "et"] }];
    company.amount_format = { de: "1.234,56 €", et: "1 234,56 €" };
    company.building_word = { de: "Haus", en: "House" };
    company.show_vat_amount = true;
    const dir = await folderOf(company, SMALL_COMPANY_FILES);
    await importFolder(empty.ctx, dir);
    const [row] = await empty.ctx.db
      .select({
        amounts: companies.amountFormat,
        word: companies.buildingWord,
        vat: companies.showVatAmount,
      })
      .from(companies)
      .where(eq(companies.slug, "words"));
    expect(row).toEqual({
      amounts: company.amount_format,
      word: company.building_word,
      vat: true,
    });
    const exported = (await exportCompany(empty.ctx, "words")).company;
    expect(exported).toMatchObject({
      amount_format: company.amount_format,
      building_word: company.building_word,
      show_vat_amount: true,
    });
    // A re-import of the unchanged folder, and of its export, changes nothing.
    expect((await importFolder(empty.ctx, dir)).entries).toEqual([]);
    expect((await importFolder(empty.ctx, await exportTo(empty.ctx, "words"))).entries).toEqual([]);

    // The English format set, the word and the VAT amount gone: changed in place by those fields.
    company.amount_format = { ...company.amount_format, en: "€1,234.56" };
    company.building_word = undefined;
    company.show_vat_amount = undefined;
    await writeFile(path.join(dir, "company.json"), JSON.stringify(company));
    expect((await importFolder(empty.ctx, dir)).entries).toEqual([
      {
        kind: "company",
        code: "words",
        action: "changed",
        fields: ["amount_format", "building_word", "show_vat_amount"],
      },
    ]);
    company.amount_format = undefined;
    await writeFile(path.join(dir, "company.json"), JSON.stringify(company));
    await importFolder(empty.ctx, dir);
    const bare = (await exportCompany(empty.ctx, "words")).company;
    expect(bare.amount_format).toBeUndefined();
    expect(bare.building_word).toBeUndefined();
    expect(bare.show_vat_amount).toBeUndefined();
    expect((await importFolder(empty.ctx, await exportTo(empty.ctx, "words"))).entries).toEqual([]);
  });

  it("retires a removed option: gone from new designs, still in the saved package that chose it", async () => {
    const dir = await exportTo(source.ctx, "alpha");
    const company = await readJson(dir);
    const ref = "kitchen-cabinet-fronts/grey";
    removeOption(company, ref);
    await writeFile(path.join(dir, "company.json"), JSON.stringify(company));

    const report = await importFolder(source.ctx, dir);
    expect(report.entries).toContainEqual({
      kind: "option",
      code: `harbour-view/${ref}`,
      action: "retired",
      fields: [],
    });
    const grey = world.option("grey");
    const [row] = await source.ctx.db.select().from(selections).where(eq(selections.id, grey));
    expect(row?.retiredAt).toBeInstanceOf(Date);

    const room = (packageId?: number, token?: string) =>
      source.api("GET /project/:project/tabs/:roomId", {
        params: { project: world.project.id, roomId: world.rooms.kitchenRoom.id },
        query: { apartment_layout_id: world.layout.id, package_id: packageId },
        token,
      });
    const fronts = (groups: SelectionGroup[]) =>
      groups.find((g) => g.id === world.groups.fronts.id);
    const guest = (await room()).answer;
    expect(fronts(guest)?.assets.map((a) => a.id)).not.toContain(grey);
    const saved = (await room(world.packages.customerPackage.id, world.token("customer"))).answer;
    const chosen = fronts(saved)?.assets.find((a) => a.id === grey);
    expect(chosen?.packages).toContain(world.packages.customerPackage.id);
    // Export no longer has it; importing that export changes nothing more.
    expect((await importFolder(source.ctx, await exportTo(source.ctx, "alpha"))).entries).toEqual(
      [],
    );
  });

  it("keeps staff's rename of a room through a re-import that changes the company's label", async () => {
    const dir = await exportTo(source.ctx, "alpha");
    const company = await readJson(dir);
    const roomOf = (file: CompanyFile) =>
      file.projects[0]?.buildings
        .flatMap((b) => b.apartments)
        .flatMap((a) => a.layouts)
        .flatMap((l) => l.rooms)
        .find((r) => r.code === "bathroom");
    // The fixtures' bathroom is renamed by staff ("Spa"), which export never writes.
    const bathroom = roomOf(company);
    if (!bathroom) throw new Error("no bathroom");
    expect(bathroom.label).toBeUndefined();
    bathroom.label = { en: "Guest bathroom" };
    await writeFile(path.join(dir, "company.json"), JSON.stringify(company));

    const report = await importFolder(source.ctx, dir);
    expect(report.entries).toEqual([
      {
        kind: "room",
        code: "harbour-view/A/10/layout-1/bathroom",
        action: "changed",
        fields: ["label"],
      },
    ]);
    const [row] = await source.ctx.db
      .select()
      .from(rooms)
      .where(eq(rooms.id, world.rooms.bathRoom.id));
    expect(row).toMatchObject({
      label: { en: "Guest bathroom" },
      renamed: { et: "Vannituba", en: "Spa", de: "Bad" },
    });
    const tabs = await source.api("GET /project/:project/tabs", {
      params: { project: world.project.id },
      query: { apartment_layout_id: world.layout.id },
    });
    const shown = (tabs.answer as Tabs).rooms.find((r) => r.id === world.rooms.bathRoom.id);
    expect(shown).toMatchObject({
      label: { en: "Spa" },
      originalLabel: { en: "Guest bathroom" },
    });
    expect(roomOf((await exportCompany(source.ctx, "alpha")).company)?.label).toEqual({
      en: "Guest bathroom",
    });
  });

  it("exports and re-imports a room type's pictures, and reports a changed one", async () => {
    const dir = await exportTo(source.ctx, "alpha");
    const company = await readJson(dir);
    const kitchen = company.projects[0]?.room_types.find((rt) => rt.code === "kitchen");
    expect(kitchen?.picture_layers).toEqual([{ file: "files/t/base.svg", layer: 0 }]);
    expect(kitchen?.follows).toEqual([
      {
        group: "whole-apartment-floor",
        pictures: [
          { option: "oak", file: "files/t/kitchen-oak.svg", layer: 1 },
          { option: "walnut", file: "files/t/kitchen-walnut.svg", layer: 1 },
        ],
      },
    ]);
    const [oak] = kitchen?.follows?.[0]?.pictures ?? [];
    if (!oak) throw new Error("no follow");
    oak.layer = 2;
    await writeFile(path.join(dir, "company.json"), JSON.stringify(company));
    expect((await importFolder(source.ctx, dir)).entries).toEqual([
      { kind: "room type", code: "harbour-view/kitchen", action: "changed", fields: ["follows"] },
    ]);
    const [row] = await source.ctx.db
      .select()
      .from(followedOptionImages)
      .where(eq(followedOptionImages.selectionId, world.option("oak")));
    expect(row?.layer).toBe(2);
  });

  it("reports every problem of a folder at once and writes nothing", async () => {
    const company = smallCompany();
    company.vat = "24,0";
    company.hosts = [{ host: "alpha.test", languages: ["en"] }];
    const [project] = company.projects;
    if (project) project.packages[1] = { code: "premium", name: {}, options: ["floor/maple"] };
    const dir = await folderOf(
      company,
      [...SMALL_COMPANY_FILES].filter((f) => f !== "files/plan.svg"),
    );
    const companiesBefore = await countCompanies(source.ctx);
    const refused = await importFolder(source.ctx, dir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportRefusedError);
    expect((refused as ImportRefusedError).problems.map((p) => p.pointer)).toEqual([
      "/vat",
      "/projects/0/buildings/0/apartments/0/layouts/0/plan",
      "/projects/0/packages/1/options/0",
    ]);
    expect(await countCompanies(source.ctx)).toBe(companiesBefore);
  });

  it("refuses a picture that is not what its name says, or an SVG with a script, writing nothing", async () => {
    const company = smallCompany();
    company.code = "sniffed";
    company.hosts = [{ host: "sniffed.example", languages: ["de"] }];
    const [project] = company.projects;
    const layout = project?.buildings[0]?.apartments[0]?.layouts[0];
    if (!layout) throw new Error("the small company changed");
    layout.picture = "files/photo.png";
    const dir = await folderOf(company, SMALL_COMPANY_FILES);
    // A picture saved as SVG with .png appended, and a logo that would run a script.
    await writeFile(path.join(dir, "files/photo.png"), svg("photo"));
    await writeFile(
      path.join(dir, "files/logo.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'/api/me\')"/>',
    );
    const companiesBefore = await countCompanies(source.ctx);
    const refused = await importFolder(source.ctx, dir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportRefusedError);
    expect(asWritten((refused as ImportRefusedError).problems)).toEqual([
      {
        pointer: "/logo",
        message:
          "names the file 'files/logo.svg', which holds an event handler attribute (on…=): an SVG of the format is a picture only, without scripts, event handlers or anything fetched from outside it",
      },
      {
        pointer: "/projects/0/buildings/0/apartments/0/layouts/0/picture",
        message:
          "names the file 'files/photo.png', which is named .png but holds an SVG file: give it the extension of its type, or save it as PNG",
      },
    ]);
    expect(await countCompanies(source.ctx)).toBe(companiesBefore);
  });

  it("refuses a host of another company", async () => {
    const company = smallCompany();
    company.code = "intruder";
    company.hosts = [{ host: "alpha.test", languages: ["en"] }];
    const dir = await folderOf(company, SMALL_COMPANY_FILES);
    const refused = await importFolder(source.ctx, dir).catch((e: unknown) => e);
    expect(asWritten((refused as ImportRefusedError).problems)).toEqual([
      { pointer: "/hosts/0/host", message: "belongs to the company 'alpha'" },
    ]);
  });

  it("writes nothing in a dry run, and says what it would do", async () => {
    const company = smallCompany();
    company.code = "dry";
    company.hosts = [{ host: "dry.example", languages: ["de"] }];
    const dir = await folderOf(company, SMALL_COMPANY_FILES);
    const companiesBefore = await countCompanies(source.ctx);
    const report = await importFolder(source.ctx, dir, true);
    expect(report.created).toBe(true);
    expect(report.entries).toContainEqual({
      kind: "material",
      code: "ASH-1",
      action: "added",
      fields: [],
    });
    expect(await countCompanies(source.ctx)).toBe(companiesBefore);
  });

  it("imports a .zip of a folder", async () => {
    const company = smallCompany();
    company.code = "zipped";
    company.hosts = [{ host: "zipped.example", languages: ["de"] }];
    const files: Record<string, Uint8Array> = {
      "zipped/company.json": new TextEncoder().encode(JSON.stringify(company)),
    };
    for (const file of SMALL_COMPANY_FILES)
      files[`zipped/${file}`] = new TextEncoder().encode(svg(file));
    const zip = path.join(work, "zipped.zip");
    await writeFile(zip, zipSync(files));
    const report = await importFolder(source.ctx, zip);
    expect(report.created).toBe(true);
    expect((await exportCompany(source.ctx, "zipped")).company.projects[0]?.code).toBe("hafen");
  });

  it("keeps export ∘ import the identity on companies it is given", async () => {
    const target = await startTestServer(kind);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            ash: fc.integer({ min: -100000, max: 10000000 }),
            name: fc.string({ minLength: 1, maxLength: 20 }),
            dropAsh: fc.boolean(),
            defaultPremium: fc.boolean(),
          }),
          async ({ ash, name, dropAsh, defaultPremium }) => {
            const company = smallCompany();
            company.code = "generated";
            company.hosts = [{ host: "generated.example", languages: ["de"] }];
            const material = company.materials?.[1];
            if (material) material.price = (ash / 100).toFixed(2);
            const [project] = company.projects;
            if (!project) throw new Error("no project");
            project.name = name;
            const [basic, premium] = project.packages;
            if (basic && premium && defaultPremium) {
              basic.default = undefined;
              premium.default = true;
            }
            if (dropAsh && premium) {
              const floor = project.room_types[0]?.groups[0];
              if (floor) floor.options = floor.options.filter((o) => o.code !== "ash");
              premium.options = ["threshold/stone"];
              for (const follow of project.room_types[1]?.follows ?? [])
                follow.pictures = follow.pictures.filter((p) => p.option !== "ash");
            }
            await importFolder(target.ctx, await folderOf(company, SMALL_COMPANY_FILES));
            const exported = await exportTo(target.ctx, "generated");
            expect((await importFolder(target.ctx, exported)).entries).toEqual([]);
            expect(await contents(await exportTo(target.ctx, "generated"))).toEqual(
              await contents(exported),
            );
          },
        ),
        { numRuns: 6 },
      );
    } finally {
      await target.close();
    }
  });

  // How long it takes is the bench's to say (npm run bench -- company, docs/benchmarks.md).
  it("imports a company of 400 materials, 66 groups and 30 apartments, and a re-import writes only the one change", async () => {
    const target = await startTestServer(kind);
    try {
      const { company, files } = largeCompany();
      const dir = await folderOf(company, files);
      await importFolder(target.ctx, dir);
      const material = company.materials?.[7];
      if (material) material.price = "1.00";
      await writeFile(path.join(dir, "company.json"), JSON.stringify(company));
      const report = await importFolder(target.ctx, dir);
      expect(report.entries).toEqual([
        { kind: "material", code: "M-7", action: "changed", fields: ["price"] },
      ]);
    } finally {
      await target.close();
    }
  }, 60_000);
});

/**
 * The command as `npm run company` runs it: the built command line (CI builds before the tests;
 * locally `npm run build -w apps/server`), which starts in a fraction of tsx's time on a busy
 * machine.
 */
describe("npm run company -- import", () => {
  const cli = builtCli;
  const node = process.execPath;
  beforeEach(assertFreshBuild);

  it("refuses while a process that takes no commands holds the embedded database, writing nothing", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hd-company-locked-"));
    try {
      const dir = await folderOf(smallCompany(), SMALL_COMPANY_FILES);
      // This test's own process holds the lock, as another command would: nothing listens on
      // the operator socket, so the command says who holds the database.
      await mkdir(path.join(dataDir, "pglite"), { recursive: true });
      await writeFile(path.join(dataDir, "pglite", "lock.pid"), String(process.pid));
      const { DATABASE_URL: _, ...env } = process.env;
      const failed = await run(node, [cli, "company", "import", dir], {
        env: { ...env, DATA_DIR: dataDir },
      }).catch((e: { code: number; stderr: string }) => e);
      expect((failed as { code: number }).code).toBe(1);
      expect((failed as { stderr: string }).stderr).toContain(
        `is in use by process ${process.pid}`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  // Three runs of the command, each opening (and the first two making) an embedded database with
  // its migrations: about ten seconds on a quiet machine, a minute and more while CI's browsers run.
  it("imports with --dry-run and then for real, saying what it does", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hd-company-cli-"));
    try {
      const dir = await folderOf(smallCompany(), SMALL_COMPANY_FILES);
      const { DATABASE_URL: _, ...env } = process.env;
      const options = { env: { ...env, DATA_DIR: dataDir, NODE_ENV: "test" } };
      const dry = await run(node, [cli, "company", "import", dir, "--dry-run"], options);
      expect(dry.stdout).toContain("nordhaus (a new company): would add");
      expect(dry.stdout).toContain("Dry run: nothing was written.");
      expect(dry.stdout).toContain("material, added (2): OAK-1; ASH-1");
      // A dry run leaves a new DATA_DIR as it was: no database, no app key.
      expect(await readdir(dataDir)).toEqual([]);
      const done = await run(node, [cli, "company", "import", dir], options);
      expect(done.stdout).toContain("nordhaus (a new company): did add");
      const again = await run(node, [cli, "company", "import", dir], options);
      expect(again.stdout).toContain("nordhaus: did add 0, change 0, retire 0, remove 0");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
