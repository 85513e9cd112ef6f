import type { Locale, SocialProvider } from "@home-designer/core";
import { type CallBody, call } from "../../lib/api.ts";
import { downloadFromApi } from "../../lib/download.ts";

/** The calls of My account (spec: accounts, section 7). */

/** A new e-mail takes the current password when the account has one. */
export function updateProfile(body: CallBody<"POST /auth/user/update">) {
  return call("POST /auth/user/update", { body });
}

export function changePassword(body: CallBody<"POST /auth/user/change-password">) {
  return call("POST /auth/user/change-password", { body });
}

export function deleteAccount() {
  return call("DELETE /auth/user/delete");
}

/** The person's own data as one .zip, saved by the browser under the server's name for it. */
export function downloadMyData() {
  return downloadFromApi("GET /auth/user/export", undefined, {
    accept: "application/zip",
    fallbackName: "personal-data.zip",
  });
}

/** The provider's address for connecting it to this account; the browser goes there. */
export function attachUrl(provider: SocialProvider, locale: Locale, companyId: number) {
  return call("GET /social-auth/attach/:provider/:locale", {
    params: { provider, locale },
    query: { company_id: companyId },
  });
}

/**
 * Connects the provider whose return brought this one-time code (`/{lang}/profile/attached?code=`):
 * the server connects it only for the account that started connecting, so a return completed in
 * someone else's browser connects nothing. Answers the person with their logins.
 */
export function confirmAttachment(code: string) {
  return call("POST /social-auth/attach", { body: { code } });
}

export function detachProvider(provider: SocialProvider) {
  return call("GET /social-auth/detach/:provider", { params: { provider } });
}

export function resendVerification(companyId: number) {
  return call("POST /email/verify-resend", { body: { company_id: companyId } });
}
