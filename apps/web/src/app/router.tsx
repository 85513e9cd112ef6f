import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { Route, Routes, useLocation } from "react-router";
import { namesLayout } from "../features/not-found/unknown-path-target.ts";
import { LocaleLayout } from "./layout/locale-layout.tsx";
import { RootLayout } from "./root-layout.tsx";

type PageModule = { Component: ComponentType };

/** A route module loaded on first visit; each page module exports its page as `Component`. */
function page(load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> {
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

/**
 * `/{lang}/{packageId}/…` is the configurator only when the query names a layout (spec: accounts,
 * section 2); without one, `/et/dashbord` is a mistyped page, not a package id, and goes the way
 * of every unknown path.
 */
function PackageOrUnknown() {
  const { search } = useLocation();
  return namesLayout(search) ? <ConfiguratorLayout /> : <UnknownPath />;
}

/** `/{lang}` starts the configurator when the query names a layout, like `/{lang}/{packageId}`. */
function EntryOrUnknown() {
  const { search } = useLocation();
  return namesLayout(search) ? <Entry /> : <UnknownPath />;
}

/**
 * Both route tables. Every page is its own lazily loaded module, so opening the configurator
 * loads nothing of the dashboard, profile or catalogue. Static segments outrank `:packageId`, so
 * `/{lang}/auth` is never taken for a package.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Entry />} />
        <Route path=":lang" element={<LocaleLayout />}>
          {/* `/{lang}?project=…` starts the configurator; `/{lang}` alone is no page of its own. */}
          <Route index element={<EntryOrUnknown />} />
          <Route path="404" element={<NotFound />} />
          <Route path="auth" element={<Login />} />
          <Route path="auth/register" element={<Register />} />
          <Route path="auth/forgot-password" element={<ForgotPassword />} />
          <Route path="auth/:socialLoginStatus" element={<Login />} />
          <Route path="reset-password" element={<ResetPassword />} />
          <Route path="send-verification" element={<SendVerification />} />
          <Route path="email/verify/:customerId/:hash" element={<VerifyEmail />} />
          <Route path="dashboard" element={<Dashboard />} />
          <Route path="dashboard/:userId" element={<Dashboard />} />
          <Route path="profile" element={<Profile />} />
          <Route path="profile/:attachStatus" element={<Profile />} />
          <Route path="deleted-account" element={<DeletedAccount />} />
          <Route path="info" element={<Help />} />
          <Route path="kataloog" element={<Catalogue />} />
          <Route path="terms-and-conditions" element={<Terms />} />
          <Route path=":packageId" element={<PackageOrUnknown />}>
            <Route index element={<PackageStart />} />
            <Route path="summary" element={<Summary />}>
              <Route path="save" element={<SaveDialog />} />
              <Route path="terms" element={<TermsDialog />} />
            </Route>
            <Route path=":room" element={<Room />}>
              <Route path="save" element={<SaveDialog />} />
            </Route>
          </Route>
          <Route path="*" element={<UnknownPath />} />
        </Route>
      </Route>
    </Routes>
  );
}
