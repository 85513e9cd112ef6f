import { Check } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { useCompany } from "../../../lib/company.ts";
import { usePageHeading } from "../../../lib/navigation.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import styles from "./auth-layout.module.css";

type AuthLayoutProps = {
  title: string;
  lead?: ReactNode;
  /** A symbol above the title (sent, confirmed, …). */
  icon?: ReactNode;
  /** A notice above the title, such as an expired link. */
  notice?: ReactNode;
  children?: ReactNode;
  /** Under the card: a way to the other account pages. */
  footer?: ReactNode;
  /**
   * Moves focus to the title when it changes within the page (a form replaced by its result),
   * so that screen readers read the new state rather than nothing.
   */
  focusTitle?: boolean;
};

/**
 * The frame of every account page: on wide screens the company's colour panel with what the
 * product offers beside a card, on phones the card alone. One h1, which is also the page title.
 */
export function AuthLayout({
  title,
  lead,
  icon,
  notice,
  children,
  footer,
  focusTitle,
}: AuthLayoutProps) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstTitle = useRef(title);
  useEffect(() => {
    if (focusTitle && title !== firstTitle.current) heading.current?.focus();
  }, [focusTitle, title]);
  // The title also takes focus when the person moved to this page (as on every page of the app).
  const pageHeading = usePageHeading();
  const headingRef = useCallback(
    (element: HTMLHeadingElement | null) => {
      heading.current = element;
      pageHeading(element);
    },
    [pageHeading],
  );
  const { t } = useTranslation("auth");
  const company = useCompany();
  return (
    <main id="main" className={styles.page}>
      <div className={styles.brand}>
        <FloorPlan />
        <div className={styles.brandText}>
          <p className={styles.brandName}>{company.name}</p>
          <p className={styles.brandTitle}>{t("brand.title")}</p>
          <ul className={styles.points}>
            {(["choose", "save", "confirm"] as const).map((key) => (
              <li key={key}>
                <span className={styles.pointIcon} aria-hidden="true">
                  <Check size={14} strokeWidth={3} />
                </span>
                {t(`brand.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.panel}>
        <div className={styles.card}>
          {notice}
          {icon ? <div className={styles.icon}>{icon}</div> : null}
          <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          {lead ? <div className={styles.lead}>{lead}</div> : null}
          {children ? <div className={styles.body}>{children}</div> : null}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </main>
  );
}

/** A line drawing of an apartment plan behind the brand panel's text. */
function FloorPlan() {
  return (
    <svg
      className={styles.plan}
      viewBox="0 0 480 360"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    >
      <path d="M20 20h440v320H20z" strokeWidth="6" />
      <path d="M200 20v110M200 176v164M200 196h120M366 196h94M320 196v144M20 200h130" />
      <path d="M200 130a46 46 0 0 1 46 46" strokeDasharray="4 6" strokeWidth="2" />
      <path d="M320 196a46 46 0 0 0 46-46" strokeDasharray="4 6" strokeWidth="2" />
      <path d="M60 20v-6M140 20v-6M280 20v-6M400 20v-6M60 340v6M140 340v6M380 340v6" />
      <rect x="236" y="52" width="84" height="54" rx="6" strokeWidth="2" />
      <rect x="40" y="236" width="96" height="76" rx="8" strokeWidth="2" />
      <path d="M40 262h96" strokeWidth="2" />
      <circle cx="400" cy="270" r="26" strokeWidth="2" />
      <path d="M230 230h70v90h-70z" strokeWidth="2" />
      <path d="M48 60h110M48 84h110M48 108h110M48 132h110" strokeWidth="1.5" opacity="0.6" />
    </svg>
  );
}
