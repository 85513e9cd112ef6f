import { pages } from "@home-designer/core";
import { useMutation } from "@tanstack/react-query";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { TermsCheckbox } from "../../components/ui/terms-checkbox.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { useCompany } from "../../lib/company.ts";
import { showFailure } from "../../lib/failure.ts";
import { Link, useLocation, useNavigate, useSearchParams } from "../../lib/navigation.ts";
import { keepPendingSave } from "../../lib/pending-save.ts";
import { LONG_TOAST_DURATION } from "../../lib/toast.ts";
import { useLocale } from "../../lib/use-locale.ts";
import type { VerificationState } from "./after-login.ts";
import { register } from "./api.ts";
import { AuthLayout } from "./components/auth-layout.tsx";
import styles from "./components/auth-pages.module.css";
import { GuestOnly } from "./components/guest-only.tsx";
import { KeptSaveNote } from "./components/kept-save-note.tsx";
import { SubmitButton } from "./form/submit-button.tsx";
import { TextField } from "./form/text-field.tsx";
import { useForm } from "./form/use-form.ts";
import { rememberDevice } from "./known-devices.ts";
import { usePendingSave } from "./use-pending-save.ts";
import { canRegister, type RegisterValues, registerErrors } from "./validation.ts";

const ORDER: (keyof RegisterValues)[] = [
  "name",
  "email",
  "password",
  "passwordConfirmation",
  "terms",
];

/**
 * `/{lang}/auth/register`: a new account by e-mail, then the e-mail is to be confirmed. Someone
 * already logged in is sent on instead.
 */
export function Component() {
  return (
    <GuestOnly>
      <RegisterPage />
    </GuestOnly>
  );
}

function RegisterPage() {
  const { t } = useTranslation("auth");
  const company = useCompany();
  const lang = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { pending, kept, discard } = usePendingSave();

  const initial: RegisterValues = {
    name: "",
    email: "",
    password: "",
    passwordConfirmation: "",
    terms: false,
    newsletter: false,
  };
  const form = useForm("register", initial, registerErrors);

  const submit = useMutation({
    mutationFn: (values: RegisterValues) =>
      register({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.passwordConfirmation,
        locale: lang === "ru" ? "en" : lang,
        is_subscribed: company.news_letter && values.newsletter ? 1 : 0,
        company_id: company.id,
      }),
    onSuccess: ({ token, user, device }) => {
      rememberDevice(user.email, device);
      // The confirmation link opens a page of its own: the design waits in this browser for the
      // login after it.
      if (pending) keepPendingSave(pending);
      const state: VerificationState = { email: user.email, token };
      navigate(pages.sendVerification({ lang }), { state });
    },
    onError: (error, values) => {
      // Registration errors stay longer (5 s), red, at the top centre.
      showFailure(error, {
        duration: LONG_TOAST_DURATION,
        retry: () => submit.mutate(values),
        key: "register",
      });
      if (error instanceof ApiRequestError) {
        form.showServerErrors(error.errors, {
          name: "name",
          email: "email",
          password: "password",
          password_confirmation: "passwordConfirmation",
        });
      }
    },
  });

  const busy = submit.isPending;
  const redirect = params.get("redirect");

  return (
    <AuthLayout
      title={t("register.title")}
      lead={
        kept ? (
          <>
            <p>{t("register.leadSave")}</p>
            <KeptSaveNote onDiscard={discard} />
          </>
        ) : pending ? (
          t("register.leadSave")
        ) : (
          t("register.lead")
        )
      }
      footer={
        <p>
          {t("register.haveAccount")}{" "}
          <Link
            to={pages.login({ lang }, { redirect: redirect || null })}
            state={location.state}
            className={styles.strongLink}
          >
            {t("register.login")}
          </Link>
        </p>
      }
    >
      <form
        className={styles.form}
        noValidate
        aria-label={t("register.formLabel")}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy || !form.check(ORDER)) return;
          submit.mutate(form.values);
        }}
      >
        <TextField
          {...form.field("name")}
          label={t("fields.name")}
          autoComplete="name"
          maxLength={100}
        />
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
          autoComplete="new-password"
          hint={t("passwordRules")}
        />
        <TextField
          {...form.field("passwordConfirmation")}
          label={t("fields.passwordConfirmation")}
          type="password"
          autoComplete="new-password"
        />
        <TermsCheckbox {...form.field("terms")} />
        {company.news_letter ? (
          <CheckboxField {...form.field("newsletter")} label={t("register.newsletter")} />
        ) : null}
        <SubmitButton enabled={canRegister(form.values)} busy={busy}>
          {t("register.submit")}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
