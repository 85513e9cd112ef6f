import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useId } from "react";
import { type FieldValues, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { DraftRefusals } from "../components/draft-form-parts.tsx";
import { useDraftEdit } from "../draft/use-draft-edit.ts";
import { DraftUploadsContext, useFormUploads } from "./draft-uploads.ts";
import {
  type EntityTarget,
  entityOperations,
  entityValue,
  fieldNames,
  placeOf,
} from "./entity-edit.ts";

type Values = Record<string, unknown>;

type EntityDialogProps = {
  title: string;
  target: EntityTarget;
  /** The draft's version the thing was read at. */
  version: number;
  /** The thing's own fields as the draft has them (nothing for a new one). */
  original: Values;
  /** Core's schema of those fields (the thing's schema without the lists the form leaves). */
  schema: z.ZodType;
  /** The form's values as the thing's fields, where a field is typed otherwise than it is kept. */
  toValue?: (values: Values) => Values;
  /** The form's values from the thing's fields (the inverse of `toValue`). */
  fromValue?: (value: Values) => Values;
  readOnly: boolean;
  onClose: () => void;
  /** Shown under the form (outside it): what the thing holds, with their own dialogs. */
  after?: ReactNode;
  /** The form's fields. */
  children: (form: UseFormReturn<Values>, formId: string) => ReactNode;
};

/**
 * A dialog with the form of a thing of a project: checked as typed by core's schema, saved into
 * the draft in one edit (entity-edit.ts), its refusals shown at their fields (422) or, when another
 * edit came first (409), with a way to load the draft again. Closing it gives focus back.
 */
export function EntityDialog(props: EntityDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={props.title}
      closeLabel={t("common:close")}
      wide
    >
      <EntityForm key={props.version} {...props} />
      {props.after}
    </Dialog>
  );
}

function EntityForm({
  target,
  version,
  original,
  schema,
  toValue = (values) => values,
  fromValue = (value) => value,
  readOnly,
  onClose,
  children,
}: EntityDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  const formId = useId();
  // An upload moves the draft on: the save is made on the version it answered.
  const uploads = useFormUploads(version);
  const schemaResolver = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  const resolver: Resolver<Values> = (values, context, options) =>
    schemaResolver(entityValue(toValue(values), original), context, options as never) as never;
  const form = useForm<Values>({ defaultValues: fromValue(original), resolver });
  const { save, conflict, elsewhere, reload } = useDraftEdit({
    version: uploads.version,
    place: placeOf(target),
    fields: fieldNames(form.getValues()),
    operations: (value: Values) => entityOperations(target, value, original),
    refuseAt: (field, message, first) => {
      form.setError(field, { type: "server", message });
      if (first) form.setFocus(field);
    },
    onDone: onClose,
  });

  return (
    <form
      id={formId}
      noValidate
      className={styles.form}
      onSubmit={form.handleSubmit((values) => save.mutate(entityValue(toValue(values), original)))}
    >
      <DraftRefusals
        conflict={conflict}
        conflictText={t("projects.conflict")}
        reloadLabel={t("projects.reload")}
        onReload={reload}
        elsewhere={elsewhere}
      />
      <fieldset disabled={readOnly || save.isPending} className={styles.fieldsets}>
        <DraftUploadsContext.Provider value={uploads.context}>
          {children(form, formId)}
        </DraftUploadsContext.Provider>
      </fieldset>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {readOnly ? t("common:close") : t("common:cancel")}
        </Button>
        {readOnly ? null : (
          <Button
            type="submit"
            variant="primary"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {save.isPending ? t("projects.saving") : t("projects.save")}
          </Button>
        )}
      </div>
    </form>
  );
}
