import type { Locale, SocialProvider } from "@home-designer/core";
import { type CallBody, call } from "../../lib/api.ts";

/** The account calls of the login pages (spec: accounts, section 7). */

export function login(body: CallBody<"POST /auth/login">) {
  return call("POST /auth/login", { body });
}

/** The person behind a token that is not kept yet (right after a login). */
export function fetchUser(token: string) {
  return call("GET /auth/user", { token });
}

export function register(body: CallBody<"POST /auth/register">) {
  return call("POST /auth/register", { body });
}

/** The provider's login address, for a login bound to this browser's secret; the browser goes there. */
export function socialLoginUrl(
  provider: SocialProvider,
  lang: Locale,
  companyId: number,
  browserKey: string,
) {
  return call("GET /social-auth/:provider/:lang", {
    params: { provider, lang },
    query: { company_id: companyId, browser_key: browserKey },
  });
}

export function sendResetLink(body: CallBody<"POST /reset-password/send">) {
  return call("POST /reset-password/send", { body });
}

export function checkResetLink(body: CallBody<"POST /reset-password/check">) {
  return call("POST /reset-password/check", { body });
}

export function resetPassword(body: CallBody<"POST /reset-password/reset">) {
  return call("POST /reset-password/reset", { body });
}

/** Confirms an e-mail with the signed link's parts (`expires`, `signature` from its query). */
export function verifyEmail(
  customerId: string,
  hash: string,
  query: { expires: string | null; signature: string | null; company_id: number },
) {
  // A part missing from the link is sent empty, that is left out: the server names it.
  return call("GET /email/verify/:customerId/:hash", {
    params: { customerId, hash },
    query: { ...query, expires: query.expires ?? "", signature: query.signature ?? "" },
  });
}

/** Another verification link, for the account of a token that is not kept yet. */
export function resendVerification(token: string, companyId: number) {
  return call("POST /email/verify-resend", { body: { company_id: companyId }, token });
}
