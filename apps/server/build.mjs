// Bundles the server into dist/main.js and its PDF worker into dist/pdf-worker.js. Our own
// workspace code (the core package, written in TypeScript) is bundled in; every other package
// stays in node_modules.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith("@home-designer/"),
);

await build({
  // The PDF worker is a second entry: src/pdf/render.ts starts it as dist/pdf-worker.js, beside
  // main.js, in a thread of its own.
  entryPoints: { main: "src/main.ts", "pdf-worker": "src/pdf/pdf-worker.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  logLevel: "warning",
});
