import type { RouteAnswer } from "@home-designer/core";
import { readableHash } from "@home-designer/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, FileCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { FilePicker } from "../../components/ui/file-picker.tsx";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { MessageView } from "../../components/ui/message-view.tsx";
import { PageFrame } from "../../components/ui/page-frame.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { ApiRequestError, call } from "../../lib/api.ts";
import { formatMoment } from "../../lib/format-date.ts";
import { useParams } from "../../lib/navigation.ts";
import { useLocale } from "../../lib/use-locale.ts";
import styles from "./verify.module.css";

type Verification = RouteAnswer<"GET /verify/:code">;

const verifyKeys = { one: (code: string) => ["verify", code] as const };

/**
 * `/{lang}/verify/{code}`: a confirmation version's public page, reached from the QR code or the
 * address its PDF prints. It says what the confirmation is, in general terms and without anyone's
 * personal data, and checks a PDF against it byte for byte (decision 044).
 */
export function Component() {
  const { t } = useTranslation("legal");
  const { code = "" } = useParams();
  const verification = useQuery({
    queryKey: verifyKeys.one(code),
    queryFn: () => call("GET /verify/:code", { params: { code } }),
    retry: false,
  });

  if (verification.isPending) return <LoadingView label={t("verify.loading")} />;
  if (verification.isError) {
    const error = verification.error;
    return (
      <MessageView
        main
        alert
        title={t("verify.notFoundTitle")}
        text={error instanceof ApiRequestError ? error.message : t("verify.loadFailed")}
      />
    );
  }
  return (
    <PageFrame title={t("verify.title")} lead={t("verify.lead")}>
      <Details verification={verification.data} />
      <CheckForm code={code} />
    </PageFrame>
  );
}

function Details({ verification: v }: { verification: Verification }) {
  const { t } = useTranslation("legal");
  const locale = useLocale();
  const current = v.status === "current";
  return (
    <section className={styles.card} aria-labelledby="verify-details">
      <h2 id="verify-details" className={styles.heading}>
        {t("verify.detailsTitle", { version: v.version })}
      </h2>
      <p className={current ? styles.current : styles.ended}>
        {current
          ? t("verify.status.current")
          : t(`verify.status.${v.status}`, {
              date: v.ended_at ? formatMoment(v.ended_at, locale) : "",
              versions: v.versions,
            })}
      </p>
      <dl className={styles.facts}>
        <dt>{t("verify.company")}</dt>
        <dd>{v.company}</dd>
        <dt>{t("verify.place")}</dt>
        <dd>{[v.project, v.building, v.apartment, v.layout].filter(Boolean).join(", ")}</dd>
        <dt>{t("verify.package")}</dt>
        <dd>{v.package_name || "—"}</dd>
        <dt>{t("verify.version")}</dt>
        <dd>{t("verify.versionOf", { version: v.version, versions: v.versions })}</dd>
        <dt>{t("verify.confirmedAt")}</dt>
        <dd>{formatMoment(v.confirmed_at, locale)}</dd>
        <dt>{t("verify.confirmedBy")}</dt>
        <dd>{t(`verify.by.${v.confirmed_by}`)}</dd>
        {v.signed_at ? (
          <>
            <dt>{t("verify.signed")}</dt>
            <dd>{t("verify.signedWith", { date: formatMoment(v.signed_at, locale) })}</dd>
          </>
        ) : null}
        <dt>{t("verify.language")}</dt>
        <dd>
          {t("verify.languageNote", { language: t(`verify.languages.${languageKey(v.language)}`) })}
        </dd>
        <dt>{t("verify.fingerprint")}</dt>
        <dd>
          <span className={styles.hash}>{readableHash(v.content_hash)}</span>
          <span className={styles.fullHash}>{v.content_hash}</span>
        </dd>
      </dl>
      <p className={styles.privacy}>{t("verify.privacy")}</p>
    </section>
  );
}

function languageKey(language: string): "et" | "en" | "de" {
  return language === "en" || language === "de" ? language : "et";
}

function CheckForm({ code }: { code: string }) {
  const { t } = useTranslation("legal");
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const check = useMutation({
    mutationFn: (pdf: File) => {
      const form = new FormData();
      form.append("file", pdf, pdf.name);
      return call("POST /verify/:code", { params: { code }, body: form });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) check.mutate(file);
  };
  const result = check.data;
  return (
    <section className={styles.card} aria-labelledby="verify-check">
      <h2 id="verify-check" className={styles.heading}>
        {t("verify.checkTitle")}
      </h2>
      <p className={styles.note}>{t("verify.checkLead")}</p>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className={styles.label}>
          {t("verify.fileLabel")}
        </label>
        <FilePicker
          id={inputId}
          accept="application/pdf,.pdf"
          className={styles.file}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            check.reset();
          }}
        />
        <Button type="submit" variant="primary" disabled={!file || check.isPending}>
          <FileCheck size={18} aria-hidden="true" />
          {t("verify.checkButton")}
        </Button>
      </form>
      <div aria-live="polite" role="status">
        {result ? (
          <div className={result.matches ? styles.matches : styles.differs}>
            {result.matches ? (
              <CircleCheck size={22} aria-hidden="true" />
            ) : (
              <CircleX size={22} aria-hidden="true" />
            )}
            <div>
              <p className={styles.verdict}>
                {result.matches ? t("verify.matches") : t("verify.differs")}
              </p>
              <p>{result.message}</p>
              <p className={styles.fullHash}>
                {t("verify.fileHash")} {result.sha256}
              </p>
            </div>
          </div>
        ) : null}
        {check.isError ? (
          <p className={styles.differs}>
            <CircleX size={22} aria-hidden="true" />
            {check.error instanceof ApiRequestError ? check.error.message : t("verify.loadFailed")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
