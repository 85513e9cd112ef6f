/**
 * Fills that make a flat shape read as a material: metal sheen, lacquer, veneer grain, stone.
 * Each call returns the defs it needs and the `fill` value to use, under ids the caller chooses.
 */
import type { Look } from "./looks.ts";
import { el, linearGradient, random, shade } from "./svg.ts";

export type Fill = { defs: string; fill: string };

function grainPattern(
  id: string,
  base: string,
  grain: string,
  seed: number,
  horizontal: boolean,
): string {
  const rand = random(seed);
  let d = "";
  const size = 120;
  for (let i = 0; i < 9; i++) {
    const off = (i + 0.3 + rand() * 0.4) * (size / 9);
    const wobble = 2 + rand() * 4;
    d += horizontal
      ? `M0 ${off.toFixed(1)}C${size * 0.3} ${(off - wobble).toFixed(1)} ${size * 0.6} ${(off + wobble).toFixed(1)} ${size} ${off.toFixed(1)}`
      : `M${off.toFixed(1)} 0C${(off - wobble).toFixed(1)} ${size * 0.3} ${(off + wobble).toFixed(1)} ${size * 0.6} ${off.toFixed(1)} ${size}`;
  }
  return el(
    "pattern",
    { id, width: size, height: size, patternUnits: "userSpaceOnUse" },
    el("rect", { width: size, height: size, fill: base }) +
      el("path", { d, fill: "none", stroke: grain, "stroke-width": 1.2, "stroke-opacity": 0.45 }),
  );
}

function veinPattern(id: string, base: string, vein: string, seed: number): string {
  const rand = random(seed);
  let d = "";
  const size = 260;
  for (let i = 0; i < 4; i++) {
    let x = rand() * size;
    let y = 0;
    d += `M${x.toFixed(0)} 0`;
    while (y < size) {
      x += (rand() - 0.4) * 40;
      y += 20 + rand() * 25;
      d += `L${x.toFixed(0)} ${y.toFixed(0)}`;
    }
  }
  return el(
    "pattern",
    { id, width: size, height: size, patternUnits: "userSpaceOnUse" },
    el("rect", { width: size, height: size, fill: base }) +
      el("path", { d, fill: "none", stroke: vein, "stroke-width": 1.5, "stroke-opacity": 0.5 }),
  );
}

function speckPattern(id: string, base: string, speck: string, seed: number): string {
  const rand = random(seed);
  let dots = "";
  for (let i = 0; i < 40; i++) {
    dots += `M${(rand() * 60).toFixed(1)} ${(rand() * 60).toFixed(1)}h1.6v1.4h-1.6z`;
  }
  return el(
    "pattern",
    { id, width: 60, height: 60, patternUnits: "userSpaceOnUse" },
    el("rect", { width: 60, height: 60, fill: base }) +
      el("path", { d: dots, fill: speck, opacity: 0.7 }),
  );
}

/**
 * A fill for a look. `horizontal` turns gradients and grain sideways, for long horizontal parts
 * such as worktops, sills and skirting.
 */
export function fillFor(
  look: Look,
  id: string,
  opts: { horizontal?: boolean; seed?: number } = {},
): Fill {
  const dir = opts.horizontal ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0.2 };
  const seed = opts.seed ?? 5;
  switch (look.kind) {
    case "metal": {
      const c = look.color;
      const stops: [number, string][] =
        look.finish === "polished"
          ? [
              [0, shade(c, 0.55)],
              [0.25, c],
              [0.45, shade(c, -0.4)],
              [0.6, shade(c, 0.45)],
              [1, shade(c, -0.25)],
            ]
          : look.finish === "brushed"
            ? [
                [0, shade(c, 0.3)],
                [0.4, c],
                [0.7, shade(c, -0.18)],
                [1, shade(c, 0.15)],
              ]
            : [
                [0, shade(c, 0.1)],
                [0.5, c],
                [1, shade(c, -0.12)],
              ];
      return { defs: linearGradient(id, stops, dir), fill: `url(#${id})` };
    }
    case "solid": {
      if (look.finish === "veneer") {
        return {
          defs: grainPattern(
            id,
            look.color,
            look.grain ?? shade(look.color, -0.3),
            seed,
            !!opts.horizontal,
          ),
          fill: `url(#${id})`,
        };
      }
      const c = look.color;
      const stops: [number, string][] =
        look.finish === "gloss"
          ? [
              [0, shade(c, 0.14)],
              [0.5, c],
              [1, shade(c, -0.06)],
            ]
          : [
              [0, shade(c, 0.04)],
              [1, shade(c, -0.04)],
            ];
      return { defs: linearGradient(id, stops, dir), fill: `url(#${id})` };
    }
    case "wood":
      return {
        defs: grainPattern(id, look.color, look.grain, seed, !!opts.horizontal),
        fill: `url(#${id})`,
      };
    case "stone":
      if (look.vein)
        return { defs: veinPattern(id, look.color, look.vein, seed), fill: `url(#${id})` };
      if (look.speckle)
        return { defs: speckPattern(id, look.color, look.speckle, seed), fill: `url(#${id})` };
      return {
        defs: linearGradient(
          id,
          [
            [0, shade(look.color, 0.05)],
            [1, shade(look.color, -0.05)],
          ],
          dir,
        ),
        fill: `url(#${id})`,
      };
    case "tile":
      if (look.texture === "marble") {
        return {
          defs: veinPattern(id, look.color, look.accent ?? shade(look.color, -0.25), seed),
          fill: `url(#${id})`,
        };
      }
      if (look.texture === "terrazzo") {
        return {
          defs: speckPattern(id, look.color, look.accent ?? shade(look.color, -0.3), seed),
          fill: `url(#${id})`,
        };
      }
      return { defs: "", fill: look.color };
    case "glass":
      return { defs: "", fill: look.tint };
    case "paint":
    case "light":
      return { defs: "", fill: look.color };
  }
}
