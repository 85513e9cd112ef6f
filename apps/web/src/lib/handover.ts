import type { HandoverPurpose, TokenAnswer } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { api } from "./api.ts";
import { useCompany } from "./company.ts";
import { keepLogin } from "./user.ts";

/**
 * Trades the one-time code a page was opened with (its `token` query value) for a login. A value
 * from the address is never kept as the token itself: a link must not log anybody in as someone
 * else, and a bearer token must not sit in the history.
 */
export function exchangeHandoverCode(
  code: string,
  purpose: HandoverPurpose,
  companyId: number,
): Promise<TokenAnswer> {
  return api<TokenAnswer>("/auth/handover", {
    method: "POST",
    body: { code, purpose, company_id: companyId },
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
