// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { ConfiguratorContext } from "../context.ts";
import { asset, group, material, pkg, configuratorState as state } from "../selection/fixtures.ts";
import { ConfirmedNotice } from "./confirmed-notice.tsx";
import { SelectionGroupSection } from "./selection-group.tsx";

beforeAll(async () => {
  await initI18n("et");
  await i18n.loadNamespaces(["configurator"]);
});

afterEach(cleanup);

function withConfigurator(children: ReactNode, value = state()) {
  return <ConfiguratorContext.Provider value={value}>{children}</ConfiguratorContext.Provider>;
}

const named = (id: number, name: string) => asset(id, 17, { material: material(100, name) });
const sink = group(17, 1, [named(60, "Teras"), named(61, "Graniit"), named(62, "Komposiit")]);
const fromWorktop = {
  restrictionId: 9,
  sourceRoomId: 1,
  sourceGroupId: 16,
  sourceAssetId: 55,
};

describe("SelectionGroupSection", () => {
  it("keeps ruled-out options in the keyboard order, says why on focus and never chooses them", () => {
    const onChoose = vi.fn();
    render(
      withConfigurator(
        <SelectionGroupSection
          group={sink}
          chosenId={60}
          allowed={new Map([[60, fromWorktop]])}
          reason="Ei sobi valikuga „Laminaat“ (Tööpind)"
          onChoose={onChoose}
        />,
      ),
    );
    const ruledOut = screen.getByRole("radio", { name: "Graniit" });
    expect(ruledOut.getAttribute("aria-disabled")).toBe("true");
    expect(ruledOut.hasAttribute("disabled")).toBe(false);
    const reason = screen.getByText("Ei sobi valikuga „Laminaat“ (Tööpind)").closest("p");
    expect(reason?.hidden).toBe(true);
    expect(ruledOut.getAttribute("aria-describedby")).toBe(reason?.id);

    fireEvent.focus(ruledOut);
    expect(reason?.hidden).toBe(false);
    fireEvent.click(ruledOut);
    expect(onChoose).not.toHaveBeenCalled();

    fireEvent.blur(ruledOut);
    expect(reason?.hidden).toBe(true);
    const allowed = screen.getByRole("radio", { name: "Teras" });
    expect(allowed.getAttribute("aria-disabled")).toBeNull();
  });

  it("chooses an option that no restriction rules out", () => {
    const onChoose = vi.fn();
    render(
      withConfigurator(
        <SelectionGroupSection
          group={sink}
          chosenId={60}
          allowed={undefined}
          reason=""
          onChoose={onChoose}
        />,
      ),
    );
    fireEvent.click(screen.getByRole("radio", { name: "Komposiit" }));
    expect(onChoose).toHaveBeenCalledWith("1:17", 62);
    // Without a restriction there is no reason to give.
    expect(screen.queryByText(/Ei sobi/)).toBeNull();
  });

  it("warns customers and guests of a special solution, but not staff", () => {
    const special = group(18, 1, [asset(70, 18), asset(71, 18, { is_special: true })]);
    const props = {
      group: special,
      chosenId: 70,
      allowed: undefined,
      reason: "",
      onChoose: vi.fn(),
    };
    const { rerender } = render(withConfigurator(<SelectionGroupSection {...props} />));
    expect(screen.getByText("Eritellimus")).toBeTruthy();
    rerender(withConfigurator(<SelectionGroupSection {...props} staff />));
    expect(screen.queryByText("Eritellimus")).toBeNull();
    rerender(withConfigurator(<SelectionGroupSection {...props} group={sink} />));
    expect(screen.queryByText("Eritellimus")).toBeNull();
  });
});

describe("ConfirmedNotice", () => {
  it("shows the confirmation date of a confirmed package", () => {
    const confirmed = pkg(3, { confirmed: true, confirmation_date: "2026-03-12T10:00:00Z" });
    render(withConfigurator(<ConfirmedNotice />, state(confirmed)));
    expect(screen.getByText("Pakett on kinnitatud")).toBeTruthy();
    expect(screen.getByText(/^Kinnitatud 12\. märts 2026\./)).toBeTruthy();
  });

  it("shows nothing for a package that is not confirmed, or the buyer's own design", () => {
    const { container, rerender } = render(withConfigurator(<ConfirmedNotice />, state(pkg(3))));
    expect(container.textContent).toBe("");
    rerender(withConfigurator(<ConfirmedNotice />, state(null)));
    expect(container.textContent).toBe("");
  });
});
