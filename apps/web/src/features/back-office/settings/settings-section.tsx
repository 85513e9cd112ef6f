import { companyFileSchema } from "@home-designer/core";
import { type ReactNode, useEffect, useId, useState } from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  set,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { DraftFormActions, DraftRefusals } from "../components/draft-form-parts.tsx";
import { useDraftEdit } from "../draft/use-draft-edit.ts";
import own from "./settings.module.css";
import type { CompanySettings, SettingsField } from "./settings-api.ts";
import { cleanValue, fieldNames, sameValue, sectionOperations } from "./settings-values.ts";

/** What a field is refused for, in the words the page shows (`settings.errors.*`). */
export type SettingsProblem =
  | "required"
  | "tooLong"
  | "email"
  | "url"
  | "percent"
  | "colour"
  | "host"
  | "languages"
  | "timeZone"
  | "reminderDays"
  | "invalid";

/** The problem of a field from its name and zod's issue code: core's schema speaks English only. */
export function settingsProblem(field: string, code: string | undefined): SettingsProblem {
  if (field === "time_zone") return "timeZone";
  if (field === "deadline_reminder_days") return "reminderDays";
  if (code === "too_big") return "tooLong";
  if (field === "email" || field.startsWith("mail.")) return "email";
  if (["web", "home_designer_url", "quote_url"].includes(field)) return "url";
  if (field === "vat") return "percent";
  if (field.startsWith("colors.")) return "colour";
  if (/^hosts\.\d+\.host$/.test(field)) return "host";
  if (/^hosts(\.\d+\.languages)?$/.test(field)) return "languages";
  if (code === "invalid_type" || code === "too_small") return "required";
  return "invalid";
}

/** Of the document's settings, the fields a section edits, as company.json holds them. */
function pick(settings: CompanySettings, fields: readonly SettingsField[]) {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const value = cleanValue(settings[field]);
    if (value !== undefined) picked[field] = value;
  }
  return picked;
}

export type SectionForm<V extends FieldValues> = {
  form: UseFormReturn<V>;
  formId: string;
  /** The message to show at a field, in the page's language. */
  errorAt: (field: string) => string | undefined;
};

type SettingsSectionProps<V extends FieldValues> = {
  id: string;
  title: string;
  lead?: string;
  fields: readonly SettingsField[];
  settings: CompanySettings;
  version: number;
  readOnly: boolean;
  /** The form's values from the document's fields (default: the fields themselves). */
  toForm?: (settings: CompanySettings) => V;
  /** The document's fields from the form's values (default: the values themselves). */
  fromForm?: (values: V) => CompanySettings;
  /** The form field that shows a problem at a place of the document (`mail.developer.2`). */
  fieldOf?: (place: string) => string;
  children: (section: SectionForm<V>) => ReactNode;
};

/**
 * A section of the settings page: a form of some of company.json's company-level fields, checked
 * by core's schema of those fields as typed and saved into the draft on its own (`useDraftEdit`),
 * so one section's save neither waits for nor loses another's edits. When the draft changes, a
 * section the person has not touched shows the new values; a touched one keeps its edits, which
 * are saved on the newest version, each field it changes tested first (a 409 if another admin
 * changed that field meanwhile).
 */
export function SettingsSection<V extends FieldValues>({
  id,
  title,
  lead,
  fields,
  settings,
  version,
  readOnly,
  toForm = (value) => value as unknown as V,
  fromForm = (values) => values as CompanySettings,
  fieldOf = (place) => place,
  children,
}: SettingsSectionProps<V>) {
  const { t } = useTranslation(["admin", "common"]);
  const formId = useId();
  const titleId = `${id}-title`;
  // The section's fields as the form was filled with them: what an edit tests and compares with.
  const [loaded, setLoaded] = useState(() => pick(settings, fields));
  const [unchanged, setUnchanged] = useState(false);
  const schema = companyFileSchema.pick(
    Object.fromEntries(fields.map((field) => [field, true])) as Record<SettingsField, true>,
  );
  const edited = (values: V) => pick(fromForm(values), fields);
  // Core's schema of the section's fields, on the values as company.json will hold them; not
  // zodResolver, whose errors would stand at the document's places (`mail.developer.2`) rather
  // than at the form's fields (`fieldOf`).
  const resolver: Resolver<V> = async (values) => {
    const result = schema.safeParse(edited(values));
    if (result.success) return { values, errors: {} };
    const errors = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.join("."));
      if (!get(errors, field)) set(errors, field, { type: issue.code, message: "" });
    }
    return { values: {}, errors };
  };
  const form = useForm<V>({ defaultValues: toForm(settings) as DefaultValues<V>, resolver });
  const { isDirty } = form.formState;

  // A new version of the draft: an untouched form takes its values.
  const current = pick(settings, fields);
  const differs = !sameValue(current, loaded);
  useEffect(() => {
    if (!differs || isDirty) return;
    setLoaded(current);
    form.reset(toForm(settings));
  });

  const { save, conflict, elsewhere, reload } = useDraftEdit({
    version,
    place: "",
    fields: fieldNames(edited(form.watch())),
    operations: (value: Record<string, unknown>) => sectionOperations(fields, loaded, value),
    refuseAt: (field, message, first) => {
      const at = fieldOf(field) as Path<V>;
      form.setError(at, { type: "server", message });
      if (first) form.setFocus(at);
    },
    onDone: () => {
      const saved = edited(form.getValues());
      setLoaded(saved);
      form.reset(form.getValues());
    },
  });

  const errorAt = (field: string) => {
    const error: FieldError | undefined = get(form.formState.errors, field);
    if (!error) return undefined;
    if (error.type === "server" && error.message) return error.message;
    return t(`settings.errors.${settingsProblem(field, error.type)}`);
  };

  return (
    <section aria-labelledby={titleId} className={own.section}>
      <div>
        <h2 id={titleId} className={own.sectionTitle}>
          {title}
        </h2>
        {lead ? <p className={styles.muted}>{lead}</p> : null}
      </div>
      <form
        id={formId}
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((values) => {
          const value = edited(values);
          const changed = sectionOperations(fields, loaded, value).length > 0;
          setUnchanged(!changed);
          if (changed) save.mutate(value);
        })}
      >
        <DraftRefusals
          conflict={conflict}
          conflictText={t("settings.conflict")}
          reloadLabel={t("settings.reload")}
          onReload={() => {
            // The person's edits go; the values the draft has now come in untouched.
            form.reset(toForm(settings));
            setLoaded(current);
            reload();
          }}
          elsewhere={elsewhere}
        />
        <fieldset disabled={readOnly || save.isPending} className={styles.fieldsets}>
          {children({ form, formId, errorAt })}
        </fieldset>
        {unchanged ? (
          <p role="status" className={styles.muted}>
            {t("settings.unchanged")}
          </p>
        ) : null}
        {readOnly ? null : (
          <DraftFormActions
            pending={save.isPending}
            // Cancel takes back the section's edits since it was filled or saved.
            onCancel={() => {
              form.reset();
              setUnchanged(false);
            }}
          />
        )}
      </form>
    </section>
  );
}
