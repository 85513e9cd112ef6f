/**
 * What a material looks like, described once and drawn three ways: as a swatch (thumbnail and big
 * picture), as a layer of a room picture, and as the colour of a package image.
 */

export type WoodLook = {
  kind: "wood";
  color: string;
  grain: string;
  /** How the boards are laid. */
  pattern: "plank" | "strip" | "herringbone";
};

export type PaintLook = { kind: "paint"; color: string };

export type TileLook = {
  kind: "tile";
  color: string;
  /** Tile size in centimetres, width × height as laid. */
  w: number;
  h: number;
  finish: "gloss" | "matt";
  /** Surface character beyond a plain colour. */
  texture?: "marble" | "terrazzo" | "concrete" | "zellige" | "slate";
  accent?: string;
};

/** Worktops, sills and other slabs. */
export type StoneLook = {
  kind: "stone";
  color: string;
  vein?: string;
  speckle?: string;
  /** Laminate edges look different from solid stone. */
  edge?: "thin" | "laminate";
};

/** Painted, lacquered or veneered boards: cabinet fronts, doors, skirting. */
export type SolidLook = {
  kind: "solid";
  color: string;
  finish: "matt" | "gloss" | "satin" | "veneer";
  grain?: string;
};

export type MetalLook = { kind: "metal"; color: string; finish: "polished" | "brushed" | "matt" };

export type GlassLook = { kind: "glass"; tint: string; frame?: string };

export type LightLook = { kind: "light"; color: string; glow: string };

export type Look =
  | WoodLook
  | PaintLook
  | TileLook
  | StoneLook
  | SolidLook
  | MetalLook
  | GlassLook
  | LightLook;

/** Products get a pictogram on their swatch; surfaces show their texture. */
export type Product =
  | "door"
  | "entrance-door"
  | "handle"
  | "skirting"
  | "threshold"
  | "sill"
  | "sink"
  | "faucet"
  | "mixer"
  | "vanity"
  | "toilet"
  | "basin"
  | "heater"
  | "bench"
  | "led"
  | "spots"
  | "track"
  | "pendant"
  | "wall-lamp"
  | "ceiling-lamp"
  | "linear-light"
  | "wardrobe"
  | "fronts"
  | "wallpaper"
  | "slats";

/** The colour that stands for a look in small places (package images, plan fills). */
export function mainColor(look: Look): string {
  return look.kind === "glass" ? look.tint : look.color;
}
