import { pages } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { showFailure } from "../../../lib/failure.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useNavigate, useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { downloadHistory, fetchHistory, fetchOverview } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { FoundList } from "../components/found-list.tsx";
import { pageParam } from "../components/pagination-pages.ts";
import { useRelativeTime } from "../components/relative-time.ts";
import { ChangeList } from "../draft/change-list.tsx";

/**
 * `/{lang}/admin/history?project=…&page=…`: what changed the company, newest first: when, who,
 * how (published from the draft, uploaded, or a command on the server) and what; a project's
 * only, if one is chosen; and the same as a CSV file.
 */
export function HistoryScreen(_: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const relative = useRelativeTime();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = { project: params.get("project") ?? "", page: pageParam(params.get("page")) };
  const [downloading, setDownloading] = useState(false);
  const history = useQuery({
    queryKey: backOfficeKeys.history(query),
    queryFn: ({ signal }) => fetchHistory(query, signal),
    // The last page stays on screen while the next loads (react-query's keepPreviousData).
    placeholderData: (previous) => previous,
  });
  // The projects to filter by are the overview's, which the back office has read already.
  const projects = useQuery({
    queryKey: backOfficeKeys.overview(),
    queryFn: ({ signal }) => fetchOverview(signal),
    select: (overview) => overview.projects.map(({ code, name }) => ({ code, name })),
  });
  const hrefOf = (changes: Partial<typeof query>) => {
    const next = { ...query, ...changes };
    return pages.adminHistory(
      { lang },
      { project: next.project || null, page: next.page > 1 ? next.page : null },
    );
  };

  return (
    <AdminPage
      title={t("history.title")}
      lead={t("history.lead")}
      actions={
        <Button
          disabled={downloading}
          aria-busy={downloading || undefined}
          onClick={async () => {
            setDownloading(true);
            try {
              await downloadHistory(query.project);
            } catch (error) {
              showFailure(error);
            } finally {
              setDownloading(false);
            }
          }}
        >
          <Download size={16} aria-hidden="true" />
          {t("history.download")}
        </Button>
      }
    >
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="history-project">{t("history.project")}</label>
          <select
            id="history-project"
            className={styles.input}
            value={query.project}
            onChange={(event) => navigate(hrefOf({ project: event.target.value, page: 1 }))}
          >
            <option value="">{t("history.allProjects")}</option>
            {(projects.data ?? []).map((project) => (
              <option key={project.code} value={project.code}>
                {project.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FoundList
        query={history}
        found={(count) => t("history.found", { count })}
        hrefOf={(page) => hrefOf({ page })}
        pagesLabel={t("history.pages")}
      >
        {(data, busy) => (
          <ol className={styles.events} aria-busy={busy || undefined}>
            {data.events.map((event) => (
              <li key={`${event.at} ${event.source}`} className={styles.event}>
                <p className={styles.eventHead}>
                  <time dateTime={event.at} title={formatDate(event.at, lang)}>
                    {relative(event.at)}
                  </time>
                  <span className={styles.breakable}>{event.by ?? t("history.server")}</span>
                  <span className={styles.badge}>{t(`history.source.${event.source}`)}</span>
                </p>
                <details>
                  <summary>{t("history.entries", { count: event.entry_count })}</summary>
                  <ChangeList entries={event.entries} />
                  {event.entry_count > event.entries.length ? (
                    <p>{t("history.more", { count: event.entry_count - event.entries.length })}</p>
                  ) : null}
                </details>
              </li>
            ))}
          </ol>
        )}
      </FoundList>
    </AdminPage>
  );
}
