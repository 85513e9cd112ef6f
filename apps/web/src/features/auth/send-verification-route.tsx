import { pages } from "@home-designer/core";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useTranslation } from "../../i18n/index.ts";
import { Trans } from "../../i18n/trans.tsx";
import { useCompany } from "../../lib/company.ts";
import { showFailure } from "../../lib/failure.ts";
import { Link, Navigate, useLocation } from "../../lib/navigation.ts";
import { LONG_TOAST_DURATION, toast } from "../../lib/toast.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { readVerificationState } from "./after-login.ts";
import { resendVerification } from "./api.ts";
import { AuthLayout } from "./components/auth-layout.tsx";
import styles from "./components/auth-pages.module.css";
import { EmailText } from "./components/email-text.tsx";
import { KeptSaveNote } from "./components/kept-save-note.tsx";
import { ResendBox } from "./components/resend-box.tsx";
import { useCountdown } from "./use-countdown.ts";
import { usePendingSave } from "./use-pending-save.ts";

/**
 * `/{lang}/send-verification`, after signing up or logging in with an unconfirmed e-mail. The
 * address and the account's token come in the navigation state; without them there is nobody to
 * send a link to, and the login page is the way on.
 */
export function Component() {
  const { t } = useTranslation("auth");
  const company = useCompany();
  const lang = useLocale();
  const location = useLocation();
  const target = readVerificationState(location.state);
  const { kept, discard } = usePendingSave();
  // The server allows one link per 30 seconds counted from the last one asked for here: the
  // sign-up's own mail does not count (and a login mails none), so the first works at once.
  const countdown = useCountdown();

  const resend = useMutation({
    mutationFn: (token: string) => resendVerification(token, company.id),
    onSuccess: ({ message }) => {
      // The server's "We have sent you another link." as a toast (spec: accounts, section 7).
      toast.success(message);
      countdown.start();
    },
    onError: (error, token) =>
      showFailure(error, {
        duration: LONG_TOAST_DURATION,
        retry: () => resend.mutate(token),
        key: "resend-verification",
      }),
  });

  if (!target) return <Navigate to={pages.login({ lang })} replace />;

  return (
    <AuthLayout
      icon={<MailCheck size={26} aria-hidden="true" />}
      title={t("sendVerification.title")}
      lead={
        <>
          <p>
            <Trans
              t={t}
              i18nKey="sendVerification.lead"
              values={{ email: target.email }}
              components={{ email: <EmailText email={target.email} /> }}
            />
          </p>
          {kept ? <KeptSaveNote onDiscard={discard} /> : null}
        </>
      }
      footer={
        <Link to={pages.login({ lang })} className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t("backToLogin")}
        </Link>
      }
    >
      <ResendBox
        id="verification-resend"
        remaining={countdown.remaining}
        busy={resend.isPending}
        anotherSent={false}
        onResend={() => resend.mutate(target.token)}
      />
    </AuthLayout>
  );
}
