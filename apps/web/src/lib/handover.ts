import type { HandoverPurpose, TokenAnswer } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { call } from "./api.ts";
import { useCompany } from "./company.ts";
import { keepLogin } from "./user.ts";

/** Where this tab keeps the secret of the social login it started. */
const BROWSER_KEY_STORAGE = "socialLoginKey";

/**
 * A new secret for a social login about to start (`browser_key`, 32 random bytes in base64url),
 * kept for the return. The server hands the login back only to whoever shows it, so a link with
 * the code of someone else's login (sent to log a person into the sender's account) logs nobody
 * in. sessionStorage keeps it through the trip to the provider and back in this tab, and no
 * other tab or browser sees it.
 */
export function newBrowserKey(storage: Storage = sessionStorage): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  storage.setItem(BROWSER_KEY_STORAGE, key);
  return key;
}

/** The secret of the social login this tab started, if any, taken out: it serves one return. */
export function takeBrowserKey(storage: Storage = sessionStorage): string | null {
  try {
    const key = storage.getItem(BROWSER_KEY_STORAGE);
    storage.removeItem(BROWSER_KEY_STORAGE);
    return key;
  } catch {
    // A browser that refuses storage started no login here: it has no secret.
    return null;
  }
}

/**
 * Trades the one-time code a page was opened with (its `token` query value) for a login. A value
 * from the address is never kept as the token itself: a link must not log anybody in as someone
 * else, and a bearer token must not sit in the history. A social code also needs the secret its
 * login was started with (`takeBrowserKey`); without it the server refuses the code.
 */
export function exchangeHandoverCode(
  code: string,
  purpose: HandoverPurpose,
  companyId: number,
  browserKey?: string,
): Promise<TokenAnswer> {
  return call("POST /auth/handover", {
    body: { code, purpose, company_id: companyId, browser_key: browserKey },
  });
}

/**
 * Staff arriving with a hand-over code (`?token=<code>`): the code is traded once (React's
 * development double effects included), the login kept, then `proceed` goes on without the code
 * in the address. Answers the failure to show when the code did not work.
 */
export function useStaffHandover(code: string, proceed: () => void): Error | null {
  const queryClient = useQueryClient();
  const company = useCompany();
  const [failure, setFailure] = useState<Error | null>(null);
  const traded = useRef<string | null>(null);
  const onTraded = useEffectEvent(({ token, user }: TokenAnswer) => {
    keepLogin(queryClient, token, user);
    proceed();
  });
  useEffect(() => {
    if (traded.current === code) return;
    traded.current = code;
    exchangeHandoverCode(code, "staff", company.id).then(onTraded, (error: unknown) =>
      setFailure(error instanceof Error ? error : new Error(String(error))),
    );
  }, [code, company.id]);
  return failure;
}
