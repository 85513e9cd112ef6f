import { execFile } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type CompanyFile, companySchema, projectListSchema } from "@home-designer/core";
import { SMALL_COMPANY_FILES, smallCompany } from "@home-designer/core/test-company";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorSocketPath } from "../../src/operator/socket.ts";
import { type ServerProcess, startServerProcess } from "../helpers/server-process.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const run = promisify(execFile);
const SITE = "https://wohnen.nordhaus.example";

type Ran = { code: number; stdout: string; stderr: string };

/**
 * The command line while a server runs on the embedded database it holds: the commands reach the
 * database through the server (operator/socket.ts), and the server's answers show their changes
 * at once.
 */
describe("the command line while the server holds the embedded database", () => {
  let work: string;
  let dataDir: string;
  let server: ServerProcess;
  let folder: string;

  const cli = async (command: string, ...args: string[]): Promise<Ran> => {
    const { DATABASE_URL: _, ...env } = process.env;
    const options = { cwd: root, env: { ...env, DATA_DIR: dataDir, NODE_ENV: "test" } };
    const main = path.join(root, "apps/server/src/cli/main.ts");
    return run(tsx, [main, command, ...args], options).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: Ran) => error,
    );
  };
  const get = async (address: string) => {
    const res = await fetch(`${server.url}/api${address}`, { headers: { origin: SITE } });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "hd-operator-"));
    dataDir = path.join(work, "data");
    folder = path.join(work, "nordhaus");
    for (const file of SMALL_COMPANY_FILES) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
    }
    await writeFile(path.join(folder, "company.json"), JSON.stringify(smallCompany()));
    server = await startServerProcess({ dataDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it("imports a company through the server, which shows it at once", async () => {
    expect((await get(`/company?url=${SITE}`)).status).toBe(404);
    const dry = await cli("company", "import", folder, "--dry-run");
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.stdout).toContain("nordhaus (a new company): would add");
    expect((await get(`/company?url=${SITE}`)).status).toBe(404);

    const done = await cli("company", "import", folder);
    expect(done.stdout).toContain("nordhaus (a new company): did add");
    const company = await get(`/company?url=${SITE}`);
    expect(company.status).toBe(200);
    expect(companySchema.parse(company.body).name).toBe("Nordhaus Wohnen");
  }, 60_000);

  it("refuses a folder with problems, naming each, and imports nothing", async () => {
    const broken = path.join(work, "broken");
    await mkdir(broken);
    const company: CompanyFile = { ...smallCompany(), vat: "neunzehn" };
    await writeFile(path.join(broken, "company.json"), JSON.stringify(company));
    const refused = await cli("company", "import", broken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("/vat");
    expect(refused.stderr).toContain("Nothing was imported.");
  }, 60_000);

  it("sets a role and an apartment's buyers, and exports, through the server", async () => {
    const role = await cli("set-role", "planer@nordhaus.example", "admin");
    expect(role.stdout).toContain("<planer@nordhaus.example> at nordhaus: designer → admin.");

    const { id } = companySchema.parse((await get(`/company?url=${SITE}`)).body);
    const [project] = projectListSchema.parse((await get(`/list/projects?company=${id}`)).body);
    const apartment = project?.buildings?.[0]?.apartments[0];
    if (!apartment) throw new Error("the imported company has no apartment");
    const set = await cli("buyers", "set", String(apartment.id), "Kaeufer@Example.test");
    expect(set.stdout).toContain("Hafenblick, A-1: kaeufer@example.test.");
    const unknown = await cli("buyers", "list", "2000000000");
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain("No apartment has the id 2000000000.");

    const exported = path.join(work, "exported");
    const exporting = await cli("company", "export", "nordhaus", exported);
    expect(exporting.stdout).toContain(`Exported nordhaus to ${exported}`);
    const company = JSON.parse(
      await readFile(path.join(exported, "company.json"), "utf8"),
    ) as CompanyFile;
    expect(company.staff).toContainEqual(expect.objectContaining({ role: "admin" }));
    const buyers = company.projects[0]?.buildings[0]?.apartments[0]?.buyers;
    expect(buyers).toEqual(["kaeufer@example.test"]);
  }, 60_000);

  it("keeps its socket in a folder only the server's user may enter, gone once it stops", async () => {
    const socket = operatorSocketPath(dataDir);
    expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
    expect(statSync(socket).isSocket()).toBe(true);
    await server.stop();
    expect(existsSync(socket)).toBe(false);
  });
});
