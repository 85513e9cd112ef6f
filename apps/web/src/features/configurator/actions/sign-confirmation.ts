import type { RouteBody } from "@home-designer/core";
import { call } from "../../../lib/api.ts";

/**
 * Confirming by signing at the company's eID broker (decision 048): the server checks everything
 * confirming checks and answers the broker's address, and the browser leaves for it. The promise
 * stays unsettled while the page leaves, so the button that started it stays busy; it is
 * abandoned (an AbortError, which lib/failure.ts says nothing of) when the browser comes back to
 * this very page from its cache (Back from the broker), so the dialog can close.
 */
export async function signAndConfirm(
  body: RouteBody<"POST /confirm-package/sign">,
): Promise<never> {
  const { url } = await call("POST /confirm-package/sign", { body });
  return new Promise<never>((_, reject) => {
    const back = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      window.removeEventListener("pageshow", back);
      reject(new DOMException("Came back from the identity service", "AbortError"));
    };
    window.addEventListener("pageshow", back);
    window.location.assign(url);
  });
}
