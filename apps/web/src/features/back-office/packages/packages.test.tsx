// @vitest-environment jsdom
import type {
  CompanyPackage,
  CompanyRoomType,
  DraftPackagePricesAnswer,
} from "@home-designer/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../auth/testing.tsx";
import {
  admin,
  apartmentsAnswer,
  designer,
  draftAnswer,
  openBackOffice,
  setUpBackOfficeTests,
} from "../testing.tsx";

setUpBackOfficeTests();

const roomTypes: CompanyRoomType[] = [
  {
    code: "kitchen",
    label: { et: "Köök", en: "Kitchen" },
    groups: [
      {
        code: "fronts",
        title: { et: "Uksed", en: "Fronts" },
        options: [
          { code: "white", title: { en: "White" } },
          { code: "oak", title: { en: "Oak" } },
        ],
      },
      {
        code: "tap",
        title: { et: "Segisti", en: "Tap" },
        options: [{ code: "chrome" }, { code: "brass" }],
      },
    ],
  },
];

const packages: CompanyPackage[] = [
  {
    code: "nordic",
    name: { et: "Põhjamaine", en: "Nordic" },
    default: true,
    options: ["fronts/oak"],
  },
  {
    code: "loft",
    name: { en: "Loft" },
    can_confirm: false,
    options: ["fronts/white", "tap/brass"],
  },
];

const prices: DraftPackagePricesAnswer = {
  version: 3,
  layouts: [
    {
      names: ["2A"],
      layout_count: 4,
      room_types: ["kitchen"],
      prices: [
        { package: "nordic", price: "1250.50" },
        { package: "loft", price: null },
      ],
    },
  ],
};

type Answer = { status?: number; body: unknown };
const saved = { body: { ...draftAnswer(), message: "Saved in the draft.", dry_run: false } };

function stubPackages({
  patch = () => saved,
  user = admin(),
}: {
  patch?: (body: unknown) => Answer;
  user?: ReturnType<typeof admin>;
} = {}) {
  return stubApi({
    "GET /api/auth/user": { body: user },
    "GET /api/admin/draft": {
      body: draftAnswer({ abilities: { edit: user.email === "admin@example.com", buyers: true } }),
    },
    "GET /api/admin/draft/apartments": { body: apartmentsAnswer() },
    "GET /api/admin/draft/package-prices": { body: prices },
    "GET /api/admin/draft/part": (call) => {
      const path = new URL(call.url, "http://localhost").searchParams.get("path");
      const value =
        path === "/hosts"
          ? [{ host: "example.com", languages: ["et", "en"] }]
          : path === "/projects/0/packages"
            ? packages
            : roomTypes;
      return { body: { version: 3, path, value } };
    },
    "PATCH /api/admin/draft": (call) => patch(call.body),
  });
}

const patchOf = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === "PATCH")?.body;

describe("the packages screen", () => {
  it("shows each package's price per layout, its switches and missing translations", async () => {
    const calls = stubPackages({ user: designer() });
    openBackOffice("/en/admin/packages");
    const table = await screen.findByRole("table", { name: "Price per layout" });
    await within(table).findByText("2A");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Nordic");
    expect(rows[1]?.textContent).toContain("Default");
    expect(rows[1]?.textContent).toMatch(/1250,50\s€/);
    expect(rows[2]?.textContent).toContain("Cannot be confirmed");
    expect(rows[2]?.textContent).toContain("Missing: Estonian");
    expect(rows[2]?.textContent).toContain("no price");
    expect(within(table).getByText("4 layouts")).toBeTruthy();
    expect(calls.find((call) => call.url.includes("package-prices"))?.url).toContain("project=P1");
    // A designer reads the package, and changes nothing.
    await userEvent.click(within(table).getByRole("button", { name: "Show Loft" }));
    const dialog = await screen.findByRole("dialog", { name: "The package Loft" });
    expect(within(dialog).queryByRole("button", { name: "Save to the draft" })).toBeNull();
  });

  it("changes a package's choices and makes it the default, taking it from the other", async () => {
    const calls = stubPackages();
    openBackOffice("/en/admin/packages");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Loft" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the package Loft" });
    expect((within(dialog).getByLabelText("Fronts") as HTMLSelectElement).value).toBe("white");
    await userEvent.selectOptions(within(dialog).getByLabelText("Fronts"), "");
    await userEvent.selectOptions(within(dialog).getByLabelText("Tap"), "chrome");
    await userEvent.type(within(dialog).getAllByLabelText("Estonian")[0] as HTMLElement, "Loft");
    await userEvent.click(within(dialog).getByLabelText(/layouts open with this package/));
    await userEvent.click(within(dialog).getByLabelText("Buyers may confirm it"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/packages/1/code", value: "loft" },
        {
          op: "replace",
          path: "/projects/0/packages/1",
          value: {
            code: "loft",
            name: { et: "Loft", en: "Loft" },
            can_confirm: true,
            default: true,
            options: ["tap/chrome"],
          },
        },
        { op: "remove", path: "/projects/0/packages/0/default" },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("adds a package at the list's end, its code refused while another package has it", async () => {
    const calls = stubPackages();
    openBackOffice("/en/admin/packages");
    await userEvent.click(await screen.findByRole("button", { name: "Add a package" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a package" });
    await userEvent.type(within(dialog).getByLabelText("Code"), "nordic");
    await userEvent.type(within(dialog).getAllByLabelText("English")[0] as HTMLElement, "Family");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(
      await within(dialog).findByText("This code is already taken here: choose another."),
    ).toBeTruthy();
    expect(patchOf(calls)).toBeUndefined();
    await userEvent.clear(within(dialog).getByLabelText("Code"));
    await userEvent.type(within(dialog).getByLabelText("Code"), "family");
    await userEvent.selectOptions(within(dialog).getByLabelText("Tap"), "brass");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        {
          op: "add",
          path: "/projects/0/packages/-",
          value: { code: "family", name: { en: "Family" }, options: ["tap/brass"] },
        },
      ],
    });
  });

  it("removes a package after asking, with a test that it is still at its place", async () => {
    const calls = stubPackages();
    openBackOffice("/en/admin/packages");
    await userEvent.click(await screen.findByRole("button", { name: "Remove Loft" }));
    const confirm = screen.getByRole("dialog", { name: "Remove the package Loft?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/packages/1/code", value: "loft" },
        { op: "remove", path: "/projects/0/packages/1" },
      ],
    });
  });

  it("keeps the form open with the reason when the draft moved on (409)", async () => {
    stubPackages({
      patch: () => ({ status: 409, body: { message: "Changed by mari@example.com." } }),
    });
    openBackOffice("/en/admin/packages");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Nordic" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit the package Nordic" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The draft has changed in the meantime.");
    expect(alert.textContent).toContain("Changed by mari@example.com.");
  });
});
