import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { type DraftConflict, DraftMovedEdits } from "../draft/draft-moved.tsx";
import type { LocatedErrors } from "../materials/material-form-values.ts";
import { ProblemList } from "./problem-list.tsx";

type DraftRefusalsProps = {
  /** The 409: the draft moved on since the form was loaded (who, when, and what changed). */
  conflict: DraftConflict | null;
  /** What the form says about a conflict, and the button that loads the draft again. */
  conflictText: string;
  reloadLabel: string;
  onReload: () => void;
  /** A 422's problems that have no field of the form. */
  elsewhere: LocatedErrors["others"];
  /** A refusal of the form's own, shown with those problems. */
  children?: ReactNode;
};

/**
 * Why a back-office form's save was refused, above its fields (use-draft-edit.ts): the draft
 * moved on (what changed since, with a way to load it again, and focus on it), or problems the
 * form has no field for.
 */
export function DraftRefusals({
  conflict,
  conflictText,
  reloadLabel,
  onReload,
  elsewhere,
  children,
}: DraftRefusalsProps) {
  const { t } = useTranslation("admin");
  // The form may be scrolled to its buttons: the refusal is brought into view and read out from
  // where the person is.
  const conflictRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);
  return (
    <>
      {conflict ? (
        <div ref={conflictRef} tabIndex={-1} role="alert" className={styles.refusal}>
          <p>{conflictText}</p>
          <p className={styles.muted}>{conflict.message}</p>
          <DraftMovedEdits edits={conflict.edits} />
          <Button size="small" onClick={onReload}>
            {reloadLabel}
          </Button>
        </div>
      ) : null}
      {children || elsewhere.length > 0 ? (
        <div role="alert" className={styles.refusal}>
          <p>{t("material.refused")}</p>
          {children}
          <ProblemList
            problems={Object.fromEntries(elsewhere.map(({ place, message }) => [place, [message]]))}
            places={Object.fromEntries(
              elsewhere.flatMap(({ place, steps }) => (steps ? [[place, [...steps]]] : [])),
            )}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * A back-office form's buttons: cancel (close, when it is read only) and save to the draft (or
 * save, for what is saved at once).
 */
export function DraftFormActions({
  pending,
  readOnly = false,
  live = false,
  onCancel,
}: {
  pending: boolean;
  readOnly?: boolean;
  /** Saved at once, not into the draft (an apartment's buyers, docs/decisions/050). */
  live?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  return (
    <div className={styles.formActions}>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {readOnly ? t("common:close") : t("common:cancel")}
      </Button>
      {readOnly ? null : (
        <Button type="submit" variant="primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t("material.saving") : live ? t("buyers.save") : t("material.save")}
        </Button>
      )}
    </div>
  );
}
