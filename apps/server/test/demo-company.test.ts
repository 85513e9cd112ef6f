/**
 * The demo company's folder (apps/server/demo-company): right by the check, what
 * `npm run demo-company` draws now, imported by the first start and only by the first, and not
 * part of the server's bundle. The demo's content itself is tested in seed.test.ts.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawDemoCompany } from "../../../scripts/demo-seed/demo-folder.ts";
import type { AppContext } from "../src/context.ts";
import { companies, files, packages, users } from "../src/db/schema.ts";
import { DEMO_LOGINS, DEMO_SLUG } from "../src/demo/demo.ts";
import { checkCompanyFolder, listFiles } from "../src/modules/company-format/company-folder.ts";
import { exportCompany, writeCompanyFolder } from "../src/modules/company-format/export-service.ts";
import { demoCompanyFolder, serverRoot } from "../src/paths.ts";
import { prepareDatabase } from "../src/startup.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const run = promisify(execFile);
const site = "http://localhost:3000";

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "hd-demo-company-"));
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** Every file of a folder with its bytes. */
async function contents(dir: string): Promise<Map<string, Buffer>> {
  const names = [...(await listFiles(dir))].sort();
  return new Map(
    await Promise.all(names.map(async (f) => [f, await readFile(path.join(dir, f))] as const)),
  );
}

/** The names of files whose bytes differ between two folders, or that only one has. */
function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => {
    const [x, y] = [a.get(name), b.get(name)];
    return !x || !y || !x.equals(y);
  });
}

describe("the demo company's folder", () => {
  it("passes the check without a problem or a warning", async () => {
    expect(await checkCompanyFolder(demoCompanyFolder)).toEqual({ problems: [], warnings: [] });
  });

  it("holds each picture once", async () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, bytes] of await contents(demoCompanyFolder)) {
      const key = bytes.toString("base64");
      const first = seen.get(key);
      if (first) twice.push(`${name} = ${first}`);
      else seen.set(key, name);
    }
    expect(twice).toEqual([]);
  });

  it("is what `npm run demo-company` draws now (run it after changing scripts/demo-seed)", async () => {
    const server = await startTestServer("pglite");
    try {
      const drawn = path.join(work, "drawn");
      await drawDemoCompany(server.ctx, drawn);
      expect(differences(await contents(drawn), await contents(demoCompanyFolder))).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("stays out of the server's bundle, which still finds it", async () => {
    const out = path.join(work, "bundle");
    await run(process.execPath, ["build.mjs", out], { cwd: serverRoot });
    const bundle = await readFile(path.join(out, "main.js"), "utf8");
    // Functions of the seed (scripts/demo-seed) that drew the pictures and wrote the rows.
    for (const name of ["drawDemoPictures", "tileDefs", "interiorDoor", "insertProject"])
      expect(bundle, name).not.toContain(name);
    expect(bundle).toContain("demo-company");
  }, 60_000);
});

describe.each(databaseKinds())("the demo on the first start (%s)", (kind) => {
  let first: TestServer;

  beforeAll(async () => {
    first = await startTestServer(kind, undefined, {
      site,
      ...(kind === "pglite" ? { dataDir: path.join(work, `data-${kind}`) } : {}),
    });
  });
  afterAll(async () => {
    await first?.close();
  });

  const companyRows = async (ctx: AppContext) => {
    const [company] = await ctx.db.select().from(companies).where(eq(companies.slug, DEMO_SLUG));
    const id = company?.id ?? 0;
    const [fileCount] = await ctx.db
      .select({ n: count() })
      .from(files)
      .where(eq(files.companyId, id));
    const [packageCount] = await ctx.db
      .select({ n: count() })
      .from(packages)
      .where(eq(packages.companyId, id));
    const [userCount] = await ctx.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.companyId, id));
    return { company, files: fileCount?.n, packages: packageCount?.n, users: userCount?.n };
  };

  it("imports the folder and serves the demo: company, project, packages, a room's groups, logins", async () => {
    expect(await prepareDatabase(first.ctx, first.database)).toEqual({ seeded: true });

    const company = (await first.api("GET /company", { query: { url: site } })).answer;
    expect(company).toMatchObject({ name: "Kaarnakivi Kodud", locales: ["et", "en"] });
    const projects = (
      await first.api("GET /list/projects", { query: { company: company.id, compact: "0" } })
    ).answer;
    expect(projects.map((p) => p.name)).toEqual(["Merelahe Kvartal"]);
    const project = projects[0];
    expect(project?.buildings?.map((b) => b.building_number)).toEqual(["A", "B"]);
    const layout = project?.buildings?.[0]?.apartments[0]?.layouts[0];
    expect(layout?.name).toBe("3A");
    if (!project || !layout) throw new Error("the demo has no project with a layout");

    const layoutQuery = { apartment_layout_id: layout.id };
    const offered = (
      await first.api("GET /packages", { query: { project_id: project.id, ...layoutQuery } })
    ).answer;
    expect(offered.map((p) => p.name.en)).toEqual([
      "Nordic",
      "Urban Loft",
      "Natural Calm",
      "Signature",
    ]);
    expect(offered.filter((p) => p.default).map((p) => p.name.en)).toEqual(["Nordic"]);

    const tabs = (
      await first.api("GET /project/:project/tabs", {
        params: { project: project.id },
        query: layoutQuery,
      })
    ).answer;
    const kitchen = tabs.rooms.find((r) => r.slug === "kitchen");
    if (!kitchen) throw new Error("the demo has no kitchen");
    const groups = (
      await first.api("GET /project/:project/tabs/:roomId", {
        params: { project: project.id, roomId: kitchen.id },
        query: layoutQuery,
      })
    ).answer;
    expect(groups.filter((g) => !g.hidden).map((g) => g.title.label.en)).toEqual([
      "Cabinet fronts",
      "Worktop",
      "Sink",
      "Kitchen faucet",
      "Backsplash",
    ]);
    const picture = kitchen?.images[0]?.url ?? "";
    expect((await fetch(`${first.url}${picture}`)).status).toBe(200);

    for (const login of DEMO_LOGINS) {
      const answer = await first.api("POST /auth/login", {
        site,
        body: { email: login.email, password: login.password, company_id: company.id },
      });
      expect([login.role, answer.status]).toEqual([login.role, 200]);
    }
  });

  it("exports the imported demo as the folder it came from", async () => {
    const dir = path.join(work, `export-${kind}`);
    await writeCompanyFolder(first.ctx, await exportCompany(first.ctx, DEMO_SLUG), dir);
    expect(differences(await contents(dir), await contents(demoCompanyFolder))).toEqual([]);
  });

  it("does not import it again on the next start", async () => {
    const before = await companyRows(first.ctx);
    expect(before.users).toBe(3);
    // The embedded database is one process's at a time; PostgreSQL is shared by both.
    if (kind === "pglite") await first.database.close();
    const next = await startTestServer(kind, undefined, {
      site,
      ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}),
      ...(kind === "pglite" ? { dataDir: path.join(work, `data-${kind}`) } : {}),
    });
    try {
      expect(await prepareDatabase(next.ctx, next.database)).toEqual({ seeded: false });
      expect(await companyRows(next.ctx)).toEqual(before);
    } finally {
      await next.close();
    }
  });
});
