import { Upload } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { i18n, useTranslation } from "../../i18n/index.ts";
import { type ButtonSize, buttonClass } from "./button.tsx";
import styles from "./file-picker.module.css";

// The texts come with the page that shows a picker, before a dialog with one opens: a small file
// of their own, so the configurator's first load does not carry them (they are not in `common`).
// A failed fetch is asked again, and shown, by the picker's `useTranslation`.
i18n.loadNamespaces("fields").catch(() => undefined);

type FilePickerProps = Omit<ComponentProps<"input">, "type" | "className" | "children" | "size"> & {
  /** The input's id, which the field's `<label htmlFor>` names it by. */
  id?: string;
  /** The button's own words (and icon), where picking is the whole action ("Add files"). */
  button?: ReactNode;
  /** The chosen file's name, or several, beside the button; off where the files are listed anyway. */
  showChosen?: boolean;
  buttonSize?: ButtonSize;
  className?: string;
};

/**
 * A file input that speaks the page's language: the browser's own says "Choose File" and "No
 * file chosen" in the browser's. The real input, unpainted, lies over a button-like label and
 * takes the click, Tab, Enter and Space as it does anywhere, so `accept`, `multiple`, `disabled`,
 * the field's `<label>`, a ref and the change event (react-hook-form's `register`, an upload on
 * change, Playwright's `setInputFiles`) work on it unchanged; its focus shows as the button's ring.
 */
export function FilePicker({
  button,
  showChosen = true,
  buttonSize = "medium",
  className,
  multiple,
  onChange,
  "aria-describedby": describedBy,
  ...input
}: FilePickerProps) {
  const { t } = useTranslation("fields");
  const chosenId = useId();
  const [names, setNames] = useState<readonly string[]>([]);
  const description = [describedBy, showChosen ? chosenId : null].filter(Boolean).join(" ");
  return (
    <span className={[styles.picker, className].filter(Boolean).join(" ")}>
      <span className={styles.control}>
        <input
          {...input}
          type="file"
          multiple={multiple}
          className={styles.input}
          aria-describedby={description || undefined}
          onChange={(event) => {
            // Read before the caller's handler, which may empty the input to allow the same file again.
            setNames([...(event.currentTarget.files ?? [])].map((file) => file.name));
            onChange?.(event);
          }}
        />
        <span
          className={buttonClass("secondary", buttonSize, false, styles.button)}
          aria-hidden="true"
        >
          {button ?? (
            <>
              <Upload size={16} aria-hidden="true" />
              {multiple ? t("file.chooseMany") : t("file.choose")}
            </>
          )}
        </span>
      </span>
      {showChosen ? (
        <span id={chosenId} className={styles.chosen} data-chosen={names.length > 0 || undefined}>
          {names.length > 0 ? names.join(", ") : multiple ? t("file.noneMany") : t("file.none")}
        </span>
      ) : null}
    </span>
  );
}
