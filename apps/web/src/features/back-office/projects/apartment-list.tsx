import { type DraftApartment, pages } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Link } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { backOfficeKeys } from "../api/keys.ts";
import { BUILDING_APARTMENTS_PER_PAGE, fetchBuildingApartments } from "../api/project-calls.ts";
import styles from "../back-office.module.css";
import { Pagination } from "../components/pagination.tsx";
import { pageCount } from "../components/pagination-pages.ts";
import { ApartmentDialog } from "./apartment-dialog.tsx";
import local from "./projects.module.css";
import type { DraftProject } from "./projects-screen.tsx";
import { useRemoval } from "./removal.tsx";
import { useBuildingName } from "./use-building-name.ts";

type ApartmentListProps = {
  project: DraftProject;
  building: DraftProject["buildings"][number];
  page: number;
  edit: boolean;
};

/** An apartment a dialog is open for (its place and code), or a new one of the building. */
type Opened = { pointer: string; code: string; title: string } | "new";

/**
 * A building's apartments, a page at a time (a building may have hundreds): their sale status and
 * how many buyers each has, with a link to the buyers' screen, which binds them, and their layouts,
 * each published one with a link to its audit trail. Each opens a dialog with its fields and its
 * layouts.
 */
export function ApartmentList({ project, building, page, edit }: ApartmentListProps) {
  const { t } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const buildingName = useBuildingName();
  const query = { project: project.code, building: building.code, page };
  const apartments = useQuery({
    queryKey: backOfficeKeys.buildingApartments(query),
    queryFn: ({ signal }) => fetchBuildingApartments(query, signal),
    placeholderData: (previous) => previous,
  });
  const [opened, setOpened] = useState<Opened | null>(null);
  const name = buildingName(building.number);
  const titleOf = (number: string) => t("projects.apartmentName", { building: name, number });
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed apartment's row goes: focus moves to the list's heading.
  const removal = useRemoval(apartments.data?.version ?? 0, { focusAfter: () => heading.current });

  return (
    <section aria-labelledby="project-apartments" className={styles.card}>
      <div className={styles.pageHeader}>
        <h2 id="project-apartments" ref={heading} tabIndex={-1} className={styles.subTitle}>
          {t("projects.apartmentsOf", { building: name })}
        </h2>
        {edit ? (
          <Button size="small" variant="secondary" onClick={() => setOpened("new")}>
            <Plus size={16} aria-hidden="true" />
            {t("projects.addApartment")}
          </Button>
        ) : null}
      </div>
      {removal.refusal}
      {apartments.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : apartments.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{apartments.error.message}</p>
          <Button size="small" onClick={() => apartments.refetch()}>
            {t("common:retry")}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.resultCount} role="status">
            {t("projects.apartmentCount", { count: apartments.data.total })}
          </p>
          {apartments.data.apartments.length > 0 ? (
            <div className={styles.tableScroll}>
              <table className={styles.table} aria-busy={apartments.isPlaceholderData || undefined}>
                <caption className="sr-only">
                  {t("projects.apartmentsOf", { building: name })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("projects.apartment")}</th>
                    <th scope="col">{t("projects.status")}</th>
                    <th scope="col">{t("projects.buyers")}</th>
                    <th scope="col">{t("projects.layouts")}</th>
                    {edit ? <th scope="col">{t("projects.actions")}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {apartments.data.apartments.map((apartment) => (
                    <tr key={apartment.pointer}>
                      <td>
                        <button
                          type="button"
                          className={styles.rowButton}
                          onClick={() =>
                            setOpened({
                              pointer: apartment.pointer,
                              code: apartment.code,
                              title: titleOf(apartment.apartment),
                            })
                          }
                        >
                          {t("projects.apartmentShort", { number: apartment.apartment })}
                        </button>
                      </td>
                      <td>{t(`buyers.statuses.${apartment.status}`)}</td>
                      <td>
                        <Link
                          to={pages.adminBuyers(
                            { lang },
                            { project: project.code, q: apartment.code },
                          )}
                          aria-label={t("projects.buyersOf", {
                            count: apartment.buyers.length,
                            apartment: titleOf(apartment.apartment),
                          })}
                        >
                          {t("projects.buyerCount", { count: apartment.buyers.length })}
                        </Link>
                      </td>
                      <td>
                        <LayoutTrails
                          project={project.code}
                          layouts={apartment.layouts}
                          apartment={titleOf(apartment.apartment)}
                        />
                      </td>
                      {edit ? (
                        <td>
                          <div className={local.rowActions}>
                            <Button
                              size="small"
                              variant="ghost"
                              aria-label={t("projects.removeOf", {
                                name: titleOf(apartment.apartment),
                              })}
                              onClick={() =>
                                removal.ask({
                                  kind: "apartment",
                                  name: titleOf(apartment.apartment),
                                  place: apartment.pointer,
                                  code: apartment.code,
                                })
                              }
                            >
                              {t("projects.remove")}
                            </Button>
                          </div>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <Pagination
            page={apartments.data.page}
            count={pageCount(apartments.data.total, BUILDING_APARTMENTS_PER_PAGE)}
            hrefOf={(p) =>
              pages.adminProjects(
                { lang },
                { project: project.code, building: building.code, page: p > 1 ? p : null },
              )
            }
            label={t("projects.apartmentPages", { building: name })}
          />
          {opened ? (
            <ApartmentDialog
              project={project}
              building={building}
              opened={opened === "new" ? null : opened}
              size={apartments.data.total}
              version={apartments.data.version}
              readOnly={!edit}
              onClose={() => setOpened(null)}
            />
          ) : null}
        </>
      )}
      {removal.dialog}
    </section>
  );
}

type LayoutTrailsProps = {
  project: string;
  layouts: DraftApartment["layouts"];
  /** The apartment's name, which tells the links of one row from another's. */
  apartment: string;
};

/**
 * An apartment's layouts by name, each the company has published with a link to its audit trail;
 * one only in the draft has no trail yet.
 */
function LayoutTrails({ project, layouts, apartment }: LayoutTrailsProps) {
  const { t } = useTranslation("admin");
  const lang = useLocale();
  if (layouts.length === 0) return null;
  return (
    <ul className={local.layoutTrails}>
      {layouts.map((layout) => (
        <li key={layout.code}>
          <span>{layout.name}</span>
          {layout.apartment_layout_id === null ? null : (
            <Link
              to={pages.adminAudit({ lang }, { project, layout: layout.apartment_layout_id })}
              aria-label={t("projects.layoutAuditTrailOf", { layout: layout.name, apartment })}
            >
              {t("projects.layoutAuditTrail")}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
