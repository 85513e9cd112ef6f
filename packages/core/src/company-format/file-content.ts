/**
 * What a file of a company folder holds, judged by its bytes rather than its name: a picture
 * named `.png` must be a PNG, or browsers show a broken picture and the summary PDF fails; an
 * SVG must be a picture only, since the site serves it from its own address, where a script in it
 * would run with the buyer's session. No I/O: the server hands the bytes in.
 */
import type { ProblemKey, ProblemText } from "./problem-texts.ts";
import { FORMAT_LIMITS, fileContentType } from "./schema.ts";

const MB = 1024 * 1024;

/** The types the format takes, each with the test of its first bytes (its "magic number"). */
const SIGNATURES: { type: string; name: string; test: (b: Uint8Array) => boolean }[] = [
  {
    type: "image/png",
    name: "PNG",
    test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: "image/jpeg", name: "JPEG", test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/gif", name: "GIF", test: (b) => /^GIF8[79]a/.test(text(b.subarray(0, 6))) },
  {
    type: "image/webp",
    name: "WebP",
    test: (b) => text(b.subarray(0, 4)) === "RIFF" && text(b.subarray(8, 12)) === "WEBP",
  },
  {
    type: "image/avif",
    name: "AVIF",
    // An ISO media file (`ftyp` box) whose brands name AVIF.
    test: (b) => text(b.subarray(4, 8)) === "ftyp" && /avi[fs]/.test(text(b.subarray(8, 32))),
  },
  { type: "image/x-icon", name: "ICO", test: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]) },
  { type: "application/pdf", name: "PDF", test: (b) => text(b.subarray(0, 5)) === "%PDF-" },
  // The root element comes after a prolog of comments and a doctype, well within the first 64 KB.
  { type: "image/svg+xml", name: "SVG", test: (b) => svgRoot(text(b.subarray(0, 65_536))) },
];

/** "a PNG", "an SVG": the article as the type's name is spoken (the English sentence's). */
const article = (name: string) => `${/^[AEFHILMNORSX]/.test(name) ? "an" : "a"} ${name}`;

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/**
 * The standard decoder every browser and Node has: core is built without either platform's types
 * (packages/core/tsconfig.json), so the part it uses is named here.
 */
declare const TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };

// windows-1252 is a single-byte encoding: every byte becomes one character, ASCII as it is. Some
// ten times faster than String.fromCharCode over chunks on a picture of megabytes.
const oneCharacterAByte = new TextDecoder("windows-1252");

/**
 * The bytes as text, one character a byte: what the checks look for is ASCII, and a UTF-8
 * letter elsewhere stays a few characters that match none of them.
 */
function text(bytes: Uint8Array): string {
  return oneCharacterAByte.decode(bytes);
}

/**
 * Whether an XML text's root element is `<svg>`: what comes before it may be a byte order mark,
 * the XML declaration, comments, processing instructions and a doctype, nothing else.
 */
function svgRoot(xml: string): boolean {
  const prolog =
    /^(?:\xEF\xBB\xBF)?\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*/i;
  const rest = xml.replace(prolog, "");
  return /^<svg[\s>/]/.test(rest);
}

/**
 * What an SVG may not hold, each with the words for it: anything that runs (scripts, event
 * handlers, `javascript:` addresses), embeds another document, or fetches from outside the file
 * (a `href` or CSS `url()` that is not `#…` within the file or an embedded raster picture), and
 * entity declarations (an "XML bomb" expands a few of them into gigabytes).
 */
const SVG_UNSAFE: { pattern: RegExp; words: ProblemKey }[] = [
  { pattern: /<script[\s>/]/i, words: "svgScript" },
  { pattern: /<[^>]*?\son[a-z]+\s*=/i, words: "svgHandler" },
  { pattern: /javascript:/i, words: "svgJavascript" },
  {
    pattern: /<(foreignObject|iframe|embed|object|handler|listener)[\s>/]/i,
    words: "svgEmbed",
  },
  { pattern: /<!ENTITY/i, words: "svgEntity" },
  {
    pattern: /[\s:]href\s*=\s*["'](?!\s*#|\s*data:image\/(?:png|jpeg|gif|webp);)/i,
    words: "svgHref",
  },
  {
    pattern: /url\(\s*["']?(?!\s*#|\s*data:image\/(?:png|jpeg|gif|webp);)/i,
    words: "svgUrl",
  },
  { pattern: /@import/i, words: "svgImport" },
];

/**
 * What is wrong with a file's content for its name, as a text that follows "names the file 'x',
 * which …" (problem-texts.ts); undefined when nothing is. A file of a type the format does not
 * take is the reference check's problem, not this one's.
 */
export function fileContentProblem(path: string, bytes: Uint8Array): ProblemText | undefined {
  const type = fileContentType(path);
  if (type === undefined) return undefined;
  if (bytes.length > FORMAT_LIMITS.fileBytes)
    return {
      key: "fileTooLarge",
      params: { size: (bytes.length / MB).toFixed(1), limit: FORMAT_LIMITS.fileBytes / MB },
    };
  const expected = SIGNATURES.find((s) => s.type === type);
  if (expected && !expected.test(bytes)) {
    const actual = SIGNATURES.find((s) => s.test(bytes));
    const extension = path.slice(path.lastIndexOf(".") + 1);
    return actual
      ? {
          key: "fileHoldsOther",
          params: {
            extension,
            actual: actual.name,
            anActual: article(actual.name),
            expected: expected.name,
          },
        }
      : {
          key: "fileNotOfType",
          params: { extension, expected: expected.name, anExpected: article(expected.name) },
        };
  }
  if (type === "image/svg+xml") {
    const xml = text(bytes);
    const unsafe = SVG_UNSAFE.find(({ pattern }) => pattern.test(xml));
    if (unsafe) return { key: "svgUnsafe", params: { what: { key: unsafe.words } } };
  }
  return undefined;
}
