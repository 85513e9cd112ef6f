import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, request as forward, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  companySchema,
  packageListSchema,
  packageSelectionListSchema,
  projectListSchema,
  savePackageAnswerSchema,
  selectionGroupListSchema,
  tabsSchema,
  tokenAnswerSchema,
} from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PEOPLE } from "../../src/demo/demo-people.ts";
import { freePort, freshPostgresDatabase } from "../helpers/test-server.ts";

/**
 * The deployment docs/deployment.md describes, in small: two server processes (each its own
 * read cache) on one PostgreSQL database, behind a reverse proxy that sends each request to the
 * next process in turn, as a load balancer does. A buyer's flow crosses both at every step.
 * It needs a PostgreSQL server (TEST_DATABASE_URL), which CI always has.
 */

const REPO = path.resolve(import.meta.dirname, "../../../..");
const SITE = "http://localhost:3000";

/** One server process from the sources, resolved once it says it is running. */
async function startProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Home Designer is running")) resolve();
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return child;
}

/** A round-robin reverse proxy adding X-Forwarded-For, as a load balancer in front of TLS does. */
function roundRobin(ports: number[]): { server: Server; served: number[] } {
  const served = ports.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % ports.length;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = forward(
      {
        host: "127.0.0.1",
        port: ports[index],
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          "x-forwarded-for": incoming.socket.remoteAddress ?? "",
          "x-forwarded-proto": "https",
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return { server, served };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "two server processes behind a proxy on one PostgreSQL",
  () => {
    let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
    let dataDir: string;
    const children: ChildProcess[] = [];
    let proxy: ReturnType<typeof roundRobin>;
    let base = "";

    beforeAll(async () => {
      database = await freshPostgresDatabase();
      // Stored files (the demo's pictures) on one disk both reach; production uses STORAGE=s3.
      dataDir = await mkdtemp(path.join(tmpdir(), "hd-deploy-"));
      const ports = [await freePort(), await freePort()];
      const env = (port: number) => ({
        NODE_ENV: "production",
        APP_KEY: "a-secret-of-the-deployment-shared-by-every-process",
        SEED_DEMO: "1",
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: "4",
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: SITE,
        // The round-robin proxy below, on this machine.
        TRUST_PROXY: "127.0.0.1",
        MAIL: "off",
        LOG_LEVEL: "warn",
        HOUSEKEEPING_INTERVAL: "0",
      });
      // Started together: one migrates and fills the demo, the other waits for its lock.
      children.push(...(await Promise.all(ports.map((port) => startProcess(env(port))))));
      proxy = roundRobin(ports);
      await new Promise<void>((resolve) => proxy.server.listen(0, "127.0.0.1", resolve));
      const address = proxy.server.address();
      base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    }, 180_000);

    afterAll(async () => {
      proxy?.server.close();
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const call = async (method: string, target: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}/api${target}`, {
        method,
        headers: {
          origin: SITE,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${target}`).toBe(200);
      return res.json() as Promise<unknown>;
    };

    it("serves a buyer's flow across both, each seeing what the other wrote at once", async () => {
      const company = companySchema.parse(await call("GET", `/company?url=${SITE}`));
      const { customer, designer } = PEOPLE;
      const login = async (who: { email: string; password: string }) =>
        tokenAnswerSchema.parse(
          await call("POST", "/auth/login", {
            email: who.email,
            password: who.password,
            company_id: company.id,
          }),
        ).token;
      const buyer = await login(customer);
      const staff = await login(designer);

      const [project] = projectListSchema.parse(
        await call("GET", `/list/projects?company=${company.id}`),
      );
      const layoutId = project?.buildings?.[0]?.apartments[0]?.layouts[0]?.id;
      if (!project || !layoutId || !project.default_package) throw new Error("no demo layout");
      const layout = `apartment_layout_id=${layoutId}`;
      const tabs = tabsSchema.parse(await call("GET", `/project/${project.id}/tabs?${layout}`));
      const room = tabs.rooms[0];
      if (!room) throw new Error("no room");
      const groups = selectionGroupListSchema.parse(
        await call("GET", `/project/${project.id}/tabs/${room.id}?${layout}`),
      );
      const option = groups.flatMap((g) => g.assets).at(-1);
      if (!option) throw new Error("no option");

      // Saved through one process, listed, renamed and read back through the others.
      const saved = savePackageAnswerSchema.parse(
        await call(
          "POST",
          "/packages",
          {
            apartment_layout_id: layoutId,
            package_id: project.default_package.id,
            selections: [{ tab_id: room.id, selection_id: option.id }],
            name: "Across two servers",
          },
          buyer,
        ),
      );
      for (let i = 0; i < 2; i++) {
        const listed = packageListSchema.parse(
          await call("GET", `/packages?project_id=${project.id}&${layout}`, undefined, buyer),
        );
        expect(JSON.stringify(listed.map((p) => p.name))).toContain("Across two servers");
      }
      await call("POST", `/packages/${saved.id}/rename`, { name: "Renamed elsewhere" }, buyer);
      for (let i = 0; i < 2; i++) {
        const listed = packageListSchema.parse(
          await call("GET", `/packages?project_id=${project.id}&${layout}`, undefined, buyer),
        );
        expect(JSON.stringify(listed.map((p) => p.name))).toContain("Renamed elsewhere");
        const choices = packageSelectionListSchema.parse(
          await call("GET", `/packages/${saved.id}/selections?${layout}`, undefined, buyer),
        );
        expect(choices).toContainEqual(expect.objectContaining({ id: option.id }));
      }

      // A company change on one process is what every process answers next (the read cache
      // asks the database, decision 002): a guest's cached rooms included.
      await call(
        "POST",
        `/tabs/${room.id}/rename`,
        { name: "Renamed room", apartment_layout_id: layoutId },
        staff,
      );
      for (let i = 0; i < 2; i++) {
        const again = tabsSchema.parse(await call("GET", `/project/${project.id}/tabs?${layout}`));
        expect(JSON.stringify(again.rooms.find((t) => t.id === room.id))).toContain("Renamed room");
      }
      expect(proxy.served.every((n) => n >= 5)).toBe(true);
    }, 120_000);
  },
);
