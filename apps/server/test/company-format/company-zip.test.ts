import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { type Zippable, zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type CompanyZip,
  openCompanyZip,
  ZIP_LIMITS,
  type ZipLimits,
  type ZipRefusal,
  ZipRefusedError,
  zipFolder,
} from "../../src/modules/company-format/company-zip.ts";
import { inflated, resetInflated } from "../helpers/inflated.ts";
import { rawZip } from "../helpers/raw-zip.ts";

vi.mock("node:zlib", async (original) =>
  (await import("../helpers/inflated.ts")).countingInflate(await original()),
);

const MB = 1024 * 1024;
const text = (value: string) => new TextEncoder().encode(value);
const limits = { entries: 4, entryBytes: 1000, totalBytes: 2500 };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "hd-zip-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(resetInflated);

let written = 0;
/** `use` of a zip of these bytes, opened from a file as every company zip is, then closed. */
async function withZip<T>(
  bytes: Uint8Array,
  use: (zip: CompanyZip) => Promise<T>,
  within: ZipLimits = ZIP_LIMITS,
): Promise<T> {
  const file = path.join(dir, `${++written}.zip`);
  await writeFile(file, bytes);
  const zip = await openCompanyZip(file, "test.zip", within);
  try {
    return await use(zip);
  } finally {
    await zip.close();
  }
}

/** Why the zip of these bytes is refused: on opening, or on reading every file it holds. */
async function refusalOf(bytes: Uint8Array, within: ZipLimits = limits): Promise<ZipRefusal> {
  try {
    await withZip(
      bytes,
      (zip) => Promise.all([...zip.files].map((file) => zip.read(file))),
      within,
    );
  } catch (error) {
    if (error instanceof ZipRefusedError) return error.refusal;
    throw error;
  }
  throw new Error("the zip was read");
}

/** Why the zip of these entries (as fflate writes them, deflated) is refused. */
const refusal = (entries: Zippable) => refusalOf(zipSync(entries));

/** The files of a zip, by their paths in the company's folder. */
const filesOf = (bytes: Uint8Array) => withZip(bytes, async (zip) => [...zip.files].sort());

describe("a company's .zip", () => {
  it("is read from its top or its one top folder, as zipping a folder makes it", async () => {
    const folder = new Map([
      ["company.json", text("{}")],
      ["files/plan.svg", text("<svg/>")],
    ]);
    const content = await withZip(zipFolder("alpha", folder), async (zip) => {
      expect([...zip.files].sort()).toEqual(["company.json", "files/plan.svg"]);
      return (await zip.read("files/plan.svg")).toString();
    });
    expect(content).toBe("<svg/>");
    expect(await filesOf(zipSync({ "company.json": text("{}") }))).toEqual(["company.json"]);
  });

  it("is refused when its files lie in two top folders, rather than one guessed", async () => {
    const two = {
      "alpha/company.json": text("{}"),
      "alpha/files/plan.svg": text("<svg/>"),
      "beta/company.json": text("{}"),
    };
    expect(await refusal(two)).toEqual({ reason: "several-folders", folders: ["alpha/", "beta/"] });
    // Files beside the one folder are as mixed: which of them is the company's is a guess.
    const beside = { "alpha/company.json": text("{}"), "notes.txt": text("x") };
    expect(await refusal(beside)).toEqual({
      reason: "several-folders",
      folders: ["alpha/", "notes.txt"],
    });
    await expect(withZip(zipSync(two), async () => null)).rejects.toThrow(
      "test.zip: the zip holds alpha/, beta/ side by side",
    );
  });

  it("is read with company.json at its top beside folders, and past macOS's metadata folder", async () => {
    const top = zipSync({
      "company.json": text("{}"),
      "files/a.svg": text("x"),
      "plans/b.svg": text("x"),
    });
    expect(await filesOf(top)).toEqual(["company.json", "files/a.svg", "plans/b.svg"]);
    // macOS's Archive Utility adds __MACOSX/ beside the folder it zips.
    const mac = zipSync({
      "alpha/company.json": text("{}"),
      "__MACOSX/alpha/._company.json": text("x"),
    });
    expect(await filesOf(mac)).toEqual(["company.json"]);
  });

  it("is refused when it is not a zip, or packed in a way no zip tool of today writes", async () => {
    expect(await refusalOf(text("company.json"))).toMatchObject({ reason: "not-zip" });
    // Method 14 is LZMA; deflate (8) and stored (0) are what zip tools write.
    const lzma = rawZip([{ name: text("company.json"), content: text("{}"), method: 14 }]);
    expect(await refusalOf(lzma)).toEqual({
      reason: "not-zip",
      detail: "company.json is packed with method 14, not deflate",
    });
  });

  it("is refused with an entry whose name leads out of its folder", async () => {
    for (const name of ["../company.json", "a/../../x", "/etc/passwd", "C:/x", "a\\..\\x"]) {
      expect(await refusal({ [name]: text("x") }), name).toEqual({ reason: "unsafe-name", name });
    }
  });

  it("is refused past its bounds by what its directory declares, before anything is unpacked", async () => {
    const many = Object.fromEntries(["a", "b", "c", "d", "e"].map((n) => [n, text(n)]));
    expect(await refusal(many)).toEqual({ reason: "too-many-entries", limit: 4 });
    // Zeros pack into a few bytes, as a zip bomb's do: the size unpacked counts.
    expect(await refusal({ "big.svg": new Uint8Array(1001) })).toEqual({
      reason: "entry-too-large",
      name: "big.svg",
      limit: 1000,
    });
    const three = { a: new Uint8Array(900), b: new Uint8Array(900), c: new Uint8Array(900) };
    expect(await refusal(three)).toEqual({ reason: "too-large", limit: 2500 });
    expect(inflated.calls).toBe(0);
  });

  it("is refused at the format's bounds: 220 MB declared in all, nothing of it unpacked", async () => {
    // Eleven entries that declare 20 MB each (the bound of a file), of a few bytes packed.
    const entries = Array.from({ length: 11 }, (_, i) => ({
      name: text(`files/${i}.svg`),
      content: text("<svg/>"),
      method: "deflate" as const,
      declaredSize: ZIP_LIMITS.entryBytes,
    }));
    const zip = rawZip([{ name: text("company.json"), content: text("{}") }, ...entries]);
    expect(zip.length).toBeLessThan(MB);
    expect(await refusalOf(zip, ZIP_LIMITS)).toEqual({
      reason: "too-large",
      limit: ZIP_LIMITS.totalBytes,
    });
    expect(inflated.calls).toBe(0);
  });

  describe("stops unpacking an entry that unpacks to more than it declares, at what it declares", () => {
    /** A zip whose picture declares `declared` bytes and unpacks to `zeros` bytes of zeros. */
    const lyingZip = (declared: number, zeros: Uint8Array) =>
      rawZip([
        { name: text("company.json"), content: text("{}") },
        { name: text("files/plan.svg"), content: zeros, method: "deflate", declaredSize: declared },
      ]);

    /** The CPU time `work` takes this process, in milliseconds. */
    async function cpuOf(work: () => Promise<unknown>): Promise<number> {
      const before = process.cpuUsage();
      await work();
      const { user, system } = process.cpuUsage(before);
      return (user + system) / 1000;
    }

    it("a small entry, unpacked on this thread: at a fraction of what unpacking it all costs", async () => {
      // 64 MB of zeros (64 kB packed) that declare 1000 bytes: within every bound by the directory.
      const zeros = new Uint8Array(64 * MB);
      const zip = lyingZip(1000, zeros);
      // What unpacking all of it costs, as an honest entry under bounds that allow it.
      const honest = rawZip([{ name: text("x"), content: zeros, method: "deflate" }]);
      const roomy = { entries: 1, entryBytes: zeros.length, totalBytes: zeros.length };
      const whole = await cpuOf(() => withZip(honest, (source) => source.read("x"), roomy));
      resetInflated();
      let refused: unknown;
      const cpu = await cpuOf(() =>
        withZip(zip, async (source) => {
          expect((await source.read("company.json")).toString()).toBe("{}");
          refused = await source.read("files/plan.svg").catch((error: unknown) => error);
        }),
      );
      expect(refused).toBeInstanceOf(ZipRefusedError);
      expect((refused as ZipRefusedError).refusal).toEqual({
        reason: "larger-than-declared",
        name: "files/plan.svg",
        declared: 1000,
      });
      // zlib stopped at the declared size (within one chunk of 16 kB past it), which costs a
      // fraction of the CPU that unpacking all 64 MB takes.
      expect(inflated.stopped).toEqual([1000]);
      expect(cpu).toBeLessThan(whole / 4);
    });

    it("a large entry, unpacked in zlib's thread pool", async () => {
      // 64 MB of zeros that declare 2 MB: more than is unpacked on this thread.
      const refusal = await refusalOf(lyingZip(2 * MB, new Uint8Array(64 * MB)), ZIP_LIMITS);
      expect(refusal).toEqual({
        reason: "larger-than-declared",
        name: "files/plan.svg",
        declared: 2 * MB,
      });
      expect(inflated.stopped).toEqual([2 * MB]);
      // An honest entry of that size is read whole.
      const photo = randomBytes(3 * MB);
      const honest = rawZip([{ name: text("photo.svg"), content: photo, method: "deflate" }]);
      const read = await withZip(honest, (zip) => zip.read("photo.svg"));
      expect(read.equals(photo)).toBe(true);
    });
  });

  it("is refused when an entry unpacks to less than it declares, or not at all", async () => {
    const short = rawZip([
      { name: text("company.json"), content: text("{}"), method: "deflate", declaredSize: 3 },
    ]);
    expect(await refusalOf(short)).toEqual({
      reason: "damaged",
      name: "company.json",
      detail: "2 of its 3 bytes",
    });
    // Bytes that are no deflate stream (0xff opens a block of the reserved type 3), marked deflated.
    const broken = rawZip([
      { name: text("company.json"), content: Uint8Array.of(0xff, 0xff), method: 8 },
    ]);
    expect(await refusalOf(broken)).toMatchObject({ reason: "damaged", name: "company.json" });
  });

  describe("takes entry names as their makers meant them", () => {
    const names = filesOf;

    it("UTF-8 names without the zip's UTF-8 flag, as Info-ZIP's zip -r writes them", async () => {
      // Made by Info-ZIP's Zip 3.0 on Linux: `zip -qrX info-zip-umlauts.zip lindenhof` of a folder
      // holding company.json and files/räume/küche.svg; it sets no UTF-8 flag on any name.
      const zip = await readFile(new URL("./info-zip-umlauts.zip", import.meta.url));
      expect(await names(zip)).toEqual(["company.json", "files/räume/küche.svg"]);
      const svg = await withZip(zip, (source) => source.read("files/räume/küche.svg"));
      expect(svg.toString()).toBe("<svg/>");
    });

    it("a name with the flag, without it, or in CP437 (bytes that are not UTF-8)", async () => {
      const content = text("<svg/>");
      const zip = rawZip([
        { name: text("company.json"), content: text("{}") },
        { name: text("files/räume/küche.svg"), content },
        { name: text("files/straße.svg"), content, utf8Flag: true },
        // "Bäder/Wanne.svg" as an old Windows zip writes it: ä is 0x84 in code page 437.
        { name: Uint8Array.from([...text("files/B"), 0x84, ...text("der/Wanne.svg")]), content },
      ]);
      expect(await names(zip)).toEqual([
        "company.json",
        "files/Bäder/Wanne.svg",
        "files/räume/küche.svg",
        "files/straße.svg",
      ]);
    });

    it("a name reads the same with and without the flag whenever it is UTF-8", async () => {
      const segment = fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).filter(
        // Segments a company folder can hold: no separators, no `.`/`..`, no control characters.
        (s) => !/[/\\\p{Cc}]/u.test(s) && s !== "." && s !== "..",
      );
      await fc.assert(
        fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 3 }), async (segments) => {
          const name = `files/${segments.join("/")}.svg`;
          for (const utf8Flag of [true, false]) {
            const zip = rawZip([
              { name: text("company.json"), content: text("{}") },
              { name: text(name), content: text("x"), utf8Flag },
            ]);
            expect(await names(zip)).toEqual(["company.json", name].sort());
          }
        }),
      );
    });

    it("an unsafe name is refused whichever way it is written", async () => {
      const zip = rawZip([{ name: text("../räume/x.svg"), content: text("x") }]);
      await expect(withZip(zip, async () => null)).rejects.toThrow(/"\.\.\/räume\/x\.svg"/);
    });
  });
});
