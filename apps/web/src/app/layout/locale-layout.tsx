import { isUiLocale } from "@home-designer/core";
import { lazy, Suspense, useEffect } from "react";
import { Outlet, useParams } from "react-router";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { i18n } from "../../i18n/index.ts";
import { AppShell } from "./app-shell.tsx";

const UnknownPath = lazy(() =>
  import("../../features/not-found/unknown-path.tsx").then((m) => ({ default: m.UnknownPath })),
);

/** Every page under `/{lang}`: the interface speaks the path's language. */
export function LocaleLayout() {
  const { lang } = useParams();
  const valid = isUiLocale(lang);

  useEffect(() => {
    if (!isUiLocale(lang)) return;
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang]);

  if (!valid) {
    // `/{something}` that is no language: no known page applies.
    return (
      <Suspense fallback={<LoadingView />}>
        <UnknownPath />
      </Suspense>
    );
  }

  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
