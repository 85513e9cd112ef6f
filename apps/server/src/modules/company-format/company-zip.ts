/**
 * A company folder as a .zip: read within bounds, whoever sent it (the command line's file, an
 * admin's upload), and written for an export. The zip is read from its file where it lies, never
 * whole into memory (decision 030): its directory is judged against the bounds before anything
 * is unpacked, and an entry is unpacked only when its file is read, never past what it declares.
 */
import { type FileHandle, open } from "node:fs/promises";
import { promisify } from "node:util";
import { inflateRaw, inflateRawSync } from "node:zlib";
import { FORMAT_LIMITS } from "@home-designer/core";
import { type Zippable, zipSync } from "fflate";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import type { CompanySource } from "./company-folder.ts";

const MB = 1024 * 1024;

/**
 * How much a company's zip may hold (core's `FORMAT_LIMITS`). A company of issue 12's size is
 * about 5 MB with its pictures (the demo's folder: 4.3 MB, 543 files), so these leave room for a
 * catalogue of large photos while a zip bomb (a few kilobytes that unpack to gigabytes) or a zip
 * of millions of tiny entries is refused before it costs the server anything. An entry may be
 * as large as a file of the format.
 */
export const ZIP_LIMITS = {
  entries: FORMAT_LIMITS.zipEntries,
  entryBytes: FORMAT_LIMITS.fileBytes,
  totalBytes: FORMAT_LIMITS.zipBytes,
} as const;

export type ZipLimits = { entries: number; entryBytes: number; totalBytes: number };

/** Why a zip is not read, with what a message about it needs. */
export type ZipRefusal =
  | { reason: "not-zip"; detail: string }
  | { reason: "too-many-entries"; limit: number }
  | { reason: "entry-too-large"; name: string; limit: number }
  | { reason: "too-large"; limit: number }
  | { reason: "unsafe-name"; name: string }
  | { reason: "several-folders"; folders: string[] }
  | { reason: "larger-than-declared"; name: string; declared: number }
  | { reason: "damaged"; name: string; detail: string };

/**
 * The zip cannot be read as a company folder. Refused on its directory, nothing of it was
 * unpacked; refused on an entry being unpacked (`larger-than-declared`, `damaged`), no more of
 * it than the entry declares.
 */
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
    case "larger-than-declared":
      return `${refusal.name} unpacks to more than the ${refusal.declared} bytes the zip declares for it: the zip is damaged or made to mislead`;
    case "damaged":
      return `${refusal.name} cannot be unpacked, the zip is damaged (${refusal.detail})`;
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

/**
 * An entry's name as its maker meant it. A name with the zip's UTF-8 flag (bit 11) is UTF-8; yet
 * Info-ZIP's `zip -r`, macOS's Archive Utility and most Linux tools write UTF-8 names without
 * setting it, so an unflagged name is read as UTF-8 too when its bytes are valid UTF-8, and as
 * CP437, the standard's default that old Windows tools write, when they are not (yauzl would read
 * every unflagged name as CP437: `räume/küche.svg` would be `rΣume/...`, and no file of
 * company.json would be found).
 */
function entryName(entry: Entry): string {
  const bytes = entry.fileNameRaw;
  if ((entry.generalPurposeBitFlag & 0x800) !== 0) return utf8Lenient.decode(bytes);
  try {
    return utf8.decode(bytes);
  } catch {
    return Array.from(bytes, (b) =>
      b < 0x80 ? String.fromCharCode(b) : CP437_HIGH.charAt(b - 0x80),
    ).join("");
  }
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

type Refuse = (refusal: ZipRefusal) => never;

const STORED = 0;
const DEFLATED = 8;

/**
 * The entries of a zip's directory by their names, judged before any of them is unpacked: their
 * count (from the directory's end, before a single entry is read), each one's name, method and
 * size, and the sizes together. An entry's size is the larger of its packed and its declared
 * unpacked size: a stored entry unpacks to its packed bytes.
 */
async function judgedEntries(
  zip: ZipFile,
  refuse: Refuse,
  limits: ZipLimits,
): Promise<Map<string, Entry>> {
  if (zip.entryCount > limits.entries)
    refuse({ reason: "too-many-entries", limit: limits.entries });
  const entries = new Map<string, Entry>();
  let total = 0;
  for await (const entry of zip.eachEntry()) {
    const name = entryName(entry);
    if (isUnsafeName(name)) refuse({ reason: "unsafe-name", name });
    if (entry.isEncrypted()) refuse({ reason: "not-zip", detail: `${name} is encrypted` });
    if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED)
      refuse({
        reason: "not-zip",
        detail: `${name} is packed with method ${entry.compressionMethod}, not deflate`,
      });
    const size = Math.max(entry.compressedSize, entry.uncompressedSize);
    if (size > limits.entryBytes)
      refuse({ reason: "entry-too-large", name, limit: limits.entryBytes });
    total += size;
    if (total > limits.totalBytes) refuse({ reason: "too-large", limit: limits.totalBytes });
    entries.set(name, entry);
  }
  return entries;
}

const inflateRawInThreadPool = promisify(inflateRaw);

/**
 * Entries that declare up to this much are unpacked at once on this thread, which takes a
 * millisecond or two and far less than handing each of a company's hundreds of small files to
 * zlib's thread pool; larger ones are unpacked there.
 */
const SMALL_ENTRY_BYTES = MB;

/**
 * An entry's content, unpacked by Node's zlib no further than the size the zip declares for it:
 * zlib counts the bytes it puts out and stops at the first chunk (16 kB) past that limit, which
 * refuses the zip. A zip that declares small entries and holds large ones thus costs at most
 * what it declares, which its directory was judged by. Its packed bytes are read at once: they
 * are within the bound of an entry too.
 */
async function unpack(
  zip: ZipFile,
  file: FileHandle,
  entry: Entry,
  name: string,
  refuse: Refuse,
): Promise<Buffer> {
  const declared = entry.uncompressedSize;
  let content: Buffer;
  try {
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    const packed = Buffer.allocUnsafe(entry.compressedSize);
    const { bytesRead } = await file.read(packed, 0, packed.length, fileDataStart);
    if (bytesRead < packed.length) throw new Error("the zip ends inside it");
    // zlib takes no limit of 0; one byte out of an entry that declares none is one too many.
    const limit = { maxOutputLength: Math.max(declared, 1) };
    content =
      entry.compressionMethod === STORED
        ? packed
        : declared <= SMALL_ENTRY_BYTES
          ? inflateRawSync(packed, limit)
          : await inflateRawInThreadPool(packed, limit);
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
      refuse({ reason: "larger-than-declared", name, declared });
    refuse({ reason: "damaged", name, detail: (error as Error).message });
  }
  if (content.length > declared) refuse({ reason: "larger-than-declared", name, declared });
  if (content.length < declared)
    refuse({ reason: "damaged", name, detail: `${content.length} of its ${declared} bytes` });
  return content;
}

/** A company's .zip opened as a source of its folder's files; `close` when done with it. */
export type CompanyZip = CompanySource & { close(): Promise<void> };

/**
 * A .zip file holding company.json at its top or in its one top folder (as zipping a folder
 * makes it), as a source of the folder's files, read from the file as they are asked for.
 * Refused (`ZipRefusedError`, as `name` in its message) when it is not a zip, when its files lie
 * in several top folders, or when its directory passes a bound, before anything is unpacked; and
 * when an entry being read unpacks to more than it declares, or cannot be unpacked.
 */
export async function openCompanyZip(
  file: string,
  name: string = file,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<CompanyZip> {
  const refuse: Refuse = (refusal) => {
    throw new ZipRefusedError(name, refusal);
  };
  let zip: ZipFile;
  try {
    // Names are decoded here (entryName), and the sizes the entries unpack to are held here.
    zip = await yauzl.openPromise(file, {
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: false,
    });
  } catch (error) {
    return refuse({ reason: "not-zip", detail: (error as Error).message });
  }
  // An error closing the file comes as an event once reading is done: unheard, it would be thrown
  // where nothing catches it.
  zip.on("error", () => {});
  // yauzl reads the directory and the entries' headers; the entries' bytes are read here, from
  // a handle of this source's own, which closing waits for.
  const bytes = await open(file, "r");
  try {
    const entries = await judgedEntries(zip, refuse, limits).catch((error: unknown) => {
      if (error instanceof ZipRefusedError) throw error;
      return refuse({ reason: "not-zip", detail: (error as Error).message });
    });
    const kept = [...entries].filter(
      ([entry]) => !entry.endsWith("/") && !entry.startsWith(MAC_METADATA),
    );
    const top = topFolder(kept.map(([entry]) => entry));
    if (typeof top !== "string") refuse(top);
    const files = new Map(
      kept.map(([entry, found]) => [entry.slice(top.length), { entry, found }]),
    );
    return {
      name,
      files: new Set(files.keys()),
      async read(path) {
        const file = files.get(path);
        if (!file) throw new Error(`${path} is not in ${name}`);
        return unpack(zip, bytes, file.found, file.entry, refuse);
      },
      async close() {
        zip.close();
        await bytes.close();
      },
    };
  } catch (error) {
    zip.close();
    await bytes.close();
    throw error;
  }
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
