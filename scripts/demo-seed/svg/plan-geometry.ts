/**
 * Geometry shared by the drawings of a layout: where walls stand (found from the rooms, so a
 * template lists rooms rather than walls), door leaves and swings, windows.
 */
import type { Door, LayoutTemplate, Rect, Window } from "../demo-layouts.ts";
import { outline } from "../demo-layouts.ts";
import { el, n } from "./svg.ts";

export type Seg = { x0: number; y0: number; x1: number; y1: number };

const EPS = 1e-6;

/** Partition walls: every stretch two different rooms share, unless they are open to each other. */
export function interiorWalls(t: LayoutTemplate): Seg[] {
  const open = new Set(t.open.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const segs: Seg[] = [];
  const rooms = t.rooms;
  for (let i = 0; i < rooms.length; i++) {
    for (let j = i + 1; j < rooms.length; j++) {
      const a = rooms[i];
      const b = rooms[j];
      if (!a || !b || open.has(`${a.number}|${b.number}`)) continue;
      for (const ra of a.rects) for (const rb of b.rects) segs.push(...shared(ra, rb));
    }
  }
  return segs;
}

function shared(a: Rect, b: Rect): Seg[] {
  const out: Seg[] = [];
  for (const [xa, xb] of [
    [a[2], b[0]],
    [a[0], b[2]],
  ] as const) {
    if (Math.abs(xa - xb) < EPS) {
      const y0 = Math.max(a[1], b[1]);
      const y1 = Math.min(a[3], b[3]);
      if (y1 - y0 > EPS) out.push({ x0: xa, y0, x1: xa, y1 });
    }
  }
  for (const [ya, yb] of [
    [a[3], b[1]],
    [a[1], b[3]],
  ] as const) {
    if (Math.abs(ya - yb) < EPS) {
      const x0 = Math.max(a[0], b[0]);
      const x1 = Math.min(a[2], b[2]);
      if (x1 - x0 > EPS) out.push({ x0, y0: ya, x1, y1: ya });
    }
  }
  return out;
}

/** Maps metres to drawing pixels. */
export type Frame = { scale: number; ox: number; oy: number };

export function fx(f: Frame, m: number): number {
  return f.ox + m * f.scale;
}
export function fy(f: Frame, m: number): number {
  return f.oy + m * f.scale;
}

export const EXTERIOR_WALL = 0.3;
export const PARTITION = 0.12;

/** Walls of a layout: the outer shell and the partitions, in one colour. */
export function drawWalls(t: LayoutTemplate, f: Frame, ink = "#24282c"): string {
  const [x0, y0, x1, y1] = outline(t);
  const shell = el("rect", {
    x: fx(f, x0) - (EXTERIOR_WALL * f.scale) / 2,
    y: fy(f, y0) - (EXTERIOR_WALL * f.scale) / 2,
    width: (x1 - x0 + EXTERIOR_WALL) * f.scale,
    height: (y1 - y0 + EXTERIOR_WALL) * f.scale,
    fill: "none",
    stroke: ink,
    "stroke-width": EXTERIOR_WALL * f.scale,
  });
  const d = interiorWalls(t)
    .map((s) => `M${n(fx(f, s.x0))} ${n(fy(f, s.y0))}L${n(fx(f, s.x1))} ${n(fy(f, s.y1))}`)
    .join("");
  return (
    shell +
    el("path", {
      d,
      stroke: ink,
      "stroke-width": PARTITION * f.scale,
      "stroke-linecap": "square",
      fill: "none",
    })
  );
}

function isExterior(t: LayoutTemplate, d: { x: number; y: number; dir: "h" | "v" }): boolean {
  const [x0, y0, x1, y1] = outline(t);
  return d.dir === "h"
    ? Math.abs(d.y - y0) < EPS || Math.abs(d.y - y1) < EPS
    : Math.abs(d.x - x0) < EPS || Math.abs(d.x - x1) < EPS;
}

/** Door openings with the leaf drawn open at 90° and the swing arc. */
export function drawDoors(
  t: LayoutTemplate,
  f: Frame,
  background: string,
  ink = "#24282c",
): string {
  let out = "";
  for (const d of t.doors) {
    const thick = (isExterior(t, d) ? EXTERIOR_WALL : PARTITION) * f.scale + 2;
    const w = d.w * f.scale;
    const x = fx(f, d.x);
    const y = fy(f, d.y);
    const s = d.swing;
    if (d.dir === "h") {
      out += el("rect", { x, y: y - thick / 2, width: w, height: thick, fill: background });
      const leafEnd: [number, number] = [x, y + s * w];
      out += el("path", {
        d: `M${n(x)} ${n(y)}L${n(leafEnd[0])} ${n(leafEnd[1])}`,
        stroke: ink,
        "stroke-width": d.entrance ? 3 : 2,
      });
      out += el("path", {
        d: `M${n(leafEnd[0])} ${n(leafEnd[1])}A${n(w)} ${n(w)} 0 0 ${s > 0 ? 0 : 1} ${n(x + w)} ${n(y)}`,
        stroke: ink,
        "stroke-width": 0.9,
        fill: "none",
        "stroke-dasharray": "4 3",
      });
    } else {
      out += el("rect", { x: x - thick / 2, y, width: thick, height: w, fill: background });
      const leafEnd: [number, number] = [x + s * w, y];
      out += el("path", {
        d: `M${n(x)} ${n(y)}L${n(leafEnd[0])} ${n(leafEnd[1])}`,
        stroke: ink,
        "stroke-width": 2,
      });
      out += el("path", {
        d: `M${n(leafEnd[0])} ${n(leafEnd[1])}A${n(w)} ${n(w)} 0 0 ${s > 0 ? 1 : 0} ${n(x)} ${n(y + w)}`,
        stroke: ink,
        "stroke-width": 0.9,
        fill: "none",
        "stroke-dasharray": "4 3",
      });
    }
  }
  return out;
}

/** Windows: a gap in the outer wall with the frame and glass lines. */
export function drawWindows(windows: Window[], f: Frame, ink = "#24282c"): string {
  let out = "";
  const thick = EXTERIOR_WALL * f.scale;
  for (const w of windows) {
    const x = fx(f, w.x);
    const y = fy(f, w.y);
    const len = w.w * f.scale;
    const [rx, ry, rw, rh] =
      w.dir === "h" ? [x, y - thick / 2, len, thick] : [x - thick / 2, y, thick, len];
    out += el("rect", {
      x: rx,
      y: ry,
      width: rw,
      height: rh,
      fill: "#ffffff",
      stroke: ink,
      "stroke-width": 1.2,
    });
    const lines =
      w.dir === "h"
        ? `M${n(x)} ${n(y - thick / 6)}H${n(x + len)}M${n(x)} ${n(y + thick / 6)}H${n(x + len)}`
        : `M${n(x - thick / 6)} ${n(y)}V${n(y + len)}M${n(x + thick / 6)} ${n(y)}V${n(y + len)}`;
    out += el("path", { d: lines, stroke: ink, "stroke-width": 0.8 });
  }
  return out;
}

export function doorAt(d: Door): { x: number; y: number } {
  return d.dir === "h" ? { x: d.x + d.w / 2, y: d.y } : { x: d.x, y: d.y + d.w / 2 };
}
