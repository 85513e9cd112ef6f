import { pages } from "@home-designer/core";
import { useMutation } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Trans } from "../../i18n/trans.tsx";
import { useCompany } from "../../lib/company.ts";
import { showFailure } from "../../lib/failure.ts";
import { Link, useLocation } from "../../lib/navigation.ts";
import { LONG_TOAST_DURATION, toast } from "../../lib/toast.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { sendResetLink } from "./api.ts";
import { AuthLayout } from "./components/auth-layout.tsx";
import styles from "./components/auth-pages.module.css";
import { EmailText } from "./components/email-text.tsx";
import { ResendBox } from "./components/resend-box.tsx";
import formStyles from "./form/form.module.css";
import { SubmitButton } from "./form/submit-button.tsx";
import { TextField } from "./form/text-field.tsx";
import { useForm } from "./form/use-form.ts";
import { useCountdown } from "./use-countdown.ts";
import { emailErrors, hasErrors } from "./validation.ts";

/** Navigation state `tokenNotValid`: a reset link that no longer works brought the person here. */
function tokenNotValid(state: unknown): boolean {
  return typeof state === "object" && state !== null && "tokenNotValid" in state
    ? Boolean(state.tokenNotValid)
    : false;
}

/**
 * `/{lang}/auth/forgot-password`: a link to set a new password is mailed; then a view that says
 * so, with another link after a 30-second wait.
 */
export function Component() {
  const { t } = useTranslation("auth");
  const company = useCompany();
  const lang = useLocale();
  const location = useLocation();
  const form = useForm("forgot", { email: "" }, emailErrors);
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sends, setSends] = useState(0);

  const send = useMutation({
    mutationFn: (email: string) => sendResetLink({ email, company_id: company.id }),
    onSuccess: (_answer, email) => {
      setSentTo(email);
      setSends((n) => n + 1);
      countdown.start();
      toast.success(t("forgotPassword.linkSent"));
    },
    // Send-link errors (the 30-second rule of the server among them) stay 5 s.
    onError: (error, email) =>
      showFailure(error, {
        duration: LONG_TOAST_DURATION,
        retry: () => send.mutate(email),
        key: "forgot-password",
      }),
  });

  const backToLogin = (
    <Link to={pages.login({ lang })} className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t("backToLogin")}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout
        focusTitle
        icon={<MailCheck size={26} aria-hidden="true" />}
        title={t("forgotPassword.sentTitle")}
        lead={
          <p>
            <SentText email={sentTo} />
          </p>
        }
        footer={backToLogin}
      >
        <div className={styles.stack}>
          <ResendBox
            id="forgot-resend"
            remaining={countdown.remaining}
            busy={send.isPending}
            anotherSent={sends > 1}
            onResend={() => send.mutate(sentTo)}
          />
          <button
            type="button"
            className={`${formStyles.textButton} ${styles.startAligned}`}
            onClick={() => {
              setSentTo(null);
              setSends(0);
            }}
          >
            {t("forgotPassword.otherEmail")}
          </button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      focusTitle
      title={t("forgotPassword.title")}
      lead={t("forgotPassword.lead")}
      notice={
        tokenNotValid(location.state) ? (
          <p className={styles.notice} role="alert">
            <AlertTriangle size={18} aria-hidden="true" className={styles.noticeIcon} />
            {t("forgotPassword.sessionExpired")}
          </p>
        ) : null
      }
      footer={backToLogin}
    >
      <form
        className={styles.form}
        noValidate
        aria-label={t("forgotPassword.title")}
        onSubmit={(event) => {
          event.preventDefault();
          if (send.isPending || !form.check(["email"])) return;
          send.mutate(form.values.email.trim());
        }}
      >
        <TextField
          {...form.field("email")}
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <SubmitButton enabled={!hasErrors(form.errors)} busy={send.isPending}>
          {t("forgotPassword.submit")}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}

/** "We sent a link to <the address>", the address set apart. */
function SentText({ email }: { email: string }) {
  const { t } = useTranslation("auth");
  return (
    <Trans
      t={t}
      i18nKey="forgotPassword.sentText"
      values={{ email }}
      components={{ email: <EmailText email={email} /> }}
    />
  );
}
