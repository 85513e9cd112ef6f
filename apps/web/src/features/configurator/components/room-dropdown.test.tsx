// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { ConfiguratorContext } from "../context.ts";
import { room, configuratorState as state } from "../selection/fixtures.ts";
import { RoomDropdown } from "./room-dropdown.tsx";

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["configurator"]);
});
afterEach(cleanup);

function renderDropdown(rooms: ReturnType<typeof room>[]) {
  const value = { ...state(), lang: "en" as const, rooms, currentTab: "kitchen" };
  render(
    <MemoryRouter>
      <ConfiguratorContext.Provider value={value}>
        <RoomDropdown disabled={false} />
      </ConfiguratorContext.Provider>
    </MemoryRouter>,
  );
  return screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"));
}

describe("RoomDropdown (phones)", () => {
  it("steps to the neighbouring rooms beside the list", () => {
    expect(renderDropdown([room(1, "kitchen", 1), room(2, "bathroom", 2)])).toEqual([
      "Previous room: Summary",
      "Choose a room",
      "Next room: bathroom",
    ]);
  });

  it("is the list alone for a layout of one room", () => {
    expect(renderDropdown([room(1, "kitchen", 1)])).toEqual(["Choose a room"]);
  });
});
