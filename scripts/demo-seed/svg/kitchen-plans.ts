/**
 * The kitchen drawing of a layout: the cabinet run seen from above and from the front, with the
 * symbols of the kitchen legend (opening direction, hidden LED strip, potential location).
 */
import type { LayoutTemplate } from "../demo-layouts.ts";
import { type IconKey, placeIcon } from "./icons.ts";
import { el, n, svgDoc, text } from "./svg.ts";

const INK = "#24282c";
const FONT = "Arial, Helvetica, sans-serif";

type Module = {
  w: number;
  kind: "fridge" | "drawers" | "hob" | "sink" | "dishwasher" | "door";
  upper: boolean;
};

/** Splits a run into cabinet modules: fridge column first, then hob, sink and dishwasher. */
export function kitchenModules(length: number): { modules: Module[]; spare: number } {
  const plan: Module[] = [
    { w: 0.6, kind: "fridge", upper: false },
    { w: 0.6, kind: "hob", upper: true },
    { w: 0.8, kind: "sink", upper: false },
  ];
  let used = 2.0;
  if (length - used >= 0.6) {
    plan.push({ w: 0.6, kind: "dishwasher", upper: true });
    used += 0.6;
  }
  if (length - used >= 0.4) {
    const w = Math.min(0.6, Math.floor((length - used) * 10) / 10);
    plan.splice(1, 0, { w, kind: "drawers", upper: true });
    used += w;
  }
  if (length - used >= 0.3) {
    const w = Math.floor((length - used) * 10) / 10;
    plan.push({ w, kind: "door", upper: true });
    used += w;
  }
  return { modules: plan, spare: Math.max(0, length - used) };
}

const ICON_OF: Record<Module["kind"], IconKey | null> = {
  fridge: "fridge",
  drawers: null,
  hob: "hob",
  sink: "sink",
  dishwasher: "dishwasher",
  door: null,
};

export function kitchenPlan(
  t: LayoutTemplate,
  sheet: { apartment: string; layoutName: string; company: string },
): string {
  const length =
    Math.round(Math.hypot(t.kitchen.b[0] - t.kitchen.a[0], t.kitchen.b[1] - t.kitchen.a[1]) * 10) /
    10;
  const { modules, spare } = kitchenModules(length);
  const scale = Math.min(200, 820 / (length + 0.6));
  const x0 = 120;
  const planY = 150;
  const depth = 0.6 * scale;
  let out = el("rect", { width: 1400, height: 900, fill: "#ffffff" });
  out += text(120, 70, `${sheet.apartment} · ${sheet.layoutName}`, {
    "font-size": 20,
    "font-weight": 700,
    fill: INK,
  });
  out += text(120, 96, "Köögi joonis · Kitchen plan · Küchenplan", {
    "font-size": 13,
    fill: "#6b7177",
  });
  // Wall behind the run, hatched.
  out += el("rect", {
    x: x0 - 20,
    y: planY - 24,
    width: length * scale + 40,
    height: 24,
    fill: "url(#hatch)",
    stroke: INK,
    "stroke-width": 1.2,
  });
  const elevY = 470;
  const base = 0.9 * scale * 0.45;
  const eScale = scale * 0.45;
  let x = x0;
  let led = "";
  for (const m of modules) {
    const w = m.w * scale;
    // Plan: the module, its appliance symbol, and the opening direction on doors.
    out += el("rect", {
      x,
      y: planY,
      width: w,
      height: depth,
      fill: m.kind === "fridge" ? "#eef1f3" : "#fbfaf8",
      stroke: INK,
      "stroke-width": 1.4,
    });
    const icon = ICON_OF[m.kind];
    if (icon) out += placeIcon(icon, x + w / 2, planY + depth / 2, Math.min(w, depth) * 0.7);
    if (m.upper) {
      out += el("rect", {
        x: x + 2,
        y: planY + 2,
        width: w - 4,
        height: 0.35 * scale,
        fill: "none",
        stroke: INK,
        "stroke-width": 0.8,
        "stroke-dasharray": "6 4",
      });
      led += `M${n(x + 4)} ${n(planY + 0.35 * scale + 4)}H${n(x + w - 4)}`;
    }
    // Front view below.
    const ex = x0 + (x - x0) * 0.45 * 0 + (x - x0);
    const ew = w;
    const floor = elevY + 2.4 * eScale;
    if (m.kind === "fridge") {
      out += el("rect", {
        x: ex,
        y: floor - 2.2 * eScale,
        width: ew,
        height: 2.1 * eScale,
        fill: "#fbfaf8",
        stroke: INK,
        "stroke-width": 1.4,
      });
      out += el("path", {
        d: `M${n(ex)} ${n(floor - 1.35 * eScale)}H${n(ex + ew)}`,
        stroke: INK,
        "stroke-width": 1,
      });
      out += opening(ex, floor - 2.2 * eScale, ew, 0.85 * eScale, "left");
      out += opening(ex, floor - 1.35 * eScale, ew, 1.25 * eScale, "left");
    } else {
      out += el("rect", {
        x: ex,
        y: floor - base,
        width: ew,
        height: base - 0.1 * eScale,
        fill: "#fbfaf8",
        stroke: INK,
        "stroke-width": 1.4,
      });
      if (m.kind === "drawers" || m.kind === "hob") {
        for (const k of [1, 2])
          out += el("path", {
            d: `M${n(ex)} ${n(floor - base + (k * (base - 0.1 * eScale)) / 3)}H${n(ex + ew)}`,
            stroke: INK,
            "stroke-width": 1,
          });
      } else {
        out += opening(
          ex,
          floor - base,
          ew,
          base - 0.1 * eScale,
          m.kind === "sink" ? "right" : "left",
        );
      }
      if (m.upper) {
        const uy = floor - 2.2 * eScale;
        out += el("rect", {
          x: ex,
          y: uy,
          width: ew,
          height: 0.7 * eScale,
          fill: "#fbfaf8",
          stroke: INK,
          "stroke-width": 1.4,
        });
        out += opening(ex, uy, ew, 0.7 * eScale, "right");
        out += el("path", {
          d: `M${n(ex + 3)} ${n(uy + 0.7 * eScale + 4)}H${n(ex + ew - 3)}`,
          stroke: "#d99a1e",
          "stroke-width": 3,
          "stroke-dasharray": "6 4",
        });
      }
    }
    out += text(x + w / 2, planY + depth + 24, String(Math.round(m.w * 1000)), {
      "text-anchor": "middle",
      "font-size": 12,
      fill: INK,
    });
    x += w;
  }
  // Worktop line, plinth and overall dimension of the elevation.
  const floor = elevY + 2.4 * eScale;
  const firstW = (modules[0]?.w ?? 0) * scale;
  out += el("rect", {
    x: x0 + firstW,
    y: floor - base - 0.04 * eScale,
    width: x - x0 - firstW,
    height: 0.04 * eScale,
    fill: "#9b948a",
  });
  out += el("path", { d: `M${x0 - 30} ${n(floor)}H${n(x + 30)}`, stroke: INK, "stroke-width": 2 });
  out += el("path", {
    d: led,
    stroke: "#d99a1e",
    "stroke-width": 3,
    "stroke-dasharray": "6 4",
    fill: "none",
  });
  out += el("path", {
    d: `M${x0} ${planY + depth + 40}H${n(x)}M${x0} ${planY + depth + 34}v12M${n(x)} ${planY + depth + 34}v12`,
    stroke: INK,
    "stroke-width": 0.9,
  });
  out += text((x0 + x) / 2, planY + depth + 58, String(Math.round(length * 1000)), {
    "text-anchor": "middle",
    "font-size": 13,
    "font-weight": 700,
    fill: INK,
  });
  // Room left on the wall, or in front of the run, for a future appliance or an island.
  const potW = (spare >= 0.3 ? spare : 0.6) * scale;
  const potX = x;
  const potY = planY;
  out += el("rect", {
    x: potX + 4,
    y: potY + 4,
    width: potW - 8,
    height: depth - 8,
    fill: "none",
    stroke: INK,
    "stroke-width": 1.4,
    "stroke-dasharray": "8 5",
  });
  out += placeIcon("potential-location", potX + potW / 2, potY + 0.3 * scale, 30);
  out += text(120, elevY - 40, "Vaade eest · Front view · Ansicht", {
    "font-size": 12,
    "font-weight": 700,
    fill: INK,
  });
  out += key(1040, 130);
  return svgDoc(
    1400,
    900,
    `<g font-family="${FONT}">${out}</g>`,
    el(
      "pattern",
      { id: "hatch", width: 8, height: 8, patternUnits: "userSpaceOnUse" },
      el("path", { d: "M0 8L8 0", stroke: "#8b9197", "stroke-width": 1 }),
    ),
  );
}

/** Dashed lines from the hinge side meeting at the handle side: how a door opens in a front view. */
function opening(x: number, y: number, w: number, h: number, hinge: "left" | "right"): string {
  const d =
    hinge === "left"
      ? `M${n(x)} ${n(y)}L${n(x + w)} ${n(y + h / 2)}L${n(x)} ${n(y + h)}`
      : `M${n(x + w)} ${n(y)}L${n(x)} ${n(y + h / 2)}L${n(x + w)} ${n(y + h)}`;
  return el("path", {
    d,
    fill: "none",
    stroke: INK,
    "stroke-width": 0.9,
    "stroke-dasharray": "5 3",
  });
}

function key(x: number, y: number): string {
  const entries: [IconKey, string][] = [
    ["opening-direction", "Avanemissuund · Opening direction"],
    ["hidden-led", "Peidetud LED-riba · Hidden LED strip"],
    ["potential-location", "Võimalik asukoht · Potential location"],
    ["fridge", "Külmik · Fridge"],
    ["hob", "Pliidiplaat · Hob"],
    ["sink", "Valamu · Sink"],
    ["dishwasher", "Nõudepesumasin · Dishwasher"],
  ];
  let out = text(x, y, "TINGMÄRGID · SYMBOLS", {
    "font-size": 11,
    "font-weight": 700,
    fill: INK,
    "letter-spacing": 1,
  });
  entries.forEach(([k, label], i) => {
    const ry = y + 30 + i * 34;
    out +=
      placeIcon(k, x + 15, ry, 30) + text(x + 40, ry + 4, label, { "font-size": 10.5, fill: INK });
  });
  return out;
}
