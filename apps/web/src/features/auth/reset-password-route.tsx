import { pages } from "@home-designer/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { MessageView } from "../../components/ui/message-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { Trans } from "../../i18n/trans.tsx";
import { ApiRequestError } from "../../lib/api.ts";
import { showFailure } from "../../lib/failure.ts";
import { Navigate, useNavigate, useSearchParams } from "../../lib/navigation.ts";
import { toast } from "../../lib/toast.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { checkResetLink, resetPassword } from "./api.ts";
import { AuthLayout } from "./components/auth-layout.tsx";
import styles from "./components/auth-pages.module.css";
import { EmailText } from "./components/email-text.tsx";
import { errorMessage } from "./errors.ts";
import { SubmitButton } from "./form/submit-button.tsx";
import { TextField } from "./form/text-field.tsx";
import { useForm } from "./form/use-form.ts";
import { rememberDevice } from "./known-devices.ts";
import { hasErrors, newPasswordErrors } from "./validation.ts";

/** After the new password is set, the login page follows after this long (spec: section 9). */
export const LOGIN_REDIRECT_MS = 1500;

/**
 * `/{lang}/reset-password?token&email`, from the mailed link. The link is checked first; one that
 * no longer works leads back to forgot password with the session-expired notice.
 */
export function Component() {
  const { t } = useTranslation(["auth", "common"]);
  const lang = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const [done, setDone] = useState(false);

  const check = useQuery({
    queryKey: ["reset-password-check", email, token],
    queryFn: () => checkResetLink({ email, token }),
    enabled: token !== "" && email !== "",
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  const form = useForm("reset", { password: "", passwordConfirmation: "" }, newPasswordErrors);
  const reset = useMutation({
    mutationFn: (values: { password: string; passwordConfirmation: string }) =>
      resetPassword({
        email,
        token,
        password: values.password,
        password_confirmation: values.passwordConfirmation,
      }),
    onSuccess: ({ message, device }) => {
      // The link proved the mailbox: this browser logs in even while the account's failed
      // logins from elsewhere keep unknown browsers out.
      rememberDevice(email, device);
      toast.success(message);
      setDone(true);
    },
    onError: (error, values) =>
      showFailure(error, { retry: () => reset.mutate(values), key: "reset-password" }),
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate(pages.login({ lang }), { replace: true }),
      LOGIN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, lang, navigate]);

  const expired = (
    <Navigate to={pages.forgotPassword({ lang })} replace state={{ tokenNotValid: true }} />
  );
  if (!token || !email) return expired;
  if (check.isPending) return <LoadingView label={t("auth:resetPassword.checking")} />;
  if (check.isError) {
    // A refusal means the link is used up or old; no answer at all is worth another try.
    if (check.error instanceof ApiRequestError && check.error.status !== 0) return expired;
    return (
      <MessageView
        main
        alert
        title={t("common:errors.loadTitle")}
        text={errorMessage(check.error)}
        action={
          <Button variant="primary" onClick={() => check.refetch()}>
            {t("common:retry")}
          </Button>
        }
      />
    );
  }

  if (done) {
    return (
      <AuthLayout
        focusTitle
        icon={<CheckCircle2 size={28} aria-hidden="true" />}
        title={t("auth:resetPassword.doneTitle")}
        lead={t("auth:resetPassword.doneText")}
      />
    );
  }

  return (
    <AuthLayout
      focusTitle
      title={t("auth:resetPassword.title")}
      lead={
        <p>
          <Trans
            t={t}
            i18nKey="auth:resetPassword.lead"
            values={{ email }}
            components={{ email: <EmailText email={email} /> }}
          />
        </p>
      }
    >
      <form
        className={styles.form}
        noValidate
        aria-label={t("auth:resetPassword.title")}
        onSubmit={(event) => {
          event.preventDefault();
          if (reset.isPending || !form.check(["password", "passwordConfirmation"])) return;
          reset.mutate(form.values);
        }}
      >
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <TextField
          {...form.field("password")}
          label={t("auth:fields.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={t("auth:passwordRules")}
        />
        <TextField
          {...form.field("passwordConfirmation")}
          label={t("auth:fields.passwordConfirmation")}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton enabled={!hasErrors(form.errors)} busy={reset.isPending}>
          {t("auth:resetPassword.submit")}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
