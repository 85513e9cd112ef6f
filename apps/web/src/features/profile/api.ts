import type { SocialProvider, User } from "@home-designer/core";
import { api } from "../../lib/api.ts";

/** The calls of My account (spec: accounts, section 7). */

export type ProfileAnswer = { success: boolean; message?: string; user: User };

/** A new e-mail takes the current password when the account has one. */
export function updateProfile(
  body: { name: string } | { email: string; current_password?: string },
) {
  return api<ProfileAnswer>("/auth/user/update", { method: "POST", body });
}

export function changePassword(body: {
  old_password: string;
  password: string;
  password_confirmation: string;
}) {
  return api<{ message: string }>("/auth/user/change-password", { method: "POST", body });
}

export function deleteAccount() {
  return api<{ message: string }>("/auth/user/delete", { method: "DELETE" });
}

/** The provider's address for connecting it to this account; the browser goes there. */
export function attachUrl(provider: SocialProvider, locale: string, companyId: number) {
  return api<{ url: string }>(`/social-auth/attach/${provider}/${locale}`, {
    query: { company_id: companyId },
  });
}

/**
 * Connects the provider whose return brought this one-time code (`/{lang}/profile/attached?code=`):
 * the server connects it only for the account that started connecting, so a return completed in
 * someone else's browser connects nothing. Answers the person with their logins.
 */
export function confirmAttachment(code: string) {
  return api<User>("/social-auth/attach", { method: "POST", body: { code } });
}

export function detachProvider(provider: SocialProvider) {
  return api<User>(`/social-auth/detach/${provider}`);
}

export function resendVerification(companyId: number) {
  return api<{ message: string }>("/email/verify-resend", {
    method: "POST",
    body: { company_id: companyId },
  });
}
