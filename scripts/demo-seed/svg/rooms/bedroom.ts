/**
 * The bedroom (a made bed against the decor wall, a window, a wardrobe on the right) and the
 * hallway (entrance door, wardrobe, tiled entrance zone), which share the wardrobe drawing.
 */
import { fillFor } from "../fills.ts";
import {
  flatRect,
  frontRect,
  type Projector,
  projector,
  type Scene,
  shapes,
  sideRect,
} from "../perspective.ts";
import { el, type Pt, poly, segments, shade, xy } from "../svg.ts";
import { floorPlane, jointColor, tileDefs, tileJoints, tileSurface } from "../textures.ts";
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

const BED_SCENE: Scene = { width: 4.0, height: 2.6, depth: 3.8, eye: 1.3, camera: 3.0, near: -0.5 };
const bed = projector(BED_SCENE);
const BED_WINDOW: Opening = { x0: 2.5, x1: 3.3, h0: 0.6, h1: 2.35 };
const DECOR = { x0: 0, x1: 2.3 };
/** The door into the bedroom, in the left wall near the camera. */
const BED_DOOR: Door = { d0: 0.15, d1: 1.0, h: 2.1 };

/**
 * A wardrobe along the right wall: a front plane at x, from d0 to d1, with doors and either
 * mirror panels or bar handles.
 */
function wardrobe(
  pr: Projector,
  art: Art,
  seed: number,
  x: number,
  d0: number,
  d1: number,
  height: number,
): string {
  const f = fillFor(art.look, "wd", { seed });
  const color =
    art.look.kind === "solid" ? art.look.color : art.look.kind === "glass" ? "#e9ecec" : "#eeeeea";
  const w = pr.scene.width;
  const doors = 3;
  const step = (d1 - d0) / doors;
  const panels: Pt[][] = [];
  const mirrors: Pt[][] = [];
  for (let i = 0; i < doors; i++) {
    const a = d0 + i * step + 0.004;
    const b = d0 + (i + 1) * step - 0.004;
    panels.push(sideRect(pr, x, a, b, 0.08, height));
    if (art.variant === "mirror" && i === 1)
      mirrors.push(sideRect(pr, x - 0.001, a + 0.04, b - 0.04, 0.15, height - 0.08));
  }
  const endPanel = frontRect(pr, x, w, 0, pr.scene.height, d0);
  const handles: [Pt, Pt][] =
    art.variant === "handleless"
      ? []
      : Array.from({ length: doors }, (_, i) => {
          const d = d0 + i * step + (i % 2 === 0 ? step - 0.05 : 0.05);
          return [pr.p(x - 0.02, 0.85, d), pr.p(x - 0.02, 1.25, d)] as [Pt, Pt];
        });
  return layerDoc(
    poly(frontRect(pr, x, w, 0, 0.08, d0 + 0.02), { fill: "#2e2b28" }) +
      poly(sideRect(pr, x + 0.03, d0, d1, 0, 0.08), { fill: "#34302c" }) +
      poly(endPanel, {
        fill: shade(color, -0.06),
        stroke: shade(color, -0.3),
        "stroke-width": 0.8,
      }) +
      poly(sideRect(pr, x, d0, d1, height, pr.scene.height), {
        fill: shade(color, 0.02),
        stroke: shade(color, -0.2),
        "stroke-width": 0.6,
      }) +
      el("path", {
        d: shapes(...panels),
        fill: f.fill,
        stroke: shade(color, -0.3),
        "stroke-width": 0.8,
      }) +
      (mirrors.length
        ? el("path", {
            d: shapes(...mirrors),
            fill: "url(#wdMirror)",
            stroke: "#b9bcbd",
            "stroke-width": 1,
          })
        : "") +
      el("path", {
        d: segments(handles),
        stroke: "#2a2a2a",
        "stroke-width": 4,
        "stroke-linecap": "round",
      }),
    f.defs +
      el(
        "linearGradient",
        { id: "wdMirror", x1: 0, y1: 0, x2: 1, y2: 0.4 },
        el("stop", { offset: 0, "stop-color": "#c9d3d6" }) +
          el("stop", { offset: 0.5, "stop-color": "#eef2f3" }) +
          el("stop", { offset: 1, "stop-color": "#bfc8cb" }),
      ),
  );
}

function decorWall(art: Art, seed: number): string {
  const d = BED_SCENE.depth;
  const area = frontRect(bed, DECOR.x0, DECOR.x1, 0, BED_SCENE.height, d);
  const look = art.look;
  const c =
    look.kind === "paint" || look.kind === "solid" || look.kind === "wood" ? look.color : "#8c9a8e";
  if (art.variant === "panel") {
    const f = fillFor(look, "dp", { seed });
    const slats: Pt[][] = [];
    for (let x = DECOR.x0 + 0.02; x < DECOR.x1 - 0.01; x += 0.16)
      slats.push(frontRect(bed, x, Math.min(x + 0.14, DECOR.x1), 0, 1.4, d - 0.02));
    return layerDoc(
      poly(area, { fill: "#ebe7e0" }) +
        el("path", {
          d: shapes(...slats),
          fill: f.fill,
          stroke: shade(c, -0.3),
          "stroke-width": 0.8,
        }) +
        poly(frontRect(bed, DECOR.x0, DECOR.x1, 1.4, 1.42, d - 0.02), { fill: shade(c, -0.2) }),
      f.defs,
    );
  }
  if (art.variant === "wallpaper") {
    // A quiet botanical print: leaves in a half-drop repeat.
    const leaf = `<path d="M0 0q14 -20 0 -44q-14 24 0 44z" fill="${shade(c, -0.18)}"/><path d="M0 -4v-34" stroke="${shade(c, -0.3)}" stroke-width="0.8"/>`;
    return layerDoc(
      poly(area, { fill: c }) + poly(area, { fill: "url(#leaves)" }),
      el(
        "pattern",
        { id: "leaves", width: 90, height: 110, patternUnits: "userSpaceOnUse" },
        `<g transform="translate(22 70) rotate(-25)">${leaf}</g><g transform="translate(67 125) rotate(30)">${leaf}</g><g transform="translate(67 15) rotate(30)">${leaf}</g>`,
      ),
    );
  }
  return layerDoc(poly(area, { fill: c }));
}

function bedLights(art: Art): string {
  const look = art.look;
  const metal = look.kind === "metal" ? fillFor(look, "bl") : { defs: "", fill: "#222" };
  const d = BED_SCENE.depth;
  let out = "";
  if (art.variant === "wall") {
    for (const x of [0.3, 2.05]) {
      const s = bed.scaleAt(d);
      const [cx, cy] = bed.p(x, 1.25, d - 0.12);
      out +=
        el("ellipse", {
          cx,
          cy: cy + 0.2 * s,
          rx: 0.3 * s,
          ry: 0.35 * s,
          fill: "#fff3d0",
          opacity: 0.35,
          filter: "url(#glow)",
        }) +
        el("path", {
          d: `M${xy(bed.p(x, 1.25, d))}L${xy([cx, cy])}`,
          stroke: metal.fill,
          "stroke-width": 3,
        }) +
        el("path", {
          d: `M${cx - 0.07 * s} ${cy}L${cx + 0.07 * s} ${cy}L${cx + 0.1 * s} ${cy + 0.12 * s}L${cx - 0.1 * s} ${cy + 0.12 * s}Z`,
          fill: metal.fill,
        });
    }
  } else if (art.variant === "pendant") {
    for (const x of [0.28, 2.08]) {
      const dd = d - 0.3;
      const s = bed.scaleAt(dd);
      const top = bed.p(x, BED_SCENE.height, dd);
      const [cx, cy] = bed.p(x, 1.2, dd);
      out +=
        el("path", { d: `M${xy(top)}L${xy([cx, cy])}`, stroke: "#333", "stroke-width": 1.2 }) +
        el("ellipse", {
          cx,
          cy: cy + 0.12 * s,
          rx: 0.35 * s,
          ry: 0.3 * s,
          fill: "#fff3d0",
          opacity: 0.3,
          filter: "url(#glow)",
        }) +
        el("circle", {
          cx,
          cy: cy + 0.07 * s,
          r: 0.08 * s,
          fill: look.kind === "light" ? look.color : metal.fill,
        });
    }
  } else {
    const c = flatCircle(bed, 1.8, 2.0, 0.26, BED_SCENE.height - 0.06);
    out +=
      poly(flatCircle(bed, 1.8, 2.0, 0.26, BED_SCENE.height - 0.01), { fill: "#e9e4da" }) +
      poly(c, { fill: look.kind === "light" ? look.glow : "#f8f4ea", stroke: "#d8d1c3" }) +
      poly(flatCircle(bed, 1.8, 2.0, 0.6, BED_SCENE.height - 0.05), {
        fill: "#fff6dc",
        opacity: 0.2,
        filter: "url(#glow)",
      });
  }
  return layerDoc(
    out,
    metal.defs +
      el(
        "filter",
        { id: "glow", x: "-50%", y: "-50%", width: "200%", height: "200%" },
        el("feGaussianBlur", { stdDeviation: 12 }),
      ),
  );
}

function bedFurniture(): string {
  const d = BED_SCENE.depth;
  const linen = "#f1ede6";
  let out = floorShadow(bed, 0.4, 2.2, 1.6, d, 0.3);
  out += rug(bed, 0.1, 2.6, 1.2, 2.5, "#cdbfae");
  out += solidBox(
    bed,
    { x0: 0.5, x1: 2.1, h0: 0.1, h1: 1.15, d0: d - 0.1, d1: d - 0.02 },
    "#b3a58f",
  );
  out += solidBox(bed, { x0: 0.5, x1: 2.1, h0: 0.08, h1: 0.32, d0: 1.7, d1: d - 0.1 }, "#9a8b74");
  out += solidBox(bed, { x0: 0.52, x1: 2.08, h0: 0.32, h1: 0.52, d0: 1.72, d1: d - 0.12 }, linen);
  out += solidBox(bed, { x0: 0.48, x1: 2.12, h0: 0.3, h1: 0.56, d0: 1.68, d1: 2.9 }, "#cfc6b8");
  out += solidBox(bed, { x0: 0.48, x1: 2.12, h0: 0.48, h1: 0.57, d0: 2.35, d1: 2.6 }, "#8e9a88");
  for (const x of [0.62, 1.34])
    out += solidBox(
      bed,
      { x0: x, x1: x + 0.62, h0: 0.52, h1: 0.72, d0: d - 0.45, d1: d - 0.14 },
      "#fbf9f5",
    );
  for (const x of [0.04, 2.16]) {
    out += solidBox(
      bed,
      { x0: x, x1: x + 0.4, h0: 0.0, h1: 0.5, d0: d - 0.4, d1: d - 0.02 },
      "#c7a47c",
    );
    out += poly(flatCircle(bed, x + 0.2, d - 0.2, 0.06, 0.5), { fill: "#e3ddd2" });
  }
  out += plant(bed, 3.05, d - 0.3, 1.1, 5);
  return layerDoc(out, BLUR_DEF);
}

export const bedroomScene: SceneArt = {
  base: [
    { layer: 0, svg: layerDoc(shell(bed, { floor: "none", wall: "none" })) },
    {
      layer: 35,
      svg: layerDoc(
        backWindow(bed, BED_WINDOW, "bsky").body,
        backWindow(bed, BED_WINDOW, "bsky").defs,
      ),
    },
    { layer: 70, svg: bedFurniture() },
    { layer: 90, svg: lightLayer(bed, [BED_WINDOW], { warm: true }) },
  ],
  layers: {
    ...finishLayers(bed, { floor: true, walls: true, door: BED_DOOR }),
    decorWall: { layer: 25, draw: decorWall },
    wardrobe: {
      layer: 50,
      draw: (art, seed) => wardrobe(bed, art, seed, BED_SCENE.width - 0.62, 1.0, 2.9, 2.35),
    },
    lights: { layer: 75, draw: bedLights },
  },
};

// ─── Hallway ─────────────────────────────────────────────────────────────────────────────────

const HALL: Scene = { width: 2.3, height: 2.55, depth: 3.6, eye: 1.5, camera: 2.4, near: -0.4 };
const hall = projector(HALL);
const ENTRANCE = { x0: 0.75, x1: 1.7, h: 2.1 };
const TILE_FROM = 2.3;
/** A door into the rooms, in the left wall by the tiled entrance. */
const HALL_DOOR: Door = { d0: 2.45, d1: 3.3, h: 2.1 };

function entranceTiles(art: Art, seed: number): string {
  if (art.look.kind !== "tile") throw new Error("Entrance tiles need a tile look");
  const look = art.look;
  const pl = floorPlane(hall, 0, HALL.width, TILE_FROM, HALL.depth);
  const area = flatRect(hall, 0, HALL.width, TILE_FROM, HALL.depth, 0);
  return layerDoc(
    el("clipPath", { id: "ec" }, poly(area)) +
      el(
        "g",
        { "clip-path": "url(#ec)" },
        tileSurface(pl, look, seed, "et") +
          el("path", {
            d: tileJoints(pl, look.w / 100, look.h / 100, false, 0.05),
            stroke: jointColor(look),
            "stroke-width": 1.6,
            fill: "none",
          }),
      ) +
      el("path", {
        d: `M${xy(hall.p(0, 0, TILE_FROM))}L${xy(hall.p(HALL.width, 0, TILE_FROM))}`,
        stroke: "#a8a39b",
        "stroke-width": 3,
      }),
    tileDefs("et"),
  );
}

function entranceDoor(art: Art, seed: number): string {
  const f = fillFor(art.look, "ed", { seed });
  const color = art.look.kind === "solid" ? art.look.color : "#ecebe7";
  const d = HALL.depth;
  const { x0, x1, h } = ENTRANCE;
  const leaf = frontRect(hall, x0, x1, 0.01, h, d - 0.01);
  const frame = shapes(
    frontRect(hall, x0 - 0.07, x0, 0, h + 0.07, d - 0.015),
    frontRect(hall, x1, x1 + 0.07, 0, h + 0.07, d - 0.015),
    frontRect(hall, x0 - 0.07, x1 + 0.07, h, h + 0.07, d - 0.015),
  );
  const s = hall.scaleAt(d);
  const [hx, hy] = hall.p(x1 - 0.09, 1.05, d - 0.02);
  const [px, py] = hall.p((x0 + x1) / 2, 1.55, d - 0.02);
  const panels =
    art.variant === "framed"
      ? el("path", {
          d: shapes(
            frontRect(hall, x0 + 0.12, x1 - 0.12, 0.2, 0.95, d - 0.012),
            frontRect(hall, x0 + 0.12, x1 - 0.12, 1.15, 1.95, d - 0.012),
          ),
          fill: "none",
          stroke: shade(color, -0.3),
          "stroke-width": 2,
        })
      : "";
  return layerDoc(
    poly(leaf, { fill: f.fill, stroke: shade(color, -0.35), "stroke-width": 1 }) +
      panels +
      el("path", {
        d: frame,
        fill: shade(color, 0.04),
        stroke: shade(color, -0.25),
        "stroke-width": 0.8,
      }) +
      el("rect", {
        x: hx - 0.01 * s,
        y: hy - 0.02 * s,
        width: 0.03 * s,
        height: 0.22 * s,
        rx: 3,
        fill: "#2b2b2b",
      }) +
      el("rect", {
        x: hx - 0.13 * s,
        y: hy - 0.005 * s,
        width: 0.14 * s,
        height: 0.025 * s,
        rx: 3,
        fill: "#b9bbbd",
      }) +
      el("circle", { cx: px, cy: py, r: 0.012 * s, fill: "#444" }),
    f.defs,
  );
}

function hallLights(art: Art): string {
  const h = HALL.height;
  let out = "";
  if (art.variant === "linear") {
    const a = hall.p(0.6, h - 0.005, 0.3);
    const b = hall.p(0.6, h - 0.005, HALL.depth - 0.4);
    out +=
      el("path", {
        d: `M${xy(a)}L${xy(b)}`,
        stroke: "#fffbe9",
        "stroke-width": 10,
        "stroke-linecap": "square",
      }) +
      el("path", {
        d: `M${xy(a)}L${xy(b)}`,
        stroke: "#fff3cf",
        "stroke-width": 40,
        opacity: 0.35,
        filter: "url(#glow)",
      });
  } else if (art.variant === "globe") {
    for (const d of [1.2, 2.6]) {
      const s = hall.scaleAt(d);
      const top = hall.p(HALL.width / 2, h, d);
      const [cx, cy] = hall.p(HALL.width / 2, h - 0.5, d);
      out +=
        el("path", { d: `M${xy(top)}L${xy([cx, cy])}`, stroke: "#555", "stroke-width": 1.5 }) +
        el("circle", {
          cx,
          cy: cy + 0.1 * s,
          r: 0.3 * s,
          fill: "#fff3d0",
          opacity: 0.3,
          filter: "url(#glow)",
        }) +
        el("circle", {
          cx,
          cy: cy + 0.1 * s,
          r: 0.12 * s,
          fill: art.look.kind === "light" ? art.look.color : "#f4efe3",
          stroke: "#d8cfbd",
        });
    }
  } else {
    for (const d of [0.9, 1.9, 2.9]) out += downlight(hall, HALL.width / 2, d, 0.05);
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

function hallFurniture(): string {
  // The plant stands between the bench and the door in the left wall, so it is drawn first.
  let out = plant(hall, 0.28, 2.14, 1.0, 4);
  out += solidBox(hall, { x0: 0.02, x1: 0.42, h0: 0.0, h1: 0.45, d0: 0.8, d1: 1.9 }, "#b68f66");
  out += poly(sideRect(hall, 0.012, 1.0, 1.7, 0.9, 1.95), {
    fill: "url(#hm)",
    stroke: "#b7b2a8",
    "stroke-width": 2,
  });
  return layerDoc(
    out,
    el(
      "linearGradient",
      { id: "hm", x1: 0, y1: 0, x2: 1, y2: 1 },
      el("stop", { offset: 0, "stop-color": "#dfe6e8" }) +
        el("stop", { offset: 1, "stop-color": "#b9c3c6" }),
    ),
  );
}

export const hallwayScene: SceneArt = {
  base: [
    { layer: 0, svg: layerDoc(shell(hall, { floor: "none", wall: "none" })) },
    { layer: 70, svg: hallFurniture() },
    { layer: 90, svg: lightLayer(hall, []) },
  ],
  layers: {
    ...finishLayers(hall, { floor: true, floorTo: TILE_FROM, walls: true, door: HALL_DOOR }),
    entranceTiles: { layer: 11, draw: entranceTiles },
    entranceDoor: { layer: 40, draw: entranceDoor },
    wardrobe: {
      layer: 50,
      draw: (art, seed) => wardrobe(hall, art, seed, HALL.width - 0.62, 0.9, 2.2, 2.4),
    },
    lights: { layer: 60, draw: hallLights },
  },
};
