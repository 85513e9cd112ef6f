import type { Package, Project, Tabs } from "@home-designer/core";
import { pages, type UiLocale } from "@home-designer/core";
import { parseId } from "../../../lib/ids.ts";
import { searchWithoutSelections, withSearch } from "../../../lib/search.ts";
import { defaultPackage, orderedRooms } from "../selection/engine.ts";

export type EntrySources = {
  projects: () => Promise<Project[]>;
  tabs: (project: number, layoutId: number) => Promise<Tabs>;
  packages: (project: number, layoutId: number) => Promise<Package[]>;
};

export type Entry = { kind: "configurator"; path: string } | { kind: "not-found" };

/** Layouts tried before giving up, so an odd project list cannot cause a storm of calls. */
const MAX_LAYOUT_TRIES = 12;

function layoutsOf(project: Project): number[] {
  return (project.buildings ?? []).flatMap((b) =>
    b.apartments.flatMap((a) => a.layouts.map((l) => l.id)),
  );
}

async function firstLayoutWithRooms(
  sources: EntrySources,
  onlyProject: number | null,
): Promise<{ project: number; layoutId: number; tabs: Tabs } | null> {
  const projects = await sources.projects();
  const candidates = onlyProject === null ? projects : projects.filter((p) => p.id === onlyProject);
  let tries = 0;
  for (const project of candidates) {
    for (const layoutId of layoutsOf(project)) {
      if (tries++ >= MAX_LAYOUT_TRIES) return null;
      const tabs = await sources.tabs(project.id, layoutId);
      if (tabs.rooms.length > 0) return { project: project.id, layoutId, tabs };
    }
  }
  return null;
}

/**
 * Where the start page goes: the default package and first room of the layout the query names
 * (`project`, `apartment_layout_id`), or of the company's first layout that has a room. The query
 * string is kept except the selections.
 */
export async function resolveEntry(
  search: string,
  locale: UiLocale,
  sources: EntrySources,
): Promise<Entry> {
  const params = new URLSearchParams(search);
  const project = parseId(params.get("project"));
  const layoutId = parseId(params.get("apartment_layout_id"));

  let target: { project: number; layoutId: number; tabs: Tabs } | null;
  if (project !== null && layoutId !== null) {
    target = { project, layoutId, tabs: await sources.tabs(project, layoutId) };
  } else {
    target = await firstLayoutWithRooms(sources, project);
  }
  if (!target) return { kind: "not-found" };

  const room = orderedRooms(target.tabs.rooms)[0];
  const pkg = defaultPackage(await sources.packages(target.project, target.layoutId));
  if (!room || !pkg) return { kind: "not-found" };

  const query = withSearch(searchWithoutSelections(params), {
    project: String(target.project),
    apartment_layout_id: String(target.layoutId),
  });
  return {
    kind: "configurator",
    path: pages.room({ lang: locale, packageId: pkg.slug, room: room.slug }, query),
  };
}
