// Bundles the server into dist/main.js and its worker threads into dist/pdf-worker.js and
// dist/pglite-worker.js. Our own
// workspace code (the core package, written in TypeScript) is bundled in; every other package
// stays in node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
// `node build.mjs <folder>` writes the bundle elsewhere (a test reads one without touching dist/).
const outdir = process.argv[2] ?? "dist";
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith("@home-designer/"),
);

await build({
  // The workers are entries of their own, started beside main.js in threads of their own
  // (lib/worker-entry.ts): src/pdf/render.ts starts dist/pdf-worker.js, src/db/pglite-thread.ts
  // dist/pglite-worker.js.
  entryPoints: {
    main: "src/main.ts",
    "pdf-worker": "src/pdf/pdf-worker.ts",
    "pglite-worker": "src/db/pglite-worker.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  logLevel: "warning",
});
