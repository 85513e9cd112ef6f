import { type DraftProjectsAnswer, pages } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Eye, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { showFailure } from "../../../lib/failure.ts";
import { Link, useNavigate, useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { backOfficeKeys } from "../api/keys.ts";
import { fetchProjects } from "../api/project-calls.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { pageParam } from "../components/pagination-pages.ts";
import { usePreview } from "../draft/use-preview.ts";
import { ApartmentList } from "./apartment-list.tsx";
import { DeadlineList } from "./deadline-list.tsx";
import { DeadlinesDialog } from "./deadlines-dialog.tsx";
import { BuildingDialog, ProjectDialog } from "./project-dialogs.tsx";
import local from "./projects.module.css";
import { useRemoval } from "./removal.tsx";
import { RoomTypeList } from "./room-type-list.tsx";
import { useBuildingName } from "./use-building-name.ts";

export type DraftProject = DraftProjectsAnswer["projects"][number];

/** A dialog the screen has open: the project's, or one of its buildings' (null: a new one). */
type Editing =
  | { kind: "project"; index: number | null }
  | { kind: "building"; index: number | null }
  | { kind: "deadlines" };

/**
 * `/{lang}/admin/projects?project=…&building=…&page=…`: the draft's projects. Without a project,
 * the list of them; with one, its details, its buildings, the apartments of one building a page at
 * a time (with their layouts and rooms), and its room types' pictures. Admins add and change them
 * in the draft; designers read them.
 */
export function ProjectsScreen({ access }: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const [params] = useSearchParams();
  const projects = useQuery({
    queryKey: backOfficeKeys.projects(),
    queryFn: ({ signal }) => fetchProjects(signal),
  });
  const code = params.get("project");
  const project = projects.data?.projects.find((p) => p.code === code);
  const edit = access === "edit";
  const [editing, setEditing] = useState<Editing | null>(null);
  const lang = useLocale();
  const navigate = useNavigate();
  const title = useRef<HTMLHeadingElement>(null);
  // A removed project's page is gone: its list, with focus on its title.
  const removal = useRemoval(projects.data?.version ?? 0, {
    onRemoved: () => navigate(pages.adminProjects({ lang })),
    focusAfter: () => title.current,
  });
  const preview = usePreview(showFailure);

  return (
    <AdminPage
      title={project ? project.name : t("projects.title")}
      titleRef={title}
      lead={project ? undefined : edit ? t("projects.lead") : t("projects.readOnlyLead")}
      actions={
        project || (edit && projects.isSuccess) ? (
          <>
            {project ? (
              <Button
                variant="secondary"
                disabled={preview.isPending}
                aria-busy={preview.isPending || undefined}
                onClick={() => preview.mutate(project.code)}
              >
                <Eye size={16} aria-hidden="true" />
                {preview.isPending ? t("draft.previewing") : t("projects.preview")}
              </Button>
            ) : null}
            {edit && projects.isSuccess ? (
              <Button
                variant={project ? "secondary" : "primary"}
                onClick={() =>
                  setEditing({ kind: "project", index: project ? project.index : null })
                }
              >
                {project ? null : <Plus size={16} aria-hidden="true" />}
                {project ? t("projects.editProject") : t("projects.add")}
              </Button>
            ) : null}
            {edit && project ? (
              <Button
                variant="ghost"
                onClick={() =>
                  removal.ask({
                    kind: "project",
                    name: project.name,
                    place: `/projects/${project.index}`,
                    code: project.code,
                  })
                }
              >
                {t("projects.removeProject")}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {removal.refusal}
      {projects.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : projects.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{projects.error.message}</p>
          <Button size="small" onClick={() => projects.refetch()}>
            {t("common:retry")}
          </Button>
        </div>
      ) : code !== null && project === undefined ? (
        <div role="alert" className={styles.refusal}>
          <p>{t("projects.notFound", { code })}</p>
          <AllProjectsLink />
        </div>
      ) : project ? (
        <ProjectDetails
          project={project}
          building={params.get("building")}
          page={pageParam(params.get("page"))}
          edit={edit}
          version={projects.data.version}
          onEditBuilding={(index) => setEditing({ kind: "building", index })}
          onEditDeadlines={() => setEditing({ kind: "deadlines" })}
        />
      ) : (
        <ProjectList projects={projects.data.projects} />
      )}
      {projects.data && editing?.kind === "project" ? (
        <ProjectDialog
          project={editing.index === null ? null : projects.data.projects[editing.index]}
          size={projects.data.projects.length}
          version={projects.data.version}
          readOnly={!edit}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {projects.data && project && editing?.kind === "deadlines" ? (
        <DeadlinesDialog
          project={project}
          version={projects.data.version}
          readOnly={!edit}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {projects.data && project && editing?.kind === "building" ? (
        <BuildingDialog
          project={project}
          building={editing.index === null ? null : project.buildings[editing.index]}
          version={projects.data.version}
          readOnly={!edit}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removal.dialog}
    </AdminPage>
  );
}

function AllProjectsLink() {
  const { t } = useTranslation("admin");
  const lang = useLocale();
  return <Link to={pages.adminProjects({ lang })}>{t("projects.all")}</Link>;
}

function ProjectList({ projects }: { projects: DraftProjectsAnswer["projects"] }) {
  const { t } = useTranslation("admin");
  const lang = useLocale();
  return (
    <>
      <p className={styles.resultCount} role="status">
        {t("projects.count", { count: projects.length })}
      </p>
      {projects.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="sr-only">{t("projects.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("projects.name")}</th>
                <th scope="col" className={local.wideOnly}>
                  {t("projects.code")}
                </th>
                <th scope="col">{t("projects.buildings")}</th>
                <th scope="col">{t("projects.apartments")}</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr key={project.code}>
                  <td>
                    <Link to={pages.adminProjects({ lang }, { project: project.code })}>
                      {project.name}
                    </Link>
                  </td>
                  <td className={`${styles.breakable} ${local.wideOnly}`}>
                    <code className={styles.code}>{project.code}</code>
                  </td>
                  <td>{project.buildings.length}</td>
                  <td>{project.buildings.reduce((sum, b) => sum + b.apartments, 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

type ProjectDetailsProps = {
  project: DraftProject;
  building: string | null;
  page: number;
  edit: boolean;
  version: number;
  onEditBuilding: (index: number | null) => void;
  onEditDeadlines: () => void;
};

function ProjectDetails(props: ProjectDetailsProps) {
  const { project, building, page, edit, version, onEditBuilding, onEditDeadlines } = props;
  const { t } = useTranslation("admin");
  const lang = useLocale();
  const navigate = useNavigate();
  const buildingName = useBuildingName();
  const shown = project.buildings.find((b) => b.code === building) ?? project.buildings[0];
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed building's row is gone: focus goes to the list's heading, and the building's
  // apartments, when they were shown, give way to the first building's.
  const removal = useRemoval(version, {
    onRemoved: (removed) => {
      if (removed.code === shown?.code)
        navigate(pages.adminProjects({ lang }, { project: project.code }));
    },
    focusAfter: () => heading.current,
  });

  return (
    <>
      <p>
        <AllProjectsLink />
      </p>
      <section aria-labelledby="project-buildings" className={styles.card}>
        <div className={styles.pageHeader}>
          <h2 id="project-buildings" ref={heading} tabIndex={-1} className={styles.subTitle}>
            {t("projects.buildings")}
          </h2>
          {edit ? (
            <Button size="small" variant="secondary" onClick={() => onEditBuilding(null)}>
              <Plus size={16} aria-hidden="true" />
              {t("projects.addBuilding")}
            </Button>
          ) : null}
        </div>
        {removal.refusal}
        {project.buildings.length === 0 ? (
          <p className={styles.muted}>{t("projects.noBuildings")}</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className="sr-only">{t("projects.buildings")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("projects.building")}</th>
                  <th scope="col" className={local.wideOnly}>
                    {t("projects.code")}
                  </th>
                  <th scope="col">{t("projects.apartments")}</th>
                  <th scope="col">{t("projects.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {project.buildings.map((b) => (
                  <tr key={b.code}>
                    <td>
                      <Link
                        to={pages.adminProjects(
                          { lang },
                          { project: project.code, building: b.code },
                        )}
                        aria-current={b.code === shown?.code ? "true" : undefined}
                      >
                        {buildingName(b.number)}
                      </Link>
                    </td>
                    <td className={`${styles.breakable} ${local.wideOnly}`}>
                      <code className={styles.code}>{b.code}</code>
                    </td>
                    <td>{b.apartments}</td>
                    <td>
                      <div className={local.rowActions}>
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={t("projects.editBuildingOf", {
                            building: buildingName(b.number),
                          })}
                          onClick={() => onEditBuilding(b.index)}
                        >
                          {edit ? t("projects.edit") : t("projects.show")}
                        </Button>
                        {edit ? (
                          <Button
                            size="small"
                            variant="ghost"
                            aria-label={t("projects.removeOf", { name: buildingName(b.number) })}
                            onClick={() =>
                              removal.ask({
                                kind: "building",
                                name: buildingName(b.number),
                                place: `/projects/${project.index}/buildings/${b.index}`,
                                code: b.code,
                              })
                            }
                          >
                            {t("projects.remove")}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {shown ? (
        <ApartmentList
          key={shown.code}
          project={project}
          building={shown}
          page={page}
          edit={edit}
        />
      ) : null}
      <RoomTypeList project={project} edit={edit} />
      <DeadlineList project={project} edit={edit} onEdit={onEditDeadlines} />
      {removal.dialog}
    </>
  );
}
