// @vitest-environment jsdom
import type { CompanyRoomType } from "@home-designer/core";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { stubApi } from "../../auth/testing.tsx";
import {
  admin,
  apartmentsAnswer,
  designer,
  draftAnswer,
  materialsAnswer,
  openBackOffice,
  setUpBackOfficeTests,
} from "../testing.tsx";

/*
 * jsdom lays nothing out: every sortable row is given a box by its place among its siblings, so
 * that dnd-kit's keyboard sensor finds the row above and below as a browser would.
 */
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest("[data-sortable-row]");
    if (!row?.parentElement) return realRect.call(this);
    const place = [...row.parentElement.children].indexOf(row);
    const top = place * 60;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 50,
      width: 300,
      height: 50,
      toJSON: () => ({}),
    } as DOMRect;
  };
});
const { toasts } = setUpBackOfficeTests();

const roomTypes: CompanyRoomType[] = [
  {
    code: "kitchen",
    label: { et: "Köök", en: "Kitchen" },
    follows: [{ group: "floor", pictures: [{ option: "oak", file: "f.svg", layer: 1 }] }],
    groups: [
      {
        code: "fronts",
        title: { et: "Uksed", en: "Fronts" },
        options: [
          { code: "white", title: { en: "White" }, material: "M-1" },
          { code: "oak", title: { en: "Oak", et: "Tamm" }, material: "M-2" },
        ],
      },
      {
        code: "carcass",
        title: { et: "Korpus", en: "Carcass" },
        hidden: true,
        options: [{ code: "grey" }],
      },
      { code: "tap", title: { et: "Segisti", en: "Tap" }, options: [{ code: "chrome" }] },
    ],
  },
  {
    code: "whole",
    label: { et: "Kogu korter", en: "Whole apartment" },
    whole_apartment: true,
    groups: [{ code: "floor", title: { et: "Põrand", en: "Floor" }, options: [{ code: "oak" }] }],
  },
];

const saved = { body: { ...draftAnswer(), message: "Saved in the draft.", dry_run: false } };
type Answer = { status?: number; body: unknown };

function stubRooms({
  patch = () => saved,
  user = admin(),
  types = roomTypes,
}: {
  patch?: (body: unknown) => Answer;
  user?: ReturnType<typeof admin>;
  /** The draft's room types, or how to read them as they are when asked. */
  types?: CompanyRoomType[] | (() => CompanyRoomType[]);
} = {}) {
  return stubApi({
    "GET /api/auth/user": { body: user },
    "GET /api/admin/draft": {
      body: draftAnswer({ abilities: { edit: user.email === "admin@example.com", buyers: true } }),
    },
    "GET /api/admin/draft/apartments": { body: apartmentsAnswer() },
    "GET /api/admin/draft/materials": { body: materialsAnswer() },
    "GET /api/admin/draft/part": (call) => {
      const path = new URL(call.url, "http://localhost").searchParams.get("path");
      const value =
        path === "/hosts"
          ? [{ host: "example.com", languages: ["et", "en"] }]
          : path === "/projects/0/packages"
            ? [{ code: "nordic", name: { en: "Nordic" }, options: ["fronts/oak", "tap/chrome"] }]
            : typeof types === "function"
              ? types()
              : types;
      return { body: { version: 3, path, value } };
    },
    "PATCH /api/admin/draft": (call) => patch(call.body),
  });
}

/**
 * Keys pressed on the focused element one after another, each after the last's work is done:
 * dnd-kit's keyboard sensor listens from the task after the pick-up.
 */
async function pressKeys(codes: string[]) {
  for (const code of codes)
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, {
        code,
        key: code === "Space" ? " " : code,
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
}

const patchOf = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === "PATCH")?.body;

describe("the rooms screen", () => {
  it("lists the room types and the chosen one's groups in order, flagging missing translations", async () => {
    stubRooms();
    openBackOffice("/en/admin/rooms");
    const types = await screen.findByRole("list", { name: "Room types" });
    expect(
      within(types)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Kitchen", "Whole apartment"]);
    expect(within(types).getByText("Whole apartment", { selector: "span" })).toBeTruthy();
    const groups = screen.getByRole("list", { name: "Selection groups of Kitchen" });
    expect(
      within(groups)
        .getAllByRole("listitem")
        .map((row) => row.querySelector("span")?.textContent),
    ).toEqual(["Fronts", "Carcass", "Tap"]);
    expect(within(groups).getByText("Hidden")).toBeTruthy();
    // "White" is written in English only.
    expect(within(groups).getByText("Missing: Estonian")).toBeTruthy();
    expect(screen.getByText("Floor (Whole apartment)")).toBeTruthy();
    await userEvent.click(within(groups).getByRole("button", { name: "Options: Fronts" }));
    const options = screen.getByRole("list", { name: "Options of Fronts" });
    expect(within(options).getByText("Missing: Estonian")).toBeTruthy();
  });

  it("moves a group from the keyboard and saves the move with a test of its place", async () => {
    const calls = stubRooms();
    openBackOffice("/en/admin/rooms");
    const handle = await screen.findByRole("button", { name: "Move Fronts" });
    handle.focus();
    await pressKeys(["Space", "ArrowDown", "Space"]);
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/room_types/0/groups/0/code", value: "fronts" },
        { op: "remove", path: "/projects/0/room_types/0/groups/0" },
        { op: "add", path: "/projects/0/room_types/0/groups/1", value: roomTypes[0]?.groups[0] },
      ],
    });
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: "success", message: "Saved in the draft." }),
    );
    // The move was announced in the page's language.
    expect(document.body.textContent).toContain("Fronts put down at place 2 of 3.");
  });

  it("says so when the draft moved on (409), and shows the problems of a refused edit (422)", async () => {
    let answer: Answer = { status: 409, body: { message: "Changed by mari@example.com." } };
    stubRooms({ patch: () => answer });
    openBackOffice("/en/admin/rooms");
    await userEvent.click(await screen.findByRole("button", { name: "Remove Tap" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Remove the group Tap?" })).getByRole("button", {
        name: "Remove",
      }),
    );
    const conflict = await screen.findByRole("alert");
    expect(conflict.textContent).toContain("The draft has changed in the meantime.");
    expect(conflict.textContent).toContain("Changed by mari@example.com.");
    await userEvent.click(within(conflict).getByRole("button", { name: "Read the draft again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());

    answer = {
      status: 422,
      body: {
        message: "The company would not import.",
        errors: { "/projects/0/restrictions/0/when": ["names an option that does not exist"] },
      },
    };
    await userEvent.click(screen.getByRole("button", { name: "Remove Tap" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Remove the group Tap?" })).getByRole("button", {
        name: "Remove",
      }),
    );
    const refused = await screen.findByRole("alert");
    expect(refused.textContent).toContain("/projects/0/restrictions/0/when");
    expect(refused.textContent).toContain("names an option that does not exist");
  });

  it("removes an option with the packages' choices of it, saying it is retired on publish", async () => {
    const calls = stubRooms();
    openBackOffice("/en/admin/rooms");
    await userEvent.click(
      (await screen.findAllByRole("button", { name: /^Options/ }))[0] as HTMLElement,
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove Oak" }));
    const confirm = screen.getByRole("dialog", { name: "Remove the option Oak?" });
    expect(confirm.textContent).toContain("it is retired if buyers' designs use it");
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/room_types/0/groups/0/options/1/code", value: "oak" },
        { op: "remove", path: "/projects/0/room_types/0/groups/0/options/1" },
        { op: "remove", path: "/projects/0/packages/0/options/0" },
      ],
    });
  });

  it("edits a group's texts and hides it, and shows a server's refusal at its field", async () => {
    let answer: Answer = {
      status: 422,
      body: {
        message: "The company would not import.",
        errors: { "/projects/0/room_types/0/groups/2/title/et": ["is too long"] },
      },
    };
    const calls = stubRooms({ patch: () => answer });
    openBackOffice("/en/admin/rooms");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Tap" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the group Tap" });
    const english = within(dialog).getAllByLabelText("English")[0] as HTMLInputElement;
    await userEvent.clear(english);
    await userEvent.type(english, "Faucet");
    await userEvent.click(within(dialog).getByLabelText(/Hidden from buyers/));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(await within(dialog).findByText("is too long")).toBeTruthy();
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/room_types/0/groups/2/code", value: "tap" },
        {
          op: "replace",
          path: "/projects/0/room_types/0/groups/2",
          value: {
            code: "tap",
            title: { et: "Segisti", en: "Faucet" },
            hidden: true,
            options: [{ code: "chrome" }],
          },
        },
      ],
    });
    answer = saved;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("adds an option with a material found in the catalogue", async () => {
    const calls = stubRooms();
    openBackOffice("/en/admin/rooms");
    await userEvent.click(
      (await screen.findAllByRole("button", { name: /^Options/ }))[0] as HTMLElement,
    );
    await userEvent.click(screen.getByRole("button", { name: "Add an option" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an option to Fronts" });
    // A code the group's options have is refused before anything is sent.
    await userEvent.type(within(dialog).getByLabelText("Code"), "white");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(
      await within(dialog).findByText("This code is already taken here: choose another."),
    ).toBeTruthy();
    expect(patchOf(calls)).toBeUndefined();
    await userEvent.clear(within(dialog).getByLabelText("Code"));
    await userEvent.type(within(dialog).getByLabelText("Code"), "graphite");
    await userEvent.type(within(dialog).getAllByLabelText("English")[0] as HTMLElement, "Graphite");
    await userEvent.click(await within(dialog).findByRole("radio", { name: /Kitchen tap/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        {
          op: "add",
          path: "/projects/0/room_types/0/groups/0/options/-",
          value: { code: "graphite", title: { en: "Graphite" }, material: "M-1" },
        },
      ],
    });
  });

  it("adds a room type, its code refused while another has it, to a project that has none yet", async () => {
    const calls = stubRooms();
    openBackOffice("/en/admin/rooms");
    await userEvent.click(await screen.findByRole("button", { name: "Add a room type" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a room type" });
    await userEvent.type(within(dialog).getByLabelText("Code"), "kitchen");
    await userEvent.type(within(dialog).getAllByLabelText("English")[0] as HTMLElement, "Study");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(
      await within(dialog).findByText("This code is already taken here: choose another."),
    ).toBeTruthy();
    expect(patchOf(calls)).toBeUndefined();
    await userEvent.clear(within(dialog).getByLabelText("Code"));
    await userEvent.type(within(dialog).getByLabelText("Code"), "study");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        {
          op: "add",
          path: "/projects/0/room_types/-",
          value: { code: "study", label: { en: "Study" }, groups: [] },
        },
      ],
    });
    cleanup();

    stubRooms({ types: [] });
    openBackOffice("/en/admin/rooms");
    expect(await screen.findByRole("button", { name: "Add a room type" })).toBeTruthy();
  });

  it("removes a room type with the packages' choices of its groups", async () => {
    const calls = stubRooms();
    openBackOffice("/en/admin/rooms");
    await userEvent.click(await screen.findByRole("button", { name: "Remove Kitchen" }));
    const confirm = screen.getByRole("dialog", { name: "Remove the room type Kitchen?" });
    expect(confirm.textContent).toContain("give those rooms another type first");
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/room_types/0/code", value: "kitchen" },
        { op: "remove", path: "/projects/0/room_types/0" },
        { op: "remove", path: "/projects/0/packages/0/options/1" },
        { op: "remove", path: "/projects/0/packages/0/options/0" },
      ],
    });
  });

  it("lets a designer read, with no handles and no changes", async () => {
    stubRooms({ user: designer() });
    openBackOffice("/en/admin/rooms");
    await screen.findByRole("list", { name: "Room types" });
    expect(screen.queryByRole("button", { name: /^Move/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a group" })).toBeNull();
  });

  it("shows a group of hundreds of options a page at a time, moving within the page", async () => {
    const many = Array.from({ length: 260 }, (_, i) => ({
      code: `o${i + 1}`,
      title: { en: `Option ${i + 1}` },
    }));
    const calls = stubRooms({
      types: [
        {
          code: "kitchen",
          label: { en: "Kitchen" },
          groups: [{ code: "tiles", title: { en: "Tiles" }, options: many }],
        },
      ],
    });
    openBackOffice("/en/admin/rooms");
    await userEvent.click(await screen.findByRole("button", { name: /^Options/ }));
    const options = () => screen.getByRole("list", { name: "Options of Tiles" });
    expect(within(options()).getAllByRole("listitem")).toHaveLength(25);
    const pages = screen.getByRole("navigation", { name: "Pages of the options of Tiles" });
    expect(pages.textContent).toContain("Page 1 of 11 (260 options)");
    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    expect(pages.textContent).toContain("Page 2 of 11 (260 options)");
    expect(within(options()).getAllByRole("listitem")[0]?.textContent).toContain("Option 26");
    // A move on the second page is a move of the whole list's 26th option.
    const handle = screen.getByRole("button", { name: "Move Option 26" });
    handle.focus();
    await pressKeys(["Space", "ArrowDown", "Space"]);
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect((patchOf(calls) as { operations: unknown[] }).operations.slice(0, 2)).toEqual([
      { op: "test", path: "/projects/0/room_types/0/groups/0/options/25/code", value: "o26" },
      { op: "remove", path: "/projects/0/room_types/0/groups/0/options/25" },
    ]);
  });

  it("moves an option to any place by its number, across pages, saying where it went", async () => {
    const options = Array.from({ length: 60 }, (_, i) => ({
      code: `o${i + 1}`,
      title: { en: `Option ${i + 1}` },
    }));
    const types = (): CompanyRoomType[] => [
      { code: "kitchen", label: { en: "Kitchen" }, groups: [{ code: "tiles", options }] },
    ];
    const calls = stubRooms({
      types,
      // The draft takes the move, as the server would.
      patch: () => {
        const [moved] = options.splice(2, 1);
        if (moved) options.splice(51, 0, moved);
        return saved;
      },
    });
    openBackOffice("/en/admin/rooms");
    await userEvent.click(await screen.findByRole("button", { name: /^Options/ }));
    const opener = await screen.findByRole("button", { name: "Move Option 3 to a place" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Move Option 3" });
    const place = within(dialog).getByLabelText("New place (1–60)");
    expect((place as HTMLInputElement).value).toBe("3");
    await userEvent.clear(place);
    await userEvent.type(place, "61");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    expect(within(dialog).getByText("Type a whole number from 1 to 60.")).toBeTruthy();
    expect(document.activeElement).toBe(place);
    expect(patchOf(calls)).toBeUndefined();
    await userEvent.clear(place);
    await userEvent.type(place, "52");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/room_types/0/groups/0/options/2/code", value: "o3" },
        { op: "remove", path: "/projects/0/room_types/0/groups/0/options/2" },
        {
          op: "add",
          path: "/projects/0/room_types/0/groups/0/options/51",
          value: { code: "o3", title: { en: "Option 3" } },
        },
      ],
    });
    // Its new page is shown, with focus on it, and where it went is said.
    const pages = screen.getByRole("navigation", { name: "Pages of the options of tiles" });
    expect(pages.textContent).toContain("Page 3 of 3 (60 options)");
    expect(screen.getByText("Option 3 moved to place 52 of 60.").getAttribute("role")).toBe(
      "status",
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Move Option 3 to a place" }),
      ),
    );
    const list = screen.getByRole("list", { name: "Options of tiles" });
    expect(within(list).getAllByRole("listitem")[1]?.textContent).toContain("Option 3");
  });
});
