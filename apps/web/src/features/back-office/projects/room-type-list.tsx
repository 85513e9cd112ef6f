import type { companyRoomTypeSchema } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { fetchPart } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { PictureLayersDialog } from "./picture-layers-dialog.tsx";
import local from "./projects.module.css";
import type { DraftProject } from "./projects-screen.tsx";

export type RoomType = z.infer<typeof companyRoomTypeSchema>;

/**
 * A project's room types with their pictures' base layers, drawn under whatever is chosen in
 * every room of the type. Their groups and options are the rooms screens' work.
 */
export function RoomTypeList({ project, edit }: { project: DraftProject; edit: boolean }) {
  const { t } = useTranslation(["admin", "common"]);
  const path = `/projects/${project.index}/room_types`;
  const roomTypes = useQuery({
    queryKey: backOfficeKeys.part(path),
    queryFn: ({ signal }) => fetchPart(path, signal),
  });
  const [opened, setOpened] = useState<number | null>(null);
  const list = (roomTypes.data?.value as RoomType[] | undefined) ?? [];
  return (
    <section aria-labelledby="project-room-types" className={styles.card}>
      <h2 id="project-room-types" className={styles.subTitle}>
        {t("projects.roomTypes")}
      </h2>
      <p className={styles.muted}>{t("projects.roomTypesLead")}</p>
      {roomTypes.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : roomTypes.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{roomTypes.error.message}</p>
          <Button size="small" onClick={() => roomTypes.refetch()}>
            {t("common:retry")}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t("projects.noRoomTypes")}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="sr-only">{t("projects.roomTypes")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("projects.roomType")}</th>
                <th scope="col" className={local.wideOnly}>
                  {t("projects.code")}
                </th>
                <th scope="col">{t("projects.pictureLayers")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((roomType, index) => {
                const name = project.room_types[index]?.name ?? roomType.code;
                return (
                  <tr key={roomType.code}>
                    <td>{name}</td>
                    <td className={`${styles.breakable} ${local.wideOnly}`}>
                      <code className={styles.code}>{roomType.code}</code>
                    </td>
                    <td>
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={t("projects.pictureLayersOf", { name })}
                        onClick={() => setOpened(index)}
                      >
                        {t("projects.layerCount", { count: roomType.picture_layers?.length ?? 0 })}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {roomTypes.data && opened !== null && list[opened] ? (
        <PictureLayersDialog
          path={`${path}/${opened}`}
          roomType={list[opened]}
          name={project.room_types[opened]?.name ?? list[opened].code}
          files={roomTypes.data.files ?? {}}
          version={roomTypes.data.version}
          readOnly={!edit}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}
