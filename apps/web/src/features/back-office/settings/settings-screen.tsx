import { AMOUNT_FORMATS } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import type { BackOfficeAccess } from "../access.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { TextField } from "../components/text-field.tsx";
import { companyLanguages } from "../components/translations.ts";
import { BrandColours, coloursToForm } from "./brand-colours.tsx";
import { BrandFiles } from "./brand-files.tsx";
import { HelpVideosFields, type HelpVideosValues } from "./help-videos-fields.tsx";
import own from "./settings.module.css";
import { type CompanySettings, fetchSettings } from "./settings-api.ts";
import {
  DeadlineFields,
  type DeadlineValues,
  HostsFields,
  hostsFromForm,
  hostsToForm,
  LanguageTexts,
  MissingNote,
  TermsFields,
  type TermsValues,
  useLanguageName,
} from "./settings-fields.tsx";
import { SettingsSection } from "./settings-section.tsx";
import { perLanguage, reminderDays } from "./settings-values.ts";

/** Where the sections are, for the page's list of them. */
const SECTIONS = [
  "company",
  "hosts",
  "brand",
  "files",
  "prices",
  "legal",
  "terms",
  "mail",
  "deadlines",
  "links",
  "help",
] as const;

/**
 * `/{lang}/admin/settings`: the company's own settings in company.json (name, addresses, hosts and
 * their languages, brand colours, VAT and how amounts are written, legal texts, who is mailed,
 * links), in sections each saved into the draft on its own. Admins edit; designers read.
 */
export function SettingsScreen({ access }: { access: BackOfficeAccess }) {
  const { t } = useTranslation(["admin", "common"]);
  const query = useQuery({
    queryKey: [...backOfficeKeys.draft(), "settings"],
    queryFn: ({ signal }) => fetchSettings(signal),
  });
  return (
    <AdminPage title={t("settings.title")} lead={t("settings.lead")}>
      {query.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : query.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{query.error.message}</p>
          <Button size="small" onClick={() => query.refetch()}>
            {t("common:retry")}
          </Button>
        </div>
      ) : (
        <Sections
          settings={query.data.settings}
          files={query.data.files}
          version={query.data.version}
          readOnly={access !== "edit"}
        />
      )}
    </AdminPage>
  );
}

type SectionsProps = {
  settings: CompanySettings;
  files: Readonly<Record<string, string>>;
  version: number;
  readOnly: boolean;
};

function Sections(props: SectionsProps) {
  const { t } = useTranslation("admin");
  const { settings } = props;
  const languages = companyLanguages(settings.hosts, [
    settings.pdf_footer,
    settings.building_word,
    settings.amount_format,
    settings.terms,
    ...(settings.help_videos ?? []).flatMap((group) =>
      group.videos.flatMap((video) => [video.desktop, video.mobile]),
    ),
  ]);
  const languageName = useLanguageName();
  return (
    <div className={own.layout}>
      <nav aria-label={t("settings.sections")} className={own.toc}>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#settings-${id}-title`}>{t(`settings.${id}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={own.sections}>
        {props.readOnly ? <p className={styles.muted}>{t("settings.readOnly")}</p> : null}

        <SettingsSection
          {...props}
          id="settings-company"
          title={t("settings.company.title")}
          fields={["name", "web", "email", "brand_marker", "home_designer_url"]}
          toForm={(value) => ({
            name: value.name ?? "",
            web: value.web ?? "",
            email: value.email ?? "",
            brand_marker: value.brand_marker ?? "",
            home_designer_url: value.home_designer_url ?? "",
          })}
        >
          {({ form, formId, errorAt }) => (
            <div className={styles.grid}>
              {(["name", "web", "email", "home_designer_url", "brand_marker"] as const).map(
                (field) => (
                  <TextField
                    key={field}
                    id={`${formId}-${field}`}
                    label={t(`settings.company.${field}`)}
                    type={field === "email" ? "email" : "text"}
                    error={errorAt(field)}
                    {...form.register(field)}
                  />
                ),
              )}
              <p className={`${styles.hint} ${own.wide}`}>{t("settings.company.hint")}</p>
            </div>
          )}
        </SettingsSection>

        <SettingsSection
          {...props}
          id="settings-hosts"
          title={t("settings.hosts.title")}
          lead={t("settings.hosts.lead")}
          fields={["hosts"]}
          toForm={(value) => hostsToForm(value.hosts)}
          fromForm={hostsFromForm}
        >
          {(section) => <HostsFields {...section} />}
        </SettingsSection>

        <SettingsSection
          {...props}
          id="settings-brand"
          title={t("settings.brand.title")}
          lead={t("settings.brand.lead")}
          fields={["colors"]}
          toForm={coloursToForm}
        >
          {(section) => <BrandColours {...section} />}
        </SettingsSection>

        <BrandFiles {...props} />

        <SettingsSection
          {...props}
          id="settings-prices"
          title={t("settings.prices.title")}
          fields={["vat", "show_vat_amount", "amount_format", "building_word"]}
          toForm={(value) => ({
            vat: value.vat ?? "",
            show_vat_amount: value.show_vat_amount ?? false,
            amount_format: perLanguage(value.amount_format),
            building_word: perLanguage(value.building_word),
          })}
        >
          {(section) => (
            <>
              <div className={styles.grid}>
                <TextField
                  id={`${section.formId}-vat`}
                  label={t("settings.prices.vat")}
                  error={section.errorAt("vat")}
                  {...section.form.register("vat")}
                />
              </div>
              <label className={styles.check}>
                <input type="checkbox" {...section.form.register("show_vat_amount")} />
                {t("settings.prices.show_vat_amount")}
              </label>
              <fieldset className={styles.group}>
                <legend>{t("settings.prices.amount_format")}</legend>
                <div className={styles.grid}>
                  {languages.map((lang) => (
                    <div key={lang} className={styles.field}>
                      <label htmlFor={`${section.formId}-format-${lang}`}>
                        {languageName(lang)}
                      </label>
                      <select
                        id={`${section.formId}-format-${lang}`}
                        className={styles.input}
                        {...section.form.register(`amount_format.${lang}`)}
                      >
                        <option value="">{t("settings.prices.defaultFormat")}</option>
                        {AMOUNT_FORMATS.map((format) => (
                          <option key={format} value={format}>
                            {format}
                          </option>
                        ))}
                      </select>
                    </div>
                  ))}
                </div>
              </fieldset>
              <LanguageTexts
                section={section}
                name="building_word"
                legend={t("settings.prices.building_word")}
                languages={languages}
              />
              <p className={styles.hint}>{t("settings.prices.buildingHint")}</p>
            </>
          )}
        </SettingsSection>

        <SettingsSection
          {...props}
          id="settings-legal"
          title={t("settings.legal.title")}
          lead={t("settings.legal.lead")}
          fields={["pdf_footer"]}
          toForm={(value) => ({ pdf_footer: perLanguage(value.pdf_footer) })}
        >
          {(section) => (
            <LanguageTexts
              section={section}
              name="pdf_footer"
              legend={t("settings.legal.pdf_footer")}
              languages={languages}
              multiline
            />
          )}
        </SettingsSection>

        <SettingsSection<TermsValues>
          {...props}
          id="settings-terms"
          title={t("settings.terms.title")}
          lead={t("settings.terms.lead")}
          fields={["terms"]}
          toForm={(value) => ({ terms: value.terms ?? {} })}
        >
          {(section) => (
            <>
              {languages.map((lang) => (
                <TermsFields key={lang} section={section} lang={lang} />
              ))}
              <MissingNote text={section.form.watch("terms")} languages={languages} />
            </>
          )}
        </SettingsSection>

        <SettingsSection
          {...props}
          id="settings-mail"
          title={t("settings.mail.title")}
          lead={t("settings.mail.lead")}
          fields={["mail"]}
          toForm={(value) => ({
            mail: {
              developer: (value.mail?.developer ?? []).join("\n"),
              construction: (value.mail?.construction ?? []).join("\n"),
            },
          })}
          fromForm={(values) => ({
            mail: {
              developer: lines(values.mail.developer),
              construction: lines(values.mail.construction),
            },
          })}
          fieldOf={(place) => place.replace(/^(mail\.\w+)\.\d+$/, "$1")}
        >
          {({ form, formId, errorAt }) => (
            <div className={styles.grid}>
              {(["developer", "construction"] as const).map((who) => (
                <TextField
                  key={who}
                  id={`${formId}-${who}`}
                  label={t(`settings.mail.${who}`)}
                  error={errorAt(`mail.${who}`)}
                  multiline
                  {...form.register(`mail.${who}`)}
                />
              ))}
              <p className={`${styles.hint} ${own.wide}`}>{t("settings.mail.hint")}</p>
            </div>
          )}
        </SettingsSection>

        <SettingsSection<DeadlineValues>
          {...props}
          id="settings-deadlines"
          title={t("settings.deadlines.title")}
          lead={t("settings.deadlines.lead")}
          fields={["time_zone", "deadline_reminder_days"]}
          toForm={(value) => ({
            time_zone: value.time_zone ?? "",
            deadline_reminder_days: value.deadline_reminder_days?.toString() ?? "",
          })}
          fromForm={(values) => ({
            time_zone: values.time_zone.trim(),
            deadline_reminder_days: reminderDays(values.deadline_reminder_days),
          })}
        >
          {(section) => <DeadlineFields section={section} />}
        </SettingsSection>

        <SettingsSection
          {...props}
          id="settings-links"
          title={t("settings.links.title")}
          fields={["quote_url", "newsletter", "eu_funding_mark"]}
          toForm={(value) => ({
            quote_url: value.quote_url ?? "",
            newsletter: value.newsletter ?? false,
            eu_funding_mark: value.eu_funding_mark ?? false,
          })}
        >
          {({ form, formId, errorAt }) => (
            <>
              <TextField
                id={`${formId}-quote_url`}
                label={t("settings.links.quote_url")}
                error={errorAt("quote_url")}
                {...form.register("quote_url")}
              />
              <p className={styles.hint}>{t("settings.links.quoteHint")}</p>
              <label className={styles.check}>
                <input type="checkbox" {...form.register("newsletter")} />
                {t("settings.links.newsletter")}
              </label>
              <label className={styles.check}>
                <input type="checkbox" {...form.register("eu_funding_mark")} />
                {t("settings.links.eu_funding_mark")}
              </label>
            </>
          )}
        </SettingsSection>

        <SettingsSection<HelpVideosValues>
          {...props}
          id="settings-help"
          title={t("settings.help.title")}
          lead={t("settings.help.lead")}
          fields={["help_videos"]}
          toForm={(value) => ({ help_videos: value.help_videos ?? [] })}
        >
          {(section) => <HelpVideosFields section={section} languages={languages} />}
        </SettingsSection>
      </div>
    </div>
  );
}

/** Addresses one a line (commas and semicolons part them too), as company.json lists them. */
const lines = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter(Boolean);
