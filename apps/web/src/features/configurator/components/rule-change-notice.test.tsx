// @vitest-environment jsdom
import { type Restriction, type SelectionGroup, slotKey } from "@home-designer/core";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { ConfiguratorContext, type ConfiguratorState } from "../context.ts";
import { initialDesign, withInputs } from "../design/machine.ts";
import { appliedOf } from "../design/selectors.ts";
import { designStore, dispatch, useDesignStore } from "../design/store.ts";
import { DesignContext } from "../design/use-design.ts";
import { basePackageId } from "../selection/design.ts";
import {
  asset,
  configuratorState,
  design,
  group,
  material,
  pkg,
  room,
} from "../selection/fixtures.ts";
import { SelectionGroupSection } from "./selection-group.tsx";

// The notice's module, as the slot loads it: fetched before the tests (a busy machine would keep
// a first pick's notice waiting), so that once a pick is made what it renders is settled.
const loadedNotice = import("./rule-change-notice.tsx");
// jsdom has neither scrolling nor media queries.
const scrolled = vi.fn();
beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["configurator", "panels"]);
  await loadedNotice;
  Element.prototype.scrollIntoView = scrolled;
  window.matchMedia = vi.fn().mockReturnValue({ matches: false });
});
afterEach(cleanup);

let ids = 0;
function rule(
  source: number,
  sourceGroup: number,
  target: number,
  targetGroup: number,
): Restriction {
  ids += 1;
  return {
    id: ids,
    source_selection_id: source,
    source_selection_group_id: sourceGroup,
    target_selection_id: target,
    target_selection_group_id: targetGroup,
  };
}
const named = (id: number, groupId: number, name: string, price: number, packages: number[] = []) =>
  asset(id, groupId, { title: { en: name }, material: material(price, name), packages });

// The demo's rules: the whole apartment's black door sets the hallway's entrance door to its
// anthracite inner side (290 €); the kitchen's quartz worktop needs an undermount sink (180 €)
// and sets the hidden threshold too.
const doors = group(
  10,
  1,
  [named(11, 10, "White flush door", 0, [7]), named(12, 10, "Black matt door", 720)],
  {
    title: { label: { en: "Interior doors" } },
    restrictions: [rule(11, 10, 21, 20), rule(12, 10, 22, 20)],
  },
);
const innerSide = group(
  20,
  2,
  [named(21, 20, "White, flush", 0, [7]), named(22, 20, "Anthracite, framed panels", 290)],
  { title: { label: { en: "Entrance door, inner side" } } },
);
const worktop = group(
  30,
  3,
  [
    named(31, 30, "Laminate, light concrete", 0, [7]),
    named(32, 30, "Quartz, white marble-look", 1650),
  ],
  {
    title: { label: { en: "Worktop" } },
    restrictions: [rule(31, 30, 41, 40), rule(32, 30, 42, 40), rule(32, 30, 52, 50)],
  },
);
const sink = group(
  40,
  3,
  [
    named(41, 40, "Stainless steel, inset", 0, [7]),
    named(42, 40, "Stainless steel, undermount", 180),
  ],
  { title: { label: { en: "Sink" } } },
);
const threshold = group(
  50,
  3,
  [named(51, 50, "Oak, natural", 0, [7]), named(52, 50, "Oak, white", 0)],
  {
    title: { label: { en: "Threshold" } },
    hidden: true,
  },
);

const handles = group(
  60,
  1,
  [named(61, 60, "Satin chrome", 0, [7]), named(62, 60, "Matt black", 95)],
  { title: { label: { en: "Door handles" } } },
);

const basic = pkg(7, { slug: "basic", default: true });
const configurator: ConfiguratorState = {
  ...configuratorState(basic),
  lang: "en",
  rooms: [
    room(1, "whole-apartment", 0, { is_room_type: true, label: { en: "Whole apartment" } }),
    room(2, "hallway", 1, { label: { en: "Hallway" } }),
    room(3, "kitchen", 2, { label: { en: "Kitchen" } }),
  ],
  packages: [basic],
  packageSegment: "basic",
  basePackageId: basePackageId(basic, [basic]),
  currentTab: "kitchen",
};
const loaded = new Map<number, SelectionGroup[]>([
  [1, [doors, handles]],
  [2, [innerSide]],
  [3, [worktop, sink, threshold]],
]);

let keys = 0;
beforeEach(() => {
  keys += 1;
  designStore.setState(
    withInputs(
      initialDesign(null),
      configurator,
      { key: `n${keys}`, pathname: "/en/basic/kitchen", search: "" },
      loaded,
    ),
    true,
  );
});

/** The groups as the room screen draws them, over the design's store. */
function Groups({ groups }: { groups: readonly SelectionGroup[] }) {
  const state = useDesignStore();
  const applied = appliedOf(state);
  return (
    <DesignContext.Provider
      value={{ ...design(), rooms: state.scope.rooms, choices: applied.choices }}
    >
      {groups.map((g) => (
        <SelectionGroupSection
          key={g.id}
          group={g}
          chosenId={applied.choices.get(slotKey(g.roomId, g.id))}
          allowed={applied.targets.get(slotKey(g.roomId, g.id))}
          reason=""
          onChoose={(_, assetId) =>
            dispatch({ type: "choose", choice: { roomId: g.roomId, groupId: g.id, assetId } })
          }
        />
      ))}
    </DesignContext.Provider>
  );
}

function show(groups: readonly SelectionGroup[]) {
  render(
    <ConfiguratorContext.Provider value={configurator}>
      <Groups groups={groups} />
    </ConfiguratorContext.Provider>,
  );
}

const section = (name: string) => screen.getByRole("region", { name });
const status = (name: string) => within(section(name)).getByRole("status");

describe("the notice of what a rule changed", () => {
  it("tells, under the group picked in, which room's group changed and what it costs", async () => {
    show([worktop, sink]);
    // The live region is there, empty, before anything is to be said.
    expect(status("Worktop").textContent).toBe("");
    fireEvent.click(screen.getByRole("radio", { name: "Quartz, white marble-look" }));
    const notice = await within(status("Worktop")).findByTestId("rule-change");
    expect(notice.textContent).toContain(
      "“Quartz, white marble-look” only goes with certain other choices, so these changed too:",
    );
    expect(notice.textContent).toContain(
      "Kitchen › Sink: Stainless steel, inset →  changed to Stainless steel, undermount",
    );
    // The hidden threshold moved too, but it is not the buyer's to see, nor priced.
    expect(notice.textContent).not.toContain("Threshold");
    expect(within(notice).getByTestId("rule-change-price").textContent).toBe("+180,00\u00a0€");
    expect(notice.textContent).toContain("including VAT");
    expect(status("Sink").textContent).toBe("");
    // Brought into view where the panel's foot could hide it.
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest", behavior: "smooth" });
  });

  it("names the other room a whole-apartment choice changed", async () => {
    show([doors]);
    fireEvent.click(screen.getByRole("radio", { name: "Black matt door" }));
    const notice = await within(status("Interior doors")).findByTestId("rule-change");
    expect(notice.textContent).toContain("Hallway › Entrance door, inner side:");
    expect(notice.textContent).toContain("Anthracite, framed panels");
    expect(within(notice).getByTestId("rule-change-price").textContent).toBe("+290,00\u00a0€");
  });

  it("undoes the pick and the rule's change in one step, focus on the option chosen again", async () => {
    show([worktop, sink]);
    fireEvent.click(screen.getByRole("radio", { name: "Quartz, white marble-look" }));
    const notice = await within(status("Worktop")).findByTestId("rule-change");
    expect(
      screen.getByRole<HTMLInputElement>("radio", { name: "Stainless steel, undermount" }).checked,
    ).toBe(true);
    act(() => {
      fireEvent.click(
        within(notice).getByRole("button", {
          name: "Undo “Quartz, white marble-look” and these changes",
        }),
      );
    });
    const laminate = screen.getByRole<HTMLInputElement>("radio", {
      name: "Laminate, light concrete",
    });
    expect(laminate.checked).toBe(true);
    expect(document.activeElement).toBe(laminate);
    expect(
      screen.getByRole<HTMLInputElement>("radio", { name: "Stainless steel, inset" }).checked,
    ).toBe(true);
    expect(status("Worktop").textContent).toBe("");
    // The package as it was: nothing stored as changed.
    expect(designStore.getState().stored).toBeNull();
  });

  it("goes away on the next choice; closing it keeps the change", async () => {
    show([worktop, sink, doors]);
    fireEvent.click(screen.getByRole("radio", { name: "Quartz, white marble-look" }));
    await within(status("Worktop")).findByTestId("rule-change");
    // The next pick has its own notice, in its own group; the worktop's goes.
    fireEvent.click(screen.getByRole("radio", { name: "Black matt door" }));
    expect(status("Worktop").textContent).toBe("");
    await within(status("Interior doors")).findByTestId("rule-change");
    fireEvent.click(screen.getByRole("radio", { name: "White flush door" }));

    fireEvent.click(screen.getByRole("radio", { name: "Laminate, light concrete" }));
    fireEvent.click(screen.getByRole("radio", { name: "Quartz, white marble-look" }));
    const notice = await within(status("Worktop")).findByTestId("rule-change");
    act(() => {
      fireEvent.click(within(notice).getByRole("button", { name: "Keep the changes and close" }));
    });
    expect(status("Worktop").textContent).toBe("");
    const quartz = screen.getByRole<HTMLInputElement>("radio", {
      name: "Quartz, white marble-look",
    });
    expect(quartz.checked).toBe(true);
    expect(document.activeElement).toBe(quartz);
  });

  it("says nothing for a pick that moves nothing else", async () => {
    show([handles]);
    fireEvent.click(screen.getByRole("radio", { name: "Matt black" }));
    expect(designStore.getState().lastPick?.choice.assetId).toBe(62);
    // The notice's code loads and finds nothing to tell.
    await act(() => loadedNotice);
    expect(status("Door handles").textContent).toBe("");
  });
});
