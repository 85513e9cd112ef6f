import { pickLabel, type RouteAnswer } from "@home-designer/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { dashboardCalls, dashboardQueries } from "../api.ts";
import { useDashboard } from "../dashboard-context.ts";
import { CountedTextField } from "./counted-text-field.tsx";
import styles from "./reopen-dialog.module.css";

/**
 * Core's `REOPEN_REASON_LIMIT`, which lives with the API's schemas (zod) that the web app's
 * bundles leave out; reopen-dialog.test.tsx holds the two equal.
 */
export const REASON_LIMIT = 2000;

export type ReopenAnswer = RouteAnswer<"POST /layouts/:layoutId/reopen">;

type ReopenDialogProps = {
  layoutId: number;
  projectId: number;
  /** The buyer's open change request this reopening accepts, if it answers one. */
  changeRequestId?: number;
  onClose: () => void;
  /** After the server reopened the layout; the dialog is closed by the caller. */
  onReopened: (answer: ReopenAnswer) => void;
};

type Problems = { reason?: string; rooms?: string; refusal?: string };

/** The server's 422 (at `reason`, at `tab_ids` or an item of it) or 409, where the dialog says it. */
function problemsOf(error: ApiRequestError): Problems | null {
  if (error.status === 409) return { refusal: error.message };
  if (error.status !== 422) return null;
  const at = (field: string) =>
    Object.entries(error.errors)
      .filter(([key]) => key === field || key.startsWith(`${field}.`))
      .flatMap(([, messages]) => messages)
      .join(" ") || undefined;
  const found = { reason: at("reason"), rooms: at("tab_ids") };
  return found.reason || found.rooms ? found : { refusal: error.message };
}

/**
 * Staff reopen a confirmed layout for its buyer (decision 046): why, in words the buyer reads in
 * their mail and in the configurator, and which rooms they may change (none checked: all). The
 * confirmation stays on record as it was; the buyer confirms again.
 */
export function ReopenDialog({
  layoutId,
  projectId,
  changeRequestId,
  onClose,
  onReopened,
}: ReopenDialogProps) {
  const { t } = useTranslation(["dashboard", "common"]);
  const lang = useLocale();
  const { companyId } = useDashboard();
  const tabs = useQuery(dashboardQueries.tabs(projectId, layoutId, companyId));
  const [reason, setReason] = useState("");
  const [rooms, setRooms] = useState<ReadonlySet<number>>(() => new Set());
  const [problems, setProblems] = useState<Problems>({});
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const formId = `${ids}-form`;
  const reasonId = `${ids}-reason`;
  const roomsHintId = `${ids}-rooms-hint`;
  const roomsErrorId = `${ids}-rooms-error`;

  const reopen = useMutation({
    mutationFn: (body: { reason: string; tabIds: number[] }) =>
      dashboardCalls.reopen(layoutId, body.reason, body.tabIds, changeRequestId),
    onSuccess: (answer) => {
      toast.success(answer.message);
      onReopened(answer);
    },
    onError: (error, body) => {
      const found = error instanceof ApiRequestError ? problemsOf(error) : null;
      if (!found) {
        showFailure(error, { retry: () => reopen.mutate(body), key: `reopen-${layoutId}` });
        return;
      }
      setProblems(found);
      if (found.reason) reasonField.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reopen.isPending) return;
    const text = reason.trim();
    if (!text) {
      setProblems({ reason: t("dashboard:reopen.reasonRequired") });
      reasonField.current?.focus();
      return;
    }
    setProblems({});
    reopen.mutate({ reason: text, tabIds: [...rooms] });
  };

  const toggle = (roomId: number, on: boolean) =>
    setRooms((current) => {
      const next = new Set(current);
      if (on) next.add(roomId);
      else next.delete(roomId);
      return next;
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !reopen.isPending) onClose();
      }}
      title={t("dashboard:reopen.title")}
      description={t("dashboard:reopen.description")}
      closeLabel={t("common:close")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={reopen.isPending}>
            {t("common:cancel")}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            disabled={reopen.isPending}
            aria-busy={reopen.isPending || undefined}
          >
            <RotateCcw size={16} aria-hidden="true" />
            {t("dashboard:reopen.submit")}
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
          id={reasonId}
          label={t("dashboard:reopen.reason")}
          hint={t("dashboard:reopen.reasonHint")}
          value={reason}
          limit={REASON_LIMIT}
          error={problems.reason}
          disabled={reopen.isPending}
          ref={reasonField}
          onChange={setReason}
        />

        <fieldset
          className={styles.rooms}
          aria-describedby={problems.rooms ? `${roomsHintId} ${roomsErrorId}` : roomsHintId}
          disabled={reopen.isPending}
        >
          <legend className={styles.label}>{t("dashboard:reopen.rooms")}</legend>
          <p id={roomsHintId} className={styles.hint}>
            {t("dashboard:reopen.roomsHint")}
          </p>
          {tabs.isPending ? (
            <p className={styles.status} role="status">
              <Spinner size="small" />
              {t("dashboard:reopen.roomsLoading")}
            </p>
          ) : tabs.isError ? (
            <div className={styles.status} role="alert">
              <span>{t("dashboard:reopen.roomsFailed")}</span>
              <Button size="small" variant="secondary" onClick={() => void tabs.refetch()}>
                {t("common:retry")}
              </Button>
            </div>
          ) : (
            <div className={styles.checks}>
              {tabs.data.rooms.map((room) => {
                const name =
                  pickLabel(room.label, lang) || pickLabel(room.originalLabel, lang) || room.slug;
                const numbers = room.numbers.filter((n) => n.trim()).join(", ");
                return (
                  <CheckboxField
                    key={room.id}
                    id={`${ids}-room-${room.id}`}
                    label={numbers ? `${name} (${numbers})` : name}
                    value={rooms.has(room.id)}
                    onValueChange={(on) => toggle(room.id, on)}
                  />
                );
              })}
            </div>
          )}
          {problems.rooms ? (
            <p id={roomsErrorId} className={styles.error}>
              {problems.rooms}
            </p>
          ) : null}
        </fieldset>
      </form>
    </Dialog>
  );
}
