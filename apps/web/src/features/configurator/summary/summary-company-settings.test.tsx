// @vitest-environment jsdom
import { type Company, slotKey } from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { CompanyContext } from "../../../lib/company.ts";
import { Route } from "../../../lib/navigation.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { testCompany } from "../../auth/testing.tsx";
import { ConfiguratorContext } from "../context.ts";
import { DesignContext } from "../design/use-design.ts";
import { asset, configuratorState, design, group, material } from "../selection/fixtures.ts";
import { Component as Summary } from "./summary-route.tsx";

beforeAll(async () => {
  await initI18n("de");
  await i18n.loadNamespaces(["common", "configurator", "summary"]);
  // jsdom has no media queries: a desktop-sized screen.
  window.matchMedia = vi.fn().mockReturnValue({
    matches: true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  vi.stubGlobal("fetch", () => new Promise(() => undefined));
});

afterEach(cleanup);

/** The German summary of one kitchen whose one option costs 25 761,80 €. */
function germanSummary(company: Company) {
  const kitchen = group(10, 1, [asset(11, 10, { material: material(25761.8) })]);
  const chosen = {
    ...design(),
    loaded: new Map([[1, [kitchen]]]),
    choices: new Map([[slotKey(1, 10), 11]]),
  };
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CompanyContext.Provider value={company}>
        <MemoryRouter initialEntries={["/de/custom/summary?project=1&apartment_layout_id=1"]}>
          <ConfiguratorContext.Provider value={{ ...configuratorState(), lang: "de" }}>
            <DesignContext.Provider value={chosen}>
              <Route path="/:lang/:pkg/summary">
                <Summary />
              </Route>
            </DesignContext.Provider>
          </ConfiguratorContext.Provider>
        </MemoryRouter>
      </CompanyContext.Provider>
    </QueryClientProvider>,
  );
}

/** The page's text with no-break spaces as spaces. */
const pageText = () => (document.body.textContent ?? "").replace(/\u00a0/g, " ");

describe("the summary, as the company writes amounts, buildings and VAT", () => {
  it("writes amounts the Estonian way, the bare building and no VAT amount unless the company says otherwise", () => {
    germanSummary(testCompany);
    const total = document.querySelector("[data-summary='total']");
    expect(total?.textContent?.replace(/\u00a0/g, " ")).toBe("25 761,80 €");
    expect(pageText()).toContain("Park, A, Wohnung 1, Grundriss 3A");
    expect(pageText()).toContain("Alle Preise in Euro, inklusive 24 % MwSt.");
    expect(pageText()).not.toContain("MwSt.:");
  });

  it("writes them in German, with the company's word and the VAT amount, when the company sets them", () => {
    germanSummary({
      ...testCompany,
      amount_format: { de: "1.234,56 €" },
      building_word: { de: "Haus" },
      show_vat_amount: true,
    });
    const total = document.querySelector("[data-summary='total']");
    expect(total?.textContent?.replace(/\u00a0/g, " ")).toBe("25.761,80 €");
    expect(screen.getByText("Park, Haus A, Wohnung 1, Grundriss 3A")).toBeTruthy();
    // 25 761,80 € includes 4 986,15 € of 24 % VAT.
    expect(pageText()).toContain("Alle Preise in Euro, inklusive 24 % MwSt.: 4.986,15 €");
    expect(pageText()).not.toContain("25 761,80");
  });
});
