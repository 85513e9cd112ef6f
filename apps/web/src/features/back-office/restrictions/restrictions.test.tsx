// @vitest-environment jsdom
import type { DraftProjectsAnswer, DraftRestrictionsAnswer } from "@home-designer/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../auth/testing.tsx";
import { admin, designer, draftAnswer, openBackOffice, setUpBackOfficeTests } from "../testing.tsx";

const { toasts } = setUpBackOfficeTests();

const projects = (): DraftProjectsAnswer => ({
  version: 3,
  projects: [
    {
      index: 0,
      code: "P1",
      name: "Merelahe",
      fields: { code: "P1", name: "Merelahe" },
      buildings: [],
      room_types: [{ index: 0, code: "kitchen", name: "Kitchen" }],
      restrictions: 120,
    },
    {
      index: 1,
      code: "P2",
      name: "Kaselaane",
      fields: { code: "P2", name: "Kaselaane" },
      buildings: [],
      room_types: [],
      restrictions: 0,
    },
  ],
});

const restrictions = (
  overrides: Partial<DraftRestrictionsAnswer> = {},
): DraftRestrictionsAnswer => ({
  version: 3,
  project: 0,
  listed: true,
  total: 120,
  page: 1,
  per_page: 50,
  restrictions: [
    { index: 0, code: "dark-tap", when: "worktop/dark", choose: ["tap/black", "tap/steel"] },
  ],
  ...overrides,
});

const roomTypes = {
  version: 3,
  path: "/projects/0/room_types",
  value: [
    {
      code: "kitchen",
      label: { en: "Kitchen" },
      groups: [
        {
          code: "worktop",
          title: { en: "Worktop" },
          options: [
            { code: "dark", title: { en: "Dark oak" } },
            { code: "light", title: { en: "Light ash" } },
          ],
        },
        {
          code: "tap",
          title: { en: "Tap" },
          options: [
            { code: "black", title: { en: "Black" } },
            { code: "steel", title: { en: "Steel" } },
            { code: "chrome", title: { en: "Chrome" } },
          ],
        },
      ],
    },
  ],
};

type Answer = { status?: number; body: unknown };
type Call = { method: string; url: string; body: unknown };

const checked = { body: { ...draftAnswer(), message: "Checked.", dry_run: true } };
const saved = { body: { ...draftAnswer(), message: "Saved in the draft.", dry_run: false } };

function stubRestrictions({
  check = () => checked,
  patch = () => saved,
  user = admin(),
  list = restrictions(),
}: {
  check?: (body: unknown) => Answer;
  patch?: (body: unknown) => Answer;
  user?: ReturnType<typeof admin>;
  list?: DraftRestrictionsAnswer;
} = {}) {
  return stubApi({
    "GET /api/auth/user": { body: user },
    "GET /api/admin/draft": {
      body: draftAnswer({ abilities: { edit: user.email === "admin@example.com", buyers: true } }),
    },
    "GET /api/admin/draft/projects": { body: projects() },
    "GET /api/admin/draft/restrictions": { body: list },
    "GET /api/admin/draft/part": { body: roomTypes },
    "PATCH /api/admin/draft": (call) =>
      call.url.includes("dry_run=1") ? check(call.body) : patch(call.body),
  });
}

const checksOf = (calls: Call[]) =>
  calls.filter((call) => call.method === "PATCH" && call.url.includes("dry_run=1"));
const savesOf = (calls: Call[]) =>
  calls.filter((call) => call.method === "PATCH" && !call.url.includes("dry_run=1"));

/** The live check waits for the form to rest: long enough for it, and for its answer. */
const LIVE = { timeout: 3000 };

describe("the restrictions", () => {
  it("lists a project's restrictions by their options' names, a page at a time, and a designer only reads them", async () => {
    const calls = stubRestrictions({ user: designer() });
    openBackOffice("/en/admin/restrictions");
    const table = await screen.findByRole("table", { name: "Restrictions of Merelahe" });
    expect(await within(table).findByText("Kitchen › Worktop › Dark oak")).toBeTruthy();
    expect(within(table).getByText("Kitchen › Tap › Steel")).toBeTruthy();
    expect(screen.getByText("120 restrictions")).toBeTruthy();
    expect(
      calls.some((c) => c.url === "/api/admin/draft/restrictions?project=P1&page=1&per_page=50"),
    ).toBe(true);
    const pages = screen.getByRole("navigation", { name: "Restrictions, pages" });
    expect(within(pages).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe(
      "/en/admin/restrictions?project=P1&page=3",
    );
    expect(screen.queryByRole("button", { name: "Add a restriction" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });

  it("checks a new restriction live with the import's rule check, says what it breaks, then saves it", async () => {
    let refuse = true;
    const calls = stubRestrictions({
      check: () =>
        refuse
          ? {
              status: 422,
              body: {
                message: "The edit would break the company.",
                errors: {
                  "/projects/0/packages/1/options": [
                    "chooses tap/chrome while worktop/light allows only tap/black",
                  ],
                },
              },
            }
          : checked,
    });
    openBackOffice("/en/admin/restrictions");
    await userEvent.click(await screen.findByRole("button", { name: "Add a restriction" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a restriction" });
    const check = within(dialog).getByRole("region", { name: "Rule check" });
    expect(check.textContent).toContain("Give a code, an option and at least one allowed option");
    await userEvent.type(within(dialog).getByLabelText("Code"), "light-tap");

    // The source option by room type, group and option.
    const source = within(dialog).getByRole("group", { name: "When this option is chosen" });
    await userEvent.selectOptions(within(source).getByLabelText("Room type"), "kitchen");
    await userEvent.selectOptions(within(source).getByLabelText("Group"), "worktop");
    await userEvent.selectOptions(within(source).getByLabelText("Option"), "worktop/light");
    // A target by search.
    const targets = within(dialog).getByRole("group", { name: "Only these options are allowed" });
    await userEvent.type(within(targets).getByLabelText(/search options/), "tap bla");
    await userEvent.click(within(targets).getByRole("button", { name: "Kitchen › Tap › Black" }));
    expect(document.activeElement).toBe(within(targets).getByLabelText(/search options/));
    expect(within(dialog).getByRole("list", { name: "Allowed options" }).textContent).toContain(
      "Kitchen › Tap › Black",
    );

    expect(
      await within(check).findByText(
        "chooses tap/chrome while worktop/light allows only tap/black",
        {},
        LIVE,
      ),
    ).toBeTruthy();
    expect(check.textContent).toContain("Saved like this, the change would break:");
    expect(checksOf(calls).at(-1)?.body).toEqual({
      version: 3,
      operations: [
        {
          op: "add",
          path: "/projects/0/restrictions/-",
          value: { code: "light-tap", when: "worktop/light", choose: ["tap/black"] },
        },
      ],
    });
    expect(savesOf(calls)).toEqual([]);

    // Another target: checked again, and now nothing breaks.
    refuse = false;
    await userEvent.selectOptions(within(targets).getByLabelText("Room type"), "kitchen");
    await userEvent.selectOptions(within(targets).getByLabelText("Group"), "tap");
    await userEvent.selectOptions(within(targets).getByLabelText("Option"), "tap/chrome");
    await userEvent.click(within(targets).getByRole("button", { name: "Add this option" }));
    expect(
      await within(check).findByText(
        "The import's check finds nothing this change would break.",
        {},
        LIVE,
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(savesOf(calls)).toHaveLength(1));
    expect(savesOf(calls)[0]?.body).toEqual({
      version: 3,
      operations: [
        {
          op: "add",
          path: "/projects/0/restrictions/-",
          value: { code: "light-tap", when: "worktop/light", choose: ["tap/black", "tap/chrome"] },
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a restriction" }));
  });

  it("says the check allows a change it warns of, rather than that it finds nothing, and shows the warning", async () => {
    stubRestrictions({
      check: () => ({
        body: {
          ...checked.body,
          warnings: {
            "/projects/0/packages/0/options": [
              "its restrictions change its own choices ('tap/black' → 'tap/steel')",
            ],
          },
        },
      }),
    });
    openBackOffice("/en/admin/restrictions");
    await userEvent.click(
      await screen.findByRole("button", { name: "Edit the restriction dark-tap" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Restriction dark-tap" });
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Remove Kitchen › Tap › Black" }),
    );
    const check = within(dialog).getByRole("region", { name: "Rule check" });
    expect(
      await within(check).findByText("The import's check allows this change, but warns:", {}, LIVE),
    ).toBeTruthy();
    expect(check.textContent).not.toContain("finds nothing");
    expect(within(check).getByText("/projects/0/packages/0/options")).toBeTruthy();
    expect(
      within(check).getByText(
        "its restrictions change its own choices ('tap/black' → 'tap/steel')",
      ),
    ).toBeTruthy();
  });

  it("says so when the draft moved on before the live check, with a way to load it again", async () => {
    stubRestrictions({
      check: () => ({ status: 409, body: { message: "The draft changed since version 3." } }),
    });
    openBackOffice("/en/admin/restrictions");
    await userEvent.click(
      await screen.findByRole("button", { name: "Edit the restriction dark-tap" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Restriction dark-tap" });
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Remove Kitchen › Tap › Steel" }),
    );
    // Focus stays in the list: the next target's button.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole("button", { name: "Remove Kitchen › Tap › Black" }),
      ),
    );
    const check = within(dialog).getByRole("region", { name: "Rule check" });
    expect(
      await within(check).findByText(/The draft was changed in the meantime/, {}, LIVE),
    ).toBeTruthy();
    expect(within(check).getByRole("button", { name: "Load again" })).toBeTruthy();
  });

  it("saves a changed restriction after testing it is still at its place, and shows a 422 of the save", async () => {
    const calls = stubRestrictions({
      patch: () => ({
        status: 422,
        body: {
          message: "The edit would break the company.",
          errors: { "/projects/0/restrictions/0/when": ["names no option of the project"] },
        },
      }),
    });
    openBackOffice("/en/admin/restrictions");
    await userEvent.click(
      await screen.findByRole("button", { name: "Edit the restriction dark-tap" }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Remove Kitchen › Tap › Steel" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(await within(dialog).findByText("names no option of the project")).toBeTruthy();
    expect(savesOf(calls)[0]?.body).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/restrictions/0/code", value: "dark-tap" },
        { op: "add", path: "/projects/0/restrictions/0/choose", value: ["tap/black"] },
      ],
    });
  });

  it("deletes a restriction only after asking, saying first what deleting it would break", async () => {
    const calls = stubRestrictions({
      check: () => ({
        status: 422,
        body: {
          message: "The edit would break the company.",
          errors: { "/projects/0/packages/0": ["chooses tap/chrome with worktop/dark"] },
        },
      }),
    });
    openBackOffice("/en/admin/restrictions");
    await userEvent.click(
      await screen.findByRole("button", { name: "Delete the restriction dark-tap" }),
    );
    const confirm = await screen.findByRole("dialog", {
      name: "Delete the restriction dark-tap?",
    });
    expect(
      await within(confirm).findByText("chooses tap/chrome with worktop/dark", {}, LIVE),
    ).toBeTruthy();
    expect(checksOf(calls).at(-1)?.body).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/restrictions/0/code", value: "dark-tap" },
        { op: "remove", path: "/projects/0/restrictions/0" },
      ],
    });
    expect(savesOf(calls)).toEqual([]);
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(savesOf(calls)).toHaveLength(1));
    expect(savesOf(calls)[0]?.body).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/restrictions/0/code", value: "dark-tap" },
        { op: "remove", path: "/projects/0/restrictions/0" },
      ],
    });
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: "success", message: "Saved in the draft." }),
    );
  });
});
