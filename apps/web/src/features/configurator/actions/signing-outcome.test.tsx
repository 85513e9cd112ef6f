// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/index.ts";
import { Route, useLocation } from "../../../lib/navigation.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { loadTexts } from "../../auth/testing.tsx";
import { signingOutcomeOf, useSigningOutcome } from "./signing-outcome.ts";

const toasts = vi.hoisted(() => [] as { kind: string; message: string }[]);
vi.mock("../../../lib/toast.ts", async (original) => ({
  ...(await original<typeof import("../../../lib/toast.ts")>()),
  toast: {
    success: (message: string) => toasts.push({ kind: "success", message }),
    error: (message: string) => toasts.push({ kind: "error", message }),
    warning: (message: string) => toasts.push({ kind: "warning", message }),
    message: (message: string) => toasts.push({ kind: "message", message }),
  },
}));

beforeAll(loadTexts);

afterEach(async () => {
  cleanup();
  toasts.length = 0;
  await i18n.changeLanguage("en");
});

/** A page that reads the outcome, and shows its address. */
function Page() {
  useSigningOutcome();
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function openAt(path: string) {
  const [pathname = "/", search = ""] = path.split("?");
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : "" }]}>
        <Route path="/:lang/*?">
          <Page />
        </Route>
      </MemoryRouter>
    </StrictMode>,
  );
}

const SUMMARY = "/en/5/summary?apartment_layout_id=3";
const address = () => screen.getByTestId("location").textContent;

describe("the notice of how a signing ended", () => {
  const outcomes = [
    ["signed", "success", "Signed and confirmed."],
    ["cancelled", "warning", "Signing was cancelled; nothing was confirmed."],
    ["expired", "warning", "The signing took too long; please start again."],
    [
      "failed",
      "error",
      "The answer from the identity service could not be checked; nothing was confirmed.",
    ],
    [
      "refused",
      "warning",
      "The package changed or was confirmed meanwhile; nothing was confirmed.",
    ],
  ] as const;

  for (const [outcome, kind, message] of outcomes) {
    it(`says "${outcome}" once and takes it out of the address`, async () => {
      openAt(`${SUMMARY}&signing=${outcome}`);
      await waitFor(() => expect(toasts).toEqual([{ kind, message }]));
      expect(address()).toBe(SUMMARY);
    });
  }

  it("is said in the page's language", async () => {
    await i18n.changeLanguage("de");
    openAt("/de/dashboard?signing=expired");
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          kind: "warning",
          message: "Das Unterschreiben hat zu lange gedauert. Bitte beginnen Sie erneut.",
        },
      ]),
    );
    expect(address()).toBe("/de/dashboard");
  });

  it("drops an outcome it does not know without a word, and says nothing without one", async () => {
    openAt(`${SUMMARY}&signing=maybe`);
    await waitFor(() => expect(address()).toBe(SUMMARY));
    cleanup();
    openAt(SUMMARY);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(address()).toBe(SUMMARY);
    expect(toasts).toEqual([]);
  });

  it("reads only the outcomes the server sends", () => {
    expect(signingOutcomeOf("?signing=signed&x=1")).toBe("signed");
    expect(signingOutcomeOf("?signing=toString")).toBeNull();
    expect(signingOutcomeOf("?x=1")).toBeNull();
  });
});
