import type { DraftOperation } from "@home-designer/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FilePicker } from "../../../components/ui/file-picker.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { editDraft } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import { uploadDraftFile } from "../api/upload.ts";
import styles from "../back-office.module.css";
import own from "./settings.module.css";
import type { CompanySettings } from "./settings-api.ts";

type BrandFilesProps = {
  settings: CompanySettings;
  /** Where the browser shows each file the settings name, by its path. */
  files: Readonly<Record<string, string>>;
  version: number;
  readOnly: boolean;
};

/** The edit that names a new file at `path` (`/logo`), testing the one it replaces. */
const nameFile = (path: string, before: unknown, value: unknown): DraftOperation[] =>
  before === undefined
    ? [{ op: "add", path, value }]
    : [
        { op: "test", path, value: before },
        value === undefined ? { op: "remove", path } : { op: "replace", path, value },
      ];

/**
 * The company's logo and icon: each uploaded into the draft with its progress shown, then shown
 * as it will be. The logo is stored as a file of the draft (`POST /admin/draft/files`) and then
 * named at `/logo` by an edit made on the version the upload answered; the icon's upload makes the
 * 16, 32 and 180 px icons and names them at `/favicons` itself.
 */
export function BrandFiles({ settings, files, version, readOnly }: BrandFilesProps) {
  const { t } = useTranslation("admin");
  const logo = settings.logo;
  const icons = settings.favicons;
  return (
    <section aria-labelledby="settings-files-title" className={own.section}>
      <div>
        <h2 id="settings-files-title" className={own.sectionTitle}>
          {t("settings.files.title")}
        </h2>
        <p className={styles.muted}>{t("settings.files.lead")}</p>
      </div>
      <div className={own.files}>
        <FileField
          kind="logo"
          readOnly={readOnly}
          accept=".svg,.png,.jpg,.jpeg,.webp,image/svg+xml,image/png,image/jpeg,image/webp"
          upload={async (file, onProgress) => {
            const stored = await uploadDraftFile("POST /admin/draft/files", file, { onProgress });
            const answer = await editDraft(stored.version, nameFile("/logo", logo, stored.path));
            return answer.message;
          }}
          remove={
            logo === undefined
              ? undefined
              : async () => (await editDraft(version, nameFile("/logo", logo, undefined))).message
          }
          preview={
            logo && files[logo] ? (
              <img src={files[logo]} alt={t("settings.files.logoAlt")} className={own.logo} />
            ) : null
          }
        />
        <FileField
          kind="favicon"
          readOnly={readOnly}
          accept=".svg,.png,image/svg+xml,image/png"
          upload={async (file, onProgress) =>
            (await uploadDraftFile("POST /admin/draft/favicons", file, { onProgress })).message
          }
          remove={
            icons === undefined
              ? undefined
              : async () =>
                  (await editDraft(version, nameFile("/favicons", icons, undefined))).message
          }
          preview={
            icons ? (
              <ul className={own.icons}>
                {(["16", "32", "180"] as const).map((size) => {
                  const path = icons[size];
                  const url = path ? files[path] : undefined;
                  return url ? (
                    <li key={size}>
                      <img
                        src={url}
                        width={Math.min(Number(size), 64)}
                        height={Math.min(Number(size), 64)}
                        alt=""
                      />
                      <span className={styles.muted}>
                        {size} × {size}
                      </span>
                    </li>
                  ) : null;
                })}
              </ul>
            ) : null
          }
        />
      </div>
    </section>
  );
}

type FileFieldProps = {
  kind: "logo" | "favicon";
  readOnly: boolean;
  accept: string;
  /** Sends the file and names it in the draft; answers the server's message. */
  upload: (file: File, onProgress: (sent: number) => void) => Promise<string>;
  /** Takes the file out of company.json; undefined when it names none. */
  remove: (() => Promise<string>) | undefined;
  preview: ReactNode;
};

/** A file of the brand: what is there, a picker that uploads at once, its progress and refusal. */
function FileField({ kind, readOnly, accept, upload, remove, preview }: FileFieldProps) {
  const { t } = useTranslation(["admin", "common"]);
  const id = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = `settings-file-${kind}`;
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: backOfficeKeys.draft() });
    // The picker was disabled while it sent and the page is drawn from the new draft: focus
    // goes to this file's heading (found again by its id, as the field may have been drawn anew).
    document.getElementById(titleId)?.focus();
  };
  const failed = (error: Error) => {
    if (error instanceof ApiRequestError && [409, 413, 422].includes(error.status)) {
      const places = Object.values(error.errors).flat();
      setProblem([error.message, ...places].join(" "));
      // A 409: the draft moved on; what is shown is read again.
      if (error.status === 409)
        void queryClient.invalidateQueries({ queryKey: backOfficeKeys.draft() });
      return;
    }
    showFailure(error);
  };
  const send = useMutation({
    mutationFn: (file: File) => upload(file, setProgress),
    onMutate: () => {
      setProblem(null);
      setProgress(0);
    },
    onSuccess: done,
    onError: failed,
  });
  const drop = useMutation({
    mutationFn: () => (remove ? remove() : Promise.resolve("")),
    onMutate: () => setProblem(null),
    onSuccess: done,
    onError: failed,
  });
  const busy = send.isPending || drop.isPending;
  return (
    <div className={own.fileField}>
      <h3 id={titleId} tabIndex={-1} className={own.subTitle}>
        {t(`settings.files.${kind}`)}
      </h3>
      <div className={own.filePreview}>
        {preview ?? <p className={styles.muted}>{t("settings.files.none")}</p>}
      </div>
      {readOnly ? null : (
        <>
          <div className={styles.field}>
            <label htmlFor={id}>{t(`settings.files.${kind}Pick`)}</label>
            <FilePicker
              id={id}
              accept={accept}
              disabled={busy}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = "";
                if (file) send.mutate(file);
              }}
            />
            <p id={`${id}-hint`} className={styles.hint}>
              {t(`settings.files.${kind}Hint`)}
            </p>
          </div>
          {send.isPending ? (
            <div className={styles.progress}>
              <label htmlFor={`${id}-progress`}>
                {t("settings.files.sending", { percent: Math.round(progress * 100) })}
              </label>
              <progress id={`${id}-progress`} max={1} value={progress}>
                {Math.round(progress * 100)} %
              </progress>
            </div>
          ) : null}
          {problem ? (
            <p id={`${id}-problem`} role="alert" className={styles.fieldError}>
              {problem}
            </p>
          ) : null}
          {remove ? (
            <div>
              <Button size="small" variant="ghost" disabled={busy} onClick={() => drop.mutate()}>
                {t(`settings.files.${kind}Remove`)}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
