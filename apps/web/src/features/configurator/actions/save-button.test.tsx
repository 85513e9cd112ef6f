// @vitest-environment jsdom
import type { EditMode, Package } from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { ConfiguratorContext } from "../context.ts";
import { DesignContext } from "../design/use-design.ts";
import { useRoomNavigationLock } from "../room/room-navigation.ts";
import { configuratorState, design, pkg } from "../selection/fixtures.ts";
import { SaveButton } from "./save-button.tsx";

beforeAll(async () => {
  await initI18n("et");
  await i18n.loadNamespaces(["configurator"]);
});

afterEach(() => {
  cleanup();
  usePrimaryStore.setState({ token: null });
  useRoomNavigationLock.setState({ packageSaving: false });
});

const CHANGED: EditMode = { isCustom: false, isUserPackageUpdating: true };

function renderSave(active: Package) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={["/et/5/kitchen?project=1&apartment_layout_id=1"]}>
        <ConfiguratorContext.Provider value={configuratorState(active)}>
          <DesignContext.Provider value={design(CHANGED)}>
            <SaveButton />
          </DesignContext.Provider>
        </ConfiguratorContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const confirmedOwn = {
  user_package: true,
  confirmed: true,
  confirmation_date: "2026-01-02T00:00:00Z",
  can_confirm: false,
};
const abilities = (change: boolean): Package["abilities"] => ({
  change,
  rename: change,
  delete: false,
  confirm: false,
  confirm_refusal: "already_confirmed",
});

describe("SaveButton", () => {
  it("saves a confirmed package in place when the answer lets this person change it (staff)", () => {
    usePrimaryStore.setState({ token: "secret" });
    renderSave(pkg(5, { ...confirmedOwn, abilities: abilities(true) }));
    expect(screen.getByRole("button", { name: "Salvesta" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Salvesta uue nimega" })).toBeNull();
  });

  it("saves a confirmed package under a new name when it may not be changed (the buyer)", () => {
    usePrimaryStore.setState({ token: "secret" });
    renderSave(pkg(5, { ...confirmedOwn, abilities: abilities(false) }));
    const saveAs = screen.getByRole("link", { name: "Salvesta uue nimega" });
    expect(saveAs.getAttribute("href")).toBe("/et/5/kitchen/save?project=1&apartment_layout_id=1");
    expect(screen.queryByRole("button", { name: "Salvesta" })).toBeNull();
  });

  it("saves the buyer's own unconfirmed package in place, and a company package as new", () => {
    usePrimaryStore.setState({ token: "secret" });
    const own = { user_package: true, abilities: { ...abilities(true), confirm_refusal: null } };
    renderSave(pkg(5, own));
    expect(screen.getByRole("button", { name: "Salvesta" })).toBeTruthy();
    cleanup();
    renderSave(pkg(2));
    expect(screen.getByRole("link", { name: "Salvesta uue nimega" })).toBeTruthy();
  });

  it("keeps focus on Save while the package saves in place, and says it is busy", () => {
    usePrimaryStore.setState({ token: "secret" });
    const own = { user_package: true, abilities: { ...abilities(true), confirm_refusal: null } };
    renderSave(pkg(5, own));
    const save = screen.getByRole("button", { name: "Salvesta" });
    save.focus();
    act(() => useRoomNavigationLock.getState().setPackageSaving(true));
    // A disabled button would drop focus to the page (the browser's focus fixup).
    expect(save.hasAttribute("disabled")).toBe(false);
    expect(save.getAttribute("aria-disabled")).toBe("true");
    expect(save.getAttribute("aria-busy")).toBe("true");
    expect(document.activeElement).toBe(save);
    act(() => useRoomNavigationLock.getState().setPackageSaving(false));
    expect(save.hasAttribute("aria-disabled")).toBe(false);
    expect(document.activeElement).toBe(save);
  });
});
