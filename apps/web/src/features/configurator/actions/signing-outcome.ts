import type { SigningOutcome } from "@home-designer/core";
import { useEffect, useRef } from "react";
import { i18n } from "../../../i18n/index.ts";
import { useLocation, useNavigate } from "../../../lib/navigation.ts";
import { withSearch } from "../../../lib/search.ts";
import { LONG_TOAST_DURATION, toast } from "../../../lib/toast.ts";

/**
 * How a signing at the company's eID broker ended, as the page the server sends the buyer back to
 * says it (`?signing=`, decision 048): a confirmation is good news; every other end confirmed
 * nothing, a warning when the buyer can simply start again, an error when the broker's answer
 * was false.
 */
const NOTICES: Record<SigningOutcome, "success" | "warning" | "error"> = {
  signed: "success",
  cancelled: "warning",
  expired: "warning",
  failed: "error",
  refused: "warning",
};

/** The outcome a query names, or null for none or one this app does not know. */
export function signingOutcomeOf(search: string): SigningOutcome | null {
  const value = new URLSearchParams(search).get("signing");
  return value !== null && Object.hasOwn(NOTICES, value) ? (value as SigningOutcome) : null;
}

/**
 * Says once, as a toast in the page's language (read out by screen readers), how the signing the
 * address names ended, and takes `signing` out of the address at once, so a reload, a bookmark or
 * Back does not say it again. The summary and the dashboard read it (an unknown or used signing
 * returns to the dashboard). Handled once, React's development double effects included.
 */
export function useSigningOutcome(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !new URLSearchParams(search).has("signing")) return;
    handled.current = true;
    navigate(`${pathname}${withSearch(search, { signing: null })}`, { replace: true });
    const outcome = signingOutcomeOf(search);
    if (outcome === null) return;
    // The texts are the confirm dialog's, which the page may not have loaded.
    void i18n.loadNamespaces(["actions"]).then(() =>
      toast[NOTICES[outcome]](i18n.t(`actions:signing.${outcome}`), {
        duration: LONG_TOAST_DURATION,
      }),
    );
  }, [pathname, search, navigate]);
}
