import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

type Manifest = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: { node?: string };
};

describe("dependencies", () => {
  it("all support every Node version the project declares", () => {
    const lock = json("package-lock.json") as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const declared = (json("package.json") as Manifest).engines?.node ?? "";
    // The lowest version of each range the project names (20.19.0, 22.13.0, 24.0.0).
    const lowest = declared.split("||").map((range) => semver.minVersion(range)?.version ?? "");
    expect(lowest.length).toBeGreaterThan(1);
    const refusing = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const wants = entry.engines?.node;
      if (!where || !wants) return [];
      return lowest
        .filter((version) => !semver.satisfies(version, wants))
        .map((version) => `${where}@${entry.version} wants ${wants}, not ${version}`);
    });
    expect(refusing).toEqual([]);
  });

  it("are declared by the package whose code imports them", () => {
    const builtins = new Set(builtinModules);
    const owners: [folder: string, manifest: string][] = [
      ["scripts", "package.json"],
      ["apps/server/src", "apps/server/package.json"],
      ["packages/core/src", "packages/core/package.json"],
      ["apps/web/src", "apps/web/package.json"],
    ];
    const undeclared: string[] = [];
    for (const [folder, manifestFile] of owners) {
      const manifest = json(manifestFile) as Manifest;
      const declared = new Set([
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
      ]);
      for (const file of sourceFiles(path.join(root, folder))) {
        const text = readFileSync(file, "utf8");
        const specifiers = [
          ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"/gm),
          ...text.matchAll(/^\s*import\s+"([^"]+)"/gm),
          ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
        ].map((match) => match[1] ?? "");
        for (const specifier of specifiers) {
          if (specifier.startsWith(".")) continue;
          if (specifier.startsWith("node:") || builtins.has(specifier)) continue;
          const parts = specifier.split("/");
          const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? "");
          if (!declared.has(name)) undeclared.push(`${path.relative(root, file)}: ${name}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourceFiles(full);
    // Test code (suites and their helpers) uses the root's test tools.
    return /\.(ts|tsx|mjs)$/.test(name) && !/test/i.test(name) ? [full] : [];
  });
}
