import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { CORE, isFramework, roomScreenGroups, textsGroup } from "./build-chunks.ts";
import { iconImports } from "./icon-imports.ts";

/** The Fastify server of `npm start` / `npm run dev`. */
const apiServer = "http://localhost:3000";

/**
 * Writes `.br` and `.gz` copies of the built text files once, at build time; the server sends
 * them to browsers that accept them, so phones download little and nothing is compressed per
 * request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = "dist";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && /\.(js|css|html|svg|json)$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < 1024) return;
          await writeFile(
            `${file}.br`,
            await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
        }),
      );
    },
  };
}

const roomScreen = roomScreenGroups();

export default defineConfig(({ command }) => ({
  plugins: [iconImports(), react(), precompress()],
  // A build is what the server ships: React's production build whatever NODE_ENV the shell has
  // (`NODE_ENV=development npm start` would otherwise send a development React, 60 % larger).
  ...(command === "build"
    ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
  resolve: {
    alias: [
      // react-i18next imports `use-sync-external-store/shim`, wouter `…/shim/index.js`.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve(import.meta.dirname, "src/lib/use-sync-external-store-shim.ts"),
      },
      // wouter's own location hooks, which the app's router replaces (the stand-in says why).
      {
        find: /^\.\/use-browser-location\.js$/,
        replacement: path.resolve(
          import.meta.dirname,
          "src/lib/wouter-without-browser-location.ts",
        ),
      },
    ],
  },
  server: {
    port: 5173,
    // The API and stored files come from the Fastify server, as they do in production.
    proxy: {
      "/api": { target: apiServer, changeOrigin: false },
      "/files": { target: apiServer, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    target: "es2022",
    // `.vite/manifest.json`: the server preloads a configurator screen's modules from it, so a
    // phone fetches them at once rather than one lazy import after another (first-view part).
    manifest: true,
    // Without Vite's modulepreload polyfill (0.5 KB of every first load): the browsers without
    // module preloads (Safari before 17) fetch a screen's modules one after another, as they
    // would without the preloads; nothing else changes for them.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: isFramework, priority: 20 },
            { name: "core", test: CORE, priority: 15 },
            { name: textsGroup, priority: 12 },
            // What the entry runs at start, in the entry's file (build-chunks.ts).
            { name: "app", tags: ["$initial"], priority: 5 },
            { ...roomScreen, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
