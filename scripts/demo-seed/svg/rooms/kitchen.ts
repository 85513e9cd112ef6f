/**
 * The kitchen view: a run of cabinets along the back wall with a tall column on the left, the sink
 * under the window. Choices: fronts (with their handle style), worktop, sink, faucet, backsplash;
 * the floor, wall paint and skirting follow the whole-apartment choices.
 */
import { fillFor } from "../fills.ts";
import {
  box,
  flatRect,
  frontRect,
  projector,
  type Scene,
  shapes,
  sideRect,
} from "../perspective.ts";
import { el, type Pt, poly, segments, shade, xy } from "../svg.ts";
import { backPlane, tileJoints } from "../textures.ts";
import {
  type Art,
  BLUR_DEF,
  backWindow,
  layerDoc,
  lightLayer,
  type Opening,
  type SceneArt,
  shell,
} from "./common.ts";
import { finishLayers } from "./finishes.ts";
import { flatCircle, plant } from "./props.ts";

const SCENE: Scene = { width: 3.6, height: 2.6, depth: 3.4, eye: 1.45, camera: 3.2, near: -0.5 };
const pr = projector(SCENE);
const D = SCENE.depth;
const BASE_FRONT = D - 0.6;
const UPPER_FRONT = D - 0.35;
const TOP = 0.9;
const WINDOW: Opening = { x0: 1.9, x1: 2.9, h0: 1.05, h1: 2.3 };
const SINK_X = 2.4;
/** Base cabinet modules: from, to and how the front is split. */
const MODULES: { x0: number; x1: number; kind: "drawers3" | "drawers2" | "door" | "doors2" }[] = [
  { x0: 0.6, x1: 1.2, kind: "drawers3" },
  { x0: 1.2, x1: 1.8, kind: "drawers2" },
  { x0: 1.8, x1: 2.1, kind: "door" },
  { x0: 2.1, x1: 2.7, kind: "doors2" },
  { x0: 2.7, x1: 3.3, kind: "door" },
  { x0: 3.3, x1: 3.6, kind: "door" },
];
const UPPERS: [number, number][] = [
  [0.6, 1.2],
  [1.2, 1.8],
  [3.0, 3.6],
];

/** The fronts of one cabinet plane, split into doors and drawers, with the chosen handle style. */
function fronts(art: Art, seed: number): string {
  const f = fillFor(art.look, "fr", { seed });
  const color = art.look.kind === "solid" ? art.look.color : "#eeeeea";
  const gap = 0.004;
  const panels: Pt[][] = [];
  const handles: string[] = [];
  const handleColor = art.variant === "knob" ? "#b89455" : "#1f1f1f";
  const addHandle = (x: number, h: number, d: number, vertical = false) => {
    const s = pr.scaleAt(d);
    const [cx, cy] = pr.p(x, h, d);
    if (art.variant === "bar") {
      handles.push(
        vertical
          ? el("rect", {
              x: cx - 0.008 * s,
              y: cy - 0.12 * s,
              width: 0.016 * s,
              height: 0.24 * s,
              rx: 2,
              fill: handleColor,
            })
          : el("rect", {
              x: cx - 0.12 * s,
              y: cy - 0.008 * s,
              width: 0.24 * s,
              height: 0.016 * s,
              rx: 2,
              fill: handleColor,
            }),
      );
    } else if (art.variant === "knob") {
      handles.push(
        el("circle", {
          cx,
          cy,
          r: 0.017 * s,
          fill: handleColor,
          stroke: shade(handleColor, -0.3),
          "stroke-width": 0.8,
        }),
      );
    }
  };
  // Tall column: oven niche in the middle, a drawer below and a door above.
  panels.push(frontRect(pr, 0, 0.6 - gap, 0.1, 0.74, BASE_FRONT));
  panels.push(frontRect(pr, 0, 0.6 - gap, 1.32, 2.25, BASE_FRONT));
  addHandle(0.3, 0.68, BASE_FRONT);
  addHandle(0.52, 1.5, BASE_FRONT, true);
  for (const m of MODULES) {
    const x0 = m.x0 + gap;
    const x1 = m.x1 - gap;
    const rows =
      m.kind === "drawers3"
        ? [0.1, 0.32, 0.56, 0.86]
        : m.kind === "drawers2"
          ? [0.1, 0.48, 0.86]
          : [0.1, 0.86];
    for (let i = 0; i < rows.length - 1; i++) {
      const h0 = (rows[i] ?? 0) + gap;
      const h1 = (rows[i + 1] ?? 0) - gap;
      if (m.kind === "doors2") {
        const mid = (x0 + x1) / 2;
        panels.push(
          frontRect(pr, x0, mid - gap, h0, h1, BASE_FRONT),
          frontRect(pr, mid + gap, x1, h0, h1, BASE_FRONT),
        );
        addHandle(mid - 0.04, 0.72, BASE_FRONT, true);
        addHandle(mid + 0.04, 0.72, BASE_FRONT, true);
      } else {
        panels.push(frontRect(pr, x0, x1, h0, h1, BASE_FRONT));
        addHandle((x0 + x1) / 2, h1 - 0.06, BASE_FRONT);
      }
    }
  }
  for (const [x0, x1] of UPPERS) {
    panels.push(frontRect(pr, x0 + gap, x1 - gap, 1.5, 2.25, UPPER_FRONT));
    addHandle(x0 + 0.06, 1.56, UPPER_FRONT, true);
  }
  // Side faces and the undersides of the wall cabinets, a shade darker than the fronts.
  const sides = shapes(
    sideRect(pr, 0.6, BASE_FRONT, D, TOP, 2.25),
    sideRect(pr, 3.0, UPPER_FRONT, D, 1.5, 2.25),
    flatRect(pr, 0.6, 1.8, UPPER_FRONT, D, 1.5),
    flatRect(pr, 3.0, 3.6, UPPER_FRONT, D, 1.5),
  );
  const groove =
    art.variant === "groove"
      ? el("path", {
          d: segments(
            MODULES.flatMap((m) => [
              [pr.p(m.x0, 0.835, BASE_FRONT), pr.p(m.x1, 0.835, BASE_FRONT)] as [Pt, Pt],
            ]),
          ),
          stroke: shade(color, -0.45),
          "stroke-width": 3,
        })
      : "";
  return layerDoc(
    poly(frontRect(pr, 0.6, 3.6, 0, 0.1, BASE_FRONT + 0.06), { fill: "#3a3835" }) +
      poly(frontRect(pr, 0, 0.6, 0, 0.1, BASE_FRONT + 0.06), { fill: "#3a3835" }) +
      el("path", {
        d: sides,
        fill: shade(color, -0.12),
        stroke: shade(color, -0.3),
        "stroke-width": 0.6,
      }) +
      el("path", {
        d: shapes(...panels),
        fill: f.fill,
        stroke: shade(color, -0.3),
        "stroke-width": 0.8,
      }) +
      groove +
      handles.join(""),
    f.defs,
  );
}

function worktop(art: Art, seed: number): string {
  const f = fillFor(art.look, "wt", { horizontal: true, seed });
  const top = flatRect(pr, 0.6, 3.6, BASE_FRONT - 0.03, D, TOP);
  const edge = frontRect(
    pr,
    0.6,
    3.6,
    TOP - (art.look.kind === "stone" && art.look.edge === "laminate" ? 0.038 : 0.02),
    TOP,
    BASE_FRONT - 0.03,
  );
  return layerDoc(
    poly(top, { fill: f.fill }) +
      poly(top, { fill: "url(#wtSheen)" }) +
      poly(edge, { fill: f.fill }) +
      poly(edge, { fill: "#000", opacity: 0.15 }),
    f.defs +
      el(
        "linearGradient",
        { id: "wtSheen", x1: 0, y1: 0, x2: 1, y2: 0 },
        el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": 0 }) +
          el("stop", { offset: 0.6, "stop-color": "#fff", "stop-opacity": 0.22 }) +
          el("stop", { offset: 1, "stop-color": "#fff", "stop-opacity": 0.05 }),
      ),
  );
}

function sink(art: Art): string {
  const f = fillFor(art.look, "sk");
  const color =
    art.look.kind === "metal" || art.look.kind === "stone" || art.look.kind === "solid"
      ? art.look.color
      : "#ccc";
  const inset = art.variant !== "undermount";
  const bowl = flatRect(pr, SINK_X - 0.25, SINK_X + 0.25, BASE_FRONT + 0.08, D - 0.1, TOP + 0.002);
  const rim = flatRect(pr, SINK_X - 0.3, SINK_X + 0.3, BASE_FRONT + 0.04, D - 0.05, TOP + 0.004);
  const wall = flatRect(
    pr,
    SINK_X - 0.25,
    SINK_X + 0.25,
    BASE_FRONT + 0.08,
    BASE_FRONT + 0.14,
    TOP + 0.002,
  );
  const drain = flatCircle(pr, SINK_X, BASE_FRONT + 0.3, 0.035, TOP);
  return layerDoc(
    (inset ? poly(rim, { fill: f.fill, stroke: shade(color, -0.3), "stroke-width": 1 }) : "") +
      poly(bowl, { fill: shade(color, -0.28) }) +
      poly(wall, { fill: shade(color, -0.45), opacity: 0.6 }) +
      poly(drain, { fill: shade(color, -0.55) }) +
      (inset ? "" : poly(bowl, { fill: "none", stroke: shade(color, -0.5), "stroke-width": 1.5 })),
    f.defs,
  );
}

function faucet(art: Art): string {
  const f = fillFor(art.look, "fc");
  const d = D - 0.06;
  const s = pr.scaleAt(d);
  const [bx, by] = pr.p(SINK_X, TOP, d);
  const top = by - 0.36 * s;
  const reach = 0.16 * s;
  const spout = `M${xy([bx, by])}L${xy([bx, top + 0.05 * s])}Q${xy([bx, top - 0.04 * s])} ${xy([bx + reach * 0.5, top - 0.03 * s])}Q${xy([bx + reach, top])} ${xy([bx + reach, top + 0.1 * s])}`;
  return layerDoc(
    el("path", {
      d: spout,
      fill: "none",
      stroke: "#0003",
      "stroke-width": 0.03 * s,
      transform: "translate(6 6)",
      filter: "url(#blur)",
    }) +
      el("path", {
        d: spout,
        fill: "none",
        stroke: f.fill,
        "stroke-width": 0.024 * s,
        "stroke-linecap": "round",
      }) +
      el("rect", {
        x: bx + 0.01 * s,
        y: by - 0.12 * s,
        width: 0.07 * s,
        height: 0.015 * s,
        rx: 2,
        fill: f.fill,
      }) +
      el("ellipse", { cx: bx, cy: by, rx: 0.03 * s, ry: 0.008 * s, fill: f.fill }),
    f.defs + BLUR_DEF,
  );
}

function backsplash(art: Art, seed: number): string {
  const look = art.look;
  const area = shapes(
    frontRect(pr, 0.6, WINDOW.x0, TOP, 1.5, D),
    frontRect(pr, WINDOW.x1, 3.6, TOP, 1.5, D),
    frontRect(pr, WINDOW.x0, WINDOW.x1, TOP, WINDOW.h0, D),
  );
  if (look.kind === "tile") {
    const joints = tileJoints(backPlane(pr, 0.6, 3.6, TOP, 1.5), look.w / 100, look.h / 100, true);
    const f = fillFor(look, "bs", { seed });
    return layerDoc(
      el("clipPath", { id: "bsClip" }, el("path", { d: area })) +
        el(
          "g",
          { "clip-path": "url(#bsClip)" },
          el("path", { d: area, fill: f.fill }) +
            el("path", { d: joints, stroke: "#f4f2ee", "stroke-width": 1.6, fill: "none" }) +
            el("path", { d: area, fill: "url(#bsGloss)" }),
        ),
      f.defs +
        el(
          "linearGradient",
          { id: "bsGloss", x1: 0, y1: 0, x2: 1, y2: 0 },
          el("stop", { offset: 0, "stop-color": "#fff", "stop-opacity": 0.05 }) +
            el("stop", {
              offset: 0.5,
              "stop-color": "#fff",
              "stop-opacity": look.finish === "gloss" ? 0.25 : 0.06,
            }) +
            el("stop", { offset: 1, "stop-color": "#fff", "stop-opacity": 0.05 }),
        ),
    );
  }
  const f = fillFor(look, "bs", { horizontal: true, seed });
  return layerDoc(
    el("path", { d: area, fill: f.fill }) +
      (look.kind === "glass" ? el("path", { d: area, fill: "#fff", opacity: 0.12 }) : ""),
    f.defs,
  );
}

function appliances(): string {
  const hob = flatRect(pr, 0.75, 1.35, BASE_FRONT + 0.05, D - 0.06, TOP + 0.003);
  const zones = [
    [0.9, BASE_FRONT + 0.18],
    [1.2, BASE_FRONT + 0.18],
    [0.9, D - 0.2],
    [1.2, D - 0.2],
  ].map(([x, d]) =>
    poly(flatCircle(pr, x ?? 0, d ?? 0, 0.09, TOP + 0.004), {
      fill: "none",
      stroke: "#3c3c3c",
      "stroke-width": 1.2,
    }),
  );
  const oven = frontRect(pr, 0.02, 0.58, 0.76, 1.3, BASE_FRONT + 0.005);
  const ovenGlass = frontRect(pr, 0.06, 0.54, 0.8, 1.18, BASE_FRONT + 0.006);
  const [hx, hy] = pr.p(0.3, 1.24, BASE_FRONT);
  const s = pr.scaleAt(BASE_FRONT);
  return layerDoc(
    poly(hob, { fill: "#141414" }) +
      zones.join("") +
      poly(oven, { fill: "#1d1d1d" }) +
      poly(ovenGlass, { fill: "#2c3033", stroke: "#0d0d0d" }) +
      el("rect", { x: hx - 0.2 * s, y: hy, width: 0.4 * s, height: 0.014 * s, fill: "#b5b7b8" }) +
      el("rect", {
        x: hx - 0.05 * s,
        y: hy - 0.035 * s,
        width: 0.1 * s,
        height: 0.01 * s,
        fill: "#5ad1e3",
        opacity: 0.8,
      }),
  );
}

function architecture(): string {
  const win = backWindow(pr, WINDOW, "ksky", 1);
  return layerDoc(win.body, win.defs);
}

function props(): string {
  const board = box(pr, 1.45, 1.75, TOP, TOP + 0.02, D - 0.2, D - 0.03);
  let out =
    poly(board.front, { fill: "#a77c52" }) +
    (board.top ? poly(board.top, { fill: "#c49a6c" }) : "");
  out += poly(flatCircle(pr, 3.25, BASE_FRONT + 0.3, 0.15, TOP + 0.08), {
    fill: "#e7e2da",
    stroke: "#c9c2b6",
  });
  const fruit = [
    [3.2, 0.1, "#d9902f"],
    [3.3, 0.11, "#c24b36"],
    [3.26, 0.14, "#9db04a"],
  ] as const;
  for (const [x, h, c] of fruit) {
    const [fx, fy] = pr.p(x, TOP + h, BASE_FRONT + 0.3);
    out += el("circle", { cx: fx, cy: fy, r: 0.045 * pr.scaleAt(BASE_FRONT + 0.3), fill: c });
  }
  out += plant(pr, 3.45, D - 0.12, 0.55, 9, TOP);
  return layerDoc(out, BLUR_DEF);
}

export const kitchenScene: SceneArt = {
  base: [
    { layer: 0, svg: layerDoc(shell(pr, { floor: "none", wall: "none" })) },
    { layer: 35, svg: architecture() },
    { layer: 56, svg: appliances() },
    { layer: 70, svg: props() },
    { layer: 90, svg: lightLayer(pr, [WINDOW]) },
  ],
  layers: {
    ...finishLayers(pr, { floor: true, walls: true }),
    backsplash: { layer: 45, draw: backsplash },
    fronts: { layer: 50, draw: fronts },
    worktop: { layer: 55, draw: worktop },
    sink: { layer: 57, draw: sink },
    faucet: { layer: 58, draw: faucet },
  },
};
