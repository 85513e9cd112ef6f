/**
 * The pure parts of the material form: what it sends (a material of company.json, as core's
 * `materialSchema` reads it) and where the server's refusals go (a JSON pointer to a field).
 */

import type { PlaceStep } from "@home-designer/core";

/** The money fields of a material: euros as the format writes them ("129.90"). */
export const MONEY_FIELDS = ["price", "unit_price", "install_price", "additional_price"] as const;
/** The fields holding a decimal as text: the money fields and the VAT percentage ("24.00"). */
export const DECIMAL_FIELDS = [...MONEY_FIELDS, "vat"] as const;
/** The texts of a material in each of the company's languages. */
export const TEXT_FIELDS = ["desc_short", "desc_long", "unit"] as const;

/**
 * A form's values as company.json holds them: a field left empty is left out (the format's
 * default), and so is a text none of whose languages is filled in.
 */
export function cleanMaterial(values: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (typeof value === "string") {
      const text = value.trim() === "" ? "" : value;
      if (text !== "") clean[name] = text;
    } else if (typeof value === "object" && !Array.isArray(value)) {
      const inner = cleanMaterial(value as Record<string, unknown>);
      if (Object.keys(inner).length > 0) clean[name] = inner;
    } else {
      clean[name] = value;
    }
  }
  return clean;
}

/**
 * The material as its form shows it: decimals with the mark the company writes amounts with in
 * the admin's language ("129.90" → "129,90" in German).
 */
export function decimalsForForm<T extends object>(material: T, mark: string): T {
  const shown = { ...material } as Record<string, unknown>;
  for (const field of DECIMAL_FIELDS) {
    const value = shown[field];
    if (typeof value === "string") shown[field] = value.replace(".", mark);
  }
  return shown as T;
}

/**
 * The form's decimals as company.json writes them: one decimal comma between digits, as the
 * admin's language writes amounts, is a point ("12,50" → "12.50"); anything else ("1.450,00") is
 * left for the check to refuse with its example.
 */
export function decimalsFromForm<T extends object>(values: T): T {
  const saved = { ...values } as Record<string, unknown>;
  for (const field of DECIMAL_FIELDS) {
    const value = saved[field];
    if (typeof value === "string" && /^\s*-?\d+,\d+\s*$/.test(value))
      saved[field] = value.replace(",", ".");
  }
  return saved as T;
}

/**
 * The edited material without the defaults a form writes that the material did not say: an
 * unticked box is `false`, which company.json leaves out, and the edit should change no more of
 * the document than the person did.
 */
export function withoutAddedDefaults(
  edited: Record<string, unknown>,
  original: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(edited).filter(([name, value]) => value !== false || name in original),
  );
}

/** A segment of a JSON pointer as the text it names (RFC 6901: `~1` is `/`, `~0` is `~`). */
function unescapeSegment(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}

export type LocatedErrors = {
  /** Messages by the form's field name (`price`, `desc_short.de`). */
  fields: Record<string, string>;
  /** Messages of other places (the whole material, or what it breaks elsewhere), with the place. */
  others: { place: string; message: string; steps?: readonly PlaceStep[] | undefined }[];
};

/**
 * The server's refusal of an edit (`errors` by JSON pointer into company.json) by the fields of
 * the form that edits the thing at `base` (`/materials/12`): `/materials/12/desc_short/de` is the
 * field `desc_short.de`. A place that is no field of the form (the material as a whole, or another
 * thing the edit would break, such as an option naming the material) stays a located message.
 */
export function locateErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  base: string,
  fieldNames: ReadonlySet<string>,
): LocatedErrors {
  const located: LocatedErrors = { fields: {}, others: [] };
  for (const [place, messages] of Object.entries(errors)) {
    const message = messages.join(" ");
    const field = place.startsWith(`${base}/`)
      ? place
          .slice(base.length + 1)
          .split("/")
          .map(unescapeSegment)
          .join(".")
      : null;
    if (field !== null && fieldNames.has(field)) located.fields[field] = message;
    else located.others.push({ place, message });
  }
  return located;
}

/** What a form's field is refused for, in the words the form shows (the texts' keys). */
export type FieldProblem =
  | "money"
  | "percent"
  | "quantity"
  | "days"
  | "day"
  | "tooLong"
  | "invalid";

/**
 * Which message a refused field gets, from the zod issue's code (`invalid_format`, `too_big`, …)
 * and the field: core's schema speaks English, the form every language.
 */
export function fieldProblem(field: string, code: string | undefined): FieldProblem {
  if (code === "too_big" && field !== "lead_time_days") return "tooLong";
  if ((MONEY_FIELDS as readonly string[]).includes(field)) return "money";
  if (field === "vat") return "percent";
  if (field === "quantity") return "quantity";
  if (field === "lead_time_days") return "days";
  if (field === "end_of_sale") return "day";
  return "invalid";
}
