import {
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidRegistrationName,
  PASSWORD_MIN_LENGTH,
} from "@home-designer/core";

/**
 * The account forms' rules (spec: accounts, section 5) on top of the shared ones in
 * `@home-designer/core`. Each function answers the message (a key of `auth:validation`) per field
 * that breaks a rule; an empty object means the form may be sent.
 */
export type ValidationKey =
  | "emailInvalid"
  | "emailRejected"
  | "passwordRule"
  | "passwordLogin"
  | "passwordsMismatch"
  | "passwordRequired"
  | "nameEmpty"
  | "nameMandatory"
  | "termsRequired";

export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;

/** E-mails are checked as typed but without the spaces a paste may bring. */
const email = (value: string) => isValidEmail(value.trim());

export type LoginValues = { email: string; password: string };

export function loginErrors(values: LoginValues): FieldErrors<keyof LoginValues> {
  return {
    ...(email(values.email) ? {} : { email: "emailInvalid" }),
    ...(values.password.length >= PASSWORD_MIN_LENGTH ? {} : { password: "passwordLogin" }),
  };
}

export type RegisterValues = {
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  terms: boolean;
  newsletter: boolean;
};

export function registerErrors(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return {
    ...(isValidRegistrationName(values.name) ? {} : { name: "nameMandatory" }),
    ...(email(values.email) ? {} : { email: "emailRejected" }),
    ...(isValidPassword(values.password) ? {} : { password: "passwordRule" }),
    ...(values.passwordConfirmation === values.password
      ? {}
      : { passwordConfirmation: "passwordsMismatch" }),
    ...(values.terms ? {} : { terms: "termsRequired" }),
  };
}

/**
 * The register button's rule: name, e-mail, password and terms. A confirmation that differs is
 * shown as its field's error when the form is sent.
 */
export function canRegister(values: RegisterValues): boolean {
  const errors = registerErrors(values);
  return !errors.name && !errors.email && !errors.password && !errors.terms;
}

export type EmailValues = { email: string };

export function emailErrors(values: EmailValues): FieldErrors<"email"> {
  return email(values.email) ? {} : { email: "emailInvalid" };
}

export type EmailChangeValues = { email: string; currentPassword: string };

/**
 * A new e-mail on the profile: the address people are asked to use instead, and the current
 * password when the account has one (the server asks for it, so a stolen login alone cannot
 * move the account to another address).
 */
export function emailChangeErrors(
  values: EmailChangeValues,
  hasPassword: boolean,
): FieldErrors<keyof EmailChangeValues> {
  return {
    ...(email(values.email) ? {} : { email: "emailRejected" }),
    ...(hasPassword && values.currentPassword.length === 0
      ? { currentPassword: "passwordRequired" }
      : {}),
  };
}

export type NewPasswordValues = { password: string; passwordConfirmation: string };

/** Reset password: both fields valid and equal. */
export function newPasswordErrors(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return {
    ...(isValidPassword(values.password) ? {} : { password: "passwordRule" }),
    ...(isValidPassword(values.passwordConfirmation)
      ? values.passwordConfirmation === values.password
        ? {}
        : { passwordConfirmation: "passwordsMismatch" }
      : { passwordConfirmation: "passwordRule" }),
  };
}

export type NameValues = { name: string };

export function nameErrors(values: NameValues): FieldErrors<"name"> {
  return isValidName(values.name) ? {} : { name: "nameEmpty" };
}

export type PasswordChangeValues = {
  currentPassword: string;
  newPassword: string;
  verifyPassword: string;
};

/** Profile: current password given, new password valid, verification equal to it. */
export function passwordChangeErrors(
  values: PasswordChangeValues,
): FieldErrors<keyof PasswordChangeValues> {
  return {
    ...(values.currentPassword.length > 0 ? {} : { currentPassword: "passwordRequired" }),
    ...(isValidPassword(values.newPassword) ? {} : { newPassword: "passwordRule" }),
    ...(values.verifyPassword === values.newPassword && values.verifyPassword.length > 0
      ? {}
      : { verifyPassword: "passwordsMismatch" }),
  };
}

export function hasErrors(errors: Partial<Record<string, ValidationKey>>): boolean {
  return Object.keys(errors).length > 0;
}
