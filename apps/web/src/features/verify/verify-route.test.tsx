// @vitest-environment jsdom
import type { RouteAnswer } from "@home-designer/core";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadTexts, renderPage, stubApi } from "../auth/testing.tsx";
import { Component as Verify } from "./verify-route.tsx";

beforeAll(loadTexts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const verification = (
  extra: Partial<RouteAnswer<"GET /verify/:code">> = {},
): RouteAnswer<"GET /verify/:code"> => ({
  company: "Demo Homes",
  project: "Merelahe",
  building: "A",
  apartment: "12",
  layout: "3A",
  package_name: "Premium",
  version: 1,
  versions: 1,
  confirmed_at: "2026-02-10T08:05:00.000Z",
  confirmed_by: "buyer",
  signed_at: null,
  status: "current",
  ended_at: null,
  language: "en",
  content_hash: "3f9a0c1d2e4b5a6978c0d1e2f3a4b5c63f9a0c1d2e4b5a6978c0d1e2f3a4b5c6",
  pdf_ready: true,
  ...extra,
});

const open = () =>
  renderPage(Verify, { path: "/en/verify/ABCD2345", route: "/:lang/verify/:code" });

describe("the verification page", () => {
  it("says when a signed version was signed with an electronic identity, naming nobody", async () => {
    stubApi({
      "GET /api/verify/ABCD2345": {
        body: verification({ signed_at: "2026-02-10T08:04:00.000Z" }),
      },
    });
    open();
    const term = await screen.findByText("Signed");
    expect(term.tagName).toBe("DT");
    expect(term.nextElementSibling?.textContent).toBe(
      "With an electronic identity on 10 February 2026, 10:04",
    );
  });

  it("has no signature line for a version confirmed without signing", async () => {
    stubApi({ "GET /api/verify/ABCD2345": { body: verification() } });
    open();
    expect(await screen.findByText("Confirmed by")).toBeTruthy();
    expect(screen.queryByText("Signed")).toBeNull();
  });
});
