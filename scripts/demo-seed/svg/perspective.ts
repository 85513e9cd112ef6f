/**
 * One-point perspective of a box-shaped room, in metres. Every layer of a room picture is drawn
 * with the same projection and the same 1600 × 1000 viewBox, so stacking the layers in order
 * gives one coherent picture.
 */
import { type Pt, polyPath } from "./svg.ts";

export const VIEW_W = 1600;
export const VIEW_H = 1000;
const VPX = VIEW_W / 2;
const VPY = 430;

export type Scene = {
  /** Room width, height and depth in metres (the front plane is at depth 0). */
  width: number;
  height: number;
  depth: number;
  /** Eye height in metres. */
  eye: number;
  /** Camera distance in front of the front plane, in metres: smaller is wider-angle. */
  camera: number;
  /** Surfaces start this far in front of the front plane (negative), so they reach the frame's edges. */
  near: number;
};

export type Projector = {
  scene: Scene;
  /** Screen point of a room point: x from the left wall, h above the floor, d from the front. */
  p(x: number, h: number, d: number): Pt;
  /** Pixels per metre at a depth, for stroke widths and text that shrink with distance. */
  scaleAt(d: number): number;
};

export function projector(scene: Scene): Projector {
  const k = VIEW_W / scene.width;
  const scale = (d: number) => scene.camera / (scene.camera + d);
  return {
    scene,
    p(x, h, d) {
      const fx = x * k;
      const fy = VPY - (h - scene.eye) * k;
      const s = scale(d);
      return [VPX + (fx - VPX) * s, VPY + (fy - VPY) * s];
    },
    scaleAt: (d) => k * scale(d),
  };
}

export type Surface = "floor" | "ceiling" | "left" | "right" | "back";

/** The four corners of one of the room's surfaces. */
export function surface(pr: Projector, which: Surface): Pt[] {
  const { width: w, height: h, depth: d, near: z } = pr.scene;
  const p = pr.p;
  switch (which) {
    case "floor":
      return [p(0, 0, z), p(w, 0, z), p(w, 0, d), p(0, 0, d)];
    case "ceiling":
      return [p(0, h, z), p(w, h, z), p(w, h, d), p(0, h, d)];
    case "left":
      return [p(0, 0, z), p(0, h, z), p(0, h, d), p(0, 0, d)];
    case "right":
      return [p(w, 0, z), p(w, h, z), p(w, h, d), p(w, 0, d)];
    case "back":
      return [p(0, 0, d), p(w, 0, d), p(w, h, d), p(0, h, d)];
  }
}

/** A rectangle parallel to the back wall at depth d. */
export function frontRect(
  pr: Projector,
  x0: number,
  x1: number,
  h0: number,
  h1: number,
  d: number,
): Pt[] {
  return [pr.p(x0, h0, d), pr.p(x1, h0, d), pr.p(x1, h1, d), pr.p(x0, h1, d)];
}

/** A rectangle on a plane of constant x (a side wall or a side face). */
export function sideRect(
  pr: Projector,
  x: number,
  d0: number,
  d1: number,
  h0: number,
  h1: number,
): Pt[] {
  return [pr.p(x, h0, d0), pr.p(x, h0, d1), pr.p(x, h1, d1), pr.p(x, h1, d0)];
}

/** A rectangle on a horizontal plane at height h. */
export function flatRect(
  pr: Projector,
  x0: number,
  x1: number,
  d0: number,
  d1: number,
  h: number,
): Pt[] {
  return [pr.p(x0, h, d0), pr.p(x1, h, d0), pr.p(x1, h, d1), pr.p(x0, h, d1)];
}

export type BoxFaces = { front: Pt[]; top?: Pt[]; bottom?: Pt[]; left?: Pt[]; right?: Pt[] };

/** The faces of a box that the camera sees (d0 is the face nearer the camera). */
export function box(
  pr: Projector,
  x0: number,
  x1: number,
  h0: number,
  h1: number,
  d0: number,
  d1: number,
): BoxFaces {
  const camX = pr.scene.width / 2;
  const faces: BoxFaces = { front: frontRect(pr, x0, x1, h0, h1, d0) };
  if (h1 < pr.scene.eye) faces.top = flatRect(pr, x0, x1, d0, d1, h1);
  if (h0 > pr.scene.eye) faces.bottom = flatRect(pr, x0, x1, d0, d1, h0);
  if (x0 > camX) faces.left = sideRect(pr, x0, d0, d1, h0, h1);
  if (x1 < camX) faces.right = sideRect(pr, x1, d0, d1, h0, h1);
  return faces;
}

/** Evenly spaced values from a to b, both ends excluded. */
export function between(a: number, b: number, step: number): number[] {
  const out: number[] = [];
  for (let v = a + step; v < b - 1e-6; v += step) out.push(v);
  return out;
}

/** The path of several polygons, for one clip or mask shape. */
export function shapes(...polys: Pt[][]): string {
  return polys.map(polyPath).join("");
}
