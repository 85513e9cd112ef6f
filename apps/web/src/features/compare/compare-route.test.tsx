// @vitest-environment jsdom
import type { Asset, Package, Room, SelectionGroup, Tabs } from "@home-designer/core";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { usePrimaryStore } from "../../lib/store.ts";
import { type Call, loadTexts, renderPage, stubApi } from "../auth/testing.tsx";
import { firstDesigns, readDesigns } from "./compare-address.ts";
import { Component as Compare } from "./compare-route.tsx";

// jsdom has no media queries: each test says whether the screen is a desktop's or a phone's.
let desktop = true;
beforeAll(async () => {
  await loadTexts();
  await i18n.loadNamespaces(["compare"]);
  window.matchMedia = vi.fn().mockReturnValue({
    get matches() {
      return desktop;
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});
beforeEach(() => {
  desktop = true;
  usePrimaryStore.setState({ token: "tok" });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  usePrimaryStore.setState({ token: null });
});

function option(id: number, groupId: number, price: number, packages: number[]): Asset {
  return {
    id,
    slug: `o${id}`,
    title: { en: `Option ${id}` },
    groupId,
    priority: id,
    packages,
    image: null,
    material: {
      id,
      material_id: `M${id}`,
      desc_short: { en: `Option ${id}` },
      desc_long: {},
      product_finishing: {},
      product_type: {},
      url_sup: null,
      url_pip: null,
      price,
      unit_price: null,
      install_price: null,
      additional_price: null,
      vat: null,
      quantity: null,
      unit: { label: {} },
      seller: null,
      manufacturer: null,
    } as Asset["material"],
    is_special: false,
  };
}

function group(id: number, roomId: number, title: string, assets: Asset[]): SelectionGroup {
  return {
    id,
    title: { label: { en: title } },
    description: { label: {} },
    priority: id,
    applies_to_all: false,
    hidden: false,
    restrictions: [],
    assets,
    roomId,
    isRoomType: false,
    images: [],
  };
}

function pkg(id: number, name: string, extra: Partial<Package> = {}): Package {
  return {
    id,
    slug: String(id),
    name: { en: name },
    description: {},
    img: null,
    default: id === 1,
    can_confirm: true,
    abilities: {
      change: false,
      rename: false,
      delete: false,
      confirm: true,
      confirm_refusal: null,
    },
    confirmed: false,
    confirmation_date: null,
    confirmation_vat: null,
    reopening: null,
    user_package: false,
    pdfFooter: [],
    ...extra,
  };
}

function room(id: number, name: string): Room {
  return {
    id,
    slug: name.toLowerCase(),
    label: { en: name },
    originalLabel: { en: name },
    numbers: [],
    priority: id,
    room_type_id: id,
    is_room_type: false,
    vat: null,
    images: [],
  };
}

const tabs: Tabs = {
  apartmentId: 5,
  apartment_url: null,
  transaction_status: "available",
  address: {
    project: "Harbour View",
    building: "A",
    apartment: "12",
    layout: "3A",
    project_url: null,
    address: null,
  },
  layoutImage: null,
  kitchenPlanImage: null,
  electricalPlanImage: null,
  wardrobePlans: [],
  show_quite_generation: false,
  vat: 24,
  showPlanColors: false,
  showSymbols: false,
  pdfFooter: {},
  rooms: [room(10, "Kitchen"), room(20, "Bathroom")],
  deadlines: [],
};

// Basic (1) and Premium (2) are the company's; "My kitchen" (7) is the buyer's own, with quartz.
const packages = [pkg(1, "Basic"), pkg(2, "Premium"), pkg(7, "My kitchen", { user_package: true })];

/** A room's groups as the server answers them: the buyer's own package adds its choices. */
function roomGroups(call: Call) {
  const url = new URL(call.url, "http://localhost");
  const own = url.searchParams.get("package_id") === "7";
  const roomId = Number(url.pathname.split("/").pop());
  const body =
    roomId === 10
      ? [
          group(100, 10, "Worktop", [
            option(101, 100, 0, [1]),
            option(102, 100, 900, own ? [7] : []),
            option(103, 100, 400, [2]),
          ]),
          group(110, 10, "Sink", [option(111, 110, 120, [1, 2, ...(own ? [7] : [])])]),
        ]
      : [
          group(200, 20, "Tiles", [
            option(201, 200, 300, [1, ...(own ? [7] : [])]),
            option(202, 200, 500, [2]),
          ]),
        ];
  return { body };
}

function api() {
  return stubApi({
    "GET /api/project/1/tabs": { body: tabs },
    "GET /api/packages": { body: packages },
    "GET /api/project/1/tabs/10": roomGroups,
    "GET /api/project/1/tabs/20": roomGroups,
  });
}

function open(designs: string) {
  return renderPage(Compare, {
    path: `/en/compare?project=1&apartment_layout_id=3&designs=${designs}`,
    route: "/:lang/compare",
  });
}

const euro = (text: string) => text.replace(/\s/g, " ");

describe("the compare address", () => {
  it("names at most three designs, each once, and nothing that is not an id", () => {
    expect(readDesigns("7,1,x,7,2,3")).toEqual([7, 1, 2]);
    expect(readDesigns(null)).toEqual([]);
  });

  it("starts with the buyer's own designs, newest first, then the company's", () => {
    expect(
      firstDesigns([
        { id: 1, own: false },
        { id: 2, own: false },
        { id: 7, own: true },
        { id: 8, own: true },
      ]),
    ).toEqual([8, 7, 1]);
  });
});

describe("Compare designs on a desktop", () => {
  it("shows each room's differing choices, the room prices and totals against the first design", async () => {
    const calls = api();
    open("1,2,7");
    await screen.findByRole("heading", { level: 1, name: "Compare designs" });
    expect(screen.getByText("Harbour View, Apartment 12")).toBeTruthy();

    const totals = screen
      .getAllByTestId("design-total")
      .map((node) => euro(node.textContent ?? ""));
    // Basic 0 + 120 + 300; Premium 400 + 120 + 500; mine 900 + 120 + 300.
    expect(totals).toEqual(["420,00 €", "1020,00 €", "1320,00 €"]);
    const differences = screen
      .getAllByTestId("design-difference")
      .map((n) => euro(n.textContent ?? ""));
    expect(differences.slice(1)).toEqual([
      "+600,00 € compared with Basic",
      "+900,00 € compared with Basic",
    ]);

    const kitchen = screen.getByRole("region", { name: "Kitchen" });
    const table = within(kitchen).getByRole("table", { name: "What differs in Kitchen" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => euro(row.textContent ?? ""));
    // The sink is the same everywhere: only the worktop is listed, then the room's prices.
    expect(rows).toEqual([
      "ChoiceBasicPremiumMy kitchen",
      "WorktopOption 1010,00 €Option 103400,00 €Option 102900,00 €",
      "Room price120,00 €520,00 €+400,00 €1020,00 €+900,00 €",
    ]);
    // The same company answer serves both company packages: one call per room, and one per room
    // for the buyer's own package.
    const roomCalls = calls.filter((call) => /\/tabs\/\d+/.test(call.url));
    expect(roomCalls).toHaveLength(4);

    await userEvent.click(screen.getByRole("checkbox", { name: "Show all choices" }));
    expect(within(table).getByRole("rowheader", { name: "Sink" })).toBeTruthy();
  });

  it("says a room is the same in every design", async () => {
    api();
    open("1,7");
    const bathroom = await screen.findByRole("region", { name: "Bathroom" });
    expect(within(bathroom).getByText("The same in every design.")).toBeTruthy();
  });

  it("does not show someone else's design the address names, and loads nothing of it", async () => {
    const calls = api();
    open("1,99,2");
    await screen.findByText("This design cannot be shown: it is private or no longer exists.");
    expect(calls.some((call) => call.url.includes("package_id=99"))).toBe(false);
    expect(screen.getAllByTestId("design-total")).toHaveLength(2);
  });

  it("picks other designs into the address, adds a third and takes one out", async () => {
    api();
    const view = open("1,2");
    const second = await screen.findByRole("combobox", { name: "Design 2" });
    await userEvent.selectOptions(second, "My kitchen");
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toContain("designs=1%2C7"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Add a design" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toContain("designs=1%2C7%2C2"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove Basic from the comparison" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toContain("designs=7%2C2"),
    );
    expect(view.container.querySelectorAll("select")).toHaveLength(2);
  });

  it("asks for a second design when only one is named", async () => {
    api();
    open("7");
    await screen.findByText("Pick at least two designs to compare them.");
  });
});

describe("Compare designs on a phone", () => {
  it("shows one design at a time, stepped with buttons or swiped, with its differences listed", async () => {
    desktop = false;
    api();
    open("1,2,7");
    const status = await screen.findByText("Design 1 of 3: Basic");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("button", { name: "Previous design" })).toHaveProperty(
      "disabled",
      true,
    );

    await userEvent.click(screen.getByRole("button", { name: "Next design" }));
    await screen.findByText("Design 2 of 3: Premium");
    const kitchen = screen.getByRole("region", { name: "Kitchen" });
    expect(euro(kitchen.textContent ?? "")).toContain("Room price 520,00 € +400,00 €");
    expect(within(kitchen).getByText("Worktop")).toBeTruthy();
    expect(within(kitchen).getByText("Option 103")).toBeTruthy();

    const slide = screen.getByTestId("compare-slide");
    fireEvent.touchStart(slide, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 120, clientY: 210 }] });
    await screen.findByText("Design 3 of 3: My kitchen");
    expect(screen.getByRole("button", { name: "Next design" })).toHaveProperty("disabled", true);

    // A mostly vertical move scrolls; it does not change the design.
    fireEvent.touchStart(slide, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 160, clientY: 400 }] });
    expect(screen.getByText("Design 3 of 3: My kitchen")).toBeTruthy();
    fireEvent.touchStart(slide, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(slide, { changedTouches: [{ clientX: 260, clientY: 110 }] });
    await screen.findByText("Design 2 of 3: Premium");
  });
});
