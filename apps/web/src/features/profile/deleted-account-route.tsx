import { pages } from "@home-designer/core";
import { HeartHandshake } from "lucide-react";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useCompany } from "../../lib/company.ts";
import { Link } from "../../lib/navigation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AuthLayout } from "../auth/account-kit.ts";
import styles from "./deleted-account.module.css";

/** The company's site as people write it: `www.` and the host. */
export function wwwAddress(web: string): string {
  try {
    return `www.${new URL(web).hostname.replace(/^www\./, "")}`;
  } catch {
    return web;
  }
}

/** `/{lang}/deleted-account`: the farewell after an account was deleted. */
export function Component() {
  const { t } = useTranslation("profile");
  const company = useCompany();
  const lang = useLocale();
  return (
    <AuthLayout
      icon={<HeartHandshake size={26} aria-hidden="true" />}
      title={t("deleted.title")}
      footer={
        <a href={company.web} className={styles.site}>
          {wwwAddress(company.web)}
        </a>
      }
    >
      <div className={styles.lines}>
        <p className={styles.first}>{t("deleted.deleted")}</p>
        <p>{t("deleted.sorry")}</p>
        <p>{t("deleted.welcome")}</p>
      </div>
      <Link
        to={pages.register({ lang })}
        className={buttonClass("primary", "medium", false, styles.again)}
      >
        {t("deleted.createAgain")}
      </Link>
    </AuthLayout>
  );
}
