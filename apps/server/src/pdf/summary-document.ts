/**
 * The summary PDF, drawn with pdfkit: the buyer's and the construction team's record of the chosen
 * finishes. Every part is set once (text.ts gives its lines, so its height is known), placed on
 * pages in one pass (paginate.ts), then drawn at the positions found; the parts every page repeats
 * are drawn last, when the number of pages is known.
 */
import { formatEuro, readableHash } from "@home-designer/core";
import PDFDocument from "pdfkit";
import { type Inter, interFonts } from "./fonts.ts";
import { germanDate, type Palette, paletteFor } from "./format.ts";
import type { PreparedImage } from "./images.ts";
import { type Atom, type Block, paginate } from "./paginate.ts";
import {
  apartmentLine,
  type SummaryPdfData,
  type SummaryPdfItem,
  type SummaryPdfRecord,
} from "./summary-data.ts";
import { type Span, type TextBlock, type TextStyle, Typesetter, type Weight } from "./text.ts";

/** The data with its images already rasterized, per room and item in the same order. */
export type PreparedSummary = {
  data: SummaryPdfData;
  logo: PreparedImage | null;
  thumbnails: (PreparedImage | null)[][];
};

// Geometry in PDF points (1/72 inch) on A4 portrait.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const PAGE_MARGIN_X = 48;
const PAGE_MARGIN_TOP = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * PAGE_MARGIN_X;
const CONTENT_RIGHT = PAGE_MARGIN_X + CONTENT_WIDTH;
const FOOTER_BOTTOM = 26;
/** Between the page's content and the footer's rule. */
const FOOTER_GAP = 18;
const THUMB_BOX = 58;
const PRICE_WIDTH = 82;
export const LOGO_BOX = { width: 180, height: 48 };
export const THUMB_IMAGE = THUMB_BOX - 6;

/** Pixels per point when rasterizing: about 300 dpi, sharp in print. */
export const RASTER_SCALE = 300 / 72;

const ink = "#1b2226";
const inkSoft = "#3d474e";
const muted = "#6b757c";
const hairline = "#dde1e4";
const paper = "#ffffff";
const thumbEmpty = "#f3f5f6";
const thumbSpecialEdge = "#f1dcb4";
const confirmedInk = "#17663a";
const confirmedTint = "#e4f3e9";
const pendingInk = "#8a5300";
const pendingTint = "#fcf1dc";
const warningInk = "#7a4a00";
const warningEdge = "#d68a00";
const warningTint = "#fdf5e6";

// An option's row: thumbnail, body, price.
const ROW_PADDING = 10;
const BODY_X = PAGE_MARGIN_X + THUMB_BOX + 14;
const BODY_WIDTH = CONTENT_WIDTH - THUMB_BOX - 14 - 12 - PRICE_WIDTH;
const FACT_GAP = 14;

/**
 * Pieces of a web address that may wrap at its natural joints (after / ? & =), so a long shared
 * link breaks across lines without a hyphen that would change the address.
 */
export function linkPieces(url: string): string[] {
  const joints = url.match(/[^/?&=#]*[/?&=#]*/g)?.filter(Boolean) ?? [url];
  return joints.flatMap((joint) => {
    const pieces: string[] = [];
    for (let at = 0; at < joint.length; at += 36) pieces.push(joint.slice(at, at + 36));
    return pieces;
  });
}

/** An image opened in one document: embedded once however often it is drawn. */
type OpenedImage = { width: number; height: number };

type Doc = PDFKit.PDFDocument & {
  openImage(src: Buffer): OpenedImage;
  image(src: OpenedImage, x: number, y: number, options: { width: number; height: number }): Doc;
};

let typesetter: Typesetter | null = null;

/** The typesetter of this thread: it remembers which font has which letter. */
function typesetterFor(inter: Inter): Typesetter {
  typesetter ??= new Typesetter(inter.faces);
  return typesetter;
}

/** The image's size in points when fitted inside a box, keeping its aspect ratio. */
function fitted(image: PreparedImage, box: { width: number; height: number }) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/**
 * Draws on one document: text blocks at their measured positions, shapes and pictures, setting
 * font, size and colour only when they change.
 */
class Canvas {
  private font = "";
  private size = 0;
  private fill = "";
  private readonly images = new Map<PreparedImage, OpenedImage>();
  /** A line's height by font size when a text sets none: Inter's ascent to descent. */
  private readonly natural: number;
  /** From a line's top to its baseline, by font size: Inter's ascent. */
  readonly ascent: number;

  constructor(
    readonly doc: Doc,
    private readonly inter: Inter,
    readonly type: Typesetter,
  ) {
    const latin = inter.faces[400][0];
    this.ascent = latin?.ascent ?? 0.96875;
    this.natural = this.ascent - (latin?.descent ?? -0.24121);
    for (const font of inter.fonts) doc.registerFont(font.name, font.font as never);
  }

  /**
   * A style. Without a line height, the font's own; a line's baseline is always the ascent below
   * its top, and the rest of a taller line height is leading below it.
   */
  style(
    size: number,
    options: { weight?: Weight; color?: string; lineHeight?: number; tracking?: number } = {},
  ): TextStyle {
    return {
      size,
      lineHeight: size * (options.lineHeight ?? this.natural),
      weight: options.weight ?? 400,
      color: options.color ?? ink,
      tracking: options.tracking,
    };
  }

  /** Makes `page` current; its content starts with no colour set. */
  page(page: number) {
    this.doc.switchToPage(page);
    this.fill = "";
  }

  fillColor(color: string) {
    if (color !== this.fill) {
      this.doc.fillColor(color);
      this.fill = color;
    }
  }

  /** One line of a block, its top at `top`; aligned right, it ends at `x + width`. */
  line(block: TextBlock, index: number, x: number, top: number, align: Align = "left") {
    const line = block.lines[index];
    if (!line) return;
    const { size, tracking } = block.style;
    const start = align === "right" ? x - line.width : x;
    const baseline = top + this.ascent * size;
    for (const piece of line.pieces) {
      const name = this.inter.faces[piece.weight][piece.face]?.name ?? "";
      if (name !== this.font) {
        this.doc.font(name);
        this.font = name;
      }
      if (size !== this.size) {
        this.doc.fontSize(size);
        this.size = size;
      }
      this.fillColor(piece.color);
      this.doc.text(piece.text, start + piece.x, baseline, {
        lineBreak: false,
        baseline: "alphabetic",
        characterSpacing: tracking,
      });
    }
  }

  /** Every line of a block; `x` is its right edge when aligned right. */
  text(block: TextBlock, x: number, top: number, align: Align = "left") {
    block.lines.forEach((_, i) => {
      this.line(block, i, x, top + i * block.style.lineHeight, align);
    });
  }

  rect(x: number, y: number, width: number, height: number, color: string, radius = 0) {
    if (radius > 0) this.doc.roundedRect(x, y, width, height, radius);
    else this.doc.rect(x, y, width, height);
    this.doc.fill(color);
    this.fill = color;
  }

  /** A rounded frame: filled, then a hairline just inside its edge. */
  frame(x: number, y: number, size: number, fill: string, edge: string) {
    this.rect(x, y, size, size, fill, 4);
    this.doc
      .roundedRect(x + 0.25, y + 0.25, size - 0.5, size - 0.5, 3.75)
      .lineWidth(0.5)
      .stroke(edge);
  }

  circle(cx: number, cy: number, radius: number, color: string) {
    this.doc.circle(cx, cy, radius).fill(color);
    this.fill = color;
  }

  image(image: PreparedImage, x: number, y: number, box: { width: number; height: number }) {
    let opened = this.images.get(image);
    if (!opened) {
      opened = this.doc.openImage(image.data);
      this.images.set(image, opened);
    }
    const size = fitted(image, box);
    this.doc.image(
      opened,
      x + (box.width - size.width) / 2,
      y + (box.height - size.height) / 2,
      size,
    );
  }
}

type Align = "left" | "right";

/** The atoms of a text block's lines, for a block that may break between them. */
function lineAtoms(
  canvas: Canvas,
  block: TextBlock,
  x: number,
  top: number,
  align: Align = "left",
): Atom[] {
  const height = block.style.lineHeight;
  return block.lines.map((_, i) => ({
    top: top + i * height,
    bottom: top + (i + 1) * height,
    draw: (y: number) => canvas.line(block, i, x, y + top + i * height, align),
  }));
}

function block(atoms: Atom[], height: number, marginTop = 0, minLead?: number): Block {
  return { atoms, height, marginTop, minLead };
}

/** The first page's header: brand, state and date, the title, the address and the link. */
function header(canvas: Canvas, prepared: PreparedSummary, palette: Palette): Block {
  const { data, logo } = prepared;
  const { type } = canvas;
  const atoms: Atom[] = [];

  // The state's badge and the offer date stand at the right; the brand takes what is left.
  const confirmed = data.confirmation.confirmed;
  const badgeText = confirmed
    ? data.confirmation.date
      ? `${data.labels.confirmed} ${germanDate(data.confirmation.date)}`
      : data.labels.confirmed
    : data.labels.notConfirmed;
  const badge = type.oneLine(
    badgeText,
    canvas.style(8.5, { weight: 600, color: confirmed ? confirmedInk : pendingInk }),
    0,
  );
  const badgeWidth = badge.width + 18;
  const badgeHeight = badge.height + 6;
  const offerDate = type.oneLine(
    [
      { text: `${data.labels.offerDate} `, color: muted },
      { text: germanDate(data.offerDate), weight: 600, color: ink },
    ],
    canvas.style(8.5),
    0,
  );
  const sideWidth = Math.max(badgeWidth, offerDate.width);
  const sideHeight = badgeHeight + 7 + offerDate.height;
  atoms.push({
    top: 0,
    bottom: sideHeight,
    draw: (y) => {
      const tint = confirmed ? confirmedTint : pendingTint;
      canvas.rect(CONTENT_RIGHT - badgeWidth, y, badgeWidth, badgeHeight, tint, badgeHeight / 2);
      canvas.text(badge, CONTENT_RIGHT - badgeWidth + 9, y + 3);
      canvas.text(offerDate, CONTENT_RIGHT, y + badgeHeight + 7, "right");
    },
  });

  let brandHeight: number;
  if (logo) {
    const size = fitted(logo, LOGO_BOX);
    brandHeight = size.height;
    atoms.push({
      top: 0,
      bottom: size.height,
      draw: (y) => canvas.image(logo, PAGE_MARGIN_X, y, size),
    });
  } else {
    const name = type.lines(
      data.company.name,
      canvas.style(16, { weight: 600, color: palette.brandText }),
      CONTENT_WIDTH - 24 - sideWidth,
    );
    brandHeight = name.height;
    atoms.push(...lineAtoms(canvas, name, PAGE_MARGIN_X, 0));
  }

  let y = Math.max(brandHeight, sideHeight) + 26;
  const eyebrow = type.lines(
    data.labels.title.toUpperCase(),
    canvas.style(8, { weight: 600, color: palette.brandText }),
    CONTENT_WIDTH,
  );
  atoms.push(...lineAtoms(canvas, eyebrow, PAGE_MARGIN_X, y));
  y += eyebrow.height;

  // A custom choice has no package name; the address then carries the page.
  if (data.packageName.trim()) {
    const name = type.lines(
      data.packageName.trim(),
      canvas.style(21, { weight: 600, lineHeight: 1.2 }),
      CONTENT_WIDTH,
    );
    atoms.push(...lineAtoms(canvas, name, PAGE_MARGIN_X, y + 4));
    y += 4 + name.height;
  }

  y += 14;
  const box = addressBox(canvas, data, palette);
  const boxTop = y;
  atoms.push({ top: boxTop, bottom: boxTop + box.height, draw: (at) => box.draw(at + boxTop) });
  y += box.height;
  return block(atoms, y);
}

/** The address, the street and the configurator link (clickable) on the brand's tint. */
function addressBox(canvas: Canvas, data: SummaryPdfData, palette: Palette) {
  const { type } = canvas;
  const inner = CONTENT_WIDTH - 24;
  const parts: { top: number; draw: (y: number) => void }[] = [];
  let y = 10;
  const address = apartmentLine(data.address, data.labels);
  if (address) {
    const text = type.lines(address, canvas.style(10.5, { weight: 600, lineHeight: 1.35 }), inner);
    const top = y;
    parts.push({ top, draw: (at) => canvas.text(text, PAGE_MARGIN_X + 12, at + top) });
    y += text.height;
  }
  const street = data.address.street?.trim();
  if (street) {
    const text = type.lines(street, canvas.style(9, { lineHeight: 1.4, color: inkSoft }), inner);
    const top = y + 1;
    parts.push({ top, draw: (at) => canvas.text(text, PAGE_MARGIN_X + 12, at + top) });
    y += 1 + text.height;
  }
  if (data.link) {
    const label = type.oneLine(
      data.labels.link,
      canvas.style(8, { lineHeight: 1.45, color: muted }),
      0,
    );
    const linkX = PAGE_MARGIN_X + 12 + label.width + 10;
    const link = type.link(
      linkPieces(data.link),
      canvas.style(8, { lineHeight: 1.45, color: palette.brandText }),
      inner - label.width - 10,
    );
    const top = y + 6;
    parts.push({
      top,
      draw: (at) => {
        canvas.text(label, PAGE_MARGIN_X + 12, at + top);
        canvas.text(link, linkX, at + top);
        link.lines.forEach((line, i) => {
          const lineTop = at + top + i * link.style.lineHeight;
          canvas.doc.link(linkX, lineTop, line.width, link.style.lineHeight, data.link);
        });
      },
    });
    y += 6 + Math.max(label.height, link.height);
  }
  const height = y + 10;
  return {
    height,
    draw: (top: number) => {
      canvas.rect(PAGE_MARGIN_X, top, CONTENT_WIDTH, height, palette.brandTint, 4);
      for (const part of parts) part.draw(top);
    },
  };
}

/** A room's heading: its label and numbers, and the price column's label at the right. */
function roomHeading(
  canvas: Canvas,
  data: SummaryPdfData,
  room: SummaryPdfData["rooms"][number],
  palette: Palette,
): { atoms: Atom[]; height: number } {
  const { type } = canvas;
  const column = type.oneLine(
    data.labels.price.toUpperCase(),
    canvas.style(7, { weight: 600, color: muted }),
    0,
  );
  const labelWidth = CONTENT_WIDTH - 12 - column.width;
  const label = type.lines(
    room.label,
    canvas.style(13, { weight: 600, lineHeight: 1.25 }),
    labelWidth,
  );
  const numbers = room.numbers.map((n) => n.trim()).filter(Boolean);
  const numbersText =
    numbers.length > 0
      ? type.lines(
          `${data.labels.roomNumbers}: ${numbers.join(", ")}`,
          canvas.style(8, { color: muted }),
          labelWidth,
        )
      : null;
  const left = label.height + (numbersText ? 1 + numbersText.height : 0);
  const content = Math.max(left, column.height);
  const height = content + 5 + 1.2;
  const atoms: Atom[] = [
    ...lineAtoms(canvas, label, PAGE_MARGIN_X, content - left),
    {
      top: 0,
      bottom: height,
      draw: (y) => {
        if (numbersText) canvas.text(numbersText, PAGE_MARGIN_X, y + content - numbersText.height);
        canvas.text(column, CONTENT_RIGHT, y + content - column.height, "right");
        canvas.rect(PAGE_MARGIN_X, y + height - 1.2, CONTENT_WIDTH, 1.2, palette.brand);
      },
    },
  ];
  return { atoms, height };
}

/** A fact ("Tootja Kährs") as one text: the label muted, the value in ink. */
function factSpans(label: string, value: string): Span[] {
  return [
    { text: `${label} `, color: muted },
    { text: value, color: ink },
  ];
}

/**
 * Facts side by side, each kept whole on its line (as a flex row that wraps): a fact moves to the
 * next line when it and its gap do not fit; one wider than the line wraps within it.
 */
function factLines(
  canvas: Canvas,
  facts: Span[][],
  top: number,
): { atoms: Atom[]; height: number } {
  const style = canvas.style(7.5, { lineHeight: 1.5 });
  const set = facts.map((spans) => {
    const one = canvas.type.oneLine(spans, style, 0);
    return one.width + FACT_GAP <= BODY_WIDTH ? one : canvas.type.lines(spans, style, BODY_WIDTH);
  });
  const atoms: Atom[] = [];
  let y = top;
  let x = 0;
  let rowHeight = 0;
  let row: { text: TextBlock; x: number }[] = [];
  const closeRow = () => {
    if (row.length === 0) return;
    const placed = row;
    const rowTop = y;
    atoms.push({
      top: rowTop,
      bottom: rowTop + rowHeight,
      draw: (at) => {
        for (const fact of placed) canvas.text(fact.text, BODY_X + fact.x, at + rowTop);
      },
    });
    y += rowHeight;
    row = [];
    x = 0;
    rowHeight = 0;
  };
  for (const text of set) {
    if (row.length > 0 && x + text.width + FACT_GAP > BODY_WIDTH) closeRow();
    row.push({ text, x });
    x += text.width + FACT_GAP;
    rowHeight = Math.max(rowHeight, text.height);
  }
  closeRow();
  return { atoms, height: y - top };
}

/**
 * A special solution's warning on its tint with an edge at the left. Each line is an atom that
 * draws its own slice of the tint, so a warning in a row taller than a page may break between
 * lines; inside a row of ordinary size it stays whole with the row.
 */
function warningBox(
  canvas: Canvas,
  warning: string,
  top: number,
): { atoms: Atom[]; height: number } {
  const textX = BODY_X + 2.5 + 7 + 11 + 6;
  const text = canvas.type.lines(
    warning,
    canvas.style(8.5, { lineHeight: 1.4, color: warningInk }),
    BODY_WIDTH - 2.5 - 14 - 17,
  );
  const mark = canvas.type.oneLine(
    "!",
    canvas.style(7.5, { weight: 600, color: paper, lineHeight: 1 }),
    0,
  );
  const lines = Math.max(1, text.lines.length);
  const lineHeight = text.style.lineHeight;
  const contentHeight = Math.max(11.5, text.height);
  const height = 10 + contentHeight;
  const atoms: Atom[] = [];
  for (let i = 0; i < lines; i++) {
    const sliceTop = i === 0 ? 0 : 5 + i * lineHeight;
    const sliceBottom = i === lines - 1 ? height : 5 + (i + 1) * lineHeight;
    atoms.push({
      top: top + sliceTop,
      bottom: top + sliceBottom,
      draw: (at) => {
        const y = at + top;
        canvas.rect(BODY_X, y + sliceTop, BODY_WIDTH, sliceBottom - sliceTop, warningTint);
        canvas.rect(BODY_X, y + sliceTop, 2.5, sliceBottom - sliceTop, warningEdge);
        if (i === 0) {
          const cx = BODY_X + 2.5 + 7 + 5.5;
          canvas.circle(cx, y + 5 + 0.5 + 5.5, 5.5, warningEdge);
          canvas.text(mark, cx + mark.width / 2, y + 5 + 0.5 + 2, "right");
        }
        canvas.line(text, i, textX, y + 5 + i * lineHeight);
      },
    });
  }
  return { atoms, height };
}

/** An option's row: thumbnail, group, title, description, facts, special parts, price. */
function itemRow(
  canvas: Canvas,
  data: SummaryPdfData,
  item: SummaryPdfItem,
  thumbnail: PreparedImage | null,
  last: boolean,
): { atoms: Atom[]; height: number } {
  const { type } = canvas;
  const { labels } = data;
  const atoms: Atom[] = [];

  atoms.push({
    top: ROW_PADDING,
    bottom: ROW_PADDING + THUMB_BOX,
    draw: (y) => {
      const top = y + ROW_PADDING;
      if (thumbnail) {
        canvas.frame(PAGE_MARGIN_X, top, THUMB_BOX, paper, hairline);
        canvas.image(thumbnail, PAGE_MARGIN_X + 3, top + 3, {
          width: THUMB_IMAGE,
          height: THUMB_IMAGE,
        });
      } else if (item.special) {
        // A special solution is made to order and has no catalogue picture: its box marks it.
        canvas.frame(PAGE_MARGIN_X, top, THUMB_BOX, warningTint, thumbSpecialEdge);
        canvas.circle(PAGE_MARGIN_X + THUMB_BOX / 2, top + THUMB_BOX / 2, 11, warningEdge);
        const mark = type.oneLine(
          "!",
          canvas.style(13, { weight: 600, color: paper, lineHeight: 1 }),
          0,
        );
        canvas.text(
          mark,
          PAGE_MARGIN_X + THUMB_BOX / 2 + mark.width / 2,
          top + (THUMB_BOX - 22) / 2 + 4.5,
          "right",
        );
      } else {
        canvas.frame(PAGE_MARGIN_X, top, THUMB_BOX, thumbEmpty, hairline);
      }
    },
  });

  const price =
    item.priceCents === null
      ? type.lines("–", canvas.style(10.5, { color: muted }), PRICE_WIDTH)
      : type.lines(
          formatEuro(item.priceCents, data.amountFormat),
          canvas.style(10.5, { weight: 600 }),
          PRICE_WIDTH,
        );
  const priceTop = ROW_PADDING + 11;
  atoms.push(...lineAtoms(canvas, price, CONTENT_RIGHT, priceTop, "right"));

  let y = ROW_PADDING;
  if (item.group.trim()) {
    const group = type.lines(
      item.group.toUpperCase(),
      canvas.style(7, { weight: 600, color: muted }),
      BODY_WIDTH,
    );
    atoms.push(...lineAtoms(canvas, group, BODY_X, y));
    y += group.height;
  }
  const title = type.lines(
    item.title,
    canvas.style(10.5, { weight: 600, lineHeight: 1.3 }),
    BODY_WIDTH,
  );
  atoms.push(...lineAtoms(canvas, title, BODY_X, y + 1.5));
  y += 1.5 + title.height;
  if (item.description.trim()) {
    const description = type.lines(
      item.description.trim(),
      canvas.style(9, { lineHeight: 1.45, color: inkSoft }),
      BODY_WIDTH,
    );
    atoms.push(...lineAtoms(canvas, description, BODY_X, y + 3));
    y += 3 + description.height;
  }
  const facts = (
    [
      [labels.manufacturer, item.manufacturer],
      [labels.finishing, item.finishing],
      [labels.materialId, item.materialId],
    ] as const
  )
    .filter(([, value]) => value?.trim())
    .map(([label, value]) => factSpans(label, (value ?? "").trim()));
  if (facts.length > 0) {
    const lines = factLines(canvas, facts, y + 5);
    atoms.push(...lines.atoms);
    y += 5 + lines.height;
  }
  if (item.special?.files.length) {
    const lines = factLines(
      canvas,
      [factSpans(labels.files, item.special.files.join(", "))],
      y + 5,
    );
    atoms.push(...lines.atoms);
    y += 5 + lines.height;
  }
  if (item.special) {
    const warning = warningBox(canvas, item.special.warning, y + 7);
    atoms.push(...warning.atoms);
    y += 7 + warning.height;
  }
  if (item.availability) {
    const warning = warningBox(canvas, item.availability, y + 7);
    atoms.push(...warning.atoms);
    y += 7 + warning.height;
  }

  const content = Math.max(THUMB_BOX, y - ROW_PADDING, 11 + price.height);
  const height = ROW_PADDING + content + ROW_PADDING + (last ? 0 : 0.5);
  if (!last) {
    atoms.push({
      top: height - 0.5,
      bottom: height,
      draw: (at) => canvas.rect(PAGE_MARGIN_X, at + height - 0.5, CONTENT_WIDTH, 0.5, hairline),
    });
  }
  return { atoms, height };
}

function shifted(atoms: readonly Atom[], by: number): Atom[] {
  return atoms.map((atom) => ({
    top: atom.top + by,
    bottom: atom.bottom + by,
    draw: (y: number) => atom.draw(y + by),
  }));
}

/**
 * A room as blocks: its heading together with its first row (a heading never ends a page), then
 * one block per further row.
 */
function roomBlocks(
  canvas: Canvas,
  prepared: PreparedSummary,
  index: number,
  palette: Palette,
): Block[] {
  const { data } = prepared;
  const room = data.rooms[index];
  if (!room) return [];
  const thumbnails = prepared.thumbnails[index] ?? [];
  const heading = roomHeading(canvas, data, room, palette);
  const rows = room.items.map((item, i) =>
    itemRow(canvas, data, item, thumbnails[i] ?? null, i === room.items.length - 1),
  );
  const [first, ...rest] = rows;
  const opening = block(
    [...heading.atoms, ...(first ? shifted(first.atoms, heading.height) : [])],
    heading.height + (first?.height ?? 0),
    24,
    // Split only inside a first row taller than a page: then at least part of it comes along.
    heading.height + 90,
  );
  return [opening, ...rest.map((row) => block(row.atoms, row.height))];
}

/** The total with its VAT note, at the right, kept whole. */
function total(canvas: Canvas, data: SummaryPdfData, palette: Palette): Block | null {
  if (data.totalCents === null) return null;
  const { type } = canvas;
  const width = 270;
  const x = CONTENT_RIGHT - width;
  const label = type.oneLine(data.labels.total, canvas.style(10.5, { weight: 600 }), 0);
  const amount = type.oneLine(
    formatEuro(data.totalCents, data.amountFormat),
    canvas.style(16, { weight: 600, color: palette.brandText }),
    0,
  );
  const note = data.labels.totalVatNote.trim()
    ? type.lines(data.labels.totalVatNote, canvas.style(7.5, { color: muted }), width - 28)
    : null;
  // Label and amount stand on one baseline.
  const labelDrop = (amount.style.size - label.style.size) * canvas.ascent;
  const row = Math.max(amount.height, labelDrop + label.height);
  const height = 2 + 12 + row + (note ? 3 + note.height : 0) + 12;
  const atom: Atom = {
    top: 0,
    bottom: height,
    draw: (y) => {
      canvas.rect(x, y, width, height, palette.brandTint);
      canvas.rect(x, y, width, 2, palette.brand);
      canvas.text(label, x + 14, y + 14 + labelDrop);
      canvas.text(amount, x + width - 14, y + 14, "right");
      if (note) canvas.text(note, x + 14, y + 14 + row + 3);
    },
  };
  return block([atom], height, 22);
}

/** An amount with its sign: a difference, "+180,00 €" or "−90,00 €". */
const signedEuro = (cents: number, data: SummaryPdfData) =>
  `${cents > 0 ? "+" : ""}${formatEuro(cents, data.amountFormat)}`;

/**
 * A version's changes against the one before (a PDF of record of version 2 on): a heading, each
 * changed room with its changed groups and their price differences, and the total's difference.
 * One block per room, so a long list breaks between rooms as the rooms above do.
 */
function changesBlocks(canvas: Canvas, data: SummaryPdfData, palette: Palette): Block[] {
  const changes = data.record?.changes;
  if (!changes) return [];
  const { type } = canvas;
  const amountWidth = 90;
  const textWidth = CONTENT_WIDTH - amountWidth - 12;
  const lineStyle = canvas.style(9, { lineHeight: 1.4, color: inkSoft });
  const amountStyle = canvas.style(9, { weight: 600 });
  const blocks: Block[] = [];
  // The heading goes with the first room, never alone at a page's foot.
  const title = type.lines(
    `${data.labels.changesTitle} ${changes.previousVersion}`,
    canvas.style(12, { weight: 600 }),
    CONTENT_WIDTH,
  );
  changes.rooms.forEach((room, i) => {
    const atoms: Atom[] = [];
    let at = 0;
    if (i === 0) {
      atoms.push({
        top: 0,
        bottom: title.height,
        draw: (y) => canvas.text(title, PAGE_MARGIN_X, y),
      });
      at = title.height + 8;
    }
    const headingTop = at;
    const heading = type.oneLine(room.label, canvas.style(10, { weight: 600 }), CONTENT_WIDTH);
    atoms.push({
      top: headingTop,
      bottom: headingTop + heading.height,
      draw: (y) => canvas.text(heading, PAGE_MARGIN_X, y + headingTop),
    });
    at += heading.height + 4;
    for (const line of room.lines) {
      const text = type.lines(line.text, lineStyle, textWidth);
      const amount = type.oneLine(signedEuro(line.deltaCents, data), amountStyle, 0);
      const top = at;
      atoms.push({
        top,
        bottom: top + text.height,
        draw: (y) => {
          canvas.text(text, PAGE_MARGIN_X + 12, y + top);
          canvas.text(amount, CONTENT_RIGHT, y + top, "right");
        },
      });
      at += text.height + 3;
    }
    blocks.push(block(atoms, at, i === 0 ? 22 : 10));
  });
  const label = type.oneLine(data.labels.changesTotal, canvas.style(10.5, { weight: 600 }), 0);
  const amount = type.oneLine(
    signedEuro(changes.totalDeltaCents, data),
    canvas.style(10.5, { weight: 600, color: palette.brandText }),
    0,
  );
  const height = label.height + 8;
  blocks.push(
    block(
      [
        {
          top: 0,
          bottom: height,
          draw: (y) => {
            canvas.rect(PAGE_MARGIN_X, y, CONTENT_WIDTH, 0.5, hairline);
            canvas.text(label, PAGE_MARGIN_X, y + 6);
            canvas.text(amount, CONTENT_RIGHT, y + 6, "right");
          },
        },
      ],
      height,
      8,
    ),
  );
  return blocks;
}

/** A QR code's modules drawn as dark rectangles, one per run of dark modules in a row. */
function drawQr(canvas: Canvas, qr: SummaryPdfRecord["qr"], x: number, y: number, side: number) {
  const unit = side / qr.size;
  for (let row = 0; row < qr.size; row++) {
    let col = 0;
    while (col < qr.size) {
      if (!qr.modules[row * qr.size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < qr.size && qr.modules[row * qr.size + col]) col++;
      canvas.rect(x + start * unit, y + row * unit, (col - start) * unit, unit, ink);
    }
  }
}

/**
 * The PDF of record's last block: the confirmation's version, its hash shortened for reading and
 * in full in small type, and the verification page as a QR code and a clickable address. Kept
 * whole, after the total.
 */
function recordBlock(canvas: Canvas, data: SummaryPdfData, palette: Palette): Block | null {
  const { record, labels } = data;
  if (!record) return null;
  const { type } = canvas;
  const QR = 78;
  const quiet = 6;
  const textX = PAGE_MARGIN_X + QR + 2 * quiet + 14;
  const width = CONTENT_RIGHT - textX - 12;
  const version = type.oneLine(
    `${labels.recordVersion} ${record.version}`,
    canvas.style(10.5, { weight: 600 }),
    width,
  );
  // A signed version names who the eID broker verified, under the version (decision 048).
  const signed = record.signature
    ? type.lines(
        `${labels.recordSigned} ${record.signature.name}, ${germanDate(record.signature.signedAt)}`,
        canvas.style(9, { weight: 600, color: inkSoft }),
        width,
      )
    : null;
  const fingerprint = type.oneLine(
    `${labels.recordFingerprint} ${readableHash(record.hash)}`,
    canvas.style(9, { color: inkSoft, tracking: 0.3 }),
    width,
  );
  const check = type.lines(labels.recordCheck, canvas.style(8, { color: muted }), width);
  const link = type.link(
    linkPieces(record.verifyUrl),
    canvas.style(8, { lineHeight: 1.45, color: palette.brandText }),
    width,
  );
  const full = type.lines(`SHA-256 ${record.hash}`, canvas.style(5.5, { color: muted }), width);
  const textHeight =
    version.height +
    3 +
    (signed ? signed.height + 3 : 0) +
    fingerprint.height +
    6 +
    check.height +
    link.height +
    4 +
    full.height;
  const height = Math.max(QR + 2 * quiet, textHeight) + 20;
  const atom: Atom = {
    top: 0,
    bottom: height,
    draw: (y) => {
      canvas.rect(PAGE_MARGIN_X, y, CONTENT_WIDTH, height, thumbEmpty, 4);
      canvas.rect(PAGE_MARGIN_X + 10, y + 10, QR + 2 * quiet, QR + 2 * quiet, paper);
      drawQr(canvas, record.qr, PAGE_MARGIN_X + 10 + quiet, y + 10 + quiet, QR);
      let at = y + 10;
      canvas.text(version, textX, at);
      at += version.height + 3;
      if (signed) {
        canvas.text(signed, textX, at);
        at += signed.height + 3;
      }
      canvas.text(fingerprint, textX, at);
      at += fingerprint.height + 6;
      canvas.text(check, textX, at);
      at += check.height;
      canvas.text(link, textX, at);
      link.lines.forEach((line, i) => {
        const lineTop = at + i * link.style.lineHeight;
        canvas.doc.link(textX, lineTop, line.width, link.style.lineHeight, record.verifyUrl);
      });
      at += link.height + 4;
      canvas.text(full, textX, at);
    },
  };
  return block([atom], height, 18);
}

/** The footer every page repeats: its height sets the pages' bottom margin. */
function footer(canvas: Canvas, data: SummaryPdfData) {
  const { type } = canvas;
  const width = CONTENT_WIDTH - 64;
  const contact = [data.company.name, data.company.web, data.company.email]
    .map((part) => part.trim())
    .filter(Boolean)
    .join("  ·  ");
  const company = contact
    ? type.lines(
        contact,
        canvas.style(7.5, { weight: 600, lineHeight: 1.45, color: inkSoft }),
        width,
      )
    : null;
  const legal = data.footer.trim()
    ? type.lines(data.footer.trim(), canvas.style(7, { lineHeight: 1.45, color: muted }), width)
    : null;
  const height = 0.5 + 7 + (company?.height ?? 0) + (legal ? 2 + legal.height : 0);
  const top = PAGE_HEIGHT - FOOTER_BOTTOM - height;
  return {
    height,
    draw: () => {
      canvas.rect(PAGE_MARGIN_X, top, CONTENT_WIDTH, 0.5, hairline);
      let y = top + 7.5;
      if (company) {
        canvas.text(company, PAGE_MARGIN_X, y);
        y += company.height;
      }
      if (legal) canvas.text(legal, PAGE_MARGIN_X, y + 2);
    },
  };
}

/**
 * Later pages name the document in a quiet line so a loose sheet is still identifiable. Long
 * names are cut with an ellipsis; the company keeps at most 40 % of the width.
 */
function runningHead(canvas: Canvas, data: SummaryPdfData) {
  const { type } = canvas;
  const style = canvas.style(7.5, { color: muted });
  const company = type.oneLine(data.company.name, style, CONTENT_WIDTH * 0.4);
  const title = type.oneLine(
    [data.packageName.trim(), apartmentLine(data.address, data.labels)].filter(Boolean).join(" · "),
    style,
    CONTENT_WIDTH - 16 - company.width,
  );
  return () => {
    canvas.text(title, PAGE_MARGIN_X, 22);
    canvas.text(company, CONTENT_RIGHT, 22, "right");
    canvas.rect(PAGE_MARGIN_X, 22 + style.lineHeight + 4, CONTENT_WIDTH, 0.5, hairline);
  };
}

/** Renders the summary; resolves with the PDF's bytes. */
export function renderSummaryDocument(prepared: PreparedSummary): Promise<Buffer> {
  const { data } = prepared;
  const palette = paletteFor(data.company.color);
  const inter = interFonts();
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    // No default font: pdfkit would load Helvetica's metrics for nothing.
    font: "",
    lang: data.locale,
    info: {
      Title: [data.labels.title, data.packageName.trim()].filter(Boolean).join(" – "),
      Author: data.company.name,
      Subject: apartmentLine(data.address, data.labels),
      Creator: data.company.name,
      Producer: data.company.name,
      // A PDF of record is made from the confirmation alone: the same confirmation, the same
      // bytes (pdfkit derives the file's ID from these fields too).
      ...(data.record && data.confirmation.date
        ? { CreationDate: new Date(data.confirmation.date) }
        : {}),
    },
  }) as Doc;
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const canvas = new Canvas(doc, inter, typesetterFor(inter));
  const foot = footer(canvas, data);
  const head = runningHead(canvas, data);
  const blocks = [
    header(canvas, prepared, palette),
    ...data.rooms.flatMap((_, i) => roomBlocks(canvas, prepared, i, palette)),
  ];
  const sum = total(canvas, data, palette);
  if (sum) blocks.push(sum);
  blocks.push(...changesBlocks(canvas, data, palette));
  const record = recordBlock(canvas, data, palette);
  if (record) blocks.push(record);

  const bottom = PAGE_HEIGHT - FOOTER_BOTTOM - foot.height - FOOTER_GAP;
  const { placements, pages } = paginate(blocks, { top: PAGE_MARGIN_TOP, bottom });
  for (let page = 0; page < pages; page++) doc.addPage();
  let current = -1;
  for (const placement of placements) {
    if (placement.page !== current) {
      canvas.page(placement.page);
      current = placement.page;
    }
    for (const atom of placement.atoms) atom.draw(placement.y);
  }

  // The parts every page repeats, now that the number of pages is known.
  const numberStyle = canvas.style(8, { color: muted, tracking: 0.6 });
  for (let page = 0; page < pages; page++) {
    canvas.page(page);
    canvas.rect(0, 0, PAGE_WIDTH, 5, palette.brand);
    if (page > 0) head();
    foot.draw();
    // Slight tracking keeps "1 / 2" three words for text extraction; tight, a lone short line of
    // digits is read back as "1/2".
    const number = canvas.type.oneLine(`${page + 1} / ${pages}`, numberStyle, 0);
    canvas.text(number, CONTENT_RIGHT, PAGE_HEIGHT - FOOTER_BOTTOM - number.height, "right");
  }
  doc.end();
  return bytes;
}
