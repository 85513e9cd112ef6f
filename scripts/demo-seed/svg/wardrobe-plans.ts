/** Wardrobe drawings: the inside of a built-in wardrobe seen from the front, with dimensions. */
import type { WardrobeSpec } from "../demo-layouts.ts";
import { el, n, svgDoc, text } from "./svg.ts";

const INK = "#24282c";
const FONT = "Arial, Helvetica, sans-serif";

type Section = "hanging" | "shelves" | "drawers" | "shoes" | "double-hanging";

function sectionsFor(length: number, hallway: boolean): Section[] {
  const count = Math.max(2, Math.round(length / 0.6));
  const order: Section[] = hallway
    ? ["hanging", "shelves", "shoes", "hanging"]
    : ["double-hanging", "shelves", "drawers", "hanging"];
  return Array.from({ length: count }, (_, i) => order[i % order.length] as Section);
}

export function wardrobePlan(
  w: WardrobeSpec,
  sheet: { apartment: string; layoutName: string },
  hallway: boolean,
): string {
  const length = Math.round(Math.hypot(w.b[0] - w.a[0], w.b[1] - w.a[1]) * 10) / 10;
  const height = 2.4;
  const scale = Math.min(230, 620 / height, 900 / length);
  const x0 = 200;
  const y0 = 140;
  const W = length * scale;
  const Hh = height * scale;
  const sections = sectionsFor(length, hallway);
  const sw = W / sections.length;
  let out = el("rect", { width: 1200, height: 900, fill: "#ffffff" });
  out += text(x0, 70, `${sheet.apartment} · ${sheet.layoutName}`, {
    "font-size": 20,
    "font-weight": 700,
    fill: INK,
  });
  out += text(x0, 96, `${w.name.et} · ${w.name.en} · ${w.name.de}`, {
    "font-size": 13,
    fill: "#6b7177",
  });
  out += el("rect", {
    x: x0,
    y: y0,
    width: W,
    height: Hh,
    fill: "#fbfaf8",
    stroke: INK,
    "stroke-width": 2.4,
  });
  out += el("rect", {
    x: x0,
    y: y0 + Hh - 0.08 * scale,
    width: W,
    height: 0.08 * scale,
    fill: "#d9d6d0",
    stroke: INK,
    "stroke-width": 1,
  });
  const top = y0 + 0.35 * scale;
  out += el("path", { d: `M${x0} ${n(top)}H${n(x0 + W)}`, stroke: INK, "stroke-width": 1.4 });
  sections.forEach((s, i) => {
    const sx = x0 + i * sw;
    if (i > 0)
      out += el("path", {
        d: `M${n(sx)} ${y0}V${n(y0 + Hh - 0.08 * scale)}`,
        stroke: INK,
        "stroke-width": 1.6,
      });
    const rail = (ry: number) =>
      el("path", {
        d: `M${n(sx + 8)} ${n(ry)}H${n(sx + sw - 8)}`,
        stroke: INK,
        "stroke-width": 2.2,
      }) +
      [0.25, 0.5, 0.75]
        .map((p) => {
          const hx = sx + sw * p;
          return el("path", {
            d: `M${n(hx)} ${n(ry)}v8l-14 10h28l-14-10`,
            fill: "none",
            stroke: "#8b9197",
            "stroke-width": 1,
          });
        })
        .join("");
    const floor = y0 + Hh - 0.08 * scale;
    switch (s) {
      case "hanging":
        out += rail(top + 0.08 * scale);
        out += el("path", {
          d: `M${n(sx)} ${n(floor - 0.3 * scale)}H${n(sx + sw)}`,
          stroke: INK,
          "stroke-width": 1.2,
        });
        break;
      case "double-hanging":
        out += rail(top + 0.08 * scale) + rail(top + 1.05 * scale);
        out += el("path", {
          d: `M${n(sx)} ${n(top + 0.98 * scale)}H${n(sx + sw)}`,
          stroke: INK,
          "stroke-width": 1.2,
        });
        break;
      case "shelves":
        for (let k = 1; k < 6; k++)
          out += el("path", {
            d: `M${n(sx)} ${n(top + (k * (floor - top)) / 6)}H${n(sx + sw)}`,
            stroke: INK,
            "stroke-width": 1.2,
          });
        break;
      case "drawers":
        for (let k = 1; k < 3; k++)
          out += el("path", {
            d: `M${n(sx)} ${n(top + (k * (floor - top)) / 5)}H${n(sx + sw)}`,
            stroke: INK,
            "stroke-width": 1.2,
          });
        for (let k = 0; k < 3; k++) {
          const dy = floor - (k + 1) * 0.22 * scale;
          out += el("rect", {
            x: sx + 6,
            y: dy + 3,
            width: sw - 12,
            height: 0.22 * scale - 6,
            fill: "#f0eee9",
            stroke: INK,
            "stroke-width": 1,
          });
        }
        break;
      case "shoes":
        for (let k = 0; k < 4; k++) {
          const sy = floor - (k + 1) * 0.22 * scale;
          out += el("path", {
            d: `M${n(sx)} ${n(sy + 0.12 * scale)}L${n(sx + sw)} ${n(sy)}`,
            stroke: INK,
            "stroke-width": 1.2,
          });
        }
        for (let k = 1; k < 3; k++)
          out += el("path", {
            d: `M${n(sx)} ${n(top + (k * (floor - top - 0.9 * scale)) / 3)}H${n(sx + sw)}`,
            stroke: INK,
            "stroke-width": 1.2,
          });
        break;
    }
    // The doors, dashed so the inside stays readable.
    out += el("path", {
      d: `M${n(sx + sw)} ${y0}L${n(sx)} ${n(y0 + Hh / 2)}L${n(sx + sw)} ${n(y0 + Hh)}`,
      fill: "none",
      stroke: "#9aa1a8",
      "stroke-width": 0.8,
      "stroke-dasharray": "6 5",
    });
    out += text(sx + sw / 2, y0 + Hh + 28, String(Math.round((length / sections.length) * 1000)), {
      "text-anchor": "middle",
      "font-size": 12,
      fill: INK,
    });
  });
  out += el("path", {
    d: `M${x0} ${n(y0 + Hh + 48)}H${n(x0 + W)}M${x0} ${n(y0 + Hh + 42)}v12M${n(x0 + W)} ${n(y0 + Hh + 42)}v12`,
    stroke: INK,
    "stroke-width": 0.9,
  });
  out += text(x0 + W / 2, y0 + Hh + 68, String(Math.round(length * 1000)), {
    "text-anchor": "middle",
    "font-size": 13,
    "font-weight": 700,
    fill: INK,
  });
  out += el("path", {
    d: `M${x0 - 40} ${y0}V${n(y0 + Hh)}M${x0 - 46} ${y0}h12M${x0 - 46} ${n(y0 + Hh)}h12`,
    stroke: INK,
    "stroke-width": 0.9,
  });
  out += text(x0 - 52, y0 + Hh / 2, String(Math.round(height * 1000)), {
    "text-anchor": "middle",
    "font-size": 13,
    fill: INK,
    transform: `rotate(-90 ${x0 - 52} ${n(y0 + Hh / 2)})`,
  });
  out += text(
    x0,
    y0 + Hh + 110,
    "Sügavus 600 mm · pehmelt sulguvad hinged · Depth 600 mm · soft-close hinges",
    { "font-size": 12, fill: "#6b7177" },
  );
  return svgDoc(1200, 900, `<g font-family="${FONT}">${out}</g>`);
}
