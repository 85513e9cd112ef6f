import { companyProjectSchema } from "@home-designer/core";
import { Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { DateField } from "../../../components/ui/date-field.tsx";
import { isIsoDay } from "../../../components/ui/day-text.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { formatDay } from "../../../lib/format-date.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import styles from "../back-office.module.css";
import { EntityDialog } from "./entity-dialog.tsx";
import { wholeNumber } from "./entity-edit.ts";
import { useFormFields } from "./form-fields.tsx";
import type { DraftProject } from "./projects-screen.tsx";

const deadlineFields = companyProjectSchema.pick({
  deadlines: true,
  deadline_reminder_days: true,
});

type Values = Record<string, unknown>;
type Row = {
  code?: string;
  date?: string;
  name?: Record<string, string>;
  room_types?: unknown;
  groups?: string;
};

/** The room types a row's boxes hold: one box answers true or false, several the codes ticked. */
function ticked(value: unknown, codes: readonly string[]): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (value === true) return codes.slice(0, 1);
  if (typeof value === "string" && value !== "") return [value];
  return [];
}

/** The form's rows as company.json writes deadlines: what is left empty is left out. */
export function deadlinesValue(values: Values, roomTypes: readonly string[]): Values {
  const rows = (values.deadlines as Row[] | undefined) ?? [];
  const deadlines = rows.map((row) => {
    const name = Object.fromEntries(
      Object.entries(row.name ?? {}).filter(([, text]) => text.trim() !== ""),
    );
    const types = ticked(row.room_types, roomTypes);
    const groups = (row.groups ?? "")
      .split(/[\s,]+/)
      .map((g) => g.trim())
      .filter((g) => g !== "");
    return {
      code: row.code?.trim() ?? "",
      date: row.date ?? "",
      ...(Object.keys(name).length > 0 ? { name } : {}),
      ...(types.length > 0 ? { room_types: types } : {}),
      ...(groups.length > 0 ? { groups } : {}),
    };
  });
  const days = wholeNumber(values.deadline_reminder_days);
  return {
    ...(deadlines.length > 0 ? { deadlines } : {}),
    ...(days !== undefined ? { deadline_reminder_days: days } : {}),
  };
}

/** Deadlines as the form's rows (the inverse of `deadlinesValue`). */
export function deadlinesForm(value: Values): Values {
  const deadlines = (value.deadlines as Row[] | undefined) ?? [];
  return {
    deadlines: deadlines.map((d) => ({
      code: d.code ?? "",
      date: d.date ?? "",
      name: d.name ?? {},
      room_types: Array.isArray(d.room_types) ? d.room_types : [],
      groups: Array.isArray(d.groups) ? d.groups.join(", ") : "",
    })),
    deadline_reminder_days:
      value.deadline_reminder_days === undefined ? "" : String(value.deadline_reminder_days),
  };
}

type DeadlinesDialogProps = {
  project: DraftProject;
  version: number;
  readOnly: boolean;
  onClose: () => void;
};

/**
 * A project's selection deadlines (docs/company-format.md, "Selection deadlines"): each a last day
 * and what it holds (room types, groups, or the whole layout), and how many days before one the
 * buyers are reminded. Saved into the draft as the project's `deadlines` (decision 037).
 */
export function DeadlinesDialog({ project, version, readOnly, onClose }: DeadlinesDialogProps) {
  const { t } = useTranslation("admin");
  const roomTypes = project.room_types.map((r) => r.code);
  const original: Values = Object.fromEntries(
    ["deadlines", "deadline_reminder_days"].flatMap((name) =>
      project.fields[name] === undefined ? [] : [[name, project.fields[name]]],
    ),
  );
  return (
    <EntityDialog
      title={t("deadlines.title", { name: project.name })}
      target={{ kind: "edit", path: `/projects/${project.index}`, code: project.code }}
      version={version}
      original={original}
      schema={deadlineFields}
      toValue={(values) => deadlinesValue(values, roomTypes)}
      fromValue={deadlinesForm}
      readOnly={readOnly}
      onClose={onClose}
    >
      {(form, formId) => <DeadlineFields form={form} formId={formId} project={project} />}
    </EntityDialog>
  );
}

function DeadlineFields({
  form,
  formId,
  project,
}: {
  form: Parameters<typeof useFormFields>[0];
  formId: string;
  project: DraftProject;
}) {
  const { t } = useTranslation("admin");
  const lang = useLocale();
  const field = useFormFields(form, formId);
  const rows = useFieldArray({ control: form.control, name: "deadlines" as never });
  return (
    <>
      <p className={styles.hint}>{t("deadlines.lead")}</p>
      {rows.fields.map((row, i) => {
        const date = form.watch(`deadlines.${i}.date`);
        return (
          <fieldset key={row.id} className={styles.group}>
            <legend>{t("deadlines.deadline", { number: i + 1 })}</legend>
            <div className={styles.grid}>
              {field.text(`deadlines.${i}.code`, t("projects.code"))}
              <div className={styles.field}>
                <label htmlFor={field.idOf(`deadlines.${i}.date`)}>{t("deadlines.date")}</label>
                <Controller
                  control={form.control}
                  name={`deadlines.${i}.date`}
                  render={({ field: day }) => (
                    <DateField
                      id={field.idOf(`deadlines.${i}.date`)}
                      className={styles.input}
                      name={day.name}
                      ref={day.ref}
                      value={typeof day.value === "string" ? day.value : ""}
                      error={field.messageOf(`deadlines.${i}.date`)}
                      onChange={day.onChange}
                      onBlur={day.onBlur}
                    />
                  )}
                />
                {!field.messageOf(`deadlines.${i}.date`) &&
                typeof date === "string" &&
                isIsoDay(date) ? (
                  <p className={styles.hint}>
                    {t("deadlines.closesAt", { date: formatDay(date, lang) })}
                  </p>
                ) : null}
              </div>
            </div>
            {field.texts(`deadlines.${i}.name`, t("deadlines.name"))}
            <fieldset className={styles.group}>
              <legend>{t("deadlines.roomTypes")}</legend>
              {project.room_types.map((roomType) => (
                <label key={roomType.code} className={styles.check}>
                  <input
                    type="checkbox"
                    value={roomType.code}
                    {...form.register(`deadlines.${i}.room_types`)}
                  />
                  {roomType.name || roomType.code}
                </label>
              ))}
            </fieldset>
            {field.text(`deadlines.${i}.groups`, t("deadlines.groups"))}
            <Button size="small" variant="secondary" onClick={() => rows.remove(i)}>
              <Trash2 size={15} aria-hidden="true" />
              {t("deadlines.remove", { number: i + 1 })}
            </Button>
          </fieldset>
        );
      })}
      <p>
        <Button
          size="small"
          variant="secondary"
          onClick={() =>
            rows.append({ code: "", date: "", name: {}, room_types: [], groups: "" } as never)
          }
        >
          <Plus size={15} aria-hidden="true" />
          {t("deadlines.add")}
        </Button>
      </p>
      {field.text("deadline_reminder_days", t("deadlines.reminderDays"))}
      <p className={styles.hint}>{t("deadlines.reminderHint")}</p>
      <p className={styles.muted}>{t("deadlines.ruleHint")}</p>
    </>
  );
}
