// Bundles the server into dist/main.js, its worker threads into dist/pdf-worker.js and
// dist/pglite-worker.js, and the command line into dist/cli.js; then makes the empty migrated
// database that new data folders start from (dist/empty-database.tgz, src/db/empty-database.ts). Our own workspace code (the core
// package, written in TypeScript) is bundled in; every other package stays in node_modules.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";

const here = path.dirname(new URL(import.meta.url).pathname);
const manifest = JSON.parse(await readFile(path.join(here, "package.json"), "utf8"));
// `node build.mjs <folder>` writes the bundle elsewhere (a test reads one without touching dist/).
const outdir = path.resolve(here, process.argv[2] ?? "dist");
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith("@home-designer/"),
);
const common = {
  absWorkingDir: here,
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  logLevel: "warning",
};

const [, cli] = await Promise.all([
  build({
    ...common,
    // The workers are entries of their own, started beside main.js in threads of their own
    // (lib/worker-entry.ts): src/pdf/render.ts starts dist/pdf-worker.js, src/db/pglite-thread.ts
    // dist/pglite-worker.js.
    entryPoints: {
      main: "src/main.ts",
      "pdf-worker": "src/pdf/pdf-worker.ts",
      "pglite-worker": "src/db/pglite-worker.ts",
      "make-empty-database": "src/db/make-empty-database.ts",
    },
  }),
  // The command line is split into chunks that cli.js loads as a command needs them, so that a
  // command starts without loading every package the server uses (cli/main.ts). The chunks lie
  // beside main.js, where the code in them finds the workers.
  build({
    ...common,
    entryPoints: { cli: "src/cli/main.ts" },
    splitting: true,
    chunkNames: "cli-chunk-[hash]",
    metafile: true,
  }),
]);

// Chunks of earlier builds (their names change with their content).
const written = new Set(Object.keys(cli.metafile.outputs).map((file) => path.basename(file)));
for (const file of await readdir(outdir)) {
  if (file.startsWith("cli-chunk-") && !written.has(file)) await rm(path.join(outdir, file));
}

// The empty database is made again only when what it is made of changed: the migrations and the
// embedded PostgreSQL (making it takes seconds; most builds change neither).
const emptyDatabase = path.join(outdir, "empty-database.tgz");
const stampFile = `${emptyDatabase}.stamp`;
const hash = createHash("sha256");
const migrations = path.join(here, "drizzle");
for (const file of (await readdir(migrations, { recursive: true })).sort()) {
  if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
  hash.update(file).update(await readFile(path.join(migrations, file)));
}
// The package exports no manifest: it lies two folders above its entry (dist/index.js).
const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
const pgliteManifest = path.join(path.dirname(pgliteEntry), "..", "package.json");
hash.update(JSON.parse(await readFile(pgliteManifest, "utf8")).version);
const stamp = hash.digest("hex");
const current = existsSync(stampFile) && (await readFile(stampFile, "utf8")) === stamp;
// A bundle written elsewhere (a test reading one) runs nowhere, and its code finds its migrations
// only from inside the server's folder: it gets no copy.
const runnable = outdir === path.join(here, "dist");
if (runnable && (!current || !existsSync(emptyDatabase))) {
  await rm(stampFile, { force: true });
  execFileSync(process.execPath, [path.join(outdir, "make-empty-database.js"), emptyDatabase], {
    stdio: "inherit",
  });
  await writeFile(stampFile, stamp);
}
