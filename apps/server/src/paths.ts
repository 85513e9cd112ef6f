import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder, found from this module whether it runs from `src/` (tsx, tests) or
 * from the `dist/` bundle, so migrations, the demo company's folder and the web build are found
 * the same way in both.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
      if (name === "@home-designer/server") return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find the @home-designer/server package folder");
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, "drizzle");
/** The demo company in the company format, imported on the first start (demo/demo.ts). */
export const demoCompanyFolder = path.join(serverRoot, "demo-company");
