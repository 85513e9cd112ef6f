import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Eye, TriangleAlert } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import type { BackOfficeAccess } from "../access.ts";
import { discardDraft, fetchDraft, publishDraft } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { refusalPlaces } from "../components/place-words.ts";
import { ProblemList } from "../components/problem-list.tsx";
import { useRelativeTime } from "../components/relative-time.ts";
import { ChangeList } from "./change-list.tsx";
import { DraftMovedEdits, draftConflict } from "./draft-moved.tsx";
import { usePreview } from "./use-preview.ts";

/** The company's draft, read by every back-office page; refreshed through `backOfficeKeys.draft()`. */
export function useDraft() {
  return useQuery({
    queryKey: backOfficeKeys.draftState(),
    queryFn: ({ signal }) => fetchDraft(signal),
  });
}

/**
 * Above every back-office page: what the draft holds (its changes, listed on demand), whether it
 * can still be published (a company imported since makes it stale), and, for admins, Publish and
 * Discard. A refusal says why where the buttons are: another admin's newer draft (409) with a way
 * to read it again, or what publishing would break, by place (422).
 */
export function DraftBar({ access }: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const queryClient = useQueryClient();
  const draft = useDraft();
  const relative = useRelativeTime();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [refusal, setRefusal] = useState<ApiRequestError | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const refreshAll = () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.all() });
  const refused = (error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 409 || error.status === 422)) {
      setRefusal(error);
      return;
    }
    showFailure(error);
  };
  const publish = useMutation({
    mutationFn: publishDraft,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setOpen(false);
      await refreshAll();
      // Publish is disabled now that nothing is left to publish: focus stays in the bar.
      titleRef.current?.focus();
    },
    onError: refused,
  });
  const preview = usePreview(refused);
  const discard = useMutation({
    mutationFn: discardDraft,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setDiscarding(false);
      setOpen(false);
      await refreshAll();
      titleRef.current?.focus();
    },
    onError: (error) => {
      setDiscarding(false);
      showFailure(error);
    },
  });

  if (draft.isPending) return <section className={styles.draftBar} aria-busy="true" />;
  if (draft.isError)
    return (
      <section className={styles.draftBar} aria-label={t("draft.title")}>
        <p role="alert">{t("draft.loadFailed")}</p>
        <Button size="small" onClick={() => draft.refetch()}>
          {t("common:retry")}
        </Button>
      </section>
    );

  const { changes, stale, version, updated_by, updated_at, warnings, places } = draft.data;
  const count = changes.length;
  const busy = publish.isPending || discard.isPending;
  return (
    <section className={styles.draftBar} aria-labelledby={`${listId}-title`}>
      <div className={styles.draftSummary}>
        <div>
          <h2 id={`${listId}-title`} ref={titleRef} tabIndex={-1} className={styles.draftTitle}>
            {t("draft.title")}
          </h2>
          <p className={styles.draftCount} aria-live="polite">
            {count === 0 ? t("draft.empty") : t("draft.changes", { count })}
            {updated_by && updated_at ? (
              <span className={styles.muted}>
                {" "}
                {t("draft.updated", { who: updated_by, when: relative(updated_at) })}
              </span>
            ) : null}
          </p>
        </div>
        <div className={styles.draftActions}>
          {count > 0 ? (
            <Button
              size="small"
              variant="ghost"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((shown) => !shown)}
            >
              {open ? t("draft.hideChanges") : t("draft.showChanges")}
              <ChevronDown size={16} aria-hidden="true" className={open ? styles.flipped : ""} />
            </Button>
          ) : null}
          <Button
            size="small"
            variant="secondary"
            title={t("draft.previewHint")}
            disabled={busy || preview.isPending}
            aria-busy={preview.isPending || undefined}
            onClick={() => {
              setRefusal(null);
              preview.mutate(undefined);
            }}
          >
            <Eye size={16} aria-hidden="true" />
            {preview.isPending ? t("draft.previewing") : t("draft.preview")}
          </Button>
          {access === "edit" ? (
            <>
              <Button
                size="small"
                variant="secondary"
                disabled={count === 0 || busy}
                onClick={() => setDiscarding(true)}
              >
                {t("draft.discard")}
              </Button>
              <Button
                size="small"
                variant="primary"
                disabled={count === 0 || stale || busy}
                aria-busy={publish.isPending || undefined}
                onClick={() => publish.mutate(version)}
              >
                {publish.isPending ? t("draft.publishing") : t("draft.publish")}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {stale ? (
        <p className={styles.warning} role="status">
          <TriangleAlert size={18} aria-hidden="true" />
          {t("draft.stale")}
        </p>
      ) : null}
      {refusal ? (
        <div className={styles.refusal} role="alert">
          <p>{refusal.status === 409 ? t("draft.conflict") : refusal.message}</p>
          {refusal.status === 409 ? <p className={styles.muted}>{refusal.message}</p> : null}
          <DraftMovedEdits edits={draftConflict(refusal)?.edits ?? []} />
          <ProblemList problems={refusal.errors} places={refusalPlaces(refusal)} />
          {refusal.status === 409 ? (
            <Button
              size="small"
              onClick={() => {
                setRefusal(null);
                void refreshAll();
              }}
            >
              {t("draft.reload")}
            </Button>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <div id={listId} className={styles.draftChanges}>
          <ChangeList entries={changes} />
          {Object.keys(warnings).length > 0 ? (
            <>
              <h3 className={styles.changeKind}>{t("draft.warnings")}</h3>
              <ProblemList problems={warnings} places={places} tone="warning" />
            </>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title={t("draft.discardTitle")}
        description={t("draft.discardText", { count })}
        confirmLabel={t("draft.discard")}
        cancelLabel={t("common:cancel")}
        closeLabel={t("common:close")}
        onConfirm={() => discard.mutate()}
        busy={discard.isPending}
        tone="danger"
      />
    </section>
  );
}
