import { pages } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { LoadingView } from "../../../components/ui/loading-view.tsx";
import { MessageView } from "../../../components/ui/message-view.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useCompany } from "../../../lib/company.ts";
import { Navigate, useLocation } from "../../../lib/navigation.ts";
import { withSearch } from "../../../lib/search.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { configuratorQueries } from "../api/queries.ts";
import { layoutsOf } from "./entry.ts";

/**
 * An address that names a layout but not its project (the server's return from signing at the
 * company's eID broker names the package and layout only): the project is found among the
 * company's, and the same page opens with it, the rest of the query kept. A layout of no project
 * the person can see is the not-found page.
 */
export function ProjectOfLayout({ layoutId }: { layoutId: number }) {
  const { t } = useTranslation(["configurator", "common"]);
  const lang = useLocale();
  const company = useCompany();
  const { pathname, search } = useLocation();
  const projects = useQuery(configuratorQueries.projects(company.id, false));
  if (projects.isPending) return <LoadingView label={t("common:loading")} />;
  if (projects.isError) {
    return (
      <MessageView
        main
        alert
        title={t("common:errors.loadTitle")}
        text={projects.error.message}
        action={
          <Button variant="primary" onClick={() => void projects.refetch()}>
            {t("common:retry")}
          </Button>
        }
      />
    );
  }
  const project = projects.data.find((p) => layoutsOf(p).includes(layoutId));
  if (!project) return <Navigate to={pages.notFound({ lang })} replace />;
  return (
    <Navigate to={`${pathname}${withSearch(search, { project: String(project.id) })}`} replace />
  );
}
