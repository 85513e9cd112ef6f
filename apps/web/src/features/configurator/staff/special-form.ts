/**
 * The rules of the special solution form (configurator spec sections 3, 5 and 7) as pure
 * functions: reading typed prices, the total with VAT, when a field is saved, the upload form,
 * and how the loaded rooms change when a special solution comes, changes or goes.
 */
import {
  type Asset,
  assetPrice,
  type Cents,
  type Locale,
  parseTypedPrice,
  pickLabel,
  type Room,
  type SelectionGroup,
  specialVat,
  type UiLocale,
  vatRate,
} from "@home-designer/core";
import { ApiRequestError } from "../../../lib/api.ts";
import type { SpecialField, SpecialFile } from "./staff-api.ts";

const priceFormat = new Intl.NumberFormat("et-EE", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A saved price as the field shows it: the Estonian format the server reads back ("1 234,50",
 * with plain spaces, which are easier to edit), and nothing for no price yet.
 */
export function priceText(euros: number | undefined): string {
  if (!euros) return "";
  return priceFormat.format(euros).replace(/\s/g, " ");
}

export type SpecialTotals = {
  /** Unit and installation price together, without VAT. */
  net: Cents;
  vat: Cents;
  /** (install + unit) × (1 + VAT). */
  total: Cents;
};

/**
 * What the special solution costs with the prices as typed: the same sums as core's
 * `assetPrice` and `specialVat`, so the form, the room and the summary agree. Null while a
 * typed price cannot be read.
 */
export function specialTotals(
  special: Asset,
  unitText: string,
  installText: string,
  rate: number | null,
): SpecialTotals | null {
  const unit = parseTypedPrice(unitText);
  const install = parseTypedPrice(installText);
  if (unit === null || install === null) return null;
  const priced: Asset = { ...special, unitPrice: unit / 100, installPrice: install / 100 };
  return {
    net: unit + install,
    vat: specialVat(priced, rate ?? 0),
    total: assetPrice(priced, rate ?? 0) ?? 0,
  };
}

/**
 * The VAT rate of a special solution in a room: the room's own, else the project's (the rooms
 * state), else the company's, which the configurator already holds as one rate. Null when none
 * of them has one: the total is then not labelled as including VAT.
 */
export function specialVatRate(room: Pick<Room, "vat"> | undefined, fallback: number | null) {
  return vatRate(room?.vat) ?? fallback;
}

/** A field's text the way a form keeps it while one is being edited. */
export type FieldState = {
  /** The text in the field now. */
  value: string;
  /** The text when the field was entered. */
  focus: string;
  /** The text the server last accepted. */
  saved: string;
  /** The text of a save still on its way, if one is. */
  sending?: string;
  /**
   * The text whose save the server last accepted, as it was typed ("1 000", saved as "1000,00"):
   * a field left again before it shows the saved form still holds it.
   */
  accepted?: string;
};

/**
 * Whether leaving a field saves it: only when it changed since it was entered (spec section 5),
 * or when an earlier save of it failed and the text is still not what the server holds, so that
 * leaving the field again tries once more. A text already on its way, or already accepted, is not
 * sent twice. The accepted text and its saved form are the same price: a field entered while it
 * still showed the one and left showing the other has not changed.
 */
export function needsSave(field: FieldState): boolean {
  if (field.value === field.sending || field.value === field.accepted) return false;
  const focus = field.focus === field.accepted ? field.saved : field.focus;
  return field.value !== focus || field.value !== field.saved;
}

/** The form's starting texts: the special solution as saved, in the language being edited. */
export function fieldTexts(asset: Asset, locale: Locale): Record<SpecialField, string> {
  return {
    label: asset.label?.[locale] ?? "",
    description: asset.description?.[locale] ?? "",
    unit_price: priceText(asset.unitPrice),
    install_price: priceText(asset.installPrice),
  };
}

/** What a field holds after the server accepted it: its own text, prices in the saved format. */
export function savedText(field: SpecialField, asset: Asset, locale: Locale): string {
  return fieldTexts(asset, locale)[field];
}

/**
 * The special solution in the room after one field was saved: that field from the server's answer,
 * the rest as the room has it (answers to two quick saves may arrive in either order).
 */
export function withSavedField(asset: Asset, answer: Asset, field: SpecialField): Asset {
  switch (field) {
    case "label":
      return { ...asset, label: answer.label };
    case "description":
      return { ...asset, description: answer.description };
    case "unit_price":
      return { ...asset, unitPrice: answer.unitPrice };
    case "install_price":
      return { ...asset, installPrice: answer.installPrice };
  }
}

/**
 * The hint a label or description field shows while the language being edited has no text of its
 * own: what the room shows there instead (another language's text).
 */
export function fallbackText(
  text: Asset["label"],
  locale: Locale,
  uiLocale: UiLocale,
): string | undefined {
  if (text?.[locale]) return undefined;
  return pickLabel(text, uiLocale) || undefined;
}

/**
 * The multipart form of a change to the files: `files[]` for new files, `keep[]` for the earlier
 * files that stay, and `clearFiles` when the last file is removed and nothing new comes.
 */
export function filesForm(
  current: readonly SpecialFile[],
  change: { add?: readonly File[]; remove?: number },
  locale: Locale,
): FormData {
  const form = new FormData();
  form.append("selectedLocale", locale);
  const kept = current.filter((file) => file.id !== change.remove);
  for (const file of kept) form.append("keep[]", String(file.id));
  const added = change.add ?? [];
  for (const file of added) form.append("files[]", file, file.name);
  if (kept.length === 0 && added.length === 0) form.append("clearFiles", "1");
  return form;
}

/**
 * What a failed upload (or file removal) tells staff: the server's own message (too large, too
 * many, wrong type), else, when no answer came or it was not the server's (a proxy refusing a
 * large body, a connection cut off mid-upload), the likely cause. Null after a 401, which has
 * been reported and has logged out.
 */
export function uploadFailureMessage(error: unknown, tooLarge: string): string | null {
  if (!(error instanceof ApiRequestError)) return tooLarge;
  if (error.status === 401) return null;
  return error.fromServer ? error.message : tooLarge;
}

/**
 * Whether removing the special solution loses work: anything written, priced or attached. An
 * empty one (the switch just turned on) goes without asking.
 */
export function hasContent(special: Asset): boolean {
  const written = (text: Asset["label"]) =>
    Object.values(text ?? {}).some((value) => (value ?? "").trim() !== "");
  return (
    written(special.label) ||
    written(special.description) ||
    (special.unitPrice ?? 0) > 0 ||
    (special.installPrice ?? 0) > 0 ||
    (special.files?.length ?? 0) > 0
  );
}

type Groups = readonly SelectionGroup[] | undefined;

/** A room's groups with a new special solution after its group's regular options. */
export function withSpecialAdded(groups: Groups, asset: Asset): SelectionGroup[] | undefined {
  return groups?.map((group) =>
    group.id === asset.groupId ? { ...group, assets: [...group.assets, asset] } : group,
  );
}

/** A room's groups with one special solution as the server now has it. */
export function withSpecialChanged(
  groups: Groups,
  id: number,
  change: (asset: Asset) => Asset,
): SelectionGroup[] | undefined {
  return groups?.map((group) =>
    group.assets.some((a) => a.id === id)
      ? { ...group, assets: group.assets.map((a) => (a.id === id ? change(a) : a)) }
      : group,
  );
}

/** A room's groups without a special solution. */
export function withSpecialRemoved(groups: Groups, id: number): SelectionGroup[] | undefined {
  return groups?.map((group) =>
    group.assets.some((a) => a.id === id)
      ? { ...group, assets: group.assets.filter((a) => a.id !== id) }
      : group,
  );
}
