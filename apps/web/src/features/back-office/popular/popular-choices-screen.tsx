import { type PopularChoicesAnswer, pages, pickLabel } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useNavigate, useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchOverview, fetchPopularChoices } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { TableScroll } from "../components/table-scroll.tsx";
import own from "./popular-choices.module.css";

/**
 * `/{lang}/admin/popular-choices?project=…`: per room type and group of a project, how many saved
 * and how many confirmed designs chose each option. Each group is one table whose cells carry a
 * bar of the option's share beside its number: a chart to look at, a table to read (and for a
 * screen reader, which reads the numbers and skips the bars). Plain CSS, no chart library.
 */
export function PopularChoicesScreen(_: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projects = useQuery({
    queryKey: backOfficeKeys.overview(),
    queryFn: ({ signal }) => fetchOverview(signal),
    select: (overview) => overview.projects.map(({ code, name }) => ({ code, name })),
  });
  const project = params.get("project") || projects.data?.[0]?.code || "";
  const choices = useQuery({
    queryKey: backOfficeKeys.popularChoices(project),
    queryFn: ({ signal }) => fetchPopularChoices(project, signal),
    enabled: project !== "",
    placeholderData: (previous) => previous,
  });

  return (
    <AdminPage title={t("popular.title")} lead={t("popular.lead")}>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="popular-project">{t("popular.project")}</label>
          <select
            id="popular-project"
            className={styles.input}
            value={project}
            onChange={(event) =>
              navigate(pages.adminPopularChoices({ lang }, { project: event.target.value }))
            }
          >
            {(projects.data ?? []).map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {projects.isSuccess && projects.data.length === 0 ? (
        <p className={styles.muted}>{t("popular.noProjects")}</p>
      ) : choices.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : choices.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{choices.error.message}</p>
          <Button size="small" onClick={() => choices.refetch()}>
            {t("common:retry")}
          </Button>
        </div>
      ) : (
        <Choices data={choices.data} busy={choices.isPlaceholderData} />
      )}
    </AdminPage>
  );
}

function Choices({ data, busy }: { data: PopularChoicesAnswer; busy: boolean }) {
  const { t } = useTranslation("admin");
  const lang = useLocale();
  const share = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 100));
  return (
    <div aria-busy={busy || undefined} className={own.choices}>
      <p role="status" className={styles.resultCount}>
        {t("popular.totals", {
          saved: data.saved_designs,
          confirmed: data.confirmed_designs,
        })}
      </p>
      {data.room_types.map((type) => (
        <section key={type.id} className={styles.card} aria-labelledby={`popular-type-${type.id}`}>
          <h2 id={`popular-type-${type.id}`} className={styles.cardTitle}>
            {pickLabel(type.label, lang)}
          </h2>
          {type.groups.map((group) => (
            <TableScroll key={group.id} label={pickLabel(group.title, lang)}>
              <table className={`${styles.table} ${own.table}`}>
                <caption className={own.caption}>{pickLabel(group.title, lang)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("popular.option")}</th>
                    <th scope="col">{t("popular.saved")}</th>
                    <th scope="col">{t("popular.confirmed")}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.options.map((option) => (
                    <tr key={option.id}>
                      <th scope="row" className={own.option}>
                        {pickLabel(option.title, lang) || option.code}
                      </th>
                      <td>
                        <Bar
                          count={option.saved}
                          percent={share(option.saved, data.saved_designs)}
                          kind="saved"
                        />
                      </td>
                      <td>
                        <Bar
                          count={option.confirmed}
                          percent={share(option.confirmed, data.confirmed_designs)}
                          kind="confirmed"
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ))}
        </section>
      ))}
    </div>
  );
}

/** A count with a bar of its share of all designs of its kind; the bar is decoration. */
function Bar({ count, percent, kind }: { count: number; percent: number; kind: string }) {
  return (
    <span className={own.cell}>
      <span className={own.count}>{count}</span>
      <span className={own.track} aria-hidden="true">
        <span className={`${own.bar} ${own[kind]}`} style={{ inlineSize: `${percent}%` }} />
      </span>
      <span className={own.percent}>{percent} %</span>
    </span>
  );
}
