import type { DashboardEntry, I18nText, Project, RouteAnswer, UiLocale } from "@home-designer/core";

/** The dashboard asks for layouts a hundred at a time (spec section 9). */
export const PAGE_SIZE = 100;

/** One answer of `GET /apartments`: entries keyed by apartment layout id. */
export type ApartmentsPage = RouteAnswer<"GET /apartments">;

/** One apartment layout on the dashboard with the packages the buyer has on it. */
export type LayoutGroup = {
  layoutId: number;
  layout: DashboardEntry["apartment_layout"];
  /** In the server's order: the company's packages first, then the buyer's own, oldest first. */
  entries: DashboardEntry[];
  /** When the newest package came onto this layout (what the layouts are ordered by). */
  newest: string;
  /** Whether the person may take the layout off the dashboard (the server's `layout_abilities`). */
  removable: boolean;
};

/**
 * The page after `lastPageParam`, or none: a page with fewer than a hundred layouts is the last
 * (spec section 4: more pages load only when a full 100 arrived).
 */
export function nextPageParam(lastPage: ApartmentsPage, lastPageParam: number): number | undefined {
  return Object.keys(lastPage).length >= PAGE_SIZE ? lastPageParam + 1 : undefined;
}

function time(value: string): number {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * The layouts of every page loaded so far, newest first. The server sends each page newest
 * first, but an object's integer-like keys are always enumerated in ascending order, so the
 * order is restored here (newest package, then the higher layout id, as the server sorts). A
 * layout that a later page repeats (the list moved while paging) is shown once.
 */
export function layoutGroups(pages: readonly ApartmentsPage[]): LayoutGroup[] {
  const seen = new Set<number>();
  const result: LayoutGroup[] = [];
  for (const page of pages) {
    const groups: LayoutGroup[] = [];
    for (const [key, entries] of Object.entries(page)) {
      const first = entries[0];
      const layoutId = Number(key);
      if (!first || seen.has(layoutId)) continue;
      seen.add(layoutId);
      const newest = entries.reduce(
        (latest, e) => (time(e.created_at) > time(latest) ? e.created_at : latest),
        first.created_at,
      );
      groups.push({
        layoutId,
        layout: first.apartment_layout,
        entries,
        newest,
        removable: entries.every((e) => e.layout_abilities.remove),
      });
    }
    groups.sort((a, b) => time(b.newest) - time(a.newest) || b.layoutId - a.layoutId);
    result.push(...groups);
  }
  return result;
}

/** How many of a layout's packages its section shows at first, and how many more each "show more" adds. */
export const CARDS_PER_PAGE = 12;

/**
 * The packages a layout's section shows: the first `limit` in the server's order, and any that
 * this visit made (`keep`: the dashboard's marked packages) wherever they are in it, so that a
 * duplicate or a save never hides behind "show more" (the buyer's own come last, oldest first).
 */
export function shownEntries(
  entries: readonly DashboardEntry[],
  limit: number,
  keep: (entry: DashboardEntry) => boolean,
): DashboardEntry[] {
  return entries.filter((entry, index) => index < limit || keep(entry));
}

/** A package's name: the interface language, then English, then Estonian (spec section 9). */
export function packageName(name: I18nText, locale: UiLocale, fallback: string): string {
  for (const candidate of [name[locale], name.en, name.et, name.de]) {
    const text = candidate?.trim();
    if (text) return text;
  }
  return fallback;
}

/** What the navigation to the dashboard may carry, after a save or when a layout was added. */
export type DashboardLocationState = {
  /** A save made a new package (the configurator's flag); its id when known. */
  new?: boolean;
  packageId?: number;
  /** The layout that was just added, shown highlighted. */
  layoutId?: number;
};

export function readLocationState(state: unknown): DashboardLocationState {
  if (typeof state !== "object" || state === null) return {};
  const record = state as Record<string, unknown>;
  const id = (value: unknown) =>
    typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
  return {
    new: record.new === true,
    packageId: id(record.packageId),
    layoutId: id(record.layoutId),
  };
}

export type Freshness = "created" | "duplicated";

/** How long a package the buyer made counts as just made, without a flag saying so. */
export const FRESH_FOR_MS = 10 * 60_000;

/**
 * The "just created" / "just duplicated" highlight. A package is fresh when this visit made it
 * (duplicated here, or saved in the configurator, which says so in the navigation state), or when
 * the buyer made it in the last ten minutes (a reload, another tab). Packages added with a layout
 * are the company's and never fresh.
 */
export function freshnessOf(
  entry: DashboardEntry,
  now: number,
  marked: ReadonlySet<number>,
): Freshness | null {
  if (entry.origin === "added") return null;
  if (marked.has(entry.package_id)) return entry.origin;
  const age = now - time(entry.created_at);
  return age >= 0 && age < FRESH_FOR_MS ? entry.origin : null;
}

/**
 * The package a "new" flag without an id points at: the buyer's most recently made package.
 */
export function newestMadePackage(groups: readonly LayoutGroup[]): number | null {
  let best: DashboardEntry | null = null;
  for (const group of groups) {
    for (const entry of group.entries) {
      if (entry.origin === "added") continue;
      if (!best || time(entry.created_at) > time(best.created_at)) best = entry;
    }
  }
  return best?.package_id ?? null;
}

// ─── Filters ────────────────────────────────────────────────────────────────────────────────

/** The project, building and apartment the list is narrowed to (null: all). */
export type DashboardFilters = {
  project: number | null;
  building: number | null;
  apartment: number | null;
};

export const NO_FILTERS: DashboardFilters = { project: null, building: null, apartment: null };

export function hasFilters(filters: DashboardFilters): boolean {
  return filters.project !== null || filters.building !== null || filters.apartment !== null;
}

/** Projects, their buildings and apartments: what the filters offer. */
export type PlaceTree = {
  id: number;
  name: string;
  buildings: { id: number; name: string; apartments: { id: number; number: string }[] }[];
}[];

const naturalOrder = new Intl.Collator("et", { numeric: true, sensitivity: "base" });

/** Apartments by number as people count them: 2 before 10, A-9 before A-10. */
export function byNumber<T extends { number: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => naturalOrder.compare(a.number, b.number));
}

function sortTree(tree: PlaceTree): PlaceTree {
  return [...tree]
    .sort((a, b) => naturalOrder.compare(a.name, b.name))
    .map((p) => ({
      ...p,
      buildings: [...p.buildings]
        .sort((a, b) => naturalOrder.compare(a.name, b.name))
        .map((b) => ({ ...b, apartments: byNumber(b.apartments) })),
    }));
}

/** The places of the buyer's own layouts, for filters that offer only what the list can show. */
export function placesOfLayouts(groups: readonly LayoutGroup[]): PlaceTree {
  const projects = new Map<number, PlaceTree[number]>();
  for (const { layout } of groups) {
    const { apartment } = layout;
    const { building } = apartment;
    let project = projects.get(building.project.id);
    if (!project) {
      project = { id: building.project.id, name: building.project.name, buildings: [] };
      projects.set(project.id, project);
    }
    let place = project.buildings.find((b) => b.id === building.id);
    if (!place) {
      place = { id: building.id, name: building.building_number, apartments: [] };
      project.buildings.push(place);
    }
    if (!place.apartments.some((a) => a.id === apartment.id)) {
      place.apartments.push({ id: apartment.id, number: apartment.number });
    }
  }
  return sortTree([...projects.values()]);
}

/** Every place of the company's projects, for when the buyer's own list is not all loaded. */
export function placesOfProjects(projects: readonly Project[]): PlaceTree {
  return sortTree(
    projects.map((p) => ({
      id: p.id,
      name: p.name,
      buildings: (p.buildings ?? []).map((b) => ({
        id: b.id,
        name: b.building_number,
        apartments: b.apartments.map((a) => ({ id: a.id, number: a.number })),
      })),
    })),
  );
}

export type FilterChoices = {
  projects: { id: number; name: string }[];
  buildings: { id: number; name: string; project: number }[];
  apartments: { id: number; number: string; building: number; project: number }[];
};

/**
 * What each filter offers: every project; the buildings of the chosen project (of all when none
 * is chosen); the apartments of the chosen building, else of the chosen project, else all.
 */
export function filterChoices(tree: PlaceTree, filters: DashboardFilters): FilterChoices {
  const projects = tree.map((p) => ({ id: p.id, name: p.name }));
  const inProject = tree.filter((p) => filters.project === null || p.id === filters.project);
  const buildings = inProject.flatMap((p) =>
    p.buildings.map((b) => ({ id: b.id, name: b.name, project: p.id })),
  );
  const apartments = inProject.flatMap((p) =>
    p.buildings
      .filter((b) => filters.building === null || b.id === filters.building)
      .flatMap((b) =>
        b.apartments.map((a) => ({ id: a.id, number: a.number, building: b.id, project: p.id })),
      ),
  );
  return { projects, buildings, apartments: byNumber(apartments) };
}

/**
 * A filter changed. Choosing a higher level resets the lower ones; choosing a lower one also
 * sets the levels above it, so the three always agree.
 */
export function changeFilter(
  tree: PlaceTree,
  filters: DashboardFilters,
  level: keyof DashboardFilters,
  id: number | null,
): DashboardFilters {
  if (level === "project") return { project: id, building: null, apartment: null };
  if (level === "building") {
    if (id === null) return { ...filters, building: null, apartment: null };
    const project = tree.find((p) => p.buildings.some((b) => b.id === id));
    return { project: project?.id ?? filters.project, building: id, apartment: null };
  }
  if (id === null) return { ...filters, apartment: null };
  for (const project of tree) {
    for (const building of project.buildings) {
      if (building.apartments.some((a) => a.id === id)) {
        return { project: project.id, building: building.id, apartment: id };
      }
    }
  }
  return { ...filters, apartment: id };
}
