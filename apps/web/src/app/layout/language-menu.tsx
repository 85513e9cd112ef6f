import { Suspense, useState } from "react";
import { lazyPart } from "../../components/ui/lazy-part.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useOptionalCompany } from "../../lib/company.ts";
import { useLocale } from "../../lib/use-locale.ts";
import styles from "./language-menu.module.css";
import { TriggerFace } from "./language-menu-trigger.tsx";
import { LANGUAGE_NAMES, menuLocales } from "./languages.ts";

const loadPopup = () => import("./language-menu-popup.tsx");
const LanguageMenuPopup = lazyPart(() => loadPopup().then((m) => m.LanguageMenuPopup));

/**
 * The language dropdown. Its menu code loads on first use; until then the trigger is a plain
 * button that looks the same, and the click that loads the menu also opens it.
 */
export function LanguageMenu() {
  const { t } = useTranslation("nav");
  const locale = useLocale();
  const locales = menuLocales(useOptionalCompany()?.locales);
  const [active, setActive] = useState(false);

  if (locales.length < 2 && locales[0] === locale) return null;

  const label = `${t("language")}: ${LANGUAGE_NAMES[locale]}`;
  const trigger = (
    <button
      type="button"
      className={styles.trigger}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => setActive(true)}
    >
      <TriggerFace />
    </button>
  );
  if (!active) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenuPopup locales={locales} label={label} whileFailed={trigger} />
    </Suspense>
  );
}
