import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FilePicker } from "../../../components/ui/file-picker.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { uploadDraftFile } from "../api/upload.ts";
import styles from "../back-office.module.css";
import { ProblemList } from "../components/problem-list.tsx";
import { useDraftFiles } from "./draft-uploads.ts";
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

/**
 * A file of the draft by its path in the company folder: typed, or uploaded into the draft (with
 * its progress), which fills in the path the draft keeps it under; opened where the draft has it.
 */
export function FileField({ form, formId, name, label, files, readOnly }: FileFieldProps) {
  const { t } = useTranslation("admin");
  const field = useFormFields(form, formId);
  const id = useId();
  const known = useDraftFiles(files);
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadDraftFile("POST /admin/draft/files", file, { onProgress: setSent }),
    onMutate: () => setSent(0),
    onSuccess: (answer) => {
      known.uploaded(answer);
      form.setValue(name, answer.path, { shouldDirty: true, shouldValidate: true });
    },
  });
  const path = form.watch(name);
  const url = typeof path === "string" ? known.files[path] : undefined;
  const refusal = upload.error instanceof ApiRequestError ? upload.error : null;
  return (
    <div className={local.file}>
      {field.text(name, label)}
      <div className={local.fileActions}>
        {url ? (
          <a href={url} target="_blank" rel="noreferrer">
            {t("projects.openFile", { name: label })}
          </a>
        ) : null}
        {readOnly ? null : (
          <div className={styles.field}>
            <label htmlFor={`${id}-upload`}>{t("projects.upload", { name: label })}</label>
            <FilePicker
              id={`${id}-upload`}
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file);
                event.target.value = "";
              }}
            />
          </div>
        )}
      </div>
      {upload.isPending ? (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progress`}>
            {sent < 1 ? t("projects.uploading") : t("projects.uploadChecking")}
          </label>
          <progress id={`${id}-progress`} max={100} value={Math.round(sent * 100)}>
            {Math.round(sent * 100)} %
          </progress>
        </div>
      ) : null}
      <div role="status">
        {upload.isSuccess ? (
          <p className={styles.muted}>{t("projects.uploaded", { path: upload.data.path })}</p>
        ) : null}
      </div>
      {upload.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{upload.error.message}</p>
          {refusal ? <ProblemList problems={refusal.errors} /> : null}
        </div>
      ) : null}
    </div>
  );
}
