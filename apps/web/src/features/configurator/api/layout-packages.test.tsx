// @vitest-environment jsdom
import { PACKAGES_PER_PAGE, type Package } from "@home-designer/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { stubApi } from "../../auth/testing.tsx";
import { beyondPage, useLayoutPackages } from "./layout-packages.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function pkg(id: number, own = true): Package {
  return {
    id,
    slug: String(id),
    name: { en: `Package ${id}` },
    description: {},
    img: null,
    default: id === 1,
    can_confirm: false,
    abilities: {
      change: own,
      rename: own,
      delete: own,
      confirm: false,
      confirm_refusal: "not_buyer",
    },
    confirmed: false,
    confirmation_date: null,
    confirmation_vat: null,
    reopening: null,
    user_package: own,
    pdfFooter: [],
  };
}

/** A first page as the server answers it: the company's package, then the buyer's own. */
const fullPage = [
  pkg(1, false),
  ...Array.from({ length: PACKAGES_PER_PAGE - 1 }, (_, i) => pkg(100 + i)),
];

function read(wanted: readonly number[]) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useLayoutPackages(
        { project: 3, layoutId: 7, companyId: 1, userId: null, token: "t" },
        wanted,
      ),
    { wrapper },
  );
}

const query = (url: string) => Object.fromEntries(new URL(url, "http://site").searchParams);

describe("beyondPage", () => {
  it("wants nothing beyond a page shorter than a page: it is the whole list", () => {
    expect(beyondPage([pkg(1), pkg(2)], [3])).toEqual([]);
  });
  it("wants the ones a full page does not have, once each", () => {
    expect(beyondPage(fullPage, [100, 500, 500, 600])).toEqual([500, 600]);
  });
});

describe("the layout's packages", () => {
  it("reads a page, and nothing more when the package asked for is on it", async () => {
    const calls = stubApi({ "GET /api/packages": { body: fullPage } });
    const { result } = read([120]);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toHaveLength(PACKAGES_PER_PAGE);
    expect(calls).toHaveLength(1);
    expect(query(calls[0]?.url ?? "")).toMatchObject({
      project_id: "3",
      apartment_layout_id: "7",
      per_page: String(PACKAGES_PER_PAGE),
    });
  });

  it("reads a package beyond the first page on its own, and lists it after the page", async () => {
    const calls = stubApi({
      "GET /api/packages": { body: fullPage },
      "GET /api/packages/400": { body: pkg(400) },
    });
    const { result } = read([400]);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((p) => p.id).slice(-2)).toEqual([
      100 + PACKAGES_PER_PAGE - 2,
      400,
    ]);
    expect(calls.map((c) => c.url.split("?")[0])).toEqual(["/api/packages", "/api/packages/400"]);
    expect(query(calls[1]?.url ?? "")).toMatchObject({ project_id: "3", apartment_layout_id: "7" });
  });

  it("leaves out a package the list does not have, as the whole list would", async () => {
    stubApi({
      "GET /api/packages": { body: fullPage },
      "GET /api/packages/404": { status: 404, body: { message: "Package not found." } },
    });
    const { result } = read([404]);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.some((p) => p.id === 404)).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it("asks for no package beyond a short list: the list is whole", async () => {
    const calls = stubApi({ "GET /api/packages": { body: [pkg(1, false), pkg(2)] } });
    const { result } = read([999]);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data?.map((p) => p.id)).toEqual([1, 2]);
    expect(calls).toHaveLength(1);
  });

  it("says when a package beyond the page could not be read", async () => {
    stubApi({
      "GET /api/packages": { body: fullPage },
      "GET /api/packages/400": { status: 403, body: { message: "Not allowed." } },
    });
    const { result } = read([400]);
    await waitFor(() => expect(result.current.error?.message).toBe("Not allowed."));
    expect(result.current.data).toBeUndefined();
  });
});
