import { isUiLocale, swapLocale, type UiLocale } from "@home-designer/core";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check } from "lucide-react";
import { Flag } from "../../components/ui/flag.tsx";
import { addressSearch } from "../../lib/address.ts";
import { useLocation, useNavigate } from "../../lib/navigation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import styles from "./language-menu.module.css";
import { TriggerFace } from "./language-menu-trigger.tsx";
import { LANGUAGE_NAMES } from "./languages.ts";

type LanguageMenuPopupProps = { locales: UiLocale[]; label: string };

/** The language list: picking one keeps the page and query and swaps the locale segment. */
export function LanguageMenuPopup({ locales, label }: LanguageMenuPopupProps) {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={label}>
        <TriggerFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(next) => {
              if (isUiLocale(next) && next !== locale) {
                navigate(swapLocale(location.pathname, addressSearch(), next) + location.hash, {
                  state: location.state,
                });
              }
            }}
          >
            {locales.map((l) => (
              <DropdownMenu.RadioItem key={l} value={l} className={styles.item} lang={l}>
                <Flag locale={l} />
                <span>{LANGUAGE_NAMES[l]}</span>
                <DropdownMenu.ItemIndicator className={styles.indicator}>
                  <Check size={16} aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
