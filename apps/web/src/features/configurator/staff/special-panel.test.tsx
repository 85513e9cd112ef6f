// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { ConfiguratorContext } from "../context.ts";
import { asset, configuratorState, group, pkg } from "../selection/fixtures.ts";
import { SpecialPanel } from "./special-panel.tsx";

const toasts = vi.hoisted(() => [] as { kind: string; message: string }[]);
vi.mock("../../../lib/toast.ts", async (original) => ({
  ...(await original<typeof import("../../../lib/toast.ts")>()),
  toast: {
    success: (message: string) => toasts.push({ kind: "success", message }),
    error: (message: string) => toasts.push({ kind: "error", message }),
    warning: (message: string) => toasts.push({ kind: "warning", message }),
    message: (message: string) => toasts.push({ kind: "message", message }),
  },
}));

// The server's side of the switch, answering at once (its own tests are the API's).
vi.mock("./use-special-switch.ts", () => ({
  useSpecialSwitch: () => ({
    turnOn: () => Promise.resolve(),
    turnOff: () => Promise.resolve(),
    changeSpecial: () => undefined,
    ready: true,
  }),
}));

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "staff"]);
});
afterEach(() => {
  cleanup();
  toasts.length = 0;
  usePrimaryStore.setState({ token: null });
});

function renderPanel() {
  usePrimaryStore.setState({ token: "tok" });
  const state = { ...configuratorState(pkg(5, { user_package: true })), lang: "en" as const };
  const kitchen = group(3, 1, [asset(30, 3)]);
  render(
    <MemoryRouter initialEntries={["/en/5/kitchen"]}>
      <ConfiguratorContext.Provider value={state}>
        <SpecialPanel group={kitchen} chosen={kitchen.assets[0]} />
      </ConfiguratorContext.Provider>
    </MemoryRouter>,
  );
  return screen.getByRole("switch", { name: "Special solution: Group 3" });
}

describe("SpecialPanel", () => {
  it("says Selection updated successfully when the switch changed the group's choice", async () => {
    fireEvent.click(renderPanel());
    await vi.waitFor(() =>
      expect(toasts).toEqual([{ kind: "success", message: "Selection updated successfully" }]),
    );
  });
});
