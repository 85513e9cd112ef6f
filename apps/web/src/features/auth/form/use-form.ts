import { useCallback, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import type { FieldErrors, ValidationKey } from "../validation.ts";

type Values = Record<string, string | boolean>;

/** What a field needs from its form: value, change and blur handlers, its error, a ref. */
export type FieldBinding<T> = {
  id: string;
  value: T;
  onValueChange: (value: T) => void;
  onBlur: () => void;
  error: string | undefined;
  ref: (element: HTMLInputElement | null) => void;
};

/**
 * The state of an account form. Rules are checked as people type, but an error shows only once
 * the field has been left with something in it, or the form was sent: nobody is told off for a
 * field they have not finished. A field that becomes valid loses its error at once. Errors the
 * server names per field show the same way until the field is changed.
 */
export function useForm<V extends Values>(
  formId: string,
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
) {
  const { t } = useTranslation("auth");
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<ReadonlySet<keyof V>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const elements = useRef(new Map<keyof V, HTMLInputElement>());
  const errors = validate(values);

  const errorOf = (name: keyof V & string): string | undefined => {
    const server = serverErrors[name];
    if (server) return server;
    const key: ValidationKey | undefined = errors[name];
    return key && shown.has(name) ? t(`validation.${key}`) : undefined;
  };

  const focusFirst = useCallback((names: (keyof V)[]) => {
    for (const name of names) {
      const element = elements.current.get(name);
      if (element) {
        element.focus();
        return;
      }
    }
  }, []);

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    setServerErrors((prev) => {
      if (!(name in prev)) return prev;
      const { [name]: _, ...rest } = prev;
      return rest as Partial<Record<keyof V, string>>;
    });
    if (!validate(next)[name]) {
      setShown((prev) => {
        if (!prev.has(name)) return prev;
        const copy = new Set(prev);
        copy.delete(name);
        return copy;
      });
    }
  }

  function showError(name: keyof V & string) {
    const value = values[name];
    // Leaving an empty field says nothing yet; sending the form does.
    if (value === "" || value === false) return;
    setShown((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  }

  function field<K extends keyof V & string>(name: K): FieldBinding<V[K]> {
    return {
      id: `${formId}-${name}`,
      value: values[name],
      onValueChange: (value) => setValue(name, value),
      onBlur: () => showError(name),
      error: errorOf(name),
      ref: (element) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      },
    };
  }

  /**
   * Before sending: shows every rule the form breaks and moves focus to the first such field
   * (in the order given, which is the order on screen). Answers whether the form may be sent.
   */
  function check(order: (keyof V & string)[]): boolean {
    const failing = order.filter((name) => errors[name] || serverErrors[name]);
    if (failing.length === 0) return true;
    setShown(new Set(order.filter((name) => errors[name])));
    focusFirst(failing);
    return false;
  }

  /** Errors the server gave per field (`errors` of a 422), under the form's field names. */
  function showServerErrors(
    fieldErrors: Record<string, string[]>,
    fieldNames: Partial<Record<string, keyof V & string>>,
  ) {
    const mapped: Partial<Record<keyof V, string>> = {};
    const names: (keyof V)[] = [];
    for (const [serverName, messages] of Object.entries(fieldErrors)) {
      const name = fieldNames[serverName];
      const message = messages[0];
      if (name && message) {
        mapped[name] = message;
        names.push(name);
      }
    }
    setServerErrors(mapped);
    focusFirst(names);
  }

  function reset(next: V = initial) {
    setValues(next);
    setShown(new Set());
    setServerErrors({});
  }

  return { values, errors, field, setValue, check, showServerErrors, reset };
}
