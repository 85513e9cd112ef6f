/**
 * The rules of the account forms (spec: accounts, section 5), shared by the browser, which
 * checks as people type, and the server, which checks again. Plain functions: no zod here, so
 * the browser can use them without loading a schema library.
 */

/*
 * One e-mail address: the WHATWG "valid e-mail address" (what browsers check in
 * `<input type=email>`), with Unicode letters, marks and digits allowed beside ASCII so that
 * `jüri@näide.ee` passes. Stricter than WHATWG in two ways: the local part is a dot-atom (no
 * leading, trailing or doubled dot) and the domain needs a dot. Nothing else can appear: no
 * space, comma, semicolon, quote, angle bracket, parenthesis, colon, backslash or control
 * character, so no mail library can read the text as several recipients or as a display name.
 */
const ATOM = "[\\p{L}\\p{M}\\p{Nd}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[\\p{L}\\p{Nd}](?:[\\p{L}\\p{M}\\p{Nd}-]{0,61}[\\p{L}\\p{M}\\p{Nd}])?";
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, "u");

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 3;
export const PACKAGE_NAME_MAX_LENGTH = 50;
/** Long enough for any real address or name; bounds what a form can make us store. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 200;

/** Whether the text is exactly one e-mail address (see EMAIL); surrounding spaces are not trimmed. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\d/.test(password)
  );
}

/** A name on registration: at least 3 characters once surrounding spaces are gone. */
export function isValidRegistrationName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= NAME_MIN_LENGTH && trimmed.length <= NAME_MAX_LENGTH;
}

/** A name when changed on the profile: not empty. */
export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= NAME_MAX_LENGTH;
}

/** E-mail addresses are compared without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
