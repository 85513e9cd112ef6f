import { COMPANY_FORMAT, type CompanyFile } from "./schema.ts";

/** A small company that passes the check, and the files its folder holds. */
export function smallCompany(): CompanyFile {
  return {
    format: COMPANY_FORMAT,
    code: "nordhaus",
    name: "Nordhaus Wohnen",
    web: "https://nordhaus.example",
    email: "info@nordhaus.example",
    hosts: [{ host: "wohnen.nordhaus.example", languages: ["de", "en"] }],
    colors: { "primary-500": "#335577" },
    logo: "files/logo.svg",
    vat: "19.00",
    pdf_footer: { de: "Nordhaus Wohnen GmbH", en: "Nordhaus Wohnen Ltd" },
    mail: { developer: ["verkauf@nordhaus.example"] },
    staff: [{ email: "planer@nordhaus.example", name: "Planer", role: "designer" }],
    material_categories: [{ code: "floors", name: { de: "Böden" } }],
    materials: [
      { code: "OAK-1", category: "floors", desc_short: { de: "Eiche" }, price: "0" },
      { code: "ASH-1", category: "floors", desc_short: { de: "Esche" }, price: "1250.50" },
    ],
    legends: [
      {
        key: "Electric",
        name: { de: "Elektro" },
        items: [{ code: "socket", name: { de: "Steckdose" }, icon: "files/socket.svg" }],
      },
    ],
    projects: [
      {
        code: "hafen",
        name: "Hafenblick",
        buildings: [
          {
            code: "a",
            number: "A",
            apartments: [
              {
                code: "1",
                number: "1",
                status: "sold",
                buyers: ["kaeufer@example.com"],
                layouts: [
                  {
                    code: "2-rooms",
                    name: "2 Zimmer",
                    plan: "files/plan.svg",
                    rooms: [
                      { code: "living-room", room_type: "living", numbers: ["1"] },
                      { code: "bathroom", room_type: "bath", numbers: ["2"] },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        room_types: [
          {
            code: "living",
            label: { de: "Wohnzimmer" },
            picture_layers: [{ file: "files/living.svg", layer: 0 }],
            groups: [
              {
                code: "floor",
                title: { de: "Boden" },
                options: [
                  { code: "oak", material: "OAK-1", picture: { file: "files/oak.svg", layer: 1 } },
                  { code: "ash", material: "ASH-1" },
                ],
              },
            ],
          },
          {
            code: "bath",
            label: { de: "Bad" },
            follows: [
              {
                group: "floor",
                pictures: [
                  { option: "oak", file: "files/bath-oak.svg", layer: 1 },
                  { option: "ash", file: "files/bath-ash.svg", layer: 1 },
                ],
              },
            ],
            groups: [{ code: "threshold", options: [{ code: "oak" }, { code: "stone" }] }],
          },
        ],
        restrictions: [{ code: "floor-oak", when: "floor/oak", choose: ["threshold/oak"] }],
        packages: [
          {
            code: "basic",
            name: { de: "Basis" },
            default: true,
            options: ["floor/oak", "threshold/oak"],
          },
          { code: "premium", name: { de: "Premium" }, options: ["floor/ash", "threshold/stone"] },
        ],
      },
    ],
  };
}

export const SMALL_COMPANY_FILES = new Set([
  "files/logo.svg",
  "files/socket.svg",
  "files/plan.svg",
  "files/living.svg",
  "files/oak.svg",
  "files/bath-oak.svg",
  "files/bath-ash.svg",
]);

/** What a German developer calls its products: long names with umlauts and ß. */
const MATERIAL_NAMES = [
  "Eichen-Landhausdiele, gebürstet und naturgeölt",
  "Großformatige Feinsteinzeugfliese in Schieferoptik",
  "Weißlack-Innentür mit Edelstahldrücker",
  "Fußleiste aus Massivholz, weiß grundiert",
  "Wandfarbe Reinweiß, scheuerbeständig",
  "Unterputz-Raumthermostat für Fußbodenheizung",
  "Naturstein-Fensterbank Jura Gelb",
  "Designheizkörper für Bäder, anthrazit",
  "Schalterprogramm Reinweiß glänzend",
  "Einbauleuchte mit Blendschutz, dimmbar",
];

const GROUP_TITLES = [
  "Bodenbelag",
  "Sockelleisten",
  "Innentüren und Zargen",
  "Türdrücker und Beschläge",
  "Wandfarbe",
  "Deckenleuchten",
  "Schalter und Steckdosen",
  "Heizkörper und Fußbodenheizung",
  "Fensterbänke",
  "Wandfliesen und Fugenfarbe",
  "Einbauschränke und Stauraum",
];

/**
 * The room types of the large company, with their rooms in every layout (12 rooms): two
 * whole-apartment room types (room-type rooms, whose restrictions reach every room) and four
 * kinds of room, most of them renamed per room as German plans name rooms.
 */
const LARGE_ROOM_TYPES = [
  {
    label: "Gesamte Wohnung: Böden, Türen und Oberflächen",
    whole: true,
    rooms: [{ code: "gesamte-wohnung" }],
  },
  {
    label: "Haustechnik, Elektro- und Heizungsausstattung",
    whole: true,
    rooms: [{ code: "haustechnik" }],
  },
  {
    label: "Wohnbereich",
    rooms: [{ code: "wohnzimmer", label: "Großzügiges Süd-Wohnzimmer mit Küchenzeile" }],
  },
  {
    label: "Schlafzimmer",
    rooms: [
      { code: "elternschlafzimmer", label: "Elternschlafzimmer mit begehbarem Kleiderschrank" },
      { code: "kinderzimmer", label: "Kinderzimmer zur ruhigen Gartenseite" },
      { code: "arbeitszimmer", label: "Arbeitszimmer an der Straßenseite" },
    ],
  },
  {
    label: "Badezimmer",
    rooms: [
      { code: "badezimmer", label: "Badezimmer mit bodengleicher Dusche" },
      { code: "gaeste-wc", label: "Gäste-WC mit Handwaschbecken" },
    ],
  },
  {
    label: "Nebenräume",
    rooms: [
      { code: "diele", label: "Diele mit Garderobennische" },
      { code: "flur", label: "Flur" },
      { code: "abstellraum", label: "Abstellraum" },
      { code: "hauswirtschaftsraum", label: "Hauswirtschaftsraum mit Waschmaschinenanschluss" },
    ],
  },
];

/** The large company's host: a `.localhost` name, which a browser sends to this machine. */
export const LARGE_COMPANY_HOST = "wohnen.grosshaus.localhost";

/**
 * A company of the size issue 12 measures (400 materials, 66 groups, 30 apartments), and of a
 * shape unlike the demo's: a German developer's, whose one host offers only German, with 19 %
 * VAT, no Estonian text, long German names with umlauts and ß, and layouts of 12 rooms, two of
 * them whole-apartment rooms. Restriction `r` acts within the whole apartment's room; `quer`
 * reaches from it into both bathrooms (`g-0-0/o-3` makes `g-4-1` hold `o-4`).
 */
export function largeCompany(): { company: CompanyFile; files: string[] } {
  const pictures = Array.from({ length: 20 }, (_, i) => `files/materials/m-${i}.svg`);
  const roomTypes = LARGE_ROOM_TYPES.map((type, r) => ({
    code: `rt-${r}`,
    label: { de: type.label },
    whole_apartment: type.whole,
    groups: GROUP_TITLES.map((title, g) => ({
      code: `g-${r}-${g}`,
      title: { de: title },
      options: Array.from({ length: 6 }, (_, o) => ({
        code: `o-${o}`,
        material: `M-${(r * 66 + g * 6 + o) % 400}`,
        picture: { file: pictures[o] ?? "", layer: g + 1 },
      })),
    })),
  }));
  let number = 0;
  const rooms = LARGE_ROOM_TYPES.flatMap((type, r) =>
    type.rooms.map((room) => ({
      ...room,
      label: "label" in room ? { de: room.label } : undefined,
      room_type: `rt-${r}`,
      numbers: type.whole ? undefined : [`${++number}`],
    })),
  );
  const company: CompanyFile = {
    ...smallCompany(),
    code: "large",
    name: "Großhaus Wohnbau GmbH",
    web: "https://grosshaus.example",
    email: "info@grosshaus.example",
    hosts: [{ host: LARGE_COMPANY_HOST, languages: ["de"] }],
    vat: "19.00",
    pdf_footer: { de: "Großhaus Wohnbau GmbH, Königstraße 12, 70173 Stuttgart" },
    mail: { developer: ["verkauf@grosshaus.example"] },
    staff: [
      { email: "planer@grosshaus.example", name: "Planer", role: "designer", language: "de" },
    ],
    materials: Array.from({ length: 400 }, (_, i) => ({
      code: `M-${i}`,
      category: "floors",
      desc_short: { de: `${MATERIAL_NAMES[i % MATERIAL_NAMES.length]} Nr. ${i}` },
      // Up to 1 596,90 €, so a room's and a package's sums run into thousands.
      price: `${i * 4}.90`,
      thumbnail: pictures[i % 20],
    })),
    projects: [
      {
        code: "big",
        name: "Wohnquartier Am Schloßgarten",
        address: "Schloßgartenstraße 5, Stuttgart",
        buildings: [0, 1].map((b) => ({
          code: `b${b}`,
          number: `${b + 1}`,
          apartments: Array.from({ length: 15 }, (_, a) => ({
            code: `${a}`,
            number: `${a + 1}`,
            buyers: [`buyer-${b}-${a}@example.com`],
            layouts: [
              {
                code: "main",
                name: "5-Zimmer-Maisonette mit Dachterrasse",
                plan: "files/plan.svg",
                rooms,
              },
            ],
          })),
        })),
        room_types: roomTypes,
        restrictions: [
          { code: "r", when: "g-0-0/o-1", choose: ["g-0-1/o-1", "g-0-1/o-2"] },
          { code: "quer", when: "g-0-0/o-3", choose: ["g-4-1/o-4"] },
        ],
        packages: [
          "Grundausstattung",
          "Komfortpaket „Nordlicht“",
          "Exklusivpaket Großstadtflair",
        ].map((name, p) => ({
          code: `p${p}`,
          name: { de: name },
          default: p === 0 || undefined,
          options: roomTypes.flatMap((rt) => rt.groups.map((g) => `${g.code}/o-${p}`)),
        })),
      },
    ],
  };
  return { company, files: [...SMALL_COMPANY_FILES, ...pictures] };
}

/**
 * Takes the option `group/option` out of the company's first project, as a company removing it
 * from its folder would: from its group, its packages and the restrictions naming it.
 */
export function removeOption(company: CompanyFile, ref: string): void {
  const [project] = company.projects;
  if (!project) throw new Error("the company has no project");
  for (const group of project.room_types.flatMap((rt) => rt.groups))
    group.options = group.options.filter((o) => `${group.code}/${o.code}` !== ref);
  for (const pkg of project.packages) pkg.options = pkg.options.filter((o) => o !== ref);
  project.restrictions = project.restrictions?.filter(
    (r) => r.when !== ref && !r.choose.includes(ref),
  );
}

/**
 * Problems as the command line writes them, by place and English message, without their keys:
 * what tests of the check's wording compare (problem-texts.test.ts tests the keys).
 */
export function asWritten<T extends { text?: unknown }>(problems: readonly T[]): Omit<T, "text">[] {
  return problems.map(({ text: _text, ...written }) => written);
}
