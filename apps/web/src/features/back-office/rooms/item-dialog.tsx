import {
  companyGroupSchema,
  companyOptionSchema,
  companyRoomTypeSchema,
  type DraftOperation,
  type UiLocale,
} from "@home-designer/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type FieldError, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { DraftFormActions, DraftRefusals } from "../components/draft-form-parts.tsx";
import { TextField } from "../components/text-field.tsx";
import { missingLanguages } from "../components/translations.ts";
import { useDraftEdit } from "../draft/use-draft-edit.ts";
import { cleanMaterial, withoutAddedDefaults } from "../materials/material-form-values.ts";
import { MaterialPicker } from "./material-picker.tsx";

export type ItemKind = "roomType" | "group" | "option";

/** What each kind's form edits: its texts (multi-line or not) and its switches. */
const FORMS = {
  roomType: {
    texts: [{ field: "label", multiline: false }],
    flags: ["whole_apartment"],
    schema: companyRoomTypeSchema.pick({ code: true, label: true, whole_apartment: true }),
  },
  group: {
    texts: [
      { field: "title", multiline: false },
      { field: "description", multiline: true },
    ],
    flags: ["hidden"],
    schema: companyGroupSchema.pick({
      code: true,
      title: true,
      description: true,
      hidden: true,
      options: true,
    }),
  },
  option: {
    texts: [{ field: "title", multiline: false }],
    flags: [],
    schema: companyOptionSchema.pick({ code: true, title: true, material: true }),
  },
} as const;

type Values = Record<string, unknown>;

/** A new item's values before anything is typed: a new group comes with its first option. */
const NEW_ITEM: Record<ItemKind, Values> = {
  roomType: { code: "" },
  group: { code: "", options: [{ code: "", material: "" }] },
  option: { code: "", material: "" },
};

type ItemDialogProps = {
  kind: ItemKind;
  title: string;
  /** The item's pointer in company.json, or where a new one will be (the list's length). */
  place: string;
  /** The item as the draft holds it; null for a new one, added at the list's end. */
  item: Values | null;
  version: number;
  languages: readonly UiLocale[];
  readOnly: boolean;
  /** Codes a new item may not have: the project's groups', or the group's options'. */
  taken: ReadonlySet<string>;
  onClose: () => void;
};

/** A form's values as company.json holds them: empty texts and a new group's option cleaned. */
function cleaned(kind: ItemKind, values: Values): Values {
  const clean = cleanMaterial({ ...values, options: undefined });
  if (kind === "group" && Array.isArray(values.options))
    clean.options = values.options.map((option) => cleanMaterial(option as Values));
  return clean;
}

/**
 * The form of a room type (its label per language, whole apartment), a selection group (code when
 * new, title and description per language, hidden; a new group with its first option, since a
 * group without options does not import) or an option (code when new, title, material). It is
 * checked by core's schema of the format as typed, and saved as one edit of the draft: a new item
 * is added at the end of its list, a changed one replaced after a `test` that its code is still
 * at its place.
 */
export function ItemDialog({
  kind,
  title,
  place,
  item,
  version,
  languages,
  readOnly,
  taken,
  onClose,
}: ItemDialogProps) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const formId = useId();
  const spec = FORMS[kind];
  // Core's schema of the item, on the values as company.json will hold them.
  const schemaResolver = zodResolver(spec.schema as never) as unknown as Resolver<Values>;
  const resolver: Resolver<Values> = async (values, context, options) => {
    const result = await schemaResolver(cleaned(kind, values), context, options);
    // A code the project's groups (or the group's options) already have: said at once, where
    // the company's check would name the other thing's place.
    if (item === null && typeof values.code === "string" && taken.has(values.code.trim()))
      return {
        values: {},
        errors: { ...result.errors, code: { type: "taken", message: "" } } as FieldErrors<Values>,
      };
    return result;
  };
  const form = useForm<Values>({
    defaultValues: item ?? NEW_ITEM[kind],
    resolver,
  });
  const { errors } = form.formState;
  const names = new Intl.DisplayNames(i18n.language, { type: "language" });
  const languageName = (lang: UiLocale) => names.of(lang) ?? lang;
  const fields = new Set([
    "code",
    "material",
    "options.0.code",
    "options.0.material",
    ...spec.flags,
    ...spec.texts.flatMap(({ field }) => languages.map((lang) => `${field}.${lang}`)),
  ]);
  const listPath = place.slice(0, place.lastIndexOf("/"));

  const { save, conflict, elsewhere, reload } = useDraftEdit({
    version,
    place,
    fields,
    operations: (value: Values): DraftOperation[] =>
      item === null
        ? [{ op: "add", path: `${listPath}/-`, value }]
        : [
            { op: "test", path: `${place}/code`, value: item.code },
            { op: "replace", path: place, value },
          ],
    refuseAt: (field, message, first) => {
      form.setError(field, { type: "server", message });
      if (first) form.setFocus(field);
    },
    onDone: onClose,
  });

  /** The item with the form's fields as edited: a field emptied is left out. */
  const edited = (values: Values): Values => {
    const clean = withoutAddedDefaults(cleaned(kind, values), item ?? {});
    // A new room type starts without groups; they are added to it one by one.
    const next: Values = { ...(item ?? (kind === "roomType" ? { groups: [] } : {})) };
    const formFields = [
      ...spec.texts.map(({ field }) => field),
      ...spec.flags,
      ...(kind === "roomType" && item !== null ? [] : ["code"]),
      ...(kind === "option" ? ["material"] : []),
      ...(kind === "group" && item === null ? ["options"] : []),
    ];
    for (const field of formFields) {
      if (clean[field] === undefined) delete next[field];
      else next[field] = clean[field];
    }
    return next;
  };

  const errorOf = (field: string) => {
    const error = field
      .split(".")
      .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], errors) as
      | FieldError
      | undefined;
    if (!error) return undefined;
    if (error.type === "server" && error.message) return error.message;
    if (error.type === "taken") return t("rooms.errors.codeTaken");
    return t(
      field.endsWith("code")
        ? "rooms.errors.code"
        : error.type === "too_big"
          ? "material.errors.tooLong"
          : "material.errors.invalid",
    );
  };
  const text = (field: string, label: string, multiline = false) => (
    <TextField
      key={field}
      id={`${formId}-${field}`}
      label={label}
      error={errorOf(field)}
      multiline={multiline}
      {...form.register(field)}
    />
  );
  const watched = form.watch();

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      closeLabel={t("common:close")}
      wide
    >
      <form
        id={formId}
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((values) => save.mutate(edited(values)))}
      >
        <DraftRefusals
          conflict={conflict}
          conflictText={t("rooms.conflict")}
          reloadLabel={t("rooms.reload")}
          onReload={() => {
            reload();
            onClose();
          }}
          elsewhere={elsewhere}
        />
        <fieldset disabled={readOnly || save.isPending} className={styles.fieldsets}>
          {item === null ? (
            <>
              {text("code", t("rooms.code"))}
              <p className={styles.hint}>{t("rooms.codeHint")}</p>
            </>
          ) : (
            <p className={styles.muted}>
              {t("rooms.code")}: <code className={styles.code}>{String(item?.code ?? "")}</code>
            </p>
          )}
          {spec.texts.map(({ field, multiline }) => {
            const missing = missingLanguages(
              watched[field] as Record<string, string> | undefined,
              languages,
            );
            return (
              <fieldset key={field} className={styles.group}>
                <legend>{t(`rooms.fields.${field}`)}</legend>
                {missing.length > 0 ? (
                  <p className={styles.hint}>
                    {t("rooms.missingIn", { languages: missing.map(languageName).join(", ") })}
                  </p>
                ) : null}
                {languages.map((lang) => text(`${field}.${lang}`, languageName(lang), multiline))}
              </fieldset>
            );
          })}
          {spec.flags.map((flag) => (
            <label key={flag} className={styles.check}>
              <input type="checkbox" {...form.register(flag)} />
              {t(`rooms.fields.${flag}`)}
            </label>
          ))}
          {kind === "group" && item === null ? (
            <fieldset className={styles.group}>
              <legend>{t("rooms.firstOption")}</legend>
              <p className={styles.hint}>{t("rooms.firstOptionHint")}</p>
              {text("options.0.code", t("rooms.code"))}
              <MaterialPicker
                value={String(
                  watched.options ? ((watched.options as Values[])[0]?.material ?? "") : "",
                )}
                onChange={(code) =>
                  form.setValue("options.0.material", code as never, { shouldDirty: true })
                }
                error={errorOf("options.0.material")}
                disabled={readOnly || save.isPending}
              />
            </fieldset>
          ) : null}
          {kind === "option" ? (
            <MaterialPicker
              value={String(watched.material ?? "")}
              onChange={(code) => form.setValue("material", code, { shouldDirty: true })}
              error={errorOf("material")}
              disabled={readOnly || save.isPending}
            />
          ) : null}
        </fieldset>
        <DraftFormActions pending={save.isPending} readOnly={readOnly} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
