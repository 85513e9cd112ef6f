/**
 * The bathroom and the separate WC. Wall tiles are drawn with their joints cut out, so the grout
 * chosen in its own group (a solid layer below) shows through them; floor tiles carry their own
 * joints. The bathroom's door shows the whole-apartment door and handle choices.
 */

import { fillFor } from "../fills.ts";
import type { TileLook } from "../looks.ts";
import {
  box,
  flatRect,
  frontRect,
  type Projector,
  projector,
  type Scene,
  shapes,
  sideRect,
  surface,
} from "../perspective.ts";
import { el, type Pt, poly, shade, xy } from "../svg.ts";
import {
  backPlane,
  floorPlane,
  jointColor,
  sidePlane,
  tileDefs,
  tileJoints,
  tileSurface,
} from "../textures.ts";
import { type Art, BLUR_DEF, layerDoc, lightLayer, type SceneArt, shell } from "./common.ts";
import { type Door, finishLayers } from "./finishes.ts";
import { flatCircle } from "./props.ts";

const BATH: Scene = { width: 2.6, height: 2.55, depth: 2.5, eye: 1.5, camera: 2.3, near: -0.4 };
const WC: Scene = { width: 1.8, height: 2.55, depth: 1.9, eye: 1.3, camera: 1.0, near: -0.2 };
const bath = projector(BATH);
const wc = projector(WC);

function tileLook(art: Art): TileLook {
  if (art.look.kind !== "tile") throw new Error("A tile layer needs a tile look");
  return art.look;
}

/** Wall tiles on the three walls with joints cut out by a mask. */
function wallTiles(pr: Projector, art: Art, seed: number): string {
  const look = tileLook(art);
  const w = look.w / 100;
  const h = look.h / 100;
  const planes = [backPlane(pr), sidePlane(pr, "left"), sidePlane(pr, "right")];
  const surfaces = shapes(surface(pr, "back"), surface(pr, "left"), surface(pr, "right"));
  const joints = planes.map((pl) => tileJoints(pl, w, h, w > h * 1.5)).join("");
  const body = planes.map((pl, i) => tileSurface(pl, look, seed + i, "wt")).join("");
  const mask = el(
    "mask",
    { id: "joints", maskUnits: "userSpaceOnUse", x: 0, y: 0, width: 1600, height: 1000 },
    el("path", { d: surfaces, fill: "#fff" }) +
      el("path", { d: joints, stroke: "#000", "stroke-width": 2.4, fill: "none" }),
  );
  const sideShade = poly(surface(pr, "left"), { fill: "#000", opacity: 0.05 });
  return layerDoc(el("g", { mask: "url(#joints)" }, body + sideShade), tileDefs("wt") + mask);
}

/** Grout: the colour that fills the joints of the wall tiles. */
function grout(pr: Projector, art: Art): string {
  const c = art.look.kind === "paint" || art.look.kind === "tile" ? art.look.color : "#cfcac2";
  return layerDoc(
    poly(surface(pr, "back"), { fill: c }) +
      poly(surface(pr, "left"), { fill: c }) +
      poly(surface(pr, "right"), { fill: c }),
  );
}

function floorTiles(pr: Projector, art: Art, seed: number): string {
  const look = tileLook(art);
  const pl = floorPlane(pr);
  const clip = el("clipPath", { id: "fc" }, poly(surface(pr, "floor")));
  return layerDoc(
    el(
      "g",
      { "clip-path": "url(#fc)" },
      tileSurface(pl, look, seed, "ft") +
        el("path", {
          d: tileJoints(pl, look.w / 100, look.h / 100, false, 0.13),
          stroke: jointColor(look),
          "stroke-width": 1.8,
          fill: "none",
        }),
    ),
    clip + tileDefs("ft"),
  );
}

// ─── Bathroom ────────────────────────────────────────────────────────────────────────────────

/** The bathroom door, in the left wall near the camera (its foot is out of the picture). */
const BATH_DOOR: Door = { d0: 0.3, d1: 1.1, h: 2.05 };
const VANITY = { x0: 1.35, x1: 2.35, h0: 0.45, h1: 0.86, d0: BATH.depth - 0.48 };
const GLASS_X = 1.05;

function vanity(art: Art, seed: number): string {
  const f = fillFor(art.look, "vn", { seed });
  const color = art.look.kind === "solid" ? art.look.color : "#eeeeea";
  const { x0, x1, h0, h1, d0 } = VANITY;
  const d = BATH.depth;
  const body = box(bath, x0, x1, h0, h1 - 0.05, d0, d);
  const top = box(bath, x0 - 0.01, x1 + 0.01, h1 - 0.05, h1, d0 - 0.01, d);
  const mid = (x0 + x1) / 2;
  const basin = flatRect(bath, mid - 0.25, mid + 0.25, d0 + 0.07, d - 0.12, h1 + 0.001);
  const s = bath.scaleAt(d0);
  const [gx, gy] = bath.p(mid, h1 - 0.1, d0);
  return layerDoc(
    poly(flatRect(bath, x0, x1, d0 - 0.1, d, 0.003), {
      fill: "#000",
      opacity: 0.18,
      filter: "url(#blur)",
    }) +
      poly(body.front, { fill: f.fill, stroke: shade(color, -0.3), "stroke-width": 0.8 }) +
      (body.left ? poly(body.left, { fill: shade(color, -0.15) }) : "") +
      (body.right ? poly(body.right, { fill: shade(color, -0.2) }) : "") +
      el("rect", {
        x: gx - 0.3 * s,
        y: gy,
        width: 0.6 * s,
        height: 0.012 * s,
        fill: shade(color, -0.35),
      }) +
      poly(top.front, { fill: "#f7f7f5", stroke: "#d9d7d2", "stroke-width": 0.8 }) +
      (top.top ? poly(top.top, { fill: "#fbfbfa", stroke: "#dcdad5", "stroke-width": 0.8 }) : "") +
      poly(basin, { fill: "#e4e3df", stroke: "#cfcdc8", "stroke-width": 1 }) +
      poly(flatCircle(bath, mid, d0 + 0.22, 0.025, h1), { fill: "#a9a9a9" }),
    f.defs + BLUR_DEF,
  );
}

/** The chosen mixer finish on the basin tap and the shower set. */
function mixers(art: Art): string {
  const f = fillFor(art.look, "mx");
  const d = BATH.depth;
  const mid = (VANITY.x0 + VANITY.x1) / 2;
  const s = bath.scaleAt(d);
  const [tx, ty] = bath.p(mid, VANITY.h1, d - 0.06);
  const tap = `M${xy([tx, ty])}L${xy([tx, ty - 0.2 * s])}L${xy([tx + 0.02 * s, ty - 0.24 * s])}L${xy([tx + 0.03 * s, ty - 0.24 * s])}`;
  const [mx, my] = bath.p(0.55, 1.1, d);
  const [hx, hy] = bath.p(0.55, 2.12, d - 0.32);
  const [ax, ay] = bath.p(0.55, 2.12, d);
  const rail = [bath.p(0.2, 0.95, d), bath.p(0.2, 1.9, d)] as [Pt, Pt];
  return layerDoc(
    el(
      "g",
      { filter: "url(#ds)" },
      el("path", {
        d: tap,
        stroke: f.fill,
        "stroke-width": 0.03 * s,
        fill: "none",
        "stroke-linejoin": "round",
      }) +
        el("rect", {
          x: tx - 0.015 * s,
          y: ty - 0.16 * s,
          width: 0.05 * s,
          height: 0.02 * s,
          rx: 2,
          fill: f.fill,
        }) +
        el("rect", {
          x: mx - 0.09 * s,
          y: my - 0.035 * s,
          width: 0.18 * s,
          height: 0.07 * s,
          rx: 0.03 * s,
          fill: f.fill,
        }) +
        el("circle", { cx: mx - 0.05 * s, cy: my, r: 0.028 * s, fill: f.fill, stroke: "#0002" }) +
        el("path", {
          d: `M${xy([mx, my - 0.035 * s])}L${xy([ax, ay])}L${xy([hx, hy])}`,
          stroke: f.fill,
          "stroke-width": 0.022 * s,
          fill: "none",
        }) +
        el("ellipse", { cx: hx, cy: hy + 0.015 * s, rx: 0.15 * s, ry: 0.035 * s, fill: f.fill }) +
        el("path", {
          d: `M${xy(rail[0])}L${xy(rail[1])}`,
          stroke: f.fill,
          "stroke-width": 0.018 * s,
        }) +
        el("rect", {
          x: rail[0][0] - 0.02 * s,
          y: rail[1][1] + 0.05 * s,
          width: 0.04 * s,
          height: 0.2 * s,
          rx: 0.02 * s,
          fill: f.fill,
        }),
    ),
    f.defs +
      el(
        "filter",
        { id: "ds" },
        el("feDropShadow", { dx: 3, dy: 4, stdDeviation: 3, "flood-opacity": 0.25 }),
      ),
  );
}

function bathFixtures(): string {
  const d = BATH.depth;
  const mirror = frontRect(bath, VANITY.x0 + 0.05, VANITY.x1 - 0.05, 1.05, 1.95, d - 0.02);
  const glass = sideRect(bath, GLASS_X, 1.55, d, 0, 2.0);
  const towel = [0.55, 0.75, 0.95, 1.15, 1.35, 1.55].map(
    (h) => [bath.p(BATH.width - 0.05, h, 0.7), bath.p(BATH.width - 0.05, h, 1.25)] as [Pt, Pt],
  );
  const drain = flatRect(bath, 0.12, 0.95, d - 0.12, d - 0.06, 0.004);
  const _s = bath.scaleAt(d);
  return layerDoc(
    poly(drain, { fill: "#8d8f91" }) +
      poly(frontRect(bath, VANITY.x0 + 0.05, VANITY.x1 - 0.05, 1.0, 2.0, d - 0.005), {
        fill: "#fff7e0",
        opacity: 0.5,
        filter: "url(#blur)",
      }) +
      poly(mirror, { fill: "url(#mirror)", stroke: "#c9c9c6", "stroke-width": 1.5 }) +
      poly(glass, { fill: "#dcebf0", opacity: 0.28, stroke: "#9aa7ab", "stroke-width": 1.2 }) +
      el("path", {
        d: `M${xy(bath.p(GLASS_X, 2.0, 1.55))}L${xy(bath.p(GLASS_X, 2.0, d))}`,
        stroke: "#9aa0a3",
        "stroke-width": 3,
      }) +
      el("path", {
        d:
          towel.map(([a, b]) => `M${xy(a)}L${xy(b)}`).join("") +
          `M${xy(bath.p(BATH.width - 0.05, 0.5, 0.7))}L${xy(bath.p(BATH.width - 0.05, 1.6, 0.7))}M${xy(bath.p(BATH.width - 0.05, 0.5, 1.25))}L${xy(bath.p(BATH.width - 0.05, 1.6, 1.25))}`,
        stroke: "#c8cacc",
        "stroke-width": 6,
        "stroke-linecap": "round",
      }) +
      poly(sideRect(bath, BATH.width - 0.08, 0.78, 1.0, 0.75, 1.5), { fill: "#eae4d8" }),
    BLUR_DEF +
      el(
        "linearGradient",
        { id: "mirror", x1: 0, y1: 0, x2: 1, y2: 1 },
        el("stop", { offset: 0, "stop-color": "#eef2f3" }) +
          el("stop", { offset: 0.6, "stop-color": "#cfd6d8" }) +
          el("stop", { offset: 1, "stop-color": "#e5eaeb" }),
      ),
  );
}

export const bathroomScene: SceneArt = {
  base: [
    { layer: 0, svg: layerDoc(shell(bath, { floor: "tile", wall: "#dcd8d1" })) },
    { layer: 80, svg: bathFixtures() },
    { layer: 90, svg: lightLayer(bath, []) },
  ],
  layers: {
    floorTiles: { layer: 10, draw: (art, seed) => floorTiles(bath, art, seed) },
    grout: { layer: 18, draw: (art) => grout(bath, art) },
    wallTiles: { layer: 20, draw: (art, seed) => wallTiles(bath, art, seed) },
    ...finishLayers(bath, { door: BATH_DOOR }),
    vanity: { layer: 50, draw: vanity },
    mixers: { layer: 55, draw: mixers },
  },
};

// ─── WC ──────────────────────────────────────────────────────────────────────────────────────

function toilet(art: Art): string {
  const color = art.look.kind === "solid" ? art.look.color : "#f7f7f5";
  const f = fillFor(art.look, "tl");
  const d = WC.depth;
  const cx = 0.75;
  const front = d - 0.54;
  // The seat: a circle stretched along the depth into the toilet's oval.
  const [, oy] = wc.p(cx, 0.42, (front + d) / 2);
  const seat = flatCircle(wc, cx, (front + d) / 2, 0.19, 0.42).map(
    ([x, y]) => [x, oy + (y - oy) * 1.35] as Pt,
  );
  const bowl: Pt[] = [
    wc.p(cx - 0.19, 0.42, (front + d) / 2),
    wc.p(cx - 0.17, 0.36, front + 0.05),
    wc.p(cx - 0.11, 0.28, front + 0.08),
    wc.p(cx + 0.11, 0.28, front + 0.08),
    wc.p(cx + 0.17, 0.36, front + 0.05),
    wc.p(cx + 0.19, 0.42, (front + d) / 2),
    wc.p(cx + 0.16, 0.3, d),
    wc.p(cx - 0.16, 0.3, d),
  ];
  const plate = frontRect(wc, cx - 0.12, cx + 0.12, 0.98, 1.14, d - 0.005);
  const s = wc.scaleAt(d);
  const [px, py] = wc.p(cx, 1.06, d);
  return layerDoc(
    poly(flatRect(wc, cx - 0.2, cx + 0.2, front, d, 0.003), {
      fill: "#000",
      opacity: 0.2,
      filter: "url(#blur)",
    }) +
      poly(bowl, { fill: f.fill, stroke: shade(color, -0.2), "stroke-width": 1 }) +
      poly(seat, { fill: shade(color, 0.04), stroke: shade(color, -0.25), "stroke-width": 1.2 }) +
      poly(
        seat.map(([x, y]) => [x, y + 3] as Pt),
        { fill: "none", stroke: shade(color, -0.12), "stroke-width": 1 },
      ) +
      poly(plate, {
        fill: art.variant === "black-plate" ? "#1e1e1e" : "#f1f1ef",
        stroke: "#b9b9b6",
      }) +
      el("rect", {
        x: px - 0.07 * s,
        y: py - 0.04 * s,
        width: 0.065 * s,
        height: 0.08 * s,
        rx: 3,
        fill: "none",
        stroke: "#8f9193",
      }) +
      el("rect", {
        x: px + 0.005 * s,
        y: py - 0.04 * s,
        width: 0.065 * s,
        height: 0.08 * s,
        rx: 3,
        fill: "none",
        stroke: "#8f9193",
      }),
    f.defs + BLUR_DEF,
  );
}

function washbasin(art: Art): string {
  const f = fillFor(art.look, "wb");
  const color = art.look.kind === "solid" || art.look.kind === "stone" ? art.look.color : "#f5f5f3";
  const d = WC.depth;
  const x0 = 1.2;
  const x1 = 1.65;
  const b = box(wc, x0, x1, 0.72, 0.84, d - 0.3, d);
  const bowl = flatRect(wc, x0 + 0.04, x1 - 0.04, d - 0.26, d - 0.08, 0.841);
  const s = wc.scaleAt(d);
  const [tx, ty] = wc.p((x0 + x1) / 2, 0.84, d - 0.04);
  return layerDoc(
    poly(frontRect(wc, x0, x1, 0.55, 0.72, d - 0.05), {
      fill: "#000",
      opacity: 0.15,
      filter: "url(#blur)",
    }) +
      poly(b.front, { fill: f.fill, stroke: shade(color, -0.2) }) +
      (b.left ? poly(b.left, { fill: shade(color, -0.12) }) : "") +
      (b.top ? poly(b.top, { fill: shade(color, 0.05), stroke: shade(color, -0.2) }) : "") +
      poly(bowl, { fill: shade(color, -0.12) }) +
      el("path", {
        d: `M${xy([tx, ty])}L${xy([tx, ty - 0.14 * s])}L${xy([tx, ty - 0.14 * s])}`,
        stroke: "#b8babb",
        "stroke-width": 0.025 * s,
      }) +
      el("path", {
        d: `M${xy([tx, ty - 0.14 * s])}L${xy([tx + 0.01 * s, ty - 0.06 * s])}`,
        stroke: "#b8babb",
        "stroke-width": 0.018 * s,
      }),
    f.defs + BLUR_DEF,
  );
}

function wcFixtures(): string {
  const d = WC.depth;
  const mirror = frontRect(wc, 1.22, 1.63, 1.1, 1.75, d - 0.01);
  return layerDoc(
    poly(mirror, { fill: "#dfe5e7", stroke: "#b5b9ba", "stroke-width": 1.5 }) +
      poly(frontRect(wc, 1.25, 1.45, 1.15, 1.7, d - 0.012), { fill: "#fff", opacity: 0.2 }) +
      el("path", {
        d: `M${xy(wc.p(0.2, 1.2, d))}L${xy(wc.p(0.2, 1.08, d))}`,
        stroke: "#b9bbbc",
        "stroke-width": 5,
      }) +
      el("ellipse", {
        cx: wc.p(0.2, 1.0, d - 0.06)[0],
        cy: wc.p(0.2, 1.0, d - 0.06)[1],
        rx: 20,
        ry: 26,
        fill: "#f3f2ee",
        stroke: "#ddd",
      }),
  );
}

export const wcScene: SceneArt = {
  base: [
    { layer: 0, svg: layerDoc(shell(wc, { floor: "tile", wall: "#d7d3cc" })) },
    { layer: 80, svg: wcFixtures() },
    { layer: 90, svg: lightLayer(wc, []) },
  ],
  layers: {
    floorTiles: { layer: 10, draw: (art, seed) => floorTiles(wc, art, seed) },
    wallTiles: { layer: 20, draw: (art, seed) => wallTiles(wc, art, seed) },
    toilet: { layer: 50, draw: toilet },
    washbasin: { layer: 55, draw: washbasin },
  },
};
