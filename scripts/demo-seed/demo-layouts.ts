/**
 * The demo project's typical apartment layouts, drawn in metres (x to the right, y downwards, the
 * façade with the windows at y = 0). Plans, kitchen and electric drawings, wardrobe drawings and the
 * rooms (configurator tabs) of every layout are made from these.
 */
import { type T3, t } from "./i18n.ts";

export type Rect = readonly [x0: number, y0: number, x1: number, y1: number];

export type PlanRoomKind =
  | "hallway"
  | "bathroom"
  | "wc"
  | "living"
  | "studio"
  | "kitchen"
  | "bedroom"
  | "sauna"
  | "walk-in";

export type PlanRoom = { number: string; kind: PlanRoomKind; rects: Rect[] };

/** A door in a wall: its start on the wall line, the wall's direction, width and swing side. */
export type Door = {
  x: number;
  y: number;
  dir: "h" | "v";
  w: number;
  /** Which side of the wall the leaf swings to: +1 towards larger x or y. */
  swing: 1 | -1;
  entrance?: boolean;
};

export type Window = { x: number; y: number; dir: "h" | "v"; w: number };

/** A run of cabinets along a wall: from a to b on the wall line, cabinets on the `normal` side. */
export type Run = {
  a: readonly [number, number];
  b: readonly [number, number];
  normal: readonly [number, number];
};

export type WardrobeSpec = Run & { room: string; name: T3 };

export type Tab = { roomType: string; slug: string; numbers: string[] };

export type LayoutTemplate = {
  key: string;
  name: T3;
  rooms: PlanRoom[];
  /** Pairs of room numbers with no wall between them. */
  open: [string, string][];
  doors: Door[];
  windows: Window[];
  kitchen: Run;
  wardrobes: WardrobeSpec[];
  tabs: Tab[];
};

export const ROOM_NAMES: Record<PlanRoomKind, T3> = {
  hallway: t("Esik", "Hallway", "Flur"),
  bathroom: t("Vannituba", "Bathroom", "Bad"),
  wc: t("WC", "WC", "WC"),
  living: t("Elutuba", "Living room", "Wohnzimmer"),
  studio: t("Tuba", "Room", "Zimmer"),
  kitchen: t("Köök", "Kitchen", "Küche"),
  bedroom: t("Magamistuba", "Bedroom", "Schlafzimmer"),
  sauna: t("Saun", "Sauna", "Sauna"),
  "walk-in": t("Garderoob", "Walk-in wardrobe", "Ankleide"),
};

const hallWardrobe = t("Esiku garderoob", "Hallway wardrobe", "Flurgarderobe");
const bedroomWardrobe = t("Magamistoa garderoob", "Bedroom wardrobe", "Schlafzimmerschrank");

const STUDIO: LayoutTemplate = {
  key: "1a",
  name: t("1-toaline, tüüp 1A", "Studio, type 1A", "1-Zimmer, Typ 1A"),
  rooms: [
    { number: "1", kind: "hallway", rects: [[2.2, 3.4, 4.0, 5.6]] },
    { number: "2", kind: "bathroom", rects: [[0, 3.4, 2.2, 5.6]] },
    { number: "3", kind: "studio", rects: [[0, 0, 6.0, 3.4]] },
    { number: "4", kind: "kitchen", rects: [[4.0, 3.4, 6.0, 5.6]] },
  ],
  open: [["3", "4"]],
  doors: [
    { x: 2.6, y: 5.6, dir: "h", w: 0.9, swing: -1, entrance: true },
    { x: 2.7, y: 3.4, dir: "h", w: 0.8, swing: -1 },
    { x: 2.2, y: 4.5, dir: "v", w: 0.8, swing: -1 },
  ],
  windows: [
    { x: 0.6, y: 0, dir: "h", w: 1.6 },
    { x: 3.6, y: 0, dir: "h", w: 1.8 },
  ],
  kitchen: { a: [6.0, 3.5], b: [6.0, 5.5], normal: [-1, 0] },
  wardrobes: [{ room: "1", name: hallWardrobe, a: [4.0, 3.6], b: [4.0, 5.1], normal: [-1, 0] }],
  tabs: [
    { roomType: "whole-apartment", slug: "whole-apartment", numbers: ["1", "2", "3", "4"] },
    { roomType: "hallway", slug: "hallway", numbers: ["1"] },
    { roomType: "kitchen", slug: "kitchen", numbers: ["4"] },
    { roomType: "living-room", slug: "living-room", numbers: ["3"] },
    { roomType: "bathroom", slug: "bathroom", numbers: ["2"] },
  ],
};

const TWO: LayoutTemplate = {
  key: "2a",
  name: t("2-toaline, tüüp 2A", "2 rooms, type 2A", "2-Zimmer, Typ 2A"),
  rooms: [
    { number: "1", kind: "hallway", rects: [[2.6, 4.2, 4.6, 7.0]] },
    { number: "2", kind: "bathroom", rects: [[4.6, 4.2, 7.2, 7.0]] },
    { number: "3", kind: "living", rects: [[0, 0, 4.2, 4.2]] },
    { number: "4", kind: "kitchen", rects: [[0, 4.2, 2.6, 7.0]] },
    { number: "5", kind: "bedroom", rects: [[4.2, 0, 7.2, 4.2]] },
  ],
  open: [["3", "4"]],
  doors: [
    { x: 3.1, y: 7.0, dir: "h", w: 0.9, swing: -1, entrance: true },
    { x: 2.9, y: 4.2, dir: "h", w: 0.8, swing: -1 },
    { x: 4.2, y: 2.9, dir: "v", w: 0.8, swing: 1 },
    { x: 4.6, y: 5.0, dir: "v", w: 0.8, swing: 1 },
  ],
  windows: [
    { x: 0.8, y: 0, dir: "h", w: 2.0 },
    { x: 4.9, y: 0, dir: "h", w: 1.6 },
    { x: 0, y: 1.0, dir: "v", w: 1.5 },
  ],
  kitchen: { a: [0, 4.3], b: [0, 6.9], normal: [1, 0] },
  wardrobes: [
    { room: "1", name: hallWardrobe, a: [2.6, 4.9], b: [2.6, 6.7], normal: [1, 0] },
    { room: "5", name: bedroomWardrobe, a: [4.2, 0.3], b: [4.2, 2.7], normal: [1, 0] },
  ],
  tabs: [
    { roomType: "whole-apartment", slug: "whole-apartment", numbers: ["1", "2", "3", "4", "5"] },
    { roomType: "hallway", slug: "hallway", numbers: ["1"] },
    { roomType: "kitchen", slug: "kitchen", numbers: ["4"] },
    { roomType: "living-room", slug: "living-room", numbers: ["3"] },
    { roomType: "bedroom", slug: "bedroom", numbers: ["5"] },
    { roomType: "bathroom", slug: "bathroom", numbers: ["2"] },
  ],
};

const THREE_ROOMS_COMMON = {
  open: [["3", "4"]] as [string, string][],
  kitchen: { a: [9.6, 4.5], b: [9.6, 7.5], normal: [-1, 0] } as Run,
  windows: [
    { x: 0.7, y: 0, dir: "h", w: 1.5 },
    { x: 3.6, y: 0, dir: "h", w: 1.5 },
    { x: 6.3, y: 0, dir: "h", w: 2.6 },
    { x: 9.6, y: 1.0, dir: "v", w: 1.8 },
    { x: 9.6, y: 5.3, dir: "v", w: 1.4 },
  ] as Window[],
};

const THREE: LayoutTemplate = {
  key: "3a",
  name: t("3-toaline, tüüp 3A", "3 rooms, type 3A", "3-Zimmer, Typ 3A"),
  rooms: [
    {
      number: "1",
      kind: "hallway",
      rects: [
        [2.0, 4.4, 4.8, 7.6],
        [4.8, 6.2, 6.0, 7.6],
      ],
    },
    { number: "2", kind: "bathroom", rects: [[0, 4.4, 2.0, 7.6]] },
    { number: "3", kind: "living", rects: [[5.8, 0, 9.6, 4.4]] },
    { number: "4", kind: "kitchen", rects: [[6.0, 4.4, 9.6, 7.6]] },
    { number: "5", kind: "bedroom", rects: [[0, 0, 3.0, 4.4]] },
    { number: "6", kind: "bedroom", rects: [[3.0, 0, 5.8, 4.4]] },
    { number: "7", kind: "wc", rects: [[4.8, 4.4, 6.0, 6.2]] },
  ],
  ...THREE_ROOMS_COMMON,
  doors: [
    { x: 2.5, y: 7.6, dir: "h", w: 0.9, swing: -1, entrance: true },
    { x: 2.1, y: 4.4, dir: "h", w: 0.8, swing: -1 },
    { x: 3.7, y: 4.4, dir: "h", w: 0.8, swing: -1 },
    { x: 2.0, y: 6.6, dir: "v", w: 0.8, swing: -1 },
    { x: 4.8, y: 5.0, dir: "v", w: 0.7, swing: 1 },
    { x: 6.0, y: 6.4, dir: "v", w: 0.9, swing: 1 },
  ],
  wardrobes: [
    { room: "1", name: hallWardrobe, a: [2.0, 4.6], b: [2.0, 6.4], normal: [1, 0] },
    { room: "5", name: bedroomWardrobe, a: [3.0, 0.3], b: [3.0, 2.7], normal: [-1, 0] },
  ],
  tabs: [
    {
      roomType: "whole-apartment",
      slug: "whole-apartment",
      numbers: ["1", "2", "3", "4", "5", "6", "7"],
    },
    { roomType: "hallway", slug: "hallway", numbers: ["1"] },
    { roomType: "kitchen", slug: "kitchen", numbers: ["4"] },
    { roomType: "living-room", slug: "living-room", numbers: ["3"] },
    { roomType: "bedroom", slug: "bedroom", numbers: ["5"] },
    { roomType: "bedroom", slug: "bedroom-2", numbers: ["6"] },
    { roomType: "bathroom", slug: "bathroom", numbers: ["2"] },
    { roomType: "wc", slug: "wc", numbers: ["7"] },
  ],
};

/** The same apartment with the second bedroom opened into a large living room. */
const THREE_OPEN: LayoutTemplate = {
  ...THREE,
  key: "3b",
  name: t(
    "2 tuba + avar elutuba, tüüp 3B",
    "2 rooms + large living room, type 3B",
    "2 Zimmer + großer Wohnraum, Typ 3B",
  ),
  rooms: THREE.rooms
    .filter((r) => r.number !== "6")
    .map((r) => (r.number === "3" ? { ...r, rects: [[3.0, 0, 9.6, 4.4] as Rect] } : r)),
  tabs: THREE.tabs
    .filter((tab) => tab.slug !== "bedroom-2")
    .map((tab) =>
      tab.slug === "whole-apartment"
        ? { ...tab, numbers: tab.numbers.filter((n) => n !== "6") }
        : tab,
    ),
};

const FOUR: LayoutTemplate = {
  key: "4a",
  name: t(
    "4-toaline saunaga, tüüp 4A",
    "4 rooms with sauna, type 4A",
    "4-Zimmer mit Sauna, Typ 4A",
  ),
  rooms: [
    {
      number: "1",
      kind: "hallway",
      rects: [
        [2.0, 4.4, 5.6, 8.0],
        [5.6, 6.6, 8.4, 8.0],
      ],
    },
    {
      number: "2",
      kind: "bathroom",
      rects: [
        [0, 4.4, 2.0, 6.6],
        [1.2, 6.6, 2.0, 8.0],
      ],
    },
    { number: "3", kind: "living", rects: [[8.4, 0, 12.0, 4.4]] },
    { number: "4", kind: "kitchen", rects: [[8.4, 4.4, 12.0, 8.0]] },
    { number: "5", kind: "bedroom", rects: [[0, 0, 3.0, 4.4]] },
    { number: "6", kind: "bedroom", rects: [[3.0, 0, 5.8, 4.4]] },
    { number: "7", kind: "bedroom", rects: [[5.8, 0, 8.4, 4.4]] },
    { number: "8", kind: "wc", rects: [[5.6, 4.4, 6.8, 6.6]] },
    { number: "9", kind: "walk-in", rects: [[6.8, 4.4, 8.4, 6.6]] },
    { number: "10", kind: "sauna", rects: [[0, 6.6, 1.2, 8.0]] },
  ],
  open: [["3", "4"]],
  doors: [
    { x: 3.0, y: 8.0, dir: "h", w: 0.9, swing: -1, entrance: true },
    { x: 2.1, y: 4.4, dir: "h", w: 0.8, swing: -1 },
    { x: 4.2, y: 4.4, dir: "h", w: 0.8, swing: -1 },
    { x: 8.4, y: 3.0, dir: "v", w: 0.8, swing: -1 },
    { x: 7.2, y: 4.4, dir: "h", w: 0.7, swing: 1 },
    { x: 5.6, y: 5.4, dir: "v", w: 0.7, swing: 1 },
    { x: 2.0, y: 4.8, dir: "v", w: 0.8, swing: -1 },
    { x: 0.25, y: 6.6, dir: "h", w: 0.7, swing: 1 },
    { x: 8.4, y: 6.8, dir: "v", w: 0.9, swing: 1 },
  ],
  windows: [
    { x: 0.7, y: 0, dir: "h", w: 1.5 },
    { x: 3.6, y: 0, dir: "h", w: 1.5 },
    { x: 6.3, y: 0, dir: "h", w: 1.4 },
    { x: 8.9, y: 0, dir: "h", w: 2.6 },
    { x: 12.0, y: 1.0, dir: "v", w: 2.0 },
    { x: 12.0, y: 5.2, dir: "v", w: 1.6 },
  ],
  kitchen: { a: [12.0, 4.5], b: [12.0, 7.9], normal: [-1, 0] },
  wardrobes: [
    { room: "1", name: hallWardrobe, a: [2.0, 5.9], b: [2.0, 7.7], normal: [1, 0] },
    { room: "5", name: bedroomWardrobe, a: [3.0, 0.3], b: [3.0, 2.7], normal: [-1, 0] },
  ],
  tabs: [
    {
      roomType: "whole-apartment",
      slug: "whole-apartment",
      numbers: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
    },
    { roomType: "hallway", slug: "hallway", numbers: ["1"] },
    { roomType: "kitchen", slug: "kitchen", numbers: ["4"] },
    { roomType: "living-room", slug: "living-room", numbers: ["3"] },
    { roomType: "bedroom", slug: "bedroom", numbers: ["5"] },
    { roomType: "bedroom", slug: "bedroom-2", numbers: ["6"] },
    { roomType: "bedroom", slug: "bedroom-3", numbers: ["7", "9"] },
    { roomType: "bathroom", slug: "bathroom", numbers: ["2"] },
    { roomType: "wc", slug: "wc", numbers: ["8"] },
    { roomType: "sauna", slug: "sauna", numbers: ["10"] },
  ],
};

export const TEMPLATES = { STUDIO, TWO, THREE, THREE_OPEN, FOUR };

export type ApartmentSpec = {
  building: "A" | "B";
  number: string;
  floor: number;
  status: "available" | "reserved" | "sold";
  layouts: LayoutTemplate[];
};

/** Apartments of the two buildings; some offer a second planning variant. */
export const APARTMENTS: ApartmentSpec[] = [
  { building: "A", number: "1", floor: 1, status: "available", layouts: [THREE, THREE_OPEN] },
  { building: "A", number: "2", floor: 1, status: "sold", layouts: [STUDIO] },
  { building: "A", number: "3", floor: 1, status: "reserved", layouts: [TWO] },
  { building: "A", number: "4", floor: 2, status: "sold", layouts: [THREE] },
  { building: "A", number: "5", floor: 2, status: "available", layouts: [STUDIO] },
  { building: "A", number: "6", floor: 2, status: "available", layouts: [TWO] },
  { building: "A", number: "7", floor: 3, status: "available", layouts: [FOUR] },
  { building: "A", number: "8", floor: 3, status: "sold", layouts: [TWO] },
  { building: "B", number: "1", floor: 1, status: "available", layouts: [TWO] },
  { building: "B", number: "2", floor: 1, status: "reserved", layouts: [THREE, THREE_OPEN] },
  { building: "B", number: "3", floor: 2, status: "sold", layouts: [FOUR] },
  { building: "B", number: "4", floor: 2, status: "available", layouts: [STUDIO] },
  { building: "B", number: "5", floor: 3, status: "available", layouts: [THREE, THREE_OPEN] },
  { building: "B", number: "6", floor: 3, status: "available", layouts: [FOUR] },
];

/** Floor area of a room in m², rounded to a tenth as plans state it. */
export function roomArea(room: PlanRoom): number {
  const a = room.rects.reduce((sum, [x0, y0, x1, y1]) => sum + (x1 - x0) * (y1 - y0), 0);
  return Math.round(a * 10) / 10;
}

export function outline(template: LayoutTemplate): Rect {
  let x1 = 0;
  let y1 = 0;
  for (const r of template.rooms)
    for (const [, , rx1, ry1] of r.rects) {
      x1 = Math.max(x1, rx1);
      y1 = Math.max(y1, ry1);
    }
  return [0, 0, x1, y1];
}
