import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Rewrites `import { ChevronRight, X } from "lucide-react"` in the app's own modules into one
 * import per icon (`lucide-react/icons/chevron-right`, the package's own per-icon entry) when
 * building.
 *
 * Through the package's index every module seems to import every one of its 1,600 icons, so the
 * build's grouping (build-chunks.ts) cannot tell which icons a screen shows: each icon became a
 * file of its own, fetched one round trip after its screen. Imported one by one, an icon goes into
 * the file of the screen that shows it. The source keeps the index's named imports, which read
 * better and which the editor completes.
 */
export function iconImports(): Plugin {
  const files = iconFiles();
  const statement = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
  return {
    name: "icon-imports",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.tsx?$/.test(id) || !code.includes("lucide-react")) {
        return null;
      }
      const rewritten = code.replace(statement, (whole, names: string) => {
        const specifiers = names
          .split(",")
          .map((part) => part.trim())
          .filter((part) => part !== "");
        const lines: string[] = [];
        const rest: string[] = [];
        for (const specifier of specifiers) {
          const [imported = "", local = imported] = specifier
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/);
          const file = specifier.startsWith("type ") ? undefined : files.get(imported);
          if (file) lines.push(`import ${local} from "lucide-react/icons/${file}";`);
          else rest.push(specifier);
        }
        if (lines.length === 0) return whole;
        if (rest.length > 0) lines.push(`import { ${rest.join(", ")} } from "lucide-react";`);
        // On as many lines as the statement took, so the module's later lines keep their numbers
        // (its source map is left as it was).
        return lines.join(" ") + "\n".repeat(whole.split("\n").length - 1);
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/** Every name the package's index exports an icon under, with the icon's file. */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const index = path.join(
    path.dirname(require.resolve("lucide-react/package.json")),
    "dist/esm/lucide-react.mjs",
  );
  const files = new Map<string, string>();
  const line = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([^']+)\.mjs'/g;
  for (const [, names = "", file = ""] of readFileSync(index, "utf8").matchAll(line)) {
    for (const name of names.split(",")) {
      const exported = name.trim().split(/\s+as\s+/)[1];
      if (exported) files.set(exported, file);
    }
  }
  return files;
}
