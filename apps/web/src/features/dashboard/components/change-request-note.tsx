import type { ChangeRequest } from "@home-designer/core";
import { MessageSquareText, Paperclip, RotateCcw, X } from "lucide-react";
import type { Ref } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import styles from "./layout-section.module.css";

type ChangeRequestNoteProps = {
  request: ChangeRequest;
  /** Staff answer an open request from here; null: the buyer reads it. */
  answering: { onReopen: () => void; onDecline: () => void } | null;
  ref: Ref<HTMLDivElement>;
};

/**
 * A buyer's request to change the confirmed layout: waiting for an answer (with staff's two
 * answers to it), or how it was answered and why.
 */
/** The buyer's files of a request, each opening on its own (their links work for an hour). */
function AttachedFiles({ files }: { files: ChangeRequest["files"] }) {
  const { t } = useTranslation("dashboard");
  if (files.length === 0) return null;
  return (
    <div className={styles.requestFiles}>
      <p className={styles.noteText}>{t("changeRequest.attached")}</p>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            <a href={file.url} target="_blank" rel="noopener noreferrer">
              <Paperclip size={14} aria-hidden="true" />
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ChangeRequestNote({ request, answering, ref }: ChangeRequestNoteProps) {
  const { t } = useTranslation("dashboard");
  const lang = useLocale();
  if (request.status === "open") {
    const date = formatDate(request.created_at, lang);
    return (
      <div ref={ref} tabIndex={-1} className={styles.request} role="note">
        <p className={styles.noteTitle}>
          <MessageSquareText size={15} aria-hidden="true" />
          {answering ? t("changeRequest.asked", { date }) : t("changeRequest.waiting", { date })}
        </p>
        <p className={styles.noteText}>{request.message}</p>
        <AttachedFiles files={request.files} />
        {answering ? (
          <div className={styles.requestActions}>
            <Button variant="secondary" size="small" onClick={answering.onReopen}>
              <RotateCcw size={15} aria-hidden="true" />
              {t("reopen.button")}
            </Button>
            <Button variant="ghost" size="small" onClick={answering.onDecline}>
              <X size={15} aria-hidden="true" />
              {t("changeRequest.decline")}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  const date = formatDate(request.answered_at ?? request.created_at, lang);
  return (
    <div ref={ref} tabIndex={-1} className={styles.request} role="note">
      <p className={styles.noteTitle}>
        <MessageSquareText size={15} aria-hidden="true" />
        {request.status === "declined"
          ? t("changeRequest.declined", { date })
          : t("changeRequest.accepted", { date })}
      </p>
      {request.answer ? <p className={styles.noteText}>{request.answer}</p> : null}
    </div>
  );
}
