import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  companySchema,
  packageListSchema,
  projectListSchema,
  savePackageAnswerSchema,
  selectionGroupListSchema,
  tabsSchema,
  tokenAnswerSchema,
} from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEOPLE } from "../../src/demo/demo-people.ts";
import { assertFreshBuild, builtCli } from "../helpers/built.ts";
import { type ServerProcess, startServerProcess } from "../helpers/server-process.ts";

const run = promisify(execFile);
const SITE = "http://localhost:3000";

/**
 * `npm run backup` (the built command line's `backup`, docs/deployment.md "Backups"): a backup of
 * the embedded database taken now, through the running server's operator socket while it serves
 * and by the command itself while it is stopped; each restored with `restore` into an empty
 * folder serves the designs saved before it, and only those.
 */
describe("the command line's backup of the embedded database", () => {
  let work: string;
  const dataDir = () => path.join(work, "data");
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    await assertFreshBuild();
    work = await mkdtemp(path.join(tmpdir(), "hd-cli-backup-"));
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const cli = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, [builtCli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: "warn", ...env },
    });
  const failing = (args: string[], env: Record<string, string> = {}) =>
    cli(args, env).then(
      () => {
        throw new Error(`${args.join(" ")} succeeded`);
      },
      (error: { code: number; stderr: string }) => error,
    );
  const start = async (dir: string, seed = false) => {
    const server = await startServerProcess(
      { dataDir: dir },
      {
        built: true,
        env: { SEED_DEMO: seed ? "1" : "0", HOUSEKEEPING_INTERVAL: "0" },
        // Creating an embedded database and the demo in it is seconds of CPU: minutes on a busy machine.
        startWithinMs: 300_000,
      },
    );
    servers.push(server);
    return server;
  };

  /** The demo buyer on `server`: the names of their saved designs, and saving one more. */
  async function demoBuyer(server: ServerProcess) {
    const call = async (target: string, body?: unknown, token?: string) => {
      const res = await fetch(`${server.url}/api${target}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          origin: SITE,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, target).toBe(200);
      return res.json() as Promise<unknown>;
    };
    const company = companySchema.parse(await call(`/company?url=${SITE}`));
    const { email, password } = PEOPLE.customer;
    const { token } = tokenAnswerSchema.parse(
      await call("/auth/login", { email, password, company_id: company.id }),
    );
    const [project] = projectListSchema.parse(await call(`/list/projects?company=${company.id}`));
    const layout = project?.buildings?.[0]?.apartments[0]?.layouts[0]?.id;
    const basePackage = project?.default_package?.id;
    if (!project || !layout || !basePackage) throw new Error("no demo layout");
    const query = `apartment_layout_id=${layout}`;
    const [room] = tabsSchema.parse(await call(`/project/${project.id}/tabs?${query}`)).rooms;
    if (!room) throw new Error("no room");
    const groups = selectionGroupListSchema.parse(
      await call(`/project/${project.id}/tabs/${room.id}?${query}`),
    );
    // A choice of the buyer's own, so that each save is a design of theirs.
    const option = groups.flatMap((g) => g.assets).at(-1);
    if (!option) throw new Error("no option");
    return {
      async designs(): Promise<string[]> {
        const target = `/packages?project_id=${project.id}&apartment_layout_id=${layout}`;
        const list = packageListSchema.parse(await call(target, undefined, token));
        return list.map((p) => Object.values(p.name)[0] ?? "").sort();
      },
      async save(name: string): Promise<void> {
        const body = {
          apartment_layout_id: layout,
          package_id: basePackage,
          selections: [{ tab_id: room.id, selection_id: option.id }],
          name,
        };
        savePackageAnswerSchema.parse(await call("/packages", body, token));
      },
    };
  }

  it("is taken while the server runs and while it is stopped, and restores the same data", async () => {
    const server = await start(dataDir(), true);
    const buyer = await demoBuyer(server);
    await buyer.save("Before the first backup");
    const whileRunning = await buyer.designs();

    // The server holds the database: the command has it take the backup, and it keeps serving.
    const running = await cli(["backup", path.join(work, "backups")]);
    expect(running.stdout).toMatch(/Backup written to .*home-designer-/);
    await buyer.save("After the first backup");
    const beforeStop = await buyer.designs();
    expect(beforeStop).toEqual([...whileRunning, "After the first backup"].sort());
    await server.stop();

    // Stopped: the command opens the database itself; the folder comes from BACKUP_DIR.
    const stopped = await cli(["backup"], { BACKUP_DIR: path.join(work, "later-backups") });
    expect(stopped.stdout).toMatch(/Backup written to .*home-designer-/);

    const [first = ""] = await readdir(path.join(work, "backups"));
    const [second = ""] = await readdir(path.join(work, "later-backups"));
    const restore = async (backup: string, into: string) => {
      const restored = await cli(["restore", backup], { DATA_DIR: into });
      expect(restored.stdout).toContain(`Restored ${backup} into ${into}`);
      const again = await start(into);
      try {
        return await (await demoBuyer(again)).designs();
      } finally {
        await again.stop();
      }
    };
    expect(await restore(path.join(work, "backups", first), path.join(work, "a"))).toEqual(
      whileRunning,
    );
    expect(await restore(path.join(work, "later-backups", second), path.join(work, "b"))).toEqual(
      beforeStop,
    );
  }, 900_000);

  it("refuses without a folder, with PostgreSQL, or with no database, writing nothing", async () => {
    const empty = path.join(work, "empty");
    const noFolder = await failing(["backup"], { BACKUP_DIR: "", DATA_DIR: empty });
    expect(noFolder.code).toBe(2);
    expect(noFolder.stderr).toContain("backup [<folder>]");
    const postgres = await failing(["backup", path.join(work, "pg")], {
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
    });
    expect(postgres.code).toBe(2);
    expect(postgres.stderr).toContain("pg_dump");
    const none = await failing(["backup", path.join(work, "none")], { DATA_DIR: empty });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("holds no embedded database");
    expect(await readdir(work)).not.toContain("empty");
    expect(await readdir(work)).not.toContain("none");
    expect(await readdir(work)).not.toContain("pg");
  });
});
