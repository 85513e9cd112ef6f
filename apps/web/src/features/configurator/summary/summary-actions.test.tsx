// @vitest-environment jsdom
import {
  type Company,
  type ConfirmRefusal,
  type EditMode,
  type Package,
  type PackageAbilities,
  type Tabs,
  VIEWING,
} from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { CompanyContext } from "../../../lib/company.ts";
import { Route } from "../../../lib/navigation.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { testCompany } from "../../auth/testing.tsx";
import { ConfiguratorContext } from "../context.ts";
import { DesignContext } from "../design/use-design.ts";
import { configuratorState, design, pkg } from "../selection/fixtures.ts";
import { SummaryActions } from "./summary-actions.tsx";

beforeAll(async () => {
  await initI18n("et");
  await i18n.loadNamespaces(["common", "configurator", "summary"]);
  // The logged-in person is asked for; no server answers here.
  vi.stubGlobal("fetch", () => new Promise(() => undefined));
});

afterEach(() => {
  cleanup();
  usePrimaryStore.setState({ token: null });
});

const SUMMARY = "/et/1/summary?project=1&apartment_layout_id=1";

type Place = {
  mode?: EditMode;
  selectedUser?: number | null;
  company?: Company;
  /** The project's quote flag and the apartment's page, as the layout's tabs say. */
  tabs?: Partial<Pick<Tabs, "show_quite_generation" | "apartment_url">>;
};

function renderActions(
  active: Package | null,
  { mode = VIEWING, selectedUser = null, company = testCompany, tabs = {} }: Place = {},
) {
  const state = configuratorState(active);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CompanyContext.Provider value={company}>
        <MemoryRouter initialEntries={[SUMMARY]}>
          <ConfiguratorContext.Provider
            value={{ ...state, tabs: { ...state.tabs, ...tabs }, selectedUser }}
          >
            <DesignContext.Provider value={design(mode)}>
              <Route path="/:lang/:pkg/summary">
                <SummaryActions totalCents={100} />
              </Route>
            </DesignContext.Provider>
          </ConfiguratorContext.Provider>
        </MemoryRouter>
      </CompanyContext.Provider>
    </QueryClientProvider>,
  );
}

const NO_ABILITIES: PackageAbilities = {
  change: false,
  rename: false,
  delete: false,
  confirm: false,
  confirm_refusal: null,
};

function refused(refusal: ConfirmRefusal, extra: Partial<Package> = {}): Package {
  return pkg(1, {
    can_confirm: false,
    abilities: { ...NO_ABILITIES, confirm_refusal: refusal },
    ...extra,
  });
}

const confirmButton = () => screen.queryByRole("button", { name: "Kinnita pakett" });

describe("SummaryActions", () => {
  it("offers confirming when the answer allows it and nothing is changed", () => {
    usePrimaryStore.setState({ token: "secret" });
    renderActions(pkg(1));
    expect(confirmButton()).toBeTruthy();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("offers no confirming for changed choices: they are saved first", () => {
    usePrimaryStore.setState({ token: "secret" });
    renderActions(pkg(1), { mode: { isCustom: true, isUserPackageUpdating: false } });
    expect(confirmButton()).toBeNull();
    expect(screen.queryByRole("note")).toBeNull();
  });

  const reasons: [ConfirmRefusal, string][] = [
    ["not_buyer", "Kinnitada saab ainult selle korteri ostja."],
    ["already_confirmed", "Selle korteri teine pakett on juba kinnitatud."],
    ["not_confirmable", "Ettevõte ei võimalda seda paketti kinnitada."],
  ];
  for (const [refusal, text] of reasons) {
    it(`says instead of the button why it cannot be confirmed: ${refusal}`, () => {
      usePrimaryStore.setState({ token: "secret" });
      renderActions(refused(refusal));
      expect(confirmButton()).toBeNull();
      expect(screen.getByRole("note").textContent).toBe(text);
    });
  }

  it("asks a guest to log in, coming back to the summary", () => {
    renderActions(refused("login"));
    expect(confirmButton()).toBeNull();
    expect(screen.getByRole("note").textContent).toBe("Logi sisse, et paketti kinnitada.");
    const login = screen.getByRole("link", { name: "Logi sisse" });
    expect(login.getAttribute("href")).toBe(`/et/auth?redirect=${encodeURIComponent(SUMMARY)}`);
  });

  it("sends a buyer whose address is unconfirmed to My account, where the link is sent again", () => {
    usePrimaryStore.setState({ token: "secret" });
    renderActions(refused("email_unverified"));
    expect(screen.getByRole("note").textContent).toContain(
      "Paketi kinnitamiseks kinnita esmalt oma e-posti aadress.",
    );
    expect(screen.getByRole("link", { name: "Minu konto" }).getAttribute("href")).toBe(
      "/et/profile",
    );
  });

  it("tells staff acting for a customer that the address is the customer's to confirm", () => {
    usePrimaryStore.setState({ token: "secret" });
    renderActions(refused("email_unverified"), { selectedUser: 7 });
    expect(screen.getByRole("note").textContent).toContain(
      "Kliendi e-posti aadress on veel kinnitamata.",
    );
    expect(screen.queryByRole("link", { name: "Minu konto" })).toBeNull();
  });

  const quoteButton = () => screen.queryByRole("button", { name: "Küsi pakkumist" });

  it("offers asking for an offer where the project does: on the company's quote page, else the apartment's", () => {
    const quotePage = { ...testCompany, quote_url: "https://example.com/offer?a={apartment_id}" };
    const apartmentPage = "https://example.com/apartments/a-1";
    renderActions(pkg(1), { company: quotePage, tabs: { show_quite_generation: true } });
    expect(quoteButton()).toBeTruthy();
    cleanup();
    renderActions(pkg(1), {
      tabs: { show_quite_generation: true, apartment_url: apartmentPage },
    });
    expect(quoteButton()).toBeTruthy();
    cleanup();
    // Neither a quote page nor the apartment's: nowhere to ask.
    renderActions(pkg(1), { tabs: { show_quite_generation: true } });
    expect(quoteButton()).toBeNull();
    cleanup();
    // The project does not offer it.
    renderActions(pkg(1), { company: quotePage, tabs: { apartment_url: apartmentPage } });
    expect(quoteButton()).toBeNull();
  });

  it("gives a confirmed package no reason: its confirmation is shown", () => {
    usePrimaryStore.setState({ token: "secret" });
    renderActions(refused("already_confirmed", { confirmed: true }));
    expect(confirmButton()).toBeNull();
    expect(screen.queryByRole("note")).toBeNull();
  });
});
