// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { ConfiguratorContext } from "../context.ts";
import {
  asset,
  group,
  material,
  pkg,
  room,
  configuratorState as state,
} from "../selection/fixtures.ts";
import { ConfirmedNotice, PackageNotice } from "./confirmed-notice.tsx";
import { ConfirmedNoticeSlot } from "./confirmed-notice-slot.tsx";
import { SelectionGroupSection } from "./selection-group.tsx";

beforeAll(async () => {
  await initI18n("et");
  await i18n.loadNamespaces(["configurator", "summary"]);
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

describe("the notice of a layout staff reopened", () => {
  const reopening = (tab_ids: number[] | null) => ({
    version: 1,
    reason: "Plaadid on tootmisest maas.\nVali uued.",
    tab_ids,
    reopened_at: "2026-03-12T10:00:00Z",
  });
  /** Two rooms; the buyer's package, no longer confirmed, carries the layout's reopening. */
  const reopened = (tab_ids: number[] | null) => {
    const own = pkg(3, { user_package: true, reopening: reopening(tab_ids) });
    return {
      ...state(own),
      rooms: [room(1, "köök", 1), room(2, "vannituba", 2, { label: { et: "Vannituba" } })],
    };
  };

  it("says when and why, which rooms may be changed, and to confirm again", () => {
    render(withConfigurator(<PackageNotice />, reopened([2])));
    const note = screen.getByRole("note", { name: "Avatud muutmiseks 12. märts 2026" });
    expect(note.textContent).toContain("Plaadid on tootmisest maas.\nVali uued.");
    expect(note.textContent).toContain("Muutmiseks avatud ruumid: Vannituba");
    expect(note.textContent).not.toContain("köök");
    expect(note.textContent).toContain("Kui oled valmis, kinnita pakett kokkuvõtte lehel uuesti.");
  });

  it("names every room when the whole apartment was reopened", () => {
    render(withConfigurator(<PackageNotice />, reopened(null)));
    expect(screen.getByRole("note").textContent).toContain("Muutmiseks on avatud kõik ruumid.");
  });

  it("loads where the layout is reopened, also over the buyer's unsaved design", async () => {
    const custom = { ...reopened([2]), activePackage: null, packageSegment: "custom" };
    render(
      withConfigurator(
        <Suspense fallback={null}>
          <ConfirmedNoticeSlot />
        </Suspense>,
        custom,
      ),
    );
    expect(await screen.findByText("Muutmiseks avatud ruumid: Vannituba")).toBeTruthy();
  });

  it("is not there for a layout that was not reopened", () => {
    const { container } = render(
      withConfigurator(
        <Suspense fallback={null}>
          <ConfirmedNoticeSlot />
        </Suspense>,
        state(pkg(3)),
      ),
    );
    expect(container.textContent).toBe("");
  });
});
