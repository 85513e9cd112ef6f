/**
 * Importing and exporting a company, as `npm run bench -- company` measures it (issue 12: a
 * company of 400 materials, 66 groups, 30 apartments imported ≤ 10 s, a re-import with one change
 * ≤ 10 s writing only what changed, an export ≤ 5 s). The company is core's `largeCompany`
 * (packages/core/src/company-format/test-company.ts), written as a folder with a small SVG for
 * every file it names; each round imports it into a fresh embedded database (and a fresh
 * PostgreSQL database when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), changes one price and
 * imports again, then exports. Medians of the rounds, in the bench's own process, through the
 * same services as `npm run company`. Then the built command line as an operator starts it
 * (`node apps/server/dist/cli.js company check|import`, the build made by `npm run bench`): the
 * whole command's wall time, start-up included, with the machine's load beside it, since a
 * start-up is mostly loading code and slows with everything else the cores run.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { largeCompany } from "@home-designer/core/test-company";
import { loadConfig } from "../../apps/server/src/config.ts";
import { createContext } from "../../apps/server/src/context-factory.ts";
import { withCompanySource } from "../../apps/server/src/modules/company-format/company-folder.ts";
import {
  exportCompany,
  writeCompanyFolder,
} from "../../apps/server/src/modules/company-format/export-service.ts";
import { importCompany } from "../../apps/server/src/modules/company-format/import-service.ts";
import { freshPostgres } from "../fresh-postgres.ts";
import { grownCompany, writeBenchFolder } from "./large-company.ts";
import { median } from "./median.ts";

export const IMPORT_BUDGET_MS = 10_000;
export const EXPORT_BUDGET_MS = 5_000;
/** `company check` of the demo company, start-up included, on a quiet machine. */
export const CHECK_BUDGET_MS = 3_000;
const ROUNDS = 3;
const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

export type CompanyBench = {
  database: string;
  importMs: number;
  reimportMs: number;
  /** Things the re-import changed: one price, so 1. */
  reimportChanges: number;
  exportMs: number;
};

/** The large company as a folder in `dir`, and how to change one material's price in it. */
async function writeFolder(dir: string) {
  const large = largeCompany();
  await writeBenchFolder(dir, large);
  return {
    async changeOnePrice(round: number) {
      const material = large.company.materials?.[7];
      if (material) material.price = `${round + 1}.00`;
      await writeBenchFolder(dir, large);
    },
  };
}

/** One round on a fresh database: import, one price changed and imported again, export. */
async function round(work: string, r: number, databaseUrl: string | undefined) {
  const dir = path.join(work, `company-${r}`);
  const folder = await writeFolder(dir);
  const { ctx, database } = await createContext({
    ...loadConfig({}),
    dataDir: path.join(work, `data-${r}`),
    databaseUrl,
    seedDemo: false,
  });
  try {
    await database.migrate();
    let started = performance.now();
    const first = await withCompanySource(dir, (source) =>
      importCompany(ctx, source, { dryRun: false }),
    );
    const importMs = performance.now() - started;
    await folder.changeOnePrice(r);
    started = performance.now();
    const again = await withCompanySource(dir, (source) =>
      importCompany(ctx, source, { dryRun: false }),
    );
    const reimportMs = performance.now() - started;
    started = performance.now();
    await writeCompanyFolder(
      ctx,
      await exportCompany(ctx, first.company),
      path.join(work, `export-${r}`),
    );
    const exportMs = performance.now() - started;
    return { importMs, reimportMs, reimportChanges: again.entries.length, exportMs };
  } finally {
    await database.close();
  }
}

async function measureOn(
  database: string,
  databaseUrl: () => Promise<{ url?: string; drop(): Promise<void> }>,
) {
  const work = await mkdtemp(path.join(os.tmpdir(), "hd-bench-company-"));
  const rounds: Awaited<ReturnType<typeof round>>[] = [];
  try {
    for (let r = 0; r < ROUNDS; r++) {
      const fresh = await databaseUrl();
      try {
        rounds.push(await round(work, r, fresh.url));
      } finally {
        await fresh.drop();
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const of = (key: "importMs" | "reimportMs" | "exportMs") =>
    Math.round(median(rounds.map((x) => x[key])));
  return {
    database,
    importMs: of("importMs"),
    reimportMs: of("reimportMs"),
    reimportChanges: Math.max(...rounds.map((x) => x.reimportChanges)),
    exportMs: of("exportMs"),
  };
}

/** The machine's one-minute load average before and after a measurement, and its cores. */
export type MachineLoad = { load: [number, number]; cores: number };

export async function measureCompanyImport(
  pgServer: string | undefined,
): Promise<{ results: CompanyBench[] } & MachineLoad> {
  const before = os.loadavg()[0] ?? 0;
  const results = [await measureOn("embedded (PGlite)", async () => ({ drop: async () => {} }))];
  if (pgServer)
    results.push(await measureOn("PostgreSQL", () => freshPostgres(pgServer, "hd_bench_company")));
  return { results, load: [before, os.loadavg()[0] ?? 0], cores: os.availableParallelism() };
}

function loadWords({ load, cores }: MachineLoad): string {
  return `${load[0].toFixed(1)} → ${load[1].toFixed(1)} on ${cores} cores`;
}

/** The company commands' wall times from the shell (issue 24): ≤ 10 s each on a quiet machine. */
export const COMMAND_BUDGET_MS = 10_000;
/** Materials of the company whose embedded import issue 24 times. */
const MANY_MATERIALS = 4_000;

export type CommandLineBench = {
  /** Median wall time of `company check apps/server/demo-company`. */
  checkMs: number;
  /** Median wall times on `largeCompany` (400 materials) and on it grown to MANY_MATERIALS. */
  large: {
    checkMs: number;
    embeddedImportMs: number;
    postgresImportMs: number | null;
    manyMaterialsImportMs: number;
  };
} & MachineLoad;

/** Wall time of one run of the built command line. */
async function timeCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = performance.now();
  await run(process.execPath, [path.join(root, "apps/server/dist/cli.js"), ...args], {
    cwd: root,
    env: { ...env, LOG_LEVEL: "warn" },
    maxBuffer: 64 * 2 ** 20,
  });
  return performance.now() - started;
}

/** Median of ROUNDS imports of `folder` by the command line, each into a fresh embedded database. */
async function embeddedImports(folder: string, work: string): Promise<number> {
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const dataDir = await mkdtemp(path.join(work, "data-"));
    times.push(await timeCli(["company", "import", folder], { ...process.env, DATA_DIR: dataDir }));
    await rm(dataDir, { recursive: true, force: true });
  }
  return Math.round(median(times));
}

export async function measureCommandLine(pgServer: string | undefined): Promise<CommandLineBench> {
  const before = os.loadavg()[0] ?? 0;
  const demo = path.join(root, "apps/server/demo-company");
  const checks: number[] = [];
  for (let r = 0; r < 5; r++) checks.push(await timeCli(["company", "check", demo]));

  const work = await mkdtemp(path.join(os.tmpdir(), "hd-bench-cli-"));
  try {
    const folder = path.join(work, "large");
    await writeBenchFolder(folder, largeCompany());
    const largeChecks: number[] = [];
    for (let r = 0; r < ROUNDS; r++) largeChecks.push(await timeCli(["company", "check", folder]));
    const embeddedImportMs = await embeddedImports(folder, work);
    const pgImports: number[] = [];
    if (pgServer) {
      for (let r = 0; r < ROUNDS; r++) {
        const fresh = await freshPostgres(pgServer, "hd_bench_cli");
        try {
          pgImports.push(
            await timeCli(["company", "import", folder], {
              ...process.env,
              DATABASE_URL: fresh.url,
            }),
          );
        } finally {
          await fresh.drop();
        }
      }
    }
    const many = path.join(work, "many");
    await writeBenchFolder(many, grownCompany(MANY_MATERIALS));
    const manyMaterialsImportMs = await embeddedImports(many, work);
    return {
      checkMs: Math.round(median(checks)),
      large: {
        checkMs: Math.round(median(largeChecks)),
        embeddedImportMs,
        postgresImportMs: pgImports.length > 0 ? Math.round(median(pgImports)) : null,
        manyMaterialsImportMs,
      },
      load: [before, os.loadavg()[0] ?? 0],
      cores: os.availableParallelism(),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export function commandLineSection(result: CommandLineBench): string {
  const { large } = result;
  const within = (ms: number, budget: number) => `${ms} ms ${ms <= budget ? "✅" : "❌"}`;
  return [
    "## Command line start-up",
    "",
    `The built command line as an operator runs it from the shell, start-up included (\`node apps/server/dist/cli.js company …\`): \`check\` of the demo's folder (median of 5); \`check\` and \`import\` of core's \`largeCompany\` (400 materials, 30 apartments with 12-room layouts) into a fresh embedded database and, when the bench has a PostgreSQL server, a fresh PostgreSQL database, migrations included; and \`import\` of the same company with ${MANY_MATERIALS.toLocaleString("en")} materials into a fresh embedded database (medians of ${ROUNDS}). A start-up is mostly loading code, so it slows with whatever else the machine runs: its one-minute load average is printed beside the figures.`,
    "",
    "| command | wall time | target | machine's load (1 min, before → after) |",
    "|---|---:|---|---|",
    `| \`company check\` of the demo | ${within(result.checkMs, CHECK_BUDGET_MS)} | ≤ ${CHECK_BUDGET_MS / 1000} s on a quiet machine | ${loadWords(result)} |`,
    `| \`company check\`, 400 materials | ${within(large.checkMs, COMMAND_BUDGET_MS)} | ≤ ${COMMAND_BUDGET_MS / 1000} s | ${loadWords(result)} |`,
    `| \`company import\`, 400 materials, embedded | ${within(large.embeddedImportMs, COMMAND_BUDGET_MS)} | ≤ ${COMMAND_BUDGET_MS / 1000} s | ${loadWords(result)} |`,
    ...(large.postgresImportMs === null
      ? []
      : [
          `| \`company import\`, 400 materials, PostgreSQL | ${within(large.postgresImportMs, COMMAND_BUDGET_MS)} | ≤ ${COMMAND_BUDGET_MS / 1000} s | ${loadWords(result)} |`,
        ]),
    `| \`company import\`, ${MANY_MATERIALS.toLocaleString("en")} materials, embedded | ${within(large.manyMaterialsImportMs, COMMAND_BUDGET_MS)} | ≤ ${COMMAND_BUDGET_MS / 1000} s | ${loadWords(result)} |`,
  ].join("\n");
}

export function companyImportSection({
  results,
  ...machine
}: { results: readonly CompanyBench[] } & MachineLoad): string {
  const mark = (ms: number, budget: number) => `${ms} ms ${ms <= budget ? "✅" : "❌"}`;
  return [
    "## Company import and export",
    "",
    `A company of the size issue 12 names (core's \`largeCompany\`: 400 materials, 6 room types with 66 selection groups of 6 options, 30 apartments with layouts of 12 rooms, 3 packages, 21 files; German-only, since issue 12 walks it in the browser too) as a folder, imported with the services \`npm run company -- import\` runs, in the bench's own process, into a fresh database; then one material's price changed and the folder imported again; then the company exported to a new folder. Medians of ${ROUNDS} rounds, each on a fresh database, with the machine's one-minute load average ${loadWords(machine)} (these figures grow with it).`,
    "",
    "| database | import (target ≤ 10 s) | re-import, one price changed (≤ 10 s) | things the re-import wrote | export (≤ 5 s) |",
    "|---|---:|---:|---:|---:|",
    ...results.map(
      (r) =>
        `| ${r.database} | ${mark(r.importMs, IMPORT_BUDGET_MS)} | ${mark(r.reimportMs, IMPORT_BUDGET_MS)} | ${r.reimportChanges} ${r.reimportChanges === 1 ? "✅" : "❌"} | ${mark(r.exportMs, EXPORT_BUDGET_MS)} |`,
    ),
  ].join("\n");
}
