import type { Project, Tabs } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { pkg, room } from "../selection/fixtures.ts";
import { type EntrySources, resolveEntry } from "./entry.ts";

function tabs(rooms: Tabs["rooms"]): Tabs {
  return {
    apartmentId: 1,
    apartment_url: null,
    transaction_status: "available",
    address: {
      project: "P",
      building: "B",
      apartment: "1",
      layout: "A",
      project_url: null,
      address: null,
    },
    layoutImage: null,
    kitchenPlanImage: null,
    electricalPlanImage: null,
    wardrobePlans: [],
    show_quite_generation: false,
    vat: 24,
    showPlanColors: false,
    showSymbols: false,
    deadlines: [],
    pdfFooter: {},
    rooms,
  };
}

const project = (id: number, layouts: number[]): Project => ({
  id,
  name: `Project ${id}`,
  project_url: null,
  default_package: null,
  buildings: [
    {
      id: 1,
      building_number: "1",
      apartments: [
        {
          id: 1,
          number: "1",
          transaction_status: "available",
          layouts: layouts.map((l) => ({ id: l, name: `L${l}`, web_img: { url: null } })),
        },
      ],
    },
  ],
});

function sources(roomsByLayout: Record<number, Tabs["rooms"]>, calls: string[] = []): EntrySources {
  return {
    projects: async () => {
      calls.push("projects");
      return [project(4, [40, 41]), project(5, [50])];
    },
    tabs: async (p, l) => {
      calls.push(`tabs ${p}/${l}`);
      return tabs(roomsByLayout[l] ?? []);
    },
    packages: async () => [pkg(7), pkg(8, { default: true })],
  };
}

describe("resolveEntry", () => {
  it("opens the named layout's default package and first room, dropping selections", async () => {
    const calls: string[] = [];
    const entry = await resolveEntry(
      "?project=4&apartment_layout_id=41&selections=abc&wpid=9",
      "et",
      sources({ 41: [room(2, "kitchen", 2), room(1, "hall", 1)] }, calls),
    );
    expect(entry).toEqual({
      kind: "configurator",
      path: "/et/8/hall?project=4&apartment_layout_id=41&wpid=9",
    });
    expect(calls).toEqual(["tabs 4/41"]);
  });

  it("without a project takes the company's first layout that has a room", async () => {
    const entry = await resolveEntry("", "de", sources({ 41: [room(1, "living", 1)] }));
    expect(entry).toEqual({
      kind: "configurator",
      path: "/de/8/living?project=4&apartment_layout_id=41",
    });
  });

  it("with a project but no layout stays in that project", async () => {
    const entry = await resolveEntry(
      "?project=5",
      "en",
      sources({ 41: [room(1, "a", 1)], 50: [room(3, "b", 1)] }),
    );
    expect(entry).toEqual({
      kind: "configurator",
      path: "/en/8/b?project=5&apartment_layout_id=50",
    });
  });

  it("reports not-found when no layout has a room", async () => {
    expect(await resolveEntry("", "et", sources({}))).toEqual({ kind: "not-found" });
  });
});
