import type { AmountFormat } from "@home-designer/core";

/**
 * Everything a summary PDF shows, gathered by the packages module and handed to the renderer
 * (which runs in a worker thread, so this must be plain structured-clone data).
 */
export type PdfImage = { contentType: string; bytes: Uint8Array };

export type SummaryPdfItem = {
  /** The selection group's title, e.g. "Floor". */
  group: string;
  /** The chosen option's title (a special solution's label). */
  title: string;
  /** The material's short description, or a special solution's description. */
  description: string;
  manufacturer: string | null;
  /** Product finishing, e.g. "matt lacquered". */
  finishing: string | null;
  /** The company's material code. */
  materialId: string | null;
  /** VAT included; null when the option has no price at all. */
  priceCents: number | null;
  thumbnail: PdfImage | null;
  /** Special solutions only: shown with a warning that the price and details are individual. */
  /** A special solution's warning and the names of the files staff attached to it. */
  special: { warning: string; files: string[] } | null;
  /** The material's availability warnings when the PDF was made, in `locale`; null: none. */
  availability?: string | null;
};

export type SummaryPdfData = {
  locale: "et" | "en" | "de";
  /** The company's way of writing amounts in `locale`. */
  amountFormat: AmountFormat;
  /** Texts of the document's fixed parts, already in `locale` (the renderer holds no translations). */
  labels: {
    title: string;
    confirmed: string;
    notConfirmed: string;
    offerDate: string;
    total: string;
    totalVatNote: string;
    price: string;
    manufacturer: string;
    finishing: string;
    materialId: string;
    roomNumbers: string;
    link: string;
    /** The word before the apartment's number in the address line, e.g. "Korter". */
    apartment: string;
    /** The word before the layout's name in the address line, e.g. "Planeering". */
    layout: string;
    /** Before the names of a special solution's files. */
    files: string;
    /** The PDF of record's block (`SummaryPdfRecord`). */
    recordVersion: string;
    recordFingerprint: string;
    recordCheck: string;
    /** Before the signer's name: "Signed with an electronic identity:". */
    recordSigned: string;
    /** The changes' block (`SummaryPdfChanges`): "Changes against version", "Price difference". */
    changesTitle: string;
    changesTotal: string;
  };
  company: { name: string; web: string; email: string; logo: PdfImage | null; color: string };
  /** Confirmation state for the header; the date as an ISO string. */
  confirmation: { confirmed: boolean; date: string | null };
  /** The offer date as an ISO string; shown in the German date format (dd.mm.yyyy). */
  offerDate: string;
  packageName: string;
  /**
   * `apartment` and `layout` are the bare number and name ("12", "B2"); the labels above precede
   * them. `building` is as the company names it ("Haus A" with a word of its own, else "A").
   */
  address: {
    project: string;
    building: string;
    apartment: string;
    layout: string;
    street: string | null;
  };
  /** Address of these choices in the configurator. */
  link: string;
  /**
   * The package's own footer in `locale`, then the legal text (the project's, else the company's),
   * one paragraph a line.
   */
  footer: string;
  rooms: { label: string; numbers: string[]; items: SummaryPdfItem[] }[];
  /** Null when no shown option has a price: the total is then left out. */
  totalCents: number | null;
  /** The PDF of record of a confirmation version (decision 044); null on any other summary. */
  record: SummaryPdfRecord | null;
};

/** What makes a summary the PDF of record of a confirmation, and how a reader checks it. */
export type SummaryPdfRecord = {
  version: number;
  /** The confirmation's content hash, 64 hex digits. */
  hash: string;
  /** The public verification page of this version. */
  verifyUrl: string;
  /** The verification page's address as a QR code: `size` × `size` modules, 1 dark, row by row. */
  qr: { size: number; modules: Uint8Array };
  /** What this version changed against the one before it; null for a first version. */
  changes: SummaryPdfChanges | null;
  /** The name the company's eID broker verified when the buyer signed it, and when (ISO). */
  signature: { name: string; signedAt: string } | null;
};

/** A version's changes against the one before (core's `confirmationChanges`), written out. */
export type SummaryPdfChanges = {
  previousVersion: number;
  rooms: {
    label: string;
    /** "Worktop: Oak → Quartz", with the price difference in cents. */
    lines: { text: string; deltaCents: number }[];
  }[];
  totalDeltaCents: number;
};

/**
 * "Project, Building, Apartment 12, Layout B2", leaving out parts the layout does not have: the
 * summary's address line, and the apartment a guest's mailed link is about.
 */
export function apartmentLine(
  address: Pick<SummaryPdfData["address"], "project" | "building" | "apartment" | "layout">,
  words: Pick<SummaryPdfData["labels"], "apartment" | "layout">,
): string {
  return [
    address.project,
    address.building,
    address.apartment.trim() ? `${words.apartment} ${address.apartment.trim()}` : "",
    address.layout.trim() ? `${words.layout} ${address.layout.trim()}` : "",
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

/** `project building apartment layout summary.pdf` as a file name, or just `summary.pdf`. */
export function summaryFileName(address: SummaryPdfData["address"] | null): string {
  const parts = address
    ? [address.project, address.building, address.apartment, address.layout]
    : [];
  const base = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(" ")
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, "-");
  return base ? `${base} summary.pdf` : "summary.pdf";
}
