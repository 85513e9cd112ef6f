/**
 * The colour codes drawn on apartment plans, as the demo plans draw them (the server's
 * `PLAN_COLOR_CODES`; the browser cannot import server code, so they are repeated here). A
 * company's own plans are expected to follow the same key.
 */
export const PLAN_COLOR_CODES = {
  tiledWall: "#2f7fc1",
  bathroomDecorBoard: "#8c5fb0",
  decorWall: "#e07b24",
  plankFloor: "#ead7b4",
  paintedWalls: "#5aa55a",
  decorElement: "#d2434f",
} as const;

export type PlanColourKey = keyof typeof PLAN_COLOR_CODES;

/** How the plan draws each code: a wall line (solid or dashed) or a filled floor area. */
export const PLAN_COLOUR_MARKS: readonly {
  key: PlanColourKey;
  mark: "line" | "dashed" | "fill";
}[] = [
  { key: "tiledWall", mark: "line" },
  { key: "bathroomDecorBoard", mark: "line" },
  { key: "decorWall", mark: "line" },
  { key: "plankFloor", mark: "fill" },
  { key: "paintedWalls", mark: "dashed" },
  { key: "decorElement", mark: "line" },
];
