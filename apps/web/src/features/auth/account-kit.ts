/**
 * What My account (features/profile) shares with the login pages: the page frame, the form parts,
 * the rules and their messages, the provider marks. Kept here, the one way in, so that the
 * rest of this folder stays its own.
 */
export { AuthLayout } from "./components/auth-layout.tsx";
export { EmailText } from "./components/email-text.tsx";
export { PROVIDER_NAMES, ProviderIcon } from "./components/provider-icon.tsx";
export { errorMessage } from "./errors.ts";
export { SubmitButton } from "./form/submit-button.tsx";
export { TextField } from "./form/text-field.tsx";
export { useForm } from "./form/use-form.ts";
export { socialFailureText } from "./social-failure.ts";
export { useCountdown } from "./use-countdown.ts";
export {
  emailChangeErrors,
  hasErrors,
  nameErrors,
  type PasswordChangeValues,
  passwordChangeErrors,
} from "./validation.ts";
