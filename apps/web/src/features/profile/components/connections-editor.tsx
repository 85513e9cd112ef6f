import type { SocialProvider, User } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Trash2 } from "lucide-react";
import { useState } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useCompany } from "../../../lib/company.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { USER_QUERY_KEY } from "../../../lib/user.ts";
import { PROVIDER_NAMES, ProviderIcon } from "../../auth/account-kit.ts";
import { attachUrl, detachProvider } from "../api.ts";
import styles from "../profile.module.css";

const PROVIDERS: SocialProvider[] = ["facebook", "google"];

/**
 * Facebook and Google: connected ones say so, others offer to connect (when the company offers
 * the provider). A connection can be removed only while another way to log in remains; the server
 * refuses removing the last one too.
 */
export function ConnectionsEditor({ user }: { user: User }) {
  const { t } = useTranslation("profile");
  const company = useCompany();
  const lang = useLocale();
  const queryClient = useQueryClient();
  const [working, setWorking] = useState<SocialProvider | null>(null);
  const canRemove = user.providers.length > 1;

  async function connect(provider: SocialProvider) {
    if (working) return;
    setWorking(provider);
    try {
      const { url } = await attachUrl(provider, lang === "ru" ? "en" : lang, company.id);
      window.location.assign(url);
    } catch (error) {
      showFailure(error, { retry: () => void connect(provider), key: "connect" });
      setWorking(null);
    }
  }

  async function disconnect(provider: SocialProvider) {
    if (working) return;
    setWorking(provider);
    try {
      await detachProvider(provider);
      // The person is read again, so every page shows the logins as they now are.
      await queryClient.invalidateQueries({ queryKey: [USER_QUERY_KEY] });
      toast.success(t("connections.removed", { provider: PROVIDER_NAMES[provider] }));
    } catch (error) {
      showFailure(error, { retry: () => void disconnect(provider), key: "disconnect" });
    } finally {
      setWorking(null);
    }
  }

  return (
    <ul className={styles.providers}>
      {PROVIDERS.map((provider) => {
        const name = PROVIDER_NAMES[provider];
        const connected = user.providers.some((p) => p.provider === provider);
        const offered = company.social_providers.includes(provider);
        return (
          <li key={provider} className={styles.provider}>
            <ProviderIcon provider={provider} size={24} />
            <span className={styles.providerName}>{name}</span>
            <span className={styles.providerState}>
              {connected ? (
                <span className={styles.connected}>
                  <CheckCircle2 size={16} aria-hidden="true" />
                  {t("connections.connectedTo", { provider: name })}
                </span>
              ) : offered ? (
                <button
                  type="button"
                  className={styles.connect}
                  aria-busy={working === provider ? true : undefined}
                  onClick={() => void connect(provider)}
                >
                  {t("connections.connectTo", { provider: name })}
                </button>
              ) : (
                <span className={styles.muted}>{t("connections.unavailable")}</span>
              )}
            </span>
            {connected && canRemove ? (
              working === provider ? (
                <span className={styles.providerAction} role="status">
                  <Spinner size="small" />
                  <span className="sr-only">{t("connections.removing", { provider: name })}</span>
                </span>
              ) : (
                <button
                  type="button"
                  className={`${styles.providerAction} ${styles.iconButton}`}
                  aria-label={t("connections.remove", { provider: name })}
                  title={t("connections.remove", { provider: name })}
                  onClick={() => void disconnect(provider)}
                >
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              )
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
