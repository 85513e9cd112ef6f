import { companyLayoutSchema } from "@home-designer/core";
import { Plus, X } from "lucide-react";
import { useRef } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { cleanMaterial } from "../materials/material-form-values.ts";
import type { Layout } from "./apartment-dialog.tsx";
import { EntityDialog } from "./entity-dialog.tsx";
import type { EntityTarget } from "./entity-edit.ts";
import { FileField } from "./file-field.tsx";
import { useFormFields } from "./form-fields.tsx";
import { CodeOf } from "./project-dialogs.tsx";
import local from "./projects.module.css";
import type { DraftProject } from "./projects-screen.tsx";

type Values = Record<string, unknown>;

/** The layout's plans: files of the draft by their paths. */
const PLANS = ["picture", "plan", "kitchen_plan", "electrical_plan"] as const;

/** A room's numbers as one field: "1.12, 1.13". */
export const numbersText = (numbers: unknown) => (Array.isArray(numbers) ? numbers.join(", ") : "");

/** A room's numbers from its field (a list already is one: the form's checked values are). */
export const numbersOf = (text: unknown): string[] =>
  Array.isArray(text)
    ? text
    : typeof text === "string"
      ? text
          .split(",")
          .map((number) => number.trim())
          .filter(Boolean)
      : [];

/** The form's values of a layout: a room's numbers as one text. */
function fromLayout(layout: Values): Values {
  const rooms = (layout.rooms as Values[] | undefined) ?? [];
  return {
    ...layout,
    rooms: rooms.map((room) => ({ ...room, numbers: numbersText(room.numbers) })),
    wardrobe_plans: (layout.wardrobe_plans as Values[] | undefined) ?? [],
  };
}

/** A layout as company.json holds it, from the form's values. */
export function toLayout(values: Values): Values {
  const rooms = ((values.rooms as Values[] | undefined) ?? []).map((room) => {
    const numbers = numbersOf(room.numbers);
    return cleanMaterial({ ...room, numbers: numbers.length > 0 ? numbers : undefined });
  });
  const plans = ((values.wardrobe_plans as Values[] | undefined) ?? []).map((plan) =>
    cleanMaterial(plan),
  );
  return {
    ...values,
    rooms,
    wardrobe_plans: plans.length > 0 ? plans : undefined,
  };
}

type LayoutDialogProps = {
  project: DraftProject;
  /** The apartment's pointer in the document. */
  apartment: string;
  index: number | null;
  layout: Layout | null;
  size: number;
  /** The web addresses of the draft's files the apartment names, by path. */
  files: Record<string, string>;
  version: number;
  readOnly: boolean;
  onClose: () => void;
};

/**
 * A layout of an apartment: its name, its plans (files of the draft), its rooms (each of a room
 * type of the project, with its own label and the numbers on the plan) and its wardrobe plans.
 */
export function LayoutDialog({
  project,
  apartment,
  index,
  layout,
  size,
  files,
  version,
  readOnly,
  onClose,
}: LayoutDialogProps) {
  const { t } = useTranslation("admin");
  const list = `${apartment}/layouts`;
  const target: EntityTarget =
    layout && index !== null
      ? { kind: "edit", path: `${list}/${index}`, code: layout.code }
      : { kind: "new", list, size, lists: {} };
  return (
    <EntityDialog
      title={
        layout ? t("projects.editLayoutTitle", { name: layout.name }) : t("projects.addLayoutTitle")
      }
      target={target}
      version={version}
      original={layout ?? { rooms: [] }}
      schema={companyLayoutSchema}
      fromValue={fromLayout}
      toValue={toLayout}
      readOnly={readOnly}
      onClose={onClose}
    >
      {(form, formId) => (
        <LayoutFields
          form={form}
          formId={formId}
          isNew={!layout}
          project={project}
          files={files}
          readOnly={readOnly}
        />
      )}
    </EntityDialog>
  );
}

type LayoutFieldsProps = {
  form: UseFormReturn<Values>;
  formId: string;
  isNew: boolean;
  project: DraftProject;
  files: Record<string, string>;
  readOnly: boolean;
};

function LayoutFields({ form, formId, isNew, project, files, readOnly }: LayoutFieldsProps) {
  const { t } = useTranslation("admin");
  const field = useFormFields(form, formId);
  const rooms = useFieldArray({ control: form.control, name: "rooms" as never });
  const plans = useFieldArray({ control: form.control, name: "wardrobe_plans" as never });
  // A removed item's button goes with it: focus goes to its list's add button.
  const addRoom = useRef<HTMLButtonElement>(null);
  const addPlan = useRef<HTMLButtonElement>(null);
  const removed = (add: typeof addRoom) => requestAnimationFrame(() => add.current?.focus());
  const roomTypes = project.room_types.map((roomType) => ({
    value: roomType.code,
    label: roomType.name,
  }));
  const file = (name: string, label: string) => (
    <FileField
      key={name}
      form={form}
      formId={formId}
      name={name}
      label={label}
      files={files}
      readOnly={readOnly}
    />
  );
  return (
    <>
      <div className={styles.grid}>
        {isNew ? field.text("code", t("projects.code")) : <CodeOf code={form.getValues("code")} />}
        {field.text("name", t("projects.layoutName"))}
      </div>
      <fieldset className={styles.group}>
        <legend>{t("projects.plans")}</legend>
        {PLANS.map((name) => file(name, t(`projects.planFields.${name}`)))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("projects.rooms")}</legend>
        {rooms.fields.map((room, i) => (
          <div key={room.id} className={local.item}>
            <div className={local.itemHead}>
              <p className={local.itemTitle}>{t("projects.roomNumber", { number: i + 1 })}</p>
              {readOnly ? null : (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t("projects.removeRoom", { number: i + 1 })}
                  onClick={() => {
                    rooms.remove(i);
                    removed(addRoom);
                  }}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              )}
            </div>
            <div className={styles.grid}>
              {field.text(`rooms.${i}.code`, t("projects.code"))}
              {field.select(`rooms.${i}.room_type`, t("projects.roomType"), [
                { value: "", label: t("projects.chooseRoomType") },
                ...roomTypes,
              ])}
              {field.text(`rooms.${i}.numbers`, t("projects.roomNumbers"))}
            </div>
            {field.texts(`rooms.${i}.label`, t("projects.roomLabel"))}
          </div>
        ))}
        {readOnly ? null : (
          <div>
            <Button
              ref={addRoom}
              size="small"
              variant="secondary"
              onClick={() =>
                rooms.append({ code: "", room_type: "", numbers: "" } as never, {
                  shouldFocus: true,
                })
              }
            >
              <Plus size={16} aria-hidden="true" />
              {t("projects.addRoom")}
            </Button>
          </div>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t("projects.wardrobePlans")}</legend>
        {plans.fields.map((plan, i) => (
          <div key={plan.id} className={local.item}>
            <div className={local.itemHead}>
              <p className={local.itemTitle}>
                {t("projects.wardrobePlanNumber", { number: i + 1 })}
              </p>
              {readOnly ? null : (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t("projects.removeWardrobePlan", { number: i + 1 })}
                  onClick={() => {
                    plans.remove(i);
                    removed(addPlan);
                  }}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              )}
            </div>
            <div className={styles.grid}>
              {field.text(`wardrobe_plans.${i}.code`, t("projects.code"))}
            </div>
            {file(`wardrobe_plans.${i}.file`, t("projects.wardrobePlanFile"))}
            {field.texts(`wardrobe_plans.${i}.name`, t("projects.wardrobePlanName"))}
          </div>
        ))}
        {readOnly ? null : (
          <div>
            <Button
              ref={addPlan}
              size="small"
              variant="secondary"
              onClick={() => plans.append({ code: "", file: "" } as never, { shouldFocus: true })}
            >
              <Plus size={16} aria-hidden="true" />
              {t("projects.addWardrobePlan")}
            </Button>
          </div>
        )}
      </fieldset>
    </>
  );
}
