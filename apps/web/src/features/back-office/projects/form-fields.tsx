import type { FieldError, FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { TextField } from "../components/text-field.tsx";
import { useCompanyLanguages } from "../components/use-company-languages.ts";
import { wholeNumber } from "./entity-edit.ts";

/** What a refused field is refused for, in the words the forms show (the texts' keys). */
type Problem = "required" | "tooLong" | "code" | "percent" | "number" | "file" | "invalid";

/** The fields whose format zod names by pattern, by the last part of their name. */
const FORMAT_OF: Record<string, Problem> = {
  code: "code",
  room_type: "code",
  vat: "percent",
  file: "file",
  picture: "file",
  plan: "file",
  kitchen_plan: "file",
  electrical_plan: "file",
};

function problemOf(field: string, error: FieldError): Problem {
  if (error.type === "too_big") return "tooLong";
  if (error.type === "too_small") return "required";
  if (error.type === "invalid_type")
    return field.endsWith("floor") || field.endsWith("layer") ? "number" : "required";
  return FORMAT_OF[field.split(".").at(-1) ?? ""] ?? "invalid";
}

/** The error of a field by its dotted name, from react-hook-form's nested errors. */
function errorAt(errors: FieldErrors, name: string): FieldError | undefined {
  const found = name
    .split(".")
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], errors);
  return found && typeof (found as FieldError).type === "string"
    ? (found as FieldError)
    : undefined;
}

/**
 * The fields of the projects' forms over one react-hook-form form: each labelled, its error under
 * it in the person's language (core's schema speaks English; the server's refusals are shown as
 * they come, in the language it answers in).
 */
export function useFormFields<T extends FieldValues>(form: UseFormReturn<T>, formId: string) {
  const { t, i18n } = useTranslation("admin");
  const languages = useCompanyLanguages();
  const names = new Intl.DisplayNames(i18n.language, { type: "language" });
  const { errors } = form.formState;

  const messageOf = (name: string) => {
    const error = errorAt(errors, name);
    if (!error) return undefined;
    if (error.type === "server" && error.message) return error.message;
    return t(`projects.errors.${problemOf(name, error)}`);
  };
  const idOf = (name: string) => `${formId}-${name.replaceAll(".", "-")}`;

  const text = (name: string, label: string, multiline = false) => (
    <TextField
      key={name}
      id={idOf(name)}
      label={label}
      error={messageOf(name)}
      multiline={multiline}
      {...form.register(name as Path<T>)}
    />
  );

  /** A whole number: an empty field is none (left out of company.json). */
  const number = (name: string, label: string) => (
    <TextField
      key={name}
      id={idOf(name)}
      label={label}
      error={messageOf(name)}
      {...form.register(name as Path<T>, { setValueAs: wholeNumber })}
    />
  );

  /** A text in each of the company's languages, as one group of fields. */
  const texts = (name: string, legend: string, multiline = false) => (
    <fieldset key={name} className={styles.group}>
      <legend>{legend}</legend>
      <div className={multiline ? undefined : styles.grid}>
        {languages.map((lang) => text(`${name}.${lang}`, names.of(lang) ?? lang, multiline))}
      </div>
    </fieldset>
  );

  const check = (name: string, label: string) => (
    <label key={name} className={styles.check}>
      <input type="checkbox" {...form.register(name as Path<T>)} />
      {label}
    </label>
  );

  const select = (
    name: string,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => {
    const id = idOf(name);
    const message = messageOf(name);
    return (
      <div key={name} className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          className={styles.input}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...form.register(name as Path<T>)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {message ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return { text, number, texts, check, select, idOf, messageOf };
}
