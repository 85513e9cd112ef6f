import { ArrowLeft, Menu } from "lucide-react";
import { Suspense, useState } from "react";
import { lazyPart } from "../../components/ui/lazy-part.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useOptionalCompany } from "../../lib/company.ts";
import { Link, useSearchParams } from "../../lib/navigation.ts";
import { useAppFlags } from "../../lib/store.ts";
import { LanguageMenu } from "./language-menu.tsx";
import { useNavItems } from "./nav-items.ts";
import styles from "./top-nav.module.css";

/** The address shown for a website link: its host without `www.`. */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

const loadMobileMenu = () => import("./mobile-menu.tsx");
const MobileMenu = lazyPart(() => loadMobileMenu().then((m) => m.MobileMenu));

export function TopNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { t } = useTranslation("nav");
  const company = useOptionalCompany();
  const projectWebsite = useAppFlags((s) => s.projectWebsite);
  const items = useNavItems();
  const [params] = useSearchParams();
  const website = projectWebsite ?? company?.web ?? null;
  const actingFor = params.get("selected_user") ? params.get("name") : null;

  return (
    <header className={styles.bar}>
      <div className={styles.start}>
        {company?.logo ? (
          <a
            href={company.web}
            className={styles.logoLink}
            aria-label={t("companyWebsite", { name: company.name })}
          >
            <img src={company.logo} alt={company.name} className={styles.logo} />
          </a>
        ) : company ? (
          <a href={company.web} className={styles.wordmark}>
            {company.name}
          </a>
        ) : null}
        {website ? (
          <a href={website} className={styles.website}>
            <ArrowLeft size={16} aria-hidden="true" />
            <span>{projectWebsite ? t("projectWebsite") : t("website")}</span>
          </a>
        ) : null}
        {actingFor ? (
          <span className={styles.acting}>{t("actingFor", { name: actingFor })}</span>
        ) : null}
      </div>

      <nav className={styles.nav} aria-label={t("mainNavigation")}>
        <ul className={styles.links}>
          {items.map((item) => (
            <li key={item.key}>
              {item.kind === "link" ? (
                <Link
                  to={item.to}
                  className={styles.link}
                  aria-current={item.current ? "page" : undefined}
                  onClick={item.onClick}
                >
                  {item.label}
                </Link>
              ) : (
                <button type="button" className={styles.link} onClick={item.onSelect}>
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
        <LanguageMenu />
      </nav>

      <button
        type="button"
        className={styles.burger}
        aria-label={t("openMenu")}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onPointerDown={() => void loadMobileMenu()}
        onClick={() => {
          setMenuLoaded(true);
          setMenuOpen(true);
        }}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            website={website}
            websiteLabel={projectWebsite ? t("projectWebsite") : t("website")}
            items={items}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
