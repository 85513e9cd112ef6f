import type { TermsSection } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { call } from "../../lib/api.ts";
import { useCompany } from "../../lib/company.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "./button.tsx";
import { LoadingView } from "./loading-view.tsx";
import { MessageView } from "./message-view.tsx";
import styles from "./terms-content.module.css";
import { companyTermsIn, paragraphs } from "./terms-text.ts";

/** The six sections of the app's general terms, in the order they are numbered. */
const SECTIONS = ["service", "pictures", "prices", "confirming", "data", "law"] as const;

type HeadingLevel = 2 | 3;

/**
 * The terms of use: the company's own (the company format's `terms`), read when they are first
 * shown, or, for a company without terms of its own, the app's general terms, which name no
 * company and no country's law.
 */
export function TermsContent({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) {
  const { t } = useTranslation(["legal", "common"]);
  const company = useCompany();
  const lang = useLocale();
  const terms = useQuery({
    queryKey: ["terms", company.id],
    queryFn: ({ signal }) => call("GET /terms", { query: { company_id: company.id }, signal }),
  });

  if (terms.isPending) return <LoadingView label={t("legal:terms.loading")} />;
  if (terms.isError) {
    return (
      <MessageView
        alert
        headingLevel={2}
        title={t("legal:terms.loadFailed")}
        text={terms.error.message}
        action={
          <Button variant="primary" onClick={() => void terms.refetch()}>
            {t("common:retry")}
          </Button>
        }
      />
    );
  }
  const own = companyTermsIn(terms.data, lang);
  if (!own) return <GeneralTerms headingLevel={headingLevel} />;
  return (
    // Terms in another language than the page's say so, for screen readers and hyphenation.
    <div className={styles.terms} lang={own.language === lang ? undefined : own.language}>
      {own.sections.map((section, index) => (
        <Section
          // Sections have no key of their own; their order is fixed while they are shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          section={section}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}

function Section({ section, headingLevel }: { section: TermsSection; headingLevel: HeadingLevel }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading id={id} className={styles.heading}>
        {section.title}
      </Heading>
      {paragraphs(section.text).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph is its place in the text.
        <p key={index} className={styles.text}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/** The app's general terms: a short introduction and six titled paragraphs. */
function GeneralTerms({ headingLevel }: { headingLevel: HeadingLevel }) {
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
    </div>
  );
}
