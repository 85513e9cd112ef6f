import { type ApartmentState, pages } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { Link } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchOverview } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { useRelativeTime } from "../components/relative-time.ts";
import { ExportsSection } from "./exports-section.tsx";

/**
 * An apartment's states in the order a sale goes (core's `apartmentStateSchema`, whose zod the
 * page need not load for four words).
 */
const STATES: readonly ApartmentState[] = ["no_buyer", "invited", "designing", "confirmed"];

/**
 * `/{lang}/admin`: per project, how many apartments are in each state of a sale, and the buyers who
 * have not confirmed yet, those quiet the longest first.
 */
export function OverviewScreen(_: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const relative = useRelativeTime();
  const overview = useQuery({
    queryKey: backOfficeKeys.overview(),
    queryFn: ({ signal }) => fetchOverview(signal),
  });
  return (
    <AdminPage title={t("overview.title")} lead={t("overview.lead")}>
      {overview.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : overview.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{overview.error.message}</p>
          <Button size="small" onClick={() => overview.refetch()}>
            {t("common:retry")}
          </Button>
        </div>
      ) : overview.data.projects.length === 0 ? (
        <p className={styles.muted}>{t("overview.noProjects")}</p>
      ) : (
        overview.data.projects.map((project) => (
          <section
            key={project.code}
            className={styles.card}
            aria-labelledby={`project-${project.code}`}
          >
            <h2 id={`project-${project.code}`} className={styles.cardTitle}>
              {project.name} <span className={styles.muted}>({project.code})</span>
            </h2>
            <dl className={styles.states}>
              {STATES.map((state) => (
                <div key={state} className={styles.state}>
                  <dt className={styles.stateName}>{t(`overview.states.${state}`)}</dt>
                  <dd className={styles.stateCount}>{project.states[state] ?? 0}</dd>
                </div>
              ))}
            </dl>
            <h3 className={styles.subTitle}>
              {t("overview.waiting", { count: project.waiting_count })}
            </h3>
            {project.waiting.length === 0 ? (
              <p className={styles.muted}>{t("overview.noneWaiting")}</p>
            ) : (
              <div className={styles.tableScroll}>
                <table className={styles.table}>
                  <caption className="sr-only">
                    {t("overview.waitingCaption", { project: project.name })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("overview.buyer")}</th>
                      <th scope="col">{t("overview.apartment")}</th>
                      <th scope="col">{t("overview.lastChange")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {project.waiting.map((buyer) => (
                      <tr key={`${buyer.email} ${buyer.building} ${buyer.apartment}`}>
                        <td className={styles.breakable}>{buyer.email}</td>
                        <td>
                          {buyer.building} · {buyer.apartment}
                        </td>
                        <td>
                          {buyer.last_change_at ? (
                            <time
                              dateTime={buyer.last_change_at}
                              title={formatDate(buyer.last_change_at, lang)}
                            >
                              {relative(buyer.last_change_at)}
                            </time>
                          ) : (
                            <span className={styles.muted}>{t("overview.never")}</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {project.waiting_count > project.waiting.length ? (
                  <p className={styles.muted}>
                    {t("overview.waitingMore", {
                      shown: project.waiting.length,
                      count: project.waiting_count,
                    })}
                  </p>
                ) : null}
              </div>
            )}
            <p>
              <Link to={pages.adminAudit({ lang }, { project: project.code })}>
                {t("overview.audit")}
              </Link>
            </p>
            <ExportsSection project={project} />
          </section>
        ))
      )}
    </AdminPage>
  );
}
