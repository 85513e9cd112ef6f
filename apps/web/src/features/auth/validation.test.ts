import { describe, expect, it } from "vitest";
import {
  canRegister,
  emailChangeErrors,
  emailErrors,
  loginErrors,
  nameErrors,
  newPasswordErrors,
  passwordChangeErrors,
  type RegisterValues,
  registerErrors,
} from "./validation.ts";

const filled: RegisterValues = {
  name: "Mari",
  email: "mari@example.com",
  password: "Secret123",
  passwordConfirmation: "Secret123",
  terms: true,
  newsletter: false,
};

describe("login rules", () => {
  it("wants a valid e-mail and a password of 8 characters, nothing more", () => {
    expect(loginErrors({ email: "mari@example.com", password: "weakweak" })).toEqual({});
    expect(loginErrors({ email: " mari@example.com ", password: "12345678" })).toEqual({});
    expect(loginErrors({ email: "mari@example", password: "1234567" })).toEqual({
      email: "emailInvalid",
      password: "passwordLogin",
    });
    expect(loginErrors({ email: "mari @example.com", password: "" }).email).toBe("emailInvalid");
  });
});

describe("registration rules", () => {
  it("accepts a complete form", () => {
    expect(registerErrors(filled)).toEqual({});
    expect(canRegister(filled)).toBe(true);
  });

  it("names every rule broken with its message", () => {
    expect(
      registerErrors({
        name: " Al ",
        email: "mari",
        password: "secret12",
        passwordConfirmation: "other",
        terms: false,
        newsletter: true,
      }),
    ).toEqual({
      name: "nameMandatory",
      email: "emailRejected",
      password: "passwordRule",
      passwordConfirmation: "passwordsMismatch",
      terms: "termsRequired",
    });
  });

  it("enables the button on name, e-mail, password and terms (the confirmation is checked on sending)", () => {
    expect(canRegister({ ...filled, passwordConfirmation: "" })).toBe(true);
    expect(canRegister({ ...filled, name: "Al" })).toBe(false);
    expect(canRegister({ ...filled, email: "mari@example" })).toBe(false);
    expect(canRegister({ ...filled, password: "SECRET123" })).toBe(false);
    expect(canRegister({ ...filled, password: "Secret1" })).toBe(false);
    expect(canRegister({ ...filled, terms: false })).toBe(false);
  });
});

describe("password rules", () => {
  it("reset: both valid and equal", () => {
    expect(newPasswordErrors({ password: "Secret123", passwordConfirmation: "Secret123" })).toEqual(
      {},
    );
    expect(newPasswordErrors({ password: "Secret123", passwordConfirmation: "Secret124" })).toEqual(
      { passwordConfirmation: "passwordsMismatch" },
    );
    expect(newPasswordErrors({ password: "secret123", passwordConfirmation: "secret123" })).toEqual(
      { password: "passwordRule", passwordConfirmation: "passwordRule" },
    );
  });

  it("profile: current given, new valid, verification equal", () => {
    expect(
      passwordChangeErrors({
        currentPassword: "old",
        newPassword: "Secret123",
        verifyPassword: "Secret123",
      }),
    ).toEqual({});
    expect(
      passwordChangeErrors({ currentPassword: "", newPassword: "short", verifyPassword: "" }),
    ).toEqual({
      currentPassword: "passwordRequired",
      newPassword: "passwordRule",
      verifyPassword: "passwordsMismatch",
    });
  });
});

describe("profile and e-mail rules", () => {
  it("a name must not be empty", () => {
    expect(nameErrors({ name: "  " })).toEqual({ name: "nameEmpty" });
    expect(nameErrors({ name: "Al" })).toEqual({});
  });

  it("e-mails say which message fits the form", () => {
    expect(emailErrors({ email: "x@y" })).toEqual({ email: "emailInvalid" });
    expect(emailChangeErrors({ email: "x@y", currentPassword: "" }, false)).toEqual({
      email: "emailRejected",
    });
    expect(emailChangeErrors({ email: "x@y.ee", currentPassword: "" }, false)).toEqual({});
    expect(emailChangeErrors({ email: "a@x.ee,b@y.ee", currentPassword: "" }, false)).toEqual({
      email: "emailRejected",
    });
  });

  it("a new e-mail takes the current password of an account that has one", () => {
    expect(emailChangeErrors({ email: "x@y.ee", currentPassword: "" }, true)).toEqual({
      currentPassword: "passwordRequired",
    });
    expect(emailChangeErrors({ email: "x@y.ee", currentPassword: "Secret123" }, true)).toEqual({});
  });
});
