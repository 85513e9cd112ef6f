// @vitest-environment jsdom
import { type Company, type ConfirmationVersion, type Package, slotKey } from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { CompanyContext } from "../../../lib/company.ts";
import { Route, useLocation } from "../../../lib/navigation.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { toast } from "../../../lib/toast.ts";
import { testCompany } from "../../auth/testing.tsx";
import { ConfiguratorContext } from "../context.ts";
import { DesignContext } from "../design/use-design.ts";
import { asset, configuratorState, design, group, material, pkg } from "../selection/fixtures.ts";
import { ConfirmationChanges, ConfirmationSignature } from "./confirmation-changes.tsx";
import { Component as Summary } from "./summary-route.tsx";

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "configurator", "summary"]);
  // jsdom has no media queries: a desktop-sized screen.
  window.matchMedia = vi.fn().mockReturnValue({
    matches: true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

const option = (selectionId: number, en: string, priceCents: number) => ({
  selectionId,
  name: { en, et: en, de: en },
  materialCode: null,
  priceCents,
  isSpecial: false,
});

const version = (extra: Partial<ConfirmationVersion>): ConfirmationVersion => ({
  version: 1,
  status: "current",
  confirmed_at: "2026-01-02T10:00:00.000Z",
  ended_at: null,
  confirmed_by: "buyer",
  signature: null,
  package_id: 3,
  total_cents: 1_000_000,
  vat: 24,
  verify_code: "ABCD",
  reopening: null,
  changes: null,
  ...extra,
});

/** Version 2 of package 3: the kitchen's worktop dearer, its tap cheaper, the bath's mirror gone. */
const versions = [
  version({
    version: 2,
    confirmed_at: "2026-02-10T10:00:00.000Z",
    changes: {
      rooms: [
        {
          roomId: 1,
          label: { en: "Kitchen", de: "Küche" },
          numbers: ["1.2"],
          changes: [
            {
              groupId: 16,
              groupTitle: { en: "Worktop", de: "Arbeitsplatte" },
              before: option(55, "Oak", 120_000),
              after: option(56, "Quartz", 300_000),
              deltaCents: 180_000,
            },
            {
              groupId: 18,
              groupTitle: { en: "Tap", de: "Armatur" },
              before: option(70, "Chrome", 20_000),
              after: option(71, "Steel", 11_000),
              deltaCents: -9_000,
            },
          ],
        },
        {
          roomId: 2,
          label: { en: "Bathroom", de: "Bad" },
          numbers: [],
          changes: [
            {
              groupId: 30,
              groupTitle: { en: "Mirror", de: "Spiegel" },
              before: option(90, "Round mirror", 25_000),
              after: null,
              deltaCents: -25_000,
            },
          ],
        },
      ],
      totalDeltaCents: 146_000,
    },
  }),
  version({
    status: "reopened",
    ended_at: "2026-02-03T10:00:00.000Z",
    reopening: { version: 1, reason: "Tiles", tab_ids: null, reopened_at: "2026-02-03T10:00:00Z" },
  }),
];

function serve(answer: unknown): string[] {
  const urls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return urls;
}

const confirmed = pkg(3, {
  user_package: true,
  confirmed: true,
  confirmation_date: "2026-02-10T10:00:00Z",
});

function providers(
  children: ReactNode,
  lang: "en" | "de",
  company: Company,
  active: Package,
  query = "",
) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <CompanyContext.Provider value={company}>
        <MemoryRouter
          initialEntries={[`/${lang}/3/summary?project=1&apartment_layout_id=1${query}`]}
        >
          <ConfiguratorContext.Provider value={{ ...configuratorState(active), lang }}>
            <Route path="/:lang/:pkg/summary">
              <Suspense fallback={null}>{children}</Suspense>
            </Route>
          </ConfiguratorContext.Provider>
        </MemoryRouter>
      </CompanyContext.Provider>
    </QueryClientProvider>
  );
}

/** Where the page is now. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** Text with no-break spaces as spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\u00a0/g, " ");

describe("the summary's changes against the version before", () => {
  it("lists each changed group with its options and signed difference, and the total's", async () => {
    const urls = serve({ versions, reopening: null });
    render(providers(<ConfirmationChanges />, "en", testCompany, confirmed));
    const section = await screen.findByRole("region", { name: "Changes against version 1" });
    expect(urls).toEqual(["/api/layouts/1/confirmations"]);
    expect(within(section).getByRole("heading", { name: "Kitchen (1.2)" })).toBeTruthy();
    expect(within(section).getByRole("heading", { name: "Bathroom" })).toBeTruthy();

    const rows = within(section)
      .getAllByRole("term")
      .map((term) => {
        const [options, delta] = [...(term.parentElement?.querySelectorAll("dd") ?? [])];
        return [term.textContent, plain(options?.textContent), plain(delta?.textContent)];
      });
    // The arrow is seen, ", now" heard; a group the version no longer has is "—", heard "none".
    expect(rows).toEqual([
      ["Worktop", "Oak →, now Quartz", "+1800,00 €"],
      ["Tap", "Chrome →, now Steel", "−90,00 €"],
      ["Mirror", "Round mirror →, now —none", "−250,00 €"],
    ]);
    expect(plain(section.querySelector("[data-summary='change-total']")?.textContent)).toBe(
      "+1460,00 €",
    );
    expect(within(section).getByText("Price difference")).toBeTruthy();
  });

  it("writes the amounts as the company writes them", async () => {
    serve({ versions, reopening: null });
    await i18n.changeLanguage("de");
    const company = { ...testCompany, amount_format: { de: "1.234,56 €" as const } };
    render(providers(<ConfirmationChanges />, "de", company, confirmed));
    const section = await screen.findByRole("region", {
      name: "Änderungen gegenüber Version 1",
    });
    const deltas = [...section.querySelectorAll("[data-summary='change']")].map((dd) =>
      plain(dd.textContent),
    );
    expect(deltas).toEqual(["+1.800,00 €", "-90,00 €", "-250,00 €"]);
    expect(plain(section.querySelector("[data-summary='change-total']")?.textContent)).toBe(
      "+1.460,00 €",
    );
  });

  it("shows nothing for a first version, or for another package of the layout", async () => {
    serve({ versions: [version({})], reopening: null });
    const { container } = render(providers(<ConfirmationChanges />, "en", testCompany, confirmed));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe("");
    cleanup();

    serve({ versions, reopening: null });
    const other = { ...confirmed, id: 4, slug: "4" };
    const again = render(providers(<ConfirmationChanges />, "en", testCompany, other));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.container.textContent).toBe("");
  });
});

describe("the summary's signature", () => {
  const signed = version({
    signature: { name: "Mari Maasikas", signed_at: "2026-02-10T08:05:00.000Z" },
  });

  it("names who signed the version with an electronic identity, and when", async () => {
    serve({ versions: [signed], reopening: null });
    render(providers(<ConfirmationSignature />, "en", testCompany, confirmed));
    expect(
      await screen.findByText(
        "Signed with an electronic identity by Mari Maasikas on 10 February 2026, 10:05",
      ),
    ).toBeTruthy();
  });

  it("says it in the page's language", async () => {
    serve({ versions: [signed], reopening: null });
    await i18n.changeLanguage("de");
    render(providers(<ConfirmationSignature />, "de", testCompany, confirmed));
    expect(
      await screen.findByText(
        "Mit elektronischer Identität unterschrieben von Mari Maasikas am 10. Februar 2026, 10:05",
      ),
    ).toBeTruthy();
  });

  it("shows nothing for an unsigned version, or another package of the layout", async () => {
    serve({ versions: [version({})], reopening: null });
    const { container } = render(
      providers(<ConfirmationSignature />, "en", testCompany, confirmed),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe("");
    cleanup();

    serve({ versions: [signed], reopening: null });
    const other = { ...confirmed, id: 4, slug: "4" };
    const again = render(providers(<ConfirmationSignature />, "en", testCompany, other));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.container.textContent).toBe("");
  });
});

describe("the summary page", () => {
  const kitchen = group(10, 1, [asset(11, 10, { material: material(100) })]);
  const chosen = {
    ...design(),
    loaded: new Map([[1, [kitchen]]]),
    choices: new Map([[slotKey(1, 10), 11]]),
  };

  function summaryOf(active: Package) {
    return render(
      providers(
        <DesignContext.Provider value={chosen}>
          <Summary />
        </DesignContext.Provider>,
        "en",
        testCompany,
        active,
      ),
    );
  }

  it("reads the versions of a confirmed package and shows its changes", async () => {
    const urls = serve({ versions, reopening: null });
    summaryOf(confirmed);
    expect(await screen.findByRole("region", { name: "Changes against version 1" })).toBeTruthy();
    expect(urls).toEqual(["/api/layouts/1/confirmations"]);
  });

  it("shows who signed a confirmed package under its confirmation", async () => {
    serve({
      versions: [
        version({ signature: { name: "Mari Maasikas", signed_at: "2026-02-10T08:05:00.000Z" } }),
      ],
      reopening: null,
    });
    summaryOf(confirmed);
    const line = await screen.findByText(/^Signed with an electronic identity by Mari Maasikas/);
    expect(line.closest("p")?.textContent).toContain("Confirmed on");
  });

  it("says how the signing it came back from ended, once, and takes it out of the address", async () => {
    serve({ versions: [version({})], reopening: null });
    const success = vi.spyOn(toast, "success").mockImplementation(() => undefined);
    render(
      providers(
        <DesignContext.Provider value={chosen}>
          <Summary />
          <Address />
        </DesignContext.Provider>,
        "en",
        testCompany,
        confirmed,
        "&signing=signed",
      ),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("Signed and confirmed.", expect.anything()),
    );
    expect(success).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("address").textContent).toBe(
      "/en/3/summary?project=1&apartment_layout_id=1",
    );
    success.mockRestore();
  });

  it("asks nothing of a package that is not confirmed", async () => {
    const urls = serve({ versions, reopening: null });
    summaryOf(pkg(3, { user_package: true }));
    expect(await screen.findByRole("heading", { name: "Summary", level: 1 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls.filter((url) => url.includes("confirmations"))).toEqual([]);
    expect(screen.queryByRole("region", { name: /Changes against/ })).toBeNull();
  });
});
