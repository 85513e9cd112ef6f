import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidRegistrationName,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "../validation.ts";
import { idBody, idParam, localeSchema } from "./common.ts";

const email = z
  .string({ error: "is required" })
  .max(EMAIL_MAX_LENGTH, "is too long")
  .transform((s) => s.trim())
  .refine(isValidEmail, "must be a valid e-mail address");
/** Checked for length only: a login with an old, weaker password must still reach the check. */
const anyPassword = z
  .string({ error: "is required" })
  .min(1, "is required")
  .max(PASSWORD_MAX_LENGTH, "is too long");
const newPassword = z
  .string({ error: "is required" })
  .refine(isValidPassword, "needs at least 8 characters, 1 uppercase, 1 lowercase and 1 numeral");
const token = z.string({ error: "is required" }).min(1, "is required").max(200, "is too long");

export const PROVIDERS = ["main", "google", "facebook"] as const;
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const loginBodySchema = z.object({ email, password: anyPassword, company_id: idBody });

export const registerBodySchema = z
  .object({
    name: z
      .string({ error: "is required" })
      .max(NAME_MAX_LENGTH, "is too long")
      .refine(isValidRegistrationName, "needs at least 3 characters"),
    email,
    password: newPassword,
    password_confirmation: z.string({ error: "is required" }),
    locale: localeSchema.default("et"),
    is_subscribed: z
      .union([z.literal(0), z.literal(1), z.boolean()])
      .default(0)
      .transform((v) => v === 1 || v === true),
    company_id: idBody,
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: "does not match the password",
    path: ["password_confirmation"],
  });

export const resetSendBodySchema = z.object({ email, company_id: idBody });
export const resetCheckBodySchema = z.object({ email, token });
export const resetBodySchema = z
  .object({
    email,
    token,
    password: newPassword,
    password_confirmation: z.string({ error: "is required" }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: "does not match the password",
    path: ["password_confirmation"],
  });

export const verifyParamsSchema = z.object({
  customerId: idParam,
  hash: z.string().regex(/^[0-9a-f]{64}$/, "is not a verification link"),
});
export const verifyQuerySchema = z.object({
  company_id: idParam.optional(),
  expires: z.string().regex(/^\d{1,13}$/, "is not a verification link"),
  signature: z.string().regex(/^[0-9a-f]{64}$/, "is not a verification link"),
});
export const companyBodySchema = z.object({ company_id: idBody });

export const profileUpdateBodySchema = z
  .object({
    name: z
      .string()
      .max(NAME_MAX_LENGTH, "is too long")
      .refine(isValidName, "can't be empty")
      .optional(),
    email: email.optional(),
    /** Needed with a new e-mail when the account has a password. */
    current_password: anyPassword.optional(),
  })
  .refine((b) => b.name !== undefined || b.email !== undefined, {
    message: "name or email is required",
    path: ["name"],
  });

export const changePasswordBodySchema = z
  .object({
    old_password: anyPassword,
    password: newPassword,
    password_confirmation: z.string({ error: "is required" }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: "does not match the password",
    path: ["password_confirmation"],
  });

export const socialStartParamsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: "must be google or facebook" }),
  lang: localeSchema,
});
export const socialAttachParamsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: "must be google or facebook" }),
  locale: localeSchema,
});
export const socialProviderParamsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: "must be google or facebook" }),
});
/**
 * A secret the browser makes for each social login (32 random bytes, base64url) and keeps for the
 * return: only the browser that started a login can trade its hand-over code, so a link with a
 * code caught from one's own login logs nobody else in.
 */
export const browserKeySchema = z
  .string({ error: "is required" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "must be 32 random bytes in base64url");
export const socialStartQuerySchema = z.object({
  company_id: idParam,
  browser_key: browserKeySchema,
});
/**
 * Connecting a provider hands no login over: it is confirmed by the account that started it, from
 * its own login (`socialAttachConfirmBodySchema`), so it needs no browser key.
 */
export const socialAttachQuerySchema = z.object({ company_id: idParam });
/**
 * The one-time code the provider's return brings to `/{lang}/profile/attached?code=…`, sent back
 * with the account's own login to connect the provider. Only its size is checked here: any other
 * value is refused like a spent code, in the caller's language (and names `code`).
 */
export const socialAttachConfirmBodySchema = z.object({
  code: z.string({ error: "is required" }).max(200, "is too long"),
});

export const userSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  locale: z.string(),
  is_subscribed: z.boolean(),
  /** Role names; `customer` is a buyer, anything else is staff. */
  roles: z.record(z.string(), z.string()),
  providers: z.array(z.object({ provider: z.enum(PROVIDERS), name: z.string().nullable() })),
});
export type User = z.infer<typeof userSchema>;

export const tokenAnswerSchema = z.object({ token: z.string(), user: userSchema });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/**
 * What a one-time hand-over code carries a login into: the page a social login returns to, or the
 * dashboard or summary staff open for a customer. The code is in the page's `token` query value,
 * as the spec names it; the page trades it for a token once, within a minute.
 */
export const HANDOVER_PURPOSES = ["social", "staff"] as const;
export type HandoverPurpose = (typeof HANDOVER_PURPOSES)[number];
export const handoverBodySchema = z.object({
  code: token,
  purpose: z.enum(HANDOVER_PURPOSES, { error: "must be social or staff" }),
  company_id: idBody,
  /**
   * For `social`, the secret the login was started with. Any other value, or none, is refused
   * like an invalid code (and uses the code up), so it is not checked for form here.
   */
  browser_key: z.string().max(200, "is too long").optional(),
});
/** Staff make codes for their own links; social codes are made only by the provider's return. */
export const handoverCodeBodySchema = z.object({
  purpose: z.literal("staff", { error: "must be staff" }),
});
export const handoverCodeAnswerSchema = z.object({ code: z.string(), expires_at: z.string() });
export const messageAnswerSchema = z.object({ message: z.string() });
export const redirectAnswerSchema = z.object({ url: z.string() });
export const profileAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  user: userSchema,
});
