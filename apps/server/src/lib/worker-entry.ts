import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** What `new Worker` (or Piscina) is to start: a file, and the workerData it needs to load. */
export type WorkerEntry = { filename: string; workerData?: { workerFromSources: object } };

/**
 * The file a worker thread starts from. The esbuild bundle has each worker beside `main.js`
 * (build.mjs names it `built`); from the sources (tests, tsx) the TypeScript module `source` is
 * loaded through tsx by worker-from-sources.mjs (see there why).
 */
export function workerEntry(source: URL, built: string): WorkerEntry {
  if (!/\.ts$/.test(source.pathname)) return { filename: fileURLToPath(source) };
  const fromSources = /\.ts$/.test(new URL(import.meta.url).pathname);
  if (!fromSources) return { filename: fileURLToPath(new URL(`./${built}`, import.meta.url)) };
  return {
    filename: fileURLToPath(new URL("./worker-from-sources.mjs", import.meta.url)),
    workerData: {
      workerFromSources: { tsxApi: tsxApiUrl(), module: source.href, parent: import.meta.url },
    },
  };
}

/**
 * tsx's ESM programming interface, located through its package manifest. Found from this module,
 * not from the working directory, so the server may be started from any folder.
 */
function tsxApiUrl(): string {
  const requireHere = createRequire(import.meta.url);
  const manifestPath = requireHere.resolve("tsx/package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports["./esm/api"]?.import?.default;
  if (!entry) throw new Error("tsx does not offer tsx/esm/api for importing TypeScript");
  return pathToFileURL(path.join(path.dirname(manifestPath), entry)).href;
}
