import { UI_LOCALES, type UiLocale } from "@home-designer/core";
import { useState } from "react";
import { type FieldValues, get, type Path, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { TextField } from "../components/text-field.tsx";
import { missingLanguages } from "../components/translations.ts";
import own from "./settings.module.css";
import type { SectionForm } from "./settings-section.tsx";

/** A language's name in the page's language ("Deutsch", "saksa"). */
export function useLanguageName() {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames(i18n.language, { type: "language" });
  return (lang: UiLocale) => names.of(lang) ?? lang;
}

/** A note of the company's languages a text lacks while another has it. */
export function MissingNote({
  text,
  languages,
}: {
  text: Partial<Record<UiLocale, unknown>> | undefined;
  languages: readonly UiLocale[];
}) {
  const { t, i18n } = useTranslation("admin");
  const languageName = useLanguageName();
  const missing = missingLanguages(text, languages);
  if (missing.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (
    <p className={own.missing}>
      {t("settings.missing", { languages: list.format(missing.map(languageName)) })}
    </p>
  );
}

/** A text per language (`pdf_footer.de`), each of the company's languages a field. */
export function LanguageTexts<V extends FieldValues>({
  section: { form, formId, errorAt },
  name,
  legend,
  languages,
  multiline = false,
}: {
  section: SectionForm<V>;
  name: string;
  legend: string;
  languages: readonly UiLocale[];
  multiline?: boolean;
}) {
  const languageName = useLanguageName();
  const text = form.watch(name as Path<V>) as Partial<Record<UiLocale, unknown>> | undefined;
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={multiline ? own.stack : styles.grid}>
        {languages.map((lang) => (
          <TextField
            key={lang}
            id={`${formId}-${name}-${lang}`}
            label={languageName(lang)}
            error={errorAt(`${name}.${lang}`)}
            multiline={multiline}
            {...form.register(`${name}.${lang}` as Path<V>)}
          />
        ))}
      </div>
      <MissingNote text={text} languages={languages} />
    </fieldset>
  );
}

/** A host as the form edits it: its languages ticked, and which of them is its default. */
export type HostValues = { host: string; languages: UiLocale[]; first: UiLocale };
export type HostsValues = { hosts: HostValues[] };

export const hostsToForm = (hosts: readonly { host: string; languages: UiLocale[] }[] = []) => ({
  hosts: hosts.map((host) => ({
    host: host.host,
    languages: host.languages,
    first: host.languages[0] ?? UI_LOCALES[0],
  })),
});

/** company.json's hosts: the default language first, then the others ticked, in the menu's order. */
export const hostsFromForm = ({ hosts }: HostsValues) => ({
  hosts: hosts.map(({ host, languages, first }) => ({
    host: host.trim(),
    languages: [first, ...UI_LOCALES.filter((lang) => lang !== first && languages.includes(lang))],
  })),
});

/** The hosts the company's site answers on, each with the languages of its menu. */
export function HostsFields({ form, formId, errorAt }: SectionForm<HostsValues>) {
  const { t } = useTranslation("admin");
  const languageName = useLanguageName();
  const hosts = useFieldArray({ control: form.control, name: "hosts" });
  return (
    <>
      {hosts.fields.map((host, index) => (
        <fieldset key={host.id} className={own.host}>
          <legend>{t("settings.hosts.host", { number: index + 1 })}</legend>
          <TextField
            id={`${formId}-host-${index}`}
            label={t("settings.hosts.name")}
            error={errorAt(`hosts.${index}.host`)}
            {...form.register(`hosts.${index}.host`)}
          />
          <fieldset className={own.checks}>
            <legend>{t("settings.hosts.languages")}</legend>
            {UI_LOCALES.map((lang) => (
              <label key={lang} className={styles.check}>
                <input
                  type="checkbox"
                  value={lang}
                  {...form.register(`hosts.${index}.languages`)}
                />
                {languageName(lang)}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={`${formId}-first-${index}`}>{t("settings.hosts.first")}</label>
            <select
              id={`${formId}-first-${index}`}
              className={styles.input}
              {...form.register(`hosts.${index}.first`)}
            >
              {UI_LOCALES.map((lang) => (
                <option key={lang} value={lang}>
                  {languageName(lang)}
                </option>
              ))}
            </select>
            <p className={styles.hint}>{t("settings.hosts.firstHint")}</p>
          </div>
          {errorAt(`hosts.${index}.languages`) ? (
            <p className={styles.fieldError}>{errorAt(`hosts.${index}.languages`)}</p>
          ) : null}
          {hosts.fields.length > 1 ? (
            <div>
              <Button size="small" variant="ghost" onClick={() => hosts.remove(index)}>
                {t("settings.hosts.remove", { host: form.getValues(`hosts.${index}.host`) })}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ))}
      {errorAt("hosts") ? <p className={styles.fieldError}>{errorAt("hosts")}</p> : null}
      <div>
        <Button size="small" onClick={() => hosts.append({ host: "", languages: [], first: "et" })}>
          {t("settings.hosts.add")}
        </Button>
      </div>
    </>
  );
}

/** The terms as the form edits them: per language, its sections. */
export type TermsValues = {
  terms: Partial<Record<UiLocale, { title: string; text: string }[]>>;
};

/** The terms of use in one language: titled sections, added and removed. */
export function TermsFields({
  section: { form, formId, errorAt },
  lang,
}: {
  section: SectionForm<TermsValues>;
  lang: UiLocale;
}) {
  const { t } = useTranslation("admin");
  const languageName = useLanguageName();
  const sections = useFieldArray({ control: form.control, name: `terms.${lang}` });
  // Each language's terms fold away, so that a long contract leaves the page usable; one with a
  // problem opens, so that its field can take focus.
  const refused = get(form.formState.errors, `terms.${lang}`) !== undefined;
  return (
    <details className={own.terms} open={refused || undefined}>
      <summary>
        {languageName(lang)} · {t("settings.terms.count", { count: sections.fields.length })}
      </summary>
      <fieldset className={styles.group}>
        <legend className="sr-only">{languageName(lang)}</legend>
        {sections.fields.map((item, index) => (
          <div key={item.id} className={own.termsSection}>
            <TextField
              id={`${formId}-${lang}-${index}-title`}
              label={t("settings.terms.sectionTitle", { number: index + 1 })}
              error={errorAt(`terms.${lang}.${index}.title`)}
              {...form.register(`terms.${lang}.${index}.title`)}
            />
            <TextField
              id={`${formId}-${lang}-${index}-text`}
              label={t("settings.terms.sectionText", { number: index + 1 })}
              error={errorAt(`terms.${lang}.${index}.text`)}
              multiline
              {...form.register(`terms.${lang}.${index}.text`)}
            />
            <div>
              <Button size="small" variant="ghost" onClick={() => sections.remove(index)}>
                {t("settings.terms.remove", { number: index + 1 })}
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button size="small" onClick={() => sections.append({ title: "", text: "" })}>
            {t("settings.terms.add", { language: languageName(lang) })}
          </Button>
        </div>
      </fieldset>
    </details>
  );
}

export type DeadlineValues = { time_zone: string; deadline_reminder_days: string };

/** The zones the browser knows (some 400), offered as the time zone is typed. */
const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];

/**
 * The company's deadline settings: the time zone their days end in, and how many days before a
 * deadline its reminder goes. The zones are put in the list once the field is first focused.
 */
export function DeadlineFields({ section }: { section: SectionForm<DeadlineValues> }) {
  const { t } = useTranslation("admin");
  const { form, formId, errorAt } = section;
  const [offered, setOffered] = useState(false);
  const listId = `${formId}-zones`;
  return (
    <div className={styles.grid}>
      <TextField
        id={`${formId}-time_zone`}
        label={t("settings.deadlines.time_zone")}
        hint={t("settings.deadlines.timeZoneHint")}
        error={errorAt("time_zone")}
        list={listId}
        autoComplete="off"
        onFocus={() => setOffered(true)}
        {...form.register("time_zone")}
      />
      <datalist id={listId}>
        {offered ? TIME_ZONES.map((zone) => <option key={zone} value={zone} />) : null}
      </datalist>
      <TextField
        id={`${formId}-deadline_reminder_days`}
        label={t("settings.deadlines.deadline_reminder_days")}
        hint={t("settings.deadlines.reminderHint")}
        error={errorAt("deadline_reminder_days")}
        inputMode="numeric"
        {...form.register("deadline_reminder_days")}
      />
    </div>
  );
}
