// @vitest-environment jsdom
import { type Choices, type RoomGroups, slotKey } from "@home-designer/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { CompanyContext } from "../../../lib/company.ts";
import { testCompany } from "../../auth/testing.tsx";
import { ConfiguratorContext } from "../context.ts";
import { type Design, DesignContext } from "../design/use-design.ts";
import { asset, configuratorState, design, group, material } from "../selection/fixtures.ts";
import { BudgetStatus } from "./budget-status.tsx";
import { useBudgetStore } from "./budget-store.ts";

beforeAll(async () => {
  await initI18n("et");
  await i18n.loadNamespaces(["common", "actions", "summary"]);
});

beforeEach(() => {
  useBudgetStore.setState({ budgets: {}, locks: {}, undo: [] });
});

afterEach(cleanup);

// The kitchen's worktop, quartz at 2000 € (VAT included: the fixture's rooms have no rate).
const worktop = group(10, 1, [
  asset(11, 10, { material: material(500, "Laminaat") }),
  asset(12, 10, { material: material(2000, "Kvarts") }),
]);
const rooms: RoomGroups[] = [{ roomId: 1, isRoomType: false, groups: [worktop] }];
const choices: Choices = new Map([[slotKey(1, 10), 12]]);
const state = configuratorState();

function status(extra: Partial<Design> = {}) {
  const value: Design = { ...design(), rooms, choices, ...extra };
  return (
    <CompanyContext.Provider value={testCompany}>
      <ConfiguratorContext.Provider value={state}>
        <DesignContext.Provider value={value}>
          <BudgetStatus />
        </DesignContext.Provider>
      </ConfiguratorContext.Provider>
    </CompanyContext.Provider>
  );
}

describe("a room's budget line", () => {
  it("says how far over or under the budget the design is, with the way to fit it", async () => {
    useBudgetStore.getState().setBudget(state.layoutKey, 150_000);
    const { rerender } = render(status());
    expect((await screen.findByText(/üle eelarve/)).textContent).toMatch(/^500,00\s€/);
    expect(screen.getByRole("button", { name: "Mahu eelarvesse" })).toBeTruthy();

    useBudgetStore.getState().setBudget(state.layoutKey, 250_000);
    rerender(status());
    expect((await screen.findByText(/alla eelarve/)).textContent).toMatch(/^500,00\s€/);
  });

  it("offers to set a budget before there is one, with no verdict yet", async () => {
    render(status());
    expect(await screen.findByRole("button", { name: "Mahu eelarvesse" })).toBeTruthy();
    expect(document.querySelector("[data-budget=verdict]")).toBeNull();
  });

  it("shows nothing on a confirmed design, before every room is there, or without prices", () => {
    useBudgetStore.getState().setBudget(state.layoutKey, 150_000);
    const { container, rerender } = render(status({ readOnly: true }));
    expect(container.textContent).toBe("");
    rerender(status({ complete: false }));
    expect(container.textContent).toBe("");
    const unpriced = group(10, 1, [asset(11, 10, { material: null })]);
    rerender(
      status({
        rooms: [{ roomId: 1, isRoomType: false, groups: [unpriced] }],
        choices: new Map([[slotKey(1, 10), 11]]),
      }),
    );
    expect(container.textContent).toBe("");
  });
});
