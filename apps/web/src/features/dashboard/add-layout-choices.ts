import type { Project } from "@home-designer/core";
import { byNumber } from "./dashboard-data.ts";

/** The four choices of the add-new-layout dialog, made in this order. */
export const LAYOUT_LEVELS = ["project", "building", "apartment", "layout"] as const;
export type LayoutLevel = (typeof LAYOUT_LEVELS)[number];
export type LayoutChoice = Record<LayoutLevel, number | null>;

export const NO_LAYOUT_CHOICE: LayoutChoice = {
  project: null,
  building: null,
  apartment: null,
  layout: null,
};

type Building = NonNullable<Project["buildings"]>[number];
type Apartment = Building["apartments"][number];
type Layout = Apartment["layouts"][number];

export type LayoutOptions = {
  projects: Project[];
  buildings: Building[];
  apartments: Apartment[];
  layouts: Layout[];
};

/** Only projects with a default package can be added: it is the package the layout starts with. */
export function offeredProjects(projects: readonly Project[]): Project[] {
  return projects.filter((p) => p.default_package !== null);
}

/**
 * What each level offers given the levels above it: a level offers nothing until the one above
 * is chosen. Apartments are sorted by number.
 */
export function layoutOptions(projects: readonly Project[], choice: LayoutChoice): LayoutOptions {
  const offered = offeredProjects(projects);
  const project = offered.find((p) => p.id === choice.project);
  const buildings = project?.buildings ?? [];
  const building = buildings.find((b) => b.id === choice.building);
  const apartments = byNumber(building?.apartments ?? []);
  const apartment = apartments.find((a) => a.id === choice.apartment);
  return { projects: offered, buildings, apartments, layouts: apartment?.layouts ?? [] };
}

/** A choice at one level; every level below it starts over. */
export function chooseLevel(choice: LayoutChoice, level: LayoutLevel, id: number): LayoutChoice {
  const index = LAYOUT_LEVELS.indexOf(level);
  const next = { ...choice, [level]: id };
  for (const lower of LAYOUT_LEVELS.slice(index + 1)) next[lower] = null;
  return next;
}

/**
 * What to add once all four are chosen and belong together: the layout and the project's
 * default package. Null until then (the add button shows only then).
 */
export function layoutToAdd(
  projects: readonly Project[],
  choice: LayoutChoice,
): { layoutId: number; packageId: number } | null {
  const options = layoutOptions(projects, choice);
  const project = options.projects.find((p) => p.id === choice.project);
  const layout = options.layouts.find((l) => l.id === choice.layout);
  if (!project?.default_package || !layout) return null;
  return { layoutId: layout.id, packageId: project.default_package.id };
}

/** What the dialog's button does with a complete choice. */
export type AddStep =
  | { kind: "add"; layoutId: number; packageId: number }
  /** The layout is on the dashboard already: adding it again would change nothing, so it is shown. */
  | { kind: "show"; layoutId: number };

/**
 * Adding the chosen layout, or, when it is one of the layouts on the dashboard already
 * (`onDashboard`), going to it. Null until the choice is complete.
 */
export function addStep(
  projects: readonly Project[],
  choice: LayoutChoice,
  onDashboard: ReadonlySet<number>,
): AddStep | null {
  const target = layoutToAdd(projects, choice);
  if (!target) return null;
  return onDashboard.has(target.layoutId)
    ? { kind: "show", layoutId: target.layoutId }
    : { kind: "add", ...target };
}
