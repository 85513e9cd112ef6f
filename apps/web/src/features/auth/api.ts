import type { SocialProvider, User } from "@home-designer/core";
import { api } from "../../lib/api.ts";

/** The account calls of the login pages (spec: accounts, section 7). */

export type TokenAnswer = { token: string; user: User };
type Message = { message: string };

export function login(body: { email: string; password: string; company_id: number }) {
  return api<TokenAnswer>("/auth/login", { method: "POST", body });
}

/** The person behind a token that is not kept yet (right after a login). */
export function fetchUser(token: string) {
  return api<User>("/auth/user", { token });
}

export function register(body: {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  locale: string;
  is_subscribed: 0 | 1;
  company_id: number;
}) {
  return api<TokenAnswer & Message>("/auth/register", { method: "POST", body });
}

/** The provider's login address, for a login bound to this browser's secret; the browser goes there. */
export function socialLoginUrl(
  provider: SocialProvider,
  lang: string,
  companyId: number,
  browserKey: string,
) {
  return api<{ url: string }>(`/social-auth/${provider}/${lang}`, {
    query: { company_id: companyId, browser_key: browserKey },
  });
}

export function sendResetLink(body: { email: string; company_id: number }) {
  return api<Message>("/reset-password/send", { method: "POST", body });
}

export function checkResetLink(body: { email: string; token: string }) {
  return api<Message>("/reset-password/check", { method: "POST", body });
}

export function resetPassword(body: {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}) {
  return api<Message>("/reset-password/reset", { method: "POST", body });
}

/** Confirms an e-mail with the signed link's parts (`expires`, `signature` from its query). */
export function verifyEmail(
  customerId: string,
  hash: string,
  query: { expires: string | null; signature: string | null; company_id: number },
) {
  return api<Message>(
    `/email/verify/${encodeURIComponent(customerId)}/${encodeURIComponent(hash)}`,
    { query },
  );
}

/** Another verification link, for the account of a token that is not kept yet. */
export function resendVerification(token: string, companyId: number) {
  return api<Message>("/email/verify-resend", {
    method: "POST",
    body: { company_id: companyId },
    token,
  });
}
