import type { User } from "@home-designer/core";
import { pages, type UiLocale } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "../../lib/navigation.ts";
import {
  dropPendingSave,
  isLocalPath,
  keepPendingSave,
  type PendingSave,
  resumeSaveState,
} from "../../lib/pending-save.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { keepLogin } from "../../lib/user.ts";
import { fetchUser } from "./api.ts";

/** Navigation state of `/{lang}/send-verification`: whom to send another link to. */
export type VerificationState = { email: string; token: string };

export function readVerificationState(state: unknown): VerificationState | null {
  if (typeof state !== "object" || state === null) return null;
  const { email, token } = state as Record<string, unknown>;
  return typeof email === "string" && typeof token === "string" && email && token
    ? { email, token }
    : null;
}

export type NextStep = {
  /** Whether the login is kept in this browser (not before the e-mail is confirmed). */
  keep: boolean;
  to: string;
  state?: unknown;
};

/**
 * Where a login leads (spec: accounts, section 4): an unconfirmed e-mail to send-verification
 * (not logged in, the token only in the page's state); from the summary back to it, to save the
 * design; else to the page the login was asked for (`redirect`), or the dashboard.
 */
export function nextAfterLogin(params: {
  lang: UiLocale;
  token: string;
  user: Pick<User, "email" | "email_verified_at">;
  pending: PendingSave | null;
  redirect: string | null;
}): NextStep {
  const { lang, token, user, pending, redirect } = params;
  if (!user.email_verified_at) {
    const state: VerificationState = { email: user.email, token };
    return { keep: false, to: pages.sendVerification({ lang }), state };
  }
  if (pending) return { keep: true, to: pending.returnTo, state: resumeSaveState(pending) };
  if (redirect && isLocalPath(redirect)) return { keep: true, to: redirect };
  return { keep: true, to: pages.dashboard({ lang }) };
}

/**
 * Finishes a login with its token: fetches the person, keeps the login, goes on. A design waiting
 * to be saved is resumed now that the e-mail is confirmed (and no longer kept in the browser), or
 * kept in the browser until the login after the confirmation.
 */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLocale();
  return async (
    token: string,
    context: { pending: PendingSave | null; redirect: string | null },
  ): Promise<void> => {
    const user = await fetchUser(token);
    const next = nextAfterLogin({ lang, token, user, ...context });
    if (context.pending) {
      if (next.keep) dropPendingSave();
      else keepPendingSave(context.pending);
    }
    if (next.keep) keepLogin(queryClient, token, user);
    navigate(next.to, { state: next.state, replace: true });
  };
}
