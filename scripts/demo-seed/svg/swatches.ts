/**
 * Material pictures for the catalogue and the option grid: a square thumbnail and a larger picture.
 * Surfaces show their texture (wood grain, tile grid, stone veins, paint chip, metal finish);
 * products show a drawing of the product in their finish.
 */
import { type Fill, fillFor } from "./fills.ts";
import type { Look, Product } from "./looks.ts";
import type { Art } from "./rooms/common.ts";
import { el, linearGradient, radialGradient, shade, svgDoc } from "./svg.ts";
import {
  flatPlane,
  herringbone,
  jointColor,
  tileDefs,
  tileJoints,
  tileSurface,
  woodBoards,
} from "./textures.ts";

/** Which drawing a group's options get, by the room-picture layer that draws them. */
export const PRODUCT_OF_LAYER: Record<string, Product> = {
  door: "door",
  entranceDoor: "entrance-door",
  handle: "handle",
  wardrobe: "wardrobe",
  fronts: "fronts",
  sink: "sink",
  faucet: "faucet",
  mixers: "mixer",
  vanity: "vanity",
  toilet: "toilet",
  washbasin: "basin",
  heater: "heater",
  lights: "ceiling-lamp",
  ceilingLights: "ceiling-lamp",
  light: "linear-light",
  skirting: "skirting",
  sill: "sill",
};

function texture(look: Look, w: number, h: number, seed: number): { defs: string; body: string } {
  switch (look.kind) {
    case "wood": {
      const pl = flatPlane(w, h, look.pattern === "herringbone" ? 380 : 300);
      const drawn =
        look.pattern === "herringbone"
          ? herringbone(pl, look, seed, "s")
          : woodBoards(pl, look, seed, "s");
      return { defs: el("style", {}, drawn.style), body: el("g", {}, drawn.body) };
    }
    case "tile": {
      const scale = (Math.min(w, h) * 100) / (Math.max(look.w, look.h) * 2.2);
      const pl = flatPlane(w, h, scale);
      return {
        defs: tileDefs("sw"),
        body:
          tileSurface(pl, look, seed, "sw") +
          el("path", {
            d: tileJoints(pl, look.w / 100, look.h / 100, look.w > look.h * 1.5, 0.1),
            stroke: jointColor(look),
            "stroke-width": 3,
            fill: "none",
          }),
      };
    }
    case "paint": {
      return {
        defs: el(
          "filter",
          { id: "roller" },
          el("feTurbulence", {
            type: "fractalNoise",
            baseFrequency: "0.04 0.6",
            numOctaves: 2,
            seed: 2,
          }) +
            el("feColorMatrix", { values: "0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.08 0" }) +
            el("feComposite", { in2: "SourceGraphic", operator: "in" }),
        ),
        body:
          el("rect", { width: w, height: h, fill: look.color }) +
          el("rect", { width: w, height: h, fill: look.color, filter: "url(#roller)" }),
      };
    }
    default: {
      const f = fillFor(look, "tx", { seed, horizontal: look.kind === "stone" });
      const brushed =
        look.kind === "metal" && look.finish === "brushed"
          ? el("rect", { width: w, height: h, fill: "url(#brush)", opacity: 0.35 })
          : "";
      return {
        defs:
          f.defs +
          el(
            "pattern",
            { id: "brush", width: 400, height: 6, patternUnits: "userSpaceOnUse" },
            el("path", {
              d: "M0 1H400M0 4H260",
              stroke: "#ffffff",
              "stroke-width": 0.7,
              "stroke-opacity": 0.6,
            }),
          ),
        body: el("rect", { width: w, height: h, fill: f.fill }) + brushed,
      };
    }
  }
}

/** Product drawings on a 200 × 200 grid, painted with the option's fill. */
function product(p: Product, f: Fill, look: Look, variant: string | undefined): string {
  const base =
    look.kind === "solid" || look.kind === "metal" || look.kind === "stone" || look.kind === "paint"
      ? look.color
      : "#d9d9d9";
  const edge = shade(base, -0.35);
  const s = { fill: f.fill, stroke: edge, "stroke-width": 1.5 };
  switch (p) {
    case "door":
    case "entrance-door":
      return (
        el("rect", {
          x: 52,
          y: 14,
          width: 96,
          height: 176,
          fill: shade(base, -0.1),
          stroke: edge,
        }) +
        el("rect", { x: 58, y: 20, width: 84, height: 170, ...s }) +
        (variant === "grooved"
          ? el("path", { d: "M66 70H134M66 110H134M66 150H134", stroke: edge, "stroke-width": 2 })
          : "") +
        (variant === "framed"
          ? el("path", {
              d: "M70 34H130V96H70ZM70 112H130V176H70Z",
              fill: "none",
              stroke: edge,
              "stroke-width": 2,
            })
          : "") +
        el("rect", { x: 124, y: 100, width: 14, height: 4, rx: 2, fill: "#9a9c9e" })
      );
    case "handle":
      return (
        el("rect", {
          x: 60,
          y: 40,
          width: 80,
          height: 140,
          rx: 6,
          fill: "#f3f1ec",
          stroke: "#d8d4cc",
        }) +
        el("circle", { cx: 80, cy: 100, r: 14, ...s }) +
        el("rect", { x: 74, y: 93, width: 96, height: 14, rx: 7, ...s }) +
        el("ellipse", { cx: 80, cy: 140, rx: 7, ry: 11, ...s })
      );
    case "wardrobe":
    case "fronts": {
      const doors =
        p === "fronts" ? "M20 100H180M70 20V180M120 100V180M120 20V100" : "M73 16V184M126 16V184";
      const knobs =
        variant === "knob"
          ? el("circle", { cx: 62, cy: 92, r: 4, fill: "#b89455" }) +
            el("circle", { cx: 78, cy: 108, r: 4, fill: "#b89455" })
          : variant === "bar"
            ? el("path", {
                d: "M63 70V120M82 70V120",
                stroke: "#1f1f1f",
                "stroke-width": 4,
                "stroke-linecap": "round",
              })
            : "";
      return (
        el("rect", { x: 18, y: 14, width: 164, height: 172, ...s }) +
        (variant === "mirror"
          ? el("rect", { x: 77, y: 20, width: 46, height: 160, fill: "url(#mirrorSw)" })
          : "") +
        el("path", { d: doors, stroke: edge, "stroke-width": 2 }) +
        knobs
      );
    }
    case "sink":
      return (
        el("rect", {
          x: 20,
          y: 50,
          width: 160,
          height: 110,
          rx: 10,
          fill: variant === "undermount" ? "#ece9e3" : f.fill,
          stroke: edge,
        }) +
        el("rect", {
          x: 38,
          y: 66,
          width: 124,
          height: 80,
          rx: 14,
          fill: shade(base, -0.25),
          stroke: edge,
        }) +
        el("circle", { cx: 100, cy: 110, r: 7, fill: shade(base, -0.5) })
      );
    case "faucet":
    case "mixer":
      return (
        el("rect", { x: 40, y: 176, width: 120, height: 10, rx: 5, fill: "#e4e1db" }) +
        el("path", {
          d: "M92 176V56Q92 30 118 30Q146 30 146 58V74",
          fill: "none",
          stroke: f.fill,
          "stroke-width": 14,
          "stroke-linecap": "round",
        }) +
        el("path", {
          d: "M92 176V56Q92 30 118 30Q146 30 146 58V74",
          fill: "none",
          stroke: "#ffffff",
          "stroke-opacity": 0.35,
          "stroke-width": 3,
          transform: "translate(-3 0)",
        }) +
        el("rect", {
          x: 86,
          y: 130,
          width: 40,
          height: 12,
          rx: 6,
          transform: "rotate(-20 90 136)",
          ...s,
        })
      );
    case "vanity":
      return (
        el("rect", {
          x: 20,
          y: 70,
          width: 160,
          height: 16,
          rx: 3,
          fill: "#f7f7f5",
          stroke: "#d2d0cb",
        }) +
        el("rect", { x: 24, y: 86, width: 152, height: 70, ...s }) +
        el("path", { d: "M60 121H140", stroke: edge, "stroke-width": 3 }) +
        el("path", {
          d: "M100 70V44Q100 36 110 36",
          fill: "none",
          stroke: "#b0b2b4",
          "stroke-width": 6,
        })
      );
    case "toilet":
      return (
        el("rect", {
          x: 74,
          y: 18,
          width: 52,
          height: 34,
          rx: 4,
          fill: variant === "black-plate" ? "#1e1e1e" : "#f0efec",
          stroke: "#b9b9b6",
        }) +
        el("path", {
          d: "M44 90Q44 70 100 70Q156 70 156 90Q156 150 118 168H82Q44 150 44 90Z",
          ...s,
        }) +
        el("ellipse", { cx: 100, cy: 90, rx: 50, ry: 16, fill: shade(base, 0.05), stroke: edge })
      );
    case "basin":
      return (
        el("rect", { x: 36, y: 96, width: 128, height: 44, rx: 6, ...s }) +
        el("rect", { x: 48, y: 100, width: 104, height: 14, rx: 5, fill: shade(base, -0.15) }) +
        el("path", { d: "M100 96V62L112 60", fill: "none", stroke: "#b0b2b4", "stroke-width": 6 })
      );
    case "heater":
      if (variant === "tower")
        return (
          el("rect", { x: 66, y: 20, width: 68, height: 166, fill: "#77726d" }) +
          el("path", {
            d: "M66 20V186M83 20V186M100 20V186M117 20V186M134 20V186",
            stroke: f.fill,
            "stroke-width": 5,
          }) +
          el("rect", { x: 62, y: 14, width: 76, height: 10, ...s })
        );
      return (
        el("rect", { x: 44, y: 70, width: 112, height: 116, rx: 4, ...s }) +
        el("path", { d: "M56 120H144M56 132H144", stroke: shade(base, 0.25), "stroke-width": 3 }) +
        [60, 78, 96, 114, 132]
          .map((x, i) =>
            el("ellipse", {
              cx: x + 6,
              cy: 62 - (i % 2) * 6,
              rx: 12,
              ry: 9,
              fill: ["#6f6c69", "#8a8683", "#54504d"][i % 3],
            }),
          )
          .join("")
      );
    case "linear-light":
      return (
        el("rect", { x: 20, y: 96, width: 160, height: 10, rx: 5, fill: "#fff4d6" }) +
        el("rect", {
          x: 10,
          y: 70,
          width: 180,
          height: 60,
          rx: 30,
          fill: look.kind === "light" ? look.glow : "#ffd28a",
          opacity: 0.45,
          filter: "url(#swGlow)",
        })
      );
    case "skirting":
    case "sill":
    case "threshold":
      return (
        el("path", { d: "M20 150V90H150Q180 90 180 120V150Z", ...s }) +
        el("path", { d: "M20 150H180", stroke: edge, "stroke-width": 2 })
      );
    default: {
      // Ceiling lamps: shape follows the variant (downlights, track, pendants, wall lights, globes).
      const glow = look.kind === "light" ? look.glow : "#fff3d0";
      if (variant === "track" || variant === "spots")
        return (
          el("rect", {
            x: 20,
            y: 30,
            width: 160,
            height: 10,
            rx: 5,
            fill: variant === "track" ? f.fill : "#e9e6e0",
          }) +
          [50, 100, 150]
            .map(
              (x) =>
                el("rect", {
                  x: x - 11,
                  y: 40,
                  width: 22,
                  height: 44,
                  rx: 5,
                  fill: variant === "track" ? f.fill : "#f4f2ed",
                  stroke: edge,
                }) +
                el("ellipse", {
                  cx: x,
                  cy: 110,
                  rx: 26,
                  ry: 18,
                  fill: glow,
                  opacity: 0.5,
                  filter: "url(#swGlow)",
                }),
            )
            .join("")
        );
      if (variant === "wall")
        return (
          el("rect", { x: 94, y: 40, width: 12, height: 50, fill: f.fill }) +
          el("path", { d: "M70 90H130L142 126H58Z", ...s }) +
          el("ellipse", {
            cx: 100,
            cy: 150,
            rx: 50,
            ry: 26,
            fill: glow,
            opacity: 0.5,
            filter: "url(#swGlow)",
          })
        );
      if (variant === "pendant" || variant === "globe")
        return (
          el("path", { d: "M100 10V80", stroke: "#555", "stroke-width": 2 }) +
          el("circle", {
            cx: 100,
            cy: 116,
            r: 38,
            fill: look.kind === "light" ? look.color : f.fill,
            stroke: "#d8cfbd",
          }) +
          el("circle", {
            cx: 100,
            cy: 116,
            r: 60,
            fill: glow,
            opacity: 0.35,
            filter: "url(#swGlow)",
          })
        );
      if (variant === "linear")
        return (
          el("rect", {
            x: 20,
            y: 40,
            width: 160,
            height: 14,
            rx: 4,
            fill: "#fffbe9",
            stroke: "#ddd",
          }) +
          el("rect", {
            x: 20,
            y: 60,
            width: 160,
            height: 60,
            fill: glow,
            opacity: 0.4,
            filter: "url(#swGlow)",
          })
        );
      return (
        el("ellipse", { cx: 100, cy: 60, rx: 70, ry: 16, fill: "#e9e4da" }) +
        el("path", {
          d: "M30 60Q30 96 100 96Q170 96 170 60Z",
          fill: look.kind === "light" ? look.color : "#f3efe6",
          stroke: "#d8d1c3",
        }) +
        el("ellipse", {
          cx: 100,
          cy: 118,
          rx: 70,
          ry: 30,
          fill: glow,
          opacity: 0.4,
          filter: "url(#swGlow)",
        })
      );
    }
  }
}

const PRODUCT_DEFS =
  el(
    "filter",
    { id: "swGlow", x: "-50%", y: "-50%", width: "200%", height: "200%" },
    el("feGaussianBlur", { stdDeviation: 12 }),
  ) +
  el(
    "filter",
    { id: "swShadow" },
    el("feDropShadow", { dx: 0, dy: 6, stdDeviation: 6, "flood-opacity": 0.18 }),
  ) +
  linearGradient("swBg", [
    [0, "#f7f6f3"],
    [1, "#e9e6e0"],
  ]) +
  linearGradient(
    "mirrorSw",
    [
      [0, "#c9d3d6"],
      [0.5, "#f1f4f5"],
      [1, "#bfc8cb"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  ) +
  radialGradient("swSheen", [
    [0, "#ffffff", 0.25],
    [1, "#ffffff", 0],
  ]);

function picture(
  art: Art,
  productKind: Product | undefined,
  w: number,
  h: number,
  seed: number,
): string {
  if (
    productKind &&
    art.look.kind !== "wood" &&
    art.look.kind !== "tile" &&
    art.look.kind !== "paint"
  ) {
    const f = fillFor(art.look, "pf", { seed });
    const size = Math.min(w, h) * 0.82;
    const body =
      el("rect", { width: w, height: h, fill: "url(#swBg)" }) +
      el(
        "g",
        {
          transform: `translate(${((w - size) / 2).toFixed(1)} ${((h - size) / 2).toFixed(1)}) scale(${(size / 200).toFixed(3)})`,
          filter: "url(#swShadow)",
        },
        product(productKind, f, art.look, art.variant),
      );
    return svgDoc(w, h, body, PRODUCT_DEFS + f.defs);
  }
  const tx = texture(art.look, w, h, seed);
  const sheen = el("rect", { width: w, height: h, fill: "url(#sheen)" });
  return svgDoc(
    w,
    h,
    tx.body + sheen,
    tx.defs +
      linearGradient(
        "sheen",
        [
          [0, "#ffffff", 0.18],
          [0.5, "#ffffff", 0],
          [1, "#000000", 0.1],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
  );
}

/** Square thumbnail (catalogue card and option grid). */
export function thumbnail(art: Art, productKind: Product | undefined, seed: number): string {
  return picture(art, productKind, 240, 240, seed);
}

/** The large picture of the detail panel. */
export function bigPicture(art: Art, productKind: Product | undefined, seed: number): string {
  return picture(art, productKind, 800, 600, seed);
}
