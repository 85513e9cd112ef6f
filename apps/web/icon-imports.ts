import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/** The app's own factory of an icon's component (src/components/ui/icon.ts). */
const ICON_FACTORY = path.join(import.meta.dirname, "src/components/ui/icon.ts");
const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const LUCIDE_FACTORY = /import createLucideIcon from '\.\.\/createLucideIcon\.mjs';/;

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
 *
 * Each icon's module then makes its component with the app's own factory (components/ui/icon.ts)
 * rather than the package's `createLucideIcon`, whose machinery (a context of defaults, class and
 * attribute builders: 1 KB gzipped) every page loaded with its first icon. The icons' drawings are
 * the package's, unchanged.
 */
export function iconImports(): Plugin {
  const files = iconFiles();
  const statement = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
  return {
    name: "icon-imports",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (ICON_MODULE.test(id)) {
        // An alias's module only re-exports its icon's.
        if (!code.includes("createLucideIcon")) return null;
        if (!LUCIDE_FACTORY.test(code)) {
          this.error(`${id}: lucide-react's icon modules changed; see icon-imports.ts`);
        }
        return {
          code: code.replace(
            LUCIDE_FACTORY,
            `import createLucideIcon from ${JSON.stringify(ICON_FACTORY)};`,
          ),
          map: null,
        };
      }
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
