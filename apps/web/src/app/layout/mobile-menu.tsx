import { swapLocale } from "@home-designer/core";
import * as Dialog from "@radix-ui/react-dialog";
import * as Switch from "@radix-ui/react-switch";
import { ArrowLeft, Check, X } from "lucide-react";
import { Flag } from "../../components/ui/flag.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { addressSearch } from "../../lib/address.ts";
import { useOptionalCompany } from "../../lib/company.ts";
import { Link, useLocation } from "../../lib/navigation.ts";
import { useAppFlags } from "../../lib/store.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { LANGUAGE_NAMES, menuLocales } from "./languages.ts";
import styles from "./mobile-menu.module.css";
import type { NavItem } from "./nav-items.ts";

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItem[];
  website: string | null;
  websiteLabel: string;
};

/**
 * The burger menu of phones: navigation, the package-selector toggle and the languages. Loaded
 * on the first tap of the burger button, which keeps focus and gets it back on close.
 */
export function MobileMenu({ open, onOpenChange, items, website, websiteLabel }: MobileMenuProps) {
  const { t } = useTranslation("nav");
  const location = useLocation();
  const locale = useLocale();
  const locales = menuLocales(useOptionalCompany()?.locales);
  const packageBarAvailable = useAppFlags((s) => s.packageBarAvailable);
  const packageBarOpen = useAppFlags((s) => s.packageBarOpen);
  const setPackageBarOpen = useAppFlags((s) => s.setPackageBarOpen);
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t("menu")}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t("closeMenu")}>
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>

          <nav aria-label={t("mainNavigation")}>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.key}>
                  {item.kind === "link" ? (
                    <Link
                      to={item.to}
                      className={styles.item}
                      aria-current={item.current ? "page" : undefined}
                      onClick={(event) => {
                        close();
                        item.onClick(event);
                      }}
                    >
                      {item.label}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={styles.item}
                      onClick={() => {
                        close();
                        item.onSelect();
                      }}
                    >
                      {item.label}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          {packageBarAvailable ? (
            <div className={styles.section}>
              <label className={styles.switchRow} htmlFor="package-bar-switch">
                <span>{t("showPackages")}</span>
                <Switch.Root
                  id="package-bar-switch"
                  className={styles.switch}
                  checked={packageBarOpen}
                  onCheckedChange={(checked) => {
                    setPackageBarOpen(checked);
                    close();
                  }}
                >
                  <Switch.Thumb className={styles.thumb} />
                </Switch.Root>
              </label>
            </div>
          ) : null}

          {locales.length > 1 ? (
            <div className={styles.section}>
              <h2 className={styles.sectionTitle} id="mobile-language-title">
                {t("language")}
              </h2>
              <ul className={styles.list} aria-labelledby="mobile-language-title">
                {locales.map((l) => (
                  <li key={l}>
                    <Link
                      to={swapLocale(location.pathname, addressSearch(), l)}
                      state={location.state}
                      className={styles.item}
                      lang={l}
                      aria-current={l === locale ? "true" : undefined}
                      onClick={close}
                    >
                      <Flag locale={l} />
                      <span>{LANGUAGE_NAMES[l]}</span>
                      {l === locale ? (
                        <Check size={18} aria-hidden="true" className={styles.check} />
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {website ? (
            <a href={website} className={styles.website}>
              <ArrowLeft size={16} aria-hidden="true" />
              {websiteLabel}
            </a>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
