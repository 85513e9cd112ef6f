/**
 * The login providers and a social login's failure codes. Apart from the API's schemas (zod) so
 * that the login page can read them without loading a validation library on every page.
 */
export const PROVIDERS = ["main", "google", "facebook"] as const;
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/**
 * Why a social login or connecting failed, as the provider's return tells the site
 * (`/{lang}/auth/failure?errors=<code>&provider=<provider>`, `/{lang}/profile/failed?…`): a code,
 * never a text, so that an address anyone can write shows only the site's own words.
 */
export const SOCIAL_FAILURES = [
  "failed",
  "no_email",
  "email_taken",
  "connected_elsewhere",
  "already_connected",
] as const;
export type SocialFailure = (typeof SOCIAL_FAILURES)[number];
