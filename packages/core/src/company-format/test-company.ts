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
            groups: [
              {
                code: "floor",
                title: { de: "Boden" },
                picture_layers: [{ file: "files/living.svg", layer: 0 }],
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
]);
