import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { CompanyFile } from "@home-designer/core";
import Ajv2020 from "ajv/dist/2020.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, files } from "../../src/db/schema.ts";
import { DEMO_SLUG, installDemo } from "../../src/demo/demo.ts";
import { checkCompanyFolder, listFiles } from "../../src/modules/company-format/company-folder.ts";
import {
  CompanyNotFoundError,
  exportCompany,
  writeCompanyFolder,
} from "../../src/modules/company-format/export-service.ts";
import { buildWorld } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const run = promisify(execFile);

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = env;
  return rest;
}

/** Every string of a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(databaseKinds())("company export (%s)", (kind) => {
  let server: TestServer;
  let work: string;
  let demoDir: string;
  let demo: CompanyFile;

  beforeAll(async () => {
    // The demo company beside the fixtures' Alpha and Beta, so an export can be seen to keep to
    // its own company.
    server = await startTestServer(kind, async (ctx) => {
      await buildWorld(ctx);
      await installDemo(ctx);
    });
    work = await mkdtemp(path.join(tmpdir(), "hd-company-format-"));
    demoDir = path.join(work, "demo");
    await writeCompanyFolder(server.ctx, await exportCompany(server.ctx, DEMO_SLUG), demoDir);
    demo = JSON.parse(await readFile(path.join(demoDir, "company.json"), "utf8"));
  });

  afterAll(async () => {
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("exports the demo company to a folder that the check accepts", async () => {
    expect((await checkCompanyFolder(demoDir)).problems).toEqual([]);
    expect(demo.code).toBe(DEMO_SLUG);
    // Everything the demo has, in numbers: one project, 14 apartments, 6 packages' worth of rules.
    const [project] = demo.projects;
    expect(project?.buildings.flatMap((b) => b.apartments)).toHaveLength(14);
    expect(project?.packages.filter((p) => p.default)).toHaveLength(1);
    expect(project?.restrictions?.length).toBeGreaterThan(10);
    expect(project?.room_types.some((rt) => rt.whole_apartment)).toBe(true);
    expect(project?.room_types.flatMap((rt) => rt.groups).some((g) => g.hidden)).toBe(true);
    expect(demo.staff?.map((s) => s.role)).toEqual(["admin", "designer"]);
  });

  it("writes company.json that the generated JSON Schema accepts", async () => {
    const schema = JSON.parse(
      await readFile(path.join(root, "docs/company-format.schema.json"), "utf8"),
    );
    const validate = new Ajv2020({ allErrors: true, validateFormats: false }).compile(schema);
    expect(validate(demo), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
  });

  it("holds every file company.json names, as stored, and no other", async () => {
    const named = new Set(strings(demo).filter((s) => s.startsWith("files/")));
    const present = await listFiles(demoDir);
    present.delete("company.json");
    expect([...present].sort()).toEqual([...named].sort());
    const [company] = await server.ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, DEMO_SLUG));
    const own = await server.ctx.db
      .select({ key: files.key })
      .from(files)
      .where(eq(files.companyId, company?.id ?? 0));
    const ownKeys = new Set(own.map((f) => f.key));
    for (const at of named) expect(ownKeys).toContain(at.slice("files/".length));
    const sample = [...named][0] ?? "";
    expect(await readFile(path.join(demoDir, sample))).toEqual(
      await server.ctx.storage.read(sample.slice("files/".length)),
    );
  });

  it("holds nothing of another company", () => {
    const text = strings(demo).join("\n").toLowerCase();
    for (const other of ["alpha", "beta", "harbour view"]) expect(text).not.toContain(other);
    // Buyers' own packages and accounts are not the company's to export.
    expect(demo.projects[0]?.packages.map((p) => p.code)).not.toContain("hele-kodu-roheline-kook");
    expect(text).not.toContain('klient@kaarnakivi.example"');
  });

  it("exports the same company.json every time", async () => {
    expect((await exportCompany(server.ctx, DEMO_SLUG)).company).toEqual(demo);
  });

  it("exports a company with few settings, and refuses an unknown one", async () => {
    const dir = path.join(work, "alpha");
    const exported = await exportCompany(server.ctx, "alpha");
    await writeCompanyFolder(server.ctx, exported, dir);
    expect((await checkCompanyFolder(dir)).problems).toEqual([]);
    expect(strings(exported.company).join("\n")).not.toContain("Kaarnakivi");
    await expect(exportCompany(server.ctx, "nobody")).rejects.toBeInstanceOf(CompanyNotFoundError);
    await expect(writeCompanyFolder(server.ctx, exported, dir)).rejects.toThrow(/not empty/);
  });
});

describe("npm run company", () => {
  const cli = path.join(root, "apps/server/src/cli/main.ts");
  const tsx = path.join(root, "node_modules/.bin/tsx");

  it("checks a folder and lists every problem with its place", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hd-company-check-"));
    try {
      await writeFile(
        path.join(dir, "company.json"),
        JSON.stringify({ format: "home-designer-company/1", code: "x y", vat: 24, projects: [] }),
      );
      const failed = await run(tsx, [cli, "company", "check", dir]).catch(
        (e: { code: number; stderr: string }) => e,
      );
      expect("code" in failed && failed.code).toBe(1);
      const { stderr } = failed as { stderr: string };
      expect(stderr).toContain("/code: should be lower-case letters");
      expect(stderr).toContain("/vat: should be a text");
      expect(stderr).toContain("/name: is missing");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("says so when the embedded database is in use by a running server", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hd-company-locked-"));
    try {
      // This test's own process stands for the running server holding the lock.
      await mkdir(path.join(dataDir, "pglite"), { recursive: true });
      await writeFile(path.join(dataDir, "pglite", "lock.pid"), String(process.pid));
      const failed = await run(
        tsx,
        [cli, "company", "export", DEMO_SLUG, path.join(dataDir, "out")],
        {
          env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir },
        },
      ).catch((e: { code: number; stderr: string }) => e);
      expect((failed as { code: number }).code).toBe(1);
      expect((failed as { stderr: string }).stderr).toContain(
        `is in use by process ${process.pid}`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
