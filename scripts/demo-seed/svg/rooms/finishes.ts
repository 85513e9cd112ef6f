/**
 * The whole-apartment finishes (floor, wall paint, skirting, interior doors and their handles) as
 * layers of any room's scene. The whole-apartment room draws them in the living room; every other
 * room whose picture shows them draws the same choices in its own perspective, through hidden
 * groups that restrictions keep in step with the whole-apartment choice.
 */
import { fillFor } from "../fills.ts";
import { flatRect, frontRect, type Projector, shapes, sideRect, surface } from "../perspective.ts";
import { el, type Pt, poly, segments, shade, xy } from "../svg.ts";
import { floorPlane, herringbone, woodBoards } from "../textures.ts";
import { type Art, type LayerDrawer, layerDoc } from "./common.ts";

/** An interior door in the left wall (x = 0): from depth d0 to d1, h high. */
export type Door = { d0: number; d1: number; h: number };

/** The parquet floor, from the front of the picture to depth `to` (the back wall by default). */
export function woodFloor(pr: Projector, art: Art, seed: number, to = pr.scene.depth): string {
  if (art.look.kind !== "wood") throw new Error("A floor layer needs a wood look");
  const { width, near } = pr.scene;
  const plane = floorPlane(pr, 0, width, near, to);
  const drawn =
    art.look.pattern === "herringbone"
      ? herringbone(plane, art.look, seed, "f")
      : woodBoards(plane, art.look, seed, "f");
  const clip = el("clipPath", { id: "floorClip" }, poly(flatRect(pr, 0, width, near, to, 0)));
  return layerDoc(
    el("g", { "clip-path": "url(#floorClip)" }, drawn.body),
    clip + el("style", {}, drawn.style),
  );
}

/** The back and side walls in the chosen paint, the sides a little darker. */
export function wallPaint(pr: Projector, art: Art): string {
  const c = art.look.kind === "paint" ? art.look.color : "#e8e4dc";
  return layerDoc(
    poly(surface(pr, "back"), { fill: c }) +
      poly(surface(pr, "left"), { fill: shade(c, -0.05) }) +
      poly(surface(pr, "right"), { fill: shade(c, -0.02) }),
  );
}

/**
 * Skirting along the back wall and both side walls. Whatever stands against a wall (cabinets,
 * a wardrobe, a door) lies on a higher layer and hides it there.
 */
export function skirting(pr: Projector, art: Art): string {
  const height = art.variant === "tall" ? 0.1 : 0.06;
  const { width: w, depth: d, near } = pr.scene;
  const f = fillFor(art.look, "sk", { horizontal: true });
  const t = 0.015;
  const faces = shapes(
    frontRect(pr, 0, w, 0, height, d - t),
    sideRect(pr, t, near, d - t, 0, height),
    sideRect(pr, w - t, near, d - t, 0, height),
  );
  const tops = shapes(
    flatRect(pr, 0, w, d - t, d, height),
    [pr.p(0, height, near), pr.p(t, height, near), pr.p(t, height, d), pr.p(0, height, d)],
    [pr.p(w - t, height, near), pr.p(w, height, near), pr.p(w, height, d), pr.p(w - t, height, d)],
  );
  return layerDoc(
    el("path", {
      d: faces,
      fill: f.fill,
      stroke: shade(art.look.kind === "solid" ? art.look.color : "#ddd", -0.2),
      "stroke-width": 0.6,
    }) + el("path", { d: tops, fill: "#ffffff", opacity: 0.35 }),
    f.defs,
  );
}

/** The door leaf and frame in the left wall, in the look of the chosen door. */
export function interiorDoor(pr: Projector, door: Door, art: Art): string {
  const { d0, d1, h } = door;
  const look = art.look;
  const color = look.kind === "solid" || look.kind === "paint" ? look.color : "#f4f3ef";
  const frameW = 0.07;
  const inset = 0.04;
  const frame = shapes(
    sideRect(pr, 0.012, d0 - frameW, d0, 0, h + frameW),
    sideRect(pr, 0.012, d1, d1 + frameW, 0, h + frameW),
    sideRect(pr, 0.012, d0 - frameW, d1 + frameW, h, h + frameW),
  );
  const leaf = sideRect(pr, inset * 0.3, d0, d1, 0.008, h);
  let body =
    poly(sideRect(pr, 0, d0, d1, 0, h), { fill: shade(color, -0.35) }) +
    poly(leaf, {
      fill: look.kind === "solid" && look.finish === "veneer" ? color : shade(color, -0.08),
    });
  if (look.kind === "solid" && look.finish === "veneer") {
    const grainLines: [Pt, Pt][] = [];
    for (let u = d0 + 0.03; u < d1; u += 0.045 + ((u * 97) % 3) * 0.01) {
      grainLines.push([pr.p(0.004, 0.02, u), pr.p(0.004, h - 0.02, u + 0.005)]);
    }
    body += el("path", {
      d: segments(grainLines),
      stroke: look.grain ?? shade(color, -0.3),
      "stroke-width": 1,
      "stroke-opacity": 0.5,
      fill: "none",
    });
  }
  if (art.variant === "grooved") {
    const grooves: [Pt, Pt][] = [0.55, 1.05, 1.55].map((gh) => [
      pr.p(0.004, gh, d0 + 0.12),
      pr.p(0.004, gh, d1 - 0.12),
    ]);
    body += el("path", {
      d: segments(grooves),
      stroke: shade(color, -0.3),
      "stroke-width": 2.2,
      fill: "none",
    });
  }
  if (art.variant === "glass") {
    body += poly(sideRect(pr, 0.004, d0 + 0.18, d1 - 0.18, 0.9, 1.9), {
      fill: "#dfe8ea",
      stroke: shade(color, -0.3),
      "stroke-width": 1.2,
      opacity: 0.9,
    });
  }
  body += el("path", {
    d: frame,
    fill: shade(color, 0.03),
    stroke: shade(color, -0.25),
    "stroke-width": 0.8,
  });
  // The gap along the leaf's edges.
  body += el("path", {
    d: `M${xy(pr.p(0.005, 0.01, d0))}L${xy(pr.p(0.005, h, d0))}L${xy(pr.p(0.005, h, d1))}L${xy(pr.p(0.005, 0.01, d1))}`,
    stroke: shade(color, -0.45),
    "stroke-width": 1,
    fill: "none",
  });
  return layerDoc(body);
}

/** A lever handle with its rosette, on the door's lock side (the end nearer the back wall). */
export function doorHandle(pr: Projector, door: Door, art: Art): string {
  const f = fillFor(art.look, "hd");
  const d = door.d1 - 0.08;
  const h = 1.02;
  const [rx, ry] = pr.p(0.01, h, d);
  const s = pr.scaleAt(d);
  const neck = [pr.p(0.01, h, d), pr.p(0.06, h, d)] as const;
  const lever = [pr.p(0.06, h, d), pr.p(0.06, h - 0.008, d - 0.14)] as const;
  const keyHole = pr.p(0.01, h - 0.14, d);
  const body =
    el("ellipse", {
      cx: rx,
      cy: ry,
      rx: 0.012 * s,
      ry: 0.03 * s,
      fill: f.fill,
      stroke: "#00000033",
      "stroke-width": 0.5,
    }) +
    el("ellipse", {
      cx: keyHole[0],
      cy: keyHole[1],
      rx: 0.01 * s,
      ry: 0.024 * s,
      fill: f.fill,
      stroke: "#00000033",
    }) +
    el("path", {
      d: `M${xy(neck[0])}L${xy(neck[1])}L${xy(lever[1])}`,
      stroke: f.fill,
      "stroke-width": 0.022 * s,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      fill: "none",
    }) +
    el("path", {
      d: `M${xy(lever[0])}L${xy(lever[1])}`,
      stroke: "#ffffff",
      "stroke-opacity": 0.35,
      "stroke-width": 0.006 * s,
      "stroke-linecap": "round",
    });
  return layerDoc(
    el("g", { filter: "url(#hs)" }, body),
    f.defs +
      el(
        "filter",
        { id: "hs" },
        el("feDropShadow", { dx: 2, dy: 3, stdDeviation: 2, "flood-opacity": 0.3 }),
      ),
  );
}

/** The layer indices every scene gives these finishes, so furniture stays above them all. */
export const FINISH_LAYER = { floor: 10, paint: 20, skirting: 30, door: 40, handle: 45 } as const;

/**
 * The drawers of a scene's finishes: floor (up to depth `floorTo`), paint and skirting when the
 * room has them, the door and its handle when `door` places one in the left wall.
 */
export function finishLayers(
  pr: Projector,
  opts: { floor?: boolean; floorTo?: number; walls?: boolean; door?: Door },
): Record<string, { layer: number; draw: LayerDrawer }> {
  const out: Record<string, { layer: number; draw: LayerDrawer }> = {};
  if (opts.floor) {
    out.floor = {
      layer: FINISH_LAYER.floor,
      draw: (art, seed) => woodFloor(pr, art, seed, opts.floorTo),
    };
    out.skirting = { layer: FINISH_LAYER.skirting, draw: (art) => skirting(pr, art) };
  }
  if (opts.walls) out.paint = { layer: FINISH_LAYER.paint, draw: (art) => wallPaint(pr, art) };
  const door = opts.door;
  if (door) {
    out.door = { layer: FINISH_LAYER.door, draw: (art) => interiorDoor(pr, door, art) };
    out.handle = { layer: FINISH_LAYER.handle, draw: (art) => doorHandle(pr, door, art) };
  }
  return out;
}
