import { useTranslation } from "../../i18n/index.ts";
import styles from "./terms-content.module.css";

/** The six sections of the terms, in the order they are numbered. */
const SECTIONS = ["service", "pictures", "prices", "confirming", "data", "law"] as const;

/** The terms and conditions: a short introduction and six titled paragraphs. */
export function TermsContent({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("legal");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.terms}>
      <p className={styles.intro}>{t("terms.intro")}</p>
      {SECTIONS.map((key) => (
        <section key={key} className={styles.section} aria-labelledby={`terms-${key}`}>
          <Heading id={`terms-${key}`} className={styles.heading}>
            {t(`terms.sections.${key}.title`)}
          </Heading>
          <p className={styles.text}>{t(`terms.sections.${key}.text`)}</p>
        </section>
      ))}
      <p className={styles.updated}>{t("terms.updated")}</p>
    </div>
  );
}
