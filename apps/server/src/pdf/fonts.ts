/**
 * The summary's typeface: Inter, embedded in every PDF (as a subset) so that õ ä ö ü š ž ß render
 * and the text can be copied and searched. The files are the WOFF files of the installed
 * @fontsource/inter package, found from this module so that both the sources and the bundle
 * locate them.
 *
 * Fontsource splits each weight by alphabet: the `latin` file holds ASCII, õ ä ö ü ß and €, the
 * `latin-ext` file š ž and the rest of Central European Latin. Each letter is drawn by the first of
 * the two that has it (text.ts); both are loaded once per thread, as TrueType: fontkit reads a WOFF
 * file by inflating a whole table on every access, the glyph table included, which cost a 10-room
 * summary about a second of CPU.
 */
import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { create, type Font, type Glyph } from "fontkit";
import { LRUCache } from "lru-cache";
import { PRIVATE_DIR, PRIVATE_FILE } from "../lib/private-files.ts";
import type { Face, Weight } from "./text.ts";

const requireHere = createRequire(import.meta.url);
const fontFile = (name: string) => requireHere.resolve(`@fontsource/inter/files/${name}`);

/** The WOFF files, by alphabet and weight. */
export const interFontFiles = {
  latin: {
    regular: fontFile("inter-latin-400-normal.woff"),
    semibold: fontFile("inter-latin-600-normal.woff"),
  },
  latinExt: {
    regular: fontFile("inter-latin-ext-400-normal.woff"),
    semibold: fontFile("inter-latin-ext-600-normal.woff"),
  },
};

/** A font as pdfkit draws it and the typesetter measures it. */
export type InterFont = Face & {
  /** The name the font is registered under in every document. */
  name: string;
  /** The fontkit font, shaping remembered, handed to pdfkit. */
  font: Font;
  /** Ascent and descent in ems (descent negative). */
  ascent: number;
  descent: number;
};

export type Inter = { faces: Record<Weight, InterFont[]>; fonts: InterFont[] };

/** A shaped run as fontkit gives it: pdfkit reads only these. */
type Run = { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };

/**
 * Inter's contextual alternates would draw "30x60" as "30×60" and "->" as "→". The summary shows
 * the company's texts and codes as they were written: purchasing copies codes out of it.
 */
const AS_WRITTEN = { calt: false };

/** Runs remembered per font; a summary has some hundreds of distinct words. */
const RUNS_PER_FONT = 4000;

/**
 * Makes the font remember how it shaped each text. Shaping a word with Inter's kerning costs about
 * a tenth of a millisecond, every PDF of a worker sets the same labels and mostly the same
 * catalogue texts, and pdfkit shapes each word again in every document. pdfkit scales a run's
 * positions in place, so each caller gets positions of its own; glyphs are only read.
 */
function rememberShaping(font: Font): (text: string) => Run {
  const layout = font.layout.bind(font) as (text: string, ...rest: unknown[]) => Run;
  const shape = (text: string, features: unknown = AS_WRITTEN, ...rest: unknown[]) =>
    layout(text, features, ...rest);
  const runs = new LRUCache<string, Run>({ max: RUNS_PER_FONT });
  const remembered = (text: string): Run => {
    let run = runs.get(text);
    if (run === undefined) {
      run = shape(text);
      runs.set(text, run);
    }
    return run;
  };
  (font as { layout: unknown }).layout = (text: string, ...rest: unknown[]): Run => {
    if (rest.some((arg) => arg !== undefined)) return shape(text, ...rest);
    const { glyphs, positions } = remembered(text);
    const copies = positions.map((p) => ({
      xAdvance: p.xAdvance,
      yAdvance: p.yAdvance,
      xOffset: p.xOffset,
      yOffset: p.yOffset,
    }));
    return {
      glyphs,
      positions: copies,
      get advanceWidth() {
        return copies.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  return remembered;
}

function interFont(file: string, name: string): InterFont {
  const font = create(woffToSfnt(readFileSync(file))) as Font;
  const remembered = rememberShaping(font);
  const em = font.unitsPerEm;
  const space = remembered(" ").advanceWidth;
  const widths = new LRUCache<string, number>({ max: RUNS_PER_FONT });
  return {
    name,
    font,
    ascent: font.ascent / em,
    descent: font.descent / em,
    has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
    // Measured as the chunk pdfkit shapes when it draws the word, "word " (see text.ts).
    advance(text) {
      let width = widths.get(text);
      if (width === undefined) {
        width = text.endsWith(" ")
          ? remembered(text).advanceWidth / em
          : (remembered(`${text} `).advanceWidth - space) / em;
        widths.set(text, width);
      }
      return width;
    },
  };
}

let inter: Inter | null = null;

/** Inter's four fonts, loaded once per thread. */
export function interFonts(): Inter {
  if (inter) return inter;
  const weights: [Weight, "regular" | "semibold"][] = [
    [400, "regular"],
    [600, "semibold"],
  ];
  const byWeight = new Map<Weight, InterFont[]>();
  for (const [weight, file] of weights) {
    byWeight.set(weight, [
      interFont(interFontFiles.latin[file], `Inter-${weight}`),
      interFont(interFontFiles.latinExt[file], `Inter-${weight}-ext`),
    ]);
  }
  const faces = { 400: byWeight.get(400) ?? [], 600: byWeight.get(600) ?? [] };
  inter = { faces, fonts: [...faces[400], ...faces[600]] };
  return inter;
}

/**
 * A WOFF 1.0 file as the TrueType/OpenType file it wraps: the same tables, each inflated when
 * stored compressed (WOFF's only transformation). resvg reads TrueType but not WOFF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const tag = woff.readUInt32BE(at);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("a WOFF table does not inflate to its size");
    return { tag, checksum, data };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = (table.data.length + 3) & ~3;
    parts.push(table.data, Buffer.alloc(padded - table.data.length));
    offset += padded;
  });
  return Buffer.concat(parts);
}

let trueTypeFiles: string[] | null = null;

/**
 * The Inter files as TrueType, for resvg: written once under the system's temporary folder, in a
 * folder named by the user and the installed files' content, so every process and worker of the
 * user shares them. The folder is the user's alone, like everything the server writes; one that
 * another user made under that name is not used (they could change the fonts the renderer
 * reads). Where the folder cannot be had, none: resvg then draws text with the machine's own fonts.
 */
export function interTrueTypeFiles(): string[] {
  if (trueTypeFiles) return trueTypeFiles;
  try {
    trueTypeFiles = writeTrueTypeFiles();
  } catch {
    trueTypeFiles = [];
  }
  return trueTypeFiles;
}

function writeTrueTypeFiles(): string[] {
  const sources = [interFontFiles.latin, interFontFiles.latinExt].flatMap((f) => [
    f.regular,
    f.semibold,
  ]);
  const fonts = sources.map((file) => ({ file, ttf: woffToSfnt(readFileSync(file)) }));
  const digest = createHash("sha256");
  for (const { ttf } of fonts) digest.update(ttf);
  const user = process.getuid?.() ?? 0;
  const name = `home-designer-inter-${user}-${digest.digest("hex").slice(0, 16)}`;
  const dir = path.join(tmpdir(), name);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  const made = lstatSync(dir);
  if (!made.isDirectory() || made.uid !== user || (made.mode & 0o077) !== 0)
    throw new Error(`${dir} is not this user's alone`);
  return fonts.map(({ file, ttf }) => {
    const target = path.join(dir, `${path.basename(file, ".woff")}.ttf`);
    // Written beside and renamed, so a parallel render never reads half a file.
    const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, ttf, { mode: PRIVATE_FILE });
    renameSync(partial, target);
    return target;
  });
}
