import { pages } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useCompanyBuilding } from "../../../lib/company.ts";
import { useNavigate, useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchApartments, fetchDraft } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { FoundList, SearchFilters } from "../components/found-list.tsx";
import { pageParam } from "../components/pagination-pages.ts";
import { BuyersDialog } from "./buyers-dialog.tsx";
import { useInvitation } from "./use-invitation.ts";

/** The apartment a form is open for: its place in the document, and its code then. */
type Editing = { pointer: string; code: string; title: string };

/**
 * `/{lang}/admin/buyers?project=…&q=…&page=…`: the draft's apartments with their buyers (the
 * addresses that may design and confirm them), found by project and words, a page at a time.
 * Any of the company's staff binds a published apartment's buyers at once and invites them; admins
 * also set the buyers of an apartment only the draft has, published with it (docs/decisions/050).
 */
export function BuyersScreen({ access }: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = {
    project: params.get("project") ?? "",
    q: params.get("q") ?? "",
    page: pageParam(params.get("page")),
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  const invitation = useInvitation();
  const apartments = useQuery({
    queryKey: backOfficeKeys.apartments(query),
    queryFn: ({ signal }) => fetchApartments(query, signal),
    placeholderData: (previous) => previous,
  });
  const hrefOf = (changes: Partial<typeof query>) => {
    const next = { ...query, ...changes };
    return pages.adminBuyers(
      { lang },
      {
        project: next.project || null,
        q: next.q || null,
        page: next.page > 1 ? next.page : null,
      },
    );
  };
  // Any of the company's staff binds a published apartment's buyers and invites them; an
  // apartment only the draft has is the admins' (docs/decisions/050).
  const draft = useQuery({
    queryKey: backOfficeKeys.draftState(),
    queryFn: ({ signal }) => fetchDraft(signal),
  });
  const projects = apartments.data?.projects ?? [];
  const edit = access === "edit";
  const binds = draft.data?.abilities.buyers ?? false;
  const mayEdit = (apartment: { apartment_id: number | null }) =>
    edit || (binds && apartment.apartment_id !== null);
  // The company's word for a building ("Haus A"), as the projects screen and the buyers' pages
  // name it; without one, the bare number.
  const companyBuilding = useCompanyBuilding();
  const titleOf = (apartment: { building: string; apartment: string }) =>
    t("buyers.apartmentName", {
      building: companyBuilding(apartment.building) ?? apartment.building,
      apartment: apartment.apartment,
    });

  return (
    <AdminPage title={t("buyers.title")} lead={edit ? t("buyers.lead") : t("buyers.designerLead")}>
      <SearchFilters
        id="buyers-q"
        label={t("buyers.search")}
        value={query.q}
        onSearch={(q) => navigate(hrefOf({ q, page: 1 }))}
      >
        <div className={styles.field}>
          <label htmlFor="buyers-project">{t("buyers.project")}</label>
          <select
            id="buyers-project"
            className={styles.input}
            value={query.project}
            onChange={(event) => navigate(hrefOf({ project: event.target.value, page: 1 }))}
          >
            <option value="">{t("buyers.allProjects")}</option>
            {projects.map((project) => (
              <option key={project.code} value={project.code}>
                {project.name}
              </option>
            ))}
          </select>
        </div>
      </SearchFilters>

      <FoundList
        query={apartments}
        found={(count) => t("buyers.found", { count })}
        hrefOf={(page) => hrefOf({ page })}
        pagesLabel={t("buyers.pages")}
      >
        {(data, busy) => (
          <>
            {data.apartments.length > 0 ? (
              <div className={styles.tableScroll}>
                <table
                  className={`${styles.table} ${styles.wideTable}`}
                  aria-busy={busy || undefined}
                >
                  <caption className="sr-only">{t("buyers.caption")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("buyers.apartment")}</th>
                      <th scope="col">{t("buyers.project")}</th>
                      <th scope="col">{t("buyers.status")}</th>
                      <th scope="col">{t("buyers.buyers")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.apartments.map((apartment) => (
                      <tr key={apartment.pointer}>
                        <td>
                          {mayEdit(apartment) ? (
                            <button
                              type="button"
                              className={styles.rowButton}
                              onClick={() =>
                                setEditing({
                                  pointer: apartment.pointer,
                                  code: apartment.code,
                                  title: titleOf(apartment),
                                })
                              }
                            >
                              {titleOf(apartment)}
                            </button>
                          ) : (
                            titleOf(apartment)
                          )}
                        </td>
                        <td>
                          {projects.find((p) => p.code === apartment.project)?.name ??
                            apartment.project}
                        </td>
                        <td>{t(`buyers.statuses.${apartment.status}`)}</td>
                        <td>
                          {apartment.buyers.length === 0 ? (
                            <span className={styles.muted}>{t("buyers.none")}</span>
                          ) : (
                            <ul className={styles.buyerList}>
                              {apartment.buyers.map((email) => (
                                <li key={email}>
                                  <span>{email}</span>
                                  {binds && apartment.apartment_id !== null ? (
                                    <Button
                                      size="small"
                                      variant="ghost"
                                      aria-label={t("buyers.inviteOf", { email })}
                                      disabled={invitation.isPending}
                                      onClick={() => invitation.mutate(email)}
                                    >
                                      {t("buyers.invite")}
                                    </Button>
                                  ) : null}
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            {editing ? (
              <BuyersDialog
                key={editing.pointer}
                apartment={data.apartments.find((a) => a.pointer === editing.pointer)}
                code={editing.code}
                title={editing.title}
                version={data.version}
                onClose={() => setEditing(null)}
              />
            ) : null}
          </>
        )}
      </FoundList>
    </AdminPage>
  );
}
