import type { Company, User } from "@home-designer/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ComponentType, Suspense } from "react";
import { vi } from "vitest";
import { i18n, initI18n } from "../../i18n/index.ts";
import { CompanyContext } from "../../lib/company.ts";
import { Route, useLocation } from "../../lib/navigation.ts";
import { MemoryRouter } from "../../lib/navigation-testing.ts";
import { createQueryClient } from "../../lib/query-client.ts";

/** Helpers for the account pages' component tests (jsdom): company, routes, answers. */

export const testCompany: Company = {
  id: 1,
  name: "Demo Homes",
  web: "https://www.example.com",
  email: "info@example.com",
  logo: null,
  colors: {},
  favicons: { regular: null, "32": null, "16": null, "180": null },
  vat: 24,
  news_letter: false,
  locales: ["et", "en"],
  default_locale: "et",
  pdf_footer: {},
  help_videos: [],
  eu_funding_mark: false,
  quote_url: null,
  social_providers: [],
  signing: null,
  home_designer_url: "https://www.example.com",
  brand_marker: null,
  amount_format: {},
  building_word: {},
  show_vat_amount: false,
};

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    company_id: 1,
    name: "Mari Maasikas",
    email: "mari@example.com",
    email_verified_at: "2026-01-01T10:00:00Z",
    locale: "en",
    is_subscribed: false,
    roles: { customer: "customer" },
    providers: [{ provider: "main", name: null }],
    ...overrides,
  };
}

export async function loadTexts(): Promise<void> {
  await initI18n("en");
  await i18n.changeLanguage("en");
  await i18n.loadNamespaces(["common", "nav", "auth", "profile", "legal"]);
}

type Answer = { status?: number; body: unknown };
export type Call = { method: string; url: string; body: unknown; headers: Record<string, string> };

/**
 * Stubs `fetch` with answers by "METHOD /path" (without the query), each a value or a function
 * of the call (which may hold its answer back); records every call.
 */
export function stubApi(
  answers: Record<string, Answer | ((call: Call) => Answer | Promise<Answer>)>,
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? "GET",
      url: input,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const key = `${call.method} ${input.split("?")[0]}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    const { status = 200, body } = typeof answer === "function" ? await answer(call) : answer;
    return new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

/** Where the page navigated to, with its state, for assertions. */
function Location() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

export function renderPage(
  Page: ComponentType,
  options: { path: string; route: string; state?: unknown; company?: Company },
) {
  const queryClient = createQueryClient();
  const [pathname = "/", search] = options.path.split("?");
  const entry = { pathname, search: search ? `?${search}` : "", state: options.state };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <CompanyContext.Provider value={options.company ?? testCompany}>
        <MemoryRouter initialEntries={[entry]}>
          <Suspense fallback={null}>
            <Route path={options.route}>
              <Page />
            </Route>
            <Location />
          </Suspense>
        </MemoryRouter>
      </CompanyContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
