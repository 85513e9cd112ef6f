import { describe, expect, it } from "vitest";
import {
  hasUnsavedChanges,
  modeAfterChange,
  modeForLinkedChoices,
  saveAction,
  VIEWING,
} from "./modes.ts";
import { nextRoom, previousRoom, SUMMARY } from "./room-order.ts";

/** Packages as the server answers them: whether this person may save changes into them. */
const companyPackage = { abilities: { change: false } };
const changeable = { abilities: { change: true } };

describe("edit modes", () => {
  it("changing a package the person may not change makes the choices custom", () => {
    expect(modeAfterChange(VIEWING, companyPackage)).toEqual({
      isCustom: true,
      isUserPackageUpdating: false,
    });
  });

  it("changing a package the person may change updates it", () => {
    expect(modeAfterChange(VIEWING, changeable)).toEqual({
      isCustom: false,
      isUserPackageUpdating: true,
    });
  });

  it("custom stays custom, and the custom pseudo-package is custom", () => {
    const custom = { isCustom: true, isUserPackageUpdating: false };
    expect(modeAfterChange(custom, changeable)).toBe(custom);
    expect(modeForLinkedChoices(null)).toEqual(custom);
    expect(modeForLinkedChoices(changeable)).toEqual({
      isCustom: false,
      isUserPackageUpdating: true,
    });
  });

  it("labels the save button: Save for a package the person may change, Save as otherwise", () => {
    expect(saveAction(changeable)).toBe("save");
    expect(saveAction(companyPackage)).toBe("saveAs");
    expect(saveAction(null)).toBe("saveAs");
  });

  it("counts custom and updated choices as unsaved", () => {
    expect(hasUnsavedChanges(VIEWING)).toBe(false);
    expect(hasUnsavedChanges(modeAfterChange(VIEWING, companyPackage))).toBe(true);
    expect(hasUnsavedChanges(modeAfterChange(VIEWING, changeable))).toBe(true);
  });
});

describe("room order", () => {
  const rooms = ["hall", "kitchen", "bath"];
  it("puts the summary after the last room and before the first", () => {
    expect(nextRoom(rooms, "hall")).toBe("kitchen");
    expect(nextRoom(rooms, "bath")).toBe(SUMMARY);
    expect(nextRoom(rooms, SUMMARY)).toBe("hall");
    expect(previousRoom(rooms, "kitchen")).toBe("hall");
    expect(previousRoom(rooms, "hall")).toBe(SUMMARY);
    expect(previousRoom(rooms, SUMMARY)).toBe("bath");
  });

  it("walks the whole ring forwards and back", () => {
    const ring = [...rooms, SUMMARY];
    for (const slug of ring) {
      expect(previousRoom(rooms, nextRoom(rooms, slug))).toBe(slug);
      expect(nextRoom(rooms, previousRoom(rooms, slug))).toBe(slug);
    }
    expect(nextRoom([], SUMMARY)).toBe(SUMMARY);
  });
});
