import { pages } from "@home-designer/core";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { MessageView } from "../../components/ui/message-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { Link, Navigate, Route, Switch, useLocation, usePathname } from "../../lib/navigation.ts";
import { usePrimaryStore } from "../../lib/store.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { accessOf, type BackOfficeAccess } from "./access.ts";
import { AuditScreen } from "./audit/audit-screen.tsx";
import styles from "./back-office.module.css";
import { DraftBar, useDraft } from "./draft/draft-bar.tsx";
import { HistoryScreen } from "./history/history-screen.tsx";
import { ImportScreen } from "./import/import-screen.tsx";
import { CatalogueScreen } from "./materials/catalogue-screen.tsx";
import { OverviewScreen } from "./overview/overview-screen.tsx";
import { PackagesScreen } from "./packages/packages-screen.tsx";
import { BuyersScreen } from "./people/buyers-screen.tsx";
import { StaffScreen } from "./people/staff-screen.tsx";
import { PopularChoicesScreen } from "./popular/popular-choices-screen.tsx";
import { ProjectsScreen } from "./projects/projects-screen.tsx";
import { RestrictionsScreen } from "./restrictions/restrictions-screen.tsx";
import { RoomsScreen } from "./rooms/rooms-screen.tsx";
import { SettingsScreen } from "./settings/settings-screen.tsx";
import { SigningScreen } from "./signing/signing-screen.tsx";
import { WebhookScreen } from "./webhook/webhook-screen.tsx";

/**
 * `/{lang}/admin` and the pages under it: the back office of the company's staff, one module
 * loaded on first visit, so nothing of it (its forms, their library, the company format's schemas)
 * reaches the buyer's first load. Without a login it is the login page, which comes back here;
 * customers, who have no back office, are told the page does not exist.
 */
export function Component() {
  const { t } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const location = useLocation();
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const draft = useDraft();

  if (!loggedIn)
    return (
      <Navigate
        to={pages.login({ lang }, { redirect: location.pathname + location.search })}
        replace
      />
    );
  if (draft.isPending) return <LoadingView label={t("common:loading")} />;
  if (draft.isError) {
    // Customers, and anyone the server does not let read the company's back office.
    if (draft.error instanceof ApiRequestError && [403, 404].includes(draft.error.status))
      return <Navigate to={pages.notFound({ lang })} replace />;
    return (
      <MessageView
        main
        alert
        title={t("common:errors.loadTitle")}
        text={draft.error.message}
        action={
          <Button variant="primary" onClick={() => draft.refetch()}>
            {t("common:retry")}
          </Button>
        }
      />
    );
  }
  return <BackOffice access={accessOf(draft.data)} />;
}

const SCREENS = [
  { page: pages.adminOverview, label: "nav.overview", Screen: OverviewScreen },
  { page: pages.adminProjects, label: "nav.projects", Screen: ProjectsScreen },
  { page: pages.adminRooms, label: "nav.rooms", Screen: RoomsScreen },
  { page: pages.adminRestrictions, label: "nav.restrictions", Screen: RestrictionsScreen },
  { page: pages.adminPackages, label: "nav.packages", Screen: PackagesScreen },
  { page: pages.adminPopularChoices, label: "nav.popular", Screen: PopularChoicesScreen },
  { page: pages.adminCatalogue, label: "nav.catalogue", Screen: CatalogueScreen },
  { page: pages.adminBuyers, label: "nav.buyers", Screen: BuyersScreen },
  { page: pages.adminStaff, label: "nav.staff", Screen: StaffScreen },
  { page: pages.adminSettings, label: "nav.settings", Screen: SettingsScreen },
  { page: pages.adminWebhook, label: "nav.webhook", Screen: WebhookScreen },
  // Admins only: designers are not shown it (the server answers them nothing of it either).
  { page: pages.adminSigning, label: "nav.signing", Screen: SigningScreen, adminsOnly: true },
  { page: pages.adminImport, label: "nav.import", Screen: ImportScreen },
  { page: pages.adminHistory, label: "nav.history", Screen: HistoryScreen },
  { page: pages.adminAudit, label: "nav.audit", Screen: AuditScreen },
] as const;

function BackOffice({ access }: { access: BackOfficeAccess }) {
  const { t } = useTranslation("admin");
  const lang = useLocale();
  const pathname = usePathname();
  // On a phone the menu is one row that scrolls sideways: the current screen is kept in sight
  // (the row alone scrolls, never the page).
  const menu = useRef<HTMLUListElement>(null);
  const shown = SCREENS.filter((screen) => access === "edit" || !("adminsOnly" in screen));
  const currentScreen = shown.findIndex(({ page }) => page.match(pathname) !== null);
  useEffect(() => {
    const row = menu.current;
    const link = row?.children[currentScreen]?.getBoundingClientRect();
    if (!row || !link) return;
    const box = row.getBoundingClientRect();
    row.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
  }, [currentScreen]);
  return (
    <div className={styles.layout}>
      <nav aria-label={t("nav.label")} className={styles.nav}>
        <p className={styles.navTitle}>{t("nav.title")}</p>
        <ul ref={menu}>
          {shown.map(({ page, label }) => {
            const to = page({ lang });
            const current = page.match(pathname) !== null;
            return (
              <li key={label}>
                <Link
                  to={to}
                  className={styles.navLink}
                  aria-current={current ? "page" : undefined}
                >
                  {t(label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="main" className={styles.main}>
        <DraftBar access={access} />
        <Switch>
          {SCREENS.map(({ page, label, Screen }) => (
            <Route key={label} path={page.pattern}>
              <Screen access={access} />
            </Route>
          ))}
          <Route>
            <Navigate to={pages.notFound({ lang })} replace />
          </Route>
        </Switch>
      </main>
    </div>
  );
}
