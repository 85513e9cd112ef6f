/**
 * A company folder as a .zip: read within bounds, whoever sent it (the command line's file, an
 * admin's upload), and written for an export. The zip is read in memory, so every bound is on
 * what it would take there, checked on the zip's own directory before anything is unpacked.
 */
import { FORMAT_LIMITS } from "@home-designer/core";
import { type Unzipped, unzipSync, type Zippable, zipSync } from "fflate";
import type { CompanySource } from "./company-folder.ts";

const MB = 1024 * 1024;

/**
 * How much a company's zip may hold. A company of issue 12's size is about 5 MB with its pictures
 * (the demo's folder: 4.3 MB, 543 files), so these leave room for a catalogue of large photos
 * while a zip bomb (a few kilobytes that unpack to gigabytes) or a zip of millions of tiny entries
 * is refused before it takes the server's memory. An entry may be as large as a file of the format.
 */
export const ZIP_LIMITS = {
  entries: 10_000,
  entryBytes: FORMAT_LIMITS.fileBytes,
  totalBytes: 200 * MB,
} as const;

export type ZipLimits = { entries: number; entryBytes: number; totalBytes: number };

/** Why a zip is not read, with what a message about it needs. */
export type ZipRefusal =
  | { reason: "not-zip"; detail: string }
  | { reason: "too-many-entries"; limit: number }
  | { reason: "entry-too-large"; name: string; limit: number }
  | { reason: "too-large"; limit: number }
  | { reason: "unsafe-name"; name: string }
  | { reason: "several-folders"; folders: string[] };

/** The zip cannot be read as a company folder; nothing of it was unpacked. */
export class ZipRefusedError extends Error {
  constructor(
    name: string,
    readonly refusal: ZipRefusal,
  ) {
    super(`${name}: ${describe(refusal)}`);
  }
}

function describe(refusal: ZipRefusal): string {
  switch (refusal.reason) {
    case "not-zip":
      return `not a .zip file (${refusal.detail})`;
    case "too-many-entries":
      return `a company's .zip may hold at most ${refusal.limit} entries`;
    case "entry-too-large":
      return `${refusal.name} is larger than ${refusal.limit / MB} MB unpacked`;
    case "too-large":
      return `the files of a company's .zip may be at most ${refusal.limit / MB} MB unpacked in all`;
    case "unsafe-name":
      return `the entry ${JSON.stringify(refusal.name)} names a place outside the zip's folder`;
    case "several-folders":
      return `the zip holds ${refusal.folders.join(", ")} side by side: a company's .zip holds one folder, or company.json and its files at its top`;
  }
}

/**
 * An entry's name that could lead out of the folder it is unpacked in: absolute (`/etc/x`,
 * `C:\x`), with a `..` segment, or with backslashes, which some systems read as separators. No
 * company folder has one, so the zip is refused rather than the entry skipped.
 */
function isUnsafeName(name: string): boolean {
  return (
    name.startsWith("/") ||
    /^[A-Za-z]:/.test(name) ||
    name.includes("\\") ||
    name.includes("\0") ||
    name.split("/").includes("..")
  );
}

/** The characters of bytes 0x80–0xFF in code page 437, the zip standard's default for names. */
const CP437_HIGH =
  "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0";

const utf8 = new TextDecoder("utf-8", { fatal: true });
const utf8Lenient = new TextDecoder("utf-8");

/** An entry's name from its bytes: UTF-8 when flagged so or when it is valid UTF-8, else CP437. */
function entryName(bytes: Uint8Array, flaggedUtf8: boolean): string {
  if (flaggedUtf8) return utf8Lenient.decode(bytes);
  try {
    return utf8.decode(bytes);
  } catch {
    return Array.from(bytes, (b) =>
      b < 0x80 ? String.fromCharCode(b) : CP437_HIGH.charAt(b - 0x80),
    ).join("");
  }
}

/**
 * The names of a zip's entries in the order of its central directory, as their makers meant
 * them. fflate reads a name without the zip's UTF-8 flag (bit 11) as Latin-1, yet Info-ZIP's
 * `zip -r`, macOS's Archive Utility and most Linux tools write UTF-8 names without setting it
 * (`räume/küche.svg` would read `rÃ¤ume/kÃ¼che.svg`, and no file of company.json would be found).
 * A name without the flag is therefore read as UTF-8 when its bytes are valid UTF-8, and as CP437,
 * the standard's default that old Windows tools write, when they are not. Throws on a zip whose
 * directory cannot be read, which fflate would refuse too.
 */
function entryNames(zip: Uint8Array): string[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) {
    if (zip.length - end > 65_557) end = -1;
    else end--;
  }
  if (end < 0) throw new Error("no end of central directory");
  let count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  // A ZIP64 zip keeps the real count and offset in its own end record, which a locator names.
  if (end >= 20 && view.getUint32(end - 20, true) === 0x07064b50) {
    const zip64End = Number(view.getBigUint64(end - 12, true));
    if (view.getUint32(zip64End, true) === 0x06064b50) {
      count = Number(view.getBigUint64(zip64End + 32, true));
      at = Number(view.getBigUint64(zip64End + 48, true));
    }
  }
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("broken central directory");
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const name = zip.subarray(at + 46, at + 46 + nameLength);
    names.push(entryName(name, (flags & 0x800) !== 0));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return names;
}

/** The folder macOS's Archive Utility adds beside the zipped folder, for Finder's metadata only. */
const MAC_METADATA = "__MACOSX/";

/**
 * Where company.json's folder is in a zip of these files: its top ("") when company.json is
 * there, else the one folder (`alpha/`) that holds every file. Files under two top folders, or
 * beside the one folder, are refused rather than one folder guessed and the rest dropped: which
 * folder is the company's is the sender's to say. The refusal names at most five of them.
 */
function topFolder(names: readonly string[]): string | ZipRefusal {
  if (names.includes("company.json")) return "";
  const tops = [...new Set(names.map((entry) => entry.replace(/\/.*$/s, "/")))].sort();
  const folders = tops.filter((top) => top.endsWith("/"));
  if (folders.length === 0) return "";
  if (tops.length === 1) return folders[0] ?? "";
  return { reason: "several-folders", folders: tops.slice(0, 5) };
}

/**
 * A .zip holding company.json at its top or in its one top folder (as zipping a folder makes it),
 * as a source of the folder's files. Refused (`ZipRefusedError`) when it is not a zip, when its
 * files lie in several top folders, or when it passes a limit: checked on each entry's name and
 * declared size before it is unpacked, and the unpacked size is held to the declared one (fflate
 * unpacks into a buffer of that size).
 */
export function zipSource(
  name: string,
  bytes: Uint8Array,
  limits: ZipLimits = ZIP_LIMITS,
): CompanySource {
  let entries: Unzipped;
  let count = 0;
  let total = 0;
  /** Each entry's name as its maker meant it, by the name fflate gives it. */
  const meant = new Map<string, string>();
  try {
    const names = entryNames(bytes);
    entries = unzipSync(bytes, {
      filter(file) {
        const refuse = (refusal: ZipRefusal) => {
          throw new ZipRefusedError(name, refusal);
        };
        if (++count > limits.entries) refuse({ reason: "too-many-entries", limit: limits.entries });
        const entry = names[count - 1] ?? file.name;
        meant.set(file.name, entry);
        if (isUnsafeName(entry)) refuse({ reason: "unsafe-name", name: entry });
        // A stored entry takes its own size, a compressed one the size it declares unpacked.
        const size = Math.max(file.size, file.originalSize);
        if (size > limits.entryBytes)
          refuse({ reason: "entry-too-large", name: entry, limit: limits.entryBytes });
        total += size;
        if (total > limits.totalBytes) refuse({ reason: "too-large", limit: limits.totalBytes });
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ZipRefusedError) throw error;
    throw new ZipRefusedError(name, { reason: "not-zip", detail: (error as Error).message });
  }
  const contents = new Map(
    Object.entries(entries).map(([entry, content]) => [meant.get(entry) ?? entry, content]),
  );
  const names = [...contents.keys()].filter(
    (entry) => !entry.endsWith("/") && !entry.startsWith(MAC_METADATA),
  );
  const top = topFolder(names);
  if (typeof top !== "string") throw new ZipRefusedError(name, top);
  const files = new Map<string, Buffer>();
  for (const entry of names) {
    const content = contents.get(entry);
    if (content) files.set(entry.slice(top.length), Buffer.from(content));
  }
  return {
    name,
    files: new Set(files.keys()),
    async read(file) {
      const content = files.get(file);
      if (!content) throw new Error(`${file} is not in ${name}`);
      return content;
    },
  };
}

/** Types that are compressed already: stored as they are, since deflating them gains nothing. */
const PACKED = /\.(png|jpe?g|webp|gif|xlsx|pdf|woff2?)$/i;

/** A .zip of a company folder's files (by their paths in the folder), inside the folder `top`. */
export function zipFolder(top: string, files: ReadonlyMap<string, Uint8Array>): Buffer {
  const entries: Zippable = {};
  for (const [file, content] of files)
    entries[`${top}/${file}`] = [content, { level: PACKED.test(file) ? 0 : 6 }];
  const zip = zipSync(entries);
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}
