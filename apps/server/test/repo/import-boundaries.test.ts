import { spawnSync } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The import boundaries of docs/architecture.md as `npm run lint` enforces them (biome.json and
 * lint/*.grit): for each ban, an import it refuses and one it lets through, written into a file at
 * a place the ban covers (Biome applies its configuration by a file's place in the tree) and
 * linted in one Biome run. Bans that Biome merges wrongly (an override's options replacing an
 * earlier one's) show up here as a refused import that passes.
 */

const root = path.resolve(import.meta.dirname, "../../../..");

const CORE = "core is the shared contract and engine";
const NODE = "lint/correctness/noNodejsModules";
const WEB = "The web app meets the server only through HTTP";
const ROUTER = "The app routes through lib/navigation.ts";
const SERVER = "The server meets the web app only through HTTP";
const SCRIPTS = "Scripts (the demo's seed among them) stay out of the server's bundle";
const FEATURE = "Features meet only through a feature's kit";
const TASKS = "Services enqueue jobs; only jobs/workers.ts runs a task";

type Probe = {
  /** The folder the probe file is written into, from the repository's root. */
  folder: string;
  /** The import as written in the probe. */
  specifier: string;
  /** What refuses it (the start of its message, or its rule), or null when it is allowed. */
  refusedBy: string | null;
  /** How the probe imports: statically (the default), dynamically or as a type only. */
  form?: "static" | "dynamic" | "type" | "re-export";
  /** A test file (`*.test.ts`) rather than a module of the app. */
  test?: boolean;
};

const features = readdirSync(path.join(root, "apps/web/src/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const core = "packages/core/src";
const web = "apps/web/src/lib";
const server = "apps/server/src/modules";
const tasks = "apps/server/src/jobs/tasks";

const probes: Probe[] = [
  // core imports nothing of ours, no framework, no database and (outside its tests) no Node.
  { folder: core, specifier: "@home-designer/server", refusedBy: CORE },
  { folder: core, specifier: "../../../apps/web/src/lib/api.ts", refusedBy: CORE },
  { folder: core, specifier: "react", refusedBy: CORE },
  { folder: core, specifier: "fastify", refusedBy: CORE, form: "type" },
  { folder: core, specifier: "drizzle-orm/pg-core", refusedBy: CORE },
  { folder: core, specifier: "pg", refusedBy: CORE, form: "dynamic" },
  { folder: core, specifier: "node:fs", refusedBy: NODE },
  { folder: core, specifier: "crypto", refusedBy: NODE },
  { folder: core, specifier: "zod", refusedBy: null },
  { folder: core, specifier: "./money.ts", refusedBy: null },
  { folder: core, specifier: "node:fs", refusedBy: null, test: true },
  { folder: core, specifier: "@home-designer/server", refusedBy: CORE, test: true },

  // The web app: no server code, framework or driver; no Node; wouter only through lib/navigation.ts.
  { folder: web, specifier: "@home-designer/server", refusedBy: WEB },
  { folder: web, specifier: "../../../server/src/app.ts", refusedBy: WEB },
  { folder: web, specifier: "fastify", refusedBy: WEB },
  { folder: web, specifier: "@fastify/static", refusedBy: WEB, form: "re-export" },
  { folder: web, specifier: "drizzle-orm", refusedBy: WEB, form: "type" },
  { folder: web, specifier: "@electric-sql/pglite", refusedBy: WEB, form: "dynamic" },
  { folder: web, specifier: "node:crypto", refusedBy: NODE },
  { folder: web, specifier: "wouter", refusedBy: ROUTER },
  { folder: web, specifier: "wouter/memory-location", refusedBy: ROUTER, test: true },
  { folder: web, specifier: "@home-designer/core", refusedBy: null },
  { folder: web, specifier: "react", refusedBy: null },
  { folder: web, specifier: "./api.ts", refusedBy: null },
  { folder: web, specifier: "node:fs", refusedBy: null, test: true },

  // Each feature: everything the web app refuses, and other features' insides.
  ...features.flatMap((feature, index): Probe[] => {
    const folder = `apps/web/src/features/${feature}`;
    const other = features[(index + 1) % features.length] ?? feature;
    return [
      { folder, specifier: "@home-designer/server", refusedBy: WEB },
      { folder, specifier: "../../../../server/src/app.ts", refusedBy: WEB },
      { folder, specifier: "fastify", refusedBy: WEB },
      { folder, specifier: "node:fs", refusedBy: NODE },
      { folder, specifier: "wouter", refusedBy: ROUTER },
      { folder, specifier: `../${other}/api.ts`, refusedBy: FEATURE },
      { folder, specifier: `../${other}/components/x.tsx`, refusedBy: FEATURE, form: "dynamic" },
      { folder, specifier: `../${other}/${other}-kit.ts`, refusedBy: null },
      { folder, specifier: `../${other}/testing.tsx`, refusedBy: null, test: true },
      { folder, specifier: "./api.ts", refusedBy: null },
      { folder, specifier: "../../lib/navigation.ts", refusedBy: null },
    ];
  }),

  // The server: no web code, no browser framework, no scripts.
  { folder: server, specifier: "@home-designer/web", refusedBy: SERVER },
  { folder: server, specifier: "../../../web/src/lib/api.ts", refusedBy: SERVER },
  { folder: server, specifier: "react-dom/server", refusedBy: SERVER },
  { folder: server, specifier: "@tanstack/react-query", refusedBy: SERVER, form: "type" },
  { folder: server, specifier: "wouter", refusedBy: SERVER },
  { folder: server, specifier: "zustand", refusedBy: SERVER, form: "dynamic" },
  { folder: server, specifier: "../../../../scripts/demo-seed/index.ts", refusedBy: SCRIPTS },
  { folder: server, specifier: "fastify", refusedBy: null },
  { folder: server, specifier: "node:fs", refusedBy: null },
  { folder: server, specifier: "@home-designer/core", refusedBy: null },

  // A job's task is run by the queue's worker: services enqueue it, only jobs/ imports it.
  { folder: server, specifier: "../../jobs/tasks/mail.ts", refusedBy: TASKS },
  { folder: server, specifier: "../../jobs/tasks/mail.ts", refusedBy: TASKS, form: "dynamic" },
  { folder: "apps/server/src/mail", specifier: "../jobs/tasks/mail.ts", refusedBy: TASKS },
  { folder: server, specifier: "../../jobs/queues.ts", refusedBy: null },
  { folder: "apps/server/src/jobs", specifier: "./tasks/mail.ts", refusedBy: null },
  { folder: tasks, specifier: "../../modules/packages/package-access.ts", refusedBy: null },
];

/** lib/navigation.ts itself imports wouter, which the ban leaves to it. */
const exempt = [{ file: "apps/web/src/lib/navigation.ts", refusedBy: ROUTER }];

function source({ specifier, form = "static" }: Probe): string {
  const literal = JSON.stringify(specifier);
  switch (form) {
    case "static":
      return `import * as probe from ${literal};\n\nexport const used = probe;\n`;
    case "dynamic":
      return `export const load = () => import(${literal});\n`;
    case "type":
      return `export type Probe = typeof import(${literal});\n`;
    case "re-export":
      return `export * from ${literal};\n`;
  }
}

type Diagnostic = {
  severity: string;
  message: string;
  category: string;
  location: { path: string | null };
};

// Named with "test" so that the dependency check (dependencies.test.ts), which may run at the same
// time, passes them over; a number of this process keeps parallel runs apart.
const file = (probe: Probe, index: number) =>
  path.posix.join(
    probe.folder,
    `lint-test-probe-${process.pid}-${index}${probe.test ? ".test.ts" : ".ts"}`,
  );
const files = probes.map(file);
const errors = new Map<string, Diagnostic[]>();
const pluginTrouble: Diagnostic[] = [];

beforeAll(() => {
  try {
    probes.forEach((probe, index) => {
      writeFileSync(path.join(root, files[index] ?? ""), source(probe));
    });
    // Only the boundaries' rules and the plugins: the rest (import cycles among them) needs a
    // scan of the whole project. `--only` turns a rule that is off into a warning, so only errors
    // count, as they are what fails `npm run lint`.
    const run = spawnSync(
      path.join(root, "node_modules/.bin/biome"),
      [
        "lint",
        "--reporter=json",
        "--max-diagnostics=10000",
        "--only=plugin",
        "--only=style/noRestrictedImports",
        "--only=correctness/noNodejsModules",
        ...files,
        ...exempt.map((entry) => entry.file),
      ],
      { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    // The json reporter is marked experimental; Biome's version is pinned in package.json.
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    for (const diagnostic of report.diagnostics) {
      // A plugin that fails to run (a bad regex, say) says so as an info and refuses nothing.
      if (diagnostic.category === "plugin" && diagnostic.severity !== "error") {
        pluginTrouble.push(diagnostic);
      }
      if (diagnostic.severity !== "error") continue;
      const where = diagnostic.location.path ?? "";
      errors.set(where, [...(errors.get(where) ?? []), diagnostic]);
    }
  } finally {
    for (const probe of files) rmSync(path.join(root, probe), { force: true });
  }
}, 120_000);

const refusals = (where: string) =>
  (errors.get(where) ?? []).map((diagnostic) => `${diagnostic.category} ${diagnostic.message}`);

describe("import boundaries", () => {
  it("has every plugin running", () => {
    expect(pluginTrouble).toEqual([]);
  });

  probes.forEach((probe, index) => {
    const form = probe.form ?? "static";
    const name = `${probe.folder}${probe.test ? " (a test)" : ""}: ${form} ${probe.specifier}`;
    it(probe.refusedBy === null ? `allows ${name}` : `refuses ${name}`, () => {
      const found = refusals(files[index] ?? "");
      if (probe.refusedBy === null) expect(found).toEqual([]);
      else
        expect(found).toEqual(expect.arrayContaining([expect.stringContaining(probe.refusedBy)]));
    });
  });

  it.each(exempt)("leaves $file its own exception", ({ file: where, refusedBy }) => {
    expect(refusals(where).filter((refusal) => refusal.includes(refusedBy))).toEqual([]);
  });
});
