import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiHeaders, call, callTarget } from "./api.ts";
import { inPreview, leavePreview, openPreview } from "./preview.ts";
import { usePrimaryStore } from "./store.ts";

const company = {
  id: 1,
  name: "Demo Homes",
  web: "https://example.com",
  email: "info@example.com",
  logo: null,
  colors: { "primary-500": "#2e6b5e" },
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
  home_designer_url: "https://www.example.com",
  brand_marker: null,
  amount_format: {},
  building_word: {},
  show_vat_amount: false,
};

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  usePrimaryStore.setState({ token: null });
});

describe("callTarget", () => {
  it("puts the path under /api and leaves out empty query values", () => {
    expect(
      callTarget(
        "GET /packages",
        {},
        { project_id: 3, apartment_layout_id: 7, user_id: null, x: "" },
      ),
    ).toEqual(["GET", "/api/packages?project_id=3&apartment_layout_id=7"]);
    expect(callTarget("POST /auth/logout")).toEqual(["POST", "/api/auth/logout"]);
  });

  it("fills in the path's parameters, written safely", () => {
    expect(
      callTarget("GET /email/verify/:customerId/:hash", { customerId: 7, hash: "a/b?" }),
    ).toEqual(["GET", "/api/email/verify/7/a%2Fb%3F"]);
  });
});

describe("apiHeaders", () => {
  it("always sends JSON and the locale, the bearer token only when there is one", () => {
    expect(apiHeaders(null, "en")).toEqual({
      Accept: "application/json",
      "Content-Type": "application/json",
      Locale: "en",
    });
    expect(apiHeaders("secret", "et").Authorization).toBe("Bearer secret");
  });

  it("asks for the draft from a tab in preview only, until it leaves the preview", () => {
    const assign = vi.fn();
    const kept = new Map<string, string>();
    vi.stubGlobal("window", { location: { assign } });
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
      removeItem: (key: string) => kept.delete(key),
    });
    expect(apiHeaders("secret", "en")).not.toHaveProperty("preview");
    openPreview("/en?project=1&apartment_layout_id=2");
    expect(inPreview()).toBe(true);
    expect(apiHeaders("secret", "en").preview).toBe("draft");
    leavePreview("/en/admin");
    expect(inPreview()).toBe(false);
    expect(apiHeaders("secret", "en")).not.toHaveProperty("preview");
    expect(assign.mock.calls).toEqual([["/en?project=1&apartment_layout_id=2"], ["/en/admin"]]);
  });
});

describe("call", () => {
  it("answers the JSON the server sent, with the headers every call carries", async () => {
    const fetchMock = vi.fn(async () => answer(200, company));
    vi.stubGlobal("fetch", fetchMock);
    usePrimaryStore.setState({ token: "t0k" });
    const result = await call("GET /company", { query: { url: "http://localhost" } });
    expect(result.name).toBe("Demo Homes");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/company?url=http%3A%2F%2Flocalhost");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer t0k");
  });

  it("announces JSON only with a body, which the server requires of a JSON call", async () => {
    const fetchMock = vi.fn(async () => answer(200, { message: "ok" }));
    vi.stubGlobal("fetch", fetchMock);
    await call("POST /auth/logout", { token: "t" });
    await call("POST /auth/login", { body: { email: "a@b.ee", password: "x", company_id: 1 } });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const headers = calls.map(([, init]) => init.headers as Record<string, string>);
    expect(headers[0]?.["Content-Type"]).toBeUndefined();
    expect(headers[0]?.Authorization).toBe("Bearer t");
    expect(headers[1]?.["Content-Type"]).toBe("application/json");
    expect(calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      "POST /api/auth/logout",
      "POST /api/auth/login",
    ]);
    expect(calls[1]?.[1].body).toBe('{"email":"a@b.ee","password":"x","company_id":1}');
  });

  it("turns an error answer into an ApiRequestError with the server's message and fields", async () => {
    vi.stubGlobal("fetch", async () =>
      answer(422, { message: "Address is required.", errors: { url: ["Address is required."] } }),
    );
    const error = await call("GET /company", { query: { url: "" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 422,
      message: "Address is required.",
      errors: { url: ["Address is required."] },
    });
  });

  it("logs the user out on a 401 from any call", async () => {
    usePrimaryStore.setState({ token: "expired" });
    vi.stubGlobal("fetch", async () => answer(401, { message: "Please log in." }));
    await expect(call("GET /packages", { query: { project_id: 1 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(usePrimaryStore.getState().token).toBeNull();
  });
});
