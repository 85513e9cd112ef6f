import { isUiLocale, pages } from "@home-designer/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { LoadingView } from "../../../components/ui/loading-view.tsx";
import { MessageView } from "../../../components/ui/message-view.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { isNotFound } from "../../../lib/api.ts";
import { useCompany } from "../../../lib/company.ts";
import { Navigate, useParams, useSearch } from "../../../lib/navigation.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { configuratorKeys } from "../api/keys.ts";
import { configuratorQueries } from "../api/queries.ts";
import { resolveEntry } from "./entry.ts";

/**
 * The start page (`/`, or `/{lang}` with a project in the query): finds the layout, its default
 * package and first room, and replaces the address with that room of the configurator.
 * `/{lang}` without a project never comes here (the router treats it as an unknown path).
 */
export function Component() {
  const { t } = useTranslation();
  const company = useCompany();
  const token = usePrimaryStore((s) => s.token);
  const queryClient = useQueryClient();
  const search = useSearch();
  const { lang } = useParams();
  const locale = isUiLocale(lang) ? lang : company.default_locale;

  const entry = useQuery({
    queryKey: configuratorKeys.entry(company.id, locale, search),
    queryFn: () =>
      resolveEntry(search, locale, {
        projects: () => queryClient.fetchQuery(configuratorQueries.projects(company.id, false)),
        tabs: (project, layoutId) =>
          queryClient.fetchQuery(configuratorQueries.tabs(project, layoutId, company.id)),
        packages: (project, layoutId) =>
          queryClient.fetchQuery(
            configuratorQueries.packages(project, layoutId, company.id, null, token),
          ),
      }),
    staleTime: 0,
    gcTime: 0,
  });

  if (entry.data) {
    const to =
      entry.data.kind === "configurator" ? entry.data.path : pages.notFound({ lang: locale });
    return <Navigate to={to} replace />;
  }
  if (entry.error) {
    if (isNotFound(entry.error)) return <Navigate to={pages.notFound({ lang: locale })} replace />;
    return (
      <MessageView
        main
        alert
        title={t("errors.startTitle")}
        text={entry.error.message}
        action={
          <Button variant="primary" onClick={() => void entry.refetch()}>
            {t("retry")}
          </Button>
        }
      />
    );
  }
  return <LoadingView label={t("openingDesigner")} />;
}
