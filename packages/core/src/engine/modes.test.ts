import { describe, expect, it } from "vitest";
import {
  canConfirm,
  hasUnsavedChanges,
  modeAfterChange,
  modeForLinkedChoices,
  saveAction,
  VIEWING,
} from "./modes.ts";
import { nextRoom, previousRoom, SUMMARY } from "./room-order.ts";

const companyPackage = { user_package: false, confirmed: false, can_confirm: true };
const ownPackage = { user_package: true, confirmed: false, can_confirm: true };
const confirmedOwn = { user_package: true, confirmed: true, can_confirm: false };

describe("edit modes", () => {
  it("changing a company package makes the choices custom", () => {
    expect(modeAfterChange(VIEWING, companyPackage)).toEqual({
      isCustom: true,
      isUserPackageUpdating: false,
    });
  });

  it("changing one's own unconfirmed package updates it; a confirmed one becomes custom", () => {
    expect(modeAfterChange(VIEWING, ownPackage)).toEqual({
      isCustom: false,
      isUserPackageUpdating: true,
    });
    expect(modeAfterChange(VIEWING, confirmedOwn)).toEqual({
      isCustom: true,
      isUserPackageUpdating: false,
    });
  });

  it("custom stays custom, and the custom pseudo-package is custom", () => {
    const custom = { isCustom: true, isUserPackageUpdating: false };
    expect(modeAfterChange(custom, ownPackage)).toBe(custom);
    expect(modeForLinkedChoices(null)).toEqual(custom);
    expect(modeForLinkedChoices(ownPackage)).toEqual({
      isCustom: false,
      isUserPackageUpdating: true,
    });
  });

  it("labels the save button: Save for one's own package, Save as otherwise", () => {
    expect(saveAction(ownPackage)).toBe("save");
    expect(saveAction(companyPackage)).toBe("saveAs");
    expect(saveAction(confirmedOwn)).toBe("saveAs");
    expect(saveAction(null)).toBe("saveAs");
  });

  it("allows confirming only a confirmable, unconfirmed, unchanged package of a logged-in buyer", () => {
    expect(canConfirm(true, companyPackage, VIEWING)).toBe(true);
    expect(canConfirm(false, companyPackage, VIEWING)).toBe(false);
    expect(canConfirm(true, { ...companyPackage, can_confirm: false }, VIEWING)).toBe(false);
    expect(canConfirm(true, confirmedOwn, VIEWING)).toBe(false);
    expect(canConfirm(true, companyPackage, modeAfterChange(VIEWING, companyPackage))).toBe(false);
    expect(canConfirm(true, ownPackage, modeAfterChange(VIEWING, ownPackage))).toBe(false);
    expect(hasUnsavedChanges(VIEWING)).toBe(false);
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
