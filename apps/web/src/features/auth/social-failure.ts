import { SOCIAL_FAILURES, SOCIAL_PROVIDERS, type SocialFailure } from "@home-designer/core";
import { i18n } from "../../i18n/index.ts";
import { PROVIDER_NAMES } from "./components/provider-icon.tsx";

const isFailure = (code: string | null): code is SocialFailure =>
  (SOCIAL_FAILURES as readonly (string | null)[]).includes(code);
const providerName = (provider: string | null) =>
  SOCIAL_PROVIDERS.find((known) => known === provider);

/**
 * What a provider's failed return (`?errors=<code>&provider=<provider>`) is shown as: the site's
 * own text for a code it knows, else `fallback`. The address is anyone's to write (a link sent
 * to a buyer), so nothing of it is shown as it came: a code or provider the app does not know is
 * a failure said in general.
 */
export function socialFailureText(params: URLSearchParams, fallback: string): string {
  const code = params.get("errors");
  const provider = providerName(params.get("provider"));
  if (!isFailure(code) || !provider) return fallback;
  return i18n.t(`socialFailure.${code}`, { provider: PROVIDER_NAMES[provider] });
}
