/**
 * A confirmation of record's content hash: SHA-256 over one canonical serialisation of what was
 * confirmed (the choices, prices, VAT and texts as shown, the layout, the version, the moment and
 * the language), so the same confirmation gives the same hash on any machine, in any process and
 * in any order its fields were written in, and a change of one price or one letter gives another.
 * Why and how it is used: docs/decisions/044-confirmation-versions.md.
 */
import type { ConfirmationSnapshot } from "./api/personal-data.ts";

/** What a confirmation's hash is taken over: format 1. A change of shape makes format 2. */
export type ConfirmationContent = {
  format: "home-designer/confirmation";
  formatVersion: 1;
  layoutId: number;
  /** 1, 2, … per layout. */
  version: number;
  packageId: number;
  /** ISO 8601 in UTC, to the millisecond. */
  confirmedAt: string;
  /** The language the confirmation was made in: its PDF of record is in it. */
  locale: string;
  snapshot: ConfirmationSnapshot;
  /**
   * Who signed it at the company's eID broker (decision 048): the name and subject the broker
   * verified, its issuer, and when. Left out when not signed, so an unsigned confirmation's
   * content, and its hash, are what they were before signing existed.
   */
  signature?: ConfirmationSignature;
};

export type ConfirmationSignature = {
  name: string;
  subject: string;
  issuer: string;
  /** ISO 8601 in UTC, to the millisecond. */
  signedAt: string;
};

export function confirmationContent(c: {
  layoutId: number;
  version: number;
  packageId: number;
  confirmedAt: Date;
  locale: string;
  snapshot: ConfirmationSnapshot;
  signature?: ConfirmationSignature | null;
}): ConfirmationContent {
  return {
    format: "home-designer/confirmation",
    formatVersion: 1,
    layoutId: c.layoutId,
    version: c.version,
    packageId: c.packageId,
    confirmedAt: c.confirmedAt.toISOString(),
    locale: c.locale,
    snapshot: c.snapshot,
    signature: c.signature ?? undefined,
  };
}

/**
 * JSON with no white space, object keys sorted by their UTF-16 code units (as RFC 8785 does) and
 * absent (`undefined`) members left out; strings and finite numbers written as JSON.stringify
 * writes them. Anything JSON cannot say (a non-finite number, a function, a bigint) is refused
 * rather than written in some way a reader could not reproduce.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
    case "string":
      return JSON.stringify(value);
    case "number":
      if (!Number.isFinite(value))
        throw new TypeError("canonicalJson: a number that is not finite");
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(",")}]`;
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, member]) => member !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(",")}}`;
    }
    default:
      throw new TypeError(`canonicalJson: cannot write a ${typeof value}`);
  }
}

/** Web Crypto, which browsers and Node 20 both have: typed here, as core has neither's types. */
const subtle = (
  globalThis as unknown as {
    crypto: { subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } };
  }
).crypto.subtle;
const encoder = new (
  globalThis as unknown as { TextEncoder: new () => { encode(text: string): Uint8Array } }
).TextEncoder();

/** SHA-256 of bytes, as 64 lower-case hex digits. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The content hash of a confirmation: SHA-256 of its canonical JSON in UTF-8, in hex. */
export function confirmationHash(content: ConfirmationContent): Promise<string> {
  return sha256Hex(encoder.encode(canonicalJson(content)));
}

/**
 * A hash as people read it aloud or compare it by eye: its first 16 hex digits in groups of four
 * (`3f2a 9c41 07be d5e0`). 64 bits: enough to tell confirmations apart by eye; the full hash is
 * printed beside it in small type.
 */
export function readableHash(hex: string): string {
  return (hex.slice(0, 16).match(/.{1,4}/g) ?? []).join(" ");
}
