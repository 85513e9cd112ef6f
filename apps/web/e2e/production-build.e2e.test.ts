/// <reference types="node" />
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const webRoot = path.resolve(import.meta.dirname, "..");
/** Vite's command-line entry, run with this Node rather than through npx. */
const viteBin = path.resolve(webRoot, "../../node_modules/vite/bin/vite.js");

describe("the web app's build", () => {
  it("ships React's production build even when the shell says NODE_ENV=development", async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), "web-build-"));
    try {
      await run(process.execPath, [viteBin, "build", "--outDir", outDir, "--emptyOutDir"], {
        cwd: webRoot,
        env: { ...process.env, NODE_ENV: "development" },
      });
      const assets = path.join(outDir, "assets");
      const scripts = (await readdir(assets)).filter((name) => name.endsWith(".js"));
      expect(scripts.length).toBeGreaterThan(0);
      // React's development build greets the console with this; its production build does not.
      const development = [];
      for (const name of scripts) {
        if (
          (await readFile(path.join(assets, name), "utf8")).includes("Download the React DevTools")
        )
          development.push(name);
      }
      expect(development).toEqual([]);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
