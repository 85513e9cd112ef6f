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
import { isDeadlineDate, isTimeZone } from "../deadlines.ts";
import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from "../locale.ts";
import { AMOUNT_FORMATS } from "../money.ts";
import { isValidEmail } from "../validation.ts";
import { BRAND_COLOUR_TOKENS, isCssColour } from "./colours.ts";
import { problemRule } from "./problem-texts.ts";

/** The value of `format` in every company.json of this version. */
export const COMPANY_FORMAT = "home-designer-company/1";

const MB = 1024 * 1024;

/**
 * How much a company may hold, in one place: the check refuses more, and the JSON Schema and
 * docs/company-format.md show these. Generous for real companies (a large one has some 400
 * materials, layouts of 12 rooms, a few hundred apartments, 9 options in a group), ten times that
 * and more, while a folder that would take the server's memory or fill buyers' screens with
 * thousands of tabs is refused with a message naming the bound.
 */
export const FORMAT_LIMITS = {
  /** Characters of a text in one language: a description, a PDF footer. */
  textLength: 10_000,
  /** Characters of a name, number, address or other one-line value. */
  lineLength: 500,
  /** Bytes of a file company.json names (a picture, a plan, a PDF). */
  fileBytes: 20 * MB,
  /** Entries (files and folders) of a company's .zip. */
  zipEntries: 10_000,
  /** Bytes of all the files of a company's .zip together, unpacked. */
  zipBytes: 200 * MB,
  hosts: 20,
  staff: 1_000,
  mailRecipients: 50,
  helpVideoSections: 50,
  helpVideos: 100,
  materialCategories: 500,
  materials: 5_000,
  legendItems: 200,
  projects: 200,
  buildings: 200,
  apartments: 2_000,
  buyers: 20,
  layouts: 50,
  rooms: 50,
  wardrobePlans: 50,
  roomNumbers: 50,
  roomTypes: 200,
  groups: 200,
  options: 500,
  pictureLayers: 200,
  follows: 200,
  restrictions: 10_000,
  restrictionChoices: 500,
  packages: 200,
  packageOptions: 5_000,
  deadlines: 50,
} as const;

/** A list of at most `max` things. */
const upTo = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

/** A one-line value: a name, a number, an address. */
const line = () => z.string().max(FORMAT_LIMITS.lineLength);

/** A code: letters, digits, `-`, `_` and `.`, starting with a letter or digit. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;

export const codeSchema = z
  .string()
  .regex(CODE_PATTERN, problemRule("code"))
  .meta({ description: "A stable key chosen by the company; unique where its description says." });

/**
 * `<group code>/<option code>`: an option of a selection group of the same project. The slash
 * cannot occur in a code, so the reference reads one way only.
 */
export const OPTION_REF_PATTERN =
  /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}\/[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;

export const optionRefSchema = z
  .string()
  .regex(OPTION_REF_PATTERN, problemRule("optionRef"))
  .meta({ description: "An option of the same project, as `<group code>/<option code>`." });

/**
 * A file of the company folder by its path relative to company.json: forward slashes, no
 * leading slash, no `.` or `..` segment, no backslash or control character.
 */
export const FILE_PATH_PATTERN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  /^(?!\/)(?!.*(?:^|\/)\.{1,2}(?:\/|$))(?!.*\/\/)[^\\\u0000-\u001f]{1,300}$/;

/** The types of file the format takes, by the file's extension (lower case). */
const FILE_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  ico: "image/x-icon",
  pdf: "application/pdf",
};

export const FILE_EXTENSIONS = Object.keys(FILE_TYPES);

/** The content type of a file of the folder by its extension; undefined for a type not taken. */
export function fileContentType(path: string): string | undefined {
  const dot = path.lastIndexOf(".");
  return dot < path.lastIndexOf("/") + 1
    ? undefined
    : FILE_TYPES[path.slice(dot + 1).toLowerCase()];
}

export const filePathSchema = z
  .string()
  .regex(FILE_PATH_PATTERN, problemRule("filePath"))
  .meta({ description: "A file of the company folder, by its path relative to company.json." });

/** Euros as a decimal string, at most two decimals: "12", "12.5", "-3.20". */
export const moneySchema = z
  .string()
  .regex(/^-?\d{1,9}(\.\d{1,2})?$/, problemRule("money"))
  .meta({ description: 'Euros as a decimal string with at most two decimals, e.g. "129.90".' });

/** A percentage as a decimal string: "24", "9.5", "24.00". */
export const percentSchema = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, problemRule("percent"))
  .meta({
    description: 'A percentage as a decimal string with at most two decimals, e.g. "24.00".',
  });

/** An amount of a material (metres, square metres, pieces): at most three decimals. */
export const quantitySchema = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,3})?$/, problemRule("quantity"))
  .meta({ description: 'An amount as a decimal string with at most three decimals, e.g. "42.5".' });

export const emailSchema = z
  .string()
  .max(254)
  .refine(isValidEmail, problemRule("email"))
  .meta({ description: "One e-mail address." });

export const languageSchema = z
  .enum(UI_LOCALES)
  .meta({ description: "A language: et (Estonian), en (English), de (German), ru (Russian)." });

/** A text per language; a company need not offer every language, nor Estonian. */
export const textSchema = z
  .strictObject({
    et: z.string().max(FORMAT_LIMITS.textLength).optional(),
    en: z.string().max(FORMAT_LIMITS.textLength).optional(),
    de: z.string().max(FORMAT_LIMITS.textLength).optional(),
    ru: z.string().max(FORMAT_LIMITS.textLength).optional(),
  })
  .meta({
    description:
      "A text per language. Languages left out fall back to another (English first) when shown.",
  });

const priority = z.number().int().optional().meta({
  description:
    "Order on screen, smaller first. Left out: the item's position in its list (0, 1, 2, …).",
});

const url = z.url(problemRule("webAddress"));

/** A colour the web app takes: `#2e6b5e`, `rgb(46 107 94)`, `teal`. */
const colourSchema = z
  .string()
  .refine(isCssColour, problemRule("colour"))
  .meta({ description: "A CSS colour: #rrggbb, rgb(…), hsl(…) or a CSS colour name." });

// ─── Company ──────────────────────────────────────────────────────────────────────────────────

export const hostSchema = z
  .strictObject({
    host: z
      .string()
      .regex(
        /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
        problemRule("host"),
      )
      .meta({
        description: "A host name the company's site answers on; unique over all companies.",
      }),
    languages: z.array(languageSchema).min(1).max(UI_LOCALES.length).meta({
      description: "The languages the host offers in its menu; the first is its default.",
    }),
  })
  .meta({ description: "A host (domain) of the company's site." });

export const helpVideoGroupSchema = z.strictObject({
  code: codeSchema.meta({ description: "The help page's section; unique in the company." }),
  videos: upTo(
    z.strictObject({
      code: codeSchema.meta({ description: "The video; unique in its section." }),
      desktop: textSchema.meta({
        description: "The video's embed address per language, for wide screens.",
      }),
      mobile: textSchema.meta({
        description: "The video's embed address per language, for phones.",
      }),
    }),
    FORMAT_LIMITS.helpVideos,
  ),
});

/** Bounds of the terms of use: room for a long contract's terms, not for a book. */
export const TERMS_LIMITS = { sections: 40, title: 200, text: 10_000 } as const;

const notBlank = /\S/;

export const termsSectionSchema = z
  .strictObject({
    title: z.string().max(TERMS_LIMITS.title).regex(notBlank, problemRule("notEmpty")).meta({
      description: "The section's heading as shown, numbering included (`§ 1 Geltungsbereich`).",
    }),
    text: z.string().max(TERMS_LIMITS.text).regex(notBlank, problemRule("notEmpty")).meta({
      description:
        "Plain text (no HTML or Markdown): an empty line starts a new paragraph, a single line break is kept.",
    }),
  })
  .meta({ description: "A titled section of the terms of use." });

const termsSectionsSchema = z
  .array(termsSectionSchema)
  .min(1)
  .max(TERMS_LIMITS.sections)
  .meta({ description: "The sections of the terms in this language, in order." });

export const termsSchema = z
  .strictObject({
    et: termsSectionsSchema.optional(),
    en: termsSectionsSchema.optional(),
    de: termsSectionsSchema.optional(),
    ru: termsSectionsSchema.optional(),
  })
  .meta({
    description:
      "The company's terms of use per language, shown on the terms page, in the terms dialog of the summary, sign-up and account deletion. A language left out shows another language's terms (English first); a company without terms shows the app's general terms, which name no company and no country's law.",
  });

const amountFormatSchema = z.enum(AMOUNT_FORMATS).meta({
  description:
    'How an amount is written, shown by 1234.56 euros: "1 234,56 €" (no-break spaces between thousands from 10 000 on, as Estonian writes them; a comma before the cents), "1.234,56 €" (German), "€1,234.56" (Irish and British English), "1,234.56 €".',
});

export const amountFormatsSchema = z
  .strictObject({
    et: amountFormatSchema.optional(),
    en: amountFormatSchema.optional(),
    de: amountFormatSchema.optional(),
    ru: amountFormatSchema.optional(),
  })
  .meta({
    description:
      'How the company writes amounts per language, wherever the app writes one: the configurator, the summary, the catalogue, staff views, the summary PDF. A language left out writes "1 234,56 €".',
  });

/** A word per language: one line, not blank. */
const wordSchema = line().min(1).regex(notBlank, problemRule("notEmpty"));

export const buildingWordSchema = z
  .strictObject({
    et: wordSchema.optional(),
    en: wordSchema.optional(),
    de: wordSchema.optional(),
    ru: wordSchema.optional(),
  })
  .meta({
    description:
      'The company\'s word for a building per language ("Haus" writes building A as "Haus A"), wherever a building is named: the dashboard, the address lines of the configurator, the summary, its PDF and mails. A language left out keeps the app\'s own wording (no other language\'s word stands in).',
  });

export const staffSchema = z
  .strictObject({
    email: emailSchema.meta({ description: "The account's e-mail; unique in the company." }),
    name: line().min(1),
    role: z
      .enum(["designer", "admin"])
      .meta({ description: "designer: acts for buyers; admin: also runs the company." }),
    language: languageSchema.optional().meta({
      description:
        "The person's language. Default: the company's, the first language of its first host.",
    }),
  })
  .meta({
    description:
      "A staff account. Passwords are never part of the format: an imported account sets its password through the reset link.",
  });

/**
 * A staff member's language when the folder names none: the company's own, the default of its
 * first host, so that a German company's staff are not Estonian unless the folder says so.
 */
export function defaultStaffLanguage(hosts: readonly { languages: readonly UiLocale[] }[]) {
  return hosts[0]?.languages[0] ?? DEFAULT_LOCALE;
}

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
    category: codeSchema.optional().meta({
      description:
        "The code of a material category; the material catalogue leaves out a material without one.",
    }),
    desc_short: textSchema.optional().meta({ description: "Short name shown on the option." }),
    desc_long: textSchema.optional().meta({ description: "Longer description in the catalogue." }),
    product_finishing: textSchema.optional(),
    product_type: textSchema.optional(),
    unit: textSchema
      .optional()
      .meta({ description: "The unit of `unit_price` and `quantity` (m², pcs, …)." }),
    element_type: line().optional().meta({ description: "Free text for the catalogue's filter." }),
    room_type: line().optional().meta({
      description: "Free text for the catalogue's filter; not a reference to a room type.",
    }),
    manufacturer: line().optional(),
    seller: line().optional(),
    producer_product_id: line()
      .optional()
      .meta({ description: "The manufacturer's product code." }),
    url: line().optional().meta({ description: "The manufacturer's or product's web page." }),
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
        'The catalogue\'s price of one `unit`, VAT included; shown, never added up. Left out or "0": the catalogue shows none.',
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
    lead_time_days: z.number().int().min(0).max(730).optional().meta({
      description:
        "Days from ordering the material to its delivery. Buyers are warned of choosing it when, ordered today, it would arrive after the project's `installation_date`. Left out: no warning.",
    }),
    end_of_sale: z.string().refine(isDeadlineDate, problemRule("deadlineDate")).optional().meta({
      description:
        "The last day the material can be ordered, as YYYY-MM-DD (its end in the company's `time_zone`). Buyers are warned of choosing it from 30 days before; after it, that it can no longer be had.",
    }),
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
  items: upTo(
    z.strictObject({
      code: codeSchema.meta({ description: "Unique in its legend." }),
      name: textSchema,
      icon: filePathSchema.optional(),
      priority,
    }),
    FORMAT_LIMITS.legendItems,
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
      description:
        "The company's name of this room only; the room type's label when left out. Staff's renames are not in the format and survive re-imports.",
    }),
    numbers: z
      .array(line().min(1))
      .max(FORMAT_LIMITS.roomNumbers)
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
    name: line().min(1),
    picture: filePathSchema
      .optional()
      .meta({ description: "Small picture for choosing the layout." }),
    plan: filePathSchema.optional().meta({ description: "The apartment plan." }),
    kitchen_plan: filePathSchema
      .optional()
      .meta({ description: "The kitchen designer's drawing." }),
    electrical_plan: filePathSchema.optional(),
    wardrobe_plans: upTo(wardrobePlanSchema, FORMAT_LIMITS.wardrobePlans).optional(),
    rooms: upTo(roomSchema, FORMAT_LIMITS.rooms),
    priority,
  })
  .meta({ description: "A planning variant of an apartment, the thing buyers configure." });

export const apartmentSchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique in its building." }),
  number: line().min(1),
  floor: z.number().int().optional(),
  status: z
    .enum(["available", "reserved", "sold"])
    .optional()
    .meta({ description: "Sale status. Default: available." }),
  url: line().optional().meta({ description: "The apartment's page on the company's sales site." }),
  buyers: upTo(emailSchema, FORMAT_LIMITS.buyers)
    .optional()
    .meta({ description: "The buyers' e-mail addresses: only they (or staff for them) confirm." }),
  layouts: upTo(layoutSchema, FORMAT_LIMITS.layouts),
});

export const buildingSchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique in its project." }),
  number: line().min(1).meta({ description: "The building's number or letter as shown." }),
  priority,
  apartments: upTo(apartmentSchema, FORMAT_LIMITS.apartments),
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
    options: upTo(optionSchema, FORMAT_LIMITS.options),
    priority,
  })
  .meta({ description: "A selection group: one choice to make in every room of its room type." });

export const followSchema = z
  .strictObject({
    group: codeSchema.meta({
      description: "The code of a selection group of another room type of the project.",
    }),
    pictures: z
      .array(
        pictureLayerSchema.extend({
          option: codeSchema.meta({ description: "The code of an option of the group." }),
        }),
      )
      .min(1)
      .meta({
        description:
          "The layer drawn in this room type's pictures while the option is chosen; an option left out draws nothing here.",
      }),
  })
  .meta({
    description:
      "Layers of the room picture that follow the choice of a group of another room type, in the same layout (the whole apartment's floor in the kitchen).",
  });

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
  picture_layers: upTo(pictureLayerSchema, FORMAT_LIMITS.pictureLayers).optional().meta({
    description: "Base layers of the picture of every room of this type, drawn whatever is chosen.",
  }),
  follows: upTo(followSchema, FORMAT_LIMITS.follows).optional(),
  groups: upTo(groupSchema, FORMAT_LIMITS.groups),
});

export const restrictionSchema = z
  .strictObject({
    code: codeSchema.meta({ description: "Unique in the project." }),
    when: optionRefSchema.meta({
      description: "The option whose choice sets off the restriction.",
    }),
    choose: upTo(optionRefSchema, FORMAT_LIMITS.restrictionChoices).min(1).meta({
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
  options: upTo(optionRefSchema, FORMAT_LIMITS.packageOptions).meta({
    description:
      "The options the package chooses, one per group; a group it does not name gets its first option.",
  }),
});

/** Days before a deadline that its reminder mail goes out; 0: none. */
const reminderDaysSchema = z.number().int().min(0).max(365);

export const deadlineSchema = z
  .strictObject({
    code: codeSchema.meta({ description: "Unique in the project." }),
    name: textSchema.optional().meta({
      description: 'What buyers read beside the date ("Kitchen"). Left out: the date alone.',
    }),
    date: z.string().refine(isDeadlineDate, problemRule("deadlineDate")).meta({
      description:
        "The last day buyers choose, as YYYY-MM-DD: the choice closes at the end of that day in the company's `time_zone`.",
    }),
    room_types: upTo(codeSchema, FORMAT_LIMITS.roomTypes).optional().meta({
      description: "The codes of room types of the project whose groups the deadline holds.",
    }),
    groups: upTo(codeSchema, FORMAT_LIMITS.groups).optional().meta({
      description: "The codes of selection groups of the project the deadline holds.",
    }),
  })
  .meta({
    description:
      "A selection deadline. With neither `room_types` nor `groups` it holds the whole layout. A group is held by the most specific deadline that covers it: one naming the group, else one naming its room type, else the whole layout's. A group, a room type and the whole layout each have at most one deadline.",
  });

export const projectSchema = z.strictObject({
  code: codeSchema.meta({ description: "Unique in the company." }),
  name: line().min(1),
  address: line().optional(),
  url: line().optional().meta({ description: "The project's page on the company's site." }),
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
  buildings: upTo(buildingSchema, FORMAT_LIMITS.buildings),
  room_types: upTo(roomTypeSchema, FORMAT_LIMITS.roomTypes),
  restrictions: upTo(restrictionSchema, FORMAT_LIMITS.restrictions).optional(),
  packages: upTo(packageSchema, FORMAT_LIMITS.packages),
  deadlines: upTo(deadlineSchema, FORMAT_LIMITS.deadlines).optional().meta({
    description:
      "Selection deadlines: after a deadline's day buyers no longer change the groups it holds (staff still can). Default: none.",
  }),
  deadline_reminder_days: reminderDaysSchema.optional().meta({
    description: "Overrides the company's `deadline_reminder_days` for this project's deadlines.",
  }),
  installation_date: z
    .string()
    .refine(isDeadlineDate, problemRule("deadlineDate"))
    .optional()
    .meta({
      description:
        "The day installing the finishes starts on site, as YYYY-MM-DD (from its start in the company's `time_zone`): the chosen materials must be delivered by then. A material's `lead_time_days` warns against it. Left out: lead times warn of nothing.",
    }),
});

export const companyFileSchema = z
  .strictObject({
    $schema: z.string().optional().meta({
      description: "The address of this JSON Schema, for editors; the check ignores it.",
    }),
    format: z.literal(COMPANY_FORMAT).meta({ description: "The format and its version." }),
    code: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, problemRule("companyCode"))
      .meta({ description: "The company's code (its slug); unique over all companies." }),
    name: line().min(1),
    web: url.meta({ description: "The company's public website." }),
    email: emailSchema.meta({
      description: "Contact address shown to buyers, also the sender of mail.",
    }),
    hosts: upTo(hostSchema, FORMAT_LIMITS.hosts).min(1),
    colors: z.partialRecord(z.enum(BRAND_COLOUR_TOKENS), colourSchema).optional().meta({
      description:
        "CSS colours by design-token name: primary-50 … primary-900, secondary-100, secondary-300, secondary-300-variant, secondary-500, secondary-700, neutral-50 … neutral-900, success, warning, error.",
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
    brand_marker: line().min(1).optional().meta({
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
    amount_format: amountFormatsSchema.optional(),
    building_word: buildingWordSchema.optional(),
    show_vat_amount: z.boolean().optional().meta({
      description:
        'The summary and its PDF show the VAT the total includes beside its rate ("including 19 % VAT: 4.113,23 €"). Default: false.',
    }),
    terms: termsSchema.optional(),
    time_zone: z.string().refine(isTimeZone, problemRule("timeZone")).optional().meta({
      description:
        'The IANA time zone the company\'s deadlines run in ("Europe/Berlin"): a deadline\'s day ends at midnight there. Default: "Europe/Tallinn".',
    }),
    deadline_reminder_days: reminderDaysSchema.optional().meta({
      description:
        "How many days before a deadline its reminder mail goes to the buyers of the project's apartments who have not confirmed; 0: no reminders. Default: 7.",
    }),
    mail: z
      .strictObject({
        developer: upTo(emailSchema, FORMAT_LIMITS.mailRecipients).optional(),
        construction: upTo(emailSchema, FORMAT_LIMITS.mailRecipients).optional(),
      })
      .optional()
      .meta({
        description: "Who receives confirmed packages: the developer and the construction team.",
      }),
    // A pattern rather than z.url(): a JSON Schema `format: uri` would have editors flag the
    // placeholders' braces, which no URI may hold until they are filled in.
    quote_url: z
      .string()
      .regex(/^https?:\/\/[^\s/?#{}]+[^\s]*$/, problemRule("webAddress"))
      .optional()
      .meta({
        description:
          "The sales site's page that takes a buyer's request for an offer. {apartment_id}, {project_id}, {wpid}, {layout}, {total_sum} and {email_address} are replaced by the values, URL-encoded; nothing is appended. Left out: the summary's quote button opens the apartment's `url` with those values as query parameters, and is not shown for an apartment without one.",
      }),
    home_designer_url: url.optional().meta({
      description: "The public index of the company's home designer; `web` when left out.",
    }),
    help_videos: upTo(helpVideoGroupSchema, FORMAT_LIMITS.helpVideoSections).optional(),
    eu_funding_mark: z.boolean().optional().meta({
      description:
        "The help page's footer shows the mark 'Co-funded by the European Union'. Default: false.",
    }),
    staff: upTo(staffSchema, FORMAT_LIMITS.staff).optional(),
    material_categories: upTo(materialCategorySchema, FORMAT_LIMITS.materialCategories).optional(),
    materials: upTo(materialSchema, FORMAT_LIMITS.materials).optional(),
    legends: z.array(legendSchema).optional(),
    projects: upTo(projectSchema, FORMAT_LIMITS.projects),
  })
  .meta({
    title: "Home Designer company",
    description: "company.json: a developer company, its brand, catalogue and projects.",
  });

export type CompanyFile = z.infer<typeof companyFileSchema>;
export type CompanyProject = z.infer<typeof projectSchema>;
export type CompanyMaterial = z.infer<typeof materialSchema>;
export type StaffMember = z.infer<typeof staffSchema>;
export type CompanyText = z.infer<typeof textSchema>;
export type CompanyRoomType = z.infer<typeof roomTypeSchema>;
export type CompanyGroup = z.infer<typeof groupSchema>;
export type CompanyOption = z.infer<typeof optionSchema>;
export type CompanyPackage = z.infer<typeof packageSchema>;
export type CompanyDeadline = z.infer<typeof deadlineSchema>;

/** The JSON Schema of company.json, as docs/company-format.schema.json holds it. */
export function companyFormatJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(companyFileSchema, { target: "draft-2020-12", io: "input" }) as Record<
    string,
    unknown
  >;
}
