import type { DraftEditRecord, DraftRefusal } from "@home-designer/core";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import styles from "../back-office.module.css";
import { useRelativeTime } from "../components/relative-time.ts";
import { ChangeList } from "./change-list.tsx";

/**
 * An edit or a publish refused because the draft moved on since the version it was made on: the
 * server's message (who changed it last, and when) and each edit saved since that changed the
 * company (`PATCH /admin/draft`'s 409).
 */
export type DraftConflict = { message: string; edits: readonly DraftEditRecord[] };

/** The conflict a draft's 409 answered; null for any other failure. */
export function draftConflict(error: unknown): DraftConflict | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const { edits } = error.details as Partial<DraftRefusal>;
  return { message: error.message, edits: edits ?? [] };
}

/**
 * What changed in the draft since the form (or the list) was opened, as the draft's own changes
 * are shown (ChangeList: each thing by its code, its fields in words); who and when per edit if
 * there were several (the message says it for the last).
 */
export function DraftMovedEdits({ edits }: { edits: readonly DraftEditRecord[] }) {
  const { t } = useTranslation("admin");
  const relative = useRelativeTime();
  if (edits.length === 0) return null;
  const [only] = edits;
  return (
    <div className={styles.movedEdits}>
      <p>{t("draft.movedSince")}</p>
      {edits.length === 1 && only ? (
        <ChangeList entries={only.changes} />
      ) : (
        <ol className={styles.movedEditList}>
          {edits.map((edit) => (
            <li key={edit.version} className={styles.movedEdit}>
              <p className={styles.eventHead}>
                <time dateTime={edit.at}>{relative(edit.at)}</time>
                <span className={styles.breakable}>{edit.by ?? t("history.server")}</span>
              </p>
              <ChangeList entries={edit.changes} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
