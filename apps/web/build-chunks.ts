/**
 * How the build groups modules into files, so that opening the configurator fetches a few
 * well-compressed files rather than dozens of small ones (each compressed on its own, and each a
 * line in every preload list):
 *
 * - `framework`: React, the router (wouter), react-query and zustand, which every page runs; the
 *   parts only some pages use (mutations, infinite lists) stay apart;
 * - `core`: `@home-designer/core`, small modules that nearly every page uses some of;
 * - `room`: the configurator's own code that its first screen (a room) runs and no other page,
 *   with the room screen's routes and the layout around every configurator screen;
 * - `room-shared`: what that first screen shares with other pages (the other pages load this
 *   small file, not the configurator's);
 * - `texts-{lang}`: the texts of one language that the configurator reads before it renders;
 * - `app` (vite.config.ts): everything else the entry runs at start, in the entry's own file
 *   rather than in small files shared with the screens.
 *
 * Icons are imported one by one in the build (icon-imports.ts), so they go with the screen that
 * shows them. Everything else (each page, dialogs and panels loaded on use) is left to the
 * bundler's automatic splitting. Measured by `npm run bench` ("configurator
 * JavaScript"); other pages load no more than without the grouping.
 */

/** The part of the bundler's module graph the grouping reads. */
type ModuleGraph = {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
};

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|zustand|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/;
const NOT_EVERY_PAGE = /[Ii]nfinite|[Mm]utation[OS]|useMutation/;

/**
 * Core's modules but those only forms, sharing and the back office use (form rules, share links,
 * the company format's and the API's schemas, which bring zod), the budget search that only
 * "Fit my budget" runs, the comparison only "Compare designs" runs and what a pick's
 * restrictions changed, which only the rule's notice works out, and version 3 links, read and
 * written once every room is there: grouped, those would load with every room though no room
 * screen runs them, so they go with their pages.
 */
export const CORE =
  /[\\/]packages[\\/]core[\\/]src[\\/](?!share-links|validation|company-format[\\/]|api[\\/]|engine[\\/](?:budget|compare|rule-changes|link-code))/;

export function isFramework(id: string): boolean {
  return FRAMEWORK.test(id) && !NOT_EVERY_PAGE.test(id);
}

const ENTRY = /[\\/]src[\\/]main\.tsx$/;
/** The routes that show a room: the start, the layout around it, and the room itself. */
const ROOM_ROUTES =
  /[\\/]src[\\/]features[\\/]configurator[\\/]routes[\\/](entry-route|configurator-layout|package-route|room-route)\.tsx$/;
const CONFIGURATOR = /[\\/]src[\\/]features[\\/]configurator[\\/]/;

/**
 * `@home-designer/core` is imported through its index, which names every module of the package:
 * which of them a page really uses shows only after tree-shaking, so the walk stops there and
 * the package's modules are left to the automatic splitting.
 */
const CORE_INDEX = /[\\/]packages[\\/]core[\\/]src[\\/]index\.ts$/;

/**
 * Packages are imported through their indexes too, and are grouped above or left alone; but for
 * the icons, each imported on its own (icon-imports.ts), which go with the screen that shows them.
 */
const NODE_MODULES = /[\\/]node_modules[\\/](?!lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/])/;

/**
 * The texts every configurator screen reads before it renders (apps/web/src/i18n): one file per
 * language rather than three, each a round trip on a slow network.
 */
const FIRST_TEXTS =
  /[\\/]src[\\/]i18n[\\/]locales[\\/]([a-z]{2})[\\/](common|nav|configurator)\.json$/;

export function textsGroup(id: string): string | null {
  const language = FIRST_TEXTS.exec(id)?.[1];
  return language ? `texts-${language}` : null;
}

/** Every module of the app the roots import statically, directly or not. */
function closure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || CORE_INDEX.test(id) || NODE_MODULES.test(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Which of the room screen's modules go to `room` and which to `room-shared`. */
function plan(graph: ModuleGraph, ids: readonly string[]): Map<string, string> {
  const atStart = closure(
    graph,
    ids.filter((id) => ENTRY.test(id)),
  );
  const roomScreen = closure(
    graph,
    ids.filter((id) => ROOM_ROUTES.test(id)),
  );
  const loadedOnUse = new Set(
    ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
  );
  // Every module another page, menu or dialog loads: the configurator's own lazy parts (the
  // summary, panels, dialogs) load after a room anyway and may use the room's file.
  const elsewhere = closure(
    graph,
    [...loadedOnUse].filter((id) => !ROOM_ROUTES.test(id) && !CONFIGURATOR.test(id)),
  );
  const groups = new Map<string, string>();
  for (const id of roomScreen) {
    // A module loaded on use (a lazy part) keeps a file of its own, which it starts; but for
    // the room screen's own routes, which every room loads together with this code.
    if (isFramework(id) || ENTRY.test(id)) continue;
    if (loadedOnUse.has(id) && !ROOM_ROUTES.test(id)) continue;
    if (!atStart.has(id)) groups.set(id, elsewhere.has(id) ? "room-shared" : "room");
  }
  return groups;
}

/**
 * The room screen's groups: `test` sees every candidate module of a chunking pass before `name`
 * is asked for any, so the plan is made once per pass, on the first `name`.
 */
export function roomScreenGroups(): {
  test: (id: string) => boolean;
  name: (id: string, graph: ModuleGraph) => string | null;
} {
  const ids = new Set<string>();
  let groups: Map<string, string> | null = null;
  return {
    test: (id) => {
      ids.add(id);
      groups = null;
      return true;
    },
    name: (id, graph) => {
      groups ??= plan(graph, [...ids]);
      return groups.get(id) ?? null;
    },
  };
}
