import { pages } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense, useLayoutEffect } from "react";
import { Button } from "../components/ui/button.tsx";
import { lazyPart } from "../components/ui/lazy-part.tsx";
import { LoadingView } from "../components/ui/loading-view.tsx";
import { MessageView } from "../components/ui/message-view.tsx";
import { localeFromPath, useTranslation } from "../i18n/index.ts";
import { isNotFound } from "../lib/api.ts";
import { applyBranding } from "../lib/branding.ts";
import { CompanyContext } from "../lib/company.ts";
import { Navigate, usePathname } from "../lib/navigation.ts";
import { inPreview } from "../lib/preview.ts";
import { companyQuery } from "./company-api.ts";
import { ErrorBoundary } from "./error-boundary.tsx";

/** Only staff previewing the draft see it, so its code loads only in a tab in preview. */
const PreviewBanner = lazyPart(() => import("./preview-banner.tsx").then((m) => m.PreviewBanner), {
  quiet: true,
});

/**
 * The company is loaded before anything else renders: its colours, icons, name and languages
 * shape every page. An unknown host is sent to the not-found page, which renders without it.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {inPreview() ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
      <CompanyLayout>{children}</CompanyLayout>
    </>
  );
}

function CompanyLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  const company = useQuery(companyQuery(window.location.origin));

  useLayoutEffect(() => {
    if (company.data) applyBranding(company.data);
  }, [company.data]);

  if (company.isPending) return <LoadingView label={t("loading")} />;

  if (company.isError) {
    const lang = localeFromPath(pathname);
    if (isNotFound(company.error)) {
      const notFoundPath = pages.notFound({ lang });
      if (pathname !== notFoundPath) return <Navigate to={notFoundPath} replace />;
      return (
        <CompanyContext.Provider value={null}>
          <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
        </CompanyContext.Provider>
      );
    }
    return (
      <MessageView
        alert
        title={t("errors.startTitle")}
        text={company.error.message}
        action={
          <Button variant="primary" onClick={() => company.refetch()}>
            {t("retry")}
          </Button>
        }
      />
    );
  }

  return (
    <CompanyContext.Provider value={company.data}>
      <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
    </CompanyContext.Provider>
  );
}
