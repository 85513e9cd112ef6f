// @vitest-environment jsdom
import { PACKAGES_PER_PAGE, type Package } from "@home-designer/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { stubApi } from "../../auth/testing.tsx";
import { useMorePackages, withMorePackages } from "./more-packages.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pkg = (id: number) => ({ id, slug: String(id), name: { en: `Package ${id}` } }) as Package;
const ids = (packages: readonly Package[]) => packages.map((p) => p.id);

/** A list of `total` packages (ids 1…total) as the server pages it. */
function pagedList(total: number) {
  return stubApi({
    "GET /api/packages": (call) => {
      const page = Number(new URL(call.url, "http://site").searchParams.get("page") ?? 1);
      const from = (page - 1) * PACKAGES_PER_PAGE;
      const body = Array.from(
        { length: Math.max(0, Math.min(PACKAGES_PER_PAGE, total - from)) },
        (_, i) => pkg(from + i + 1),
      );
      return { body };
    },
  });
}

function read(firstPage: Package[], wanted: boolean) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useMorePackages(
        { project: 3, layoutId: 7, companyId: 1, userId: null, token: "t", firstPage },
        wanted,
      ),
    { wrapper },
  );
}

const firstPageOf = (total: number) =>
  Array.from({ length: Math.min(total, PACKAGES_PER_PAGE) }, (_, i) => pkg(i + 1));

describe("the packages after the first page", () => {
  it("are read page after page once wanted, until a short page", async () => {
    const total = PACKAGES_PER_PAGE * 2 + 7;
    const calls = pagedList(total);
    const { result } = read(firstPageOf(total), true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(ids(result.current.packages)).toEqual(
      Array.from({ length: total - PACKAGES_PER_PAGE }, (_, i) => PACKAGES_PER_PAGE + i + 1),
    );
    const pages = calls.map((c) => new URL(c.url, "http://site").searchParams);
    expect(pages.map((p) => p.get("page"))).toEqual(["2", "3"]);
    expect(pages.every((p) => p.get("per_page") === String(PACKAGES_PER_PAGE))).toBe(true);
    expect(pages[0]?.get("apartment_layout_id")).toBe("7");
  });

  it("are not read before they are wanted, nor after a first page shorter than a page", async () => {
    const calls = pagedList(PACKAGES_PER_PAGE + 3);
    const unwanted = read(firstPageOf(PACKAGES_PER_PAGE + 3), false);
    const short = read(firstPageOf(12), true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(unwanted.result.current).toEqual({ packages: [], loading: false });
    expect(short.result.current).toEqual({ packages: [], loading: false });
  });

  it("end at an exactly full last page with the empty one after it", async () => {
    const calls = pagedList(PACKAGES_PER_PAGE * 2);
    const { result } = read(firstPageOf(PACKAGES_PER_PAGE * 2), true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.packages).toHaveLength(PACKAGES_PER_PAGE);
    expect(calls).toHaveLength(2);
  });
});

describe("withMorePackages", () => {
  it("lists the first ones, then the others, each package once where the list has it", () => {
    // 9 was read on its own (the address names it) and is on the second page as well.
    expect(ids(withMorePackages([pkg(1), pkg(2), pkg(9)], [pkg(8), pkg(9), pkg(10)]))).toEqual([
      1, 2, 8, 9, 10,
    ]);
    expect(ids(withMorePackages([pkg(1), pkg(2)], []))).toEqual([1, 2]);
  });
});
