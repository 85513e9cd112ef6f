import { z } from "zod";
import { PROVIDERS } from "../social-login.ts";
import { i18nTextSchema } from "./common.ts";

/**
 * What a person downloads as the data the company holds about them (`GET /api/auth/user/export`,
 * GDPR article 20): `personal-data.json` of this shape, with the files of the special solutions in
 * their packages beside it. The format is versioned: a change that a reader of version 1 would
 * misread makes version 2. What is in it and what is not, and why: docs/decisions/033.
 * Every object is strict, so the tests fail on a field added without being described here.
 */
export const PERSONAL_DATA_FORMAT = "home-designer/personal-data";
export const PERSONAL_DATA_VERSION = 1;
/** The names of the JSON and its schema inside the .zip. */
export const PERSONAL_DATA_FILE = "personal-data.json";
export const PERSONAL_DATA_SCHEMA_FILE = "personal-data.schema.json";

/** A moment, as ISO 8601 in UTC (`2026-11-25T07:12:34.000Z`). */
const moment = z.iso.datetime();

/** A confirmed package's snapshot: the choices and prices exactly as they were confirmed. */
export const confirmationSnapshotSchema = z.strictObject({
  locale: z.string(),
  /** The VAT percentage the prices include, as it was when confirmed. */
  vat: z.number().nullable(),
  totalCents: z.number().int(),
  rooms: z.array(
    z.strictObject({
      id: z.number().int(),
      label: i18nTextSchema,
      numbers: z.array(z.string()),
      choices: z.array(
        z.strictObject({
          groupId: z.number().int(),
          groupTitle: i18nTextSchema,
          selectionId: z.number().int(),
          title: i18nTextSchema,
          /** The option as buyers see it named (optionName); kept since confirmations of 2026-11. */
          name: i18nTextSchema.optional(),
          materialCode: z.string().nullable(),
          priceCents: z.number().int(),
          isSpecial: z.boolean(),
        }),
      ),
    }),
  ),
});

/** A place of a layout: which project, building, apartment and layout. */
const layoutPlaceSchema = z.strictObject({
  layout_id: z.number().int(),
  layout_name: z.string(),
  apartment_id: z.number().int(),
  apartment_number: z.string(),
  building_number: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
});

const fileSchema = z.strictObject({
  /** The name the file had when it was uploaded. */
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: moment,
  /** Where the file is in the .zip; null when it could not be read from the storage. */
  path: z.string().nullable(),
});

const specialSolutionSchema = z.strictObject({
  id: z.number().int(),
  room_id: z.number().int(),
  group_id: z.number().int(),
  label: i18nTextSchema,
  description: i18nTextSchema,
  /** Without VAT. */
  unit_price_cents: z.number().int().nullable(),
  install_price_cents: z.number().int().nullable(),
  created_at: moment,
  files: z.array(fileSchema),
});

const choiceSchema = z.strictObject({
  room_id: z.number().int(),
  room: i18nTextSchema,
  group_id: z.number().int(),
  group: i18nTextSchema,
  option_id: z.number().int(),
  option: i18nTextSchema,
  material_code: z.string().nullable(),
  is_special: z.boolean(),
});

export const personalDataSchema = z.strictObject({
  format: z.literal(PERSONAL_DATA_FORMAT),
  version: z.literal(PERSONAL_DATA_VERSION),
  exported_at: moment,
  /** The company that holds the data (the account is at this company only). */
  company: z.strictObject({ id: z.number().int(), name: z.string() }),
  account: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    email_verified_at: moment.nullable(),
    locale: z.string(),
    is_subscribed: z.boolean(),
    role: z.string(),
    /** Whether the account has a password (never the password or its hash). */
    has_password: z.boolean(),
    created_at: moment,
    updated_at: moment,
  }),
  /** The ways the person logs in: e-mail and password (`main`) and connected social accounts. */
  login_methods: z.array(
    z.strictObject({
      provider: z.enum(PROVIDERS),
      /** The provider's id of the person; null for `main`. */
      subject: z.string().nullable(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      connected_at: moment,
    }),
  ),
  /** Logins that have not ended (their tokens are never included). */
  sessions: z.array(
    z.strictObject({ started_at: moment, last_used_at: moment, expires_at: moment }),
  ),
  /** Password reset links asked for and not yet purged (their codes are never included). */
  password_resets: z.array(
    z.strictObject({ requested_at: moment, expires_at: moment, used_at: moment.nullable() }),
  ),
  /** Apartments whose buyers the company's staff listed the account's address among. */
  apartments_as_buyer: z.array(
    z.strictObject({
      apartment_id: z.number().int(),
      apartment_number: z.string(),
      building_number: z.string(),
      project_id: z.number().int(),
      project_name: z.string(),
      listed_at: moment,
    }),
  ),
  /** The person's own packages (saved or duplicated designs), with every choice. */
  packages: z.array(
    z.strictObject({
      id: z.number().int(),
      name: i18nTextSchema,
      description: i18nTextSchema,
      place: layoutPlaceSchema,
      /** The company package it started from, if any. */
      based_on: z.strictObject({ id: z.number().int(), name: i18nTextSchema }).nullable(),
      created_at: moment,
      updated_at: moment,
      choices: z.array(choiceSchema),
      /** Options the company's staff made for this package alone, with their files. */
      special_solutions: z.array(specialSolutionSchema),
    }),
  ),
  /** The packages on the person's dashboard, per layout (company packages they added included). */
  dashboard: z.array(
    z.strictObject({
      layout_id: z.number().int(),
      package_id: z.number().int(),
      package_name: i18nTextSchema,
      /** `added` (a company package), `created` (saved) or `duplicated`. */
      origin: z.enum(["added", "created", "duplicated"]),
      added_at: moment,
    }),
  ),
  /** Confirmed packages: what was confirmed, as it was then. */
  confirmations: z.array(
    z.strictObject({
      id: z.number().int(),
      package_id: z.number().int(),
      place: layoutPlaceSchema,
      confirmed_at: moment,
      /** Whether a member of the company's staff confirmed it for the person. */
      confirmed_by_staff: z.boolean(),
      /** When the person signed it at the company's eID broker: who it verified, and when. */
      signature: z
        .strictObject({
          name: z.string(),
          subject: z.string(),
          issuer: z.string(),
          signed_at: moment,
        })
        .nullable(),
      snapshot: confirmationSnapshotSchema,
    }),
  ),
  /** What the person asked the company to change about a confirmation, and its answer. */
  change_requests: z.array(
    z.strictObject({
      id: z.number().int(),
      place: layoutPlaceSchema,
      /** The confirmation version it asked about. */
      version: z.number().int(),
      message: z.string(),
      created_at: moment,
      status: z.enum(["open", "accepted", "declined"]),
      answer: z.string().nullable(),
      answered_at: moment.nullable(),
      /** What they attached, each in the download's `files/` folder. */
      files: z.array(fileSchema),
    }),
  ),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
export type ConfirmationSnapshot = z.infer<typeof confirmationSnapshotSchema>;
