import type { ConfirmRefusal } from "@home-designer/core";
import { pages } from "@home-designer/core";
import { Info } from "lucide-react";
import { useTranslation } from "../../i18n/index.ts";
import { Trans } from "../../i18n/trans.tsx";
import { Link, useLocation } from "../../lib/navigation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import styles from "./confirm-refusal-note.module.css";

type ConfirmRefusalNoteProps = {
  /** Why the server does not let this person confirm the package (`abilities.confirm_refusal`). */
  refusal: ConfirmRefusal;
  /** Staff acting for a customer: an unconfirmed address is the customer's to confirm. */
  actingForCustomer: boolean;
  className?: string;
};

/**
 * Why confirming is not offered, where the confirm button would be. Visible text rather than a
 * disabled button's tooltip, so that everyone, screen readers included, reads it in the page's
 * order; with the way on where there is one (logging in, My account to have the e-mail's
 * confirmation link sent again).
 */
export function ConfirmRefusalNote({
  refusal,
  actingForCustomer,
  className,
}: ConfirmRefusalNoteProps) {
  const { t } = useTranslation("common");
  const lang = useLocale();
  const { pathname, search } = useLocation();
  const loginPath = pages.login({ lang }, { redirect: `${pathname}${search}` });
  const key =
    refusal === "email_unverified" && actingForCustomer
      ? "confirmRefusal.customer_email_unverified"
      : (`confirmRefusal.${refusal}` as const);
  const to = refusal === "login" ? loginPath : pages.profile({ lang });
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note} role="note">
      <Info size={16} aria-hidden="true" className={styles.icon} />
      <span>
        {/* Not `<link>`: the texts' markup is read as HTML, where a link element is empty. */}
        <Trans
          t={t}
          i18nKey={key}
          components={{ action: <Link to={to} className={styles.link} /> }}
        />
      </span>
    </p>
  );
}
