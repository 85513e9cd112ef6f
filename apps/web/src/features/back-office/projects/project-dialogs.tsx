import { companyBuildingSchema, companyProjectSchema } from "@home-designer/core";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { EntityDialog } from "./entity-dialog.tsx";
import type { EntityTarget } from "./entity-edit.ts";
import { useFormFields } from "./form-fields.tsx";
import type { DraftProject } from "./projects-screen.tsx";
import { useBuildingName } from "./use-building-name.ts";

const projectFields = companyProjectSchema.omit({
  buildings: true,
  room_types: true,
  restrictions: true,
  packages: true,
});
const buildingFields = companyBuildingSchema.omit({ apartments: true });

type ProjectDialogProps = {
  /** The project to change, or null for a new one. */
  project: DraftProject | null | undefined;
  /** How many projects the draft has: a new one is added after them. */
  size: number;
  version: number;
  readOnly: boolean;
  onClose: () => void;
};

/** A project's own fields: its code (of a new one), name, address, site, VAT, flags, PDF footer. */
export function ProjectDialog({ project, size, version, readOnly, onClose }: ProjectDialogProps) {
  const { t } = useTranslation("admin");
  const target: EntityTarget = project
    ? { kind: "edit", path: `/projects/${project.index}`, code: project.code }
    : {
        kind: "new",
        list: "/projects",
        size,
        lists: { buildings: [], room_types: [], packages: [] },
      };
  return (
    <EntityDialog
      title={project ? t("projects.editTitle", { name: project.name }) : t("projects.addTitle")}
      target={target}
      version={version}
      original={project?.fields ?? {}}
      schema={projectFields}
      readOnly={readOnly}
      onClose={onClose}
    >
      {(form, formId) => <ProjectFields form={form} formId={formId} isNew={!project} />}
    </EntityDialog>
  );
}

function ProjectFields({
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
    <>
      <div className={styles.grid}>
        {isNew ? field.text("code", t("projects.code")) : <CodeOf code={form.getValues("code")} />}
        {field.text("name", t("projects.name"))}
        {field.text("address", t("projects.address"))}
        {field.text("url", t("projects.url"))}
        {field.text("vat", t("projects.vat"))}
      </div>
      <fieldset className={styles.group}>
        <legend>{t("projects.show_legend")}</legend>
        {field.check("show_plan_colors", t("projects.show_plan_colors"))}
        {field.check("show_symbols", t("projects.show_symbols"))}
        {field.check("show_quote_generation", t("projects.show_quote_generation"))}
      </fieldset>
      {field.texts("pdf_footer", t("projects.pdf_footer"), true)}
    </>
  );
}

/** A thing's code, which is who it is to the import: shown, not changed. */
export function CodeOf({ code }: { code: unknown }) {
  const { t } = useTranslation("admin");
  return (
    <p className={styles.muted}>
      {t("projects.code")}: <code className={styles.code}>{String(code)}</code>
    </p>
  );
}

type BuildingDialogProps = {
  project: DraftProject;
  building: DraftProject["buildings"][number] | null | undefined;
  version: number;
  readOnly: boolean;
  onClose: () => void;
};

/** A building's code (of a new one) and number. */
export function BuildingDialog({
  project,
  building,
  version,
  readOnly,
  onClose,
}: BuildingDialogProps) {
  const { t } = useTranslation("admin");
  const buildingName = useBuildingName();
  const list = `/projects/${project.index}/buildings`;
  const target: EntityTarget = building
    ? { kind: "edit", path: `${list}/${building.index}`, code: building.code }
    : { kind: "new", list, size: project.buildings.length, lists: { apartments: [] } };
  return (
    <EntityDialog
      title={
        building
          ? t("projects.editBuildingTitle", { building: buildingName(building.number) })
          : t("projects.addBuildingTitle")
      }
      target={target}
      version={version}
      original={building ? { code: building.code, number: building.number } : {}}
      schema={buildingFields.omit({ priority: true })}
      readOnly={readOnly}
      onClose={onClose}
    >
      {(form, formId) => <BuildingFields form={form} formId={formId} isNew={!building} />}
    </EntityDialog>
  );
}

function BuildingFields({
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
  const buildingName = useBuildingName();
  const number = form.watch("number");
  return (
    <>
      <div className={styles.grid}>
        {isNew ? field.text("code", t("projects.code")) : <CodeOf code={form.getValues("code")} />}
        {field.text("number", t("projects.buildingNumberLabel"))}
      </div>
      {/* The company's word for a building, as buyers read the number with it. */}
      {typeof number === "string" && number.trim() !== "" ? (
        <p className={styles.hint} aria-live="polite">
          {t("projects.buildingShownAs", { name: buildingName(number.trim()) })}
        </p>
      ) : null}
    </>
  );
}
