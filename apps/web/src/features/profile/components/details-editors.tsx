import type { User } from "@home-designer/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { isNetworkFailure, showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { storeUser } from "../../../lib/user.ts";
import {
  emailChangeErrors,
  errorMessage,
  hasErrors,
  nameErrors,
  type PasswordChangeValues,
  passwordChangeErrors,
  SubmitButton,
  TextField,
  useForm,
} from "../../auth/account-kit.ts";
import { changePassword, updateProfile } from "../api.ts";
import styles from "../profile.module.css";

type EditorProps = { user: User; onDone: () => void };

/**
 * A profile update answers `success` with an optional message; a refusal keeps the editor open
 * with the server's words (spec: accounts, section 8).
 */
function useProfileUpdate(onDone: () => void, onFieldErrors: (error: ApiRequestError) => void) {
  const { t } = useTranslation("profile");
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      if (!answer.success) {
        toast.error(answer.message ?? t("saveFailed"));
        return;
      }
      storeUser(queryClient, answer.user);
      toast.success(answer.message);
      onDone();
    },
    onError: (error, values) => {
      showFailure(error, { retry: () => update.mutate(values), key: "profile-update" });
      if (error instanceof ApiRequestError) onFieldErrors(error);
    },
  });
  return update;
}

export function NameEditor({ user, onDone }: EditorProps) {
  const { t } = useTranslation("profile");
  const form = useForm("profile-name", { name: user.name }, nameErrors);
  const save = useProfileUpdate(onDone, (error) =>
    form.showServerErrors(error.errors, { name: "name" }),
  );
  return (
    <form
      className={styles.editorForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending || !form.check(["name"])) return;
        save.mutate({ name: form.values.name.trim() });
      }}
    >
      <TextField
        {...form.field("name")}
        label={t("name.new")}
        autoComplete="name"
        maxLength={100}
      />
      <div className={styles.editorActions}>
        <SubmitButton enabled={!hasErrors(form.errors)} busy={save.isPending} wide={false}>
          {t("save")}
        </SubmitButton>
      </div>
    </form>
  );
}

export function EmailEditor({ user, onDone }: EditorProps) {
  const { t } = useTranslation("profile");
  const hasPassword = user.providers.some((p) => p.provider === "main");
  const form = useForm("profile-email", { email: user.email, currentPassword: "" }, (values) =>
    emailChangeErrors(values, hasPassword),
  );
  const save = useProfileUpdate(onDone, (error) =>
    form.showServerErrors(error.errors, { email: "email", current_password: "currentPassword" }),
  );
  return (
    <form
      className={styles.editorForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending || !form.check(["email", "currentPassword"])) return;
        const email = form.values.email.trim();
        save.mutate(
          hasPassword ? { email, current_password: form.values.currentPassword } : { email },
        );
      }}
    >
      <TextField
        {...form.field("email")}
        label={t("email.new")}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        hint={t("email.hint")}
      />
      {hasPassword ? (
        <TextField
          {...form.field("currentPassword")}
          label={t("password.current")}
          type="password"
          autoComplete="current-password"
        />
      ) : null}
      <div className={styles.editorActions}>
        <SubmitButton enabled={!hasErrors(form.errors)} busy={save.isPending} wide={false}>
          {t("save")}
        </SubmitButton>
      </div>
    </form>
  );
}

const PASSWORD_ORDER: (keyof PasswordChangeValues)[] = [
  "currentPassword",
  "newPassword",
  "verifyPassword",
];

/** Current, new (checked when left) and repeated password; e-mail accounts only. */
export function PasswordEditor({ user, onDone }: EditorProps) {
  const { t } = useTranslation(["profile", "auth"]);
  const initial: PasswordChangeValues = {
    currentPassword: "",
    newPassword: "",
    verifyPassword: "",
  };
  const form = useForm("profile-password", initial, passwordChangeErrors);
  const save = useMutation({
    mutationFn: (values: PasswordChangeValues) =>
      changePassword({
        old_password: values.currentPassword,
        password: values.newPassword,
        password_confirmation: values.verifyPassword,
      }),
    onSuccess: ({ message }) => {
      toast.success(message);
      onDone();
    },
    onError: (error, values) => {
      // No answer at all is said as such, with the change offered again; the current password
      // is not marked wrong then, as it may well be right.
      if (isNetworkFailure(error)) {
        showFailure(error, { retry: () => save.mutate(values), key: "password-change" });
        return;
      }
      const wrong = error instanceof ApiRequestError && "old_password" in error.errors;
      const text = wrong ? t("profile:password.wrong") : errorMessage(error);
      toast.error(text);
      if (wrong)
        form.showServerErrors({ old_password: [text] }, { old_password: "currentPassword" });
      else if (error instanceof ApiRequestError)
        form.showServerErrors(error.errors, {
          password: "newPassword",
          password_confirmation: "verifyPassword",
        });
    },
  });
  return (
    <form
      className={styles.editorForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending || !form.check(PASSWORD_ORDER)) return;
        save.mutate(form.values);
      }}
    >
      {/* Lets password managers file the new password under this account. */}
      <input type="hidden" name="username" autoComplete="username" value={user.email} />
      <TextField
        {...form.field("currentPassword")}
        label={t("profile:password.current")}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        {...form.field("newPassword")}
        label={t("profile:password.new")}
        type="password"
        autoComplete="new-password"
        hint={t("auth:passwordRules")}
      />
      <TextField
        {...form.field("verifyPassword")}
        label={t("profile:password.verify")}
        type="password"
        autoComplete="new-password"
      />
      <div className={styles.editorActions}>
        <SubmitButton enabled={!hasErrors(form.errors)} busy={save.isPending} wide={false}>
          {t("profile:save")}
        </SubmitButton>
      </div>
    </form>
  );
}
