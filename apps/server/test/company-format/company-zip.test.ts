import { readFile } from "node:fs/promises";
import fc from "fast-check";
import { type Zippable, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  type ZipRefusal,
  ZipRefusedError,
  zipFolder,
  zipSource,
} from "../../src/modules/company-format/company-zip.ts";
import { rawZip } from "../helpers/raw-zip.ts";

const text = (value: string) => new TextEncoder().encode(value);
const limits = { entries: 4, entryBytes: 1000, totalBytes: 2500 };

/** Why `zipSource` refuses the zip of these entries, under the small limits above. */
function refusal(entries: Zippable): ZipRefusal {
  try {
    zipSource("test.zip", zipSync(entries), limits);
  } catch (error) {
    if (error instanceof ZipRefusedError) return error.refusal;
    throw error;
  }
  throw new Error("the zip was read");
}

describe("a company's .zip", () => {
  it("is read from its top or its one top folder, as zipping a folder makes it", async () => {
    const folder = new Map([
      ["company.json", text("{}")],
      ["files/plan.svg", text("<svg/>")],
    ]);
    const source = zipSource("alpha.zip", zipFolder("alpha", folder));
    expect([...source.files].sort()).toEqual(["company.json", "files/plan.svg"]);
    expect((await source.read("files/plan.svg")).toString()).toBe("<svg/>");
    const flat = zipSource("flat.zip", zipSync({ "company.json": text("{}") }));
    expect([...flat.files]).toEqual(["company.json"]);
  });

  it("is refused when its files lie in two top folders, rather than one guessed", () => {
    const two = {
      "alpha/company.json": text("{}"),
      "alpha/files/plan.svg": text("<svg/>"),
      "beta/company.json": text("{}"),
    };
    expect(refusal(two)).toEqual({ reason: "several-folders", folders: ["alpha/", "beta/"] });
    // Files beside the one folder are as mixed: which of them is the company's is a guess.
    const beside = { "alpha/company.json": text("{}"), "notes.txt": text("x") };
    expect(refusal(beside)).toEqual({
      reason: "several-folders",
      folders: ["alpha/", "notes.txt"],
    });
    expect(() => zipSource("two.zip", zipSync(two), limits)).toThrow(
      "two.zip: the zip holds alpha/, beta/ side by side",
    );
  });

  it("is read with company.json at its top beside folders, and past macOS's metadata folder", () => {
    const top = zipSource(
      "top.zip",
      zipSync({ "company.json": text("{}"), "files/a.svg": text("x"), "plans/b.svg": text("x") }),
    );
    expect([...top.files].sort()).toEqual(["company.json", "files/a.svg", "plans/b.svg"]);
    // macOS's Archive Utility adds __MACOSX/ beside the folder it zips.
    const mac = zipSource(
      "mac.zip",
      zipSync({ "alpha/company.json": text("{}"), "__MACOSX/alpha/._company.json": text("x") }),
    );
    expect([...mac.files]).toEqual(["company.json"]);
  });

  it("is refused when it is not a zip", () => {
    expect(() => zipSource("x.zip", text("company.json"))).toThrow(ZipRefusedError);
  });

  it("is refused with an entry whose name leads out of its folder", () => {
    for (const name of ["../company.json", "a/../../x", "/etc/passwd", "C:/x", "a\\..\\x"]) {
      expect(refusal({ [name]: text("x") }), name).toEqual({ reason: "unsafe-name", name });
    }
  });

  it("is refused past its limits, by what the entries declare, before they are unpacked", () => {
    const many = Object.fromEntries(["a", "b", "c", "d", "e"].map((n) => [n, text(n)]));
    expect(refusal(many)).toEqual({ reason: "too-many-entries", limit: 4 });
    // Zeros pack into a few bytes, as a zip bomb's do: the size unpacked counts.
    expect(refusal({ "big.svg": new Uint8Array(1001) })).toEqual({
      reason: "entry-too-large",
      name: "big.svg",
      limit: 1000,
    });
    const three = { a: new Uint8Array(900), b: new Uint8Array(900), c: new Uint8Array(900) };
    expect(refusal(three)).toEqual({ reason: "too-large", limit: 2500 });
  });

  describe("takes entry names as their makers meant them", () => {
    const names = (zip: Uint8Array) => [...zipSource("names.zip", zip).files].sort();

    it("UTF-8 names without the zip's UTF-8 flag, as Info-ZIP's zip -r writes them", async () => {
      // Made by Info-ZIP's Zip 3.0 on Linux: `zip -qrX info-zip-umlauts.zip lindenhof` of a folder
      // holding company.json and files/räume/küche.svg; it sets no UTF-8 flag on any name.
      const zip = await readFile(new URL("./info-zip-umlauts.zip", import.meta.url));
      const source = zipSource("lindenhof.zip", zip);
      expect([...source.files].sort()).toEqual(["company.json", "files/räume/küche.svg"]);
      expect((await source.read("files/räume/küche.svg")).toString()).toBe("<svg/>");
    });

    it("a name with the flag, without it, or in CP437 (bytes that are not UTF-8)", () => {
      const content = text("<svg/>");
      const zip = rawZip([
        { name: text("company.json"), content: text("{}") },
        { name: text("files/räume/küche.svg"), content },
        { name: text("files/straße.svg"), content, utf8Flag: true },
        // "Bäder/Wanne.svg" as an old Windows zip writes it: ä is 0x84 in code page 437.
        { name: Uint8Array.from([...text("files/B"), 0x84, ...text("der/Wanne.svg")]), content },
      ]);
      expect(names(zip)).toEqual([
        "company.json",
        "files/Bäder/Wanne.svg",
        "files/räume/küche.svg",
        "files/straße.svg",
      ]);
    });

    it("a name reads the same with and without the flag whenever it is UTF-8", () => {
      const segment = fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).filter(
        // Segments a company folder can hold: no separators, no `.`/`..`, no control characters.
        (s) => !/[/\\\p{Cc}]/u.test(s) && s !== "." && s !== "..",
      );
      fc.assert(
        fc.property(fc.array(segment, { minLength: 1, maxLength: 3 }), (segments) => {
          const name = `files/${segments.join("/")}.svg`;
          for (const utf8Flag of [true, false]) {
            const zip = rawZip([
              { name: text("company.json"), content: text("{}") },
              { name: text(name), content: text("x"), utf8Flag },
            ]);
            expect(names(zip)).toEqual(["company.json", name].sort());
          }
        }),
      );
    });

    it("an unsafe name is refused whichever way it is written", () => {
      const zip = rawZip([{ name: text("../räume/x.svg"), content: text("x") }]);
      expect(() => zipSource("x.zip", zip)).toThrow(/"\.\.\/räume\/x\.svg"/);
    });
  });
});
