/**
 * Furniture and small things that stage a room picture: boxes with shaded faces, round tables,
 * plants, lamps. They are not choices, but a furnished room sells the finishes better than an
 * empty box.
 */
import { box, flatRect, type Projector } from "../perspective.ts";
import { el, type Pt, poly, shade } from "../svg.ts";

/** A box with its visible faces shaded as if lit from the upper right. */
export function solidBox(
  pr: Projector,
  b: { x0: number; x1: number; h0: number; h1: number; d0: number; d1: number },
  color: string,
  opts: { fill?: string; stroke?: string; rx?: number } = {},
): string {
  const faces = box(pr, b.x0, b.x1, b.h0, b.h1, b.d0, b.d1);
  const stroke = opts.stroke ?? shade(color, -0.25);
  const common = { stroke, "stroke-width": 0.8, "stroke-linejoin": "round" };
  let out = "";
  if (faces.top) out += poly(faces.top, { fill: shade(color, 0.12), ...common });
  if (faces.bottom) out += poly(faces.bottom, { fill: shade(color, -0.18), ...common });
  if (faces.left) out += poly(faces.left, { fill: shade(color, -0.14), ...common });
  if (faces.right) out += poly(faces.right, { fill: shade(color, -0.2), ...common });
  out += poly(faces.front, { fill: opts.fill ?? color, ...common });
  return out;
}

/** A circle lying on a horizontal plane, as the polygon the camera sees. */
export function flatCircle(
  pr: Projector,
  cx: number,
  cd: number,
  r: number,
  h: number,
  steps = 28,
): Pt[] {
  return Array.from({ length: steps }, (_, i) => {
    const a = (i / steps) * Math.PI * 2;
    return pr.p(cx + Math.cos(a) * r, h, cd + Math.sin(a) * r);
  });
}

/** A short cylinder (a pot, a stool, a lamp base): side and top. */
export function cylinder(
  pr: Projector,
  cx: number,
  cd: number,
  r: number,
  h0: number,
  h1: number,
  color: string,
): string {
  const steps = 14;
  // The half of the bottom rim nearer the camera (smaller depth) bounds the visible side.
  const rim = Array.from({ length: steps + 1 }, (_, i) => {
    const a = Math.PI + (i / steps) * Math.PI;
    return pr.p(cx + Math.cos(a) * r, h0, cd + Math.sin(a) * r);
  });
  const side: Pt[] = [pr.p(cx - r, h1, cd), ...rim, pr.p(cx + r, h1, cd)];
  return (
    poly(side, { fill: shade(color, -0.1) }) +
    poly(flatCircle(pr, cx, cd, r, h1), { fill: shade(color, 0.1) })
  );
}

/** A potted plant: pot and a cluster of leaves in a few greens. */
export function plant(
  pr: Projector,
  x: number,
  d: number,
  height: number,
  seed: number,
  base = 0,
): string {
  const potH = Math.min(0.38, height * 0.3);
  const pot = cylinder(pr, x, d, potH * 0.45, base, base + potH, "#d9d2c7");
  const s = pr.scaleAt(d);
  const [bx, by] = pr.p(x, base + potH, d);
  let leaves = "";
  const greens = ["#4f6b4a", "#5f7f55", "#3f5a3d", "#6f8e60"];
  for (let i = 0; i < 15; i++) {
    const a = -Math.PI / 2 + (i / 14 - 0.5) * 2.4 + Math.sin(seed + i) * 0.2;
    const len = (0.35 + ((i * 7) % 5) * 0.09) * height * s * 0.6;
    const ex = bx + Math.cos(a) * len;
    const ey = by + Math.sin(a) * len;
    const w = 0.07 * s;
    const mx = (bx + ex) / 2;
    const my = (by + ey) / 2;
    const nx = -Math.sin(a) * w;
    const ny = Math.cos(a) * w;
    leaves += el("path", {
      d: `M${bx.toFixed(1)} ${by.toFixed(1)}Q${(mx + nx).toFixed(1)} ${(my + ny).toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}Q${(mx - nx).toFixed(1)} ${(my - ny).toFixed(1)} ${bx.toFixed(1)} ${by.toFixed(1)}Z`,
      fill: greens[i % greens.length],
    });
  }
  return pot + leaves;
}

/** A rug lying on the floor with a woven border. */
export function rug(
  pr: Projector,
  x0: number,
  x1: number,
  d0: number,
  d1: number,
  color: string,
): string {
  return (
    poly(flatRect(pr, x0, x1, d0, d1, 0.004), { fill: shade(color, -0.1) }) +
    poly(flatRect(pr, x0 + 0.08, x1 - 0.08, d0 + 0.08, d1 - 0.08, 0.005), {
      fill: color,
      stroke: shade(color, 0.15),
      "stroke-width": 1.5,
    })
  );
}

/** Shadow blob on the floor under a piece of furniture (needs the `blur` filter in defs). */
export function floorShadow(
  pr: Projector,
  x0: number,
  x1: number,
  d0: number,
  d1: number,
  opacity = 0.28,
): string {
  return poly(flatRect(pr, x0, x1, d0, d1, 0.002), {
    fill: "#21170f",
    opacity,
    filter: "url(#blur)",
  });
}
