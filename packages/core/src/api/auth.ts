import { z } from "zod";
import { PROVIDERS, SOCIAL_PROVIDERS } from "../social-login.ts";
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidRegistrationName,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "../validation.ts";
import { idBody, idParam, localeSchema } from "./common.ts";
import { rule } from "./validation-messages.ts";

const email = z
  .string()
  .max(EMAIL_MAX_LENGTH)
  .transform((s) => s.trim())
  .refine(isValidEmail, rule("email"));
/** Checked for length only: a login with an old, weaker password must still reach the check. */
const anyPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const newPassword = z.string().refine(isValidPassword, rule("password"));
const token = z.string().min(1).max(200);

/**
 * The known-device value an earlier login to this account gave this browser (`device` of the
 * answer), if it has one: failed logins from a browser the account has logged in from are counted
 * for that browser, not against the account's limit that anyone may run out
 * (docs/decisions/001-login-throttling.md). Any value of this size is taken; one the server did
 * not give for this account counts as none.
 */
const knownDevice = z.string().max(200);

export const loginBodySchema = z.object({
  email,
  password: anyPassword,
  company_id: idBody,
  device: knownDevice.optional(),
});

export const registerBodySchema = z
  .object({
    name: z
      .string()
      // A name too long is told only that, not also that it is too short once trimmed.
      .max(NAME_MAX_LENGTH, { abort: true })
      .refine(isValidRegistrationName, rule("text_min", { minimum: NAME_MIN_LENGTH })),
    email,
    password: newPassword,
    password_confirmation: z.string(),
    // The language the person registers in; left out, the request's own (the server fills it in,
    // as it knows the site's languages), never a fixed one a site may not offer.
    locale: localeSchema.optional(),
    is_subscribed: z
      .union([z.literal(0), z.literal(1), z.boolean()])
      .default(0)
      .transform((v) => v === 1 || v === true),
    company_id: idBody,
  })
  .refine((b) => b.password === b.password_confirmation, {
    ...rule("password_mismatch"),
    path: ["password_confirmation"],
  });

export const resetSendBodySchema = z.object({ email, company_id: idBody });
export const resetCheckBodySchema = z.object({ email, token });
export const resetBodySchema = z
  .object({
    email,
    token,
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    ...rule("password_mismatch"),
    path: ["password_confirmation"],
  });

export const verifyParamsSchema = z.object({
  customerId: idParam,
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export const verifyQuerySchema = z.object({
  company_id: idParam.optional(),
  expires: z.string().regex(/^\d{1,13}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export const companyBodySchema = z.object({ company_id: idBody });

export const profileUpdateBodySchema = z
  .object({
    name: z
      .string()
      .max(NAME_MAX_LENGTH, { abort: true })
      .refine(isValidName, rule("required"))
      .optional(),
    email: email.optional(),
    /** Needed with a new e-mail when the account has a password. */
    current_password: anyPassword.optional(),
  })
  .refine((b) => b.name !== undefined || b.email !== undefined, {
    ...rule("name_or_email"),
    path: ["name"],
  });

export const changePasswordBodySchema = z
  .object({
    old_password: anyPassword,
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    ...rule("password_mismatch"),
    path: ["password_confirmation"],
  });

export const socialStartParamsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  lang: localeSchema,
});
export const socialAttachParamsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  locale: localeSchema,
});
export const socialProviderParamsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
});
/**
 * A secret the browser makes for each social login (32 random bytes, base64url) and keeps for the
 * return: only the browser that started a login can trade its hand-over code, so a link with a
 * code caught from one's own login logs nobody else in.
 */
export const browserKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const socialStartQuerySchema = z.object({
  company_id: idParam,
  browser_key: browserKeySchema,
});
/**
 * What a provider's return brings: its code (or error) and our state. Providers add their own
 * fields (`scope`, `iss`, …), which are passed on to the provider's library as they came.
 */
export const socialCallbackQuerySchema = z
  .object({
    code: z.string().optional(),
    state: z.string().optional(),
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .catchall(z.string());
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
  code: z.string().max(200),
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
 * A login with the password, which also makes this browser a known one of the account: `device`
 * is sent with its next logins to it (`loginBodySchema`).
 */
export const loginAnswerSchema = tokenAnswerSchema.extend({ device: z.string() });
/** A new account is logged in at once, and told where its verification link went. */
export const registerAnswerSchema = loginAnswerSchema.extend({ message: z.string() });
/** A new password set through the mailed link: the browser that set it is a known one. */
export const resetAnswerSchema = z.object({ message: z.string(), device: z.string() });

/**
 * What a one-time hand-over code carries a login into: the page a social login returns to, or the
 * dashboard or summary staff open for a customer. The code is in the page's `token` query value,
 * as the spec names it; the page trades it for a token once, within a minute.
 */
export const HANDOVER_PURPOSES = ["social", "staff"] as const;
export type HandoverPurpose = (typeof HANDOVER_PURPOSES)[number];
export const handoverBodySchema = z.object({
  code: token,
  purpose: z.enum(HANDOVER_PURPOSES),
  company_id: idBody,
  /**
   * For `social`, the secret the login was started with. Any other value, or none, is refused
   * like an invalid code (and uses the code up), so it is not checked for form here.
   */
  browser_key: z.string().max(200).optional(),
});
/** Staff make codes for their own links; social codes are made only by the provider's return. */
export const handoverCodeBodySchema = z.object({
  purpose: z.literal("staff"),
});
export const handoverCodeAnswerSchema = z.object({ code: z.string(), expires_at: z.string() });
export const messageAnswerSchema = z.object({ message: z.string() });
export const redirectAnswerSchema = z.object({ url: z.string() });
export const profileAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  user: userSchema,
});
