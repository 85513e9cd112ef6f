import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import type { ApiRequestError } from "../../../lib/api.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { refusalPlaces } from "../components/place-words.ts";
import { ProblemList } from "../components/problem-list.tsx";
import { DraftMovedEdits, draftConflict } from "./draft-moved.tsx";

/**
 * Why an edit made from a list was not saved: another edit came first (409, with what changed
 * since: read the draft again and do it once more), or the company would not import so (422: every problem at its place).
 */
export function Refusal({
  refusal,
  onDismiss,
}: {
  refusal: ApiRequestError | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const queryClient = useQueryClient();
  if (!refusal) return null;
  return (
    <div role="alert" className={styles.refusal}>
      <p>{refusal.status === 409 ? t("rooms.conflict") : t("material.refused")}</p>
      <p className={styles.muted}>{refusal.message}</p>
      <DraftMovedEdits edits={draftConflict(refusal)?.edits ?? []} />
      <ProblemList problems={refusal.errors} places={refusalPlaces(refusal)} />
      <Button
        size="small"
        onClick={() => {
          onDismiss();
          void queryClient.invalidateQueries({ queryKey: backOfficeKeys.draft() });
        }}
      >
        {refusal.status === 409 ? t("rooms.reload") : t("common:close")}
      </Button>
    </div>
  );
}
