import { hostServes, isUiLocale, swapLocale } from "@home-designer/core";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { i18n } from "../../i18n/index.ts";
import { useOptionalCompany } from "../../lib/company.ts";
import { Navigate, useLocation, useParams } from "../../lib/navigation.ts";
import { AppShell } from "./app-shell.tsx";

const UnknownPath = lazy(() =>
  import("../../features/not-found/unknown-path.tsx").then((m) => ({ default: m.UnknownPath })),
);

/**
 * Every page under `/{lang}`: the interface speaks the path's language, if the host offers it;
 * otherwise the page is opened again in the host's default language.
 */
export function LocaleLayout({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  const { pathname, search, hash, state } = useLocation();
  const company = useOptionalCompany();
  const valid = isUiLocale(lang);
  const served = valid && (!company || hostServes(company.locales, lang));

  useEffect(() => {
    if (!isUiLocale(lang) || !served) return;
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, served]);

  if (!served && valid && company) {
    // A language this host does not offer (German on an Estonian host, Estonian on a German one):
    // the same page in the host's own language.
    const to = `${swapLocale(pathname, search, company.default_locale)}${hash}`;
    return <Navigate to={to} replace state={state} />;
  }

  if (!valid) {
    // `/{something}` that is no language: no known page applies.
    return (
      <Suspense fallback={<LoadingView />}>
        <UnknownPath />
      </Suspense>
    );
  }

  return <AppShell>{children}</AppShell>;
}
