import { describe, expect, it } from "vitest";
import { nextAfterLogin, readVerificationState } from "./after-login.ts";

const verified = { email: "mari@example.com", email_verified_at: "2026-01-01T10:00:00Z" };
const pending = { apartment_layout_id: 3, package_id: "custom", returnTo: "/en/1/summary?x=1" };

describe("nextAfterLogin", () => {
  it("sends an unconfirmed e-mail to send-verification without keeping the login", () => {
    expect(
      nextAfterLogin({
        lang: "en",
        token: "t",
        user: { ...verified, email_verified_at: null },
        pending,
        redirect: "/en/info",
      }),
    ).toEqual({
      keep: false,
      to: "/en/send-verification",
      state: { email: "mari@example.com", token: "t" },
    });
  });

  it("returns to the summary with the design to save", () => {
    expect(
      nextAfterLogin({ lang: "en", token: "t", user: verified, pending, redirect: "/en/info" }),
    ).toEqual({ keep: true, to: "/en/1/summary?x=1", state: { resumeSave: pending } });
  });

  it("follows a local redirect, else goes to the dashboard", () => {
    const base = { lang: "et" as const, token: "t", user: verified, pending: null };
    expect(nextAfterLogin({ ...base, redirect: "/et/info" })).toEqual({
      keep: true,
      to: "/et/info",
    });
    for (const redirect of [null, "https://evil.example", "//evil.example", "/\\evil.example"]) {
      expect(nextAfterLogin({ ...base, redirect })).toEqual({ keep: true, to: "/et/dashboard" });
    }
  });
});

describe("readVerificationState", () => {
  it("needs both the address and the token", () => {
    expect(readVerificationState({ email: "a@b.ee", token: "t" })).toEqual({
      email: "a@b.ee",
      token: "t",
    });
    expect(readVerificationState({ email: "a@b.ee" })).toBeNull();
    expect(readVerificationState(null)).toBeNull();
  });
});
