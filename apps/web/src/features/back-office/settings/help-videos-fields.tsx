import type { CompanyFile, UiLocale } from "@home-designer/core";
import { get, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { TextField } from "../components/text-field.tsx";
import own from "./settings.module.css";
import { MissingNote, useLanguageName } from "./settings-fields.tsx";
import type { SectionForm } from "./settings-section.tsx";

export type HelpVideosValues = { help_videos: NonNullable<CompanyFile["help_videos"]> };

type HelpProps = { section: SectionForm<HelpVideosValues>; languages: readonly UiLocale[] };

/**
 * The help page's videos: its sections by code, each with its videos, and each video's embed
 * address per language for wide screens and for phones. A section folds away; one with a problem
 * opens, so that its field can take focus.
 */
export function HelpVideosFields({ section, languages }: HelpProps) {
  const { t } = useTranslation("admin");
  const { form, formId, errorAt } = section;
  const groups = useFieldArray({ control: form.control, name: "help_videos" });
  return (
    <>
      {groups.fields.map((group, index) => (
        <details
          key={group.id}
          className={own.terms}
          open={get(form.formState.errors, `help_videos.${index}`) !== undefined || undefined}
        >
          <summary>
            {form.watch(`help_videos.${index}.code`) || t("settings.help.newGroup")} ·{" "}
            {t("settings.help.count", {
              count: form.watch(`help_videos.${index}.videos`)?.length ?? 0,
            })}
          </summary>
          <div className={own.stack}>
            <TextField
              id={`${formId}-group-${index}`}
              label={t("settings.help.groupCode")}
              error={errorAt(`help_videos.${index}.code`)}
              {...form.register(`help_videos.${index}.code`)}
            />
            <Videos section={section} languages={languages} group={index} />
            <div>
              <Button size="small" variant="ghost" onClick={() => groups.remove(index)}>
                {t("settings.help.removeGroup", {
                  code: form.getValues(`help_videos.${index}.code`),
                })}
              </Button>
            </div>
          </div>
        </details>
      ))}
      <div>
        <Button size="small" onClick={() => groups.append({ code: "", videos: [] })}>
          {t("settings.help.addGroup")}
        </Button>
      </div>
    </>
  );
}

function Videos({ section, languages, group }: HelpProps & { group: number }) {
  const { t } = useTranslation("admin");
  const languageName = useLanguageName();
  const { form, formId, errorAt } = section;
  const videos = useFieldArray({ control: form.control, name: `help_videos.${group}.videos` });
  return (
    <>
      {videos.fields.map((video, index) => {
        const at = `help_videos.${group}.videos.${index}` as const;
        return (
          <fieldset key={video.id} className={own.host}>
            <legend>{t("settings.help.video", { number: index + 1 })}</legend>
            <TextField
              id={`${formId}-${group}-${index}-code`}
              label={t("settings.help.videoCode")}
              error={errorAt(`${at}.code`)}
              {...form.register(`${at}.code`)}
            />
            {(["desktop", "mobile"] as const).map((screen) => (
              <fieldset key={screen} className={styles.group}>
                <legend>{t(`settings.help.${screen}`)}</legend>
                <div className={styles.grid}>
                  {languages.map((lang) => (
                    <TextField
                      key={lang}
                      id={`${formId}-${group}-${index}-${screen}-${lang}`}
                      label={languageName(lang)}
                      error={errorAt(`${at}.${screen}.${lang}`)}
                      {...form.register(`${at}.${screen}.${lang}`)}
                    />
                  ))}
                </div>
                {errorAt(`${at}.${screen}`) ? (
                  <p className={styles.fieldError}>{errorAt(`${at}.${screen}`)}</p>
                ) : null}
                <MissingNote text={form.watch(`${at}.${screen}`)} languages={languages} />
              </fieldset>
            ))}
            <div>
              <Button size="small" variant="ghost" onClick={() => videos.remove(index)}>
                {t("settings.help.removeVideo", { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button size="small" onClick={() => videos.append({ code: "", desktop: {}, mobile: {} })}>
          {t("settings.help.addVideo")}
        </Button>
      </div>
    </>
  );
}
