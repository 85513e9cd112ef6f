import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { ConfiguratorAddress } from "./configurator-address.ts";

/** One module of the web build's manifest (`vite build` with `build.manifest`). */
type ManifestChunk = {
  file: string;
  /** A group's name (apps/web/build-chunks.ts), for the chunks the build groups modules into. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/**
 * The files a screen's code needs beyond the page's entry: to be fetched at once, in parallel;
 * `phone` are those only a phone's screen uses (the group rows), for the phone media query alone,
 * and `desktop` those only a desktop's uses (the room tabs and the package bar), for the desktop's.
 */
export type RouteAssets = {
  scripts: string[];
  styles: string[];
  phone: { scripts: string[]; styles: string[] };
  desktop: { scripts: string[]; styles: string[] };
};

/** The web app's one breakpoint, as `lib/use-media-query.ts` has it: narrower is a phone. */
export const PHONE_MEDIA = "(max-width: 767.98px)";
export const DESKTOP_MEDIA = "(min-width: 768px)";

let cached: { file: string; mtimeMs: number; manifest: Manifest } | null = null;

/** The build's manifest, read again only when a rebuild changed it; null without one. */
async function manifestOf(webDist: string): Promise<Manifest | null> {
  const file = path.join(webDist, ".vite", "manifest.json");
  const info = await stat(file).catch(() => null);
  if (!info) return null;
  if (cached?.file !== file || cached.mtimeMs !== info.mtimeMs) {
    cached = { file, mtimeMs: info.mtimeMs, manifest: JSON.parse(await readFile(file, "utf8")) };
  }
  return cached.manifest;
}

const CONFIGURATOR = "src/features/configurator";

/**
 * The manifest keys of what a configurator address renders (apps/web/src/app/routes.tsx loads
 * each route's module on first visit): the texts of the page's language that its screens read
 * (one file per language, `texts-{lang}`), the room screen's code with its routes and the layout
 * around every screen (`room`; both groups are apps/web/build-chunks.ts's), and the summary's.
 */
function screenModules(manifest: Manifest, address: ConfiguratorAddress): string[] {
  const group = (name: string) =>
    Object.keys(manifest).filter((key) => manifest[key]?.name === name);
  const screen = address.tab === "summary" ? [`${CONFIGURATOR}/summary/summary-route.tsx`] : [];
  // The texts first: the app's first render waits for them, and a phone fetches six at a time.
  return [...group(`texts-${address.lang}`), ...group("room"), ...screen];
}

/**
 * What only a phone's screen loads: a room's groups as rows (a desktop lists them in place), with
 * the sheet a row opens in the same file. The sheet is what the first tap needs: fetched with the
 * rest while the first paint shows, it is there when the rows are, rather than queued behind the
 * other rooms' groups and the pictures that the rows set off
 * (docs/decisions/049-scripts-with-the-first-paint.md).
 */
const phoneModules = (address: ConfiguratorAddress): string[] =>
  address.tab === "summary" ? [] : [`${CONFIGURATOR}/components/selection-group-rows.tsx`];

/**
 * What only a desktop's screen loads: the room tabs and the package bar above every room and the
 * summary (a phone has the room dropdown, and opens the package bar from its menu).
 */
const desktopModules = (): string[] => [
  `${CONFIGURATOR}/components/room-tabs.tsx`,
  `${CONFIGURATOR}/components/package-bar.tsx`,
];

/**
 * The scripts and style sheets of a configurator address's screen that the entry does not load
 * itself, with everything they import, as `/assets/…` paths. Without them, the browser learns of
 * each lazily loaded module only when the one before it has run: one round trip after another.
 * Modules the build no longer has are left out (the app loads what it needs either way).
 */
export async function configuratorAssets(
  webDist: string,
  address: ConfiguratorAddress,
): Promise<RouteAssets> {
  const manifest = await manifestOf(webDist);
  const none = { scripts: [], styles: [] };
  if (!manifest) return { ...none, phone: none, desktop: none };
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const loaded = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const files = (keys: Iterable<string>) => {
    const chunks = [...keys].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
    return {
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    };
  };
  const screen = [...closure(screenModules(manifest, address))].filter((key) => !loaded.has(key));
  const shared = new Set([...loaded, ...screen]);
  const phone = [...closure(phoneModules(address))].filter((key) => !shared.has(key));
  const desktop = [...closure(desktopModules())].filter((key) => !shared.has(key));
  return { ...files(screen), phone: files(phone), desktop: files(desktop) };
}
