/**
 * The summary PDF's layout as a react-pdf element tree: the buyer's and the construction team's
 * record of the chosen finishes. Built with createElement (the server compiles no JSX).
 */
import { formatEuro } from "@home-designer/core";
import {
  Document,
  type DocumentProps,
  Image,
  Link,
  Page,
  StyleSheet,
  Text,
  View,
} from "@react-pdf/renderer";
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { FONT_FAMILY } from "./fonts.ts";
import { germanDate, type Palette, paletteFor } from "./format.ts";
import type { PreparedImage } from "./images.ts";
import type { SummaryPdfData, SummaryPdfItem } from "./summary-data.ts";

/** The data with its images already rasterized, per room and item in the same order. */
export type PreparedSummary = {
  data: SummaryPdfData;
  logo: PreparedImage | null;
  thumbnails: (PreparedImage | null)[][];
};

// Geometry in PDF points (1/72 inch) on A4 portrait.
const PAGE_MARGIN_X = 48;
const PAGE_MARGIN_TOP = 50;
const CONTENT_WIDTH = 595.28 - 2 * PAGE_MARGIN_X;
const FOOTER_BOTTOM = 26;
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
const confirmedInk = "#17663a";
const confirmedTint = "#e4f3e9";
const pendingInk = "#8a5300";
const pendingTint = "#fcf1dc";
const warningInk = "#7a4a00";
const warningEdge = "#d68a00";
const warningTint = "#fdf5e6";

const FOOTER_FONT = 7;
const FOOTER_LINE = 1.45;

/**
 * Footer lines at 7 pt across the footer's width: Inter averages about 0.52 em per character,
 * and the estimate leans long so the page's bottom margin always clears the footer.
 */
function footerLines(text: string): number {
  const perLine = Math.floor((CONTENT_WIDTH - 70) / (FOOTER_FONT * 0.56));
  return text
    .split(/\r?\n/)
    .reduce((lines, paragraph) => lines + Math.max(1, Math.ceil(paragraph.length / perLine)), 0);
}

function footerHeight(footer: string): number {
  const contactLine = 8 * FOOTER_LINE;
  const legal = footer.trim() ? footerLines(footer) * FOOTER_FONT * FOOTER_LINE : 0;
  return 8 + contactLine + 2 + legal;
}

/**
 * An item's height estimate. Rows are kept whole on a page; only a row taller than a good part of
 * a page may break, or it would be pushed off every page in turn.
 */
function itemHeight(item: SummaryPdfItem): number {
  const bodyWidth = CONTENT_WIDTH - THUMB_BOX - 14 - PRICE_WIDTH - 12;
  const lines = (text: string, size: number) =>
    text
      .split(/\r?\n/)
      .reduce((n, p) => n + Math.max(1, Math.ceil(p.length / (bodyWidth / (size * 0.55)))), 0);
  const files = item.special?.files.length ? lines(item.special.files.join(", "), 8.5) * 12.5 : 0;
  const special = item.special ? lines(item.special.warning, 8.5) * 12.5 + 16 + files : 0;
  return 40 + lines(item.description, 9) * 13 + special;
}

/** Whether an option's row may break across pages: only one too tall to move whole. */
function breakable(item: SummaryPdfItem): boolean {
  return itemHeight(item) > 420;
}

function makeStyles(palette: Palette, bottomMargin: number) {
  return StyleSheet.create({
    // No line height on the page: react-pdf drops a page-number text that inherits one. Each
    // multi-line text sets its own, beside its font size (a relative line height is resolved
    // against the font size of the style that declares it).
    page: {
      fontFamily: FONT_FAMILY,
      fontSize: 9,
      color: ink,
      backgroundColor: paper,
      paddingTop: PAGE_MARGIN_TOP,
      paddingHorizontal: PAGE_MARGIN_X,
      paddingBottom: bottomMargin,
    },
    brandBar: {
      position: "absolute",
      top: 0,
      left: 0,
      right: 0,
      height: 5,
      backgroundColor: palette.brand,
    },
    runningHead: {
      position: "absolute",
      top: 22,
      left: PAGE_MARGIN_X,
      right: PAGE_MARGIN_X,
    },
    runningHeadLine: {
      flexDirection: "row",
      justifyContent: "space-between",
      paddingBottom: 4,
      borderBottomWidth: 0.5,
      borderBottomColor: hairline,
      fontSize: 7.5,
      color: muted,
    },
    // Long names are cut with an ellipsis on one line each; the company keeps at most 40 % of
    // the width, so the two never run into each other.
    runningHeadTitle: { flex: 1, marginRight: 16, maxLines: 1, textOverflow: "ellipsis" },
    runningHeadCompany: {
      maxWidth: "40%",
      maxLines: 1,
      textOverflow: "ellipsis",
      textAlign: "right",
    },
    headerRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
    companyName: { fontSize: 16, fontWeight: 600, color: palette.brandText },
    headerSide: { alignItems: "flex-end", marginLeft: 24 },
    status: {
      fontSize: 8.5,
      fontWeight: 600,
      paddingTop: 3,
      paddingBottom: 3,
      paddingHorizontal: 9,
      borderRadius: 9,
    },
    offerDate: { marginTop: 7, fontSize: 8.5, color: muted },
    offerDateValue: { color: ink, fontWeight: 600 },
    titleBlock: { marginTop: 26 },
    eyebrow: {
      fontSize: 8,
      fontWeight: 600,
      color: palette.brandText,
      textTransform: "uppercase",
    },
    packageName: { marginTop: 4, fontSize: 21, fontWeight: 600, lineHeight: 1.2 },
    addressBox: {
      marginTop: 14,
      paddingVertical: 10,
      paddingHorizontal: 12,
      backgroundColor: palette.brandTint,
      borderRadius: 4,
    },
    address: { fontSize: 10.5, fontWeight: 600, lineHeight: 1.35 },
    street: { marginTop: 1, fontSize: 9, lineHeight: 1.4, color: inkSoft },
    linkRow: { marginTop: 6, flexDirection: "row", alignItems: "flex-start" },
    linkLabel: { flexShrink: 0, marginRight: 10, fontSize: 8, lineHeight: 1.45, color: muted },
    link: {
      flex: 1,
      flexDirection: "row",
      flexWrap: "wrap",
      fontSize: 8,
      lineHeight: 1.45,
      color: palette.brandText,
      textDecoration: "none",
    },
    room: { marginTop: 24 },
    roomHead: {
      flexDirection: "row",
      justifyContent: "space-between",
      alignItems: "flex-end",
      paddingBottom: 5,
      borderBottomWidth: 1.2,
      borderBottomColor: palette.brand,
    },
    roomLabel: { fontSize: 13, fontWeight: 600, lineHeight: 1.25 },
    roomNumbers: { marginTop: 1, fontSize: 8, color: muted },
    columnHead: {
      fontSize: 7,
      fontWeight: 600,
      color: muted,
      textTransform: "uppercase",
    },
    item: {
      flexDirection: "row",
      paddingVertical: 10,
      borderBottomWidth: 0.5,
      borderBottomColor: hairline,
    },
    itemLast: { borderBottomWidth: 0 },
    thumb: {
      width: THUMB_BOX,
      height: THUMB_BOX,
      borderWidth: 0.5,
      borderColor: hairline,
      borderRadius: 4,
      alignItems: "center",
      justifyContent: "center",
      backgroundColor: paper,
    },
    thumbEmpty: { backgroundColor: "#f3f5f6" },
    thumbSpecial: { backgroundColor: warningTint, borderColor: "#f1dcb4" },
    thumbMark: {
      width: 22,
      height: 22,
      borderRadius: 11,
      backgroundColor: warningEdge,
      color: paper,
      fontSize: 13,
      fontWeight: 600,
      lineHeight: 1,
      textAlign: "center",
      paddingTop: 4.5,
    },
    body: { flex: 1, marginLeft: 14, marginRight: 12 },
    group: {
      fontSize: 7,
      fontWeight: 600,
      color: muted,
      textTransform: "uppercase",
    },
    title: { marginTop: 1.5, fontSize: 10.5, fontWeight: 600, lineHeight: 1.3 },
    description: { marginTop: 3, fontSize: 9, lineHeight: 1.45, color: inkSoft },
    facts: { marginTop: 5, flexDirection: "row", flexWrap: "wrap" },
    fact: { marginRight: 14, fontSize: 7.5, lineHeight: 1.5, color: ink },
    factLabel: { color: muted },
    warning: {
      marginTop: 7,
      flexDirection: "row",
      alignItems: "flex-start",
      paddingVertical: 5,
      paddingHorizontal: 7,
      backgroundColor: warningTint,
      borderLeftWidth: 2.5,
      borderLeftColor: warningEdge,
    },
    warningMark: {
      width: 11,
      height: 11,
      marginRight: 6,
      marginTop: 0.5,
      borderRadius: 5.5,
      backgroundColor: warningEdge,
      color: paper,
      fontSize: 7.5,
      fontWeight: 600,
      lineHeight: 1,
      textAlign: "center",
      paddingTop: 2,
    },
    warningText: { flex: 1, fontSize: 8.5, lineHeight: 1.4, color: warningInk },
    // Level with the option's title, below the group's small caps.
    price: {
      width: PRICE_WIDTH,
      paddingTop: 11,
      textAlign: "right",
      fontSize: 10.5,
      fontWeight: 600,
    },
    noPrice: {
      width: PRICE_WIDTH,
      paddingTop: 11,
      textAlign: "right",
      fontSize: 10.5,
      color: muted,
    },
    total: {
      marginTop: 22,
      alignSelf: "flex-end",
      width: 270,
      paddingVertical: 12,
      paddingHorizontal: 14,
      backgroundColor: palette.brandTint,
      borderTopWidth: 2,
      borderTopColor: palette.brand,
    },
    totalRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "baseline" },
    totalLabel: { fontSize: 10.5, fontWeight: 600 },
    totalAmount: { fontSize: 16, fontWeight: 600, color: palette.brandText },
    totalNote: { marginTop: 3, fontSize: 7.5, color: muted },
    footer: {
      position: "absolute",
      left: PAGE_MARGIN_X,
      right: PAGE_MARGIN_X,
      bottom: FOOTER_BOTTOM,
      flexDirection: "row",
      alignItems: "flex-end",
      paddingTop: 7,
      borderTopWidth: 0.5,
      borderTopColor: hairline,
    },
    footerText: { flex: 1, marginRight: 64 },
    footerCompany: { fontSize: 7.5, lineHeight: FOOTER_LINE, fontWeight: 600, color: inkSoft },
    footerLegal: { marginTop: 2, fontSize: FOOTER_FONT, lineHeight: FOOTER_LINE, color: muted },
    pageNumber: {
      position: "absolute",
      right: PAGE_MARGIN_X,
      bottom: FOOTER_BOTTOM,
      width: 60,
      fontSize: 8,
      // Slight tracking keeps "1 / 2" three words for text extraction; tight, a lone short line
      // of digits is read back as "1/2".
      letterSpacing: 0.6,
      color: muted,
      textAlign: "right",
    },
  });
}

type Styles = ReturnType<typeof makeStyles>;

/** The image's size in points when fitted inside a box, keeping its aspect ratio. */
function fitted(image: PreparedImage, box: { width: number; height: number }) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

/**
 * The bytes go to react-pdf as they are and uncached: its own cache would key every picture by its
 * whole content in base64 on every render, and the worker keeps prepared images already.
 */
function imageElement(image: PreparedImage, box: { width: number; height: number }) {
  return h(Image, { src: image.data, cache: false, style: fitted(image, box) });
}

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

function addressLine(data: SummaryPdfData): string {
  const { address, labels } = data;
  return [
    address.project,
    address.building,
    address.apartment.trim() ? `${labels.apartment} ${address.apartment.trim()}` : "",
    address.layout.trim() ? `${labels.layout} ${address.layout.trim()}` : "",
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

function statusBadge(data: SummaryPdfData, s: Styles) {
  const { confirmation, labels } = data;
  if (confirmation.confirmed) {
    const text = confirmation.date
      ? `${labels.confirmed} ${germanDate(confirmation.date)}`
      : labels.confirmed;
    return h(
      Text,
      { style: [s.status, { color: confirmedInk, backgroundColor: confirmedTint }] },
      text,
    );
  }
  return h(
    Text,
    { style: [s.status, { color: pendingInk, backgroundColor: pendingTint }] },
    labels.notConfirmed,
  );
}

function header(prepared: PreparedSummary, s: Styles) {
  const { data, logo } = prepared;
  const brand = logo
    ? imageElement(logo, LOGO_BOX)
    : h(Text, { style: s.companyName }, data.company.name);
  const address = addressLine(data);
  return h(
    View,
    null,
    h(
      View,
      { style: s.headerRow },
      brand,
      h(
        View,
        { style: s.headerSide },
        statusBadge(data, s),
        h(
          Text,
          { style: s.offerDate },
          `${data.labels.offerDate} `,
          h(Text, { style: s.offerDateValue }, germanDate(data.offerDate)),
        ),
      ),
    ),
    h(
      View,
      { style: s.titleBlock },
      h(Text, { style: s.eyebrow }, data.labels.title),
      // A custom choice has no package name; the address then carries the page.
      data.packageName.trim() ? h(Text, { style: s.packageName }, data.packageName.trim()) : null,
      h(
        View,
        { style: s.addressBox },
        address ? h(Text, { style: s.address }, address) : null,
        data.address.street?.trim()
          ? h(Text, { style: s.street }, data.address.street.trim())
          : null,
        data.link
          ? h(
              View,
              { style: s.linkRow },
              h(Text, { style: s.linkLabel }, data.labels.link),
              h(
                Link,
                { src: data.link, style: s.link },
                ...linkPieces(data.link).map((piece, i) => h(Text, { key: i }, piece)),
              ),
            )
          : null,
      ),
    ),
  );
}

function fact(label: string, value: string | null, s: Styles, key: string) {
  if (!value?.trim()) return null;
  return h(
    Text,
    { key, style: s.fact },
    h(Text, { style: s.factLabel }, `${label} `),
    value.trim(),
  );
}

function thumbnailBox(item: SummaryPdfItem, thumbnail: PreparedImage | null, s: Styles) {
  if (thumbnail) {
    return h(
      View,
      { style: s.thumb },
      imageElement(thumbnail, { width: THUMB_IMAGE, height: THUMB_IMAGE }),
    );
  }
  // A special solution is made to order and has no catalogue picture: its box marks it instead.
  if (item.special)
    return h(View, { style: [s.thumb, s.thumbSpecial] }, h(Text, { style: s.thumbMark }, "!"));
  return h(View, { style: [s.thumb, s.thumbEmpty] });
}

function itemRow(
  data: SummaryPdfData,
  item: SummaryPdfItem,
  thumbnail: PreparedImage | null,
  last: boolean,
  s: Styles,
) {
  const { labels } = data;
  const facts = [
    fact(labels.manufacturer, item.manufacturer, s, "manufacturer"),
    fact(labels.finishing, item.finishing, s, "finishing"),
    fact(labels.materialId, item.materialId, s, "materialId"),
  ].filter((node) => node !== null);
  return h(
    View,
    { style: last ? [s.item, s.itemLast] : s.item, wrap: breakable(item) },
    thumbnailBox(item, thumbnail, s),
    h(
      View,
      { style: s.body },
      item.group.trim() ? h(Text, { style: s.group }, item.group) : null,
      h(Text, { style: s.title }, item.title),
      item.description.trim() ? h(Text, { style: s.description }, item.description.trim()) : null,
      facts.length > 0 ? h(View, { style: s.facts }, ...facts) : null,
      item.special?.files.length
        ? h(View, { style: s.facts }, fact(labels.files, item.special.files.join(", "), s, "files"))
        : null,
      item.special
        ? h(
            View,
            { style: s.warning, wrap: false },
            h(Text, { style: s.warningMark }, "!"),
            h(Text, { style: s.warningText }, item.special.warning),
          )
        : null,
    ),
    item.priceCents === null
      ? h(Text, { style: s.noPrice }, "–")
      : h(Text, { style: s.price }, formatEuro(item.priceCents)),
  );
}

function room(prepared: PreparedSummary, index: number, s: Styles) {
  const { data } = prepared;
  const current = data.rooms[index];
  if (!current) return null;
  const numbers = current.numbers.map((n) => n.trim()).filter(Boolean);
  const thumbnails = prepared.thumbnails[index] ?? [];
  const heading = h(
    View,
    { style: s.roomHead },
    h(
      View,
      { style: { flex: 1, marginRight: 12 } },
      h(Text, { style: s.roomLabel }, current.label),
      numbers.length > 0
        ? h(Text, { style: s.roomNumbers }, `${data.labels.roomNumbers}: ${numbers.join(", ")}`)
        : null,
    ),
    h(Text, { style: s.columnHead }, data.labels.price),
  );
  const rows = current.items.map((item, i) =>
    itemRow(data, item, thumbnails[i] ?? null, i === current.items.length - 1, s),
  );
  const [first, ...rest] = rows;
  const firstItem = current.items[0];
  // A heading never ends a page: it travels together with the room's first row. When that row is
  // too tall to stay whole, the heading asks for room ahead of it instead.
  const opening =
    first && firstItem && !breakable(firstItem)
      ? h(View, { wrap: false }, heading, first)
      : h(View, null, h(View, { minPresenceAhead: 90 }, heading), first ?? null);
  return h(View, { key: `room-${index}`, style: s.room }, opening, ...rest);
}

function total(data: SummaryPdfData, s: Styles) {
  if (data.totalCents === null) return null;
  return h(
    View,
    { style: s.total, wrap: false, minPresenceAhead: 0 },
    h(
      View,
      { style: s.totalRow },
      h(Text, { style: s.totalLabel }, data.labels.total),
      h(Text, { style: s.totalAmount }, formatEuro(data.totalCents)),
    ),
    data.labels.totalVatNote.trim()
      ? h(Text, { style: s.totalNote }, data.labels.totalVatNote)
      : null,
  );
}

function runningHead(data: SummaryPdfData, s: Styles) {
  // The first page carries the full header; later pages name the document in a quiet line so a
  // loose sheet is still identifiable.
  return h(View, {
    fixed: true,
    style: s.runningHead,
    render: ({ pageNumber }: { pageNumber: number }): ReactNode =>
      pageNumber === 1
        ? null
        : h(
            View,
            { style: s.runningHeadLine },
            h(
              Text,
              { style: s.runningHeadTitle },
              [data.packageName.trim(), addressLine(data)].filter(Boolean).join(" · "),
            ),
            h(Text, { style: s.runningHeadCompany }, data.company.name),
          ),
  });
}

function footer(data: SummaryPdfData, s: Styles) {
  const contact = [data.company.name, data.company.web, data.company.email]
    .map((part) => part.trim())
    .filter(Boolean)
    .join("  ·  ");
  return h(
    View,
    { fixed: true, style: s.footer },
    h(
      View,
      { style: s.footerText },
      contact ? h(Text, { style: s.footerCompany }, contact) : null,
      data.footer.trim() ? h(Text, { style: s.footerLegal }, data.footer.trim()) : null,
    ),
  );
}

/**
 * "n / total" in the footer's corner. A page-number text is laid out before its content is known,
 * so it stands on its own with a fixed width rather than inside the footer's row.
 */
function pageNumbers(s: Styles) {
  return h(Text, {
    fixed: true,
    style: s.pageNumber,
    render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
      `${pageNumber} / ${totalPages}`,
  });
}

export function summaryDocument(prepared: PreparedSummary): ReactElement<DocumentProps> {
  const { data } = prepared;
  const palette = paletteFor(data.company.color);
  const s = makeStyles(palette, FOOTER_BOTTOM + footerHeight(data.footer) + 18);
  return h(
    Document,
    {
      title: [data.labels.title, data.packageName.trim()].filter(Boolean).join(" – "),
      author: data.company.name,
      subject: addressLine(data),
      creator: data.company.name,
      producer: data.company.name,
      language: data.locale,
    },
    h(
      Page,
      { size: "A4", style: s.page, wrap: true },
      h(View, { fixed: true, style: s.brandBar }),
      runningHead(data, s),
      header(prepared, s),
      ...data.rooms.map((_, i) => room(prepared, i, s)),
      total(data, s),
      footer(data, s),
      pageNumbers(s),
    ),
  );
}
