/**
 * The sauna: panelled walls and ceiling, a two-tier bench along the back wall, the heater in the
 * corner and a strip of warm light.
 */
import { fillFor } from "../fills.ts";
import {
  box,
  flatRect,
  frontRect,
  projector,
  type Scene,
  shapes,
  surface,
} from "../perspective.ts";
import { el, type Pt, poly, random, shade, xy } from "../svg.ts";
import { backPlane, boardSeams, type Plane, sidePlane } from "../textures.ts";
import { type Art, BLUR_DEF, layerDoc, lightLayer, type SceneArt, shell } from "./common.ts";

const SCENE: Scene = { width: 2.1, height: 2.2, depth: 2.0, eye: 1.2, camera: 1.3, near: -0.25 };
const pr = projector(SCENE);
const D = SCENE.depth;
const BENCH_X1 = 1.5;

function woodColor(art: Art): { color: string; grain: string } {
  if (art.look.kind === "wood") return { color: art.look.color, grain: art.look.grain };
  return { color: "#d9b98c", grain: "#b38b5d" };
}

function panelling(art: Art): string {
  const { color, grain } = woodColor(art);
  const ceiling: Plane = {
    map: (u, v) => pr.p(u, SCENE.height, v),
    u0: 0,
    u1: SCENE.width,
    v0: SCENE.near,
    v1: D,
  };
  const planes = [backPlane(pr), sidePlane(pr, "left"), sidePlane(pr, "right")];
  const seams = planes.map((pl) => boardSeams(pl, 0.095)).join("");
  const rand = random(17);
  let knots = "";
  for (let i = 0; i < 14; i++) {
    const pl = planes[i % 3] as Plane;
    const [x, y] = pl.map(pl.u0 + rand() * (pl.u1 - pl.u0), 0.2 + rand() * 1.8);
    knots += el("ellipse", {
      cx: x,
      cy: y,
      rx: 3 + rand() * 3,
      ry: 2 + rand() * 2,
      fill: grain,
      opacity: 0.5,
    });
  }
  const ceilSeams: string = (() => {
    let d = "";
    for (let u = 0.095; u < SCENE.width; u += 0.095)
      d += `M${xy(ceiling.map(u, SCENE.near))}L${xy(ceiling.map(u, D))}`;
    return d;
  })();
  return layerDoc(
    poly(surface(pr, "back"), { fill: color }) +
      poly(surface(pr, "left"), { fill: shade(color, -0.06) }) +
      poly(surface(pr, "right"), { fill: shade(color, -0.03) }) +
      poly(surface(pr, "ceiling"), { fill: shade(color, 0.05) }) +
      el("path", {
        d: seams + ceilSeams,
        stroke: shade(color, -0.28),
        "stroke-width": 1.2,
        fill: "none",
      }) +
      knots,
  );
}

function bench(art: Art): string {
  const { color } = woodColor(art);
  const slat = (x0: number, x1: number, h: number, d0: number, d1: number, n: number) => {
    let out = "";
    const step = (d1 - d0) / n;
    for (let i = 0; i < n; i++) {
      const b = box(pr, x0, x1, h - 0.03, h, d0 + i * step + 0.008, d0 + (i + 1) * step - 0.008);
      out +=
        (b.top ? poly(b.top, { fill: shade(color, 0.08) }) : "") +
        poly(b.front, { fill: shade(color, -0.1) });
    }
    return out;
  };
  const apronUpper = frontRect(pr, 0, BENCH_X1, 0.55, 0.92, D - 0.62);
  const apronLower = frontRect(pr, 0, BENCH_X1, 0.05, 0.47, D - 0.98);
  const sideUpper = box(pr, 0, BENCH_X1, 0.5, 0.92, D - 0.62, D).right;
  const back = [1.18, 1.34].map((h) => frontRect(pr, 0, BENCH_X1, h, h + 0.08, D - 0.03));
  return layerDoc(
    poly(flatRect(pr, 0, BENCH_X1 + 0.05, D - 1.1, D, 0.003), {
      fill: "#000",
      opacity: 0.25,
      filter: "url(#blur)",
    }) +
      (sideUpper ? poly(sideUpper, { fill: shade(color, -0.22) }) : "") +
      poly(apronUpper, { fill: shade(color, -0.12) }) +
      slat(0, BENCH_X1, 0.95, D - 0.62, D, 5) +
      poly(apronLower, { fill: shade(color, -0.16) }) +
      slat(0, BENCH_X1, 0.5, D - 0.98, D - 0.62, 3) +
      el("path", {
        d: shapes(...back),
        fill: shade(color, 0.04),
        stroke: shade(color, -0.3),
        "stroke-width": 0.8,
      }),
    BLUR_DEF,
  );
}

function heater(art: Art): string {
  const f = fillFor(art.look, "ht");
  const body = art.look.kind === "metal" ? art.look.color : "#2b2b2b";
  const rand = random(23);
  const stones = (cx: number, cd: number, r: number, h: number, count: number) => {
    let out = "";
    for (let i = 0; i < count; i++) {
      const a = rand() * Math.PI * 2;
      const rr = Math.sqrt(rand()) * r;
      const [x, y] = pr.p(cx + Math.cos(a) * rr, h + rand() * 0.04, cd + Math.sin(a) * rr);
      const s = pr.scaleAt(cd);
      out += el("ellipse", {
        cx: x,
        cy: y,
        rx: (0.03 + rand() * 0.02) * s,
        ry: (0.02 + rand() * 0.015) * s,
        fill: ["#6f6c69", "#8a8683", "#54504d", "#9c9894"][i % 4],
      });
    }
    return out;
  };
  if (art.variant === "tower") {
    const cx = 1.8;
    const cd = 1.05;
    const [x0, y0] = pr.p(cx - 0.2, 0.05, cd - 0.2);
    const [x1, y1] = pr.p(cx + 0.2, 1.15, cd - 0.2);
    const cage: string[] = [];
    for (let i = 0; i <= 6; i++) {
      const x = x0 + ((x1 - x0) * i) / 6;
      cage.push(`M${x.toFixed(1)} ${y0.toFixed(1)}L${x.toFixed(1)} ${y1.toFixed(1)}`);
    }
    let inside = "";
    for (let h = 0.12; h < 1.15; h += 0.08) inside += stones(cx, cd, 0.14, h, 5);
    return layerDoc(
      poly(flatRect(pr, cx - 0.25, cx + 0.25, cd - 0.25, cd + 0.25, 0.003), {
        fill: "#000",
        opacity: 0.3,
        filter: "url(#blur)",
      }) +
        inside +
        el("path", { d: cage.join(""), stroke: f.fill, "stroke-width": 3 }) +
        el("rect", {
          x: Math.min(x0, x1),
          y: Math.min(y0, y1),
          width: Math.abs(x1 - x0),
          height: 10,
          fill: f.fill,
        }) +
        el("rect", {
          x: Math.min(x0, x1),
          y: Math.max(y0, y1) - 30,
          width: Math.abs(x1 - x0),
          height: 30,
          fill: f.fill,
        }),
      f.defs + BLUR_DEF,
    );
  }
  const b = box(pr, 1.58, 2.0, 0.12, 0.78, 0.85, 1.25);
  const [kx, ky] = pr.p(1.79, 0.35, 0.85);
  return layerDoc(
    poly(flatRect(pr, 1.55, 2.05, 0.8, 1.3, 0.003), {
      fill: "#000",
      opacity: 0.3,
      filter: "url(#blur)",
    }) +
      (b.left ? poly(b.left, { fill: shade(body, -0.2) }) : "") +
      poly(b.front, { fill: f.fill }) +
      (b.top ? poly(b.top, { fill: shade(body, -0.3) }) : "") +
      stones(1.79, 1.05, 0.17, 0.78, 26) +
      el("circle", { cx: kx, cy: ky, r: 9, fill: "#1a1a1a", stroke: "#777" }) +
      el("path", {
        d: shapes(
          frontRect(pr, 1.62, 1.96, 0.5, 0.52, 0.849),
          frontRect(pr, 1.62, 1.96, 0.58, 0.6, 0.849),
        ),
        fill: shade(body, 0.2),
      }),
    f.defs + BLUR_DEF,
  );
}

function saunaLight(art: Art): string {
  const color = art.look.kind === "light" ? art.look.color : "#ffc46b";
  if (art.variant === "stars") {
    const rand = random(31);
    let stars = "";
    for (let i = 0; i < 40; i++) {
      const [x, y] = pr.p(
        rand() * SCENE.width,
        SCENE.height - 0.002,
        SCENE.near + 0.3 + rand() * (D - SCENE.near - 0.3),
      );
      stars += el("circle", { cx: x, cy: y, r: 1.5 + rand() * 2, fill: "#fffbe8" });
    }
    return layerDoc(
      el("g", { filter: "url(#glow)" }, stars) + stars,
      el("filter", { id: "glow" }, el("feGaussianBlur", { stdDeviation: 3 })),
    );
  }
  const h = art.variant === "bench" ? 0.9 : 1.16;
  const d = art.variant === "bench" ? D - 0.6 : D - 0.025;
  const a: Pt = pr.p(0.02, h, d);
  const b: Pt = pr.p(BENCH_X1 - 0.02, h, d);
  const glowDepth =
    art.variant === "bench"
      ? [pr.p(0, 0.55, d - 0.02), pr.p(BENCH_X1, 0.55, d - 0.02)]
      : [pr.p(0, 1.0, D), pr.p(BENCH_X1, 1.0, D)];
  return layerDoc(
    el("path", {
      d: `M${xy(a)}L${xy(b)}L${xy(glowDepth[1] as Pt)}L${xy(glowDepth[0] as Pt)}Z`,
      fill: color,
      opacity: 0.45,
      filter: "url(#glow)",
    }) + el("path", { d: `M${xy(a)}L${xy(b)}`, stroke: "#fff4d6", "stroke-width": 3 }),
    el(
      "filter",
      { id: "glow", x: "-20%", y: "-50%", width: "140%", height: "200%" },
      el("feGaussianBlur", { stdDeviation: 14 }),
    ),
  );
}

export const saunaScene: SceneArt = {
  base: [
    {
      layer: 0,
      svg: layerDoc(
        shell(pr, { floor: "tile", wall: "#d9b98c" }) +
          poly(surface(pr, "floor"), { fill: "#4d4944" }),
      ),
    },
    { layer: 90, svg: lightLayer(pr, [], { warm: true }) },
  ],
  layers: {
    panelling: { layer: 20, draw: panelling },
    bench: { layer: 50, draw: bench },
    heater: { layer: 55, draw: heater },
    light: { layer: 60, draw: saunaLight },
  },
};
