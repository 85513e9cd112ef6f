import { COMPANY_FORMAT, type CompanyFile } from "./schema.ts";

/**
 * The company that `npm run company -- template` writes as a folder to start from (company.json
 * and company.xlsx, through `splitCompany`): the least a company needs, with one example row on
 * every sheet of the workbook. It names no file, so the folder passes the check as it is written.
 * English comes first (the host's default language, the first text column of every sheet), then
 * Estonian and German: a company that offers no Estonian is not led to write Estonian first, and
 * removes the languages it does not offer from the host and their columns.
 */
export function templateCompany(): CompanyFile {
  return {
    format: COMPANY_FORMAT,
    code: "my-company",
    name: "My Company",
    web: "https://www.example.com",
    email: "info@example.com",
    hosts: [{ host: "home.example.com", languages: ["en", "et", "de"] }],
    vat: "24.00",
    material_categories: [{ code: "floors", name: { en: "Floors", et: "Põrandad", de: "Böden" } }],
    materials: [
      {
        code: "OAK-1",
        category: "floors",
        desc_short: { en: "Oak parquet", et: "Tammeparkett", de: "Eichenparkett" },
        unit: { en: "m²", et: "m²", de: "m²" },
        manufacturer: "Example Floors",
        is_sample_available: true,
        price: "1250.50",
        unit_price: "49.90",
        quantity: "54.000",
        vat: "24.00",
      },
    ],
    projects: [
      {
        code: "first-project",
        name: "First Project",
        buildings: [
          {
            code: "a",
            number: "A",
            apartments: [
              {
                code: "1",
                number: "1",
                floor: 1,
                status: "available",
                buyers: ["buyer@example.com"],
                layouts: [
                  {
                    code: "2-rooms",
                    name: "2 rooms",
                    rooms: [{ code: "living-room", room_type: "living" }],
                  },
                ],
              },
            ],
          },
        ],
        room_types: [
          {
            code: "living",
            label: { en: "Living room", et: "Elutuba", de: "Wohnzimmer" },
            groups: [
              {
                code: "floor",
                title: { en: "Floor", et: "Põrand", de: "Boden" },
                options: [
                  {
                    code: "oak",
                    title: { en: "Oak", et: "Tamm", de: "Eiche" },
                    material: "OAK-1",
                  },
                ],
              },
            ],
          },
        ],
        packages: [
          {
            code: "basic",
            name: { en: "Basic", et: "Baas", de: "Basis" },
            default: true,
            options: ["floor/oak"],
          },
        ],
      },
    ],
  };
}
