import type { ImportEntry } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { groupChanges } from "./change-groups.ts";

const entry = (kind: string, code: string, action: ImportEntry["action"]): ImportEntry => ({
  kind,
  code,
  action,
  fields: action === "changed" ? ["price"] : [],
});

describe("groupChanges", () => {
  it("groups by kind in the company's order, actions and codes in order within", () => {
    const groups = groupChanges([
      entry("option", "P1/kitchen/tap/T2", "removed"),
      entry("material", "M-9", "changed"),
      entry("material", "M-2", "added"),
      entry("material", "M-1", "changed"),
      entry("project", "P1", "changed"),
    ]);
    expect(groups.map((g) => g.kind)).toEqual(["material", "project", "option"]);
    expect(groups[0]?.entries.map((e) => e.code)).toEqual(["M-2", "M-1", "M-9"]);
    expect(groups[0]?.counts).toEqual({ added: 1, changed: 2 });
    expect(groups[2]?.counts).toEqual({ removed: 1 });
  });

  it("keeps kinds it does not know, last and by name", () => {
    const groups = groupChanges([
      entry("zebra", "z", "added"),
      entry("aardvark", "a", "added"),
      entry("material", "M-1", "added"),
    ]);
    expect(groups.map((g) => g.kind)).toEqual(["material", "aardvark", "zebra"]);
  });

  it("has no groups for no changes", () => {
    expect(groupChanges([])).toEqual([]);
  });
});
