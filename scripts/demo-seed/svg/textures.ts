/**
 * Material textures drawn on a flat surface, either in perspective (a plane of a room) or flat (a
 * swatch). A plane maps (u, v) in metres to a screen point; since planes map straight lines to
 * straight lines, joints stay single segments whatever the perspective.
 */
import type { TileLook, WoodLook } from "./looks.ts";
import type { Projector } from "./perspective.ts";
import { el, mix, n, type Pt, polyPath, random, segments, shade } from "./svg.ts";

export type Plane = {
  map(u: number, v: number): Pt;
  u0: number;
  u1: number;
  v0: number;
  v1: number;
};

export function floorPlane(
  pr: Projector,
  x0 = 0,
  x1 = pr.scene.width,
  d0 = pr.scene.near,
  d1 = pr.scene.depth,
): Plane {
  return { map: (u, v) => pr.p(u, 0, v), u0: x0, u1: x1, v0: d0, v1: d1 };
}

export function backPlane(
  pr: Projector,
  x0 = 0,
  x1 = pr.scene.width,
  h0 = 0,
  h1 = pr.scene.height,
): Plane {
  return { map: (u, v) => pr.p(u, v, pr.scene.depth), u0: x0, u1: x1, v0: h0, v1: h1 };
}

export function sidePlane(pr: Projector, side: "left" | "right", h1 = pr.scene.height): Plane {
  const x = side === "left" ? 0 : pr.scene.width;
  return { map: (u, v) => pr.p(x, v, u), u0: pr.scene.near, u1: pr.scene.depth, v0: 0, v1: h1 };
}

/** A flat plane for swatches: `scale` pixels per metre, v growing upwards like height. */
export function flatPlane(width: number, height: number, scale: number): Plane {
  return {
    map: (u, v) => [u * scale, height - v * scale],
    u0: 0,
    u1: width / scale,
    v0: 0,
    v1: height / scale,
  };
}

export function planeOutline(pl: Plane): Pt[] {
  return [pl.map(pl.u0, pl.v0), pl.map(pl.u1, pl.v0), pl.map(pl.u1, pl.v1), pl.map(pl.u0, pl.v1)];
}

function quad(pl: Plane, u0: number, u1: number, v0: number, v1: number): Pt[] {
  return [pl.map(u0, v0), pl.map(u1, v0), pl.map(u1, v1), pl.map(u0, v1)];
}

/** Five shades of a wood colour, for boards that differ a little from one another. */
function woodShades(look: WoodLook): string[] {
  return [0.06, -0.04, 0.02, -0.09, 0.1].map((a) => shade(look.color, a));
}

function shadeStyle(prefix: string, colors: string[]): string {
  return colors.map((c, i) => `.${prefix}${i}{fill:${c}}`).join("");
}

/**
 * Wooden floor boards on a plane, laid along v. Returns the style rules and the body; `id` keeps
 * class names unique when several floors share one document.
 */
export function woodBoards(
  pl: Plane,
  look: WoodLook,
  seed: number,
  id: string,
): { style: string; body: string } {
  const rand = random(seed);
  const colors = woodShades(look);
  const cls = `${id}w`;
  const boardWidth = look.pattern === "strip" ? 0.12 : 0.19;
  const lengthRange = look.pattern === "strip" ? [0.5, 0.95] : [1.1, 2.2];
  const [minLen, maxLen] = lengthRange as [number, number];
  const pieces: string[][] = colors.map(() => []);
  const seams: [Pt, Pt][] = [];
  const grain: [Pt, Pt][] = [];
  for (let u = pl.u0; u < pl.u1 - 1e-6; u += boardWidth) {
    const uEnd = Math.min(u + boardWidth, pl.u1);
    let v = pl.v0 - rand() * maxLen;
    while (v < pl.v1) {
      const len = minLen + rand() * (maxLen - minLen);
      const a = Math.max(v, pl.v0);
      const b = Math.min(v + len, pl.v1);
      const shadeIndex = Math.floor(rand() * colors.length);
      pieces[shadeIndex]?.push(polyPath(quad(pl, u, uEnd, a, b)));
      if (v + len < pl.v1) seams.push([pl.map(u, v + len), pl.map(uEnd, v + len)]);
      const streaks = look.pattern === "strip" ? 0 : 3;
      for (let s = 0; s < streaks; s++) {
        const gu = u + boardWidth * (0.15 + rand() * 0.7);
        const ga = a + (b - a) * rand() * 0.3;
        const gb = b - (b - a) * rand() * 0.3;
        grain.push([pl.map(gu, ga), pl.map(gu + (rand() - 0.5) * 0.02, gb)]);
      }
      v += len;
    }
    if (u > pl.u0) seams.push([pl.map(u, pl.v0), pl.map(u, pl.v1)]);
  }
  const body =
    pieces
      .map((d, i) => (d.length ? el("path", { class: `${cls}${i}`, d: d.join("") }) : ""))
      .join("") +
    el("path", {
      d: segments(grain),
      stroke: look.grain,
      "stroke-width": 1.1,
      "stroke-opacity": 0.35,
      fill: "none",
    }) +
    el("path", {
      d: segments(seams),
      stroke: shade(look.color, -0.35),
      "stroke-width": 1.2,
      "stroke-opacity": 0.7,
      fill: "none",
    });
  return { style: shadeStyle(cls, colors), body };
}

/** Herringbone blocks (60 × 10 cm) on a plane, clipped by the caller. */
export function herringbone(
  pl: Plane,
  look: WoodLook,
  seed: number,
  id: string,
): { style: string; body: string } {
  const rand = random(seed);
  const colors = woodShades(look);
  const cls = `${id}h`;
  const len = 0.5;
  const wid = 0.1;
  const pieces: string[][] = colors.map(() => []);
  const edge = shade(look.color, -0.3);
  // Unrotated, a staircase of a horizontal block H_k = [kW, kW+L] × [kW, kW+W] and a vertical one
  // V_k = [kW+L, kW+L+W] × [kW+W-L, kW+W] tiles the plane with copies shifted by (L, -L). Turning it
  // by 45° makes the staircases run along v, as herringbone is laid along a room.
  const r = Math.SQRT1_2;
  const rot = (x: number, y: number): [number, number] => [(x - y) * r, (x + y) * r];
  const iMin = Math.floor(pl.u0 / (len * 2 * r)) - 2;
  const iMax = Math.ceil(pl.u1 / (len * 2 * r)) + 2;
  const kMin = Math.floor((pl.v0 - len * 2) / (wid * 2 * r)) - 2;
  const kMax = Math.ceil((pl.v1 + len * 2) / (wid * 2 * r)) + 2;
  const rect = (x0: number, x1: number, y0: number, y1: number): [number, number][] => [
    rot(x0, y0),
    rot(x1, y0),
    rot(x1, y1),
    rot(x0, y1),
  ];
  for (let i = iMin; i <= iMax; i++) {
    for (let k = kMin; k <= kMax; k++) {
      const ox = i * len + k * wid;
      const oy = -i * len + k * wid;
      const blocks = [
        rect(ox, ox + len, oy, oy + wid),
        rect(ox + len, ox + len + wid, oy + wid - len, oy + wid),
      ];
      for (const block of blocks) {
        const inside = block.some(
          ([u, v]) => u > pl.u0 - 0.05 && u < pl.u1 + 0.05 && v > pl.v0 - 0.05 && v < pl.v1 + 0.05,
        );
        if (!inside) continue;
        const c = Math.floor(rand() * colors.length);
        pieces[c]?.push(polyPath(block.map(([u, v]) => pl.map(u, v))));
      }
    }
  }
  const body = pieces
    .map((d, i) =>
      d.length
        ? el("path", {
            class: `${cls}${i}`,
            d: d.join(""),
            stroke: edge,
            "stroke-width": 0.9,
            "stroke-opacity": 0.55,
          })
        : "",
    )
    .join("");
  return { style: shadeStyle(cls, colors), body };
}

/**
 * The joints of a tile grid as one path, to be stroked (for a mask that lets the grout below show)
 * or drawn. Rows are offset by half a tile when `stagger` is set.
 */
export function tileJoints(pl: Plane, w: number, h: number, stagger: boolean, phase = 0): string {
  const segs: [Pt, Pt][] = [];
  let row = 0;
  for (let v = pl.v0; v < pl.v1 - 1e-6; v += h) {
    const vEnd = Math.min(v + h, pl.v1);
    if (v > pl.v0) segs.push([pl.map(pl.u0, v), pl.map(pl.u1, v)]);
    const offset = (stagger && row % 2 === 1 ? w / 2 : 0) + phase;
    for (let u = pl.u0 + (offset % w || w); u < pl.u1 - 1e-6; u += w) {
      segs.push([pl.map(u, v), pl.map(u, vEnd)]);
    }
    row++;
  }
  return segments(segs);
}

/** Scattered chips for terrazzo or speckled stone, in screen space over the plane. */
export function speckles(
  pl: Plane,
  colors: string[],
  count: number,
  size: number,
  seed: number,
): string {
  const rand = random(seed);
  const byColor: string[] = colors.map(() => "");
  for (let i = 0; i < count; i++) {
    const u = pl.u0 + rand() * (pl.u1 - pl.u0);
    const v = pl.v0 + rand() * (pl.v1 - pl.v0);
    const [x, y] = pl.map(u, v);
    // A chip's size follows the local scale of the plane, so far chips are smaller.
    const [x2] = pl.map(u + 0.02, v);
    const r = Math.max(0.6, Math.abs(x2 - x) * size * (0.4 + rand()));
    const k = Math.floor(rand() * colors.length);
    const angle = rand() * Math.PI;
    const dx = Math.cos(angle) * r;
    const dy = Math.sin(angle) * r * 0.7;
    byColor[k] +=
      `M${n(x - dx)} ${n(y - dy)}L${n(x + dy)} ${n(y - dx * 0.6)}L${n(x + dx)} ${n(y + dy)}L${n(x - dy * 0.8)} ${n(y + dx * 0.7)}Z`;
  }
  return byColor.map((d, i) => (d ? el("path", { d, fill: colors[i] }) : "")).join("");
}

/** Soft veins of marble or stone: a few wandering curves across the plane. */
export function veins(pl: Plane, color: string, count: number, seed: number, width = 1.6): string {
  const rand = random(seed);
  let d = "";
  for (let i = 0; i < count; i++) {
    let u = pl.u0 + rand() * (pl.u1 - pl.u0);
    let v = pl.v0 + rand() * (pl.v1 - pl.v0) * 0.3;
    const du = (rand() - 0.3) * 0.18;
    const dv = 0.12 + rand() * 0.1;
    const [sx, sy] = pl.map(u, v);
    d += `M${n(sx)} ${n(sy)}`;
    for (let s = 0; s < 14; s++) {
      u += du + (rand() - 0.5) * 0.12;
      v += dv * (pl.v1 - pl.v0) * 0.1 + (rand() - 0.5) * 0.05;
      const [x, y] = pl.map(u, v);
      d += `L${n(x)} ${n(y)}`;
    }
  }
  return el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-width": width,
    "stroke-opacity": 0.55,
    "stroke-linejoin": "round",
  });
}

/** Vertical boards (sauna panelling, slats), as seams between boards along v. */
export function boardSeams(pl: Plane, width: number): string {
  const segs: [Pt, Pt][] = [];
  for (let u = pl.u0 + width; u < pl.u1 - 1e-6; u += width)
    segs.push([pl.map(u, pl.v0), pl.map(u, pl.v1)]);
  return segments(segs);
}

/** The tile fill of a surface: colour, finish and texture, without joints. */
export function tileSurface(pl: Plane, look: TileLook, seed: number, clipId: string): string {
  const outline = polyPath(planeOutline(pl));
  let body = el("path", { d: outline, fill: look.color });
  const accent = look.accent ?? shade(look.color, -0.2);
  switch (look.texture) {
    case "marble":
      body += veins(pl, accent, 9, seed, 1.4) + veins(pl, shade(accent, 0.3), 6, seed + 7, 0.8);
      break;
    case "terrazzo":
      body += speckles(
        pl,
        [accent, shade(accent, 0.35), "#ffffff", shade(look.color, -0.25)],
        520,
        0.9,
        seed,
      );
      break;
    case "concrete":
      body += el("path", { d: outline, fill: look.color, filter: "url(#grain)", opacity: 0.55 });
      break;
    case "slate":
      body += el("path", { d: outline, fill: accent, filter: "url(#grain)", opacity: 0.5 });
      break;
    case "zellige":
      body += el(
        "g",
        { opacity: 0.45 },
        speckles(pl, [shade(look.color, 0.1), shade(look.color, -0.07)], 70, 4, seed),
      );
      break;
    default:
      break;
  }
  if (look.finish === "gloss") {
    body += el("path", { d: outline, fill: `url(#${clipId}-gloss)` });
  }
  return body;
}

/** Shared defs for tile layers: a grain filter for stone-like tiles and a gloss sheen. */
export function tileDefs(id: string): string {
  return (
    el(
      "filter",
      { id: "grain", x: 0, y: 0, width: 1, height: 1 },
      el("feTurbulence", { type: "fractalNoise", baseFrequency: 0.9, numOctaves: 2, seed: 3 }) +
        el("feColorMatrix", { values: "0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.35 0" }) +
        el("feComposite", { in2: "SourceGraphic", operator: "in" }),
    ) +
    el(
      "linearGradient",
      { id: `${id}-gloss`, x1: 0, y1: 0, x2: 1, y2: 0.3 },
      el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": 0 }) +
        el("stop", { offset: 0.45, "stop-color": "#fff", "stop-opacity": 0.18 }) +
        el("stop", { offset: 0.55, "stop-color": "#fff", "stop-opacity": 0.04 }) +
        el("stop", { offset: 1, "stop-color": "#fff", "stop-opacity": 0.12 }),
    )
  );
}

/** A tile colour a little darker for joints drawn in place (floors without a grout choice). */
export function jointColor(look: TileLook): string {
  return mix(look.color, "#6b6760", 0.45);
}
