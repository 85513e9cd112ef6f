import { pages } from "@home-designer/core";
import type { MouseEvent } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { useLocation, useNavigate } from "../../lib/navigation.ts";
import { useAppFlags, usePrimaryStore } from "../../lib/store.ts";
import { guardNavigation, leaveOnClick } from "../../lib/unsaved-changes.ts";
import { useLocale } from "../../lib/use-locale.ts";

export type NavItem =
  | {
      key: string;
      label: string;
      kind: "link";
      to: string;
      current: boolean;
      /** Asks first when the open design has unsaved changes (spec section 4). */
      onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
    }
  | { key: string; label: string; kind: "action"; onSelect: () => void };

/** The pages the top navigation links to. */
type NavPage = "help" | "login" | "dashboard" | "profile";

/** What the top navigation offers: a guest gets Help and Login, a logged-in user their pages. */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation("nav");
  const lang = useLocale();
  const { pathname, search } = useLocation();
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const openLogout = useAppFlags((s) => s.setLogoutDialogOpen);
  const navigate = useNavigate();

  // A designer acting for a customer keeps the customer in every link.
  const params = new URLSearchParams(search);
  const acting = new URLSearchParams();
  for (const key of ["selected_user", "name"]) {
    const value = params.get(key);
    if (value) acting.set(key, value);
  }

  const link = (key: string, label: string, page: NavPage): NavItem => {
    const path = pages[page]({ lang });
    const to = pages[page]({ lang }, acting);
    return {
      key,
      label,
      kind: "link",
      to,
      current: pathname === path || pathname.startsWith(`${path}/`),
      onClick: leaveOnClick(navigate, to),
    };
  };

  if (!loggedIn) {
    return [link("help", t("help"), "help"), link("login", t("login"), "login")];
  }
  return [
    link("dashboard", t("apartments"), "dashboard"),
    link("profile", t("account"), "profile"),
    link("help", t("help"), "help"),
    {
      key: "logout",
      label: t("logout"),
      kind: "action",
      onSelect: () => guardNavigation(() => openLogout(true)),
    },
  ];
}
