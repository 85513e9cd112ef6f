import {
  amountFormatFor,
  type CompanyMaterial,
  companyMaterialSchema,
  type DraftOperation,
  decimalMark,
  type UiLocale,
} from "@home-designer/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { type FieldError, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useCompany } from "../../../lib/company.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { fetchPart } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { DraftFormActions, DraftRefusals } from "../components/draft-form-parts.tsx";
import { TextField } from "../components/text-field.tsx";
import { useCompanyLanguages } from "../components/use-company-languages.ts";
import { useDraftEdit } from "../draft/use-draft-edit.ts";
import { DraftUploadsContext, useFormUploads } from "../projects/draft-uploads.ts";
import { FileField } from "../projects/file-field.tsx";
import {
  cleanMaterial,
  decimalsForForm,
  decimalsFromForm,
  fieldProblem,
  MONEY_FIELDS,
  withoutAddedDefaults,
} from "./material-form-values.ts";

type MaterialDialogProps = {
  index: number;
  /** The material's code as the list showed it: the edit is refused if another took its place. */
  code: string;
  name: string;
  categories: readonly { code: string; name: string }[];
  readOnly: boolean;
  onClose: () => void;
};

const schemaResolver = zodResolver(companyMaterialSchema);
/** Core's schema of a material, on the values as company.json will hold them. */
const resolver: Resolver<CompanyMaterial> = (values, context, options) =>
  schemaResolver(cleanMaterial(decimalsFromForm(values)) as CompanyMaterial, context, options);

/**
 * A material's form, over the catalogue: loads the material from the draft (`/materials/{index}`),
 * checks it with core's `materialSchema` as it is typed, and saves it into the draft as one edit
 * that first tests the code is still at its place. The server's refusals are shown at their fields
 * (422), or, when another edit came first (409), with a way to load the material again.
 */
export function MaterialDialog({
  index,
  code,
  name,
  categories,
  readOnly,
  onClose,
}: MaterialDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  const path = `/materials/${index}`;
  const part = useQuery({
    queryKey: backOfficeKeys.part(path),
    queryFn: ({ signal }) => fetchPart(path, signal),
  });
  const moved =
    part.data !== undefined && (part.data.value as { code?: unknown } | null)?.code !== code;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={readOnly ? name : t("material.title", { name })}
      closeLabel={t("common:close")}
      wide
    >
      {part.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : part.isError || moved ? (
        <div role="alert" className={styles.refusal}>
          <p>{part.isError ? part.error.message : t("material.moved")}</p>
          <Button size="small" onClick={onClose}>
            {t("common:close")}
          </Button>
        </div>
      ) : (
        <MaterialForm
          key={part.data.version}
          index={index}
          code={code}
          version={part.data.version}
          material={part.data.value as CompanyMaterial}
          files={part.data.files}
          categories={categories}
          readOnly={readOnly}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

type MaterialFormProps = {
  index: number;
  code: string;
  version: number;
  material: CompanyMaterial;
  /** The web addresses of the files the material names, by path (its pictures). */
  files: Readonly<Record<string, string>>;
  categories: readonly { code: string; name: string }[];
  readOnly: boolean;
  onDone: () => void;
};

function MaterialForm({
  index,
  code,
  version,
  material,
  files,
  categories,
  readOnly,
  onDone,
}: MaterialFormProps) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const company = useCompany();
  const locale = useLocale();
  const formId = useId();
  // As the page writes amounts (lib/company.ts's useEuro), kept out of the buyer's first load.
  const mark = decimalMark(amountFormatFor(company.amount_format, locale));
  const form = useForm<CompanyMaterial>({
    defaultValues: decimalsForForm(material, mark),
    resolver,
  });
  const { errors } = form.formState;
  const languages = useCompanyLanguages([material.desc_short, material.desc_long, material.unit]);
  const names = new Intl.DisplayNames(i18n.language, { type: "language" });
  const languageName = (lang: UiLocale) => names.of(lang) ?? lang;

  // A picture's upload moves the draft on: the save is made on the version it answered.
  const uploads = useFormUploads(version);
  const { save, conflict, elsewhere, reload } = useDraftEdit({
    version: uploads.version,
    place: `/materials/${index}`,
    fields: FIELD_NAMES,
    operations: (edited: Record<string, unknown>): DraftOperation[] => [
      { op: "test", path: `/materials/${index}/code`, value: code },
      { op: "replace", path: `/materials/${index}`, value: edited },
    ],
    refuseAt: (field, message, first) => {
      form.setError(field as keyof CompanyMaterial, { type: "server", message });
      if (first) form.setFocus(field as keyof CompanyMaterial);
    },
    onDone,
  });

  const messageOf = (field: string, error: FieldError | undefined) =>
    error
      ? error.type === "server" && error.message
        ? error.message
        : t(`material.errors.${fieldProblem(field, error.type)}`, { example: `129${mark}90` })
      : undefined;
  const errorAt = (field: string) =>
    messageOf(
      field,
      field
        .split(".")
        .reduce<unknown>(
          (at, part) => (at as Record<string, unknown> | undefined)?.[part],
          errors,
        ) as FieldError | undefined,
    );

  const text = (field: string, label: string, multiline = false) => (
    <TextField
      key={field}
      id={`${formId}-${field}`}
      label={label}
      error={errorAt(field)}
      multiline={multiline}
      {...form.register(field as keyof CompanyMaterial)}
    />
  );

  return (
    <form
      id={formId}
      noValidate
      className={styles.form}
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          withoutAddedDefaults(
            cleanMaterial(decimalsFromForm(values) as Record<string, unknown>),
            material,
          ),
        ),
      )}
    >
      <DraftRefusals
        conflict={conflict}
        conflictText={t("material.conflict")}
        reloadLabel={t("material.reload")}
        onReload={reload}
        elsewhere={elsewhere}
      />
      <fieldset disabled={readOnly || save.isPending} className={styles.fieldsets}>
        <p className={styles.muted}>
          {t("material.code")}: <code className={styles.code}>{code}</code>
        </p>
        <fieldset className={styles.group}>
          <legend>{t("material.names")}</legend>
          {languages.map((lang) => text(`desc_short.${lang}`, languageName(lang)))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t("material.prices")}</legend>
          <div className={styles.grid}>
            {MONEY_FIELDS.map((field) => text(field, t(`material.fields.${field}`)))}
            {text("vat", t("material.fields.vat"))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t("material.details")}</legend>
          <div className={styles.grid}>
            <div className={styles.field}>
              <label htmlFor={`${formId}-category`}>{t("catalogue.category")}</label>
              <select
                id={`${formId}-category`}
                className={styles.input}
                {...form.register("category")}
              >
                <option value="">{t("catalogue.noCategory")}</option>
                {categories.map((category) => (
                  <option key={category.code} value={category.code}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            {text("manufacturer", t("material.fields.manufacturer"))}
            {text("seller", t("material.fields.seller"))}
            {text("producer_product_id", t("material.fields.producer_product_id"))}
            {text("quantity", t("material.fields.quantity"))}
            <TextField
              id={`${formId}-lead_time_days`}
              label={t("material.fields.lead_time_days")}
              hint={t("material.leadTimeHint")}
              inputMode="numeric"
              error={errorAt("lead_time_days")}
              {...form.register("lead_time_days", { setValueAs: wholeNumberOrNone })}
            />
            <div className={styles.field}>
              <label htmlFor={`${formId}-end_of_sale`}>{t("material.fields.end_of_sale")}</label>
              <input
                id={`${formId}-end_of_sale`}
                type="date"
                className={styles.input}
                aria-invalid={errorAt("end_of_sale") ? true : undefined}
                aria-describedby={
                  errorAt("end_of_sale") ? `${formId}-end_of_sale-error` : undefined
                }
                {...form.register("end_of_sale")}
              />
              {errorAt("end_of_sale") ? (
                <p id={`${formId}-end_of_sale-error`} className={styles.fieldError}>
                  {errorAt("end_of_sale")}
                </p>
              ) : null}
            </div>
            {languages.map((lang) =>
              text(`unit.${lang}`, `${t("material.fields.unit")} (${languageName(lang)})`),
            )}
          </div>
          <label className={styles.check}>
            <input type="checkbox" {...form.register("is_sample_available")} />
            {t("material.fields.is_sample_available")}
          </label>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t("material.pictures")}</legend>
          <DraftUploadsContext.Provider value={uploads.context}>
            {(["thumbnail", "image"] as const).map((field) => (
              <FileField
                key={field}
                form={form as unknown as UseFormReturn<Record<string, unknown>>}
                formId={formId}
                name={field}
                label={t(`material.fields.${field}`)}
                files={files}
                readOnly={readOnly}
              />
            ))}
          </DraftUploadsContext.Provider>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{t("material.descriptions")}</legend>
          {languages.map((lang) => text(`desc_long.${lang}`, languageName(lang), true))}
        </fieldset>
      </fieldset>
      <DraftFormActions pending={save.isPending} readOnly={readOnly} onCancel={onDone} />
    </form>
  );
}

/** The fields of the form by the names the server's pointers become (`desc_short.de`). */
const FIELD_NAMES = new Set([
  ...MONEY_FIELDS,
  "vat",
  "thumbnail",
  "image",
  "category",
  "manufacturer",
  "seller",
  "producer_product_id",
  "quantity",
  "is_sample_available",
  "lead_time_days",
  "end_of_sale",
  ...["desc_short", "desc_long", "unit"].flatMap((field) =>
    ["et", "en", "de", "ru"].map((lang) => `${field}.${lang}`),
  ),
]);

/**
 * A whole-number field's value as company.json holds it: a number, or left out when empty; what
 * is no number stays the text typed, for the check to refuse at the field.
 */
function wholeNumberOrNone(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}
