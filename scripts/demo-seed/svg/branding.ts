/**
 * The demo company's identity: logo, favicons and the mood-board pictures of its packages.
 */
import type { Look } from "./looks.ts";
import { el, linearGradient, namespaceIds, svgDoc } from "./svg.ts";
import { bigPicture } from "./swatches.ts";

export const BRAND = {
  ink: "#1f3a3d",
  primary: "#2f6f6a",
  accent: "#c08a4a",
  paper: "#f6f2ec",
};

/** The mark: two stacked stones under a roof line, on a rounded tile. */
function mark(size: number, corner = 14): string {
  const s = size / 64;
  return el(
    "g",
    { transform: `scale(${s.toFixed(4)})` },
    el("rect", { width: 64, height: 64, rx: corner, fill: BRAND.primary }) +
      el("path", {
        d: "M12 30L32 14L52 30",
        fill: "none",
        stroke: "#ffffff",
        "stroke-width": 5,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }) +
      el("ellipse", { cx: 32, cy: 44, rx: 15, ry: 8, fill: "#ffffff" }) +
      el("ellipse", { cx: 33, cy: 34.5, rx: 8.5, ry: 5, fill: BRAND.accent }),
  );
}

export function logoSvg(): string {
  return svgDoc(
    360,
    80,
    el("g", { transform: "translate(4 8)" }, mark(64)) +
      el(
        "text",
        {
          x: 84,
          y: 44,
          "font-family": "Georgia, 'Times New Roman', serif",
          "font-size": 30,
          "font-weight": 700,
          fill: BRAND.ink,
          "letter-spacing": 1,
        },
        "Kaarnakivi",
      ) +
      el(
        "text",
        {
          x: 86,
          y: 66,
          "font-family": "Arial, Helvetica, sans-serif",
          "font-size": 13,
          fill: BRAND.primary,
          "letter-spacing": 6,
        },
        "KODUD",
      ),
  );
}

/** Favicons by size; the smallest drop the stone detail so the mark stays legible. */
export function faviconSvg(size: 16 | 32 | 180 | 512): string {
  if (size <= 16) {
    return svgDoc(
      16,
      16,
      el("rect", { width: 16, height: 16, rx: 3, fill: BRAND.primary }) +
        el("path", {
          d: "M3 8L8 4L13 8",
          fill: "none",
          stroke: "#fff",
          "stroke-width": 1.8,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }) +
        el("ellipse", { cx: 8, cy: 11.5, rx: 4, ry: 2, fill: "#fff" }),
    );
  }
  // A phone rounds its home screen icon itself and fills what is transparent with black.
  return svgDoc(size, size, mark(size, size === 180 ? 0 : 14));
}

/** A mood board of the package's main materials: floor, wall, kitchen, bath tile and metal. */
export function packageImage(looks: {
  floor: Look;
  wall: Look;
  kitchen: Look;
  tile: Look;
  metal: Look;
}): string {
  // Nested documents keep each texture's defs apart; the board itself only places them.
  const piece = (look: Look, seed: number, x: number, y: number, w: number, h: number, rx = 10) => {
    const inner = namespaceIds(bigPicture({ look }, undefined, seed), `p${seed}`)
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "");
    const id = `c${seed}`;
    return (
      el("clipPath", { id }, el("rect", { x, y, width: w, height: h, rx })) +
      el(
        "g",
        { "clip-path": `url(#${id})`, filter: "url(#pkShadow)" },
        el(
          "svg",
          {
            x,
            y,
            width: w,
            height: h,
            viewBox: "0 0 800 600",
            preserveAspectRatio: "xMidYMid slice",
          },
          inner,
        ),
      )
    );
  };
  const body =
    el("rect", { width: 800, height: 500, fill: "url(#pkBg)" }) +
    piece(looks.floor, 1, 40, 250, 470, 210) +
    piece(looks.wall, 2, 40, 40, 300, 190) +
    piece(looks.kitchen, 3, 360, 40, 150, 190) +
    piece(looks.tile, 4, 530, 40, 230, 260) +
    el("circle", {
      cx: 645,
      cy: 390,
      r: 70,
      fill: "#000",
      opacity: 0.12,
      transform: "translate(4 8)",
    }) +
    piece(looks.metal, 5, 575, 320, 140, 140, 70);
  return svgDoc(
    800,
    500,
    body,
    linearGradient("pkBg", [
      [0, "#f7f4ef"],
      [1, "#ebe5dc"],
    ]) +
      el(
        "filter",
        { id: "pkShadow", x: "-10%", y: "-10%", width: "120%", height: "130%" },
        el("feDropShadow", { dx: 0, dy: 6, stdDeviation: 8, "flood-opacity": 0.18 }),
      ),
  );
}
