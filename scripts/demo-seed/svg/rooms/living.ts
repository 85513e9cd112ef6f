/**
 * The living room view, used by the whole-apartment room type (floor, wall paint, interior doors,
 * skirting, handles) and by the living-room room type (sill, decor wall, ceiling lights, and the
 * whole-apartment finishes again through its hidden groups).
 */
import { fillFor } from "../fills.ts";
import {
  flatRect,
  frontRect,
  type Projector,
  projector,
  type Scene,
  surface,
} from "../perspective.ts";
import { el, type Pt, poly, shade, xy } from "../svg.ts";
import { boardSeams, sidePlane } from "../textures.ts";
import {
  type Art,
  BLUR_DEF,
  backWindow,
  downlight,
  layerDoc,
  lightLayer,
  type Opening,
  type SceneArt,
  shell,
} from "./common.ts";
import { type Door, finishLayers } from "./finishes.ts";
import { flatCircle, floorShadow, plant, rug, solidBox } from "./props.ts";

const SCENE: Scene = { width: 4.4, height: 2.6, depth: 4.6, eye: 1.35, camera: 4, near: -0.6 };
const pr = projector(SCENE);
const WINDOW: Opening = { x0: 2.25, x1: 4.05, h0: 0.5, h1: 2.35 };
/** The interior door in the left wall: depth range and height. */
const DOOR: Door = { d0: 1.25, d1: 2.15, h: 2.1 };

function architecture(): string {
  const win = backWindow(pr, WINDOW, "sky", 2);
  return layerDoc(win.body, win.defs);
}

function sill(art: Art): string {
  const { x0, x1, h0 } = WINDOW;
  const d = SCENE.depth;
  const f = fillFor(art.look, "sill", { horizontal: true });
  const top = flatRect(pr, x0 - 0.05, x1 + 0.05, d - 0.05, d + 0.2, h0);
  const edge = frontRect(pr, x0 - 0.05, x1 + 0.05, h0 - 0.03, h0, d - 0.05);
  return layerDoc(
    poly(frontRect(pr, x0 - 0.05, x1 + 0.05, h0 - 0.12, h0 - 0.03, d - 0.01), {
      fill: "#000",
      opacity: 0.12,
      filter: "url(#blur)",
    }) +
      poly(top, { fill: f.fill }) +
      poly(top, { fill: "#ffffff", opacity: 0.18 }) +
      poly(edge, { fill: f.fill }) +
      poly(edge, { fill: "#000", opacity: 0.12 }),
    f.defs + BLUR_DEF,
  );
}

/** The decor wall on the right: a deep paint, oak slats on felt, or a woven wallpaper. */
function decorWall(art: Art): string {
  const right = surface(pr, "right");
  const plane = sidePlane(pr, "right");
  const look = art.look;
  if (art.variant === "slats" && (look.kind === "wood" || look.kind === "solid")) {
    const slat = 0.045;
    const gap = 0.02;
    let slats = "";
    const x = SCENE.width - 0.025;
    for (let u = SCENE.near; u < SCENE.depth; u += slat + gap) {
      slats += `M${xy(pr.p(x, 0, u))}L${xy(pr.p(x, SCENE.height, u))}L${xy(pr.p(x, SCENE.height, u + slat))}L${xy(pr.p(x, 0, u + slat))}Z`;
    }
    return layerDoc(
      poly(right, { fill: "#262422" }) +
        el("path", { d: slats, fill: look.color }) +
        el("path", {
          d: slats,
          fill: "none",
          stroke: shade(look.color, -0.3),
          "stroke-width": 0.6,
        }),
    );
  }
  if (art.variant === "wallpaper") {
    const c = look.kind === "paint" || look.kind === "solid" ? look.color : "#d8cfc0";
    return layerDoc(
      poly(right, { fill: c }) +
        el("path", {
          d: boardSeams(plane, 0.53),
          stroke: shade(c, -0.12),
          "stroke-width": 0.8,
          fill: "none",
        }) +
        el("path", {
          d: boardSeams(plane, 0.035),
          stroke: shade(c, 0.08),
          "stroke-width": 0.5,
          fill: "none",
          opacity: 0.7,
        }) +
        poly(right, { fill: c, filter: "url(#paper)", opacity: 0.6 }),
      el(
        "filter",
        { id: "paper", x: 0, y: 0, width: 1, height: 1 },
        el("feTurbulence", {
          type: "fractalNoise",
          baseFrequency: "0.9 0.08",
          numOctaves: 2,
          seed: 4,
        }) +
          el("feColorMatrix", { values: "0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 0 0.2  0 0 0 0.25 0" }) +
          el("feComposite", { in2: "SourceGraphic", operator: "in" }),
      ),
    );
  }
  const c = look.kind === "paint" ? look.color : "#5b6b6a";
  return layerDoc(poly(right, { fill: c }));
}

/** Ceiling lights: a pair of flush lamps, a grid of downlights, or a black track with spots. */
function ceilingLights(art: Art): string {
  const h = SCENE.height;
  const look = art.look;
  const body = look.kind === "metal" || look.kind === "light" ? look.color : "#222";
  let out = "";
  if (art.variant === "spots") {
    for (const x of [1.1, 2.2, 3.3]) for (const d of [1.6, 3.2]) out += downlight(pr, x, d);
  } else if (art.variant === "track") {
    const d = 2.6;
    const a = pr.p(0.9, h - 0.01, d);
    const b = pr.p(3.5, h - 0.01, d);
    out += el("path", {
      d: `M${xy(a)}L${xy(b)}`,
      stroke: body,
      "stroke-width": 7,
      "stroke-linecap": "round",
    });
    const s = pr.scaleAt(d);
    for (const x of [1.2, 1.9, 2.6, 3.2]) {
      const [cx, cy] = pr.p(x, h - 0.02, d);
      const tilt = (x - 2.2) * 6;
      out += el(
        "g",
        { transform: `rotate(${tilt.toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)})` },
        el("rect", {
          x: cx - 0.035 * s,
          y: cy,
          width: 0.07 * s,
          height: 0.17 * s,
          rx: 0.015 * s,
          fill: body,
        }) + el("ellipse", { cx, cy: cy + 0.17 * s, rx: 0.035 * s, ry: 0.01 * s, fill: "#fff6da" }),
      );
      out += el("ellipse", {
        cx,
        cy: cy + 0.3 * s,
        rx: 0.16 * s,
        ry: 0.08 * s,
        fill: "#fff6da",
        opacity: 0.22,
        filter: "url(#glow)",
      });
    }
  } else {
    for (const d of [1.8, 3.5]) {
      const c = flatCircle(pr, 2.2, d, 0.22, h - 0.02);
      const rim = flatCircle(pr, 2.2, d, 0.22, h - 0.07);
      out +=
        poly(rim, {
          fill: look.kind === "light" ? look.glow : "#f3efe6",
          stroke: "#d7d1c5",
          "stroke-width": 1,
        }) +
        poly(c, { fill: "#fffaf0", opacity: 0.6 }) +
        poly(flatCircle(pr, 2.2, d, 0.5, h - 0.05), {
          fill: "#fff6dc",
          opacity: 0.2,
          filter: "url(#glow)",
        });
    }
  }
  return layerDoc(
    out,
    el(
      "filter",
      { id: "glow", x: "-50%", y: "-50%", width: "200%", height: "200%" },
      el("feGaussianBlur", { stdDeviation: 10 }),
    ),
  );
}

function furniture(): string {
  const fabric = "#a29d93";
  let out = floorShadow(pr, 0.2, 2.1, 3.6, 4.6, 0.35);
  out += rug(pr, 0.45, 3.3, 2.05, 3.95, "#d9d0c1");
  // Sofa against the back wall.
  out += solidBox(
    pr,
    { x0: 0.25, x1: 2.05, h0: 0.4, h1: 0.86, d0: 4.32, d1: 4.58 },
    shade(fabric, -0.04),
  );
  out += solidBox(pr, { x0: 0.25, x1: 2.05, h0: 0.1, h1: 0.42, d0: 3.7, d1: 4.58 }, fabric);
  out += solidBox(
    pr,
    { x0: 0.28, x1: 1.15, h0: 0.42, h1: 0.5, d0: 3.72, d1: 4.3 },
    shade(fabric, 0.06),
  );
  out += solidBox(
    pr,
    { x0: 1.15, x1: 2.02, h0: 0.42, h1: 0.5, d0: 3.72, d1: 4.3 },
    shade(fabric, 0.06),
  );
  out += solidBox(
    pr,
    { x0: 0.25, x1: 0.42, h0: 0.1, h1: 0.62, d0: 3.7, d1: 4.58 },
    shade(fabric, -0.02),
  );
  out += solidBox(
    pr,
    { x0: 1.88, x1: 2.05, h0: 0.1, h1: 0.62, d0: 3.7, d1: 4.58 },
    shade(fabric, -0.02),
  );
  // Cushions.
  const cushion = (x: number, color: string) => {
    const [cx, cy] = pr.p(x, 0.66, 4.28);
    const s = pr.scaleAt(4.28);
    return el("rect", {
      x: cx - 0.2 * s,
      y: cy - 0.17 * s,
      width: 0.4 * s,
      height: 0.34 * s,
      rx: 0.08 * s,
      fill: color,
      transform: `rotate(-4 ${cx.toFixed(0)} ${cy.toFixed(0)})`,
    });
  };
  out += cushion(0.7, "#c9b79c") + cushion(1.55, "#7d8a78");
  // Round coffee table on a slim base.
  out += floorShadow(pr, 1.0, 2.0, 2.6, 3.4, 0.25);
  out += el("path", {
    d: `M${xy(pr.p(1.5, 0.02, 3.0))}L${xy(pr.p(1.5, 0.38, 3.0))}`,
    stroke: "#2d2a26",
    "stroke-width": 10,
  });
  out += poly(flatCircle(pr, 1.5, 3.0, 0.45, 0.36), { fill: "#3a332c" });
  out += poly(flatCircle(pr, 1.5, 3.0, 0.45, 0.4), { fill: "#b08d68" });
  out += poly(flatCircle(pr, 1.38, 3.02, 0.09, 0.46), { fill: "#e9e4dc" });
  // Floor lamp by the window and a plant in the corner.
  const pole = [pr.p(2.15, 0, 4.35), pr.p(2.15, 1.55, 4.35)];
  out += el("path", {
    d: `M${xy(pole[0] as Pt)}L${xy(pole[1] as Pt)}`,
    stroke: "#2b2925",
    "stroke-width": 3,
  });
  const [lx, ly] = pr.p(2.15, 1.55, 4.35);
  const ls = pr.scaleAt(4.35);
  out += el("path", {
    d: `M${lx - 0.12 * ls} ${ly}L${lx + 0.12 * ls} ${ly}L${lx + 0.18 * ls} ${ly + 0.26 * ls}L${lx - 0.18 * ls} ${ly + 0.26 * ls}Z`,
    fill: "#efe7d6",
    stroke: "#d2c6b0",
  });
  out += plant(pr, 4.1, 4.2, 1.6, 3);
  return layerDoc(out, BLUR_DEF);
}

export const livingScene: SceneArt = {
  base: [
    { layer: 0, svg: layerDoc(shell(pr, { floor: "none", wall: "none" })) },
    { layer: 35, svg: architecture() },
    { layer: 70, svg: furniture() },
    { layer: 90, svg: lightLayer(pr, [WINDOW]) },
  ],
  layers: {
    ...finishLayers(pr, { floor: true, walls: true, door: DOOR }),
    decorWall: { layer: 25, draw: decorWall },
    sill: { layer: 36, draw: sill },
    ceilingLights: { layer: 60, draw: ceilingLights },
  },
};

export type { Projector };
