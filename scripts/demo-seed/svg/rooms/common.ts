/**
 * What every room picture shares: the empty shell (walls, ceiling, a neutral floor), windows with
 * daylight, and the light layer on top that gives all layers below the same soft shadows.
 */
import type { Look, Product } from "../looks.ts";
import {
  frontRect,
  type Projector,
  projector,
  type Scene,
  shapes,
  sideRect,
  surface,
  VIEW_H,
  VIEW_W,
} from "../perspective.ts";
import {
  el,
  linearGradient,
  type Pt,
  poly,
  polyPath,
  radialGradient,
  shade,
  svgDoc,
} from "../svg.ts";

/** What an option's layer needs to know: the material's look and how the product is built. */
export type Art = { look: Look; variant?: string; product?: Product };

export type LayerDrawer = (art: Art, seed: number) => string;

/** A room type's picture: its base layers and a drawer per selection group. */
export type SceneArt = {
  base: { layer: number; svg: string }[];
  layers: Record<string, { layer: number; draw: LayerDrawer }>;
};

export const WALL = "#ebe8e3";
export const CEILING = "#f6f5f2";

/** One full-size layer document. */
export function layerDoc(body: string, defs = ""): string {
  return svgDoc(VIEW_W, VIEW_H, body, defs);
}

export type Opening = { x0: number; x1: number; h0: number; h1: number };

/**
 * The empty room: the ceiling, and the walls and floor in neutral colours for rooms whose walls
 * and floor are not chosen as paint and parquet (tiled or panelled rooms, whose layers cover them).
 * A room with painted walls or a parquet floor leaves them out: its option layers draw them.
 */
export function shell(
  pr: Projector,
  opts: { floor: "tile" | "none"; wall: string | "none" },
): string {
  let body = poly(surface(pr, "ceiling"), { fill: CEILING });
  if (opts.wall !== "none") {
    const wall = opts.wall;
    body +=
      poly(surface(pr, "back"), { fill: wall }) +
      poly(surface(pr, "left"), { fill: shade(wall, -0.04) }) +
      poly(surface(pr, "right"), { fill: shade(wall, -0.02) });
  }
  if (opts.floor === "tile") body += poly(surface(pr, "floor"), { fill: "#b9b4ac" });
  return el("g", {}, body);
}

/**
 * A window in the back wall with its reveal, frame, glass and a daylight view beyond. The glass sits
 * in the wall's thickness, so the reveal shows on the side turned to the camera.
 */
export function backWindow(
  pr: Projector,
  w: Opening,
  id: string,
  mullions = 1,
): { defs: string; body: string } {
  const d = pr.scene.depth;
  const deep = d + 0.22;
  const inner = frontRect(pr, w.x0, w.x1, w.h0, w.h1, d);
  const glassPlane = frontRect(pr, w.x0, w.x1, w.h0, w.h1, deep);
  const defs =
    linearGradient(id, [
      [0, "#cfe3f2"],
      [0.55, "#e9f1f6"],
      [1, "#f4efe4"],
    ]) +
    linearGradient(
      `${id}-r`,
      [
        [0, "#ffffff", 0.55],
        [0.5, "#ffffff", 0],
        [1, "#ffffff", 0.25],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
  const [gx0, gy1] = glassPlane[0] as Pt;
  const [gx1, gy0] = glassPlane[2] as Pt;
  const gw = gx1 - gx0;
  const gh = gy1 - gy0;
  // A distant skyline and tree line, pale like seen through glass on a bright day.
  const skyline: Pt[] = [[gx0, gy1 - gh * 0.28]];
  const steps = 9;
  for (let i = 0; i <= steps; i++) {
    const x = gx0 + (gw * i) / steps;
    const hgt = gh * (0.22 + ((i * 37) % 11) / 60);
    skyline.push([x, gy1 - hgt], [x + gw / steps, gy1 - hgt]);
  }
  skyline.push([gx1, gy1], [gx0, gy1]);
  const trees = Array.from({ length: 7 }, (_, i) => {
    const cx = gx0 + gw * (0.08 + i * 0.14);
    const r = gh * (0.09 + (i % 3) * 0.025);
    return el("ellipse", {
      cx,
      cy: gy1 - r * 0.8,
      rx: r * 1.2,
      ry: r,
      fill: "#a9bfa4",
      opacity: 0.75,
    });
  }).join("");
  let body =
    poly(glassPlane, { fill: `url(#${id})` }) +
    poly(skyline, { fill: "#c5d2da", opacity: 0.8 }) +
    trees;
  // Reveal faces between the wall and the glass.
  const camX = pr.scene.width / 2;
  const reveal = shade(WALL, 0.03);
  if (w.x0 > camX)
    body += poly(sideRect(pr, w.x0, d, deep, w.h0, w.h1), { fill: shade(reveal, -0.08) });
  if (w.x1 < camX)
    body += poly(sideRect(pr, w.x1, d, deep, w.h0, w.h1), { fill: shade(reveal, -0.08) });
  if (w.h1 > pr.scene.eye)
    body += poly(
      [pr.p(w.x0, w.h1, d), pr.p(w.x1, w.h1, d), pr.p(w.x1, w.h1, deep), pr.p(w.x0, w.h1, deep)],
      {
        fill: shade(reveal, -0.12),
      },
    );
  if (w.h0 < pr.scene.eye)
    body += poly(
      [pr.p(w.x0, w.h0, d), pr.p(w.x1, w.h0, d), pr.p(w.x1, w.h0, deep), pr.p(w.x0, w.h0, deep)],
      {
        fill: "#f3f1ec",
      },
    );
  // Frame and mullions in white, with a thin shadow line.
  const f = 0.06;
  const frame = shapes(
    frontRect(pr, w.x0, w.x1, w.h0, w.h0 + f, deep),
    frontRect(pr, w.x0, w.x1, w.h1 - f, w.h1, deep),
    frontRect(pr, w.x0, w.x0 + f, w.h0, w.h1, deep),
    frontRect(pr, w.x1 - f, w.x1, w.h0, w.h1, deep),
    ...Array.from({ length: mullions }, (_, i) => {
      const mx = w.x0 + ((w.x1 - w.x0) * (i + 1)) / (mullions + 1);
      return frontRect(pr, mx - f / 2, mx + f / 2, w.h0, w.h1, deep);
    }),
  );
  body += el("path", { d: frame, fill: "#fbfbfa", stroke: "#d5d2cc", "stroke-width": 1 });
  body += poly(glassPlane, { fill: `url(#${id}-r)` });
  body += el("path", { d: polyPath(inner), fill: "none", stroke: "#d9d5ce", "stroke-width": 1.5 });
  return { defs, body };
}

/** A recessed ceiling light seen from below. */
export function downlight(pr: Projector, x: number, d: number, r = 0.06): string {
  const [cx, cy] = pr.p(x, pr.scene.height, d);
  const s = pr.scaleAt(d);
  return (
    el("ellipse", { cx, cy, rx: r * s * 1.8, ry: r * s * 0.5, fill: "#d8d4cc" }) +
    el("ellipse", { cx, cy, rx: r * s * 1.2, ry: r * s * 0.32, fill: "#fffdf4" })
  );
}

/**
 * The top layer: soft shadows in the corners, daylight from the windows on the floor and walls, a
 * faint vignette. It sits above every material, so all choices get the same light.
 */
export function lightLayer(
  pr: Projector,
  windows: Opening[],
  opts: { warm?: boolean } = {},
): string {
  const { width: w, height: h, depth: d, near: z } = pr.scene;
  const p = pr.p;
  const defs =
    el(
      "filter",
      { id: "soft", x: "-20%", y: "-20%", width: "140%", height: "140%" },
      el("feGaussianBlur", { stdDeviation: 14 }),
    ) +
    el(
      "filter",
      { id: "softer", x: "-30%", y: "-30%", width: "160%", height: "160%" },
      el("feGaussianBlur", { stdDeviation: 30 }),
    ) +
    radialGradient(
      "vignette",
      [
        [0.55, "#000", 0],
        [1, "#1a1410", 0.32],
      ],
      { cx: 0.5, cy: 0.45, r: 0.75 },
    ) +
    linearGradient(
      "leftShade",
      [
        [0, "#000", 0.16],
        [1, "#000", 0.02],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linearGradient(
      "rightShade",
      [
        [0, "#000", 0.01],
        [1, "#000", 0.1],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ) +
    linearGradient("ceilShade", [
      [0, "#000", 0.12],
      [1, "#000", 0],
    ]) +
    linearGradient("floorShade", [
      [0, "#000", 0],
      [1, "#000", 0.18],
    ]);
  let body =
    poly(surface(pr, "left"), { fill: "url(#leftShade)" }) +
    poly(surface(pr, "right"), { fill: "url(#rightShade)" }) +
    poly(surface(pr, "ceiling"), { fill: "url(#ceilShade)" }) +
    poly(surface(pr, "floor"), { fill: "url(#floorShade)" });
  // Corners darken where surfaces meet.
  const corners = [
    [p(0, 0, d), p(w, 0, d)],
    [p(0, h, d), p(w, h, d)],
    [p(0, 0, d), p(0, h, d)],
    [p(w, 0, d), p(w, h, d)],
    [p(0, 0, z), p(0, 0, d)],
    [p(w, 0, z), p(w, 0, d)],
    [p(0, h, z), p(0, h, d)],
    [p(w, h, z), p(w, h, d)],
  ] as [Pt, Pt][];
  body += el("path", {
    d: corners.map(([a, b]) => `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`).join(""),
    stroke: "#2b2118",
    "stroke-width": 26,
    "stroke-opacity": 0.16,
    fill: "none",
    filter: "url(#soft)",
  });
  // Daylight: a bright patch thrown on the floor, and a glow around each window.
  for (const win of windows) {
    const reach = Math.min(d * 0.6, 2.4);
    const shift = -0.5;
    const patch: Pt[] = [
      p(win.x0, 0, d - 0.05),
      p(win.x1, 0, d - 0.05),
      p(win.x1 + shift, 0, d - reach),
      p(win.x0 + shift, 0, d - reach),
    ];
    body += poly(patch, {
      fill: opts.warm ? "#fff3d6" : "#fffaf0",
      opacity: 0.32,
      filter: "url(#soft)",
    });
    const glow = frontRect(pr, win.x0 - 0.3, win.x1 + 0.3, win.h0 - 0.3, win.h1 + 0.2, d);
    body += poly(glow, { fill: "#ffffff", opacity: 0.22, filter: "url(#softer)" });
  }
  body += el("rect", { x: 0, y: 0, width: VIEW_W, height: VIEW_H, fill: "url(#vignette)" });
  return layerDoc(body, defs);
}

/** Soft contact shadow under an object standing on or hanging near the floor. */
export function contactShadow(points: Pt[], opacity = 0.3): string {
  return poly(points, { fill: "#1d150e", opacity, filter: "url(#blur)" });
}

export const BLUR_DEF = el(
  "filter",
  { id: "blur", x: "-20%", y: "-20%", width: "140%", height: "140%" },
  el("feGaussianBlur", { stdDeviation: 8 }),
);

export { projector, type Scene };
