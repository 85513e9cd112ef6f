// @vitest-environment jsdom
import { type Choices, type RoomGroups, slotKey } from "@home-designer/core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { CompanyContext } from "../../../lib/company.ts";
import { testCompany } from "../../auth/testing.tsx";
import { ConfiguratorContext } from "../context.ts";
import { type Design, DesignContext } from "../design/use-design.ts";
import { asset, configuratorState, design, group, material } from "../selection/fixtures.ts";
import { BudgetPanel } from "./budget-panel.tsx";
import { useBudgetStore } from "./budget-store.ts";

beforeAll(async () => {
  await initI18n("et");
  await i18n.loadNamespaces(["common", "actions"]);
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useBudgetStore.setState({ budgets: {}, locks: {}, undo: [] });
});

afterEach(cleanup);

// The kitchen: worktop laminate 500 € or quartz 2000 €, floor oak 1200 € or vinyl 400 €.
const worktop = group(10, 1, [
  asset(11, 10, { title: { et: "Laminaat" }, material: material(500, "Laminaat") }),
  asset(12, 10, { title: { et: "Kvarts" }, material: material(2000, "Kvarts") }),
]);
const floor = group(30, 1, [
  asset(31, 30, { title: { et: "Tamm" }, material: material(1200, "Tamm") }),
  asset(32, 30, { title: { et: "Vinüül" }, material: material(400, "Vinüül") }),
]);
const rooms: RoomGroups[] = [{ roomId: 1, isRoomType: false, groups: [worktop, floor] }];
const start: Choices = new Map([
  [slotKey(1, 10), 12],
  [slotKey(1, 30), 31],
]);

/** The panel over a design that changes as the panel changes it, as the configurator's does. */
function Harness({ readOnly = false }: { readOnly?: boolean }) {
  const [choices, setChoices] = useState<Choices>(start);
  const value: Design = {
    ...design(),
    rooms,
    loaded: new Map([[1, [worktop, floor]]]),
    choices,
    readOnly,
    changeAll: (make) => setChoices((shown) => make(rooms, shown) ?? shown),
  };
  return (
    <CompanyContext.Provider value={testCompany}>
      <ConfiguratorContext.Provider value={configuratorState()}>
        <DesignContext.Provider value={value}>
          <BudgetPanel onClose={() => undefined} />
          {/* The buyer's own choice elsewhere on the page (outside the panel's dialog). */}
          <button
            type="button"
            onClick={() => setChoices(new Map(choices).set(slotKey(1, 10), 11))}
          >
            Laminaat
          </button>
        </DesignContext.Provider>
      </ConfiguratorContext.Provider>
    </CompanyContext.Provider>
  );
}

const money = (text: string) => text.replace(/\u00a0/g, " ");
const shownTotal = () => money(document.querySelector("[data-budget='total']")?.textContent ?? "");

function setBudget(text: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Sinu eelarve (€)" }), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole("button", { name: "Määra eelarve" }));
}

describe("fit my budget", () => {
  it("explains a budget it cannot read, in the page's language, and keeps none", async () => {
    render(<Harness />);
    await screen.findByRole("dialog", { name: "Mahu eelarvesse" });
    setBudget("kolm tuhat");
    const field = screen.getByRole("textbox", { name: "Sinu eelarve (€)" });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(money(screen.getByText(/Kirjuta eelarve summana eurodes/).textContent ?? "")).toBe(
      "Kirjuta eelarve summana eurodes, näiteks 45 000,00 €.",
    );
    setBudget("");
    expect(screen.getByText(/Sisesta eelarve/)).toBeTruthy();
    expect(useBudgetStore.getState().budgets).toEqual({});
  });

  it("says how far over the design is, applies the suggested change with one click and undoes it", async () => {
    render(<Harness />);
    await screen.findByRole("dialog", { name: "Mahu eelarvesse" });
    expect(shownTotal()).toBe("3200,00 €");
    setBudget("2 800");
    expect(money(screen.getByText(/üle eelarve/).textContent ?? "")).toBe("400,00 € üle eelarve");
    // Either change is enough; the vinyl floor departs least from the design.
    const [suggestion, ...more] = screen.getAllByRole("listitem");
    expect(more).toEqual([]);
    expect(within(suggestion as HTMLElement).getByText("Vinüül")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Rakenda: kitchen, Grupp 30: Vinüül" }));
    expect(shownTotal()).toBe("2400,00 €");
    expect(money(screen.getByText(/alla eelarve/).textContent ?? "")).toBe("400,00 € alla eelarve");
    // The row went with its button: focus is on what comes next, undoing it.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe("Võta viimane muudatus tagasi"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Võta viimane muudatus tagasi" }));
    expect(shownTotal()).toBe("3200,00 €");
    expect(screen.queryByRole("button", { name: "Võta viimane muudatus tagasi" })).toBeNull();
    // The budget stays for this layout.
    expect(useBudgetStore.getState().budgets).toEqual({ "1:1:0": 280_000 });
  });

  it("does not undo over a choice the buyer made since", async () => {
    render(<Harness />);
    await screen.findByRole("dialog", { name: "Mahu eelarvesse" });
    setBudget("2800");
    fireEvent.click(screen.getByRole("button", { name: "Rakenda: kitchen, Grupp 30: Vinüül" }));
    fireEvent.click(screen.getByText("Laminaat", { selector: "button" }));
    expect(shownTotal()).toBe("900,00 €");
    fireEvent.click(screen.getByRole("button", { name: "Võta viimane muudatus tagasi" }));
    expect(shownTotal()).toBe("900,00 €");
    expect(screen.getByText(/Sinu valik on vahepeal muutunud/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Võta viimane muudatus tagasi" })).toBeNull();
  });

  it("never suggests a group the buyer keeps, and says when the budget cannot be met", async () => {
    render(<Harness />);
    await screen.findByRole("dialog", { name: "Mahu eelarvesse" });
    setBudget("2800");
    fireEvent.click(screen.getByRole("button", { name: "Jäta alles kitchen, Grupp 30" }));
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe("Muudatused, millega mahud eelarvesse"),
    );
    expect(screen.getByRole("checkbox", { name: /Grupp 30/ })).toHaveProperty("checked", true);
    expect(
      screen.getByRole("button", { name: "Rakenda: kitchen, Grupp 10: Laminaat" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: /Grupp 10/ }));
    expect(screen.queryAllByRole("listitem")).toEqual([]);
    expect(screen.getByText(/Ükski muudatus/)).toBeTruthy();
    expect(sessionStorage.getItem("budget-locks")).toBe('{"1:1:0":["1:30","1:10"]}');
  });

  it("offers no change of a confirmed package", async () => {
    render(<Harness readOnly />);
    await screen.findByRole("dialog", { name: "Mahu eelarvesse" });
    setBudget("1000");
    expect(screen.getByText("See pakett on kinnitatud, selle valikuid muuta ei saa.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Rakenda/ })).toBeNull();
  });
});
