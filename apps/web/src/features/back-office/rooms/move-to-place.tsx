import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";

type MoveToPlaceProps = {
  /** The item's name, and its place (from 1) in the whole list. */
  name: string;
  place: number;
  count: number;
  /** Moves it to `place` (from 1); the dialog then closes. */
  onMove: (place: number) => void;
  onClose: () => void;
  /** Where focus goes when it closes (the item's row may be on another page by then). */
  focusOnClose: () => HTMLElement | null;
};

/**
 * Moving an item of a long list, shown a page at a time, to any place by its number: dragging
 * and the arrow keys reach only the places of the page shown.
 */
export function MoveToPlace({
  name,
  place,
  count,
  onMove,
  onClose,
  focusOnClose,
}: MoveToPlaceProps) {
  const { t } = useTranslation(["admin", "common"]);
  const id = useId();
  const [value, setValue] = useState(String(place));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number(value.trim());
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > count) {
      setError(t("order.placeInvalid", { count }));
      input.current?.focus();
      return;
    }
    if (wanted !== place) onMove(wanted);
    onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("order.moveTitle", { name })}
      description={t("order.moveText", { place, count })}
      closeLabel={t("common:close")}
      focusOnClose={focusOnClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" form={`${id}-form`}>
            {t("order.move")}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-place`}>{t("order.place", { count })}</label>
          <input
            ref={input}
            id={`${id}-place`}
            className={styles.input}
            inputMode="numeric"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className={styles.fieldError}>
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
