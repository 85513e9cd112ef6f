import {
  type DraftOperation,
  type StaffMember,
  staffSchema,
  UI_LOCALES,
} from "@home-designer/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type FieldError, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { DraftFormActions, DraftRefusals } from "../components/draft-form-parts.tsx";
import { TextField } from "../components/text-field.tsx";
import { useDraftEdit } from "../draft/use-draft-edit.ts";

/** The form's values: `language` is "" for the company's own (left out of company.json). */
type StaffValues = Omit<StaffMember, "language"> & { language: StaffMember["language"] | "" };

/** A person as company.json holds them: the company's language is no language of their own. */
const cleanPerson = ({ language, ...person }: StaffValues): StaffMember =>
  language ? { ...person, language } : person;

const schemaResolver = zodResolver(staffSchema);
/** Core's schema of a staff member, on the person as company.json will hold them. */
const resolver: Resolver<StaffValues> = (values, context, options) =>
  schemaResolver(
    cleanPerson(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  ) as ReturnType<Resolver<StaffValues>>;

const FIELD_NAMES = new Set(["email", "name", "role", "language"]);

/** The person being changed (their place in `staff`, and their e-mail), or null for a new one. */
export type StaffEditing = { index: number; person: StaffMember } | null;

type StaffDialogProps = {
  editing: StaffEditing;
  /** The draft's staff as the list shows them (null: company.json has no `staff` yet). */
  staff: readonly StaffMember[] | null;
  version: number;
  onClose: () => void;
};

/**
 * A staff member's form: a new person is added at the end of `staff` (or as the first of a new
 * `staff`); a person's change first tests that their e-mail is still at their place. The e-mail is
 * who the person is, so it is not changed here: remove the person and add the new address.
 */
export function StaffDialog({ editing, staff, version, onClose }: StaffDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  const moved = editing !== null && staff?.[editing.index]?.email !== editing.person.email;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? t("staff.editTitle", { name: editing.person.name }) : t("staff.addTitle")}
      closeLabel={t("common:close")}
    >
      {moved ? (
        <div role="alert" className={styles.refusal}>
          <p>{t("staff.moved")}</p>
          <Button size="small" onClick={onClose}>
            {t("common:close")}
          </Button>
        </div>
      ) : (
        <StaffForm
          // A person's form starts again from the draft it was loaded again from.
          key={editing ? version : "new"}
          editing={
            editing && { index: editing.index, person: staff?.[editing.index] ?? editing.person }
          }
          staff={staff}
          version={version}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function StaffForm({
  editing,
  staff,
  version,
  onDone,
}: {
  editing: StaffEditing;
  staff: readonly StaffMember[] | null;
  version: number;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const formId = useId();
  const form = useForm<StaffValues>({
    defaultValues: editing
      ? { ...editing.person, language: editing.person.language ?? "" }
      : { email: "", name: "", role: "designer", language: "" },
    resolver,
  });
  const { errors } = form.formState;
  const names = new Intl.DisplayNames(i18n.language, { type: "language" });
  // Where the server's refusals of the person point: their place, or the place they will take.
  const place = `/staff/${editing ? editing.index : (staff?.length ?? 0)}`;

  const operations = (person: StaffMember): DraftOperation[] => {
    if (editing)
      return [
        { op: "test", path: `${place}/email`, value: editing.person.email },
        { op: "replace", path: place, value: person },
      ];
    if (staff === null) return [{ op: "add", path: "/staff", value: [person] }];
    return [{ op: "add", path: "/staff/-", value: person }];
  };

  const { save, conflict, elsewhere, reload } = useDraftEdit({
    version,
    place,
    fields: FIELD_NAMES,
    operations,
    refuseAt: (field, message, first) => {
      form.setError(field as keyof StaffValues, { type: "server", message });
      if (first) form.setFocus(field as keyof StaffValues);
    },
    onDone,
  });

  const errorAt = (field: keyof StaffValues) => {
    const error: FieldError | undefined = errors[field];
    if (!error) return undefined;
    if (error.type === "server" && error.message) return error.message;
    if (error.type === "too_big") return t("staff.errors.tooLong");
    return t(field === "email" ? "staff.errors.email" : "staff.errors.name");
  };

  return (
    <form
      id={formId}
      noValidate
      className={styles.form}
      onSubmit={form.handleSubmit((values) => save.mutate(cleanPerson(values)))}
    >
      <DraftRefusals
        conflict={conflict}
        conflictText={t("staff.conflict")}
        reloadLabel={t("staff.reload")}
        onReload={reload}
        elsewhere={elsewhere}
      />
      <fieldset disabled={save.isPending} className={styles.fieldsets}>
        <TextField
          id={`${formId}-email`}
          label={t("staff.email")}
          type="email"
          readOnly={editing !== null}
          error={errorAt("email")}
          {...form.register("email")}
        />
        <TextField
          id={`${formId}-name`}
          label={t("staff.name")}
          error={errorAt("name")}
          {...form.register("name")}
        />
        <div className={styles.field}>
          <label htmlFor={`${formId}-role`}>{t("staff.role")}</label>
          <select id={`${formId}-role`} className={styles.input} {...form.register("role")}>
            <option value="designer">{t("staff.roles.designer")}</option>
            <option value="admin">{t("staff.roles.admin")}</option>
          </select>
          <p className={styles.hint}>{t("staff.roleHint")}</p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${formId}-language`}>{t("staff.language")}</label>
          <select id={`${formId}-language`} className={styles.input} {...form.register("language")}>
            <option value="">{t("staff.companyLanguage")}</option>
            {UI_LOCALES.map((lang) => (
              <option key={lang} value={lang}>
                {names.of(lang) ?? lang}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <DraftFormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
