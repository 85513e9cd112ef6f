import { pages } from "@home-designer/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { LoadingView } from "../../components/ui/loading-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useCompany } from "../../lib/company.ts";
import { showFailure } from "../../lib/failure.ts";
import { exchangeHandoverCode, takeBrowserKey } from "../../lib/handover.ts";
import {
  Link,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from "../../lib/navigation.ts";
import { fromSummaryState, takePendingSave } from "../../lib/pending-save.ts";
import { toast } from "../../lib/toast.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { useFinishLogin } from "./after-login.ts";
import { login } from "./api.ts";
import { AuthLayout } from "./components/auth-layout.tsx";
import styles from "./components/auth-pages.module.css";
import { GuestOnly } from "./components/guest-only.tsx";
import { KeptSaveNote } from "./components/kept-save-note.tsx";
import { SocialButtons } from "./components/social-buttons.tsx";
import { errorMessage } from "./errors.ts";
import { SubmitButton } from "./form/submit-button.tsx";
import { TextField } from "./form/text-field.tsx";
import { useForm } from "./form/use-form.ts";
import { knownDevice, rememberDevice } from "./known-devices.ts";
import { socialFailureText } from "./social-failure.ts";
import { usePendingSave } from "./use-pending-save.ts";
import { hasErrors, loginErrors } from "./validation.ts";

/**
 * `/{lang}/auth`, and `/{lang}/auth/{socialLoginStatus}` on return from a social login: `success`
 * with a one-time code in `token` (traded, with the secret this tab started the login with, for
 * the login), `failure` with the reason's code in `errors` (and the provider in `provider`). Someone already logged in
 * is sent on from the form; a social return settles itself, whoever is logged in.
 */
export function Component() {
  const { socialLoginStatus } = useParams();
  if (socialLoginStatus) return <LoginPage />;
  return (
    <GuestOnly>
      <LoginPage />
    </GuestOnly>
  );
}

function LoginPage() {
  const { t } = useTranslation("auth");
  const company = useCompany();
  const lang = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { socialLoginStatus } = useParams();
  const [params] = useSearchParams();
  const finishLogin = useFinishLogin();
  const { pending, kept, discard } = usePendingSave();
  const redirect = params.get("redirect");
  // A return from a provider shows no form until it is settled: a bad return must not look like
  // the login form it did not ask for.
  const [socialReturn, setSocialReturn] = useState(() => socialLoginStatus !== undefined);

  const form = useForm("login", { email: "", password: "" }, loginErrors);
  const submit = useMutation({
    mutationFn: async (values: { email: string; password: string }) => {
      const email = values.email.trim();
      const { token, device } = await login({
        email,
        password: values.password,
        company_id: company.id,
        // A browser the account has logged in from is let in past others' guesses.
        device: knownDevice(email),
      });
      rememberDevice(email, device);
      await finishLogin(token, { pending, redirect });
    },
    // Wrong details and throttling (429, with the seconds to wait) are said as the server words them.
    onError: (error, values) =>
      showFailure(error, { retry: () => submit.mutate(values), key: "login" }),
  });

  // The return from a provider, handled once (React's development double effects included).
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !socialLoginStatus) return;
    handled.current = true;
    const code = params.get("token");
    const waiting = takePendingSave();
    // Taken out on any return: the secret serves this login only.
    const browserKey = takeBrowserKey() ?? undefined;
    // A design waiting to be saved stays waiting for a login by password.
    const toLogin = () => {
      setSocialReturn(false);
      navigate(pages.login({ lang }), {
        replace: true,
        state: waiting ? fromSummaryState(waiting) : null,
      });
    };
    if (socialLoginStatus === "success" && code) {
      // The code leaves the address bar (history, screenshots, shared screens) at once.
      navigate(pages.socialReturn({ lang, socialLoginStatus: "success" }), { replace: true });
      // Opened in a browser that did not start this login (a link passed on), there is no
      // secret: the server refuses the code, and this browser stays logged out.
      exchangeHandoverCode(code, "social", company.id, browserKey)
        .then(({ token }) => finishLogin(token, { pending: waiting, redirect: null }))
        .catch((error: unknown) => {
          toast.error(errorMessage(error));
          toLogin();
        });
      return;
    }
    // A failure, or a return without its code (a cut or doctored address): always said, in the
    // site's words for the reason when the address names one it knows.
    toast.error(socialFailureText(params, t("login.socialFailed")));
    toLogin();
  }, [socialLoginStatus, params, lang, navigate, finishLogin, company.id, t]);

  if (socialReturn) return <LoadingView label={t("login.finishing")} />;

  const busy = submit.isPending;
  const valid = !hasErrors(form.errors);

  return (
    <AuthLayout
      title={t("login.title")}
      lead={
        kept ? (
          <>
            <p>{t("login.leadSave")}</p>
            <KeptSaveNote onDiscard={discard} />
          </>
        ) : pending ? (
          t("login.leadSave")
        ) : (
          t("login.lead")
        )
      }
      footer={
        <p>
          {t("login.noAccount")}{" "}
          <Link
            to={pages.register({ lang }, { redirect: redirect || null })}
            state={location.state}
            className={styles.strongLink}
          >
            {t("login.register")}
          </Link>
        </p>
      }
    >
      <SocialButtons pending={pending} />
      <form
        className={styles.form}
        noValidate
        aria-label={t("login.formLabel")}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy || !form.check(["email", "password"])) return;
          submit.mutate(form.values);
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
        <TextField
          {...form.field("password")}
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
        />
        <div className={styles.forgotRow}>
          <Link to={pages.forgotPassword({ lang })} className={styles.link}>
            {t("login.forgot")}
          </Link>
        </div>
        <SubmitButton enabled={valid} busy={busy}>
          {t("login.submit")}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
