import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { interFonts } from "../../src/pdf/fonts.ts";
import { linkPieces } from "../../src/pdf/summary-document.ts";
import {
  type Face,
  type Faces,
  type TextBlock,
  type TextStyle,
  Typesetter,
} from "../../src/pdf/text.ts";

/**
 * Two made-up fonts that split the alphabet as Inter's files do: the first lacks š ž Š Ž, the
 * second has every letter. Letters differ in width, so lines fill unevenly.
 */
const EXTENDED = new Set(["š", "ž", "Š", "Ž"].map((c) => c.codePointAt(0)));
const latinFace: Face = {
  has: (cp) => cp < 0x180 && !EXTENDED.has(cp),
  advance: (text) =>
    Array.from(text).reduce((sum, c) => sum + 0.3 + ((c.codePointAt(0) ?? 0) % 7) / 20, 0),
};
const extFace: Face = { has: () => true, advance: (text) => Array.from(text).length * 0.62 };
const fakeFaces: Faces = { 400: [latinFace, extFace], 600: [latinFace, extFace] };

const style: TextStyle = { size: 9, lineHeight: 13, weight: 400, color: "#000" };

/** The text of each line as drawn, spaces made single. */
const lineTexts = (block: TextBlock) =>
  block.lines.map((line) =>
    line.pieces
      .map((piece) => piece.text)
      .join("")
      .replace(/\s+/g, " ")
      .trim(),
  );

/** The words of the lines in order, each line's words after the one before. */
const lineWords = (block: TextBlock) => lineTexts(block).map((t) => (t ? t.split(" ") : []));

const letters = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789õäöüßÕÄÖÜšžŠŽ.,;:()–-€",
);
const word = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: letters, minLength: 1, maxLength: 14 }) },
  { weight: 1, arbitrary: fc.string({ unit: letters, minLength: 30, maxLength: 90 }) },
);
const paragraph = fc.array(word, { minLength: 1, maxLength: 40 });

describe("line breaking", () => {
  const type = new Typesetter(fakeFaces);
  const widthOf = (text: string) => type.oneLine(text, style, 0).width;

  it("fits every line, splits only words wider than a line, and keeps the words in order", () => {
    fc.assert(
      fc.property(
        paragraph,
        fc.array(fc.constantFrom(" ", "  ", "\t"), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 20, max: 320 }),
        (words, spaces, width) => {
          const text = words.map((w, i) => (i === 0 ? w : `${spaces[i] ?? " "}${w}`)).join("");
          const block = type.lines(text, style, width);
          for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(width + 1e-6);
          for (const line of block.lines) {
            for (const piece of line.pieces) {
              expect(piece.x + piece.width).toBeLessThanOrEqual(line.width + 1e-6);
            }
          }
          // Walk the lines' words along the text's words.
          const lines = lineWords(block);
          let at = 0;
          let inLine = 0;
          const next = () => {
            while (at < lines.length && inLine >= (lines[at]?.length ?? 0)) {
              at++;
              inLine = 0;
            }
            const token = lines[at]?.[inLine];
            inLine++;
            return { token, line: at, first: inLine === 1, alone: lines[at]?.length === 1 };
          };
          for (const w of words) {
            if (widthOf(w) <= width) {
              expect(next().token).toBe(w);
              continue;
            }
            // A word wider than a line: its pieces, each at the start of a line, make it again.
            let joined = "";
            let previousLine = -1;
            while (joined.length < w.length) {
              const piece = next();
              expect(piece.first).toBe(true);
              expect(piece.line).toBeGreaterThan(previousLine);
              previousLine = piece.line;
              joined += piece.token ?? "";
              if (piece.token === undefined) break;
            }
            expect(joined).toBe(w);
          }
          expect(next().token).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never breaks a word whose letters come from two fonts", () => {
    const text = "Farbton Šokolaadipiim nach Muster";
    const wide = widthOf("Šokolaadipiim");
    for (const width of [wide, wide + 3, wide + 20, widthOf("Farbton Šokolaadipiim")]) {
      const words = lineWords(type.lines(text, style, width)).flat();
      expect(words).toContain("Šokolaadipiim");
    }
    const [first] = type.lines("Šokolaadipiim", style, 500).lines;
    expect(first?.pieces.map((p) => [p.text, p.face])).toEqual([
      ["Š", 1],
      ["okolaadipiim ", 0],
    ]);
  });

  it("takes each letter from the first font that has it", () => {
    const [line] = type.lines("Müßigi Žaneti beež", style, 500).lines;
    expect(line?.pieces.map((p) => [p.text, p.face])).toEqual([
      ["Müßigi ", 0],
      ["Ž", 1],
      ["aneti bee", 0],
      ["ž ", 1],
    ]);
    // The pieces stand where the letters before them end.
    const pieces = line?.pieces ?? [];
    pieces.slice(1).forEach((piece, i) => {
      const before = pieces[i];
      if (before) expect(piece.x).toBeGreaterThanOrEqual(before.x + before.width - 1e-9);
    });
  });

  it("starts a paragraph at each newline, an empty one as an empty line", () => {
    const block = type.lines("Esimene lõik\n\nKolmas lõik\r\nNeljas\rViies", style, 500);
    expect(lineTexts(block)).toEqual(["Esimene lõik", "", "Kolmas lõik", "Neljas", "Viies"]);
    expect(block.height).toBe(5 * style.lineHeight);
  });

  it("keeps typed runs of spaces", () => {
    const one = type.oneLine("a · b", style, 0).width;
    const two = type.oneLine("a  ·  b", style, 0).width;
    expect(two).toBeGreaterThan(one);
  });

  it("cuts a line that must stay one with an ellipsis", () => {
    const long = "Wohnungsbaugesellschaft Süddeutsche Immobilienentwicklung GmbH & Co. KG";
    const cut = type.oneLine(long, style, 100);
    expect(cut.lines).toHaveLength(1);
    expect(cut.width).toBeLessThanOrEqual(100);
    expect(lineTexts(cut)[0]).toMatch(/^Wohnungs.*…$/);
    expect(lineTexts(type.oneLine("Kurz", style, 100))[0]).toBe("Kurz");
  });

  it("breaks a web address only between its pieces and gives it back whole", () => {
    const url =
      "https://kodu.kaarnakivi.ee/et/custom/summary?apartment_layout_id=42&project=kaarnakivi&selections=" +
      "N4IgLgpgtgzgBAWQPYBMCuAbCApKAHADwgCcA6AYyQDsAzJGAU1XoIDo%2BAOg";
    const pieces = linkPieces(url);
    const block = type.link(pieces, style, 160);
    const lines = lineTexts(block);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join("")).toBe(url);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(160 + 1e-6);
    // Each line ends where a piece ends (or inside a piece too long for any line).
    let at = 0;
    const ends = new Set(pieces.map((p) => (at += p.length)));
    let end = 0;
    for (const line of lines.slice(0, -1)) {
      end += line.length;
      const inLongPiece = pieces.some((p) => widthOf(p) > 160);
      expect(ends.has(end) || inLongPiece).toBe(true);
    }
  });
});

describe("line breaking with Inter", () => {
  const { faces } = interFonts();
  const type = new Typesetter(faces);

  it("draws š and ž from the Latin Extended file and the rest from Latin", () => {
    const [line] = type.lines("Šokolaadipiim beež Straße 12 450,50 €", style, 1000).lines;
    expect(line?.pieces.map((p) => [p.text, p.face])).toEqual([
      ["Š", 1],
      ["okolaadipiim bee", 0],
      ["ž ", 1],
      ["Straße 12 450,50 € ", 0],
    ]);
  });

  it("draws codes and texts as written, without Inter's contextual × and →", () => {
    const glyphs = (face: (typeof faces)[400][number] | undefined, text: string) =>
      (face?.font.layout(text).glyphs ?? []).map((glyph) => glyph.name);
    expect(glyphs(faces[400][0], "30x60 ->")).toEqual([
      "three",
      "zero",
      "x",
      "six",
      "zero",
      "space",
      "hyphen",
      "greater",
    ]);
    expect(glyphs(faces[600][0], "2x3")).toEqual(["two", "x", "three"]);
  });

  it("measures a word as pdfkit draws it: shaped, with Inter's kerning", () => {
    const latin = faces[400][0];
    if (!latin) throw new Error("no Latin face");
    // "Te" kerns tighter than its letters set apart.
    expect(latin.advance("Te")).toBeLessThan(latin.advance("T") + latin.advance("e"));
    expect(latin.advance("Te ")).toBeCloseTo(latin.advance("Te") + latin.advance(" "), 9);
  });

  it("never splits an ordinary Estonian or German word", () => {
    const words = ["põrandaküttega", "Oberflächenbeschaffenheit", "Straße", "Šokolaadipiim"];
    const widest = Math.max(...words.map((w) => type.oneLine(w, style, 0).width));
    for (const extra of [0.01, 5, 20, 60]) {
      const block = type.lines(words.join(" "), style, widest + extra);
      expect(lineWords(block).flat()).toEqual(words);
    }
  });

  it("cuts a token too long for a line into pieces that fit", () => {
    const code = "PAR-KS-0412-".repeat(8);
    const block = type.lines(code, style, 120);
    expect(block.lines.length).toBeGreaterThan(1);
    expect(lineTexts(block).join("")).toBe(code);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(120 + 1e-6);
  });
});
