import {
  type AmountFormat,
  type Asset,
  type AvailabilityWarning,
  amountFormatFor,
  assetPrice,
  assetThumbnail,
  availabilityWarnings,
  type Choices,
  companyBuildingName,
  findAsset,
  formatEuro,
  type I18nText,
  optionName,
  pickLabel,
  slotKey,
  total,
  vatRate,
} from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { ConfirmationSnapshot } from "../../db/schema.ts";
import { companies } from "../../db/schema.ts";
import type { ServerLocale } from "../../i18n/messages.ts";
import type { PdfImage, SummaryPdfData, SummaryPdfRecord } from "../../pdf/summary-data.ts";
import { storedImage } from "../../storage/stored-image.ts";
import type { PackageRow } from "./package-access.ts";
import { engineRooms, type LayoutConfiguration } from "./package-choices.ts";

export const labels: Record<ServerLocale, SummaryPdfData["labels"]> = {
  et: {
    title: "Sisekujunduse valikute kokkuvõte",
    confirmed: "Kinnitatud",
    notConfirmed: "Kinnitamata",
    offerDate: "Pakkumise kuupäev",
    total: "Kokku",
    totalVatNote: "Hinnad sisaldavad käibemaksu",
    price: "Hind",
    manufacturer: "Tootja",
    finishing: "Viimistlus",
    materialId: "Materjali kood",
    roomNumbers: "Number",
    link: "Valikud veebis",
    recordVersion: "Kinnituse versioon",
    recordFingerprint: "Sõrmejälg",
    recordCheck: "Kontrolli selle dokumendi ehtsust:",
    recordSigned: "Allkirjastatud e-identiteediga:",
    changesTitle: "Muudatused võrreldes versiooniga",
    changesTotal: "Hinna muutus",
    apartment: "Korter",
    layout: "Planeering",
    files: "Failid",
  },
  en: {
    title: "Summary of interior design choices",
    confirmed: "Confirmed",
    notConfirmed: "Not confirmed",
    offerDate: "Offer date",
    total: "Total",
    totalVatNote: "Prices include VAT",
    price: "Price",
    manufacturer: "Manufacturer",
    finishing: "Finishing",
    materialId: "Material code",
    roomNumbers: "Number",
    link: "Choices online",
    recordVersion: "Confirmation version",
    recordFingerprint: "Fingerprint",
    recordCheck: "Check that this document is genuine at:",
    recordSigned: "Signed with an electronic identity:",
    changesTitle: "Changes against version",
    changesTotal: "Price difference",
    apartment: "Apartment",
    layout: "Layout",
    files: "Files",
  },
  de: {
    title: "Zusammenfassung der Innenausstattung",
    confirmed: "Bestätigt",
    notConfirmed: "Nicht bestätigt",
    offerDate: "Angebotsdatum",
    total: "Gesamt",
    totalVatNote: "Preise inkl. MwSt.",
    price: "Preis",
    manufacturer: "Hersteller",
    finishing: "Oberfläche",
    materialId: "Materialcode",
    roomNumbers: "Nummer",
    link: "Auswahl online",
    recordVersion: "Bestätigung, Version",
    recordFingerprint: "Fingerabdruck",
    recordCheck: "Prüfen Sie die Echtheit dieses Dokuments unter:",
    recordSigned: "Mit elektronischer Identität unterschrieben:",
    changesTitle: "Änderungen gegenüber Version",
    changesTotal: "Preisunterschied",
    apartment: "Wohnung",
    layout: "Grundriss",
    files: "Dateien",
  },
};

/**
 * The note under the PDF's total naming the VAT rate the prices include, as the summary on screen
 * does ("Alle Preise in Euro, inklusive 19 % MwSt."): a German buyer's 19 % and an Estonian
 * buyer's 24 % are both "VAT", so the rate is what says which. Without a rate, the plain note.
 * A company that shows the VAT amount has it written after the rate.
 */
const vatNotes: Record<ServerLocale, (rate: string) => string> = {
  et: (rate) => `Hinnad sisaldavad käibemaksu ${rate} %`,
  en: (rate) => `Prices include VAT of ${rate} %`,
  de: (rate) => `Preise inkl. ${rate} % MwSt.`,
};

export function totalVatNote(
  locale: ServerLocale,
  vatPercent: number | null,
  vatAmount: { cents: number; format: AmountFormat } | null = null,
): string {
  if (vatPercent === null) return labels[locale].totalVatNote;
  const rate = new Intl.NumberFormat(locale === "en" ? "en-GB" : locale, {
    maximumFractionDigits: 2,
  }).format(vatPercent);
  const note = vatNotes[locale](rate);
  return vatAmount ? `${note}: ${formatEuro(vatAmount.cents, vatAmount.format)}` : note;
}

export const specialWarning: Record<ServerLocale, string> = {
  et: "Eritellimus: hind ja tingimused on kokku lepitud eraldi.",
  en: "Special solution: its price and terms are agreed individually.",
  de: "Sonderlösung: Preis und Bedingungen werden individuell vereinbart.",
};

/** A day `YYYY-MM-DD` as the PDF writes dates: 01.03.2027, in every language. */
const pdfDay = (day: string) => day.split("-").reverse().join(".");

/** An option's availability warnings (core's availability.ts, decision 052) as the PDF says them. */
const availabilityTexts: Record<ServerLocale, (warning: AvailabilityWarning) => string> = {
  et: (w) =>
    w.kind === "late"
      ? `Tarne võtab ${w.lead_time_days} päeva: liiga hilja paigalduseks ${pdfDay(w.installation_date)}.`
      : w.kind === "ending"
        ? `Müügil ainult kuni ${pdfDay(w.date)} (jäänud ${w.days_left} ${w.days_left === 1 ? "päev" : "päeva"}).`
        : `Pole enam müügil alates ${pdfDay(w.date)}: küsige ettevõttelt asendust.`,
  en: (w) =>
    w.kind === "late"
      ? `Delivery takes ${w.lead_time_days} ${w.lead_time_days === 1 ? "day" : "days"}: too late for installation on ${pdfDay(w.installation_date)}.`
      : w.kind === "ending"
        ? `Sold only until ${pdfDay(w.date)} (${w.days_left} ${w.days_left === 1 ? "day" : "days"} left).`
        : `No longer sold since ${pdfDay(w.date)}: ask the company for a replacement.`,
  de: (w) =>
    w.kind === "late"
      ? `Lieferzeit ${w.lead_time_days} ${w.lead_time_days === 1 ? "Tag" : "Tage"}: zu spät für den Einbau am ${pdfDay(w.installation_date)}.`
      : w.kind === "ending"
        ? `Nur bis ${pdfDay(w.date)} erhältlich (noch ${w.days_left} ${w.days_left === 1 ? "Tag" : "Tage"}).`
        : `Seit ${pdfDay(w.date)} nicht mehr erhältlich: fragen Sie das Unternehmen nach einem Ersatz.`,
};

/** The room-type VAT rate, else the project's (else the company's, as the rooms answer gives it). */
function vatRateOf(configuration: LayoutConfiguration) {
  const projectRate = vatRate(configuration.tabs.vat) ?? 0;
  const rates = new Map(
    configuration.rooms.map(({ room }) => [room.id, vatRate(room.vat) ?? projectRate]),
  );
  return (roomId: number) => rates.get(roomId) ?? projectRate;
}

type ConfirmedChoice = ConfirmationSnapshot["rooms"][number]["choices"][number];

/** What was chosen, room by room, with prices: kept with a confirmation, whatever changes later. */
export function snapshotOf(
  configuration: LayoutConfiguration,
  choices: Choices,
  locale: ServerLocale,
): ConfirmationSnapshot {
  const rateOf = vatRateOf(configuration);
  const rooms = configuration.rooms.map(({ room, groups }) => ({
    id: room.id,
    label: room.label,
    numbers: room.numbers,
    choices: groups
      .filter((g) => !g.hidden)
      .flatMap((group) => {
        const chosen = slotChoice(group, choices.get(slotKey(room.id, group.id)), rateOf(room.id));
        return chosen ? [chosen] : [];
      }),
  }));
  return {
    locale,
    vat: configuration.tabs.vat,
    totalCents: total(engineRooms(configuration), choices, rateOf).cents,
    rooms,
  };
}

/** What a confirmation keeps of one group's choice: the option as it is named and priced now. */
function slotChoice(
  group: LayoutConfiguration["rooms"][number]["groups"][number],
  assetId: number | undefined,
  vatRate: number,
): ConfirmedChoice | null {
  const asset = findAsset(group, assetId);
  if (!asset) return null;
  return {
    groupId: group.id,
    groupTitle: group.title.label,
    selectionId: asset.id,
    title: asset.is_special ? (asset.label ?? asset.title) : asset.title,
    name: optionName(asset),
    materialCode: asset.material?.material_id ?? null,
    priceCents: assetPrice(asset, vatRate) ?? 0,
    isSpecial: asset.is_special,
  };
}

/**
 * A confirmation after staff changed the confirmed package for its buyer: the same rooms and
 * groups as confirmed, each with the package's choice now. A slot left as it was keeps the option's
 * confirmed name and price; a changed slot, and a special solution (which staff price themselves),
 * is taken as it is today. Groups the confirmation did not show stay out of it.
 */
export function amendedSnapshot(
  confirmed: ConfirmationSnapshot,
  configuration: LayoutConfiguration,
  choices: Choices,
): ConfirmationSnapshot {
  const rateOf = vatRateOf(configuration);
  const rooms = confirmed.rooms.map((room) => {
    const groups = configuration.rooms.find((r) => r.room.id === room.id)?.groups ?? [];
    return {
      ...room,
      choices: room.choices.map((was) => {
        const assetId = choices.get(slotKey(room.id, was.groupId));
        if (assetId === was.selectionId && !was.isSpecial) return was;
        const group = groups.find((g) => g.id === was.groupId);
        return (group && slotChoice(group, assetId, rateOf(room.id))) ?? was;
      }),
    };
  });
  const totalCents = rooms
    .flatMap((room) => room.choices)
    .reduce((sum, choice) => sum + choice.priceCents, 0);
  return { ...confirmed, rooms, totalCents };
}

/**
 * A material's line under the option's title: its short description, or its long one when the
 * short one only repeats the title (as it does when the company named the option after it).
 */
function materialDescription(
  asset: Asset,
  label: (text: I18nText | null | undefined) => string,
): string {
  const short = label(asset.material?.desc_short);
  return short && short !== label(asset.title) ? short : label(asset.material?.desc_long);
}

/**
 * What a design is called on its summary: the package's name while the choices are the package's
 * own; once they differ, "Custom" with the package it started from, so a changed design is never
 * taken for the package.
 */
const designNames: Record<ServerLocale, { custom: string; changed: (base: string) => string }> = {
  et: { custom: "Kohandatud", changed: (base) => `Kohandatud (alus: ${base})` },
  en: { custom: "Custom", changed: (base) => `Custom (based on ${base})` },
  de: { custom: "Individuell", changed: (base) => `Individuell (auf Basis von ${base})` },
};

export function designName(locale: ServerLocale, packageName: string, changed: boolean): string {
  const names = designNames[locale];
  if (!packageName) return names.custom;
  return changed ? names.changed(packageName) : packageName;
}

/** Everything the summary PDF shows, in the person's language. */
export async function summaryPdfData(
  ctx: AppContext,
  params: {
    locale: ServerLocale;
    configuration: LayoutConfiguration;
    choices: Choices;
    pkg: PackageRow | null;
    /** Whether the choices differ from the package's own. */
    changed: boolean;
    companyId: number;
    confirmation: { confirmedAt: Date } | null;
    link: string;
    /** For the PDF of record of a confirmation version. */
    record?: SummaryPdfRecord;
  },
): Promise<SummaryPdfData> {
  const { locale, configuration, choices, pkg } = params;
  const label = (text: I18nText | null | undefined) => pickLabel(text, locale);
  const [company] = await ctx.db
    .select()
    .from(companies)
    .where(eq(companies.id, params.companyId))
    .limit(1);
  if (!company) throw new Error("company not found");
  const rateOf = vatRateOf(configuration);
  const now = new Date();
  const thumbnails = new Map<string, PdfImage | null>();
  const rooms = [];
  let priced = false;
  for (const { room, groups } of configuration.rooms) {
    const items = [];
    for (const group of groups.filter((g) => !g.hidden)) {
      const asset = findAsset(group, choices.get(slotKey(room.id, group.id)));
      if (!asset) continue;
      const price = assetPrice(asset, rateOf(room.id));
      priced ||= price !== null;
      // The same picture as the screens show (a special solution's attached image, or its mark).
      const thumbUrl = assetThumbnail(asset);
      if (thumbUrl && !thumbnails.has(thumbUrl))
        thumbnails.set(thumbUrl, await storedImage(ctx, thumbUrl));
      items.push({
        group: label(group.title.label),
        title: asset.is_special ? label(asset.label) || label(asset.title) : label(asset.title),
        description: asset.is_special
          ? label(asset.description)
          : materialDescription(asset, label),
        manufacturer: asset.material?.manufacturer ?? null,
        finishing: label(asset.material?.product_finishing) || null,
        materialId: asset.material?.material_id ?? null,
        priceCents: price,
        thumbnail: thumbUrl ? (thumbnails.get(thumbUrl) ?? null) : null,
        special: asset.is_special
          ? { warning: specialWarning[locale], files: (asset.files ?? []).map((f) => f.name) }
          : null,
        availability:
          availabilityWarnings(asset.material, configuration.tabs.installation, now)
            .map(availabilityTexts[locale])
            .join(" ") || null,
      });
    }
    rooms.push({ label: label(room.label), numbers: room.numbers, items });
  }
  // A package's own footer comes on top of the legal text, never instead of it.
  const legal = label(configuration.tabs.pdfFooter) || label(company.pdfFooter);
  const footer = [label(pkg?.pdfFooter), legal]
    .map((text) => text.trim())
    .filter((text, i, all) => text && all.indexOf(text) === i)
    .join("\n");
  const { address } = configuration.tabs;
  const sum = total(engineRooms(configuration), choices, rateOf);
  const amountFormat = amountFormatFor(company.amountFormat, locale);
  const vatAmount = company.showVatAmount ? { cents: sum.vatCents, format: amountFormat } : null;
  return {
    locale,
    amountFormat,
    labels: {
      ...labels[locale],
      totalVatNote: totalVatNote(locale, configuration.tabs.vat, vatAmount),
    },
    company: {
      name: company.name,
      web: company.web,
      email: company.email,
      logo: company.logoFile
        ? await storedImage(ctx, ctx.storage.publicUrl(company.logoFile))
        : null,
      color: company.colors["primary-500"] ?? "#1f5f56",
    },
    confirmation: {
      confirmed: params.confirmation !== null,
      date: params.confirmation?.confirmedAt.toISOString() ?? null,
    },
    // The PDF of record is dated when confirmed, so that it is the same whenever it is made.
    offerDate:
      (params.record ? params.confirmation?.confirmedAt : null)?.toISOString() ??
      new Date().toISOString(),
    packageName: designName(locale, label(pkg?.name), params.changed),
    address: {
      project: address.project,
      building:
        companyBuildingName(company.buildingWord, locale, address.building) ?? address.building,
      apartment: address.apartment,
      layout: address.layout,
      street: address.address,
    },
    link: params.link,
    footer,
    rooms,
    totalCents: priced ? sum.cents : null,
    record: params.record ?? null,
  };
}
