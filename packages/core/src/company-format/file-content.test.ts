import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkCompany } from "./check.ts";
import { fileContentProblem as contentProblem } from "./file-content.ts";
import { problemMessage } from "./problem-texts.ts";
import { FORMAT_LIMITS } from "./schema.ts";
import { SMALL_COMPANY_FILES, smallCompany } from "./test-company.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
/** The problem of a file's content in English, as the command line writes it. */
const fileContentProblem = (path: string, content: Uint8Array) => {
  const problem = contentProblem(path, content);
  return problem && problemMessage(problem, "en");
};

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const GIF = text("GIF89a\u0001\u0000");
const WEBP = text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
const AVIF = bytes(0, 0, 0, 0x1c, ...text("ftypavif"), 0, 0, 0, 0, ...text("avifmif1"));
const ICO = bytes(0, 0, 1, 0, 1, 0);
const PDF = text("%PDF-1.7\n");
const SVG = text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect/></svg>');

describe("a file's content", () => {
  it("passes when it is what its extension says", () => {
    const good: [string, Uint8Array][] = [
      ["a.png", PNG],
      ["a.jpg", JPEG],
      ["a.JPEG", JPEG],
      ["a.gif", GIF],
      ["a.webp", WEBP],
      ["a.avif", AVIF],
      ["a.ico", ICO],
      ["a.pdf", PDF],
      ["a.svg", SVG],
      [
        "b.svg",
        text(
          '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><title>Küche – Wände, Fußböden</title><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use xlink:href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>',
        ),
      ],
    ];
    for (const [name, content] of good)
      expect(fileContentProblem(name, content), name).toBe(undefined);
  });

  it("passes every picture of the demo company", () => {
    const demo = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      "../../../../apps/server/demo-company",
    );
    const files = readdirSync(demo, { recursive: true, withFileTypes: true }).filter((f) =>
      f.isFile(),
    );
    expect(files.length).toBeGreaterThan(500);
    for (const file of files) {
      const full = path.join(file.parentPath, file.name);
      expect(fileContentProblem(file.name, readFileSync(full)), full).toBe(undefined);
    }
  });

  it("is refused when its bytes are another type than its name says, naming the type found", () => {
    expect(fileContentProblem("files/logo.png", JPEG)).toBe(
      "is named .png but holds a JPEG file: give it the extension of its type, or save it as PNG",
    );
    expect(fileContentProblem("files/plan.jpg", PNG)).toMatch(
      /^is named \.jpg but holds a PNG file/,
    );
    expect(fileContentProblem("files/plan.svg", PDF)).toMatch(
      /^is named \.svg but holds a PDF file/,
    );
    expect(fileContentProblem("files/floor.png", text("Not found"))).toBe(
      "is named .png but does not hold a PNG file (nor any type the format takes)",
    );
    // An XML file whose root is not <svg>, such as a web page saved as .svg.
    expect(fileContentProblem("a.svg", text("<!DOCTYPE html><html><svg/></html>"))).toMatch(
      /^is named \.svg but does not hold an SVG file/,
    );
  });

  it("is refused past the format's bound of a file", () => {
    const big = new Uint8Array(FORMAT_LIMITS.fileBytes + 1);
    big.set(PNG);
    expect(fileContentProblem("a.png", big)).toBe(
      "is 20.0 MB: the format takes files of at most 20 MB",
    );
  });

  it("refuses an SVG that runs, embeds or fetches anything", () => {
    const svg = (inner: string, attributes = "") =>
      text(`<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`);
    const unsafe: [Uint8Array, string][] = [
      [svg("<script>alert(1)</script>"), "a <script> element"],
      [svg("", ' onload="alert(1)"'), "an event handler attribute (on…=)"],
      [svg('<rect ONCLICK = "x()"/>'), "an event handler attribute (on…=)"],
      [svg('<a href="javascript:alert(1)"><text>x</text></a>'), "a javascript: address"],
      [svg("<foreignObject><div/></foreignObject>"), "an element that embeds another document"],
      [
        text('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'),
        "an entity declaration",
      ],
      [svg('<image href="https://tracker.example.com/p.png"/>'), "a link to something outside"],
      [svg('<use xlink:href="other.svg#icon"/>'), "a link to something outside"],
      [svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'), "a link to something outside"],
      [svg('<rect style="fill: url(https://example.com/x)"/>'), "a reference to something outside"],
      [svg("<style>@import 'https://example.com/a.css';</style>"), "a CSS @import"],
    ];
    for (const [content, words] of unsafe)
      expect(fileContentProblem("a.svg", content), words).toContain(`holds ${words}`);
  });

  it("is reported where company.json names the file, each naming place", () => {
    const company = smallCompany();
    const [first] = SMALL_COMPANY_FILES;
    if (!first) throw new Error("the small company names no file");
    const problems = checkCompany(
      company,
      (file) => SMALL_COMPANY_FILES.has(file),
      (file) =>
        file === first ? { key: "svgUnsafe", params: { what: { key: "svgScript" } } } : undefined,
    );
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem.message).toBe(
        `names the file '${first}', which holds a <script> element: an SVG of the format is a picture only, without scripts, event handlers or anything fetched from outside it`,
      );
  });
});
