/**
 * A realistic summary for the PDF tests: the demo company's logo and material pictures, three
 * rooms with several options, a special solution, long texts that wrap, Estonian and German
 * wording. Two pages and more.
 */

import { logoSvg } from "../../../../scripts/demo-seed/svg/branding.ts";
import { thumbnail } from "../../../../scripts/demo-seed/svg/swatches.ts";
import type { PdfImage, SummaryPdfData, SummaryPdfItem } from "../../src/pdf/summary-data.ts";

const svg = (text: string): PdfImage => ({
  contentType: "image/svg+xml",
  bytes: new TextEncoder().encode(text),
});

const item = (
  fields: Partial<SummaryPdfItem> & Pick<SummaryPdfItem, "group" | "title">,
): SummaryPdfItem => ({
  description: "",
  manufacturer: null,
  finishing: null,
  materialId: null,
  priceCents: null,
  thumbnail: null,
  special: null,
  ...fields,
});

export const estonianLabels: SummaryPdfData["labels"] = {
  title: "Sisekujunduse kokkuvõte",
  confirmed: "Kinnitatud",
  notConfirmed: "Kinnitamata",
  offerDate: "Pakkumise kuupäev",
  total: "Kokku",
  totalVatNote: "Hinnad sisaldavad käibemaksu 24 %.",
  price: "Hind",
  manufacturer: "Tootja",
  finishing: "Viimistlus",
  materialId: "Materjali kood",
  roomNumbers: "Ruumi numbrid",
  link: "Link",
  apartment: "Korter",
  layout: "Planeering",
  files: "Failid",
  recordVersion: "Kinnituse versioon",
  recordFingerprint: "Sõrmejälg",
  recordCheck: "Kontrolli selle dokumendi ehtsust:",
  recordSigned: "Allkirjastatud e-identiteediga:",
  changesTitle: "Muudatused võrreldes versiooniga",
  changesTotal: "Hinna muutus",
};

export const germanLabels: SummaryPdfData["labels"] = {
  title: "Zusammenfassung der Innenausstattung",
  confirmed: "Bestätigt",
  notConfirmed: "Nicht bestätigt",
  offerDate: "Angebotsdatum",
  total: "Gesamt",
  totalVatNote: "Alle Preise enthalten die Mehrwertsteuer von 24 %.",
  price: "Preis",
  manufacturer: "Hersteller",
  finishing: "Oberfläche",
  materialId: "Materialnummer",
  roomNumbers: "Raumnummern",
  link: "Link",
  apartment: "Wohnung",
  layout: "Grundriss",
  files: "Dateien",
  recordVersion: "Bestätigung, Version",
  recordFingerprint: "Fingerabdruck",
  recordCheck: "Prüfen Sie die Echtheit dieses Dokuments unter:",
  recordSigned: "Mit elektronischer Identität unterschrieben:",
  changesTitle: "Änderungen gegenüber Version",
  changesTotal: "Preisunterschied",
};

export const legalFooter =
  "Käesolev kokkuvõte on informatiivne ega ole müügileping. Valikud muutuvad siduvaks pärast kinnitamist; " +
  "kinnituse tühistamiseks võtke ühendust arendajaga. Õigusvaidlused lahendatakse Eesti Vabariigi õiguse " +
  "alusel Harju Maakohtus. Pildid on illustratiivsed; tegelik toon ja muster võivad erineda.";

export function sampleSummary(overrides: Partial<SummaryPdfData> = {}): SummaryPdfData {
  return {
    locale: "et",
    amountFormat: "1 234,56 €",
    labels: estonianLabels,
    company: {
      name: "Kaarnakivi Kodud OÜ",
      web: "kaarnakivi.ee",
      email: "kodu@kaarnakivi.ee",
      logo: svg(logoSvg()),
      color: "#2f6f6a",
    },
    confirmation: { confirmed: true, date: "2025-03-12T09:30:00Z" },
    offerDate: "2025-03-14T08:00:00Z",
    packageName: "Põhjamaine hele – Žaneti ja Sören Müßigi valik",
    address: {
      project: "Kaarnakivi kvartal",
      building: "Maja B",
      apartment: "12",
      layout: "B2",
      street: "Õismäe tee 15, 13511 Tallinn",
    },
    link: "https://kodu.kaarnakivi.ee/et/custom/summary?apartment_layout_id=42&project=kaarnakivi&compressed_selections=true&selections=N4IgLgpgtgzgBAWQPYBMCuAbCApKAHADwgCcA6AYyQDsAzJGAU1XoIDo%2BAOg",
    footer: legalFooter,
    rooms: [
      {
        label: "Elutuba ja köök",
        numbers: ["1.01", "1.02"],
        items: [
          item({
            group: "Põrand",
            title: "Tammeparkett Nordic Öö, kalasaba",
            description:
              "Kolmekihiline tammeparkett, harjatud ja õlitatud pind. Paigaldatakse kalasabamustris ruumi pikema " +
              "seina suunas; liistud ja üleminekuprofiilid sobitatakse põranda tooniga. Sobib põrandaküttega.",
            manufacturer: "Kährs",
            finishing: "harjatud, naturaalne õli",
            materialId: "PAR-KS-0412",
            priceCents: 389_000,
            thumbnail: svg(
              thumbnail(
                {
                  look: {
                    kind: "wood",
                    color: "#c9a57a",
                    grain: "#a9825a",
                    pattern: "herringbone",
                  },
                },
                undefined,
                3,
              ),
            ),
          }),
          item({
            group: "Seinad",
            title: "Seinavärv Tikkurila Harmony, toon Šokolaadipiim",
            description:
              "Täismatt beež, hästi pestav siseseinavärv. Kaks värvikihti pahteldatud ja lihvitud pinnale.",
            manufacturer: "Tikkurila",
            finishing: "täismatt",
            materialId: "PNT-TK-H305",
            priceCents: 0,
            thumbnail: svg(thumbnail({ look: { kind: "paint", color: "#d8cbb8" } }, undefined, 5)),
          }),
          item({
            group: "Köögimööbli fassaadid",
            title: "Fassaad Gräfin, matt lakk",
            description:
              "Mööbliplaadist fassaadid, servad ABS-kantidega, käepidemeteta avamine (push-to-open). Ülemised " +
              "kapid lakke ulatuvad, tööpinna ja ülemiste kappide vahel klaasist tagasein. Kõik hinged ja " +
              "sahtlisiinid pehme sulgumisega; sahtlite sisemõõdud vastavad köögiplaanile.",
            manufacturer: "Nobilia",
            finishing: "matt lakk, sõrmejäljekindel",
            materialId: "KIT-NB-GR-22",
            priceCents: 1_245_050,
            thumbnail: svg(
              thumbnail({ look: { kind: "solid", color: "#7d8f84", finish: "matt" } }, "fronts", 8),
            ),
          }),
          item({
            group: "Tööpind",
            title: "Kvartskivist tööpind Calacatta Süd",
            description:
              "20 mm kvartskivi, poleeritud pind, valamu ja pliidi väljalõiked ning servade töötlus hinnas.",
            manufacturer: "Caesarstone",
            finishing: "poleeritud",
            materialId: "WTP-CS-5114",
            priceCents: 248_000,
            thumbnail: svg(
              thumbnail(
                { look: { kind: "stone", color: "#f1eeea", vein: "#b7aea3" } },
                undefined,
                11,
              ),
            ),
          }),
        ],
      },
      {
        label: "Vannituba",
        numbers: ["1.05"],
        items: [
          item({
            group: "Seinaplaat",
            title: "Keraamiline plaat Grès Blanc 30×60",
            description: "Matt valge seinaplaat, paigaldus horisontaalselt, vuuk helehall 2 mm.",
            manufacturer: "Villeroy & Boch",
            finishing: "matt",
            materialId: "TIL-VB-3060W",
            priceCents: 96_500,
            thumbnail: svg(
              thumbnail(
                { look: { kind: "tile", color: "#f2f0ec", w: 30, h: 60, finish: "matt" } },
                undefined,
                2,
              ),
            ),
          }),
          item({
            group: "Segisti",
            title: "Dušisüsteem Grohe Euphoria, termostaatsegistiga",
            description:
              "Kroomitud dušisüsteem, pealedušš Ø 260 mm, käsidušš ja termostaatsegisti.",
            manufacturer: "Grohe",
            finishing: "kroom",
            materialId: "MIX-GR-26075",
            priceCents: 54_990,
            thumbnail: svg(
              thumbnail(
                { look: { kind: "metal", color: "#c7ccd1", finish: "polished" } },
                "mixer",
                4,
              ),
            ),
          }),
          item({
            group: "Valamukapp",
            title: "Eritellimusel valamukapp tammespooniga",
            description:
              "Kliendi soovil valmistatav seinale kinnitatav valamukapp laiusega 1200 mm, kahe sahtliga, " +
              "tammespoon õlitatud pinnaga, integreeritud valgustusega niššiga peegli all. Mõõdud täpsustatakse " +
              "objektil pärast plaatimist; tootmisaeg kuni kuus nädalat. Hind sisaldab paigaldust ja " +
              "veeühendusi, kuid mitte elektritöid valgustuse toiteks.",
            priceCents: 186_000,
            special: {
              warning:
                "Eritellimus: hind ja tehnilised detailid on individuaalsed ning kinnitatakse eraldi kokkuleppega. " +
                "Muudatused võivad mõjutada tähtaegu.",
              files: ["valamukapp-joonis.pdf", "tammespoon-näidis.jpg"],
            },
          }),
          item({
            group: "Põrandakütte termostaat",
            title: "Termostaat ilma hinnata",
            description: "Kuulub arendaja standardlahendusse.",
            manufacturer: "Thermo",
            materialId: null,
            priceCents: null,
          }),
        ],
      },
      {
        label: "Magamistuba",
        numbers: ["1.03"],
        items: [
          item({
            group: "Põrand",
            title: "Laudparkett Öökull, tamm, hall õli",
            description:
              "Üheribaline laudparkett pikkusega 2200 mm, faasitud servadega, hall õlivaha. Paigaldus ujuvana " +
              "heli isoleeriva aluskattega.",
            manufacturer: "Bjelin",
            finishing: "hall õlivaha",
            materialId: "PAR-BJ-2200G",
            priceCents: 174_300,
            thumbnail: svg(
              thumbnail(
                { look: { kind: "wood", color: "#b9a99a", grain: "#8e7e70", pattern: "plank" } },
                undefined,
                7,
              ),
            ),
          }),
          item({
            group: "Uksed",
            title: "Siseuks Straße Weiß, varjatud lengiga",
            description:
              "Valge matt siseuks varjatud hingede ja magnetlukuga, ukselink roostevaba teras.",
            manufacturer: "Jeld-Wen",
            finishing: "valge matt",
            materialId: "DOR-JW-STR-W",
            priceCents: 63_900,
            thumbnail: svg(
              thumbnail({ look: { kind: "solid", color: "#f4f3ef", finish: "matt" } }, "door", 9),
            ),
          }),
          item({
            group: "Garderoob",
            title: "Liuguksed Schön, peeglist",
            description:
              "Alumiiniumprofiiliga liuguksed, üks peegel- ja üks valge klaasiga uks, sisemus vastavalt plaanile.",
            manufacturer: "Elfa",
            finishing: "hõbedane profiil",
            materialId: "WAR-EL-SCH2",
            priceCents: 142_000,
            thumbnail: svg(
              thumbnail(
                { look: { kind: "solid", color: "#e4e6e8", finish: "gloss" } },
                "wardrobe",
                6,
              ),
            ),
          }),
        ],
      },
    ],
    totalCents: 2_599_740,
    record: null,
    ...overrides,
  };
}

const longTexts = [
  "Dreischichtiges Eichenparkett, gebürstet und geölt. Verlegung im Fischgrätmuster in Richtung der längeren Raumwand; Sockelleisten und Übergangsprofile werden farblich auf den Boden abgestimmt. Für Fußbodenheizung geeignet.",
  "Hochwertige Innenwandfarbe, stumpfmatt, sehr gut abwaschbar. Zwei Anstriche auf gespachtelter und geschliffener Oberfläche; Farbton Šokolaadipiim nach Muster, Abnahme durch die Bauleitung vor dem zweiten Anstrich.",
  "Möbelfronten aus beschichteter Spanplatte mit ABS-Kanten, grifflose Öffnung (Push-to-open). Oberschränke bis zur Decke, zwischen Arbeitsplatte und Oberschränken eine Rückwand aus Glas. Alle Scharniere und Schubkastenführungen mit Dämpfung; Innenmaße der Schubkästen gemäß Küchenplan.",
  "Kolmekihiline tammeparkett, harjatud ja õlitatud pind. Paigaldatakse kalasabamustris ruumi pikema seina suunas; liistud ja üleminekuprofiilid sobitatakse põranda tooniga. Sobib põrandaküttega; duššinurga niiskuskindel aluskate ja müratõkkematt on hinnas.",
  "Žiguli-Straße Größenänderung: Außergewöhnliche Maßanfertigung für die Gästetoilette, abgestimmt mit dem Bauträger. Lieferzeit bis zu sechs Wochen nach Freigabe der Zeichnung; Änderungen nach der Freigabe verlängern sie.",
  "Täismatt beež, hästi pestav siseseinavärv. Kaks värvikihti pahteldatud ja lihvitud pinnale; toon Šokolaadipiim näidise järgi, vaheülevaatus enne teist kihti. Žalusii- ja kardinasiinide kinnitused jäetakse süvistatuna.",
];

const longTitles = [
  "Eichenparkett Nordlicht, Fischgrät",
  "Wandfarbe Šokolaadipiim, stumpfmatt",
  "Küchenfronten Gräfin, Mattlack",
  "Tammeparkett Öökull, kalasaba",
  "Waschtisch Žiguli, Maßanfertigung",
  "Seinavärv Tikkurila, toon Põhjala öö",
];

const longRooms = [
  "Wohnzimmer und Küche",
  "Elutuba ja köök",
  "Badezimmer im Obergeschoss",
  "Vannituba ja saun",
  "Schlafzimmer mit Ankleide",
  "Magamistuba",
];

/**
 * A large company's summary for pagination: 12 rooms and 66 options with long German and Estonian
 * texts (umlauts, ß, š, ž). Every option's title and material code is its own, so each can be
 * found once in the text.
 */
export function longSummary(): SummaryPdfData {
  const base = sampleSummary();
  const pictures = base.rooms.flatMap((room) => room.items.map((i) => i.thumbnail));
  let n = 0;
  return {
    ...base,
    locale: "de",
    amountFormat: "1 234,56 €",
    labels: germanLabels,
    packageName: "Skandinavisch hell – Familie Groß und Žaneta Šimková",
    footer:
      "Diese Zusammenfassung ist unverbindlich und kein Kaufvertrag. Die Auswahl wird erst mit der Bestätigung verbindlich; für eine Stornierung wenden Sie sich bitte an den Bauträger.\n" +
      "Es gilt estnisches Recht; Gerichtsstand ist Tallinn. Abbildungen sind beispielhaft; Farbton und Maserung können abweichen.",
    rooms: Array.from({ length: 12 }, (_, r) => ({
      label: `${longRooms[r % longRooms.length]} ${r + 1}`,
      numbers: [`${1 + Math.floor(r / 6)}.${String(r + 1).padStart(2, "0")}`],
      items: Array.from({ length: r % 2 === 0 ? 6 : 5 }, (_, i) => {
        n++;
        const number = String(n).padStart(2, "0");
        return item({
          group: ["Fußboden", "Seinad", "Küchenfronten", "Põrand", "Waschtisch", "Wände"][i] ?? "",
          title: `${longTitles[(r + i) % longTitles.length]} Nr. ${number}`,
          description: longTexts[(r * 5 + i) % longTexts.length] ?? "",
          manufacturer:
            ["Kährs Süßwaren-Fabrik GmbH", "Tikkurila", "Nobilia Küchenbau"][i % 3] ?? null,
          finishing: i % 2 === 0 ? "gebürstet, naturgeölt" : "täismatt, sõrmejäljekindel",
          materialId: `MAT-${number}-ÖŽ`,
          priceCents: i === 4 ? null : 12_345 * (n % 9) + 99_000,
          thumbnail: pictures[n % pictures.length] ?? null,
          special:
            n % 11 === 0
              ? {
                  warning:
                    "Sonderanfertigung: Preis und technische Details sind individuell und werden gesondert vereinbart. Änderungen können Fristen beeinflussen.",
                  files: [`zeichnung-${number}.pdf`, "muster-größe.jpg"],
                }
              : null,
        });
      }),
    })),
    totalCents: 4_567_890,
  };
}
