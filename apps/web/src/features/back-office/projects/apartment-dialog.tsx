import { companyApartmentSchema, type companyLayoutSchema } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { fetchPart } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { EntityDialog } from "./entity-dialog.tsx";
import { type EntityTarget, ownFields } from "./entity-edit.ts";
import { useFormFields } from "./form-fields.tsx";
import { LayoutDialog } from "./layout-dialog.tsx";
import { CodeOf } from "./project-dialogs.tsx";
import local from "./projects.module.css";
import type { DraftProject } from "./projects-screen.tsx";
import { useRemoval } from "./removal.tsx";
import { useBuildingName } from "./use-building-name.ts";

type Apartment = z.infer<typeof companyApartmentSchema>;
export type Layout = z.infer<typeof companyLayoutSchema>;

/** What the apartment's form leaves as it is: its layouts (their own dialogs), its buyers (theirs). */
const LISTS = ["layouts", "buyers"];
const apartmentFields = companyApartmentSchema.omit({ layouts: true, buyers: true });
const STATUSES = ["available", "reserved", "sold"] as const;

type ApartmentDialogProps = {
  project: DraftProject;
  building: DraftProject["buildings"][number];
  /** The apartment as the list showed it (its place and code), or null for a new one. */
  opened: { pointer: string; code: string; title: string } | null;
  /** How many apartments the building has: a new one is added after them. */
  size: number;
  version: number;
  readOnly: boolean;
  onClose: () => void;
};

/**
 * An apartment's fields (number, floor, sale status, its page) and its layouts, each with a
 * dialog of its own. An apartment read from the draft is checked to be the one the list showed.
 */
export function ApartmentDialog(props: ApartmentDialogProps) {
  const { opened } = props;
  const { t } = useTranslation(["admin", "common"]);
  const part = useQuery({
    queryKey: backOfficeKeys.part(opened?.pointer ?? ""),
    queryFn: ({ signal }) => fetchPart(opened?.pointer ?? "", signal),
    enabled: opened !== null,
  });
  if (opened === null) return <ApartmentForm {...props} apartment={null} />;
  const apartment = part.data?.value as Apartment | undefined;
  if (part.isSuccess && apartment?.code === opened.code)
    return (
      <ApartmentForm
        {...props}
        apartment={apartment}
        version={part.data.version}
        files={part.data.files ?? {}}
      />
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={opened.title}
      closeLabel={t("common:close")}
    >
      {part.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : (
        <div role="alert" className={styles.refusal}>
          <p>{part.isError ? part.error.message : t("projects.moved")}</p>
          <Button size="small" onClick={props.onClose}>
            {t("common:close")}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

function ApartmentForm({
  project,
  building,
  opened,
  size,
  version,
  readOnly,
  onClose,
  apartment,
  files = {},
}: ApartmentDialogProps & { apartment: Apartment | null; files?: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const buildingName = useBuildingName();
  const [layout, setLayout] = useState<number | "new" | null>(null);
  const target: EntityTarget =
    opened && apartment
      ? { kind: "edit", path: opened.pointer, code: apartment.code }
      : {
          kind: "new",
          list: `/projects/${project.index}/buildings/${building.index}/apartments`,
          size,
          lists: { layouts: [] },
        };
  const layouts = apartment?.layouts ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed layout's row goes: focus moves to the list's heading, in the dialog.
  const removal = useRemoval(version, { focusAfter: () => heading.current });
  return (
    <EntityDialog
      title={
        opened
          ? t("projects.editApartmentTitle", { apartment: opened.title })
          : t("projects.addApartmentTitle", { building: buildingName(building.number) })
      }
      target={target}
      version={version}
      original={apartment ? ownFields(apartment, LISTS) : {}}
      schema={apartmentFields}
      fromValue={(value) => ({
        ...value,
        floor: value.floor ?? "",
        status: value.status ?? "available",
      })}
      // An apartment that said no status is available: left so, unless another is chosen.
      toValue={(values) =>
        values.status === "available" && apartment?.status === undefined
          ? { ...values, status: undefined }
          : values
      }
      readOnly={readOnly}
      onClose={onClose}
      after={
        opened && apartment ? (
          <section aria-labelledby="apartment-layouts" className={`${styles.group} ${local.after}`}>
            <h3 id="apartment-layouts" ref={heading} tabIndex={-1} className={styles.subTitle}>
              {t("projects.layouts")}
            </h3>
            {removal.refusal}
            {layouts.length === 0 ? (
              <p className={styles.muted}>{t("projects.noLayouts")}</p>
            ) : (
              <ul className={styles.buyerList}>
                {layouts.map((l, i) => (
                  <li key={l.code}>
                    <span>
                      {l.name} <code className={styles.code}>{l.code}</code> ·{" "}
                      {t("projects.roomCount", { count: l.rooms.length })}
                    </span>
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t("projects.editLayoutOf", { name: l.name })}
                      onClick={() => setLayout(i)}
                    >
                      {readOnly ? t("projects.show") : t("projects.edit")}
                    </Button>
                    {readOnly ? null : (
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t("projects.removeOf", { name: l.name })}
                        onClick={() =>
                          removal.ask({
                            kind: "layout",
                            name: l.name,
                            place: `${opened.pointer}/layouts/${i}`,
                            code: l.code,
                          })
                        }
                      >
                        {t("projects.remove")}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {readOnly ? null : (
              <div>
                <Button size="small" variant="secondary" onClick={() => setLayout("new")}>
                  <Plus size={16} aria-hidden="true" />
                  {t("projects.addLayout")}
                </Button>
              </div>
            )}
            {layout !== null ? (
              <LayoutDialog
                project={project}
                apartment={opened.pointer}
                index={layout === "new" ? null : layout}
                layout={layout === "new" ? null : (layouts[layout] ?? null)}
                size={layouts.length}
                files={files}
                version={version}
                readOnly={readOnly}
                onClose={() => setLayout(null)}
              />
            ) : null}
            {removal.dialog}
          </section>
        ) : null
      }
    >
      {(form, formId) => <ApartmentFields form={form} formId={formId} isNew={!apartment} />}
    </EntityDialog>
  );
}

function ApartmentFields({
  form,
  formId,
  isNew,
}: {
  form: Parameters<typeof useFormFields>[0];
  formId: string;
  isNew: boolean;
}) {
  const { t } = useTranslation("admin");
  const field = useFormFields(form, formId);
  return (
    <div className={styles.grid}>
      {isNew ? field.text("code", t("projects.code")) : <CodeOf code={form.getValues("code")} />}
      {field.text("number", t("projects.apartmentNumber"))}
      {field.number("floor", t("projects.floor"))}
      {field.select(
        "status",
        t("projects.status"),
        STATUSES.map((status) => ({ value: status, label: t(`buyers.statuses.${status}`) })),
      )}
      {field.text("url", t("projects.apartmentUrl"))}
    </div>
  );
}
