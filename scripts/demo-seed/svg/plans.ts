/**
 * Architect-style drawings of a layout: the apartment plan (colour codes, floor symbols, room
 * numbers and areas, dimensions, title block), the electric plan, and the small web picture used
 * when choosing a layout.
 */
import {
  type LayoutTemplate,
  outline,
  type PlanRoom,
  type PlanRoomKind,
  ROOM_NAMES,
  roomArea,
} from "../demo-layouts.ts";
import { type IconKey, placeIcon } from "./icons.ts";
import { doorAt, drawDoors, drawWalls, drawWindows, type Frame, fx, fy } from "./plan-geometry.ts";
import { el, n, svgDoc, text } from "./svg.ts";

/**
 * The six colour codes of the apartment plan, as the plan's legend names them. The web app's colour
 * legend should use the same colours.
 */
export const PLAN_COLOR_CODES = {
  tiledWall: "#2f7fc1",
  bathroomDecorBoard: "#8c5fb0",
  decorWall: "#e07b24",
  plankFloor: "#ead7b4",
  paintedWalls: "#5aa55a",
  decorElement: "#d2434f",
} as const;

const WET: PlanRoomKind[] = ["bathroom", "wc", "sauna"];
const FONT = "Arial, Helvetica, sans-serif";
const INK = "#24282c";

export type SheetInfo = {
  company: string;
  project: string;
  /** e.g. "Korter A-4". */
  apartment: string;
  layoutName: string;
  date: string;
};

function frameFor(
  t: LayoutTemplate,
  box: { x: number; y: number; w: number; h: number },
  maxScale: number,
): Frame {
  const [, , w, h] = outline(t);
  const scale = Math.min(box.w / w, box.h / h, maxScale);
  return { scale, ox: box.x + (box.w - w * scale) / 2, oy: box.y + (box.h - h * scale) / 2 };
}

function rectEl(f: Frame, r: readonly number[], attrs: Record<string, string | number>): string {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = r;
  return el("rect", {
    x: fx(f, x0),
    y: fy(f, y0),
    width: (x1 - x0) * f.scale,
    height: (y1 - y0) * f.scale,
    ...attrs,
  });
}

function isWet(room: PlanRoom): boolean {
  return WET.includes(room.kind);
}

const PATTERNS =
  el(
    "pattern",
    { id: "tiles", width: 14, height: 14, patternUnits: "userSpaceOnUse" },
    el("rect", { width: 14, height: 14, fill: "#e8ecef" }) +
      el("path", { d: "M0 0H14M0 0V14", stroke: "#c3cbd1", "stroke-width": 0.8 }),
  ) +
  el(
    "pattern",
    { id: "planks", width: 60, height: 10, patternUnits: "userSpaceOnUse" },
    el("rect", { width: 60, height: 10, fill: PLAN_COLOR_CODES.plankFloor }) +
      el("path", { d: "M0 0H60M38 0V10", stroke: "#d9c092", "stroke-width": 0.7 }),
  ) +
  el(
    "pattern",
    { id: "sauna", width: 8, height: 8, patternUnits: "userSpaceOnUse" },
    el("rect", { width: 8, height: 8, fill: "#efe2c9" }) +
      el("path", { d: "M0 8L8 0", stroke: "#d8c19b", "stroke-width": 0.8 }),
  );

/** Coloured lines just inside a room's walls: tiled walls in wet rooms, painted walls elsewhere. */
function colourCodes(t: LayoutTemplate, f: Frame): string {
  let out = "";
  const inset = 0.11;
  for (const room of t.rooms) {
    if (room.kind === "walk-in") continue;
    const color = isWet(room) ? PLAN_COLOR_CODES.tiledWall : PLAN_COLOR_CODES.paintedWalls;
    for (const [x0, y0, x1, y1] of room.rects) {
      out += rectEl(f, [x0 + inset, y0 + inset, x1 - inset, y1 - inset], {
        fill: "none",
        stroke: color,
        "stroke-width": isWet(room) ? 3 : 1.6,
        "stroke-dasharray": isWet(room) ? "none" : "7 3",
      });
    }
  }
  // The decor wall of the living room, the decor board by the shower, the kitchen's decor element.
  const living = t.rooms.find((r) => r.kind === "living" || r.kind === "studio");
  const lr = living?.rects[0];
  if (lr) {
    const x = lr[0] + 0.16;
    out += el("path", {
      d: `M${n(fx(f, x))} ${n(fy(f, lr[1] + 0.4))}V${n(fy(f, lr[3] - 0.4))}`,
      stroke: PLAN_COLOR_CODES.decorWall,
      "stroke-width": 5,
    });
  }
  const bath = t.rooms.find((r) => r.kind === "bathroom")?.rects[0];
  if (bath) {
    const x = bath[0] + 0.16;
    out += el("path", {
      d: `M${n(fx(f, x))} ${n(fy(f, bath[3] - 1.1))}V${n(fy(f, bath[3] - 0.2))}`,
      stroke: PLAN_COLOR_CODES.bathroomDecorBoard,
      "stroke-width": 5,
    });
  }
  const { a, b, normal } = t.kitchen;
  const off = 0.64;
  out += el("path", {
    d: `M${n(fx(f, a[0] + normal[0] * off))} ${n(fy(f, a[1] + normal[1] * off))}L${n(fx(f, b[0] + normal[0] * off))} ${n(fy(f, b[1] + normal[1] * off))}`,
    stroke: PLAN_COLOR_CODES.decorElement,
    "stroke-width": 4,
  });
  return out;
}

/** Kitchen counter and wardrobes as an architect draws built-in furniture. */
function builtIns(t: LayoutTemplate, f: Frame): string {
  const runRect = (
    a: readonly [number, number],
    b: readonly [number, number],
    normal: readonly [number, number],
    depth: number,
  ) => {
    const xs = [a[0], b[0], a[0] + normal[0] * depth, b[0] + normal[0] * depth];
    const ys = [a[1], b[1], a[1] + normal[1] * depth, b[1] + normal[1] * depth];
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
  };
  let out = "";
  const k = runRect(t.kitchen.a, t.kitchen.b, t.kitchen.normal, 0.6);
  out += rectEl(f, k, { fill: "#ffffff", stroke: INK, "stroke-width": 1.2 });
  const len = Math.hypot(t.kitchen.b[0] - t.kitchen.a[0], t.kitchen.b[1] - t.kitchen.a[1]);
  // Sink and hob on the counter.
  const along = (p: number) =>
    [
      t.kitchen.a[0] + ((t.kitchen.b[0] - t.kitchen.a[0]) * p) / len,
      t.kitchen.a[1] + ((t.kitchen.b[1] - t.kitchen.a[1]) * p) / len,
    ] as const;
  const mid = (p: number) => {
    const [x, y] = along(p);
    return [fx(f, x + t.kitchen.normal[0] * 0.3), fy(f, y + t.kitchen.normal[1] * 0.3)] as const;
  };
  const [sx, sy] = mid(len - 0.9);
  const [hx, hy] = mid(1.0);
  out += placeIcon("sink", sx, sy, 0.55 * f.scale) + placeIcon("hob", hx, hy, 0.55 * f.scale);
  for (const w of t.wardrobes) {
    const r = runRect(w.a, w.b, w.normal, 0.6);
    out += rectEl(f, r, { fill: "#ffffff", stroke: INK, "stroke-width": 1.2 });
    out += el("path", {
      d: `M${n(fx(f, r[0]))} ${n(fy(f, r[1]))}L${n(fx(f, r[2]))} ${n(fy(f, r[3]))}`,
      stroke: INK,
      "stroke-width": 0.7,
    });
  }
  return out;
}

function floorSymbol(room: PlanRoom): IconKey | null {
  if (room.kind === "living" || room.kind === "studio") return "herringbone";
  if (isWet(room)) return "stone-floor";
  if (room.kind === "bedroom" || room.kind === "hallway" || room.kind === "kitchen")
    return "parquet-direction";
  return null;
}

function labels(t: LayoutTemplate, f: Frame, symbols: boolean): string {
  let out = "";
  for (const room of t.rooms) {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = room.rects[0] ?? [];
    const cx = fx(f, (x0 + x1) / 2);
    const cy = fy(f, (y0 + y1) / 2);
    const small = (x1 - x0) * f.scale < 110;
    const fs = small ? 10 : 13;
    out += el("circle", {
      cx,
      cy: cy - fs * 1.6,
      r: fs * 0.9,
      fill: "#ffffff",
      stroke: INK,
      "stroke-width": 1.4,
    });
    out += text(cx, cy - fs * 1.6 + fs * 0.35, room.number, {
      "text-anchor": "middle",
      "font-size": fs,
      "font-weight": 700,
      fill: INK,
    });
    out += text(cx, cy + fs * 0.4, ROOM_NAMES[room.kind].et, {
      "text-anchor": "middle",
      "font-size": fs,
      fill: INK,
    });
    out += text(cx, cy + fs * 1.7, `${roomArea(room).toFixed(1).replace(".", ",")} m²`, {
      "text-anchor": "middle",
      "font-size": fs * 0.9,
      fill: "#4a5056",
    });
    const symbol = symbols ? floorSymbol(room) : null;
    if (symbol && !small) out += placeIcon(symbol, cx, cy + fs * 3.8, 30);
  }
  return out;
}

function dimensions(t: LayoutTemplate, f: Frame): string {
  const [, , w, h] = outline(t);
  const y = fy(f, 0) - 38;
  const x = fx(f, 0) - 38;
  const tick = (px: number, py: number) => `M${n(px - 4)} ${n(py + 4)}L${n(px + 4)} ${n(py - 4)}`;
  const d = `M${n(fx(f, 0))} ${n(y)}H${n(fx(f, w))}${tick(fx(f, 0), y)}${tick(fx(f, w), y)}M${n(x)} ${n(fy(f, 0))}V${n(fy(f, h))}${tick(x, fy(f, 0))}${tick(x, fy(f, h))}`;
  return (
    el("path", { d, stroke: INK, "stroke-width": 0.9, fill: "none" }) +
    text((fx(f, 0) + fx(f, w)) / 2, y - 6, String(Math.round(w * 1000)), {
      "text-anchor": "middle",
      "font-size": 12,
      fill: INK,
    }) +
    text(x - 6, (fy(f, 0) + fy(f, h)) / 2, String(Math.round(h * 1000)), {
      "text-anchor": "middle",
      "font-size": 12,
      fill: INK,
      transform: `rotate(-90 ${n(x - 6)} ${n((fy(f, 0) + fy(f, h)) / 2)})`,
    })
  );
}

function northArrow(x: number, y: number): string {
  return (
    el("circle", { cx: x, cy: y, r: 18, fill: "none", stroke: INK, "stroke-width": 1.2 }) +
    el("path", {
      d: `M${x} ${y - 16}L${x + 7} ${y + 10}L${x} ${y + 4}L${x - 7} ${y + 10}Z`,
      fill: INK,
    }) +
    text(x, y - 24, "N", {
      "text-anchor": "middle",
      "font-size": 12,
      "font-weight": 700,
      fill: INK,
    })
  );
}

function titleBlock(x: number, y: number, sheet: SheetInfo, title: string): string {
  const w = 330;
  const rows: [string, string][] = [
    ["Projekt", sheet.project],
    ["Korter", `${sheet.apartment} · ${sheet.layoutName}`],
    ["Leht", title],
    ["Mõõtkava · Kuupäev", `1:100 · ${sheet.date}`],
  ];
  let out = el("rect", {
    x,
    y,
    width: w,
    height: 28 + rows.length * 30,
    fill: "#ffffff",
    stroke: INK,
    "stroke-width": 1.2,
  });
  out += el("rect", { x, y, width: w, height: 28, fill: INK });
  out += text(x + 12, y + 19, sheet.company.toUpperCase(), {
    "font-size": 13,
    "font-weight": 700,
    fill: "#ffffff",
    "letter-spacing": 1.5,
  });
  rows.forEach(([k, v], i) => {
    const ry = y + 28 + i * 30;
    out += el("path", { d: `M${x} ${ry}H${x + w}`, stroke: "#c9ccd0", "stroke-width": 0.8 });
    out += text(x + 12, ry + 12, k, { "font-size": 8.5, fill: "#6b7177" });
    out += text(x + 12, ry + 25, v, { "font-size": 12, fill: INK });
  });
  return out;
}

function schedule(t: LayoutTemplate, x: number, y: number): string {
  let out = text(x, y, "RUUMID · ROOMS", {
    "font-size": 11,
    "font-weight": 700,
    fill: INK,
    "letter-spacing": 1,
  });
  let total = 0;
  t.rooms.forEach((room, i) => {
    const ry = y + 22 + i * 20;
    const area = roomArea(room);
    total += area;
    out += text(x, ry, room.number, { "font-size": 11, "font-weight": 700, fill: INK });
    out += text(x + 26, ry, ROOM_NAMES[room.kind].et, { "font-size": 11, fill: INK });
    out += text(x + 130, ry, ROOM_NAMES[room.kind].en, { "font-size": 10, fill: "#6b7177" });
    out += text(x + 330, ry, `${area.toFixed(1).replace(".", ",")} m²`, {
      "font-size": 11,
      fill: INK,
      "text-anchor": "end",
    });
  });
  const ty = y + 22 + t.rooms.length * 20 + 4;
  out += el("path", { d: `M${x} ${ty - 14}H${x + 330}`, stroke: INK, "stroke-width": 0.8 });
  out += text(x, ty, "Üldpind · Total", { "font-size": 11, "font-weight": 700, fill: INK });
  out += text(x + 330, ty, `${total.toFixed(1).replace(".", ",")} m²`, {
    "font-size": 11,
    "font-weight": 700,
    fill: INK,
    "text-anchor": "end",
  });
  return out;
}

function colourKey(x: number, y: number): string {
  const entries: [string, string, "line" | "fill"][] = [
    [PLAN_COLOR_CODES.tiledWall, "Plaaditud sein · Tiled wall", "line"],
    [PLAN_COLOR_CODES.bathroomDecorBoard, "Vannitoa dekoorplaat · Bathroom decor board", "line"],
    [PLAN_COLOR_CODES.decorWall, "Dekoorsein · Decor wall", "line"],
    [PLAN_COLOR_CODES.plankFloor, "Laudparkett · Plank floor", "fill"],
    [PLAN_COLOR_CODES.paintedWalls, "Värvitud seinad · Painted walls", "line"],
    [PLAN_COLOR_CODES.decorElement, "Dekoorelement · Decor element", "line"],
  ];
  let out = text(x, y, "VÄRVIKOODID · COLOUR CODES", {
    "font-size": 11,
    "font-weight": 700,
    fill: INK,
    "letter-spacing": 1,
  });
  entries.forEach(([c, label, kind], i) => {
    const ry = y + 20 + i * 19;
    out +=
      kind === "fill"
        ? el("rect", { x, y: ry - 9, width: 26, height: 11, fill: c, stroke: "#c9a96e" })
        : el("path", { d: `M${x} ${ry - 4}H${x + 26}`, stroke: c, "stroke-width": 4 });
    out += text(x + 36, ry, label, { "font-size": 10.5, fill: INK });
  });
  return out;
}

function roomFills(t: LayoutTemplate, f: Frame, muted: boolean): string {
  let out = "";
  for (const room of t.rooms) {
    const fill = muted
      ? isWet(room)
        ? "#f0f2f4"
        : "#faf8f4"
      : room.kind === "sauna"
        ? "url(#sauna)"
        : isWet(room)
          ? "url(#tiles)"
          : room.kind === "walk-in"
            ? "#f4f2ee"
            : "url(#planks)";
    for (const r of room.rects) out += rectEl(f, r, { fill });
  }
  return out;
}

const W = 1400;
const H = 900;

/** The apartment plan with colour codes and floor symbols. */
export function apartmentPlan(t: LayoutTemplate, sheet: SheetInfo): string {
  const f = frameFor(t, { x: 90, y: 110, w: 820, h: 700 }, 95);
  const body =
    el("rect", { width: W, height: H, fill: "#ffffff" }) +
    roomFills(t, f, false) +
    colourCodes(t, f) +
    builtIns(t, f) +
    drawWalls(t, f) +
    drawDoors(t, f, "#ffffff") +
    drawWindows(t.windows, f) +
    labels(t, f, true) +
    dimensions(t, f) +
    northArrow(70, 60) +
    text(110, 66, `${sheet.apartment} · ${sheet.layoutName}`, {
      "font-size": 20,
      "font-weight": 700,
      fill: INK,
    }) +
    schedule(t, 1010, 90) +
    colourKey(1010, 110 + 22 + t.rooms.length * 20 + 40) +
    titleBlock(1010, 700, sheet, "Korteri plaan · Apartment plan");
  return svgDoc(W, H, `<g font-family="${FONT}">${body}</g>`, PATTERNS);
}

/** Electric plan: the same plan in pale tones with lights, switches, sockets and their wiring. */
export function electricPlan(t: LayoutTemplate, sheet: SheetInfo): string {
  const f = frameFor(t, { x: 90, y: 110, w: 820, h: 700 }, 95);
  let symbols = "";
  let wires = "";
  const size = Math.max(20, Math.min(30, f.scale * 0.36));
  for (const room of t.rooms) {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = room.rects[0] ?? [];
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const lights: [number, number][] =
      room.kind === "bathroom" || room.kind === "hallway"
        ? [
            [cx - (x1 - x0) / 4, cy],
            [cx + (x1 - x0) / 4, cy],
          ]
        : [[cx, cy]];
    const lightIcon: IconKey =
      room.kind === "bathroom" || room.kind === "hallway" || room.kind === "wc"
        ? "spotlight"
        : "ceiling-light";
    for (const [lx, ly] of lights) symbols += placeIcon(lightIcon, fx(f, lx), fy(f, ly), size);
    // The switch sits inside the room next to its door, on the lock side.
    const door = t.doors.find((d) => {
      const p = doorAt(d);
      return room.rects.some(
        ([a, b, c, e]) => p.x >= a - 0.01 && p.x <= c + 0.01 && p.y >= b - 0.01 && p.y <= e + 0.01,
      );
    });
    if (door) {
      const p = doorAt(door);
      const inward = (v: number, lo: number, hi: number) =>
        Math.abs(v - lo) < 0.01 ? v + 0.3 : Math.abs(v - hi) < 0.01 ? v - 0.3 : v;
      const sx = door.dir === "h" ? door.x + door.w + 0.15 : inward(p.x, x0, x1);
      const sy = door.dir === "v" ? door.y + door.w + 0.15 : inward(p.y, y0, y1);
      symbols += placeIcon(
        lights.length > 1 ? "two-way-switch" : "switch",
        fx(f, sx),
        fy(f, sy),
        size * 0.9,
      );
      const [lx, ly] = lights[0] ?? [cx, cy];
      const mx = (fx(f, sx) + fx(f, lx)) / 2 + 18;
      const my = (fy(f, sy) + fy(f, ly)) / 2 - 18;
      wires += `M${n(fx(f, sx))} ${n(fy(f, sy))}Q${n(mx)} ${n(my)} ${n(fx(f, lx))} ${n(fy(f, ly))}`;
      if (lights[1])
        wires += `M${n(fx(f, lights[0]?.[0] ?? cx))} ${n(fy(f, ly))}L${n(fx(f, lights[1][0]))} ${n(fy(f, lights[1][1]))}`;
    }
    // Sockets on two walls, data in living rooms and bedrooms, moisture-proof ones in wet rooms.
    if (room.kind === "walk-in" || room.kind === "sauna") continue;
    const socket: IconKey = isWet(room) ? "moisture-socket" : "double-socket";
    symbols += placeIcon(socket, fx(f, x0 + 0.35), fy(f, cy + 0.6), size * 0.9);
    if (!isWet(room)) symbols += placeIcon("socket", fx(f, x1 - 0.35), fy(f, y0 + 0.5), size * 0.9);
    if (room.kind === "living" || room.kind === "studio")
      symbols += placeIcon("tv-socket", fx(f, x1 - 0.4), fy(f, cy + 0.6), size * 0.9);
    if (room.kind === "bedroom" || room.kind === "living")
      symbols += placeIcon("data-socket", fx(f, x0 + 0.4), fy(f, y0 + 0.5), size * 0.9);
    if (isWet(room))
      symbols += placeIcon("thermostat", fx(f, x1 - 0.3), fy(f, y1 - 0.5), size * 0.8);
    if (room.kind === "bathroom")
      symbols += placeIcon("mirror-light", fx(f, cx), fy(f, y0 + 0.35), size * 0.9);
  }
  // Sauna heater supply and the distribution board by the entrance.
  const entrance = t.doors.find((d) => d.entrance);
  if (entrance)
    symbols += placeIcon(
      "distribution-board",
      fx(f, entrance.x - 0.35),
      fy(f, entrance.y - 0.35),
      size,
    );
  // Under-cabinet light strip along the kitchen counter.
  const { a, b, normal } = t.kitchen;
  const o = 0.4;
  const led = `M${n(fx(f, a[0] + normal[0] * o))} ${n(fy(f, a[1] + normal[1] * o))}L${n(fx(f, b[0] + normal[0] * o))} ${n(fy(f, b[1] + normal[1] * o))}`;
  const body =
    el("rect", { width: W, height: H, fill: "#ffffff" }) +
    roomFills(t, f, true) +
    drawWalls(t, f, "#9aa1a8") +
    drawDoors(t, f, "#ffffff", "#9aa1a8") +
    drawWindows(t.windows, f, "#9aa1a8") +
    el("path", {
      d: wires,
      stroke: "#c8553d",
      "stroke-width": 1.2,
      fill: "none",
      "stroke-dasharray": "6 4",
    }) +
    el("path", { d: led, stroke: "#d99a1e", "stroke-width": 3, "stroke-dasharray": "6 4" }) +
    symbols +
    t.rooms
      .map((room) => {
        const [x0 = 0, y0 = 0, x1 = 0] = room.rects[0] ?? [];
        return text(
          fx(f, (x0 + x1) / 2),
          fy(f, y0) + 18,
          `${room.number} ${ROOM_NAMES[room.kind].et}`,
          {
            "text-anchor": "middle",
            "font-size": 11,
            fill: "#6b7177",
          },
        );
      })
      .join("") +
    text(110, 66, `${sheet.apartment} · ${sheet.layoutName}`, {
      "font-size": 20,
      "font-weight": 700,
      fill: INK,
    }) +
    electricKey(1010, 100) +
    titleBlock(1010, 700, sheet, "Elektriplaan · Electric plan");
  return svgDoc(W, H, `<g font-family="${FONT}">${body}</g>`);
}

function electricKey(x: number, y: number): string {
  const entries: [IconKey, string][] = [
    ["ceiling-light", "Laevalgusti · Ceiling light"],
    ["spotlight", "Süvisvalgusti · Downlight"],
    ["switch", "Lüliti · Switch"],
    ["two-way-switch", "Kahepoolne lüliti · Two-way switch"],
    ["socket", "Pistikupesa · Socket"],
    ["double-socket", "Topeltpistikupesa · Double socket"],
    ["moisture-socket", "Niiskuskindel pesa · Splash-proof socket"],
    ["data-socket", "Andmesidepesa · Data socket"],
    ["tv-socket", "TV-pesa · TV socket"],
    ["thermostat", "Põrandakütte termostaat · Floor heating thermostat"],
    ["mirror-light", "Peeglivalgusti · Mirror light"],
    ["led-strip", "LED-riba · LED strip"],
    ["distribution-board", "Elektrikilp · Distribution board"],
  ];
  let out = text(x, y, "TINGMÄRGID · SYMBOLS", {
    "font-size": 11,
    "font-weight": 700,
    fill: INK,
    "letter-spacing": 1,
  });
  entries.forEach(([k, label], i) => {
    const ry = y + 26 + i * 30;
    out +=
      placeIcon(k, x + 14, ry, 26) + text(x + 38, ry + 4, label, { "font-size": 10.5, fill: INK });
  });
  return out;
}

/** The small picture of a layout for choosing it: plan only, no text. */
export function layoutWebImage(t: LayoutTemplate): string {
  const f = frameFor(t, { x: 24, y: 24, w: 552, h: 352 }, 80);
  const body =
    roomFills(t, f, false) +
    builtIns(t, f) +
    drawWalls(t, f) +
    drawDoors(t, f, "#ffffff") +
    drawWindows(t.windows, f);
  return svgDoc(
    600,
    400,
    el("rect", { width: 600, height: 400, fill: "#ffffff" }) + body,
    PATTERNS,
  );
}
