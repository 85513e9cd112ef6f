// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { ConfiguratorContext } from "../context.ts";
import { room, configuratorState as state } from "../selection/fixtures.ts";
import { RoomPager } from "./room-pager.tsx";

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["configurator"]);
});
afterEach(cleanup);

function pagerLinks(currentTab: string, rooms = [room(1, "kitchen", 1), room(2, "bathroom", 2)]) {
  const value = {
    ...state(),
    lang: "en" as const,
    rooms,
    currentTab,
    carriedSearch: "?project=1&apartment_layout_id=1",
  };
  render(
    <MemoryRouter>
      <ConfiguratorContext.Provider value={value}>
        <RoomPager />
      </ConfiguratorContext.Provider>
    </MemoryRouter>,
  );
  return screen
    .queryAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")] as const);
}

describe("RoomPager", () => {
  it("leads back from the first room to the summary", () => {
    expect(pagerLinks("kitchen")).toEqual([
      ["PreviousSummary", "/en/custom/summary?project=1&apartment_layout_id=1"],
      ["Nextbathroom", "/en/custom/bathroom?project=1&apartment_layout_id=1"],
    ]);
  });

  it("leads from the last room on to the summary", () => {
    expect(pagerLinks("bathroom")).toEqual([
      ["Previouskitchen", "/en/custom/kitchen?project=1&apartment_layout_id=1"],
      ["NextSummary", "/en/custom/summary?project=1&apartment_layout_id=1"],
    ]);
  });

  it("is not there for a layout of one room, which has no neighbours", () => {
    expect(pagerLinks("kitchen", [room(1, "kitchen", 1)])).toEqual([]);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
