import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/index.ts";
import { useNavigate } from "../../../lib/navigation.ts";
import { fetchApartments } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";

const FIRST_PAGE = { project: "", q: "", page: 1 };

/**
 * The draft's projects in the document's order (the apartments' list names them, so no call of
 * its own), and the one a screen shows: the one its address names, else the first.
 */
export function useProject(code: string | null) {
  const projects = useQuery({
    queryKey: backOfficeKeys.apartments(FIRST_PAGE),
    queryFn: ({ signal }) => fetchApartments(FIRST_PAGE, signal),
    select: (answer) => answer.projects,
  });
  const list = projects.data ?? [];
  const found = list.findIndex((project) => project.code === code);
  const index = found >= 0 ? found : list.length > 0 ? 0 : -1;
  return { projects, list, index, project: list[index] ?? null };
}

/** A select of the projects that goes to the address of the one chosen. */
export function ProjectPicker({
  id,
  list,
  value,
  hrefOf,
}: {
  id: string;
  list: readonly { code: string; name: string }[];
  value: string;
  hrefOf: (code: string) => string;
}) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  if (list.length < 2) return null;
  return (
    <div className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={id}>{t("rooms.project")}</label>
        <select
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => navigate(hrefOf(event.target.value))}
        >
          {list.map((project) => (
            <option key={project.code} value={project.code}>
              {project.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
