// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { CompanyContext } from "../../../lib/company.ts";
import { Route } from "../../../lib/navigation.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { testCompany } from "../../auth/testing.tsx";
import type { ConfiguratorState } from "../context.ts";
import { ConfiguratorContext } from "../context.ts";
import { DesignContext } from "../design/use-design.ts";
import { configuratorState, design, pkg } from "../selection/fixtures.ts";
import { Component as Summary } from "./summary-route.tsx";

beforeAll(async () => {
  await initI18n("et");
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

/** A child route's dialog, standing in for the save dialog: it keeps what is typed in its state. */
function NameField() {
  const [name, setName] = useState("");
  return <input aria-label="Paketi nimi" value={name} onChange={(e) => setName(e.target.value)} />;
}

function page(complete: boolean, child: ReactNode, state: ConfiguratorState = configuratorState()) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <CompanyContext.Provider value={testCompany}>
        <MemoryRouter initialEntries={["/et/1/summary/save?project=1&apartment_layout_id=1"]}>
          <ConfiguratorContext.Provider value={state}>
            <DesignContext.Provider value={{ ...design(), complete }}>
              <Route path="/:lang/:pkg/summary/save">
                <Summary>{child}</Summary>
              </Route>
            </DesignContext.Provider>
          </ConfiguratorContext.Provider>
        </MemoryRouter>
      </CompanyContext.Provider>
    </QueryClientProvider>
  );
}

describe("the summary's child routes", () => {
  it("keep what was typed into their dialog while the last room arrives", () => {
    const child = <NameField />;
    const { rerender } = render(page(false, child));
    expect(screen.getByRole("progressbar")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Paketi nimi" }), {
      target: { value: "Pärast registreerimist" },
    });

    rerender(page(true, child));

    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Paketi nimi" }).value).toBe(
      "Pärast registreerimist",
    );
  });
});

describe("the summary's comparison link", () => {
  it("compares the package on screen with the buyer's newest designs, then the company's", () => {
    const basic = pkg(1, { slug: "1" });
    const state = {
      ...configuratorState(basic),
      packages: [
        basic,
        pkg(2, { slug: "2" }),
        pkg(7, { slug: "7", user_package: true }),
        pkg(9, { slug: "9", user_package: true }),
      ],
    };
    render(page(true, null, state));
    const link = screen.getByRole("link", { name: "Võrdle kujundusi" });
    const url = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(url.pathname).toBe("/et/compare");
    expect(url.searchParams.get("designs")).toBe("1,9,7");
    expect(url.searchParams.get("apartment_layout_id")).toBe("1");
  });

  it("is not offered for a layout with one package", () => {
    render(page(true, null, configuratorState(pkg(1, { slug: "1" }))));
    expect(screen.queryByRole("link", { name: "Võrdle kujundusi" })).toBeNull();
  });
});
