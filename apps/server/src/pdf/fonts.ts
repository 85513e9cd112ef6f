/**
 * The summary's typeface: Inter, embedded in every PDF so that õ ä ö ü š ž ß render and the text
 * can be copied and searched. The files are the WOFF files of the installed @fontsource/inter
 * package, found from this module so that both the sources and the bundle locate them.
 *
 * Fontsource splits each weight by alphabet: the `latin` file holds ASCII, õ ä ö ü ß and €, the
 * `latin-ext` file š ž and the rest of Central European Latin. They are registered as two
 * families and every text names both (`FONT_FAMILY`): react-pdf takes each letter from the first
 * family that has it.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { Font } from "@react-pdf/renderer";
import { LRUCache } from "lru-cache";

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

const LATIN = "Inter";
const LATIN_EXT = "Inter Latin Extended";

/** What a text's `fontFamily` names: Latin first, its extension for the letters Latin lacks. */
export const FONT_FAMILY = [LATIN, LATIN_EXT];

/** Longer than any ordinary Estonian or German word in a product text. */
const LONGEST_UNBROKEN = 28;

/**
 * react-pdf's default hyphenation follows English syllable rules and would split Estonian and
 * German words in odd places, so words stay whole. Only a token too long for a line (a long code
 * or a run-on compound) is cut into pieces, so it wraps instead of running off the page.
 */
export function keepWordsWhole(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN) return [word];
  const pieces: string[] = [];
  for (let at = 0; at < word.length; at += 16) pieces.push(word.slice(at, at + 16));
  return pieces;
}

let registered = false;

/**
 * Registers Inter with react-pdf, once per thread. The TrueType form is registered where it could
 * be written (see interTrueTypeFiles): fontkit reads a WOFF file by inflating a whole table on
 * every access, the glyph table included, which cost a 10-room summary about a second of CPU.
 */
export function registerFonts(): void {
  if (registered) return;
  const trueType = interTrueTypeFiles();
  const [latinRegular, latinSemibold, extRegular, extSemibold] = trueType;
  const files =
    latinRegular && latinSemibold && extRegular && extSemibold
      ? {
          latin: { regular: latinRegular, semibold: latinSemibold },
          latinExt: { regular: extRegular, semibold: extSemibold },
        }
      : interFontFiles;
  for (const [family, pair] of [
    [LATIN, files.latin],
    [LATIN_EXT, files.latinExt],
  ] as const) {
    Font.register({
      family,
      fonts: [
        { src: pair.regular, fontWeight: 400 },
        { src: pair.semibold, fontWeight: 600 },
      ],
    });
  }
  Font.registerHyphenationCallback(keepWordsWhole);
  registered = true;
}

/** What react-pdf asks of a font when it lays out a run of text (fontkit's `layout`). */
type Shaper = {
  layout(
    text: string,
    features?: unknown,
    script?: string,
    language?: string,
    direction?: string,
  ): unknown;
};

let shapingRemembered = false;

/**
 * Makes each Inter font remember how it shaped a run of text. react-pdf shapes the same text again
 * for every measurement and every page break (a 10-room summary shaped 155 distinct runs some
 * 5,800 times), and in a long-lived worker the same titles and descriptions come back in every
 * PDF. A shaped run is only read afterwards, so one result serves every later request; the
 * memory is bounded per font and goes with the worker when it is recycled.
 */
export async function rememberShaping(entriesPerFont = 4000): Promise<void> {
  if (shapingRemembered) return;
  registerFonts();
  for (const fontFamily of FONT_FAMILY) {
    for (const fontWeight of [400, 600]) {
      const descriptor = { fontFamily, fontWeight };
      await Font.load(descriptor);
      const font = (Font.getFont(descriptor) as unknown as { data?: Shaper } | null)?.data;
      if (!font) continue;
      const shape = font.layout.bind(font);
      const shaped = new LRUCache<string, NonNullable<unknown>>({ max: entriesPerFont });
      font.layout = (text, features, script, language, direction) => {
        const key = `${direction ?? ""}\u0000${features === undefined ? "" : JSON.stringify(features)}\u0000${script ?? ""}\u0000${language ?? ""}\u0000${text}`;
        let run = shaped.get(key);
        if (run === undefined) {
          run = shape(text, features, script, language, direction) as NonNullable<unknown>;
          shaped.set(key, run);
        }
        return run;
      };
    }
  }
  shapingRemembered = true;
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
 * folder named by the installed files' content, so every process and worker shares them. Where
 * that folder cannot be written, none: resvg then draws text with the machine's own fonts.
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
  const dir = path.join(tmpdir(), `home-designer-inter-${digest.digest("hex").slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  return fonts.map(({ file, ttf }) => {
    const target = path.join(dir, `${path.basename(file, ".woff")}.ttf`);
    // Written beside and renamed, so a parallel render never reads half a file.
    const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, ttf);
    renameSync(partial, target);
    return target;
  });
}
