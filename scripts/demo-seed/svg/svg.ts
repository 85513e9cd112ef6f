/**
 * Small helpers for writing SVG as text. The demo's pictures are generated, so they stay compact
 * (rounded numbers, shared defs) and deterministic (a seeded random generator), which keeps the
 * stored files identical between two seeds.
 */

export type Pt = readonly [number, number];

/** A number rounded to one decimal, as short as possible. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export function pts(points: readonly Pt[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : esc(v)}"`;
  }
  return out;
}

/** An element; children make it a container, otherwise it closes itself. */
export function el(name: string, a: Attrs = {}, children?: string): string {
  return children === undefined
    ? `<${name}${attrs(a)}/>`
    : `<${name}${attrs(a)}>${children}</${name}>`;
}

export function poly(points: readonly Pt[], a: Attrs = {}): string {
  return el("polygon", { points: pts(points), ...a });
}

export function line(a: Pt, b: Pt, extra: Attrs = {}): string {
  return el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], ...extra });
}

/** One path of many straight segments: cheaper than many `<line>` elements. */
export function segments(list: readonly (readonly [Pt, Pt])[]): string {
  return list.map(([a, b]) => `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`).join("");
}

export function polyPath(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

export function text(x: number, y: number, content: string, a: Attrs = {}): string {
  return el("text", { x, y, ...a }, esc(content));
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  dir: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
  extra: Attrs = {},
): string {
  const s = stops
    .map(([offset, color, opacity]) =>
      el("stop", { offset: offset, "stop-color": color, "stop-opacity": opacity }),
    )
    .join("");
  return el(
    "linearGradient",
    { id, x1: dir.x1 ?? 0, y1: dir.y1 ?? 0, x2: dir.x2 ?? 0, y2: dir.y2 ?? 1, ...extra },
    s,
  );
}

export function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  extra: Attrs = {},
): string {
  const s = stops
    .map(([offset, color, opacity]) =>
      el("stop", { offset: offset, "stop-color": color, "stop-opacity": opacity }),
    )
    .join("");
  return el("radialGradient", { id, ...extra }, s);
}

/** A whole SVG document. */
export function svgDoc(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${
    defs ? `<defs>${defs}</defs>` : ""
  }${body}</svg>`;
}

/** Deterministic pseudo-random numbers (mulberry32), so every seed draws the same pictures. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number from a text, to seed `random` per picture. */
export function hashSeed(textValue: string): number {
  let h = 2166136261;
  for (let i = 0; i < textValue.length; i++) {
    h ^= textValue.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// ─── Colours ─────────────────────────────────────────────────────────────────────────────────

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes two colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t));
}

/** Lighter (amount > 0) or darker (amount < 0) version of a colour. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#ffffff", amount) : mix(color, "#000000", -amount);
}

/** Relative luminance 0..1, to pick legible text or line colours on a fill. */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A point as "x y" for path data. */
export function xy(p: Pt): string {
  return `${n(p[0])} ${n(p[1])}`;
}

/**
 * Gives every id and class of a document a suffix, so several documents can be nested in one
 * picture without their gradients, patterns and styles clashing.
 */
export function namespaceIds(doc: string, suffix: string): string {
  const ids = new Set([...doc.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] ?? ""));
  const classes = new Set([...doc.matchAll(/\.([A-Za-z][\w-]*)\{/g)].map((m) => m[1] ?? ""));
  let out = doc;
  for (const id of ids) {
    out = out
      .split(`id="${id}"`)
      .join(`id="${id}-${suffix}"`)
      .split(`url(#${id})`)
      .join(`url(#${id}-${suffix})`);
  }
  for (const c of classes) {
    out = out
      .split(`class="${c}"`)
      .join(`class="${c}-${suffix}"`)
      .split(`.${c}{`)
      .join(`.${c}-${suffix}{`);
  }
  return out;
}
