import { z } from "zod";
import { CODE_PATTERN } from "../company-format/schema.ts";
import { apiErrorSchema, MAX_ID, pageParam } from "./common.ts";
import { companyProblemsSchema, importEntrySchema, problemPlacesSchema } from "./company-admin.ts";
import { rule } from "./validation-messages.ts";

/**
 * The back office (`/{lang}/admin`): a company's staff run their company in the browser.
 *
 * Every change is an edit of the company's document (company.json of docs/company-format.md),
 * staged in the company's draft and published by the import, so that a change made in the browser
 * and the same change made by an upload are one code path (docs/decisions/037-back-office-edits-the-company-document.md).
 */

/** A project or building named by its code in a query (`?project=haus-am-see`): bounded by the code's pattern. */
export const codeParam = z.string().regex(CODE_PATTERN, rule("invalid"));

/** A flag of a query string: `1` on, `0` (or left out) off. */
const flag = z.enum(["0", "1"]).default("0");

/** The draft's version as a form saw it: a count from 0, bounded by its column. */
const draftVersion = z.number().int(rule("whole_number")).min(0).max(MAX_ID);

/**
 * One operation of RFC 6902 (JSON Patch) on the company's document: `path` is a JSON pointer into
 * company.json (`/materials/12/price`), as the company check's problems name places.
 */
export const draftOperationSchema = z.discriminatedUnion("op", [
  z.strictObject({ op: z.literal("add"), path: z.string().max(300), value: z.unknown() }),
  z.strictObject({ op: z.literal("replace"), path: z.string().max(300), value: z.unknown() }),
  z.strictObject({ op: z.literal("remove"), path: z.string().max(300) }),
  z.strictObject({ op: z.literal("test"), path: z.string().max(300), value: z.unknown() }),
]);
export type DraftOperation = z.infer<typeof draftOperationSchema>;

/** The most operations one edit may carry (a reorder of a long list is one per item moved). */
export const DRAFT_OPERATIONS_LIMIT = 500;

export const draftEditBodySchema = z.strictObject({
  /** The draft's version the edit was made on: an edit of an older version is refused with 409. */
  version: draftVersion,
  operations: z.array(draftOperationSchema).min(1).max(DRAFT_OPERATIONS_LIMIT),
});
export type DraftEditBody = z.infer<typeof draftEditBodySchema>;

export const draftEditQuerySchema = z.object({
  /** `1`: check the edit and say what it would break, and keep nothing. */
  dry_run: flag,
});

/** The company's draft: what publishing it would change, and whether it can be published. */
export const draftAnswerSchema = z.object({
  /** Counts the edits since the draft began at the published company: 0 when it has none. */
  version: z.number().int(),
  /**
   * The published company changed (an upload or a command's import) since the draft began: its
   * edits can no longer be published as they are; discarding it starts again from the company.
   */
  stale: z.boolean(),
  /** Who edited it last (e-mail) and when (ISO 8601); null for a draft without edits. */
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** What publishing it would add, change, retire and remove, as an import's dry run says it. */
  changes: z.array(importEntrySchema),
  /** What would surprise buyers but does not stop publishing, by its place in company.json. */
  warnings: companyProblemsSchema,
  /** The warnings' places in words, by their pointers. */
  places: problemPlacesSchema.optional(),
  /**
   * What the caller may do: `edit` (edit, publish, discard, import) is the company's admins';
   * `buyers` (bind buyers to published apartments and invite them) any of its staff's.
   */
  abilities: z.object({ edit: z.boolean(), buyers: z.boolean() }),
});
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

export const draftEditAnswerSchema = draftAnswerSchema.extend({
  message: z.string(),
  dry_run: z.boolean(),
});
export type DraftEditAnswer = z.infer<typeof draftEditAnswerSchema>;

export const draftPublishBodySchema = z.strictObject({
  /** The draft's version as the admin saw it: publishing another is refused with 409. */
  version: draftVersion,
});

/**
 * One saved edit of the draft: the version it made, who made it (e-mail; null for the operator's
 * command line or an account since erased), when (ISO 8601), and what it changed in the company,
 * as an import's entries (`{kind, code, action, fields}`: things by their codes, fields by
 * company.json's names).
 */
export const draftEditRecordSchema = z.object({
  version: z.number().int(),
  by: z.string().nullable(),
  at: z.string(),
  changes: z.array(importEntrySchema),
});
export type DraftEditRecord = z.infer<typeof draftEditRecordSchema>;

/**
 * Why an edit or a publish of the draft was refused: the API's `{message, errors?}`, and with a
 * 409 because the draft moved on since the version the edit was made on (or a `test` failed),
 * `edits`: each edit saved since that version that changed the company, oldest first.
 */
export const draftRefusalSchema = apiErrorSchema.extend({
  edits: z.array(draftEditRecordSchema).optional(),
  /** With a 422: the places of `errors` in words, by their pointers. */
  places: problemPlacesSchema.optional(),
});
export type DraftRefusal = z.infer<typeof draftRefusalSchema>;

/** A JSON pointer into company.json, such as `/materials/12` or `/colors`. */
const pointerSchema = z
  .string()
  .max(300)
  .regex(/^(\/[^/]*)*$/, { error: "should be a JSON pointer such as /materials/12" });

/** A part of the company's document for a form: the value at `path`, and the draft's version. */
export const draftPartQuerySchema = z.object({ path: pointerSchema });

/**
 * Several parts at once, for a page whose form edits many small ones (the settings): their
 * pointers joined by commas (`/name,/web,/colors`), at most 50.
 */
export const draftPartsQuerySchema = z.object({
  paths: z
    .string()
    .max(3000)
    .transform((text) => text.split(","))
    .pipe(z.array(pointerSchema.min(1)).min(1).max(50)),
});

export const draftPartsAnswerSchema = z.object({
  version: z.number().int(),
  /** The value at each pointer asked for, by the pointer; one the document has nothing at is left out. */
  values: z.record(z.string(), z.unknown()),
  files: z.record(z.string(), z.string()),
});
export type DraftPartsAnswer = z.infer<typeof draftPartsAnswerSchema>;

export const draftPartAnswerSchema = z.object({
  version: z.number().int(),
  path: z.string(),
  value: z.unknown(),
  /** The address of each file the value names (a logo, a plan, a picture layer), by its path. */
  files: z.record(z.string(), z.string()),
});
export type DraftPartAnswer = z.infer<typeof draftPartAnswerSchema>;

/** A file for the draft: a picture, a plan or a PDF the document is to name. */
export const draftFileFormSchema = z.object({
  file: z
    .file()
    .describe(
      "An SVG, PNG, JPEG, WebP, GIF, AVIF, ICO or PDF file of at most 20 MB; its content must be of the type its name says",
    ),
});

export const draftFileAnswerSchema = z.object({
  message: z.string(),
  /** The draft's version now: the edit that names the file is made on it. */
  version: z.number().int(),
  /** The file's path in company.json, for the edit that names it (`/logo`, a picture layer). */
  path: z.string(),
  /** Where the browser shows it, for a preview. */
  url: z.string(),
});
export type DraftFileAnswer = z.infer<typeof draftFileAnswerSchema>;

/** The company's icons, as `favicons` of company.json names them. */
export const FAVICON_SIZES = ["16", "32", "180"] as const;

export const faviconFormSchema = z.object({
  file: z
    .file()
    .describe(
      "The icon as an SVG, or as a square PNG of at least 180 × 180 pixels; the 16, 32 and 180 pixel PNGs are made from it",
    ),
});

export const faviconAnswerSchema = z.object({
  message: z.string(),
  version: z.number().int(),
  /** The paths `favicons` of the draft now names, by size, and `regular`: the file as sent. */
  favicons: z.object({
    regular: z.string(),
    "16": z.string(),
    "32": z.string(),
    "180": z.string(),
  }),
  /** Where the browser shows each of them. */
  urls: z.record(z.string(), z.string()),
});
export type FaviconAnswer = z.infer<typeof faviconAnswerSchema>;

export const draftMaterialsQuerySchema = z.object({
  /** Words found in a material's code, names or manufacturer, case and accents ignored. */
  q: z.string().trim().max(100).optional(),
  /** A material category's code; `-` for materials without one. */
  category: z.string().max(80).optional(),
  page: pageParam,
  per_page: z.coerce.number().int().min(10).max(100).default(50),
});

export const draftMaterialSchema = z.object({
  /** Its place in the document's `materials`: the pointer of a form is `/materials/{index}`. */
  index: z.number().int(),
  code: z.string(),
  /** Its short name in the request's language, else in the company's first language with one. */
  name: z.string(),
  category: z.string().nullable(),
  /** What choosing it costs, VAT included, as the format writes money ("129.90"). */
  price: z.string(),
  manufacturer: z.string().nullable(),
  /** Its small picture's path in the document, or null. */
  thumbnail: z.string().nullable(),
  /** That picture's web address, or null when it has none (or none stored yet). */
  thumbnail_url: z.string().nullable(),
});
export type DraftMaterial = z.infer<typeof draftMaterialSchema>;

export const draftMaterialsAnswerSchema = z.object({
  version: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  categories: z.array(z.object({ code: z.string(), name: z.string() })),
  materials: z.array(draftMaterialSchema),
});
export type DraftMaterialsAnswer = z.infer<typeof draftMaterialsAnswerSchema>;

export const draftApartmentsQuerySchema = z.object({
  /** A project's code: only its apartments. */
  project: codeParam.optional(),
  /** A building's code (of the project): only its apartments. Codes share one pattern. */
  building: codeParam.optional(),
  /** Words found in the building's and apartment's numbers and the buyers' addresses. */
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  per_page: z.coerce.number().int().min(10).max(100).default(50),
});

export const draftApartmentSchema = z.object({
  /** Its JSON pointer in the document (`/projects/0/buildings/1/apartments/7`), for an edit. */
  pointer: z.string(),
  project: z.string(),
  /** The building's and the apartment's numbers as shown. */
  building: z.string(),
  apartment: z.string(),
  code: z.string(),
  /**
   * The published apartment's id, whose buyers are bound at once (`PUT /apartments/:id/buyers`,
   * docs/decisions/050); null for one only the draft has, whose buyers are published with it.
   */
  apartment_id: z.number().int().nullable(),
  status: z.enum(["available", "reserved", "sold"]),
  buyers: z.array(z.string()),
  /** Its layouts in the document's order. */
  layouts: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      /**
       * The published layout's id, which its designs and audit trail are kept by; null for a
       * layout the company has not published yet.
       */
      apartment_layout_id: z.number().int().nullable(),
    }),
  ),
});
export type DraftApartment = z.infer<typeof draftApartmentSchema>;

export const draftApartmentsAnswerSchema = z.object({
  version: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The document's projects, for a filter. */
  projects: z.array(z.object({ code: z.string(), name: z.string() })),
  apartments: z.array(draftApartmentSchema),
});
export type DraftApartmentsAnswer = z.infer<typeof draftApartmentsAnswerSchema>;

/** The draft's projects in brief, for the projects' and restrictions' screens. */
export const draftProjectsAnswerSchema = z.object({
  version: z.number().int(),
  projects: z.array(
    z.object({
      /** Its place in the document's `projects`: the pointer of a form is `/projects/{index}`. */
      index: z.number().int(),
      code: z.string(),
      name: z.string(),
      /** Its own fields as company.json has them (the project without its lists), for a form. */
      fields: z.record(z.string(), z.unknown()),
      /** Its buildings in the document's order, each with how many apartments it has. */
      buildings: z.array(
        z.object({
          index: z.number().int(),
          code: z.string(),
          number: z.string(),
          apartments: z.number().int(),
        }),
      ),
      /** Its room types, named in the request's language. */
      room_types: z.array(
        z.object({ index: z.number().int(), code: z.string(), name: z.string() }),
      ),
      restrictions: z.number().int(),
    }),
  ),
});
export type DraftProjectsAnswer = z.infer<typeof draftProjectsAnswerSchema>;

export const draftRestrictionsQuerySchema = z.object({
  /** A project's code. */
  project: codeParam,
  /** Words found in a restriction's code and the options it names, case ignored. */
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  per_page: z.coerce.number().int().min(10).max(100).default(50),
});

export const draftRestrictionSchema = z.object({
  /** Its place in the project's `restrictions`: `/projects/{project}/restrictions/{index}`. */
  index: z.number().int(),
  code: z.string(),
  when: z.string(),
  choose: z.array(z.string()),
});
export type DraftRestriction = z.infer<typeof draftRestrictionSchema>;

export const draftRestrictionsAnswerSchema = z.object({
  version: z.number().int(),
  /** The project's place in the document's `projects`. */
  project: z.number().int(),
  /** Whether the project has a `restrictions` list at all (the first is added with the list). */
  listed: z.boolean(),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  restrictions: z.array(draftRestrictionSchema),
});
export type DraftRestrictionsAnswer = z.infer<typeof draftRestrictionsAnswerSchema>;

export const draftPackagePricesQuerySchema = z.object({
  /** A project's code. */
  project: codeParam,
});

export const draftPackagePricesAnswerSchema = z.object({
  version: z.number().int(),
  /** Per distinct set of rooms the project's layouts have (company-format/package-prices.ts). */
  layouts: z.array(
    z.object({
      /** The names of the layouts with these rooms, each once. */
      names: z.array(z.string()),
      /** How many layouts, over all apartments, have these rooms. */
      layout_count: z.number().int(),
      room_types: z.array(z.string()),
      /**
       * Per package, in the project's order: what it costs on the layout, VAT included, as the
       * format writes money ("1234.50"), the configurator's way; null when nothing in it has a price.
       */
      prices: z.array(z.object({ package: z.string(), price: z.string().nullable() })),
    }),
  ),
});
export type DraftPackagePricesAnswer = z.infer<typeof draftPackagePricesAnswerSchema>;

/** The most waiting buyers the overview lists per project (a project may have a thousand). */
export const OVERVIEW_WAITING_SHOWN = 100;

/** Where a buyer's apartment stands. */
export const apartmentStateSchema = z.enum(["no_buyer", "invited", "designing", "confirmed"]);
export type ApartmentState = z.infer<typeof apartmentStateSchema>;

export const overviewAnswerSchema = z.object({
  projects: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      /** How many of the project's apartments are in each state. */
      states: z.record(apartmentStateSchema, z.number().int()),
      /** How many buyers bound to an apartment have not confirmed it. */
      waiting_count: z.number().int(),
      /**
       * The first OVERVIEW_WAITING_SHOWN of them, those who changed nothing for the longest first
       * (never before any): the ones to call.
       */
      waiting: z.array(
        z.object({
          email: z.string(),
          apartment: z.string(),
          building: z.string(),
          /** When the buyer last saved a design of the apartment (ISO 8601), or null. */
          last_change_at: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type OverviewAnswer = z.infer<typeof overviewAnswerSchema>;

export const historySourceSchema = z.enum(["published", "uploaded", "command"]);
export type HistorySource = z.infer<typeof historySourceSchema>;

export const historyQuerySchema = z.object({
  /** A project's code: only what touched it. */
  project: codeParam.optional(),
  page: pageParam,
});

export const historyExportQuerySchema = z.object({
  project: codeParam.optional(),
});

/** The most things of one event a page of the history lists (the CSV has them all). */
export const HISTORY_ENTRIES_SHOWN = 50;

export const historyEventSchema = z.object({
  at: z.string(),
  /** Who did it (e-mail), or null for a command on the server. */
  by: z.string().nullable(),
  source: historySourceSchema,
  /** How many things it changed (of the project, when the history is a project's). */
  entry_count: z.number().int(),
  /** The first HISTORY_ENTRIES_SHOWN of them: a company's first import changes thousands. */
  entries: z.array(importEntrySchema),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const historyAnswerSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  events: z.array(historyEventSchema),
});
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

/** The most addresses one invitation call takes. */
export const INVITATIONS_LIMIT = 100;

export const invitationsBodySchema = z.strictObject({
  /**
   * Staff of the company (listed in its published `staff`) or buyers bound to one of its
   * apartments (its published `buyers`): publish the draft that adds them first.
   */
  emails: z.array(z.string().trim().min(1).max(254)).min(1).max(INVITATIONS_LIMIT),
});

export const invitationsAnswerSchema = z.object({
  message: z.string(),
  invited: z.array(z.object({ email: z.string(), as: z.enum(["staff", "buyer"]) })),
});
export type InvitationsAnswer = z.infer<typeof invitationsAnswerSchema>;

/**
 * A project's exports of its confirmed choices (docs/api.md, "Exports"): the project by its code,
 * and which confirmations: of one building (by its code), confirmed on or after `from` and on or
 * before `to` (days in the company's time zone). `separator` is the CSV's; an XLSX has none.
 */
export const exportParamsSchema = z.object({ project: codeParam });
export const EXPORT_SEPARATORS = ["semicolon", "comma", "tab"] as const;
export const exportQuerySchema = z
  .object({
    building: codeParam.optional(),
    from: z.iso.date(rule("invalid")).optional(),
    to: z.iso.date(rule("invalid")).optional(),
    separator: z.enum(EXPORT_SEPARATORS, rule("invalid")).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { ...rule("invalid"), path: ["to"] });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** Building the preview of the draft: where to open it. */
export const draftPreviewBodySchema = z.strictObject({
  /** A project's code: the preview opens its first layout; left out, the company's first. */
  project: codeParam.optional(),
});

/** The preview's layout to open, as the configurator's address names it. */
export const draftPreviewAnswerSchema = z.object({
  /** The draft's version the preview shows. */
  version: z.number().int(),
  project: z.number().int(),
  apartment_layout_id: z.number().int(),
});
export type DraftPreviewAnswer = z.infer<typeof draftPreviewAnswerSchema>;
