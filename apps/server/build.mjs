// Bundles the server into dist/main.js, its worker threads into dist/pdf-worker.js and
// dist/pglite-worker.js, and the command line into dist/cli.js. Our own workspace code (the core
// package, written in TypeScript) is bundled in; every other package stays in node_modules.
import { readdir, readFile, rm } from "node:fs/promises";
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
