import { type RefObject, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import local from "../projects/projects.module.css";
import { findOptions, type OptionEntry, optionName } from "./option-index.ts";

/** The most options a search lists: more words find fewer. */
const FOUND_SHOWN = 20;

type OptionPickerProps = {
  /** The group of fields, as a person hears it ("Source option"). */
  legend: string;
  entries: readonly OptionEntry[];
  /** The option picked (`group/option`), or "" for none yet. */
  value: string;
  /** What picking an option does: `value` changes, or the option is added to a list. */
  onPick: (ref: string) => void;
  /** The button that picks the option chosen in the lists (for a list of targets). */
  pickLabel?: string;
  error?: string;
  disabled?: boolean;
  /** The search field, for a form that moves focus to it (after a target is removed). */
  searchRef?: RefObject<HTMLInputElement | null>;
};

/**
 * Picks an option of the project: a room type, then one of its groups, then one of its options;
 * or by a search over their names and codes, whose results are buttons.
 */
export function OptionPicker({
  legend,
  entries,
  value,
  onPick,
  pickLabel,
  error,
  disabled,
  searchRef,
}: OptionPickerProps) {
  const { t } = useTranslation("admin");
  const id = useId();
  const current = entries.find((entry) => entry.ref === value);
  const [roomType, setRoomType] = useState(current?.roomType ?? "");
  const [group, setGroup] = useState(current?.group ?? "");
  const [option, setOption] = useState(value);
  const [query, setQuery] = useState("");
  const ownSearch = useRef<HTMLInputElement>(null);
  const search = searchRef ?? ownSearch;
  const roomTypes = unique(entries.map((e) => [e.roomType, e.roomTypeName] as const));
  const groups = unique(
    entries.filter((e) => e.roomType === roomType).map((e) => [e.group, e.groupName] as const),
  );
  const options = entries.filter((e) => e.roomType === roomType && e.group === group);
  const found = findOptions(entries, query);
  const pick = (ref: string) => {
    setOption(ref);
    if (!pickLabel) onPick(ref);
  };

  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend>{legend}</legend>
      {current && !pickLabel ? (
        <p>
          {optionName(current)} <code className={styles.code}>{current.ref}</code>
        </p>
      ) : null}
      <div className={local.picker}>
        <div className={styles.field}>
          <label htmlFor={`${id}-room-type`}>{t("restrictions.roomType")}</label>
          <select
            id={`${id}-room-type`}
            className={styles.input}
            value={roomType}
            onChange={(event) => {
              setRoomType(event.target.value);
              setGroup("");
            }}
          >
            <option value="">{t("restrictions.choose")}</option>
            {roomTypes.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-group`}>{t("restrictions.group")}</label>
          <select
            id={`${id}-group`}
            className={styles.input}
            value={group}
            disabled={roomType === ""}
            onChange={(event) => setGroup(event.target.value)}
          >
            <option value="">{t("restrictions.choose")}</option>
            {groups.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-option`}>{t("restrictions.option")}</label>
          <select
            id={`${id}-option`}
            className={styles.input}
            value={options.some((o) => o.ref === option) ? option : ""}
            disabled={group === ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => pick(event.target.value)}
          >
            <option value="">{t("restrictions.choose")}</option>
            {options.map((entry) => (
              <option key={entry.ref} value={entry.ref}>
                {entry.optionName}
              </option>
            ))}
          </select>
        </div>
      </div>
      {pickLabel ? (
        <div>
          <Button
            size="small"
            variant="secondary"
            disabled={!options.some((o) => o.ref === option)}
            onClick={() => onPick(option)}
          >
            {pickLabel}
          </Button>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-search`}>{t("restrictions.search")}</label>
        <input
          ref={search}
          id={`${id}-search`}
          type="search"
          className={styles.input}
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {query.trim() !== "" ? (
        <div>
          <p className={styles.muted} role="status">
            {t("restrictions.found", { count: found.length })}
          </p>
          <ul className={local.refs}>
            {found.slice(0, FOUND_SHOWN).map((entry) => (
              <li key={entry.ref}>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => {
                    setRoomType(entry.roomType);
                    setGroup(entry.group);
                    setOption(entry.ref);
                    onPick(entry.ref);
                    setQuery("");
                    // The results go with the query: focus goes back to the search.
                    search.current?.focus();
                  }}
                >
                  {optionName(entry)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function unique(pairs: readonly (readonly [string, string])[]): (readonly [string, string])[] {
  return [...new Map(pairs).entries()];
}
