/**
 * Setting text in lines for the summary PDF: which font draws each letter, where lines break and
 * how wide every piece is. Pure: it knows fonts only through `Face` (fonts.ts gives Inter), so the
 * rules can be tested on their own, and the document (summary-document.ts) draws the pieces at
 * the positions given here. Heights follow from the line count, so pagination is exact.
 */

export type Weight = 400 | 600;

/** One font as the typesetter needs it. */
export interface Face {
  /** Whether the font has a glyph of its own for the code point. */
  has(codePoint: number): boolean;
  /** The advance of the text set on one line, in ems (font units over units per em). */
  advance(text: string): number;
}

/**
 * The fonts of each weight in the order a letter looks for its glyph: Inter's Latin file first,
 * then its Latin Extended file. A letter neither has is drawn by the first.
 */
export type Faces = Record<Weight, readonly Face[]>;

/** A run of text in one style inside a paragraph ("Tootja " muted, "Kährs" in ink). */
export type Span = { text: string; weight?: Weight; color?: string };

export type TextStyle = {
  size: number;
  /** The distance between baselines, in points. */
  lineHeight: number;
  weight: Weight;
  color: string;
  /** Extra space after every letter, in points. */
  tracking?: number;
};

/** What is drawn with one font call: text in one face, weight and colour at `x` on its line. */
export type Piece = {
  text: string;
  face: number;
  weight: Weight;
  color: string;
  /** From the line's start, in points. */
  x: number;
  width: number;
};

export type Line = { pieces: Piece[]; width: number };

export type TextBlock = {
  lines: Line[];
  /** The widest line. */
  width: number;
  /** Lines × line height. */
  height: number;
  style: TextStyle;
};

/** A part of a word in one face and style. */
type Segment = { text: string; face: number; weight: Weight; color: string; width: number };

/**
 * A word (no break opportunity inside) and the gap that separates it from the word before. A
 * glued word follows the one before without a space (the pieces of a web address).
 */
type Word = {
  segments: Segment[];
  width: number;
  gap: number;
  /** How many spaces the gap is (typed runs of spaces are kept, as in "Name  ·  web"). */
  spaces?: number;
  glued?: boolean;
};

/** Below this a width counts as fitting: sums of fractions are not exact. */
const EPSILON = 1e-6;

export class Typesetter {
  /** The face index per weight and code point: the answer never changes for a font. */
  private readonly faceOf = new Map<number, number>();

  constructor(private readonly faces: Faces) {}

  /**
   * The lines of `spans` within `width`. Words (split at spaces and tabs) are filled greedily and
   * never broken, whatever fonts draw their letters, except a word wider than a whole line, which
   * is cut where the line is full. Every newline starts a paragraph; an empty one is an empty line.
   */
  lines(spans: readonly Span[] | string, style: TextStyle, width: number): TextBlock {
    const paragraphs = this.words(typeof spans === "string" ? [{ text: spans }] : spans, style);
    const lines = paragraphs.flatMap((words) =>
      fill(words, width, (word) => this.cut(word, width, style)),
    );
    return this.block(lines, style);
  }

  /** One line, cut and ended with "…" when wider than `width` (0 or less: never cut). */
  oneLine(spans: readonly Span[] | string, style: TextStyle, width: number): TextBlock {
    const all = typeof spans === "string" ? [{ text: spans }] : spans;
    const flat = all.map((span) => ({ ...span, text: span.text.replace(/\r\n|[\r\n\t]/g, " ") }));
    const words = this.words(flat, style).flat();
    const whole = fill(words, Number.POSITIVE_INFINITY, (word) => [word]);
    const line = whole[0] ?? [];
    if (width <= 0 || lineWidth(line) <= width + EPSILON) return this.block([line], style);
    // Letters are taken off the end until the rest and the ellipsis fit.
    const text = flat
      .map((span) => span.text)
      .join("")
      .trim();
    const letters = Array.from(text);
    const first = flat[0];
    for (let keep = letters.length - 1; keep > 0; keep--) {
      const shortened = `${letters.slice(0, keep).join("").trimEnd()}…`;
      const candidate = this.oneLine([{ ...first, text: shortened }], style, 0);
      if (candidate.width <= width + EPSILON) return candidate;
    }
    return this.block([[]], style);
  }

  /**
   * A web address in lines that break only between its pieces (linkPieces: after / ? & = #), so
   * no hyphen or space is added to it; a piece wider than a line is cut.
   */
  link(pieces: readonly string[], style: TextStyle, width: number): TextBlock {
    const words = pieces.map((piece) => ({
      ...this.word([{ text: piece }], style),
      gap: 0,
      glued: true,
    }));
    return this.block(
      fill(words, width, (word) => this.cut(word, width, style)),
      style,
    );
  }

  /** Paragraphs of words, each word split into segments by face and style. */
  private words(spans: readonly Span[], style: TextStyle): Word[][] {
    const paragraphs: Word[][] = [[]];
    let parts: Span[] = [];
    let gap = 0;
    let spaces = 0;
    const end = () => {
      if (parts.length === 0) return;
      const paragraph = paragraphs[paragraphs.length - 1] as Word[];
      const first = paragraph.length === 0;
      paragraph.push({
        ...this.word(parts, style),
        gap: first ? 0 : gap,
        spaces: first ? 0 : spaces,
      });
      parts = [];
      gap = 0;
      spaces = 0;
    };
    for (const span of spans) {
      for (const token of span.text.split(/(\r\n|\r|\n|[ \t]+)/)) {
        if (token === "") continue;
        if (token === "\n" || token === "\r\n" || token === "\r") {
          end();
          paragraphs.push([]);
        } else if (/^[ \t]+$/.test(token)) {
          end();
          // Spaces in the style of the text they stand in; a tab counts as one.
          spaces = token.length;
          gap = spaces * this.spaceWidth(span.weight ?? style.weight, style);
        } else {
          parts.push({ ...span, text: token });
        }
      }
    }
    end();
    return paragraphs;
  }

  private spaceWidth(weight: Weight, style: TextStyle): number {
    return this.measure(" ", 0, weight, style);
  }

  private word(parts: readonly Span[], style: TextStyle): Omit<Word, "gap"> {
    const segments: Segment[] = [];
    for (const part of parts) {
      const weight = part.weight ?? style.weight;
      const color = part.color ?? style.color;
      let text = "";
      let face = -1;
      for (const letter of part.text) {
        const letterFace = this.face(letter.codePointAt(0) ?? 0, weight);
        if (letterFace !== face && text) {
          segments.push(this.segment(text, face, weight, color, style));
          text = "";
        }
        face = letterFace;
        text += letter;
      }
      if (text) segments.push(this.segment(text, face, weight, color, style));
    }
    return { segments, width: segments.reduce((sum, s) => sum + s.width, 0) };
  }

  private segment(text: string, face: number, weight: Weight, color: string, style: TextStyle) {
    return { text, face, weight, color, width: this.measure(text, face, weight, style) };
  }

  private measure(text: string, face: number, weight: Weight, style: TextStyle): number {
    const font = this.faces[weight][face] as Face;
    const tracking = (style.tracking ?? 0) * Array.from(text).length;
    return font.advance(text) * style.size + tracking;
  }

  private face(codePoint: number, weight: Weight): number {
    const key = codePoint * 2 + (weight === 600 ? 1 : 0);
    let face = this.faceOf.get(key);
    if (face === undefined) {
      const index = this.faces[weight].findIndex((f) => f.has(codePoint));
      face = index < 0 ? 0 : index;
      this.faceOf.set(key, face);
    }
    return face;
  }

  /**
   * A word wider than `width` in pieces that each fit, at least one letter each. Letters are
   * measured one by one to find the cuts (kerning inside such a token is let go), then each piece
   * is measured whole and gives a letter to the next piece while it is still too wide.
   */
  private cut(word: Word, width: number, style: TextStyle): Word[] {
    type Letter = { text: string; face: number; weight: Weight; color: string; width: number };
    const letters: Letter[] = word.segments.flatMap((segment) =>
      Array.from(segment.text, (text) => ({
        ...segment,
        text,
        width: this.measure(text, segment.face, segment.weight, style),
      })),
    );
    const pieces: Word[] = [];
    let at = 0;
    while (at < letters.length) {
      let end = at + 1;
      let used = letters[at]?.width ?? 0;
      while (end < letters.length && used + (letters[end]?.width ?? 0) <= width + EPSILON) {
        used += letters[end]?.width ?? 0;
        end++;
      }
      let piece = this.joined(letters.slice(at, end), style);
      while (piece.width > width + EPSILON && end - at > 1) {
        end--;
        piece = this.joined(letters.slice(at, end), style);
      }
      pieces.push({ ...piece, gap: pieces.length === 0 ? word.gap : 0, glued: word.glued });
      at = end;
    }
    return pieces;
  }

  /** Letters as a word again: neighbours in the same face and style form one measured segment. */
  private joined(
    letters: readonly { text: string; face: number; weight: Weight; color: string }[],
    style: TextStyle,
  ): Omit<Word, "gap"> {
    const segments: Segment[] = [];
    for (const letter of letters) {
      const last = segments[segments.length - 1];
      if (last && sameStyle(last, letter)) last.text += letter.text;
      else segments.push({ ...letter, width: 0 });
    }
    for (const segment of segments) {
      segment.width = this.measure(segment.text, segment.face, segment.weight, style);
    }
    return { segments, width: segments.reduce((sum, s) => sum + s.width, 0) };
  }

  private block(lines: Word[][], style: TextStyle): TextBlock {
    const set = lines.map((words) => this.toLine(words, style));
    return {
      lines: set,
      width: set.reduce((max, line) => Math.max(max, line.width), 0),
      height: set.length * style.lineHeight,
      style,
    };
  }

  /**
   * A line as pieces to draw. A piece that ends a word carries a trailing space: pdfkit shapes a
   * text in chunks that end after each space, and fonts.ts measures a word as such a chunk, so the
   * shaping is shared and every piece is as wide as measured. Words in the first face and one
   * style share a piece when the space between them is that face's own.
   */
  private toLine(words: readonly Word[], style: TextStyle): Line {
    const pieces: Piece[] = [];
    let x = 0;
    words.forEach((word, w) => {
      if (w > 0) x += word.gap;
      word.segments.forEach((segment, s) => {
        const last = pieces[pieces.length - 1];
        const joins =
          last !== undefined &&
          sameStyle(last, segment) &&
          (s > 0 ||
            word.glued === true ||
            (segment.face === 0 &&
              last.text.endsWith(" ") &&
              Math.abs(word.gap - (word.spaces ?? 1) * this.spaceWidth(segment.weight, style)) <
                EPSILON));
        if (last && joins) {
          if (s === 0 && !word.glued) last.text += " ".repeat(Math.max(0, (word.spaces ?? 1) - 1));
          last.text += segment.text;
          last.width = x + segment.width - last.x;
        } else {
          pieces.push({ ...segment, x });
        }
        x += segment.width;
      });
      const end = pieces[pieces.length - 1];
      if (end && !word.glued) end.text += " ";
    });
    return { pieces, width: x };
  }
}

function sameStyle(
  a: { face: number; weight: Weight; color: string },
  b: { face: number; weight: Weight; color: string },
): boolean {
  return a.face === b.face && a.weight === b.weight && a.color === b.color;
}

/** Greedy filling of words into lines of `width`; `cut` breaks a word too wide for any line. */
function fill(words: readonly Word[], width: number, cut: (word: Word) => Word[]): Word[][] {
  const lines: Word[][] = [];
  let line: Word[] = [];
  let used = 0;
  for (const word of words) {
    if (line.length > 0 && used + word.gap + word.width <= width + EPSILON) {
      line.push(word);
      used += word.gap + word.width;
      continue;
    }
    if (line.length > 0) lines.push(line);
    const pieces = word.width <= width + EPSILON ? [word] : cut(word);
    for (const piece of pieces.slice(0, -1)) lines.push([{ ...piece, gap: 0 }]);
    const last = pieces[pieces.length - 1];
    line = last ? [{ ...last, gap: 0 }] : [];
    used = last ? last.width : 0;
  }
  lines.push(line);
  return lines;
}

function lineWidth(words: readonly Word[]): number {
  return words.reduce((sum, word, i) => sum + (i > 0 ? word.gap : 0) + word.width, 0);
}
