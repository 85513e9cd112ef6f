/**
 * Exports of a project's confirmed choices, as `npm run bench -- exports` measures them (issue
 * 23: an export of 500 confirmed layouts in ≤ 5 s). The back office bench's company
 * (`largeCompany`, German, layouts of 12 rooms) with 520 apartments is imported into a fresh
 * embedded database (and a fresh PostgreSQL database when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set); one buyer's layout is confirmed through the API by an admin acting
 * for them, and that confirmation of record is copied to 499 more layouts of the project. Each of
 * the four files is then asked for three times over real HTTP, as the back office's link or an
 * ERP asks, and the slowest answer (its body read whole) is reported with the machine's load.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { largeCompany } from "@home-designer/core/test-company";
import { and, asc, eq, ne } from "drizzle-orm";
import {
  apartmentBuyers,
  apartmentLayouts,
  apartments,
  buildings,
  confirmations,
  packages,
  projects,
  users,
} from "../../apps/server/src/db/schema.ts";
import { prepareQueues } from "../../apps/server/src/jobs/workers.ts";
import { freshPostgres } from "../fresh-postgres.ts";
import { type AdminCall, served } from "./back-office.ts";
import type { MachineLoad } from "./company-import.ts";
import { grownCompany } from "./large-company.ts";

export const EXPORT_BUDGET_MS = 5_000;
const LAYOUTS = 500;
const TRIES = 3;
const FILES = ["choices.csv", "choices.xlsx", "orders.csv", "orders.xlsx"] as const;
const PROJECT = largeCompany().company.projects[0]?.code ?? "";

export type ExportTiming = { file: string; ms: number; bytes: number };
export type ExportsBench = { database: string; layouts: number; files: ExportTiming[] };

/** One layout confirmed through the API, then its confirmation of record copied to the rest. */
async function confirmLayouts(
  call: AdminCall,
  ctx: Parameters<Parameters<typeof served>[4]>[1],
): Promise<number> {
  const layouts = await ctx.db
    .select({ id: apartmentLayouts.id, apartmentId: apartments.id, companyId: projects.companyId })
    .from(apartmentLayouts)
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(eq(projects.code, PROJECT))
    .orderBy(asc(apartmentLayouts.id));
  const [first] = layouts;
  if (!first || layouts.length < LAYOUTS)
    throw new Error(`the project has ${layouts.length} layouts`);
  const [buyer] = await ctx.db
    .select({ email: apartmentBuyers.email })
    .from(apartmentBuyers)
    .where(eq(apartmentBuyers.apartmentId, first.apartmentId));
  const [pkg] = await ctx.db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(projects, eq(projects.id, packages.projectId))
    .where(and(eq(projects.code, PROJECT), eq(packages.canConfirm, true)))
    .orderBy(asc(packages.id))
    .limit(1);
  if (!buyer || !pkg) throw new Error("the project has no buyer or no package to confirm");
  const [user] = await ctx.db
    .insert(users)
    .values({
      companyId: first.companyId,
      name: "Käufer",
      email: buyer.email,
      emailVerifiedAt: new Date(),
      locale: "de",
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no buyer account");
  // A confirmation stores its mails as jobs: the queue's tables are made, its workers not started.
  await prepareQueues(ctx.jobs, console);
  try {
    const confirmed = await call("POST", `/confirm-package?user_id=${user.id}`, {
      apartment_id: first.apartmentId,
      apartment_layout_id: first.id,
      package_id: pkg.id,
      selected_locale: "de",
    });
    if (confirmed.status !== 200) throw new Error(`confirming answered ${confirmed.status}`);
  } finally {
    await ctx.jobs.stop(1_000);
  }
  const [record] = await ctx.db
    .select()
    .from(confirmations)
    .where(eq(confirmations.apartmentLayoutId, first.id));
  if (!record) throw new Error("no confirmation");
  const others = layouts.filter((l) => l.id !== first.id).slice(0, LAYOUTS - 1);
  await ctx.db.insert(confirmations).values(
    others.map((l) => ({
      apartmentLayoutId: l.id,
      packageId: record.packageId,
      userId: record.userId,
      version: 1,
      snapshot: record.snapshot,
      contentHash: record.contentHash,
    })),
  );
  const count = await ctx.db
    .select({ id: confirmations.id })
    .from(confirmations)
    .where(ne(confirmations.status, "superseded"));
  return count.length;
}

async function measureOn(
  database: string,
  databaseUrl: () => Promise<{ url?: string; drop(): Promise<void> }>,
): Promise<ExportsBench> {
  const work = await mkdtemp(path.join(os.tmpdir(), "hd-bench-exports-"));
  const target = await databaseUrl();
  try {
    // 40 buildings of 13 apartments: 520 layouts, 500 of them confirmed.
    return await served(work, "exports", grownCompany(400, 13), target.url, async (call, ctx) => {
      const layouts = await confirmLayouts(call, ctx);
      const files: ExportTiming[] = [];
      for (const file of FILES) {
        let slowest = 0;
        let bytes = 0;
        for (let i = 0; i < TRIES; i++) {
          const started = performance.now();
          const res = await call("GET", `/admin/projects/${PROJECT}/exports/${file}`);
          bytes = (await res.arrayBuffer()).byteLength;
          if (res.status !== 200) throw new Error(`${file} answered ${res.status}`);
          slowest = Math.max(slowest, performance.now() - started);
        }
        files.push({ file, ms: Math.round(slowest), bytes });
      }
      return { database, layouts, files };
    });
  } finally {
    await target.drop();
    await rm(work, { recursive: true, force: true });
  }
}

export async function measureExports(
  pgServer: string | undefined,
): Promise<{ results: ExportsBench[] } & MachineLoad> {
  const before = os.loadavg()[0] ?? 0;
  const results = [await measureOn("embedded (PGlite)", async () => ({ drop: async () => {} }))];
  if (pgServer)
    results.push(await measureOn("PostgreSQL", () => freshPostgres(pgServer, "hd_bench_exports")));
  return { results, load: [before, os.loadavg()[0] ?? 0], cores: os.availableParallelism() };
}

export function exportsSection({
  results,
  load,
  cores,
}: { results: readonly ExportsBench[] } & MachineLoad): string {
  return [
    "## Exports of confirmed choices",
    "",
    `Core's \`largeCompany\` (German, layouts of 12 rooms) with 520 apartments, imported into a fresh database; one buyer's layout confirmed through the API by an admin acting for them, its confirmation of record copied to ${LAYOUTS - 1} more layouts of the project. Each file asked for ${TRIES} times over real HTTP with an admin's token (the server's HTTP application in the bench's process), the slowest answer read whole. Machine's one-minute load ${load[0].toFixed(1)} → ${load[1].toFixed(1)} on ${cores} cores (the figures grow with it).`,
    "",
    `| database | confirmed layouts | file | size | slowest of ${TRIES} (target ≤ ${EXPORT_BUDGET_MS / 1000} s) |`,
    "|---|---:|---|---:|---:|",
    ...results.flatMap((r) =>
      r.files.map(
        (f) =>
          `| ${r.database} | ${r.layouts} | ${f.file} | ${Math.round(f.bytes / 1024)} KB | ${f.ms} ms ${f.ms <= EXPORT_BUDGET_MS ? "✅" : "❌"} |`,
      ),
    ),
  ].join("\n");
}
