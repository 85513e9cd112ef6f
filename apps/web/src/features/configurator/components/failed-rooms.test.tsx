// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { ConfiguratorContext } from "../context.ts";
import { DesignContext, FailedRoomsContext } from "../design/use-design.ts";
import { configuratorState, design, room } from "../selection/fixtures.ts";
import { LinkNotice } from "./link-notice.tsx";
import { RoomTabs } from "./room-tabs.tsx";

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "configurator"]);
  // jsdom has no media queries: a desktop-sized screen, where the rooms are tabs.
  window.matchMedia = vi.fn().mockReturnValue({
    matches: true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  // The tab row measures itself to offer its scroll arrows; jsdom has no layout.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(cleanup);

const rooms = [
  room(1, "kitchen", 1, { label: { et: "Köök", en: "Kitchen" } }),
  room(2, "bathroom", 2, { label: { et: "Vannituba", en: "Bathroom" } }),
  room(3, "bedroom", 3, { label: { et: "Magamistuba", en: "Bedroom" } }),
];

function page(failed: readonly number[], retry = () => undefined) {
  return (
    <MemoryRouter initialEntries={["/en/custom/kitchen?project=1&apartment_layout_id=1"]}>
      <ConfiguratorContext.Provider value={{ ...configuratorState(), lang: "en", rooms }}>
        <DesignContext.Provider value={{ ...design(), retry }}>
          <FailedRoomsContext.Provider value={failed}>
            <RoomTabs />
            <LinkNotice />
          </FailedRoomsContext.Provider>
        </DesignContext.Provider>
      </ConfiguratorContext.Provider>
    </MemoryRouter>
  );
}

describe("rooms whose choices could not be loaded", () => {
  it("are named in the notice and marked on their tabs, and retried from it", () => {
    const retry = vi.fn();
    render(page([2, 3], retry));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(
      "The choices of these rooms could not be loaded: Bathroom, Bedroom.",
    );
    const tab = (name: RegExp) => screen.getByRole("tab", { name });
    expect(within(tab(/Bathroom/)).getByRole("img", { name: "Not loaded" })).toBeTruthy();
    expect(within(tab(/Bedroom/)).getByRole("img", { name: "Not loaded" })).toBeTruthy();
    expect(within(tab(/Kitchen/)).queryByRole("img")).toBeNull();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("leave no notice and no mark when every room has loaded", () => {
    render(page([]));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("img", { name: "Not loaded" })).toBeNull();
  });
});
