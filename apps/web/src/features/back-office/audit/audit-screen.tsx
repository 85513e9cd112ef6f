import { type AuditAnswer, type AuditEvent, pages } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { showFailure } from "../../../lib/failure.ts";
import { formatMoment } from "../../../lib/format-date.ts";
import { Link, useNavigate, useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { type AuditFile, type AuditQuery, downloadAudit, fetchAudit } from "../api/audit-calls.ts";
import { fetchOverview } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { FoundList } from "../components/found-list.tsx";
import { pageParam } from "../components/pagination-pages.ts";
import { useBuildingName } from "../projects/use-building-name.ts";
import own from "./audit.module.css";
import { type AuditWords, auditSentence, auditWhere, auditWho } from "./audit-words.ts";

/** A layout's id from the address's query (`?layout=12`): a whole number from 1, else none. */
export function layoutParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The trail's files, each with the key of its button's name. */
const FILES = [
  ["csv", "audit.downloadCsv"],
  ["xlsx", "audit.downloadXlsx"],
] as const satisfies readonly (readonly [AuditFile, string])[];

/**
 * `/{lang}/admin/audit?project=…&layout=…&page=…`: a project's audit trail for the company's staff,
 * newest first, one event a line: when, who (acting for whom), where (an apartment and its layout,
 * or the whole project) and what, as a sentence with its details. A layout's own trail is one link
 * away from each of its events, and the whole project's one link back; the same events as CSV or
 * XLSX, downloaded with the login as the project's exports are.
 */
export function AuditScreen(_: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const euro = useEuro();
  const building = useBuildingName();
  const words: AuditWords = { t, lang, euro, building };
  // The projects to choose from are the overview's, which the back office has read already.
  const projects = useQuery({
    queryKey: backOfficeKeys.overview(),
    queryFn: ({ signal }) => fetchOverview(signal),
    select: (overview) => overview.projects.map(({ code, name }) => ({ code, name })),
  });
  const project = params.get("project") || projects.data?.[0]?.code || "";
  const query: AuditQuery = {
    project,
    layout: layoutParam(params.get("layout")),
    page: pageParam(params.get("page")),
  };
  const audit = useQuery({
    queryKey: backOfficeKeys.audit(query),
    queryFn: ({ signal }) => fetchAudit(query, signal),
    enabled: project !== "",
    // The last page stays on screen while the next loads (react-query's keepPreviousData).
    placeholderData: (previous) => previous,
  });
  const hrefOf = (changes: Partial<AuditQuery>) => {
    const next = { ...query, ...changes };
    return pages.adminAudit(
      { lang },
      { project: next.project, layout: next.layout, page: next.page > 1 ? next.page : null },
    );
  };
  // A project named by the address that the overview does not list is still the one shown.
  const choices =
    project === "" || projects.data?.some((p) => p.code === project) !== false
      ? (projects.data ?? [])
      : [...(projects.data ?? []), { code: project, name: project }];

  return (
    <AdminPage
      title={t("audit.title")}
      lead={t("audit.lead")}
      actions={project === "" ? null : <Downloads query={query} />}
    >
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="audit-project">{t("audit.project")}</label>
          <select
            id="audit-project"
            className={styles.input}
            value={project}
            onChange={(event) =>
              navigate(hrefOf({ project: event.target.value, layout: null, page: 1 }))
            }
          >
            {choices.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.layout === null ? null : (
        <div className={own.filtered}>
          <p>
            <LayoutShown layout={query.layout} data={audit.data} words={words} />
          </p>
          <Link to={hrefOf({ layout: null, page: 1 })}>{t("audit.wholeProject")}</Link>
        </div>
      )}
      {project === "" ? (
        // No project named, and none yet to take the first of.
        projects.isError ? (
          <div role="alert" className={styles.refusal}>
            <p>{projects.error.message}</p>
            <Button size="small" onClick={() => projects.refetch()}>
              {t("common:retry")}
            </Button>
          </div>
        ) : projects.isPending ? (
          <p role="status">{t("common:loading")}</p>
        ) : (
          <p className={styles.muted}>{t("audit.noProjects")}</p>
        )
      ) : (
        <FoundList
          query={audit}
          found={(count) => t("audit.found", { count })}
          hrefOf={(page) => hrefOf({ page })}
          pagesLabel={t("audit.pages")}
        >
          {(data, busy) => (
            <ol aria-label={t("audit.list")} aria-busy={busy || undefined} className={own.events}>
              {data.events.map((event, i) => (
                // Events have no id of their own; the page's order is theirs.
                // biome-ignore lint/suspicious/noArrayIndexKey: two events may share every field.
                <li key={`${data.page} ${i}`} className={own.event}>
                  <p className={own.head}>
                    <time dateTime={event.at} className={own.at}>
                      {formatMoment(event.at, lang)}
                    </time>
                    <span className="sr-only">; </span>
                    <span className={own.who}>{auditWho(event, words)}</span>
                    <span className="sr-only">; </span>
                    <span className={own.where}>
                      <Where
                        event={event}
                        words={words}
                        href={
                          query.layout === null && event.layout
                            ? hrefOf({ layout: event.layout.id, page: 1 })
                            : null
                        }
                      />
                    </span>
                  </p>
                  <p className={own.what}>{auditSentence(event.details, words)}</p>
                </li>
              ))}
            </ol>
          )}
        </FoundList>
      )}
    </AdminPage>
  );
}

/** Where an event was: its apartment and layout, a link to the layout's own trail (`href`). */
function Where({
  event,
  words,
  href,
}: {
  event: AuditEvent;
  words: AuditWords;
  href: string | null;
}) {
  const where = auditWhere(event, words);
  return href ? <Link to={href}>{where}</Link> : where;
}

/** Which layout the trail is of: as its events name it, once they have loaded. */
function LayoutShown({
  layout,
  data,
  words,
}: {
  layout: number;
  data: AuditAnswer | undefined;
  words: AuditWords;
}) {
  const event = data?.events.find((e) => e.layout?.id === layout);
  return event
    ? words.t("audit.filtered", { layout: auditWhere(event, words) })
    : words.t("audit.filteredUnnamed");
}

/** The trail as CSV and XLSX: what the screen shows (the layout chosen too), every page of it. */
function Downloads({ query }: { query: AuditQuery }) {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState<AuditFile | null>(null);
  return FILES.map(([file, name]) => (
    <Button
      key={file}
      disabled={busy !== null}
      aria-busy={busy === file || undefined}
      onClick={async () => {
        setBusy(file);
        try {
          await downloadAudit(query, file);
        } catch (error) {
          showFailure(error);
        } finally {
          setBusy(null);
        }
      }}
    >
      <Download size={16} aria-hidden="true" />
      {t(name)}
    </Button>
  ));
}
