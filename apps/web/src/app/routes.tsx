import { pages } from "@home-designer/core";
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from "react";
import { namesLayout } from "../features/not-found/unknown-path-target.ts";
import { Route, Switch, useSearch } from "../lib/navigation.ts";
import { LocaleLayout } from "./layout/locale-layout.tsx";
import { RootLayout } from "./root-layout.tsx";

/** A page, or a layout around the pages of the routes under it (`children`). */
type Page = ComponentType<{ children?: ReactNode }>;
type PageModule = { Component: Page };

/** A route module loaded on first visit; each page module exports its page as `Component`. */
function page(load: () => Promise<PageModule>): LazyExoticComponent<Page> {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const Entry = page(() => import("../features/configurator/routes/entry-route.tsx"));
const ConfiguratorLayout = page(
  () => import("../features/configurator/routes/configurator-layout.tsx"),
);
const PackageStart = page(() => import("../features/configurator/routes/package-route.tsx"));
const Room = page(() => import("../features/configurator/routes/room-route.tsx"));
const SaveDialog = page(() => import("../features/configurator/routes/save-route.tsx"));
const Summary = page(() => import("../features/configurator/summary/summary-route.tsx"));
const TermsDialog = page(() => import("../features/legal/terms-dialog-route.tsx"));
const Terms = page(() => import("../features/legal/terms-route.tsx"));
const NotFound = page(() => import("../features/not-found/not-found-route.tsx"));
const UnknownPath = page(() => import("../features/not-found/unknown-path-route.tsx"));
const Login = page(() => import("../features/auth/login-route.tsx"));
const Register = page(() => import("../features/auth/register-route.tsx"));
const ForgotPassword = page(() => import("../features/auth/forgot-password-route.tsx"));
const ResetPassword = page(() => import("../features/auth/reset-password-route.tsx"));
const SendVerification = page(() => import("../features/auth/send-verification-route.tsx"));
const VerifyEmail = page(() => import("../features/auth/verify-email-route.tsx"));
const Dashboard = page(() => import("../features/dashboard/dashboard-route.tsx"));
const Profile = page(() => import("../features/profile/profile-route.tsx"));
const DeletedAccount = page(() => import("../features/profile/deleted-account-route.tsx"));
const Help = page(() => import("../features/help/help-route.tsx"));
const Catalogue = page(() => import("../features/catalogue/catalogue-route.tsx"));
const BackOffice = page(() => import("../features/back-office/back-office-route.tsx"));
const VerifyConfirmation = page(() => import("../features/verify/verify-route.tsx"));
const Compare = page(() => import("../features/compare/compare-route.tsx"));

/**
 * `/{lang}/{packageId}/…` is the configurator only when the query names a layout (spec: accounts,
 * section 2); without one, `/et/dashbord` is a mistyped page, not a package id, and goes the way
 * of every unknown path.
 */
function PackageOrUnknown({ children }: { children: ReactNode }) {
  const search = useSearch();
  return namesLayout(search) ? (
    <ConfiguratorLayout>{children}</ConfiguratorLayout>
  ) : (
    <UnknownPath />
  );
}

/** `/{lang}` starts the configurator when the query names a layout, like `/{lang}/{packageId}`. */
function EntryOrUnknown() {
  const search = useSearch();
  return namesLayout(search) ? <Entry /> : <UnknownPath />;
}

/**
 * The route table: full paths, the first that matches wins, so a static segment comes before a
 * parameter in its place (`/{lang}/auth` is never taken for a package). Every page's pattern is
 * core's (`pages`, packages/core/src/pages.ts), the one its links are built from, listed there in
 * this order. A layout is a wrapper around its routes' pages; a page that stays the same from one
 * route to the next (the configurator's layout from room to room, a room when its save dialog
 * opens) is the same element in the same place in both and stays mounted. Every page is its own
 * lazily loaded module, so opening the configurator loads nothing of the dashboard, profile or
 * catalogue.
 */
export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        <Route path="/">
          <Entry />
        </Route>
        <Route path="/:lang/*?">
          <LocaleLayout>
            <LocaleRoutes />
          </LocaleLayout>
        </Route>
      </Switch>
    </RootLayout>
  );
}

/** Every page under `/{lang}`. */
function LocaleRoutes() {
  return (
    <Switch>
      {/* `/{lang}?project=…` starts the configurator; `/{lang}` alone is no page of its own. */}
      <Route path={pages.start.pattern}>
        <EntryOrUnknown />
      </Route>
      <Route path={pages.notFound.pattern}>
        <NotFound />
      </Route>
      <Route path={pages.login.pattern}>
        <Login />
      </Route>
      <Route path={pages.register.pattern}>
        <Register />
      </Route>
      <Route path={pages.forgotPassword.pattern}>
        <ForgotPassword />
      </Route>
      <Route path={pages.socialReturn.pattern}>
        <Login />
      </Route>
      <Route path={pages.resetPassword.pattern}>
        <ResetPassword />
      </Route>
      <Route path={pages.sendVerification.pattern}>
        <SendVerification />
      </Route>
      <Route path={pages.verifyEmail.pattern}>
        <VerifyEmail />
      </Route>
      <Route path={pages.dashboard.pattern}>
        <Dashboard />
      </Route>
      <Route path={pages.customerDashboard.pattern}>
        <Dashboard />
      </Route>
      <Route path={pages.profile.pattern}>
        <Profile />
      </Route>
      <Route path={pages.profileReturn.pattern}>
        <Profile />
      </Route>
      <Route path={pages.deletedAccount.pattern}>
        <DeletedAccount />
      </Route>
      <Route path={pages.help.pattern}>
        <Help />
      </Route>
      <Route path={pages.catalogue.pattern}>
        <Catalogue />
      </Route>
      <Route path={pages.terms.pattern}>
        <Terms />
      </Route>
      {/* The back office routes its own pages (`adminOverview` and the pages under it). */}
      <Route path={`${pages.adminOverview.pattern}/*?`}>
        <BackOffice />
      </Route>
      <Route path={pages.compare.pattern}>
        <Compare />
      </Route>
      <Route path={pages.verifyConfirmation.pattern}>
        <VerifyConfirmation />
      </Route>
      <Route path={pages.package.pattern}>
        <PackageOrUnknown>
          <PackageStart />
        </PackageOrUnknown>
      </Route>
      <Route path={pages.summary.pattern}>
        <PackageOrUnknown>
          <Summary />
        </PackageOrUnknown>
      </Route>
      <Route path={pages.summarySave.pattern}>
        <PackageOrUnknown>
          <Summary>
            <SaveDialog />
          </Summary>
        </PackageOrUnknown>
      </Route>
      <Route path={pages.summaryTerms.pattern}>
        <PackageOrUnknown>
          <Summary>
            <TermsDialog />
          </Summary>
        </PackageOrUnknown>
      </Route>
      <Route path={pages.room.pattern}>
        <PackageOrUnknown>
          <Room />
        </PackageOrUnknown>
      </Route>
      <Route path={pages.roomSave.pattern}>
        <PackageOrUnknown>
          <Room>
            <SaveDialog />
          </Room>
        </PackageOrUnknown>
      </Route>
      <Route>
        <UnknownPath />
      </Route>
    </Switch>
  );
}
