/**
 * The whole product's data model. Translatable texts are `jsonb` maps ({et, en, de}); money is
 * integer euro cents; pictures and uploads are rows of `files`, referenced by their storage key.
 * docs/architecture.md explains the model in prose.
 */
import { randomBytes } from "node:crypto";
import type {
  AmountFormats,
  AuditDetails,
  ConfirmationSnapshot,
  Deadline,
  HandoverPurpose,
  I18nText,
  ImportEntry,
  LEGEND_KEYS,
  RouteBody,
  Terms,
} from "@home-designer/core";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const i18n = () => jsonb().$type<I18nText>().notNull().default({});
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const cents = () => integer().notNull().default(0);
/** A percentage such as 24.00; `numeric` keeps it exact. Drizzle reads it as text. */
const percent = () => numeric({ precision: 5, scale: 2 });
const fileKey = () => text().references((): AnyPgColumn => files.key, { onDelete: "set null" });
/**
 * The company's own key of a thing (docs/company-format.md): an import recognises what is already
 * there by it, within the scope its unique index names.
 */
const code = () => text().notNull();
/**
 * When an import found the thing gone from the company's folder: hidden from new designs, kept for
 * the saved and confirmed packages that use it; null while it is offered.
 */
const retiredAt = () => timestamp({ withTimezone: true });

export type HelpVideoGroup = {
  key: string;
  videos: { key: string; desktop: I18nText; mobile: I18nText }[];
};
export type Favicons = { regular?: string; "32"?: string; "16"?: string; "180"?: string };

// ─── Companies (white-label tenants) ──────────────────────────────────────────────────────────

export const companies = pgTable("companies", {
  id: id(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** The company's public website. */
  web: text().notNull(),
  /** Contact address shown to buyers; also the sender of the company's mail. */
  email: text().notNull(),
  logoFile: fileKey(),
  /** CSS colours by design-token name (`primary-500`, `secondary-300-variant`, …). */
  colors: jsonb().$type<Record<string, string>>().notNull().default({}),
  /** Storage keys of the favicons by size. */
  favicons: jsonb().$type<Favicons>().notNull().default({}),
  vat: percent().notNull().default("24.00"),
  newsLetter: boolean().notNull().default(false),
  /** Default PDF footer per locale; a package may carry its own. */
  pdfFooter: i18n(),
  /**
   * The company's terms of use per language, as titled sections of plain text; empty when it has
   * none of its own (the app then shows its general terms).
   */
  terms: jsonb().$type<Terms>().notNull().default({}),
  helpVideos: jsonb().$type<HelpVideoGroup[]>().notNull().default([]),
  /** The help page shows the mark "Co-funded by the European Union". */
  euFundingMark: boolean().notNull().default(false),
  /** How the company writes amounts per language; a language left out writes `1 234,56 €`. */
  amountFormat: jsonb().$type<AmountFormats>().notNull().default({}),
  /** The company's word for a building per language ("Haus"); none: the app's own wording. */
  buildingWord: i18n(),
  /** The summary and its PDF show the VAT amount the total includes beside the rate. */
  showVatAmount: boolean().notNull().default(false),
  /** Who receives a confirmed package: the developer and the construction team. */
  developerEmails: text().array().notNull().default(sql`'{}'::text[]`),
  constructionEmails: text().array().notNull().default(sql`'{}'::text[]`),
  /** The company site's apartment page for quotes; `{apartment_id}`-style placeholders allowed. */
  quoteUrl: text(),
  /**
   * The public index of the company's home designer on its website (its projects and layouts),
   * where the redirect page sends people; the company's `web` when not set.
   */
  homeDesignerUrl: text(),
  /**
   * Text that marks a host as the company's own branded site (`kodu.brand.ee` for `brand`): there,
   * an address no page knows leads to the home designer's public index rather than the login.
   */
  brandMarker: text(),
  /** The IANA time zone the company's deadlines run in: a deadline's day ends at midnight there. */
  timeZone: text().notNull().default("Europe/Tallinn"),
  /** Days before a deadline that its reminder goes out; none: the default (core's); 0: no reminders. */
  deadlineReminderDays: integer(),
  /**
   * Counts the imports that wrote the company (a command, an upload, a published draft): a draft
   * begun at another revision was made on a company that has changed since.
   */
  revision: integer().notNull().default(0),
  createdAt: createdAt(),
});

/** The hosts a company's site answers on; the company of a request is found by its origin. */
export const companyHosts = pgTable(
  "company_hosts",
  {
    /** Lower-case host name, without port. */
    host: text().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The languages the host offers in its menu; the first is its default. */
    locales: text().array().notNull().default(sql`'{et,en}'::text[]`),
  },
  (t) => [index().on(t.companyId)],
);

// ─── The back office: the company's draft and its history ─────────────────────────────────────

/**
 * A company's staged changes (docs/decisions/037-back-office-edits-the-company-document.md): the
 * whole company document as its admins are editing it, published by the import. At most one per
 * company; none while nobody edits.
 */
export const companyDrafts = pgTable("company_drafts", {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** company.json as edited: the company format's document, everything in it. */
  document: jsonb().notNull(),
  /** The storage key of each file the document names, by the path it names it by. */
  files: jsonb().$type<Record<string, string>>().notNull(),
  /** The company's `revision` the draft began at. */
  baseRevision: integer().notNull(),
  /** Counts the draft's edits: an edit names the version it was made on. */
  version: integer().notNull().default(0),
  updatedBy: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  updatedAt: createdAt(),
});

/**
 * One row per saved version of a company's draft: who saved it, when, and what it changed against
 * the version before, so that an edit refused as made on an older version can say what changed
 * since. Gone with its draft (published or discarded).
 */
export const companyDraftEdits = pgTable(
  "company_draft_edits",
  {
    companyId: integer()
      .notNull()
      .references(() => companyDrafts.companyId, { onDelete: "cascade" }),
    /** The version the edit made (the draft's `version` after it). */
    version: integer().notNull(),
    by: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    at: createdAt(),
    /** What it changed, as an import's entries: things by their codes, fields by their names. */
    changes: jsonb().$type<ImportEntry[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.version] })],
);

/** What each import changed in a company, by whom and how: never changed once written. */
export const companyHistory = pgTable(
  "company_history",
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    at: createdAt(),
    /** Who did it, as their address was then; null for a command on the server. */
    byEmail: text(),
    /** `published` (a draft), `uploaded` (a folder's zip over HTTP) or `command`. */
    source: text().notNull(),
    /** The import's entries: `{kind, code, action, fields}`. */
    entries: jsonb()
      .$type<{ kind: string; code: string; action: string; fields: string[] }[]>()
      .notNull(),
  },
  (t) => [index().on(t.companyId, t.at)],
);

// ─── Files (pictures, plans, uploads) ─────────────────────────────────────────────────────────

export const files = pgTable(
  "files",
  {
    /** Storage key, also the file's address below the storage's public URL. */
    key: text().primaryKey(),
    companyId: integer().references((): AnyPgColumn => companies.id, { onDelete: "cascade" }),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    originalName: text(),
    /** Hex SHA-256 of the content, where known (imported and seeded files): an import stores a file again only when it changed. */
    sha256: text(),
    createdBy: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId)],
);

// ─── People ───────────────────────────────────────────────────────────────────────────────────

export const ROLES = ["customer", "designer", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** A person's account at one company: the same e-mail at two companies is two accounts. */
export const users = pgTable(
  "users",
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: text().notNull(),
    /** argon2id; null for accounts that only log in through a social provider. */
    passwordHash: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    locale: text().notNull().default("et"),
    isSubscribed: boolean().notNull().default(false),
    /** Every role other than customer is staff (a designer acting for customers). */
    role: text().$type<Role>().notNull().default("customer"),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_company_email_unique").on(t.companyId, sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('customer', 'designer', 'admin')`),
  ],
);

export const PROVIDERS = ["main", "google", "facebook"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The ways a person logs in: `main` is e-mail and password; others are social providers. */
export const userProviders = pgTable(
  "user_providers",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    provider: text().$type<Provider>().notNull(),
    /** The provider's stable id of the person (`sub`); null for `main`. */
    subject: text(),
    name: text(),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.userId, t.provider),
    uniqueIndex("user_providers_identity_unique").on(t.companyId, t.provider, t.subject),
    check("user_providers_provider_check", sql`${t.provider} in ('main', 'google', 'facebook')`),
  ],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  // By expiry for housekeeping (src/housekeeping.ts), which deletes expired rows.
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/** Single-use password reset secrets, stored hashed, short-lived. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/** An OAuth/OIDC login in flight: state, PKCE verifier and nonce, kept until the provider returns. */
export const oauthStates = pgTable("oauth_states", {
  stateHash: text().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  provider: text().$type<Exclude<Provider, "main">>().notNull(),
  /** `login`, or `attach` to add the provider to `userId`'s account. */
  purpose: text().$type<"login" | "attach">().notNull(),
  userId: integer().references(() => users.id, { onDelete: "cascade" }),
  locale: text().notNull(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  /**
   * Hash of the secret the starting browser keeps (`browser_key`) for a login; carried onto the
   * hand-over code, so that only that browser can trade it. Null for an attach, which only the
   * starting account can confirm (`pending_attachments`).
   */
  browserKeyHash: text(),
  /** The company site (origin) the person started from, where they are sent back. */
  returnTo: text().notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * One-time codes that carry a login into a page through its address (social login's return,
 * staff opening a customer's dashboard), so that no bearer token is ever put in a URL. The page
 * exchanges the code for a token once, for the purpose it was made for, within a minute.
 */
export const handoverCodes = pgTable(
  "handover_codes",
  {
    codeHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text().$type<HandoverPurpose>().notNull(),
    /** For a social code, the hash of the starting browser's secret; null for staff codes. */
    browserKeyHash: text(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.userId),
    check("handover_codes_purpose_check", sql`${t.purpose} in ('social', 'staff')`),
  ],
);

/**
 * A provider's person, checked at the provider's return, waiting to be connected to the account
 * that started connecting it. The return carries only a one-time code (stored hashed, a minute);
 * the connection is made when that same account sends the code from its own login, so a provider
 * address started by one account and completed by someone else connects nothing.
 */
export const pendingAttachments = pgTable(
  "pending_attachments",
  {
    codeHash: text().primaryKey(),
    /** The account that started connecting, the only one that may confirm. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().$type<Exclude<Provider, "main">>().notNull(),
    subject: text().notNull(),
    name: text(),
    email: text(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.userId),
    check("pending_attachments_provider_check", sql`${t.provider} in ('google', 'facebook')`),
  ],
);

/** Fixed-window counters for throttling, shared by every server process. */
export const throttles = pgTable(
  "throttles",
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
    /** When the current window ends; the row counts for nothing after that and is purged. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

// ─── Projects, buildings, apartments, layouts ─────────────────────────────────────────────────

export const projects = pgTable(
  "projects",
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    code: code(),
    name: text().notNull(),
    /** Street address and city, for the address line. */
    address: text(),
    projectUrl: text(),
    /** Overrides the company's VAT percentage when set. */
    vat: percent(),
    showPlanColors: boolean().notNull().default(false),
    showSymbols: boolean().notNull().default(false),
    showQuoteGeneration: boolean().notNull().default(false),
    /** Overrides the company's PDF footer when set. */
    pdfFooter: jsonb().$type<I18nText>(),
    /** Selection deadlines as the company format writes them (core's deadlines.ts reads them). */
    deadlines: jsonb().$type<Deadline[]>().notNull().default([]),
    /** Overrides the company's `deadlineReminderDays` when set. */
    deadlineReminderDays: integer(),
    /** The day installing finishes starts (YYYY-MM-DD, company's zone); lead times warn against it. */
    installationDate: text(),
    priority: integer().notNull().default(0),
    retiredAt: retiredAt(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.companyId, t.code)],
);

export const buildings = pgTable(
  "buildings",
  {
    id: id(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    code: code(),
    buildingNumber: text().notNull(),
    priority: integer().notNull().default(0),
    retiredAt: retiredAt(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.code)],
);

export const TRANSACTION_STATUSES = ["available", "reserved", "sold"] as const;

export const apartments = pgTable(
  "apartments",
  {
    id: id(),
    buildingId: integer()
      .notNull()
      .references(() => buildings.id, { onDelete: "cascade" }),
    code: code(),
    number: text().notNull(),
    floor: integer(),
    transactionStatus: text()
      .$type<(typeof TRANSACTION_STATUSES)[number]>()
      .notNull()
      .default("available"),
    /** The apartment's page on the company's sales site. */
    wwwDetailedUrl: text(),
    retiredAt: retiredAt(),
  },
  (t) => [
    uniqueIndex().on(t.buildingId, t.code),
    check(
      "apartments_transaction_status_check",
      sql`${t.transactionStatus} in ('available', 'reserved', 'sold')`,
    ),
  ],
);

/**
 * The buyers of an apartment, by e-mail, as the company's staff set them. An account is a buyer
 * when its (confirmed) e-mail address is listed here; only buyers, or staff acting for one,
 * confirm the apartment's layouts. Kept by address so a buyer may be named before they sign up.
 */
export const apartmentBuyers = pgTable(
  "apartment_buyers",
  {
    apartmentId: integer()
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    /** Lower case, trimmed: compared as accounts' addresses are. */
    email: text().notNull(),
    createdBy: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.apartmentId, t.email] }), index().on(t.email)],
);

/** One planning variant of an apartment; buyers configure a layout. */
export const apartmentLayouts = pgTable(
  "apartment_layouts",
  {
    id: id(),
    apartmentId: integer()
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    code: code(),
    name: text().notNull(),
    priority: integer().notNull().default(0),
    /** Small picture of the layout for choosing it. */
    webImageFile: fileKey(),
    /** Apartment plan. */
    planFile: fileKey(),
    /** Kitchen plan (the designer's drawing). */
    kitchenPlanFile: fileKey(),
    electricalPlanFile: fileKey(),
    retiredAt: retiredAt(),
  },
  (t) => [uniqueIndex().on(t.apartmentId, t.code)],
);

export const wardrobePlans = pgTable(
  "wardrobe_plans",
  {
    id: id(),
    apartmentLayoutId: integer()
      .notNull()
      .references(() => apartmentLayouts.id, { onDelete: "cascade" }),
    code: code(),
    name: i18n(),
    file: text()
      .notNull()
      .references(() => files.key, { onDelete: "cascade" }),
    priority: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.apartmentLayoutId, t.code)],
);

// ─── Rooms, selection groups, selections ──────────────────────────────────────────────────────

/**
 * A kind of room of a project (kitchen, bathroom, …) with its selection groups. A room-type room
 * (`isRoomType`) holds choices for the whole apartment, such as the floor of every room.
 */
export const roomTypes = pgTable(
  "room_types",
  {
    id: id(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    label: i18n(),
    priority: integer().notNull().default(0),
    isRoomType: boolean().notNull().default(false),
    /** Overrides the project's VAT percentage for this room when set. */
    vat: percent(),
    retiredAt: retiredAt(),
  },
  (t) => [unique().on(t.projectId, t.slug)],
);

/** A room (configurator tab) of one layout. */
export const rooms = pgTable(
  "rooms",
  {
    id: id(),
    apartmentLayoutId: integer()
      .notNull()
      .references(() => apartmentLayouts.id, { onDelete: "cascade" }),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    /** The company's name of this room only (its folder's); the room type's label otherwise. */
    label: jsonb().$type<I18nText>(),
    /**
     * Staff's rename of the room, shown instead of either label. Kept apart from `label` so that a
     * re-import updates the company's label and keeps the rename, and export never writes it.
     */
    renamed: jsonb().$type<I18nText>(),
    /** The room's numbers on the apartment plan. */
    numbers: text().array().notNull().default(sql`'{}'::text[]`),
    priority: integer().notNull().default(0),
    retiredAt: retiredAt(),
  },
  (t) => [unique().on(t.apartmentLayoutId, t.slug), index().on(t.roomTypeId)],
);

export const selectionGroups = pgTable(
  "selection_groups",
  {
    id: id(),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    /** Unique in the project by the company format; the database holds it to the room type. */
    code: code(),
    title: i18n(),
    description: i18n(),
    priority: integer().notNull().default(0),
    /** Hidden groups take part in packages and restrictions but are not shown. */
    hidden: boolean().notNull().default(false),
    retiredAt: retiredAt(),
  },
  (t) => [uniqueIndex().on(t.roomTypeId, t.code)],
);

/** Base layers of the picture of every room of a room type, drawn whatever is chosen. */
export const roomTypeImages = pgTable(
  "room_type_images",
  {
    id: id(),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    file: text()
      .notNull()
      .references(() => files.key, { onDelete: "cascade" }),
    layer: integer().notNull().default(0),
  },
  (t) => [index().on(t.roomTypeId)],
);

/**
 * A room type's layer for an option of a group of another room type: drawn in the pictures of the
 * room type's rooms while that option is chosen in the layout (the whole apartment's oak floor as
 * the kitchen's picture shows it). The company format's `follows` of a room type.
 */
export const followedOptionImages = pgTable(
  "followed_option_images",
  {
    id: id(),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    selectionId: integer()
      .notNull()
      .references((): AnyPgColumn => selections.id, { onDelete: "cascade" }),
    file: text()
      .notNull()
      .references(() => files.key, { onDelete: "cascade" }),
    layer: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.roomTypeId, t.selectionId), index().on(t.selectionId)],
);

// ─── Materials ────────────────────────────────────────────────────────────────────────────────

export const materialCategories = pgTable(
  "material_categories",
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    code: code(),
    name: i18n(),
    priority: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.companyId, t.code)],
);

export const materials = pgTable(
  "materials",
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    categoryId: integer().references(() => materialCategories.id, { onDelete: "set null" }),
    /** The company's own material code. */
    code: text().notNull(),
    descShort: i18n(),
    descLong: i18n(),
    productFinishing: i18n(),
    productType: i18n(),
    unitLabel: i18n(),
    elementType: text(),
    roomType: text(),
    manufacturer: text(),
    seller: text(),
    producerProductId: text(),
    /** The manufacturer's website. */
    url: text(),
    thumbnailFile: fileKey(),
    imageFile: fileKey(),
    /** What choosing the material costs the buyer, VAT included. */
    priceCents: cents(),
    unitPriceCents: cents(),
    installPriceCents: cents(),
    additionalPriceCents: cents(),
    quantity: numeric({ precision: 12, scale: 3 }),
    vat: percent(),
    isSampleAvailable: boolean().notNull().default(false),
    /** Days from order to delivery (core's availability.ts). */
    leadTimeDays: integer(),
    /** The last day it can be ordered (YYYY-MM-DD, the company's zone). */
    endOfSale: text(),
    priority: integer().notNull().default(0),
    retiredAt: retiredAt(),
  },
  (t) => [unique().on(t.companyId, t.code), index().on(t.categoryId)],
);

/**
 * An option (asset) of a selection group. A special solution is an option that staff made for one
 * room of one package, with its own label, description, prices and files.
 */
export const selections = pgTable(
  "selections",
  {
    id: id(),
    selectionGroupId: integer()
      .notNull()
      .references(() => selectionGroups.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    title: i18n(),
    priority: integer().notNull().default(0),
    materialId: integer().references(() => materials.id, { onDelete: "set null" }),
    imageFile: fileKey(),
    imageLayer: integer().notNull().default(0),
    isSpecial: boolean().notNull().default(false),
    /** Special solutions only: the room and the package it was made for. */
    roomId: integer().references((): AnyPgColumn => rooms.id, { onDelete: "cascade" }),
    packageId: integer().references((): AnyPgColumn => packages.id, { onDelete: "cascade" }),
    label: i18n(),
    description: i18n(),
    /** Special solutions only: prices without VAT. */
    unitPriceCents: cents(),
    installPriceCents: cents(),
    createdBy: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    retiredAt: retiredAt(),
  },
  (t) => [
    index().on(t.selectionGroupId),
    // A company's option is known by its slug (its code) within its group.
    uniqueIndex("selections_group_slug_unique")
      .on(t.selectionGroupId, t.slug)
      .where(sql`not ${t.isSpecial}`),
    index().on(t.packageId, t.roomId),
    // Lets package choices reference (selection, group) pairs, so a choice can never name an
    // option of another group than the one it fills.
    unique("selections_id_group_unique").on(t.id, t.selectionGroupId),
    check(
      "selections_special_scope_check",
      sql`${t.isSpecial} = (${t.roomId} is not null and ${t.packageId} is not null)`,
    ),
  ],
);

/** Files attached to a special solution. */
export const selectionFiles = pgTable(
  "selection_files",
  {
    id: id(),
    selectionId: integer()
      .notNull()
      .references(() => selections.id, { onDelete: "cascade" }),
    file: text()
      .notNull()
      .references(() => files.key, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.selectionId)],
);

/**
 * When this option is chosen, the target option is the one to choose in the target's group. The
 * company format's restriction (one option, the options it allows) is the rows sharing a `code`.
 */
export const restrictions = pgTable(
  "restrictions",
  {
    id: id(),
    code: code(),
    sourceSelectionId: integer()
      .notNull()
      .references(() => selections.id, { onDelete: "cascade" }),
    targetSelectionId: integer()
      .notNull()
      .references(() => selections.id, { onDelete: "cascade" }),
  },
  (t) => [
    unique().on(t.sourceSelectionId, t.targetSelectionId),
    index().on(t.targetSelectionId),
    check("restrictions_not_self", sql`${t.sourceSelectionId} <> ${t.targetSelectionId}`),
  ],
);

// ─── Packages ─────────────────────────────────────────────────────────────────────────────────

/**
 * A finish package. The company's packages belong to a project; a user package belongs to a
 * person and one layout, and keeps its choices per room in `user_package_selections`.
 */
export const packages = pgTable(
  "packages",
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** Company packages only: the company's code of the package. */
    code: text(),
    name: i18n(),
    description: i18n(),
    imageFile: fileKey(),
    isDefault: boolean().notNull().default(false),
    canConfirm: boolean().notNull().default(true),
    priority: integer().notNull().default(0),
    /** Per-locale PDF footer of this package; the project's or company's otherwise. */
    pdfFooter: jsonb().$type<I18nText>(),
    /** User packages only: owner, layout, and the company package it started from. */
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    apartmentLayoutId: integer().references(() => apartmentLayouts.id, { onDelete: "cascade" }),
    basePackageId: integer().references((): AnyPgColumn => packages.id, {
      onDelete: "set null",
    }),
    retiredAt: retiredAt(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index().on(t.projectId),
    uniqueIndex("packages_project_code_unique")
      .on(t.projectId, t.code)
      .where(sql`${t.userId} is null`),
    index().on(t.userId, t.apartmentLayoutId),
    uniqueIndex("packages_one_default_per_project").on(t.projectId).where(sql`${t.isDefault}`),
    check(
      "packages_user_package_scope_check",
      sql`(${t.userId} is null) = (${t.apartmentLayoutId} is null)`,
    ),
    check(
      "packages_default_is_company_package",
      sql`not (${t.isDefault} and ${t.userId} is not null)`,
    ),
    check("packages_code_of_company_package", sql`(${t.userId} is null) = (${t.code} is not null)`),
  ],
);

/** Which options a company package chooses (the `packages` list of an asset). */
export const packageSelections = pgTable(
  "package_selections",
  {
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    selectionId: integer()
      .notNull()
      .references(() => selections.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.selectionId] }), index().on(t.selectionId)],
);

/** A user package's choice: one option per selection group per room. */
export const userPackageSelections = pgTable(
  "user_package_selections",
  {
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    roomId: integer()
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    selectionGroupId: integer().notNull(),
    selectionId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.roomId, t.selectionGroupId] }),
    foreignKey({
      columns: [t.selectionId, t.selectionGroupId],
      foreignColumns: [selections.id, selections.selectionGroupId],
    }).onDelete("cascade"),
  ],
);

/**
 * A package on a person's dashboard for one layout: company packages they added and packages they
 * saved or duplicated. `origin` drives the "just created / just duplicated" highlight.
 */
export const userLayoutPackages = pgTable(
  "user_layout_packages",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apartmentLayoutId: integer()
      .notNull()
      .references(() => apartmentLayouts.id, { onDelete: "cascade" }),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    origin: text().$type<"added" | "created" | "duplicated">().notNull().default("added"),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.userId, t.apartmentLayoutId, t.packageId),
    index().on(t.apartmentLayoutId),
    check(
      "user_layout_packages_origin_check",
      sql`${t.origin} in ('added', 'created', 'duplicated')`,
    ),
  ],
);

/** Its shape is core's (`confirmationSnapshotSchema`), which a buyer's data export is held to. */
export type { ConfirmationSnapshot };

/**
 * A layout's confirmations, one row per version (1, 2, …): each immutable once written, except that
 * a later version ends it (`status`) and its PDF of record is added once made. Of a layout at most
 * one version is `current`, the confirmation of record (`confirmationOfRecord`); a staff amendment
 * supersedes it with the next version, and staff reopening it mark it `reopened`
 * (`layoutReopenings`), the buyer's next confirmation adding the next version. Decisions 044, 046.
 */
export const confirmations = pgTable(
  "confirmations",
  {
    id: id(),
    apartmentLayoutId: integer()
      .notNull()
      .references(() => apartmentLayouts.id, { onDelete: "cascade" }),
    /** 1, 2, … per layout. */
    version: integer().notNull(),
    /** `current`: of record; `superseded` by a later version; `reopened` by staff. */
    status: text().$type<ConfirmationStatus>().notNull().default("current"),
    /** When the status last changed: the version's end, for one no longer current. */
    endedAt: timestamp({ withTimezone: true }),
    /** `buyer`: the buyer or staff for them confirmed; `amendment`: staff changed the package. */
    kind: text().$type<ConfirmationKind>().notNull().default("buyer"),
    // "no action" is checked at the end of the statement: a confirmed package cannot be deleted
    // on its own, but deleting the buyer's account removes both together.
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "no action" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The staff member who confirmed for the buyer, if not the buyer. */
    confirmedBy: integer().references(() => users.id, { onDelete: "set null" }),
    confirmedAt: createdAt(),
    /** The language the confirmation was made in: its PDF of record is in it. */
    locale: text().notNull().default("et"),
    /** The company's site it was made on (`https://host`): its PDF of record links there. */
    site: text().notNull().default(""),
    snapshot: jsonb().$type<ConfirmationSnapshot>().notNull(),
    /** SHA-256 of core's canonical `confirmationContent`; null only for those made before versions. */
    contentHash: text(),
    /** The code of its public verification page (`/{lang}/verify/{code}`). */
    verifyCode: text().notNull().unique().$defaultFn(newVerifyCode),
    /** The PDF of record in storage, and the SHA-256 of its bytes: set once, when first made. */
    pdfKey: text(),
    pdfSha256: text(),
    /**
     * When the buyer signed it at the company's eID broker (decision 048): the name the broker
     * verified, its subject (the person's id there) and issuer, and when. Null: not signed.
     */
    signerName: text(),
    signerSubject: text(),
    signerIssuer: text(),
    signedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.userId),
    index().on(t.packageId),
    uniqueIndex().on(t.apartmentLayoutId, t.version),
    // One confirmation of record per layout, however many requests race.
    uniqueIndex("confirmations_one_current")
      .on(t.apartmentLayoutId)
      .where(sql`${t.status} = 'current'`),
    index().on(t.pdfSha256),
  ],
);

/**
 * Staff reopening a layout's confirmation of record (decision 046): that version ends as
 * `reopened`, and the buyer changes the rooms named (all when none) and confirms again, which
 * adds the next version and closes the reopening. At most one open reopening per layout.
 */
export const layoutReopenings = pgTable(
  "layout_reopenings",
  {
    id: id(),
    apartmentLayoutId: integer()
      .notNull()
      .references(() => apartmentLayouts.id, { onDelete: "cascade" }),
    /** The version reopened: it ended with this reopening. */
    confirmationId: integer()
      .notNull()
      .unique()
      .references(() => confirmations.id, { onDelete: "cascade" }),
    /** That version's number, as buyers and staff read it. */
    version: integer().notNull(),
    reason: text().notNull(),
    /** The rooms (tabs) the buyer may change again; null: the whole layout. */
    tabIds: integer().array(),
    reopenedBy: integer().references(() => users.id, { onDelete: "set null" }),
    reopenedAt: createdAt(),
    /** When the buyer confirmed again (the next version); null while open. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("layout_reopenings_one_open")
      .on(t.apartmentLayoutId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/**
 * A buyer's request to change a confirmed layout (decision 046): `open` until the company's staff
 * accept it, by reopening the layout (`layoutReopenings`), or decline it with a reason. At most one
 * open request per layout. Never edited but for its answer.
 */
export const changeRequests = pgTable(
  "change_requests",
  {
    id: id(),
    apartmentLayoutId: integer()
      .notNull()
      .references(() => apartmentLayouts.id, { onDelete: "cascade" }),
    /** The confirmation version it asks about. */
    confirmationId: integer()
      .notNull()
      .references(() => confirmations.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text().notNull(),
    status: text().$type<"open" | "accepted" | "declined">().notNull().default("open"),
    /** Staff's reason, when they reopened or declined. */
    answer: text(),
    answeredBy: integer().references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("change_requests_one_open")
      .on(t.apartmentLayoutId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** The files a buyer attached to a change request, in their order; they go with it. */
export const changeRequestFiles = pgTable(
  "change_request_files",
  {
    id: id(),
    changeRequestId: integer()
      .notNull()
      .references(() => changeRequests.id, { onDelete: "cascade" }),
    file: text()
      .notNull()
      .references(() => files.key, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.changeRequestId)],
);

/**
 * A deadline's reminder to one buyer of one apartment, recorded in the transaction that stores its
 * mail as a job: the unique key makes a second run, another process or a restart send none again
 * (docs/decisions/040-selection-deadlines.md). `deadline` is the deadline's code and its day
 * (`kitchen@2027-03-01`), so a deadline moved to another day reminds again. By the buyer's address,
 * as apartments bind buyers: one without an account yet is reminded too.
 */
export const deadlineReminders = pgTable(
  "deadline_reminders",
  {
    id: id(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    deadline: text().notNull(),
    apartmentId: integer()
      .notNull()
      .references(() => apartments.id, { onDelete: "cascade" }),
    email: text().notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.deadline, t.apartmentId, t.email)],
);

/**
 * Layouts whose selection deadline passed without a confirmation, each announced once
 * (`layout.deadline_passed` to the company's webhook): the deadline as `code@date`, as a reminder
 * names it.
 */
export const deadlinesPassed = pgTable(
  "deadlines_passed",
  {
    id: id(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    deadline: text().notNull(),
    apartmentLayoutId: integer()
      .notNull()
      .references(() => apartmentLayouts.id, { onDelete: "cascade" }),
    passedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.projectId, t.deadline, t.apartmentLayoutId)],
);

/**
 * A project's audit trail (docs/decisions/047-audit-trail.md): who did what to its layouts and
 * apartments, and when, written in the transaction of the change. Never changed: a trigger refuses
 * every update, and every delete but a whole company's. The project, apartment, layout and people
 * are ids without foreign keys, so that nothing removed or erased later takes an event with it;
 * the people's addresses are read from their accounts, so an erased account leaves only its id.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    projectId: integer().notNull(),
    apartmentId: integer(),
    apartmentLayoutId: integer(),
    at: createdAt(),
    /** The account that did it; null for the server itself. */
    byUserId: integer(),
    /** The customer staff acted for, when they did. */
    forUserId: integer(),
    /** `{action, …}`: core's AuditDetails. */
    details: jsonb().$type<AuditDetails>().notNull(),
  },
  (t) => [
    index().on(t.projectId, t.at),
    index().on(t.apartmentLayoutId),
    index().on(t.apartmentId),
  ],
);

export type ConfirmationStatus = "current" | "superseded" | "reopened";

/** An alphabet without look-alikes (0/O, 1/l/I), as the short links use. */
const CODE_ALPHABET = "23456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";

/** 12 characters (about 70 bits), so verification pages cannot be found by trying codes. */
function newVerifyCode(): string {
  return [...randomBytes(12)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}
export type ConfirmationKind = "buyer" | "amendment";

// ─── Symbol legends, short links ──────────────────────────────────────────────────────────────

export const symbolLegends = pgTable(
  "symbol_legends",
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    key: text().$type<(typeof LEGEND_KEYS)[number]>().notNull(),
    name: i18n(),
    priority: integer().notNull().default(0),
  },
  (t) => [unique().on(t.companyId, t.key)],
);

export const symbolLegendItems = pgTable(
  "symbol_legend_items",
  {
    id: id(),
    legendId: integer()
      .notNull()
      .references(() => symbolLegends.id, { onDelete: "cascade" }),
    code: code(),
    iconFile: fileKey(),
    name: i18n(),
    priority: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.legendId, t.code)],
);

/** Short addresses served by the product itself (`/s/{code}`), only for the company's own site. */
export const shortLinks = pgTable(
  "short_links",
  {
    code: text().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    url: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    hits: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [index().on(t.companyId, t.url)],
);

/**
 * One row counting changes to what the read cache keeps (`value`) and to what logged-in people's
 * reads keep (`personal`). Triggers on the tables behind them (migrations 0002, 0024, 0025) add one
 * on every change, in the writing transaction, so no write path can forget it; every server
 * process on PostgreSQL compares both before answering from its caches.
 */
export const cacheVersion = pgTable(
  "cache_version",
  {
    id: integer().primaryKey().default(1),
    value: bigint({ mode: "number" }).notNull().default(0),
    /**
     * Changes to what logged-in people's reads keep (auth/personal-cache.ts), counted in the same
     * row so that a transaction writing both kinds never waits for two locks (migration 0024).
     */
    personal: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [check("cache_version_single_row", sql`${t.id} = 1`)],
);

// ─── Webhooks (docs/decisions/043-webhooks.md) ────────────────────────────────────────────────

/**
 * A company's webhook: the address its ERP receives events at, and the secret each delivery is
 * signed with (kept as it is: the server needs it to sign). One per company; none, no deliveries.
 */
/**
 * A company's OpenID Connect eID broker (decision 048): with one, its buyers confirm by signing in
 * there. The client secret is the broker's for this company; it is never answered back.
 */
export const companySigning = pgTable("company_signing", {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  issuer: text().notNull(),
  clientId: text().notNull(),
  clientSecret: text().notNull(),
  /** What buyers read: the eIDs the broker offers. */
  label: text().notNull(),
  updatedAt: createdAt(),
});

/**
 * A buyer's signing in flight (decision 048): what they are confirming and what the broker's
 * answer is checked with, kept by the state's hash until they come back, at most 10 minutes.
 */
export const signingRequests = pgTable(
  "signing_requests",
  {
    stateHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The confirmation asked for: `POST /confirm-package`'s body. */
    confirm: jsonb().$type<RouteBody<"POST /confirm-package">>().notNull(),
    /** The package as the buyer saw it: a save meanwhile means they sign something else. */
    packageUpdatedAt: timestamp({ withTimezone: true }).notNull(),
    codeVerifier: text().notNull(),
    nonce: text().notNull(),
    /** The company site (origin) the buyer started from, where they are sent back. */
    site: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

export const webhooks = pgTable("webhooks", {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  url: text().notNull(),
  /** `whsec_` and 32 random bytes in base64, as Standard Webhooks writes a secret. */
  secret: text().notNull(),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

/** One attempt at delivering an event to a company's webhook, as its admins see it. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The event's id (`webhook-id`), the same on every attempt at it. */
    eventId: text().notNull(),
    eventType: text().notNull(),
    url: text().notNull(),
    attempt: integer().notNull(),
    at: createdAt(),
    /** The receiver's HTTP status; null when none came (refused, timed out, not allowed). */
    statusCode: integer(),
    /** Why the attempt failed; null when the receiver answered 2xx. */
    error: text(),
    durationMs: integer().notNull(),
  },
  (t) => [index().on(t.companyId, t.at), index().on(t.eventId)],
);
