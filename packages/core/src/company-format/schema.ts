/**
 * The company format (issue 12; docs/company-format.md): everything a developer company defines,
 * as one `company.json` plus the files it names by relative path. Things are named by `code`s the
 * company chooses and reference each other by those codes, never by database ids. The JSON Schema
 * in docs/company-format.schema.json is generated from these schemas (`companyFormatJsonSchema`).
 *
 * Lists are ordered: a thing's place in its list is its order on screen, unless it carries an
 * explicit `priority`. Optional fields left out mean the default that their description names.
 */
import { z } from "zod";
import { LEGEND_KEYS } from "../api/legends.ts";
import { UI_LOCALES } from "../locale.ts";
import { isValidEmail } from "../validation.ts";

/** The value of `format` in every company.json of this version. */
export const COMPANY_FORMAT = "home-designer-company/1";

/** A code: letters, digits, `-`, `_` and `.`, starting with a letter or digit. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;

export const codeSchema = z
  .string()
  .regex(CODE_PATTERN, {
    error:
      "should be a code: 1–80 letters (a–z, A–Z), digits, '-', '_' or '.', starting with a letter or digit",
  })
  .meta({ description: "A stable key chosen by the company; unique where its description says." });

/**
 * `<group code>/<option code>`: an option of a selection group of the same project. The slash
 * cannot occur in a code, so the reference reads one way only.
 */
export const OPTION_REF_PATTERN =
  /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}\/[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;

export const optionRefSchema = z
  .string()
  .regex(OPTION_REF_PATTERN, {
    error: "should name an option as '<group code>/<option code>'",
  })
  .meta({ description: "An option of the same project, as `<group code>/<option code>`." });

/**
 * A file of the company folder by its path relative to company.json: forward slashes, no
 * leading slash, no `.` or `..` segment, no backslash or control character.
 */
export const FILE_PATH_PATTERN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  /^(?!\/)(?!.*(?:^|\/)\.{1,2}(?:\/|$))(?!.*\/\/)[^\\\u0000-\u001f]{1,300}$/;

export const filePathSchema = z
  .string()
  .regex(FILE_PATH_PATTERN, {
    error:
      "should be a path relative to company.json, such as 'files/logo.svg' (forward slashes, no '..', no leading '/')",
  })
  .meta({ description: "A file of the company folder, by its path relative to company.json." });

/** Euros as a decimal string, at most two decimals: "12", "12.5", "-3.20". */
export const moneySchema = z
  .string()
  .regex(/^-?\d{1,9}(\.\d{1,2})?$/, {
    error: "should be an amount in euros as a string with at most two decimals, such as '129.90'",
  })
  .meta({ description: 'Euros as a decimal string with at most two decimals, e.g. "129.90".' });

/** A percentage as a decimal string: "24", "9.5", "24.00". */
export const percentSchema = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, {
    error: "should be a percentage as a string with at most two decimals, such as '24.00'",
  })
  .meta({
    description: 'A percentage as a decimal string with at most two decimals, e.g. "24.00".',
  });

/** An amount of a material (metres, square metres, pieces): at most three decimals. */
export const quantitySchema = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,3})?$/, {
    error: "should be an amount as a string with at most three decimals, such as '42.5'",
  })
  .meta({ description: 'An amount as a decimal string with at most three decimals, e.g. "42.5".' });

export const emailSchema = z
  .string()
  .max(254)
  .refine(isValidEmail, { error: "should be one e-mail address, such as 'info@example.com'" })
  .meta({ description: "One e-mail address." });

export const languageSchema = z
  .enum(UI_LOCALES)
  .meta({ description: "A language: et (Estonian), en (English), de (German), ru (Russian)." });

/** A text per language; a company need not offer every language, nor Estonian. */
export const textSchema = z
  .strictObject({
    et: z.string().optional(),
    en: z.string().optional(),
    de: z.string().optional(),
    ru: z.string().optional(),
  })
  .meta({
    description:
      "A text per language. Languages left out fall back to another (English first) when shown.",
  });

const priority = z.number().int().optional().meta({
  description:
    "Order on screen, smaller first. Left out: the item's position in its list (0, 1, 2, …).",
});

const url = z.url({ error: "should be a web address starting with https:// or http://" });

// ─── Company ──────────────────────────────────────────────────────────────────────────────────

export const hostSchema = z
  .strictObject({
    host: z
      .string()
      .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, {
        error: "should be a lower-case host name without scheme or port, such as 'kodu.example.ee'",
      })
      .meta({
        description: "A host name the company's site answers on; unique over all companies.",
      }),
    languages: z.array(languageSchema).min(1).meta({
      description: "The languages the host offers in its menu; the first is its default.",
    }),
  })
  .meta({ description: "A host (domain) of the company's site." });

export const helpVideoGroupSchema = z.strictObject({
  code: codeSchema.meta({ description: "The help page's section; unique in the company." }),
  videos: z.array(
    z.strictObject({
      code: codeSchema.meta({ description: "The video; unique in its section." }),
      desktop: textSchema.meta({
        description: "The video's embed address per language, for wide screens.",
      }),
      mobile: textSchema.meta({
        description: "The video's embed address per language, for phones.",
      }),
    }),
  ),
});

export const staffSchema = z
  .strictObject({
    email: emailSchema.meta({ description: "The account's e-mail; unique in the company." }),
    name: z.string().min(1),
    role: z
      .enum(["designer", "admin"])
      .meta({ description: "designer: acts for buyers; admin: also runs the company." }),
    language: languageSchema
      .optional()
      .meta({ description: "The language of the person's mail. Default: et." }),
  })
  .meta({
    description:
      "A staff account. Passwords are never part of the format: an imported account sets its password through the reset link.",
  });

export const materialCategorySchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique among the company's material categories." }),
  name: textSchema,
  priority,
});

export const materialSchema = z
  .strictObject({
    code: codeSchema.meta({
      description:
        "The company's own material code (shown as `material_id`); unique in the company.",
    }),
    category: codeSchema.optional().meta({ description: "The code of a material category." }),
    desc_short: textSchema.optional().meta({ description: "Short name shown on the option." }),
    desc_long: textSchema.optional().meta({ description: "Longer description in the catalogue." }),
    product_finishing: textSchema.optional(),
    product_type: textSchema.optional(),
    unit: textSchema
      .optional()
      .meta({ description: "The unit of `unit_price` and `quantity` (m², pcs, …)." }),
    element_type: z
      .string()
      .optional()
      .meta({ description: "Free text for the catalogue's filter." }),
    room_type: z.string().optional().meta({
      description: "Free text for the catalogue's filter; not a reference to a room type.",
    }),
    manufacturer: z.string().optional(),
    seller: z.string().optional(),
    producer_product_id: z
      .string()
      .optional()
      .meta({ description: "The manufacturer's product code." }),
    url: z.string().optional().meta({ description: "The manufacturer's or product's web page." }),
    thumbnail: filePathSchema
      .optional()
      .meta({ description: "Small picture (the option's tile)." }),
    image: filePathSchema
      .optional()
      .meta({ description: "Large picture (the catalogue's detail)." }),
    price: moneySchema.optional().meta({
      description:
        'What choosing this material as an option costs the buyer, VAT included: the only price added to a package\'s total. Default: "0".',
    }),
    unit_price: moneySchema.optional().meta({
      description:
        'The catalogue\'s price of one `unit`, VAT included; shown, never added up. Default: "0".',
    }),
    install_price: moneySchema.optional().meta({
      description:
        'The catalogue\'s installation price, VAT included; shown, never added up. Default: "0".',
    }),
    additional_price: moneySchema.optional().meta({
      description:
        'The catalogue\'s additional cost, VAT included; shown, never added up. Default: "0".',
    }),
    quantity: quantitySchema.optional().meta({
      description: "The typical amount for one apartment, in `unit`s; shown in the catalogue.",
    }),
    vat: percentSchema.optional().meta({
      description:
        "The VAT percentage the prices include; shown in the catalogue, not used in totals.",
    }),
    is_sample_available: z
      .boolean()
      .optional()
      .meta({ description: "A sample can be seen. Default: false." }),
    priority,
  })
  .meta({
    description: "A material of the company's catalogue; options of selection groups offer them.",
  });

export const legendSchema = z.strictObject({
  key: z.enum(LEGEND_KEYS).meta({
    description: "Which plans the legend explains; at most one legend per key in a company.",
  }),
  name: textSchema,
  priority,
  items: z.array(
    z.strictObject({
      code: codeSchema.meta({ description: "Unique in its legend." }),
      name: textSchema,
      icon: filePathSchema.optional(),
      priority,
    }),
  ),
});

// ─── Projects ─────────────────────────────────────────────────────────────────────────────────

export const roomSchema = z
  .strictObject({
    code: codeSchema.meta({
      description: "Unique in its layout; part of the configurator's address.",
    }),
    room_type: codeSchema.meta({ description: "The code of a room type of the same project." }),
    label: textSchema.optional().meta({
      description: "A name of this room only (a rename); the room type's label when left out.",
    }),
    numbers: z
      .array(z.string().min(1))
      .optional()
      .meta({ description: "The room's numbers on the apartment plan. Default: none." }),
    priority,
  })
  .meta({ description: "A room (configurator tab) of a layout." });

export const wardrobePlanSchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique in its layout." }),
  name: textSchema,
  file: filePathSchema,
  priority,
});

export const layoutSchema = z
  .strictObject({
    code: codeSchema.meta({ description: "Unique in its apartment." }),
    name: z.string().min(1),
    picture: filePathSchema
      .optional()
      .meta({ description: "Small picture for choosing the layout." }),
    plan: filePathSchema.optional().meta({ description: "The apartment plan." }),
    kitchen_plan: filePathSchema
      .optional()
      .meta({ description: "The kitchen designer's drawing." }),
    electrical_plan: filePathSchema.optional(),
    wardrobe_plans: z.array(wardrobePlanSchema).optional(),
    rooms: z.array(roomSchema),
    priority,
  })
  .meta({ description: "A planning variant of an apartment, the thing buyers configure." });

export const apartmentSchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique in its building." }),
  number: z.string().min(1),
  floor: z.number().int().optional(),
  status: z
    .enum(["available", "reserved", "sold"])
    .optional()
    .meta({ description: "Sale status. Default: available." }),
  url: z
    .string()
    .optional()
    .meta({ description: "The apartment's page on the company's sales site." }),
  buyers: z
    .array(emailSchema)
    .optional()
    .meta({ description: "The buyers' e-mail addresses: only they (or staff for them) confirm." }),
  layouts: z.array(layoutSchema),
});

export const buildingSchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique in its project." }),
  number: z.string().min(1).meta({ description: "The building's number or letter as shown." }),
  priority,
  apartments: z.array(apartmentSchema),
});

export const pictureLayerSchema = z.strictObject({
  file: filePathSchema,
  layer: z
    .number()
    .int()
    .meta({ description: "Stacking order in the room picture, smaller below." }),
});

export const optionSchema = z
  .strictObject({
    code: codeSchema.meta({ description: "Unique in its group." }),
    title: textSchema.optional(),
    material: codeSchema.optional().meta({
      description: "The code of the material behind the option; its `price` is the option's price.",
    }),
    picture: pictureLayerSchema
      .optional()
      .meta({ description: "The layer the option draws in the room picture." }),
    priority,
  })
  .meta({ description: "An option of a selection group." });

export const groupSchema = z
  .strictObject({
    code: codeSchema.meta({ description: "Unique in the project (over all its room types)." }),
    title: textSchema.optional(),
    description: textSchema.optional(),
    hidden: z.boolean().optional().meta({
      description:
        "Not shown to buyers, yet chosen by packages and restrictions and drawn in the picture. Default: false.",
    }),
    applies_to_all: z.boolean().optional().meta({
      description:
        "Stored and answered by the API, but nothing behaves differently. Default: false.",
    }),
    picture_layers: z.array(pictureLayerSchema).optional().meta({
      description:
        "Base layers of the room picture, drawn whatever is chosen. Today they belong to some group of the room type (the first visible one in the demo).",
    }),
    options: z.array(optionSchema),
    priority,
  })
  .meta({ description: "A selection group: one choice to make in every room of its room type." });

export const roomTypeSchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique in the project." }),
  label: textSchema,
  whole_apartment: z.boolean().optional().meta({
    description:
      "A room-type room: its choices hold for the whole apartment and its restrictions reach every room. Default: false.",
  }),
  vat: percentSchema
    .optional()
    .meta({ description: "Overrides the project's VAT for these rooms." }),
  priority,
  groups: z.array(groupSchema),
});

export const restrictionSchema = z
  .strictObject({
    code: codeSchema.meta({ description: "Unique in the project." }),
    when: optionRefSchema.meta({
      description: "The option whose choice sets off the restriction.",
    }),
    choose: z.array(optionRefSchema).min(1).meta({
      description:
        "The options allowed then. In each group named, a choice outside them becomes the first of them.",
    }),
  })
  .meta({
    description:
      "When `when` is chosen, each group named in `choose` must hold one of the options named for it.",
  });

export const packageSchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique in the project." }),
  name: textSchema,
  description: textSchema.optional(),
  picture: filePathSchema.optional(),
  default: z.boolean().optional().meta({
    description: "The package a layout opens with; at most one per project. Default: false.",
  }),
  can_confirm: z
    .boolean()
    .optional()
    .meta({ description: "Buyers may confirm it. Default: true." }),
  pdf_footer: textSchema.optional().meta({ description: "Overrides the project's PDF footer." }),
  priority,
  options: z.array(optionRefSchema).meta({
    description:
      "The options the package chooses, one per group; a group it does not name gets its first option.",
  }),
});

export const projectSchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique in the company." }),
  name: z.string().min(1),
  address: z.string().optional(),
  url: z.string().optional().meta({ description: "The project's page on the company's site." }),
  vat: percentSchema.optional().meta({ description: "Overrides the company's VAT." }),
  show_plan_colors: z.boolean().optional().meta({ description: "Default: false." }),
  show_symbols: z
    .boolean()
    .optional()
    .meta({ description: "Show symbol legends with plans. Default: false." }),
  show_quote_generation: z
    .boolean()
    .optional()
    .meta({ description: "Offer a quote link. Default: false." }),
  pdf_footer: textSchema.optional().meta({ description: "Overrides the company's PDF footer." }),
  priority,
  buildings: z.array(buildingSchema),
  room_types: z.array(roomTypeSchema),
  restrictions: z.array(restrictionSchema).optional(),
  packages: z.array(packageSchema),
});

export const companyFileSchema = z
  .strictObject({
    $schema: z.string().optional().meta({
      description: "The address of this JSON Schema, for editors; the check ignores it.",
    }),
    format: z.literal(COMPANY_FORMAT).meta({ description: "The format and its version." }),
    code: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, {
        error: "should be lower-case letters, digits and '-', such as 'kaarnakivi'",
      })
      .meta({ description: "The company's code (its slug); unique over all companies." }),
    name: z.string().min(1),
    web: url.meta({ description: "The company's public website." }),
    email: emailSchema.meta({
      description: "Contact address shown to buyers, also the sender of mail.",
    }),
    hosts: z.array(hostSchema).min(1),
    colors: z
      .record(z.string().regex(/^[a-z0-9-]+$/), z.string().min(1))
      .optional()
      .meta({
        description:
          "CSS colours by design-token name: primary-50 … primary-900, secondary-…, neutral-…",
      }),
    logo: filePathSchema.optional(),
    favicons: z
      .strictObject({
        regular: filePathSchema.optional(),
        "16": filePathSchema.optional(),
        "32": filePathSchema.optional(),
        "180": filePathSchema.optional(),
      })
      .optional()
      .meta({ description: "Icons by size in pixels; `regular` is the .ico or SVG." }),
    brand_marker: z.string().min(1).optional().meta({
      description:
        "Text in a host name that marks the company's own branded site, where unknown addresses lead to home_designer_url.",
    }),
    vat: percentSchema.meta({
      description: "The VAT percentage, unless a project or room type overrides it.",
    }),
    newsletter: z
      .boolean()
      .optional()
      .meta({ description: "Registration offers the newsletter. Default: false." }),
    pdf_footer: textSchema.optional().meta({ description: "Legal text under every summary PDF." }),
    mail: z
      .strictObject({
        developer: z.array(emailSchema).optional(),
        construction: z.array(emailSchema).optional(),
      })
      .optional()
      .meta({
        description: "Who receives confirmed packages: the developer and the construction team.",
      }),
    quote_url: z.string().optional().meta({
      description:
        "The sales site's quote page; {apartment_id}, {project_id}, {wpid}, {layout}, {total_sum}, {email_address} are filled in.",
    }),
    home_designer_url: url.optional().meta({
      description: "The public index of the company's home designer; `web` when left out.",
    }),
    help_videos: z.array(helpVideoGroupSchema).optional(),
    staff: z.array(staffSchema).optional(),
    material_categories: z.array(materialCategorySchema).optional(),
    materials: z.array(materialSchema).optional(),
    legends: z.array(legendSchema).optional(),
    projects: z.array(projectSchema),
  })
  .meta({
    title: "Home Designer company",
    description: "company.json: a developer company, its brand, catalogue and projects.",
  });

export type CompanyFile = z.infer<typeof companyFileSchema>;
export type CompanyProject = z.infer<typeof projectSchema>;
export type CompanyMaterial = z.infer<typeof materialSchema>;
export type CompanyText = z.infer<typeof textSchema>;

/** The JSON Schema of company.json, as docs/company-format.schema.json holds it. */
export function companyFormatJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(companyFileSchema, { target: "draft-2020-12", io: "input" }) as Record<
    string,
    unknown
  >;
}
