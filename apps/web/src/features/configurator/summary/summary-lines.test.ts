import { total, VIEWING } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { roomGroups } from "../selection/engine.ts";
import { asset, group, material, pkg, room } from "../selection/fixtures.ts";
import {
  confirmationOf,
  optionDescription,
  roomVatRate,
  shownVatPercent,
  summaryRooms,
} from "./summary-lines.ts";

const kitchen = room(1, "kitchen", 1, { vat: 20 });
const bath = room(2, "bathroom", 2);
const worktop = group(10, 1, [asset(11, 10, { material: material(120.5, "Quartz") })]);
const carcass = group(11, 1, [asset(12, 11, { material: material(99) })], { hidden: true });
const special = asset(21, 20, {
  is_special: true,
  material: null,
  label: { en: "Built-in niche" },
  description: { en: "Niche above the bath, tiled inside." },
  unitPrice: 100,
  installPrice: 50,
});
const tiles = group(20, 2, [asset(22, 20, { material: material(30) }), special], { priority: 2 });
const noPrice = group(19, 2, [asset(23, 19, { material: null })], { priority: 1 });
const loaded = new Map([
  [1, [worktop, carcass]],
  [2, [tiles, noPrice]],
]);

describe("summaryRooms", () => {
  const choices = new Map([
    ["1:10", 11],
    ["1:11", 12],
    ["2:20", 21],
    ["2:19", 23],
  ] as const);

  it("lists each visible group's choice in priority order with its price", () => {
    const rooms = summaryRooms([kitchen, bath], loaded, choices, 0.24, "en");
    expect(rooms.map((r) => r.lines.map((l) => l.groupId))).toEqual([[10], [19, 20]]);
    const [kitchenRoom, bathRoom] = rooms;
    expect(kitchenRoom?.lines[0]).toMatchObject({ name: "Quartz", price: 12050, special: false });
    // The special solution: (100 + 50) × 1.24 with the project's VAT, the bathroom having none.
    expect(bathRoom?.lines[1]).toMatchObject({
      name: "Built-in niche",
      description: "Niche above the bath, tiled inside.",
      price: 18600,
      special: true,
    });
    expect(bathRoom?.lines[0]?.price).toBeNull();
    expect(bathRoom?.subtotal).toBe(18600);
  });

  it("adds up to core's total, which is what the summary shows as the total", () => {
    const rooms = summaryRooms([kitchen, bath], loaded, choices, 0.24, "en");
    const engineRooms = [
      roomGroups(kitchen, [worktop, carcass]),
      roomGroups(bath, [tiles, noPrice]),
    ];
    const byRoom = new Map([kitchen, bath].map((r) => [r.id, roomVatRate(r, 0.24)]));
    const sum = rooms.reduce((s, r) => s + r.subtotal, 0);
    expect(total(engineRooms, choices, (id) => byRoom.get(id) ?? 0).cents).toBe(sum);
  });

  it("shows a room whose groups are not loaded as empty rather than failing", () => {
    expect(summaryRooms([room(9, "sauna", 3)], loaded, choices, null, "en")[0]?.lines).toEqual([]);
  });
});

describe("prices and texts", () => {
  it("uses the room's VAT, else the project's, else none", () => {
    expect(roomVatRate({ vat: 20 }, 0.24)).toBe(0.2);
    expect(roomVatRate({ vat: null }, 0.24)).toBe(0.24);
    expect(roomVatRate({ vat: null }, null)).toBe(0);
  });

  it("does not repeat the option's name at the start of its description", () => {
    const tile = asset(1, 1, {
      material: {
        ...material(10, "White gloss 30×60"),
        desc_long: { en: "White gloss 30×60. Porcelain stoneware laid on waterproofing." },
      },
    });
    expect(optionDescription(tile, "White gloss 30×60", "en")).toBe(
      "Porcelain stoneware laid on waterproofing.",
    );
    expect(optionDescription(tile, "Other", "en")).toBe(
      "White gloss 30×60. Porcelain stoneware laid on waterproofing.",
    );
    const finishOnly = asset(2, 1, {
      material: { ...material(10), product_finishing: { en: "Matt" } },
    });
    expect(optionDescription(finishOnly, "Material", "en")).toBe("Matt");
  });
});

describe("confirmationOf", () => {
  const confirmed = pkg(4, { confirmed: true, confirmation_date: "2026-03-12T10:00:00Z" });

  it("shows the date of a confirmed package shown as it was confirmed", () => {
    expect(confirmationOf(confirmed, VIEWING)).toEqual({
      confirmed: true,
      date: "2026-03-12T10:00:00Z",
    });
    expect(confirmationOf({ ...confirmed, confirmation_date: null }, VIEWING)).toEqual({
      confirmed: true,
      date: null,
    });
  });

  it("shows none for an unconfirmed package, changed choices or the buyer's own combination", () => {
    expect(confirmationOf(pkg(5), VIEWING).confirmed).toBe(false);
    expect(confirmationOf(confirmed, { isCustom: true, isUserPackageUpdating: false })).toEqual({
      confirmed: false,
      date: null,
    });
    expect(confirmationOf(null, VIEWING).confirmed).toBe(false);
  });
});

describe("shownVatPercent", () => {
  const confirmedAt22 = pkg(4, {
    confirmed: true,
    confirmation_date: "2025-06-12T10:00:00Z",
    confirmation_vat: 22,
  });

  it("names the rate a confirmed package's prices include, not today's", () => {
    expect(shownVatPercent(confirmedAt22, VIEWING, 24)).toBe(22);
    // Confirmed where no rate was known: none is named, as in its PDF.
    expect(shownVatPercent({ ...confirmedAt22, confirmation_vat: null }, VIEWING, 24)).toBeNull();
  });

  it("names today's rate for anything else: a draft, changed choices, no package", () => {
    expect(shownVatPercent(pkg(5), VIEWING, 24)).toBe(24);
    expect(
      shownVatPercent(confirmedAt22, { isCustom: true, isUserPackageUpdating: false }, 24),
    ).toBe(24);
    expect(shownVatPercent(null, VIEWING, 24)).toBe(24);
  });
});
