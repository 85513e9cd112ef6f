import type { RouteAnswer } from "@home-designer/core";
import { useMutation } from "@tanstack/react-query";
import { MessageSquarePlus, X } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FilePicker } from "../../../components/ui/file-picker.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { dashboardCalls } from "../api.ts";
import { CountedTextField } from "./counted-text-field.tsx";
import styles from "./reopen-dialog.module.css";
import { REASON_LIMIT } from "./reopen-dialog.tsx";

/** Core's `CHANGE_REQUEST_LIMIT`, kept here as `REASON_LIMIT` is; the test holds the two equal. */
export const MESSAGE_LIMIT = 2000;

export type ChangeRequestAnswer = RouteAnswer<"POST /layouts/:layoutId/change-requests">;

type Problems = { text?: string; files?: string; refusal?: string };

/** Core's `CHANGE_REQUEST_FILES_LIMIT`: the most files a buyer attaches to one request. */
export const FILES_LIMIT = 5;

/** The server's 422 at the dialog's one field, or its 409, where the dialog says it. */
function problemsOf(error: ApiRequestError, field: string): Problems | null {
  if (error.status === 409) return { refusal: error.message };
  if (error.status !== 422) return null;
  const text = error.errors[field]?.join(" ");
  return text ? { text } : { refusal: error.message };
}

type TextDialogProps = {
  /** The body's one field, where a 422 names it. */
  field: "message" | "reason";
  limit: number;
  texts: {
    title: string;
    description: string;
    label: string;
    hint: string;
    required: string;
    submit: string;
  };
  icon: ReactNode;
  failureKey: string;
  /** Whether the person may attach files (photos, drawings) to what they send. */
  attachments?: boolean;
  send: (text: string, files: readonly File[]) => Promise<ChangeRequestAnswer>;
  onClose: () => void;
  /** After the server took it; the dialog is closed by the caller. */
  onSent: (answer: ChangeRequestAnswer) => void;
  /** Where focus goes once sent, when what opened the dialog goes with what it did. */
  focusAfterSent: () => HTMLElement | null;
};

/** A dialog of one required text sent about a change request, refusals at the field or in it. */
function TextDialog({
  field,
  limit,
  texts,
  icon,
  failureKey,
  attachments = false,
  send,
  onClose,
  onSent,
  focusAfterSent,
}: TextDialogProps) {
  const { t } = useTranslation(["dashboard", "common"]);
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const textField = useRef<HTMLTextAreaElement>(null);
  const sent = useRef(false);
  const ids = useId();
  const formId = `${ids}-form`;
  const textId = `${ids}-text`;
  const filesId = `${ids}-files`;

  const mutation = useMutation({
    mutationFn: (value: string) => send(value, files),
    onSuccess: (answer) => {
      toast.success(answer.message);
      sent.current = true;
      onSent(answer);
    },
    onError: (error, value) => {
      const found = error instanceof ApiRequestError ? problemsOf(error, field) : null;
      if (!found) {
        showFailure(error, { retry: () => mutation.mutate(value), key: failureKey });
        return;
      }
      setProblems(found);
      if (found.text) textField.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const value = text.trim();
    if (!value) {
      setProblems({ text: texts.required });
      textField.current?.focus();
      return;
    }
    if (files.length > FILES_LIMIT) {
      setProblems({ files: t("changeRequest.filesTooMany", { count: FILES_LIMIT }) });
      return;
    }
    setProblems({});
    mutation.mutate(value);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      title={texts.title}
      description={texts.description}
      closeLabel={t("common:close")}
      focusOnClose={() => (sent.current ? focusAfterSent() : null)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t("common:cancel")}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
          >
            {icon}
            {texts.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        {problems.refusal ? (
          <p className={styles.refusal} role="alert">
            {problems.refusal}
          </p>
        ) : null}
        <CountedTextField
          id={textId}
          label={texts.label}
          hint={texts.hint}
          value={text}
          limit={limit}
          error={problems.text}
          disabled={mutation.isPending}
          ref={textField}
          onChange={setText}
        />
        {attachments ? (
          <div className={styles.field}>
            <label htmlFor={filesId} className={styles.label}>
              {t("changeRequest.files")}
            </label>
            <FilePicker
              id={filesId}
              multiple
              accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp"
              disabled={mutation.isPending}
              aria-describedby={`${filesId}-hint${problems.files ? ` ${filesId}-error` : ""}`}
              aria-invalid={problems.files ? true : undefined}
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])];
                setFiles(chosen);
                setProblems((p) => ({
                  ...p,
                  files:
                    chosen.length > FILES_LIMIT
                      ? t("changeRequest.filesTooMany", { count: FILES_LIMIT })
                      : undefined,
                }));
              }}
            />
            <p id={`${filesId}-hint`} className={styles.hint}>
              {t("changeRequest.filesHint", { count: FILES_LIMIT })}
            </p>
            {problems.files ? (
              <p id={`${filesId}-error`} className={styles.error} role="alert">
                {problems.files}
              </p>
            ) : null}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}

type AskChangeDialogProps = {
  layoutId: number;
  onClose: () => void;
  onAsked: (answer: ChangeRequestAnswer) => void;
  focusAfterSent: () => HTMLElement | null;
};

/**
 * A buyer asks to change their confirmed layout, in their words: the developer's people read it
 * and reopen the layout or decline with a reason; the confirmation stays as it is meanwhile.
 */
export function AskChangeDialog({
  layoutId,
  onClose,
  onAsked,
  focusAfterSent,
}: AskChangeDialogProps) {
  const { t } = useTranslation("dashboard");
  return (
    <TextDialog
      field="message"
      limit={MESSAGE_LIMIT}
      texts={{
        title: t("changeRequest.askTitle"),
        description: t("changeRequest.askDescription"),
        label: t("changeRequest.message"),
        hint: t("changeRequest.messageHint"),
        required: t("changeRequest.messageRequired"),
        submit: t("changeRequest.send"),
      }}
      icon={<MessageSquarePlus size={16} aria-hidden="true" />}
      failureKey={`ask-change-${layoutId}`}
      attachments
      send={async (message, files) => {
        const asked = await dashboardCalls.askChange(layoutId, message);
        if (files.length === 0) return asked;
        // The request stands without its files: the buyer is told, and may ask staff by mail.
        try {
          const attached = await dashboardCalls.attachChangeFiles(asked.change_request.id, files);
          return { ...asked, change_request: attached.change_request };
        } catch (error) {
          toast.warning(
            t("changeRequest.filesFailed", {
              message: error instanceof Error ? error.message : String(error),
            }),
          );
          return asked;
        }
      }}
      onClose={onClose}
      onSent={onAsked}
      focusAfterSent={focusAfterSent}
    />
  );
}

type DeclineChangeDialogProps = {
  requestId: number;
  onClose: () => void;
  onDeclined: (answer: ChangeRequestAnswer) => void;
  focusAfterSent: () => HTMLElement | null;
};

/** Staff decline a buyer's open change request with a reason the buyer is mailed. */
export function DeclineChangeDialog({
  requestId,
  onClose,
  onDeclined,
  focusAfterSent,
}: DeclineChangeDialogProps) {
  const { t } = useTranslation("dashboard");
  return (
    <TextDialog
      field="reason"
      limit={REASON_LIMIT}
      texts={{
        title: t("changeRequest.declineTitle"),
        description: t("changeRequest.declineDescription"),
        label: t("changeRequest.reason"),
        hint: t("changeRequest.reasonHint"),
        required: t("changeRequest.reasonRequired"),
        submit: t("changeRequest.decline"),
      }}
      icon={<X size={16} aria-hidden="true" />}
      failureKey={`decline-change-${requestId}`}
      send={(reason) => dashboardCalls.declineChange(requestId, reason)}
      onClose={onClose}
      onSent={onDeclined}
      focusAfterSent={focusAfterSent}
    />
  );
}
