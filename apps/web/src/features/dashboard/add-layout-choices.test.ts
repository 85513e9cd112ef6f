import type { Project } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import {
  addStep,
  chooseLevel,
  layoutOptions,
  layoutToAdd,
  NO_LAYOUT_CHOICE,
  offeredProjects,
} from "./add-layout-choices.ts";

const layout = (id: number, name: string) => ({ id, name, web_img: { url: null } });

const PROJECTS: Project[] = [
  {
    id: 1,
    name: "Merelahe",
    project_url: null,
    default_package: { id: 11 },
    buildings: [
      {
        id: 10,
        building_number: "A",
        apartments: [
          { id: 101, number: "10", transaction_status: "available", layouts: [layout(1, "3A")] },
          {
            id: 102,
            number: "2",
            transaction_status: "sold",
            layouts: [layout(2, "2B"), layout(3, "2C")],
          },
        ],
      },
      {
        id: 20,
        building_number: "B",
        apartments: [
          { id: 201, number: "1", transaction_status: "reserved", layouts: [layout(4, "1A")] },
        ],
      },
    ],
  },
  { id: 2, name: "Without a default package", project_url: null, default_package: null },
];

describe("adding a layout", () => {
  it("offers only projects that have a default package", () => {
    expect(offeredProjects(PROJECTS).map((p) => p.id)).toEqual([1]);
  });

  it("offers each level only once the level above is chosen, apartments by number", () => {
    let choice = NO_LAYOUT_CHOICE;
    expect(layoutOptions(PROJECTS, choice)).toMatchObject({
      buildings: [],
      apartments: [],
      layouts: [],
    });
    choice = chooseLevel(choice, "project", 1);
    expect(layoutOptions(PROJECTS, choice).buildings.map((b) => b.id)).toEqual([10, 20]);
    choice = chooseLevel(choice, "building", 10);
    expect(layoutOptions(PROJECTS, choice).apartments.map((a) => a.number)).toEqual(["2", "10"]);
    choice = chooseLevel(choice, "apartment", 102);
    expect(layoutOptions(PROJECTS, choice).layouts.map((l) => l.name)).toEqual(["2B", "2C"]);
  });

  it("starts every lower level over when a higher one changes", () => {
    const full = { project: 1, building: 10, apartment: 102, layout: 3 };
    expect(chooseLevel(full, "building", 20)).toEqual({
      project: 1,
      building: 20,
      apartment: null,
      layout: null,
    });
    expect(chooseLevel(full, "project", 1)).toEqual({
      project: 1,
      building: null,
      apartment: null,
      layout: null,
    });
    expect(chooseLevel(full, "layout", 2)).toEqual({ ...full, layout: 2 });
  });

  it("adds only when all four are chosen, with the project's default package", () => {
    let choice = chooseLevel(NO_LAYOUT_CHOICE, "project", 1);
    choice = chooseLevel(choice, "building", 10);
    choice = chooseLevel(choice, "apartment", 102);
    expect(layoutToAdd(PROJECTS, choice)).toBeNull();
    choice = chooseLevel(choice, "layout", 3);
    expect(layoutToAdd(PROJECTS, choice)).toEqual({ layoutId: 3, packageId: 11 });
  });

  it("adds nothing for choices that do not belong together", () => {
    expect(
      layoutToAdd(PROJECTS, { project: 1, building: 20, apartment: 102, layout: 3 }),
    ).toBeNull();
    expect(
      layoutToAdd(PROJECTS, { project: 2, building: 10, apartment: 101, layout: 1 }),
    ).toBeNull();
  });
});

describe("addStep", () => {
  const chosen = { project: 1, building: 10, apartment: 102, layout: 3 };

  it("adds a layout that is not on the dashboard, with the project's default package", () => {
    expect(addStep(PROJECTS, chosen, new Set([1, 2]))).toEqual({
      kind: "add",
      layoutId: 3,
      packageId: 11,
    });
  });

  it("goes to a layout that is on the dashboard already instead of adding it again", () => {
    expect(addStep(PROJECTS, chosen, new Set([3]))).toEqual({ kind: "show", layoutId: 3 });
  });

  it("offers nothing until the choice is complete", () => {
    expect(addStep(PROJECTS, { ...chosen, layout: null }, new Set([3]))).toBeNull();
  });
});
