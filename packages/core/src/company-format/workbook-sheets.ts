/**
 * The sheets of the company workbook (company.xlsx) and their columns, in the order they are
 * written: the one description that reading, writing, the file's header notes and the docs'
 * tables (docs/company-format.md, "The workbook") follow.
 */
import { UI_LOCALES, type UiLocale } from "../locale.ts";
import type { CellKind } from "./workbook-cells.ts";

/** The workbook's name in the company folder, beside company.json. */
export const WORKBOOK_FILE = "company.xlsx";

export type WorkbookColumn = {
  /** The header; a `texts` column is one column per language: `Name (de)`, `Name (en)`. */
  header: string;
  kind: CellKind;
  /** Where the value goes in the thing a row stands for; none for the columns that say where the row belongs. */
  field?: readonly string[];
  /** Without this column the sheet cannot be read. */
  key?: true;
  /** The values the cell offers in a list. */
  choices?: readonly string[];
  /** The header cell's note: what the column means, for the people who fill it in. */
  note: string;
};

export type WorkbookSheetDefinition = { name: string; columns: readonly WorkbookColumn[] };

const priority: WorkbookColumn = {
  header: "Priority",
  kind: "integer",
  field: ["priority"],
  note: "Order on screen, smaller first. Leave empty to keep the order of the rows.",
};
const project: WorkbookColumn = {
  header: "Project",
  kind: "code",
  key: true,
  note: "The code of a project in company.json.",
};
const roomType: WorkbookColumn = {
  header: "Room type",
  kind: "code",
  note: "The code of the group's room type, for reading; when filled in it must be the room type that company.json puts the group in.",
};

export const MATERIAL_CATEGORIES_SHEET: WorkbookSheetDefinition = {
  name: "Material categories",
  columns: [
    {
      header: "Code",
      kind: "code",
      field: ["code"],
      key: true,
      note: "The category's code, unique among the categories; materials name it.",
    },
    { header: "Name", kind: "texts", field: ["name"], note: "The catalogue section's name." },
    priority,
  ],
};

export const MATERIALS_SHEET: WorkbookSheetDefinition = {
  name: "Materials",
  columns: [
    {
      header: "Code",
      kind: "code",
      field: ["code"],
      key: true,
      note: "The company's own material code, shown to buyers; unique among the materials. Options name it.",
    },
    {
      header: "Category",
      kind: "code",
      field: ["category"],
      note: "The code of a material category.",
    },
    { header: "Name", kind: "texts", field: ["desc_short"], note: "The name on the option." },
    {
      header: "Price",
      kind: "amount",
      field: ["price"],
      note: "What choosing this material as an option costs the buyer, VAT included, on top of the apartment's price: 0 for what the apartment includes, negative for a saving. The only price added to a package's total. Empty: 0.",
    },
    {
      header: "Unit price",
      kind: "amount",
      field: ["unit_price"],
      note: "The catalogue's price of one unit, VAT included. Shown, never added up.",
    },
    {
      header: "Installation price",
      kind: "amount",
      field: ["install_price"],
      note: "The catalogue's installation price, VAT included. Shown, never added up.",
    },
    {
      header: "Additional price",
      kind: "amount",
      field: ["additional_price"],
      note: "Any other cost the catalogue states, VAT included. Shown, never added up.",
    },
    {
      header: "VAT %",
      kind: "percent",
      field: ["vat"],
      note: "The VAT percentage the prices include (24 for 24 %), shown in the catalogue; totals do not use it.",
    },
    {
      header: "Quantity",
      kind: "quantity",
      field: ["quantity"],
      note: "The typical amount for one apartment, in units; shown in the catalogue.",
    },
    {
      header: "Unit",
      kind: "texts",
      field: ["unit"],
      note: "The unit of the unit price and the quantity (m², lm, pcs).",
    },
    {
      header: "Description",
      kind: "texts",
      field: ["desc_long"],
      note: "The description in the catalogue.",
    },
    { header: "Finishing", kind: "texts", field: ["product_finishing"], note: "Catalogue text." },
    { header: "Product type", kind: "texts", field: ["product_type"], note: "Catalogue text." },
    {
      header: "Element type",
      kind: "text",
      field: ["element_type"],
      note: "Free text for the catalogue's filter.",
    },
    {
      header: "Catalogue room type",
      kind: "text",
      field: ["room_type"],
      note: "Free text for the catalogue's filter; not a room type's code.",
    },
    { header: "Manufacturer", kind: "text", field: ["manufacturer"], note: "Who makes it." },
    { header: "Seller", kind: "text", field: ["seller"], note: "Who sells it." },
    {
      header: "Product code",
      kind: "text",
      field: ["producer_product_id"],
      note: "The manufacturer's product code.",
    },
    {
      header: "Web page",
      kind: "text",
      field: ["url"],
      note: "The manufacturer's or product's web page.",
    },
    {
      header: "Thumbnail",
      kind: "file",
      field: ["thumbnail"],
      note: "The small picture (the option's tile): a file of the folder, such as files/oak.svg.",
    },
    {
      header: "Image",
      kind: "file",
      field: ["image"],
      note: "The large picture (the catalogue's detail): a file of the folder.",
    },
    {
      header: "Sample available",
      kind: "yes-no",
      field: ["is_sample_available"],
      note: "yes: a sample can be seen. Empty: no.",
    },
    {
      header: "Lead time (days)",
      kind: "integer",
      field: ["lead_time_days"],
      note: "Days from ordering the material to its delivery, 0 to 730. Buyers are warned when, ordered today, it would arrive after the project's installation date (company.json). Empty: no warning.",
    },
    {
      header: "End of sale",
      kind: "date",
      field: ["end_of_sale"],
      note: "The last day the material can be ordered, as a date or 2027-03-01. Buyers are warned from 30 days before. Empty: none.",
    },
    priority,
  ],
};

export const OPTIONS_SHEET: WorkbookSheetDefinition = {
  name: "Options",
  columns: [
    project,
    roomType,
    {
      header: "Group",
      kind: "code",
      key: true,
      note: "The code of a selection group of the project in company.json.",
    },
    {
      header: "Option",
      kind: "code",
      field: ["code"],
      key: true,
      note: "The option's code, unique in its group. The rows of a group are its options in order.",
    },
    { header: "Title", kind: "texts", field: ["title"], note: "The option's title." },
    {
      header: "Material",
      kind: "code",
      field: ["material"],
      note: "The code of the material behind the option; its price is the option's price.",
    },
    {
      header: "Picture",
      kind: "file",
      field: ["picture", "file"],
      note: "The layer the option draws in the room picture: a file of the folder.",
    },
    {
      header: "Picture layer",
      kind: "integer",
      field: ["picture", "layer"],
      note: "Where the picture stacks in the room picture, smaller below.",
    },
    priority,
  ],
};

export const PACKAGE_CONTENTS_SHEET: WorkbookSheetDefinition = {
  name: "Package contents",
  columns: [
    project,
    {
      header: "Package",
      kind: "code",
      key: true,
      note: "The code of a package of the project in company.json.",
    },
    roomType,
    {
      header: "Group",
      kind: "code",
      key: true,
      note: "The code of a selection group of the project.",
    },
    {
      header: "Option",
      kind: "code",
      key: true,
      note: "The code of the option of that group that the package chooses. One row per group; a group without a row gets its first option.",
    },
  ],
};

export const APARTMENT_STATUSES = ["available", "reserved", "sold"] as const;

export const APARTMENTS_SHEET: WorkbookSheetDefinition = {
  name: "Apartments",
  columns: [
    project,
    {
      header: "Building",
      kind: "code",
      key: true,
      note: "The code of a building of the project in company.json.",
    },
    {
      header: "Apartment",
      kind: "code",
      field: ["code"],
      key: true,
      note: "The apartment's code, unique in its building; its layouts in company.json name it.",
    },
    {
      header: "Number",
      kind: "text",
      field: ["number"],
      note: "The apartment's number as shown.",
    },
    { header: "Floor", kind: "integer", field: ["floor"], note: "The floor, a whole number." },
    {
      header: "Status",
      kind: "code",
      field: ["status"],
      choices: APARTMENT_STATUSES,
      note: "available, reserved or sold. Empty: available.",
    },
    {
      header: "Web page",
      kind: "text",
      field: ["url"],
      note: "The apartment's page on the sales site.",
    },
    {
      header: "Buyers",
      kind: "emails",
      field: ["buyers"],
      note: "The buyers' e-mail addresses, separated by commas, semicolons, spaces or line breaks: only they (or staff for them) confirm the apartment's packages.",
    },
  ],
};

/** Every sheet, in the workbook's order. */
export const WORKBOOK_SHEETS: readonly WorkbookSheetDefinition[] = [
  MATERIAL_CATEGORIES_SHEET,
  MATERIALS_SHEET,
  OPTIONS_SHEET,
  PACKAGE_CONTENTS_SHEET,
  APARTMENTS_SHEET,
];

/** `Name (de)`. */
export const textHeader = (header: string, language: UiLocale) => `${header} (${language})`;

/** The column of a header of a sheet, with the language of a `texts` column. */
export function workbookColumn(
  sheet: string,
  header: string,
): { column: WorkbookColumn; language?: UiLocale } | undefined {
  const definition = WORKBOOK_SHEETS.find((s) => s.name === sheet);
  for (const column of definition?.columns ?? []) {
    if (column.kind !== "texts") {
      if (column.header === header) return { column };
    } else {
      const language = UI_LOCALES.find((l) => textHeader(column.header, l) === header);
      if (language) return { column, language };
    }
  }
  return undefined;
}
