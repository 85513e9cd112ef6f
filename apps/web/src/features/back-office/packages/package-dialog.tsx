import {
  type CompanyPackage,
  type CompanyRoomType,
  companyPackageSchema,
  type DraftOperation,
  type UiLocale,
} from "@home-designer/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { type FieldError, type Resolver, useForm } from "react-hook-form";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import styles from "../back-office.module.css";
import { DraftFormActions, DraftRefusals } from "../components/draft-form-parts.tsx";
import { TextField } from "../components/text-field.tsx";
import { missingLanguages, textIn } from "../components/translations.ts";
import { useDraftEdit } from "../draft/use-draft-edit.ts";
import { cleanMaterial } from "../materials/material-form-values.ts";
import { inOrder } from "../rooms/list-order.ts";
import local from "../rooms/rooms.module.css";

type Values = {
  /** A new package's code; a package's code does not change. */
  code: string;
  name?: Record<string, string>;
  description?: Record<string, string>;
  default: boolean;
  can_confirm: boolean;
  /** Per group, in the room types' order: the option's code, or "" for the group's first. */
  choices: string[];
};

type PackageDialogProps = {
  /** The project's packages' pointer (`/projects/0/packages`). */
  listPath: string;
  /** The package's place in the list; its length for a new package, added at its end. */
  index: number;
  packages: readonly CompanyPackage[];
  roomTypes: readonly CompanyRoomType[];
  version: number;
  languages: readonly UiLocale[];
  readOnly: boolean;
  onClose: () => void;
};

const schemaResolver = zodResolver(
  companyPackageSchema.pick({ code: true, name: true, description: true }),
) as unknown as Resolver<Values>;

/** A new package before anything is typed. */
const NEW_PACKAGE: CompanyPackage = { code: "", name: {}, options: [] };

/**
 * A package's form: its name and description per language, whether layouts open with it
 * (`default`, one per project: setting it here takes it from another) and whether buyers may
 * confirm it, and per group which option it chooses (none named: the group's first). Saved as
 * one edit of the draft, after a `test` that the package is still at its place.
 */
export function PackageDialog({
  listPath,
  index,
  packages,
  roomTypes,
  version,
  languages,
  readOnly,
  onClose,
}: PackageDialogProps) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const formId = useId();
  const isNew = index >= packages.length;
  const pkg = packages[index] ?? NEW_PACKAGE;
  const place = `${listPath}/${index}`;
  const taken = new Set(packages.map((each) => each.code));
  /** Core's schema of a package's code and texts, on the values as company.json will hold them. */
  const resolver: Resolver<Values> = async (values, context, options) => {
    const code = isNew ? values.code.trim() : pkg.code;
    const result = await schemaResolver(
      cleanMaterial({ code, name: values.name ?? {}, description: values.description }) as never,
      context,
      options,
    );
    // A code another package of the project has: said at once, at the field.
    const errors =
      isNew && taken.has(code)
        ? { ...result.errors, code: { type: "taken", message: "" } }
        : result.errors;
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as typeof result.errors }
      : { values, errors: {} };
  };
  const shownTypes = inOrder(roomTypes).map(({ item }) => item);
  const groups = shownTypes.flatMap((roomType) => inOrder(roomType.groups).map(({ item }) => item));
  const named = new Map(
    pkg.options.map((ref) => [ref.split("/")[0] ?? "", ref.split("/")[1] ?? ""] as const),
  );
  const form = useForm<Values>({
    defaultValues: {
      code: pkg.code,
      name: pkg.name as Record<string, string>,
      description: (pkg.description ?? {}) as Record<string, string>,
      default: pkg.default ?? false,
      can_confirm: pkg.can_confirm ?? true,
      choices: groups.map((group) => {
        const code = named.get(group.code);
        return code && group.options.some((option) => option.code === code) ? code : "";
      }),
    },
    resolver,
  });
  const names = new Intl.DisplayNames(i18n.language, { type: "language" });
  const languageName = (l: UiLocale) => names.of(l) ?? l;
  const fields = new Set([
    "code",
    ...["name", "description"].flatMap((field) => languages.map((l) => `${field}.${l}`)),
  ]);

  const { save, conflict, elsewhere, reload } = useDraftEdit({
    version,
    place,
    fields,
    operations: (value: CompanyPackage): DraftOperation[] => [
      ...(isNew
        ? [{ op: "add" as const, path: `${listPath}/-`, value }]
        : [
            { op: "test" as const, path: `${place}/code`, value: pkg.code },
            { op: "replace" as const, path: place, value },
          ]),
      // One default per project: setting it here takes it from the others.
      ...(value.default
        ? packages.flatMap((other, k): DraftOperation[] =>
            k !== index && other.default
              ? [{ op: "remove", path: `${listPath}/${k}/default` }]
              : [],
          )
        : []),
    ],
    refuseAt: (field, message, first) => {
      form.setError(field as "name", { type: "server", message });
      if (first) form.setFocus(field as "name");
    },
    onDone: onClose,
  });

  const edited = (values: Values): CompanyPackage => {
    const texts = cleanMaterial({ name: values.name, description: values.description });
    // The options of groups the project does not have are kept as they were (the check names them).
    const known = new Set(groups.map((group) => group.code));
    const options = [
      ...groups.flatMap((group, g) => {
        const code = values.choices[g];
        return code ? [`${group.code}/${code}`] : [];
      }),
      ...pkg.options.filter((ref) => !known.has(ref.split("/")[0] ?? "")),
    ];
    const next: CompanyPackage = {
      ...pkg,
      code: isNew ? values.code.trim() : pkg.code,
      name: (texts.name ?? {}) as CompanyPackage["name"],
      options,
    };
    if (texts.description) next.description = texts.description as CompanyPackage["description"];
    else delete next.description;
    if (values.default) next.default = true;
    else if (pkg.default !== undefined) next.default = false;
    else delete next.default;
    if (!values.can_confirm) next.can_confirm = false;
    else if (pkg.can_confirm !== undefined) next.can_confirm = true;
    else delete next.can_confirm;
    return next;
  };

  const errorOf = (field: string) => {
    const [head = "", tail] = field.split(".");
    const errors = form.formState.errors as Record<string, FieldError | Record<string, FieldError>>;
    const error = (
      tail === undefined ? errors[head] : (errors[head] as Record<string, FieldError>)?.[tail]
    ) as FieldError | undefined;
    if (!error) return undefined;
    if (error.type === "server" && error.message) return error.message;
    if (error.type === "taken") return t("rooms.errors.codeTaken");
    if (head === "code") return t("rooms.errors.code");
    return t(error.type === "too_big" ? "material.errors.tooLong" : "material.errors.invalid");
  };
  const watched = form.watch();
  let g = 0;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        isNew
          ? t("packages.add")
          : t(readOnly ? "packages.showTitle" : "packages.editTitle", {
              name: textIn(pkg.name, lang, pkg.code),
            })
      }
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
          {isNew ? (
            <>
              <TextField
                id={`${formId}-code`}
                label={t("rooms.code")}
                error={errorOf("code")}
                {...form.register("code")}
              />
              <p className={styles.hint}>{t("rooms.codeHint")}</p>
            </>
          ) : (
            <p className={styles.muted}>
              {t("rooms.code")}: <code className={styles.code}>{pkg.code}</code>
            </p>
          )}
          {(["name", "description"] as const).map((field) => {
            const missing = missingLanguages(watched[field], languages);
            return (
              <fieldset key={field} className={styles.group}>
                <legend>{t(`packages.fields.${field}`)}</legend>
                {missing.length > 0 ? (
                  <p className={styles.hint}>
                    {t("rooms.missingIn", { languages: missing.map(languageName).join(", ") })}
                  </p>
                ) : null}
                {languages.map((l) => (
                  <TextField
                    key={l}
                    id={`${formId}-${field}-${l}`}
                    label={languageName(l)}
                    error={errorOf(`${field}.${l}`)}
                    multiline={field === "description"}
                    {...form.register(`${field}.${l}`)}
                  />
                ))}
              </fieldset>
            );
          })}
          <label className={styles.check}>
            <input type="checkbox" {...form.register("default")} />
            {t("packages.fields.default")}
          </label>
          <label className={styles.check}>
            <input type="checkbox" {...form.register("can_confirm")} />
            {t("packages.fields.can_confirm")}
          </label>
          <p className={styles.hint}>{t("packages.choicesHint")}</p>
          {shownTypes.map((roomType) => (
            <fieldset key={roomType.code} className={styles.group}>
              <legend className={local.legend}>
                {textIn(roomType.label, lang, roomType.code)}
              </legend>
              <div className={local.choiceGrid}>
                {inOrder(roomType.groups).map(({ item: group }) => {
                  const at = g++;
                  const first = inOrder(group.options)[0]?.item;
                  return (
                    <div key={group.code} className={styles.field}>
                      <label htmlFor={`${formId}-${group.code}`}>
                        {textIn(group.title, lang, group.code)}
                        {group.hidden ? ` (${t("rooms.hidden")})` : ""}
                      </label>
                      <select
                        id={`${formId}-${group.code}`}
                        className={styles.input}
                        {...form.register(`choices.${at}`)}
                      >
                        <option value="">
                          {t("packages.firstOption", {
                            name: first ? textIn(first.title, lang, first.code) : "—",
                          })}
                        </option>
                        {inOrder(group.options).map(({ item: option }) => (
                          <option key={option.code} value={option.code}>
                            {textIn(option.title, lang, option.code)}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </fieldset>
        <DraftFormActions pending={save.isPending} readOnly={readOnly} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
