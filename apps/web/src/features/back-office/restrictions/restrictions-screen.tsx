import { type DraftOperation, type DraftRestriction, pages } from "@home-designer/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useNavigate, useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchPart } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import { fetchProjects, fetchRestrictions, RESTRICTIONS_PER_PAGE } from "../api/project-calls.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { Pagination } from "../components/pagination.tsx";
import { pageCount, pageParam } from "../components/pagination-pages.ts";
import { Refusal } from "../draft/refusal.tsx";
import { useDraftChange } from "../draft/use-draft-change.ts";
import local from "../projects/projects.module.css";
import { type OptionEntry, optionIndex, optionName, type RoomTypeOptions } from "./option-index.ts";
import { LiveCheck, RestrictionDialog } from "./restriction-dialog.tsx";
import { useLiveCheck } from "./use-live-check.ts";

/** The edit that deletes a restriction, once it is tested to be still at its place. */
const removalOf = (project: number, restriction: DraftRestriction): DraftOperation[] => [
  {
    op: "test",
    path: `/projects/${project}/restrictions/${restriction.index}/code`,
    value: restriction.code,
  },
  { op: "remove", path: `/projects/${project}/restrictions/${restriction.index}` },
];

/** What deleting a restriction would break, by the import's check, before it is confirmed. */
function RemovalCheck({ version, operations }: { version: number; operations: DraftOperation[] }) {
  const queryClient = useQueryClient();
  const live = useLiveCheck(version, operations);
  return (
    <LiveCheck
      live={live}
      whole
      onReload={() => void queryClient.invalidateQueries({ queryKey: backOfficeKeys.draft() })}
    />
  );
}

/**
 * `/{lang}/admin/restrictions?project=…&q=…&page=…`: a project's restrictions (when an option is
 * chosen, which options its groups may hold), a page at a time (a project may have 10,000),
 * found by words. Admins add, change and delete them; the form checks each change with the
 * import's own rule check as it is made.
 */
export function RestrictionsScreen({ access }: { access: BackOfficeAccess }) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const navigate = useNavigate();
  const _queryClient = useQueryClient();
  const [params] = useSearchParams();
  const projects = useQuery({
    queryKey: backOfficeKeys.projects(),
    queryFn: ({ signal }) => fetchProjects(signal),
  });
  const project =
    projects.data?.projects.find((p) => p.code === params.get("project")) ??
    projects.data?.projects[0];
  const query = {
    project: project?.code ?? "",
    q: params.get("q") ?? "",
    page: pageParam(params.get("page")),
  };
  const restrictions = useQuery({
    queryKey: backOfficeKeys.restrictions(query),
    queryFn: ({ signal }) => fetchRestrictions(query, signal),
    enabled: project !== undefined,
    placeholderData: (previous) => previous,
  });
  const roomTypesPath = `/projects/${project?.index ?? 0}/room_types`;
  const roomTypes = useQuery({
    queryKey: backOfficeKeys.part(roomTypesPath),
    queryFn: ({ signal }) => fetchPart(roomTypesPath, signal),
    enabled: project !== undefined,
  });
  const entries: OptionEntry[] = optionIndex(
    (roomTypes.data?.value as RoomTypeOptions[] | undefined) ?? [],
    i18n.language,
  );
  const [editing, setEditing] = useState<DraftRestriction | "new" | null>(null);
  const [removing, setRemoving] = useState<DraftRestriction | null>(null);
  const edit = access === "edit";
  const hrefOf = (changes: Partial<typeof query>) => {
    const next = { ...query, ...changes };
    return pages.adminRestrictions(
      { lang },
      { project: next.project || null, q: next.q || null, page: next.page > 1 ? next.page : null },
    );
  };
  const nameOf = (ref: string) => {
    const entry = entries.find((e) => e.ref === ref);
    return entry ? optionName(entry) : ref;
  };

  const { change: remove, refusal, dismiss } = useDraftChange();

  return (
    <AdminPage
      title={t("restrictions.title")}
      lead={edit ? t("restrictions.lead") : t("restrictions.readOnlyLead")}
      actions={
        edit && restrictions.isSuccess && roomTypes.isSuccess ? (
          <Button variant="primary" onClick={() => setEditing("new")}>
            <Plus size={16} aria-hidden="true" />
            {t("restrictions.add")}
          </Button>
        ) : null
      }
    >
      <search>
        <form
          className={styles.filters}
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            navigate(hrefOf({ q: String(form.get("q") ?? "").trim(), page: 1 }));
          }}
        >
          <div className={styles.field}>
            <label htmlFor="restrictions-project">{t("restrictions.project")}</label>
            <select
              id="restrictions-project"
              className={styles.input}
              value={query.project}
              onChange={(event) =>
                navigate(hrefOf({ project: event.target.value, q: "", page: 1 }))
              }
            >
              {(projects.data?.projects ?? []).map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="restrictions-q">{t("restrictions.find")}</label>
            <input
              id="restrictions-q"
              name="q"
              type="search"
              key={query.q}
              defaultValue={query.q}
              className={styles.input}
              maxLength={100}
            />
          </div>
          <Button type="submit" variant="primary" className={styles.filterButton}>
            <Search size={16} aria-hidden="true" />
            {t("catalogue.find")}
          </Button>
        </form>
      </search>

      <Refusal refusal={refusal} onDismiss={dismiss} />

      {projects.isPending || (project && restrictions.isPending) ? (
        <p role="status">{t("common:loading")}</p>
      ) : projects.isError || restrictions.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{(projects.error ?? restrictions.error)?.message}</p>
          <Button
            size="small"
            onClick={() => {
              void projects.refetch();
              void restrictions.refetch();
            }}
          >
            {t("common:retry")}
          </Button>
        </div>
      ) : !project || !restrictions.data ? (
        <p className={styles.muted}>{t("restrictions.noProjects")}</p>
      ) : (
        <>
          <p className={styles.resultCount} role="status">
            {t("restrictions.count", { count: restrictions.data.total })}
          </p>
          {restrictions.data.restrictions.length > 0 ? (
            <div className={styles.tableScroll}>
              <table
                className={`${styles.table} ${styles.wideTable}`}
                aria-busy={restrictions.isPlaceholderData || undefined}
              >
                <caption className="sr-only">
                  {t("restrictions.caption", { project: project.name })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("projects.code")}</th>
                    <th scope="col">{t("restrictions.when")}</th>
                    <th scope="col">{t("restrictions.choose_legend")}</th>
                    <th scope="col">{t("projects.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {restrictions.data.restrictions.map((restriction) => (
                    <tr key={`${restriction.index}:${restriction.code}`}>
                      <td className={styles.breakable}>
                        <code className={styles.code}>{restriction.code}</code>
                      </td>
                      <td className={styles.breakable}>{nameOf(restriction.when)}</td>
                      <td>
                        <ul className={local.refs}>
                          {restriction.choose.map((ref) => (
                            <li key={ref}>{nameOf(ref)}</li>
                          ))}
                        </ul>
                      </td>
                      <td>
                        <div className={styles.buttonRow}>
                          <Button
                            size="small"
                            variant="secondary"
                            aria-label={t("restrictions.editOf", { code: restriction.code })}
                            onClick={() => setEditing(restriction)}
                          >
                            {edit ? t("projects.edit") : t("projects.show")}
                          </Button>
                          {edit ? (
                            <Button
                              size="small"
                              variant="ghost"
                              aria-label={t("restrictions.deleteOf", { code: restriction.code })}
                              onClick={() => setRemoving(restriction)}
                            >
                              {t("restrictions.delete")}
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <Pagination
            page={restrictions.data.page}
            count={pageCount(restrictions.data.total, RESTRICTIONS_PER_PAGE)}
            hrefOf={(page) => hrefOf({ page })}
            label={t("restrictions.pages")}
          />
          {editing && roomTypes.data ? (
            <RestrictionDialog
              project={project.index}
              restriction={editing === "new" ? null : editing}
              size={restrictions.data.listed ? project.restrictions : null}
              entries={entries}
              version={restrictions.data.version}
              readOnly={!edit}
              onClose={() => setEditing(null)}
            />
          ) : null}
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => {
              if (!open) setRemoving(null);
            }}
            title={t("restrictions.deleteTitle", { code: removing?.code ?? "" })}
            description={t("restrictions.deleteText")}
            confirmLabel={t("restrictions.delete")}
            cancelLabel={t("common:cancel")}
            closeLabel={t("common:close")}
            onConfirm={() =>
              removing &&
              remove.mutate(
                {
                  version: restrictions.data.version,
                  operations: removalOf(project?.index ?? 0, removing),
                },
                { onSettled: () => setRemoving(null) },
              )
            }
            busy={remove.isPending}
            tone="danger"
          >
            {removing ? (
              <RemovalCheck
                version={restrictions.data.version}
                operations={removalOf(project.index, removing)}
              />
            ) : null}
          </ConfirmDialog>
        </>
      )}
    </AdminPage>
  );
}
