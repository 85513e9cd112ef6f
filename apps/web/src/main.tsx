import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { ErrorBoundary } from "./app/error-boundary.tsx";
import { Providers } from "./app/providers.tsx";
import { AppRoutes } from "./app/routes.tsx";
import { LoadingView } from "./components/ui/loading-view.tsx";
import { initI18n, localeFromPath } from "./i18n/index.ts";
import { BrowserRouter } from "./lib/navigation.ts";
import "./styles/tokens.css";

// `<html lang>` is the server's (apps/server/src/http/app-page.ts), right before any script runs:
// the loading text of a page opened without a language in its path is in the host's.
void initI18n(localeFromPath(window.location.pathname, document.documentElement.lang));

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        {/* The texts every page shows are fetched first: if they cannot be, the page says so. */}
        <ErrorBoundary resetKey="">
          <Suspense fallback={<LoadingView />}>
            <AppRoutes />
          </Suspense>
        </ErrorBoundary>
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
