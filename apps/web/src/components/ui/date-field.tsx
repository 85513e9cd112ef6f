import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from "@home-designer/core";
import { type Ref, useId, useState } from "react";
import { i18n, useTranslation } from "../../i18n/index.ts";
import styles from "./date-field.module.css";
import { isIsoDay, patternText, readDay, writeDay } from "./day-text.ts";

// As the file picker: the texts come with the page, before its dialogs open.
i18n.loadNamespaces("fields").catch(() => undefined);

type DateFieldProps = {
  /** The input's id, which the field's `<label htmlFor>` names it by. */
  id: string;
  /**
   * The day as the form keeps it: `YYYY-MM-DD`, or "" for none. What is typed and is not a day
   * comes back as typed, so a form's own check (a schema's day rule) refuses it too.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** The form's own refusal of the value, shown when the typed text is itself a day. */
  error?: string | undefined;
  /** Other texts the input is read with (the field's hint). */
  "aria-describedby"?: string | undefined;
  /** The input's look, as the form's other text fields. */
  className?: string;
  disabled?: boolean;
  readOnly?: boolean;
};

/** The value as the field shows it: a day in the language's way, anything else as it is. */
const shown = (value: string, locale: UiLocale) =>
  isIsoDay(value) ? writeDay(value, locale) : value;

/**
 * A day typed the way the page's language writes it (`31.03.2027`, `31/03/2027`), with the
 * pattern under it in the language's letters (`TT.MM.JJJJ`), read strictly: a text in another
 * shape, or a day not in the calendar, is said so once the person leaves the field. The browser's
 * `type="date"` shows the browser's language and order instead, whatever the page's.
 */
export function DateField({
  id,
  value,
  onChange,
  onBlur,
  error,
  "aria-describedby": describedBy,
  ...input
}: DateFieldProps) {
  const { t, i18n: texts } = useTranslation("fields");
  const locale: UiLocale = isUiLocale(texts.language) ? texts.language : DEFAULT_LOCALE;
  const [text, setText] = useState(() => shown(value, locale));
  // The value and language the text was last written for: a new one from outside (a reset, a
  // new language) is written anew; the field's own change is not, so typing is never rewritten.
  const [written, setWritten] = useState({ value, locale });
  const [left, setLeft] = useState(false);
  if (written.value !== value || written.locale !== locale) {
    setWritten({ value, locale });
    setText(shown(value, locale));
    if (written.value !== value) setLeft(false);
  }
  const hintId = useId();
  const errorId = useId();
  const pattern = patternText(locale, {
    day: t("day.day"),
    month: t("day.month"),
    year: t("day.year"),
  });
  const read = readDay(text, locale);
  const problem =
    !left || read.kind === "day" || read.kind === "empty"
      ? error
      : read.kind === "format"
        ? t("day.format", { pattern })
        : t("day.impossible", { date: text.trim() });
  return (
    <>
      <input
        {...input}
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={pattern}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[hintId, problem ? errorId : null, describedBy].filter(Boolean).join(" ")}
        onChange={(event) => {
          const typed = event.target.value;
          const now = readDay(typed, locale);
          const next = now.kind === "day" ? now.iso : now.kind === "empty" ? "" : typed;
          setText(typed);
          setWritten({ value: next, locale });
          onChange(next);
        }}
        onBlur={() => {
          setLeft(true);
          // A day typed short (1.3.2027) is shown as the language writes it (01.03.2027).
          if (read.kind === "day") setText(writeDay(read.iso, locale));
          onBlur?.();
        }}
      />
      <p id={hintId} className={styles.hint}>
        {t("day.hint", { pattern })}
      </p>
      {problem ? (
        <p id={errorId} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
