/**
 * The demo developer: an invented Tallinn company with its branding, hosts, PDF footer, help
 * videos, EU funding mark and the addresses that receive confirmed packages (its terms of use are
 * in demo-terms.ts).
 */
import type { HelpVideoGroup } from "../../apps/server/src/db/schema.ts";
import { DEMO_SLUG } from "../../apps/server/src/demo/demo-people.ts";
import { type T3, t } from "./i18n.ts";
import { hashSeed } from "./svg/svg.ts";

export { DEMO_SLUG };
export const WEB = "https://www.kaarnakivi.example";

export const COMPANY = {
  slug: DEMO_SLUG,
  name: "Kaarnakivi Kodud",
  web: WEB,
  email: "info@kaarnakivi.example",
  vat: "24.00",
  newsLetter: true,
  developerEmails: ["myyk@kaarnakivi.example", "projektijuht@kaarnakivi.example"],
  constructionEmails: ["ehitus@kaarnakivi.example"],
  quoteUrl: `${WEB}/merelahe/pakkumine?apartment_id={apartment_id}&project_id={project_id}&wpid={wpid}&layout={layout}&total_sum={total_sum}&email_address={email_address}`,
  homeDesignerUrl: `${WEB}/kodudisainer`,
  // Hosts with "kaarnakivi" in their name are the company's own branded sites.
  brandMarker: "kaarnakivi",
  // The spec's help page carries the EU funding mark in its footer.
  euFundingMark: true,
};

/** Deep petrol green with warm sand: calm, natural, readable on white. */
export const COLORS: Record<string, string> = {
  "primary-50": "#eef5f4",
  "primary-100": "#d6e8e5",
  "primary-200": "#aed1cb",
  "primary-300": "#80b3ab",
  "primary-400": "#52918a",
  "primary-500": "#2f6f6a",
  "primary-600": "#265b57",
  "primary-700": "#1f4a47",
  "primary-800": "#1a3b39",
  "primary-900": "#142e2c",
  "secondary-100": "#f6efe5",
  "secondary-300": "#e4cfb2",
  "secondary-300-variant": "#d8bf9c",
  "secondary-500": "#c08a4a",
  "secondary-700": "#8c6131",
  "neutral-50": "#f8f7f5",
  "neutral-100": "#efedea",
  "neutral-300": "#cfcbc5",
  "neutral-500": "#8a857e",
  "neutral-700": "#4d4944",
  "neutral-900": "#1f1d1b",
  success: "#2e7d4f",
  warning: "#c47f17",
  error: "#b3362f",
};

export const HOSTS: { host: string; locales: string[] }[] = [
  { host: "localhost", locales: ["et", "en"] },
  { host: "127.0.0.1", locales: ["et", "en"] },
  { host: "de.localhost", locales: ["de", "en"] },
  // The company's own branded site, as it looks on this machine (the brand marker is in its name).
  { host: "kaarnakivi.localhost", locales: ["et", "en"] },
];

export const PDF_FOOTER: T3 = t(
  "Kaarnakivi Kodud OÜ · Merelahe tee 8, 11312 Tallinn · info@kaarnakivi.example. Pildid on illustratiivsed ja võivad tegelikust lahendusest erineda. Hinnad sisaldavad käibemaksu 24%. Valikud muutuvad siduvaks kinnitamisel ning on korteri võlaõigusseaduse kohase töövõtulepingu lisa. Lepingule kohaldatakse Eesti Vabariigi õigust.",
  "Kaarnakivi Kodud OÜ · Merelahe tee 8, 11312 Tallinn, Estonia · info@kaarnakivi.example. Pictures are illustrative and may differ from the finished result. Prices include 24% VAT. Choices become binding when confirmed and form an annex to the apartment's contract for work under the Estonian Law of Obligations Act. The contract is governed by the laws of the Republic of Estonia.",
  "Kaarnakivi Kodud OÜ · Merelahe tee 8, 11312 Tallinn, Estland · info@kaarnakivi.example. Die Bilder sind Illustrationen und können von der Ausführung abweichen. Preise inkl. 24 % MwSt. Die Auswahl wird mit der Bestätigung verbindlich und ist Anlage zum Werkvertrag der Wohnung nach dem estnischen Schuldrechtsgesetz. Es gilt das Recht der Republik Estland.",
);

/** A stable made-up video id per video, locale and device. */
function videoUrl(key: string, locale: string, device: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let h = hashSeed(`${key}/${locale}/${device}`);
  let id = "";
  for (let i = 0; i < 11; i++) {
    id += alphabet[h % 64];
    // `^` answers a signed 32-bit number; kept unsigned so that `h % 64` is always an index.
    h = (Math.floor(h / 64) ^ hashSeed(`${id}${i}`)) >>> 0;
  }
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

function video(key: string): HelpVideoGroup["videos"][number] {
  return {
    key,
    desktop: {
      et: videoUrl(key, "et", "d"),
      en: videoUrl(key, "en", "d"),
      de: videoUrl(key, "de", "d"),
    },
    mobile: {
      et: videoUrl(key, "et", "m"),
      en: videoUrl(key, "en", "m"),
      de: videoUrl(key, "de", "m"),
    },
  };
}

export const HELP_VIDEOS: HelpVideoGroup[] = [
  {
    key: "onboarding",
    videos: ["create-email-account", "create-google-account", "create-facebook-account"].map(video),
  },
  {
    key: "packages",
    videos: ["choose-layout-add-to-dashboard", "make-and-save-choices", "change-choices"].map(
      video,
    ),
  },
  { key: "saving-confirming", videos: ["confirm-choices"].map(video) },
  { key: "sharing", videos: ["share-link-with-friend"].map(video) },
  { key: "plan", videos: ["read-apartment-plan"].map(video) },
];

export const PROJECT = {
  name: "Merelahe Kvartal",
  address: "Merelahe tee 8, 11312 Tallinn",
  projectUrl: `${WEB}/merelahe`,
  buildings: ["A", "B"] as const,
};
