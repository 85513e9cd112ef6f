// @vitest-environment jsdom
import type { Project } from "@home-designer/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/index.ts";
import { loadTexts, renderPage, stubApi } from "../../auth/testing.tsx";
import { Component as ConfiguratorLayout } from "./configurator-layout.tsx";

beforeAll(async () => {
  await loadTexts();
  await i18n.loadNamespaces(["configurator"]);
  // jsdom has no media queries: a phone-sized screen.
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const project = (id: number, layouts: number[]): Project => ({
  id,
  name: `Project ${id}`,
  project_url: null,
  default_package: null,
  buildings: [
    {
      id: id * 10,
      building_number: "A",
      apartments: layouts.map((layout) => ({
        id: layout,
        number: String(layout),
        transaction_status: "sold" as const,
        layouts: [{ id: layout, name: `${layout}A`, web_img: { url: null } }],
      })),
    },
  ],
});

/** The layout's own calls are held back: only where the page goes is looked at. */
const held = () => new Promise<never>(() => undefined);

const open = (path: string) =>
  renderPage(ConfiguratorLayout, { path, route: "/:lang/:packageId/*?" });
const location = () => screen.getByTestId("location").textContent;

describe("an address that names a layout without its project", () => {
  it("finds the project and opens the same page with it, the query kept", async () => {
    const calls = stubApi({
      "GET /api/list/projects": { body: [project(2, [11]), project(3, [12, 13])] },
      "GET /api/project/3/tabs": held,
      "GET /api/packages": held,
      "GET /api/legends": held,
    });
    open("/en/5/summary?apartment_layout_id=12&signing=signed");
    await waitFor(() =>
      expect(location()).toBe("/en/5/summary?apartment_layout_id=12&signing=signed&project=3"),
    );
    expect(calls[0]?.url).toBe("/api/list/projects?company=1&compact=0");
  });

  it("is not found when no project has the layout", async () => {
    stubApi({ "GET /api/list/projects": { body: [project(2, [11])] } });
    open("/en/5/summary?apartment_layout_id=99");
    await waitFor(() => expect(location()).toBe("/en/404"));
  });
});
