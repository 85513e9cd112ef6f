import { PACKAGE_NAME_MAX_LENGTH } from "@home-designer/core";
import { Check, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "./rename-form.module.css";

type RenameFormProps = {
  initial: string;
  busy: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
};

/**
 * The inline name editor of the buyer's own package: at most 50 characters, saved with Enter or
 * the save button, left with Escape or cancel. An empty or unchanged name cannot be saved.
 */
export function RenameForm({ initial, busy, onSave, onCancel }: RenameFormProps) {
  const { t } = useTranslation("dashboard");
  const [name, setName] = useState(initial);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The editor opens on the person's own click, so the field is where they are about to type.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const trimmed = name.trim();
  const canSave = trimmed.length > 0 && trimmed !== initial && !busy;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) onSave(trimmed);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {t("rename.label")}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          value={name}
          maxLength={PACKAGE_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          disabled={busy}
          aria-describedby={`${id}-count`}
        />
        <span id={`${id}-count`} className={styles.count}>
          {t("rename.count", { count: name.length, max: PACKAGE_NAME_MAX_LENGTH })}
        </span>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="small" disabled={!canSave}>
          <Check size={16} aria-hidden="true" />
          {t("rename.save")}
        </Button>
        <Button variant="ghost" size="small" onClick={onCancel} disabled={busy}>
          <X size={16} aria-hidden="true" />
          {t("rename.cancel")}
        </Button>
      </div>
    </form>
  );
}
