import type { CompanyCheckAnswer, CompanyImportAnswer } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { FilePicker } from "../../../components/ui/file-picker.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import type { BackOfficeAccess } from "../access.ts";
import { downloadCompany } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import { type CompanyUpload, uploadCompany } from "../api/upload.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { ProblemList } from "../components/problem-list.tsx";
import { ChangeList } from "../draft/change-list.tsx";

/** What the last step said about the chosen .zip. */
type Outcome =
  | { step: "check"; answer: CompanyCheckAnswer }
  | { step: "dryRun" | "import"; answer: CompanyImportAnswer }
  | { step: "refused"; error: ApiRequestError };

/**
 * `/{lang}/admin/import`: the company folder in and out. A .zip is checked (its problems by
 * place), tried (what an import would add, change, retire and remove) and then imported; each
 * upload shows how much of it is sent. The folder is downloaded as a .zip, with or without the
 * workbook.
 */
export function ImportScreen({ access }: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState<{ step: CompanyUpload; sent: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState<"zip" | "workbook" | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const editable = access === "edit";

  async function send(step: "check" | "dryRun" | "import") {
    if (!file) return;
    const key: CompanyUpload =
      step === "check" ? "POST /admin/company/check" : "POST /admin/company/import";
    setSending({ step: key, sent: 0 });
    setOutcome(null);
    try {
      const onProgress = (sent: number) => setSending({ step: key, sent });
      if (step === "check") {
        const answer = await uploadCompany("POST /admin/company/check", file, { onProgress });
        setOutcome({ step, answer });
      } else {
        const answer = await uploadCompany("POST /admin/company/import", file, {
          dryRun: step === "dryRun",
          onProgress,
        });
        setOutcome({ step, answer });
        if (step === "import") {
          toast.success(answer.message);
          await queryClient.invalidateQueries({ queryKey: backOfficeKeys.all() });
        }
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status !== 0 && error.status !== 401)
        setOutcome({ step: "refused", error });
      else showFailure(error);
    } finally {
      setSending(null);
      setConfirming(false);
      // The outcome is read next: focus goes to it, so a screen reader does not start over.
      requestAnimationFrame(() => result.current?.focus());
    }
  }

  async function download(kind: "zip" | "workbook") {
    setDownloading(kind);
    try {
      await downloadCompany(kind === "workbook");
    } catch (error) {
      showFailure(error);
    } finally {
      setDownloading(null);
    }
  }

  const busy = sending !== null;
  // An import goes ahead once its dry run has said what it will do.
  const mayImport = outcome?.step === "dryRun" && editable;
  return (
    <AdminPage title={t("import.title")} lead={t("import.lead")}>
      <section className={styles.card} aria-labelledby={`${inputId}-upload`}>
        <h2 id={`${inputId}-upload`} className={styles.cardTitle}>
          {t("import.uploadTitle")}
        </h2>
        {editable ? (
          <>
            <div className={styles.field}>
              <label htmlFor={inputId}>{t("import.file")}</label>
              <FilePicker
                id={inputId}
                accept=".zip,application/zip,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setOutcome(null);
                }}
              />
              <p className={styles.hint}>{t("import.fileHint")}</p>
            </div>
            <div className={styles.buttonRow}>
              <Button disabled={!file || busy} onClick={() => send("check")}>
                <Upload size={16} aria-hidden="true" />
                {t("import.check")}
              </Button>
              <Button disabled={!file || busy} onClick={() => send("dryRun")}>
                {t("import.dryRun")}
              </Button>
              <Button
                variant="primary"
                disabled={!file || busy || !mayImport}
                onClick={() => setConfirming(true)}
              >
                {t("import.apply")}
              </Button>
            </div>
            {sending ? (
              <div className={styles.progress}>
                <label htmlFor={`${inputId}-progress`}>
                  {sending.sent < 1 ? t("import.sending") : t("import.reading")}
                </label>
                <progress
                  id={`${inputId}-progress`}
                  max={100}
                  value={Math.round(sending.sent * 100)}
                >
                  {Math.round(sending.sent * 100)} %
                </progress>
              </div>
            ) : null}
          </>
        ) : (
          <p className={styles.muted}>{t("import.adminsOnly")}</p>
        )}
        <div ref={result} tabIndex={-1} className={styles.outcome} aria-live="polite">
          {outcome ? <OutcomeView outcome={outcome} /> : null}
        </div>
      </section>

      <section className={styles.card} aria-labelledby={`${inputId}-download`}>
        <h2 id={`${inputId}-download`} className={styles.cardTitle}>
          {t("import.downloadTitle")}
        </h2>
        <p className={styles.muted}>{t("import.downloadText")}</p>
        <div className={styles.buttonRow}>
          <Button
            disabled={downloading !== null || !editable}
            aria-busy={downloading === "zip" || undefined}
            onClick={() => download("zip")}
          >
            <Download size={16} aria-hidden="true" />
            {t("import.downloadZip")}
          </Button>
          <Button
            disabled={downloading !== null || !editable}
            aria-busy={downloading === "workbook" || undefined}
            onClick={() => download("workbook")}
          >
            <Download size={16} aria-hidden="true" />
            {t("import.downloadWorkbook")}
          </Button>
        </div>
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("import.confirmTitle")}
        description={t("import.confirmText", { name: file?.name ?? "" })}
        confirmLabel={t("import.apply")}
        cancelLabel={t("common:cancel")}
        closeLabel={t("common:close")}
        onConfirm={() => send("import")}
        busy={busy}
      />
    </AdminPage>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation("admin");
  if (outcome.step === "refused")
    return (
      <div role="alert" className={styles.refusal}>
        <p>{outcome.error.message}</p>
        <ProblemList problems={outcome.error.errors} />
      </div>
    );
  if (outcome.step === "check") {
    const { answer } = outcome;
    return (
      <div className={answer.can_import ? styles.success : styles.refusal}>
        <h3 className={styles.subTitle}>{t("import.checked")}</h3>
        <p>{answer.message}</p>
        <ProblemList problems={answer.problems} />
        {Object.keys(answer.warnings).length > 0 ? (
          <>
            <h4 className={styles.changeKind}>{t("import.warnings")}</h4>
            <ProblemList problems={answer.warnings} tone="warning" />
          </>
        ) : null}
      </div>
    );
  }
  const { answer } = outcome;
  return (
    <div className={styles.success}>
      <h3 className={styles.subTitle}>
        {outcome.step === "dryRun" ? t("import.triedTitle") : t("import.doneTitle")}
      </h3>
      <p>{answer.message}</p>
      <p className={styles.muted}>{t("import.files", { count: answer.files })}</p>
      <ChangeList entries={answer.entries} />
      {Object.keys(answer.warnings).length > 0 ? (
        <>
          <h4 className={styles.changeKind}>{t("import.warnings")}</h4>
          <ProblemList problems={answer.warnings} tone="warning" />
        </>
      ) : null}
    </div>
  );
}
