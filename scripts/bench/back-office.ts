/**
 * The back office under the size issue 22 names, as `npm run bench -- back-office` measures it:
 * every back-office list answers in ≤ 100 ms p99 with 5,000 materials and 1,000 apartments, and a
 * project of 400 materials is published in ≤ 5 s.
 *
 * The company is core's `largeCompany` (German, 12-room layouts) grown to 5,000 materials and
 * 1,000 apartments (40 buildings of 25), imported into a fresh embedded database (and a fresh
 * PostgreSQL database when BENCH_DATABASE_URL or TEST_DATABASE_URL is set). The server's HTTP
 * application runs in the bench's process on a port of its own; each list is asked for one at a
 * time as an admin's browser would (real HTTP, the admin's token, the company's site), after a
 * warm-up, and its p50 and p99 reported with the machine's load beside them. Publishing is timed
 * on `largeCompany` as it is (400 materials): one price changed in the draft, then published.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { LARGE_COMPANY_HOST, largeCompany } from "@home-designer/core/test-company";
import { eq } from "drizzle-orm";
import { buildApp } from "../../apps/server/src/app.ts";
import { issueToken } from "../../apps/server/src/auth/tokens.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import type { AppContext } from "../../apps/server/src/context.ts";
import { createContext } from "../../apps/server/src/context-factory.ts";
import { users } from "../../apps/server/src/db/schema.ts";
import { withCompanySource } from "../../apps/server/src/modules/company-format/company-folder.ts";
import { importCompany } from "../../apps/server/src/modules/company-format/import-service.ts";
import { freshPostgres } from "../fresh-postgres.ts";
import type { MachineLoad } from "./company-import.ts";
import { type CompanyFolder, grownCompany, writeBenchFolder } from "./large-company.ts";

export const LIST_P99_BUDGET_MS = 100;
export const PUBLISH_BUDGET_MS = 5_000;
const WARM_UP = 10;
const REQUESTS = 200;
const ADMIN = "admin@grosshaus.example";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export type ListTiming = { list: string; p50: number; p99: number };
export type BackOfficeBench = {
  database: string;
  lists: ListTiming[];
  /** One price changed in the draft of the 400-material company (its dry run included). */
  editMs: number;
  publishMs: number;
};

/** An admin's call of the served company's API: real HTTP, the admin's token and site. */
export type AdminCall = (method: string, path: string, body?: unknown) => Promise<Response>;

/**
 * The company imported into a fresh database, served on a port of its own, for `use` (which also
 * gets the server's context, to add what the company format does not hold, such as confirmations).
 */
export async function served<T>(
  work: string,
  name: string,
  company: CompanyFolder,
  databaseUrl: string | undefined,
  use: (call: AdminCall, ctx: AppContext) => Promise<T>,
): Promise<T> {
  const dir = path.join(work, `${name}-folder`);
  company.company.staff = [
    ...(company.company.staff ?? []),
    { email: ADMIN, name: "Verwaltung", role: "admin" },
  ];
  await writeBenchFolder(dir, company);
  const { ctx, database } = await createContext({
    ...loadConfig({}),
    dataDir: path.join(work, `${name}-data`),
    databaseUrl,
    seedDemo: false,
    logLevel: "silent",
  });
  try {
    await database.migrate();
    await withCompanySource(dir, (source) => importCompany(ctx, source, { dryRun: false }));
    const [admin] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    if (!admin) throw new Error("the bench's admin was not imported");
    const token = await issueToken(ctx.db, admin.id);
    const app = await buildApp(ctx);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const site = `http://${LARGE_COMPANY_HOST}:${port}`;
    try {
      return await use(
        (method, target, body) =>
          fetch(`http://127.0.0.1:${port}/api${target}`, {
            method,
            headers: {
              origin: site,
              authorization: `Bearer ${token}`,
              ...(body === undefined ? {} : { "content-type": "application/json" }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        ctx,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The project the lists of one project are asked for: `largeCompany`'s (12-room layouts). */
const PROJECT = largeCompany().company.projects[0]?.code ?? "";

const LISTS = [
  { list: "overview (1,000 apartments)", path: "/admin/overview" },
  { list: "draft (what publishing would do)", path: "/admin/draft" },
  { list: "materials, first page", path: "/admin/draft/materials" },
  { list: "materials, page 60", path: "/admin/draft/materials?page=60" },
  { list: "materials, search", path: "/admin/draft/materials?q=eichenholz%20nr.%2049" },
  { list: "apartments, first page", path: "/admin/draft/apartments" },
  { list: "apartments, search", path: "/admin/draft/apartments?q=haus%2020" },
  { list: "projects", path: "/admin/draft/projects" },
  { list: "room types (a form's part)", path: "/admin/draft/part?path=/projects/0/room_types" },
  { list: "restrictions", path: `/admin/draft/restrictions?project=${PROJECT}` },
  { list: "package prices per layout", path: `/admin/draft/package-prices?project=${PROJECT}` },
  { list: "history", path: "/admin/history" },
];

async function measureOn(
  database: string,
  databaseUrl: () => Promise<{ url?: string; drop(): Promise<void> }>,
): Promise<BackOfficeBench> {
  const work = await mkdtemp(path.join(os.tmpdir(), "hd-bench-back-office-"));
  try {
    const big = await databaseUrl();
    const lists = await served(work, "big", grownCompany(5000, 25), big.url, async (call) => {
      const timings: ListTiming[] = [];
      for (const { list, path: target } of LISTS) {
        for (let i = 0; i < WARM_UP; i++) await (await call("GET", target)).arrayBuffer();
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          const started = performance.now();
          const res = await call("GET", target);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        timings.push({
          list,
          p50: Math.round(percentile(times, 50)),
          p99: Math.round(percentile(times, 99)),
        });
      }
      return timings;
    }).finally(() => big.drop());

    const small = await databaseUrl();
    const publishing = await served(work, "publish", largeCompany(), small.url, async (call) => {
      const draft = (await (await call("GET", "/admin/draft")).json()) as { version: number };
      let started = performance.now();
      const edited = await call("PATCH", "/admin/draft", {
        version: draft.version,
        operations: [{ op: "replace", path: "/materials/7/price", value: "999.90" }],
      });
      if (edited.status !== 200)
        throw new Error(`the edit answered ${edited.status}: ${await edited.text()}`);
      const editMs = performance.now() - started;
      started = performance.now();
      const published = await call("POST", "/admin/draft/publish", { version: draft.version + 1 });
      if (published.status !== 200) throw new Error(`publishing answered ${published.status}`);
      return { editMs: Math.round(editMs), publishMs: Math.round(performance.now() - started) };
    }).finally(() => small.drop());
    return { database, lists, ...publishing };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export async function measureBackOffice(
  pgServer: string | undefined,
): Promise<{ results: BackOfficeBench[] } & MachineLoad> {
  const before = os.loadavg()[0] ?? 0;
  const results = [await measureOn("embedded (PGlite)", async () => ({ drop: async () => {} }))];
  if (pgServer)
    results.push(
      await measureOn("PostgreSQL", () => freshPostgres(pgServer, "hd_bench_back_office")),
    );
  return { results, load: [before, os.loadavg()[0] ?? 0], cores: os.availableParallelism() };
}

export function backOfficeSection({
  results,
  load,
  cores,
}: { results: readonly BackOfficeBench[] } & MachineLoad): string {
  const mark = (ms: number, budget: number) => `${ms} ms ${ms <= budget ? "✅" : "❌"}`;
  return [
    "## Back office",
    "",
    `Core's \`largeCompany\` (German, layouts of 12 rooms) grown to 5,000 materials and 1,000 apartments (40 buildings of 25, a buyer each), imported into a fresh database; the server's HTTP application in the bench's process. Each list asked for ${REQUESTS} times one after another, as an admin's browser asks (real HTTP, the admin's token and the company's site), after ${WARM_UP} to warm up. Then, on \`largeCompany\` as it is (400 materials), one price changed in the draft (the edit runs the import's dry run) and the draft published. Machine's one-minute load ${load[0].toFixed(1)} → ${load[1].toFixed(1)} on ${cores} cores (the figures grow with it).`,
    "",
    `| database | list | p50 | p99 (target ≤ ${LIST_P99_BUDGET_MS} ms) |`,
    "|---|---|---:|---:|",
    ...results.flatMap((r) =>
      r.lists.map(
        (l) => `| ${r.database} | ${l.list} | ${l.p50} ms | ${mark(l.p99, LIST_P99_BUDGET_MS)} |`,
      ),
    ),
    "",
    `| database | edit one price in the draft | publish (target ≤ ${PUBLISH_BUDGET_MS / 1000} s) |`,
    "|---|---:|---:|",
    ...results.map(
      (r) => `| ${r.database} | ${r.editMs} ms | ${mark(r.publishMs, PUBLISH_BUDGET_MS)} |`,
    ),
  ].join("\n");
}
