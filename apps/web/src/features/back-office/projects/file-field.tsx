import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "../../../i18n/index.ts";
import { useFormFields } from "./form-fields.tsx";
import local from "./projects.module.css";

type FileFieldProps = {
  form: UseFormReturn<Record<string, unknown>>;
  formId: string;
  /** The field's name in the form (`plan`, `wardrobe_plans.0.file`). */
  name: string;
  label: string;
  /** The web addresses of the draft's files, by path. */
  files: Readonly<Record<string, string>>;
  readOnly: boolean;
};

/** A file of the draft by its path in the company folder, opened where the draft has it. */
export function FileField({ form, formId, name, label, files }: FileFieldProps) {
  const { t } = useTranslation("admin");
  const field = useFormFields(form, formId);
  const path = form.watch(name);
  const url = typeof path === "string" ? files[path] : undefined;
  return (
    <div className={local.file}>
      {field.text(name, label)}
      {url ? (
        <div className={local.fileActions}>
          <a href={url} target="_blank" rel="noreferrer">
            {t("projects.openFile", { name: label })}
          </a>
        </div>
      ) : null}
    </div>
  );
}
