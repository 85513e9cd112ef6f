// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n, useTranslation } from "./index.ts";
import { parseTags, Trans } from "./trans.tsx";

beforeAll(() => initI18n("en"));

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage("en"));
});

function Help() {
  const { t } = useTranslation(["help", "common"]);
  return (
    <p>
      {t("videoCount", { count: 2 })} · {t("common:close")}
    </p>
  );
}

describe("useTranslation", () => {
  it("suspends until its namespaces are there, then shows their texts", async () => {
    expect(i18n.hasLoadedNamespaces(["help"])).toBe(false);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Help />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("2 videos · Close")).toBeTruthy();
  });

  it("shows the texts again in a new language", async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Help />
      </Suspense>,
    );
    await screen.findByText("2 videos · Close");
    await act(() => i18n.changeLanguage("de"));
    expect(screen.getByText("2 Videos · Schließen")).toBeTruthy();
  });
});

function Terms({ email }: { email: string }) {
  const { t } = useTranslation(["auth", "common"]);
  return (
    <>
      <p data-testid="terms">
        <Trans t={t} i18nKey="common:termsAgree" components={{ terms: <button type="button" /> }} />
      </p>
      <p data-testid="sent">
        <Trans
          t={t}
          i18nKey="forgotPassword.sentText"
          values={{ email }}
          components={{ email: <strong /> }}
        />
      </p>
    </>
  );
}

describe("Trans", () => {
  it("puts the text's tags into the elements given, placeholders as plain text", async () => {
    render(
      <Suspense fallback={null}>
        <Terms email="<b>mari</b>@example.com" />
      </Suspense>,
    );
    const terms = await screen.findByTestId("terms");
    expect(terms.innerHTML).toBe('I agree to the <button type="button">terms of use</button>');
    const sent = screen.getByTestId("sent");
    expect(sent.querySelector("strong")?.textContent).toBe("<b>mari</b>@example.com");
    expect(sent.querySelector("b")).toBeNull();
    expect(sent.textContent).toMatch(/^If there is an account for <b>mari<\/b>@example.com, we/);
  });
});

describe("parseTags", () => {
  it("reads nested tags", () => {
    expect(parseTags("a <x>b <y>c</y></x> d")).toEqual([
      "a ",
      { tag: "x", at: 2, children: ["b ", { tag: "y", at: 7, children: ["c"] }] },
      " d",
    ]);
  });

  it("keeps tags that are not closed, or closed out of turn, as text", () => {
    expect(parseTags("a <x>b")).toEqual(["a ", "<x>", "b"]);
    expect(parseTags("a </x> b")).toEqual(["a </x> b"]);
    expect(parseTags("<x>a</y>b</x>")).toEqual([{ tag: "x", at: 0, children: ["a</y>b"] }]);
  });
});
