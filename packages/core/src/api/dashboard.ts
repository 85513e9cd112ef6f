import { z } from "zod";
import { isValidEmail, PACKAGE_NAME_MAX_LENGTH } from "../validation.ts";
import { i18nTextSchema, idBody, idParam, localeSchema } from "./common.ts";
import { reopeningSchema } from "./confirmations.ts";
import { packageAbilitiesSchema, packageSchema } from "./packages.ts";
import { deadlineSchema, TRANSACTION_STATUSES } from "./rooms.ts";
import { rule } from "./validation-messages.ts";

const packageName = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().min(1).max(PACKAGE_NAME_MAX_LENGTH));

/** Who a package call is about: the caller, or the customer staff acts for (`?user_id=`). */
export const actingQuerySchema = z.object({ user_id: idParam.optional() });
export const packageParamsSchema = z.object({ packageId: idParam });
export const layoutParamsSchema = z.object({ layoutId: idParam });

export const savedSelectionSchema = z.object({ selection_id: idBody, tab_id: idBody });

/**
 * Saving choices (with `selections`): into the buyer's own unconfirmed package, or as a new
 * package named `name`. Adding a layout to the dashboard (without `selections`): the project's
 * default package for that layout.
 */
export const savePackageBodySchema = z.object({
  user_id: idBody.optional(),
  apartment_layout_id: idBody,
  package_id: z.union([idBody, z.literal("custom")]),
  selections: z.array(savedSelectionSchema).max(5000).optional(),
  name: packageName.optional(),
});
export const savePackageAnswerSchema = z.object({
  /** The package now holding the choices; a new id when one was created. */
  id: z.number().int(),
  created: z.boolean(),
  message: z.string(),
  package: packageSchema,
});

export const renamePackageBodySchema = z.object({ name: packageName });
export const layoutQuerySchema = z.object({
  apartment_layout_id: idParam,
  user_id: idParam.optional(),
});

/** A company package's choices depend on the layout; a person's own package has one. */
export const packageSelectionsQuerySchema = z.object({
  apartment_layout_id: idParam.optional(),
  user_id: idParam.optional(),
});

export const packageSelectionListSchema = z.array(
  z.object({ tab_id: z.number().int(), group_id: z.number().int(), id: z.number().int() }),
);

export const duplicateAnswerSchema = z.object({
  message: z.string(),
  /** The new package. */
  id: z.number().int(),
});

export const confirmPackageBodySchema = z.object({
  apartment_id: idBody,
  apartment_layout_id: idBody,
  package_id: idBody,
  selected_locale: localeSchema,
});
export const confirmAnswerSchema = z.object({ message: z.string(), confirmation_date: z.string() });

export const apartmentsQuerySchema = z.object({
  company: idParam,
  project_id: idParam.optional(),
  building_id: idParam.optional(),
  apartment_id: idParam.optional(),
  page: idParam.default(1),
  perPage: idParam.default(100).pipe(z.number().max(100)),
});
export const userApartmentsParamsSchema = z.object({ userId: idParam });

/** What the caller may do with a layout on the dashboard (the server's policies decide). */
export const layoutAbilitiesSchema = z.object({
  /** Take the layout off the dashboard with the person's own packages of it. */
  remove: z.boolean(),
});
export type LayoutAbilities = z.infer<typeof layoutAbilitiesSchema>;

export const dashboardEntrySchema = z.object({
  apartment_layout_id: z.number().int(),
  package_id: z.number().int(),
  apartment_id: z.number().int(),
  confirmed: z.boolean(),
  confirmation_date: z.string().nullable(),
  /** Whether the person may confirm the package now (the same as `abilities.confirm`). */
  can_confirm: z.boolean(),
  abilities: packageAbilitiesSchema,
  /** What the person may do with the entry's layout; the same on every entry of a layout. */
  layout_abilities: layoutAbilitiesSchema,
  /**
   * The layout's open reopening (staff reopened its confirmation; the buyer is to confirm
   * again), for its buyers and staff acting for them; the same on every entry of a layout.
   */
  reopening: reopeningSchema.nullable(),
  /** How the package came onto the dashboard, for the "just created / duplicated" highlight. */
  origin: z.enum(["added", "created", "duplicated"]),
  created_at: z.string(),
  package: z.object({
    id: z.number().int(),
    name: i18nTextSchema,
    description: i18nTextSchema,
    img: z.string().nullable(),
    /** The buyer's own package (made by saving or duplicating). */
    custom: z.boolean(),
    /** Whether the company lets this package be confirmed at all. */
    can_confirm: z.boolean(),
  }),
  apartment_layout: z.object({
    id: z.number().int(),
    name: z.string(),
    web_img: z.object({ url: z.string().nullable() }),
    /** The project's selection deadlines, earliest first. */
    deadlines: z.array(deadlineSchema),
    apartment: z.object({
      id: z.number().int(),
      number: z.string(),
      transaction_status: z.enum(TRANSACTION_STATUSES),
      www_detailed_url: z.string().nullable(),
      building: z.object({
        id: z.number().int(),
        building_number: z.string(),
        project_id: z.number().int(),
        project: z.object({
          id: z.number().int(),
          /** The company's code of it: the back office names a project by it. */
          code: z.string(),
          name: z.string(),
          project_url: z.string().nullable(),
        }),
      }),
    }),
  }),
});
export type DashboardEntry = z.infer<typeof dashboardEntrySchema>;
/** Entries grouped by apartment layout id (as text), in the order of the newest first. */
export const apartmentsAnswerSchema = z.record(z.string(), z.array(dashboardEntrySchema));

export const summaryPdfBodySchema = z.object({
  project_id: idBody,
  apartment_layout_id: idBody,
  /** The package the choices start from; `custom` for choices that only the selections give. */
  package_id: z.union([idBody, z.literal("custom")]),
  selections: z.array(savedSelectionSchema).max(5000).default([]),
  locale: localeSchema,
  user_id: idBody.optional(),
});

export const shortLinkBodySchema = z.object({
  url: z.url().max(4000),
  company_id: idBody,
});
export const shortLinkAnswerSchema = z.object({ url: z.string() });

export const guestPackageBodySchema = z.object({
  email: z.string().trim().refine(isValidEmail, rule("email")),
  homeDesignerUrl: z.url().max(4000),
  apartment: z.string().max(300).default(""),
  lang: localeSchema,
  companyId: idBody,
  /** The guest agreed to the terms of use (spec: required for an e-mailed offer). */
  terms_accepted: z.literal(true, rule("terms")),
});

/** The composed room picture of a design (`sharePicturePath`); `room` absent: the first room. */
export const sharePictureQuerySchema = z.object({
  project: idParam,
  apartment_layout_id: idParam,
  package: z.union([idParam, z.literal("custom")]),
  room: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
  selections: z.string().max(4000).optional(),
  compressed_selections: z.string().max(4000).optional(),
});
