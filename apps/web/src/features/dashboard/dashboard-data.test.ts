import type { Project } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import {
  type ApartmentsPage,
  byNumber,
  changeFilter,
  FRESH_FOR_MS,
  filterChoices,
  freshnessOf,
  layoutGroups,
  NO_FILTERS,
  newestMadePackage,
  nextPageParam,
  PAGE_SIZE,
  packageName,
  placesOfLayouts,
  placesOfProjects,
  readLocationState,
} from "./dashboard-data.ts";
import { entry } from "./fixtures.ts";

function fullPage(from: number): ApartmentsPage {
  const page: ApartmentsPage = {};
  for (let i = 0; i < PAGE_SIZE; i++) page[String(from + i)] = [entry(from + i, 1)];
  return page;
}

describe("paging", () => {
  it("asks for the next page only after a full hundred layouts", () => {
    expect(nextPageParam(fullPage(1), 1)).toBe(2);
    expect(nextPageParam(fullPage(101), 2)).toBe(3);
    const short = fullPage(1);
    delete short["50"];
    expect(nextPageParam(short, 1)).toBeUndefined();
    expect(nextPageParam({}, 1)).toBeUndefined();
  });

  it("joins the pages in order and shows a layout a later page repeats once", () => {
    const first = fullPage(1);
    const second: ApartmentsPage = { "100": [entry(100, 9)], "300": [entry(300, 1)] };
    const groups = layoutGroups([first, second]);
    expect(groups).toHaveLength(101);
    expect(groups.filter((g) => g.layoutId === 100)).toHaveLength(1);
    expect(groups.at(-1)?.layoutId).toBe(300);
  });
});

describe("grouping", () => {
  it("orders the layouts newest first, whatever order the object's keys come in", () => {
    // Integer-like keys always enumerate ascending, so the server's newest-first order is lost.
    const page: ApartmentsPage = {
      "2": [entry(2, 1, { created_at: "2026-03-01T00:00:00Z" })],
      "7": [
        entry(7, 1, { created_at: "2026-01-01T00:00:00Z" }),
        entry(7, 5, { created_at: "2026-05-01T00:00:00Z", custom: true }),
      ],
      "11": [entry(11, 1, { created_at: "2026-03-01T00:00:00Z" })],
    };
    const groups = layoutGroups([page]);
    expect(groups.map((g) => g.layoutId)).toEqual([7, 11, 2]);
    expect(groups[0]?.newest).toBe("2026-05-01T00:00:00Z");
    expect(groups[0]?.entries.map((e) => e.package_id)).toEqual([1, 5]);
  });

  it("offers removing a layout only when the server allows it", () => {
    const page: ApartmentsPage = {
      "1": [entry(1, 1), entry(1, 2, { layout_abilities: { remove: false } })],
      "2": [entry(2, 1)],
    };
    const byId = new Map(layoutGroups([page]).map((g) => [g.layoutId, g.removable]));
    expect(byId.get(1)).toBe(false);
    expect(byId.get(2)).toBe(true);
  });

  it("skips a layout without entries", () => {
    expect(layoutGroups([{ "4": [] }])).toEqual([]);
  });
});

describe("package names", () => {
  it("falls back from the interface language to English, then Estonian", () => {
    expect(packageName({ et: "Põhjamaine", en: "Nordic", de: "Nordisch" }, "de", "1")).toBe(
      "Nordisch",
    );
    expect(packageName({ et: "Põhjamaine", en: "Nordic" }, "de", "1")).toBe("Nordic");
    expect(packageName({ et: "Põhjamaine", en: " " }, "ru", "1")).toBe("Põhjamaine");
    expect(packageName({}, "et", "12")).toBe("12");
  });
});

describe("fresh packages", () => {
  const now = Date.parse("2026-06-01T12:00:00Z");
  const made = (origin: "created" | "duplicated" | "added", agoMs: number) =>
    entry(1, 5, { origin, created_at: new Date(now - agoMs).toISOString(), custom: true });

  it("highlights a package the buyer made in the last ten minutes by how it was made", () => {
    expect(freshnessOf(made("created", 60_000), now, new Set())).toBe("created");
    expect(freshnessOf(made("duplicated", FRESH_FOR_MS - 1), now, new Set())).toBe("duplicated");
    expect(freshnessOf(made("created", FRESH_FOR_MS), now, new Set())).toBeNull();
  });

  it("highlights an older package this visit made, never a company package added with a layout", () => {
    expect(freshnessOf(made("duplicated", 86_400_000), now, new Set([5]))).toBe("duplicated");
    expect(freshnessOf(made("added", 1_000), now, new Set([5]))).toBeNull();
  });

  it("finds the newest package the buyer made, for a save that did not name it", () => {
    const groups = layoutGroups([
      {
        "1": [
          entry(1, 1, { created_at: "2026-05-09T00:00:00Z" }),
          entry(1, 5, { origin: "created", created_at: "2026-05-01T00:00:00Z", custom: true }),
        ],
        "2": [entry(2, 8, { origin: "duplicated", created_at: "2026-05-03T00:00:00Z" })],
      },
    ]);
    expect(newestMadePackage(groups)).toBe(8);
    expect(newestMadePackage([])).toBeNull();
  });

  it("reads only well-formed navigation state", () => {
    expect(readLocationState({ new: true, packageId: 7, layoutId: 3 })).toEqual({
      new: true,
      packageId: 7,
      layoutId: 3,
    });
    expect(readLocationState({ packageId: "7", layoutId: -1 })).toEqual({
      new: false,
      packageId: undefined,
      layoutId: undefined,
    });
    expect(readLocationState(null)).toEqual({});
  });
});

describe("filters", () => {
  const page: ApartmentsPage = {
    "1": [entry(1, 1, { place: { project: 1, building: 10, buildingName: "A", apartment: 10 } })],
    "2": [entry(2, 1, { place: { project: 1, building: 10, buildingName: "A", apartment: 2 } })],
    "3": [entry(3, 1, { place: { project: 1, building: 11, buildingName: "B", apartment: 30 } })],
    "4": [entry(4, 1, { place: { project: 2, building: 20, buildingName: "C", apartment: 40 } })],
    // A second layout of apartment 10 adds no second apartment.
    "5": [entry(5, 1, { place: { project: 1, building: 10, buildingName: "A", apartment: 10 } })],
  };
  const places = placesOfLayouts(layoutGroups([page]));

  it("offers the projects, buildings and apartments of the buyer's own layouts once each", () => {
    expect(places.map((p) => p.id)).toEqual([1, 2]);
    expect(places[0]?.buildings.map((b) => b.name)).toEqual(["A", "B"]);
    expect(places[0]?.buildings[0]?.apartments.map((a) => a.number)).toEqual(["2", "10"]);
  });

  it("narrows the lower filters to the chosen higher ones", () => {
    const all = filterChoices(places, NO_FILTERS);
    expect(all.buildings.map((b) => b.id)).toEqual([10, 11, 20]);
    expect(all.apartments.map((a) => a.number)).toEqual(["2", "10", "30", "40"]);
    const inProject = filterChoices(places, { project: 1, building: null, apartment: null });
    expect(inProject.buildings.map((b) => b.id)).toEqual([10, 11]);
    expect(inProject.apartments.map((a) => a.id)).toEqual([2, 10, 30]);
    const inBuilding = filterChoices(places, { project: 1, building: 11, apartment: null });
    expect(inBuilding.apartments.map((a) => a.id)).toEqual([30]);
  });

  it("resets the lower filters when a higher one changes, and fills the higher ones from a lower", () => {
    const chosen = { project: 1, building: 10, apartment: 2 };
    expect(changeFilter(places, chosen, "project", 2)).toEqual({
      project: 2,
      building: null,
      apartment: null,
    });
    expect(changeFilter(places, chosen, "building", 11)).toEqual({
      project: 1,
      building: 11,
      apartment: null,
    });
    expect(changeFilter(places, NO_FILTERS, "apartment", 40)).toEqual({
      project: 2,
      building: 20,
      apartment: 40,
    });
    expect(changeFilter(places, NO_FILTERS, "building", 20)).toEqual({
      project: 2,
      building: 20,
      apartment: null,
    });
    expect(changeFilter(places, chosen, "apartment", null)).toEqual({
      project: 1,
      building: 10,
      apartment: null,
    });
    expect(changeFilter(places, chosen, "project", null)).toEqual(NO_FILTERS);
  });

  it("can offer every place of the company's projects", () => {
    const projects: Project[] = [
      {
        id: 3,
        name: "Zeta",
        project_url: null,
        default_package: null,
        buildings: [
          {
            id: 1,
            building_number: "A",
            apartments: [
              { id: 1, number: "12", transaction_status: "sold", layouts: [] },
              { id: 2, number: "3", transaction_status: "available", layouts: [] },
            ],
          },
        ],
      },
      { id: 4, name: "Alfa", project_url: null, default_package: null },
    ];
    const tree = placesOfProjects(projects);
    expect(tree.map((p) => p.name)).toEqual(["Alfa", "Zeta"]);
    expect(tree[1]?.buildings[0]?.apartments.map((a) => a.number)).toEqual(["3", "12"]);
  });

  it("sorts apartment numbers as people count", () => {
    const sorted = byNumber([{ number: "A-10" }, { number: "A-9" }, { number: "2" }]);
    expect(sorted.map((a) => a.number)).toEqual(["2", "A-9", "A-10"]);
  });
});
