// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePrimaryStore } from "../../lib/store.ts";
import { stubApi, testUser } from "../auth/testing.tsx";
import {
  admin,
  designer,
  draftAnswer,
  historyAnswer,
  materialsAnswer,
  openBackOffice,
  overviewAnswer,
  setUpBackOfficeTests,
} from "./testing.tsx";

const { toasts } = setUpBackOfficeTests();

const previews = vi.hoisted(() => [] as string[]);
vi.mock("../../lib/preview.ts", async (original) => ({
  ...(await original<typeof import("../../lib/preview.ts")>()),
  openPreview: (address: string) => previews.push(address),
}));
afterEach(() => {
  previews.length = 0;
});

const location = () => screen.getByTestId("location");

const material = {
  code: "M-1",
  category: "taps",
  desc_short: { et: "Köögikraan", en: "Kitchen tap" },
  manufacturer: "Oras",
  price: "129.90",
  vat: "24",
};

describe("who reaches the back office", () => {
  it("sends a guest to the login, which comes back here", async () => {
    usePrimaryStore.setState({ token: null });
    openBackOffice("/en/admin/history");
    await waitFor(() =>
      expect(location().textContent).toBe("/en/auth?redirect=%2Fen%2Fadmin%2Fhistory"),
    );
  });

  it("tells a customer the page does not exist", async () => {
    stubApi({
      "GET /api/auth/user": { body: testUser() },
      "GET /api/admin/draft": {
        status: 403,
        body: { message: "Only the company's designers can do this." },
      },
    });
    openBackOffice("/en/admin");
    await waitFor(() => expect(location().textContent).toBe("/en/404"));
  });

  it("lets a designer read, without publishing, discarding or importing", async () => {
    stubApi({
      "GET /api/auth/user": { body: designer() },
      "GET /api/admin/draft": { body: draftAnswer({ abilities: { edit: false, buyers: true } }) },
      "GET /api/admin/overview": { body: overviewAnswer() },
    });
    openBackOffice("/en/admin/import");
    await screen.findByRole("heading", { level: 1, name: "Import and export" });
    expect(await screen.findByText("2 unpublished changes")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Discard changes" })).toBeNull();
    expect(screen.getByText("The company's admins can import.")).toBeTruthy();
  });

  it("lets a designer open the draft's preview on the layout the server made it for", async () => {
    stubApi({
      "GET /api/auth/user": { body: designer() },
      "GET /api/admin/draft": { body: draftAnswer({ abilities: { edit: false, buyers: true } }) },
      "GET /api/admin/overview": { body: overviewAnswer() },
      "POST /api/admin/draft/preview": {
        body: { version: 2, project: 5, apartment_layout_id: 9 },
      },
    });
    openBackOffice("/en/admin");
    await userEvent.click(await screen.findByRole("button", { name: "Preview" }));
    await waitFor(() => expect(previews).toEqual(["/en?project=5&apartment_layout_id=9"]));
  });
});

describe("the back office's pages", () => {
  it("downloads a project's exports of a building and days chosen, and refuses days reversed", async () => {
    // The browser's object URLs of a download, which jsdom does not have.
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = () => "blob:export";
        static override revokeObjectURL = () => {};
      },
    );
    const calls = stubApi({
      "GET /api/auth/user": { body: designer() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/overview": { body: overviewAnswer() },
      "GET /api/admin/draft/projects": {
        body: {
          version: 0,
          projects: [
            {
              index: 0,
              code: "P1",
              name: "Merelahe",
              fields: {},
              buildings: [{ index: 0, code: "A", number: "A", apartments: 12 }],
              room_types: [],
              restrictions: 0,
            },
          ],
        },
      },
      "GET /api/admin/projects/P1/exports/orders.csv": { body: "" },
    });
    openBackOffice("/en/admin");
    const project = await screen.findByRole("region", { name: "Merelahe (P1)" });
    const exports = within(project).getByRole("region", { name: "Exports" });
    await within(exports).findByRole("option", { name: "A" });
    await userEvent.selectOptions(within(exports).getByLabelText("Building"), "A");
    await userEvent.type(within(exports).getByLabelText("Confirmed from"), "01/11/2026");
    await userEvent.type(within(exports).getByLabelText("Confirmed until"), "01/10/2026");
    expect(within(exports).getByRole("alert").textContent).toBe("The first day is after the last.");
    const orders = within(exports).getByRole("button", { name: "Orders by supplier (CSV)" });
    expect(orders.hasAttribute("disabled")).toBe(true);
    // A day that is not in the calendar holds the downloads back too, and its field says why.
    const until = within(exports).getByLabelText("Confirmed until");
    await userEvent.clear(until);
    await userEvent.type(until, "31/11/2026");
    await userEvent.tab();
    expect(within(exports).getByRole("alert").textContent).toBe(
      "There is no 31/11/2026 in the calendar: check the day and the month.",
    );
    expect(orders.hasAttribute("disabled")).toBe(true);
    await userEvent.clear(until);
    await userEvent.click(orders);
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        "/api/admin/projects/P1/exports/orders.csv?building=A&from=2026-11-01",
      ),
    );
  });

  it("has a navigation landmark marking the page, and moves focus to the new page's heading", async () => {
    stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/overview": { body: overviewAnswer() },
      "GET /api/admin/history": { body: historyAnswer() },
    });
    openBackOffice("/en/admin");
    const nav = await screen.findByRole("navigation", { name: "Back office" });
    await screen.findByRole("heading", { level: 1, name: "Overview" });
    expect(within(nav).getByRole("link", { name: "Overview" }).getAttribute("aria-current")).toBe(
      "page",
    );
    // The page the person opened keeps focus where it is.
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(within(nav).getByRole("link", { name: "History" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "History" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(nav).getByRole("link", { name: "History" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("shows each project's apartments by state and the buyers waiting, with when they last changed", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-01-04T10:00:00Z"), toFake: ["Date"] });
    stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/overview": { body: overviewAnswer() },
    });
    openBackOffice("/en/admin");
    const project = await screen.findByRole("region", { name: "Merelahe (P1)" });
    const states = within(project)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(states).toEqual(["No buyer", "Invited", "Designing", "Confirmed"]);
    expect(
      within(project)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["4", "2", "1", "3"]);
    const rows = within(within(project).getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "BuyerApartmentLast change",
      "mari@example.comA · 123 days ago",
      "jaan@example.comB · 3no change yet",
    ]);
    vi.useRealTimers();
  });

  it("lists history events with who and how, filtered by project, a page at a time", async () => {
    const calls = stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/overview": { body: overviewAnswer() },
      "GET /api/admin/history": { body: historyAnswer() },
    });
    openBackOffice("/en/admin/history?project=P1");
    await screen.findByText("Published from the draft");
    expect(screen.getByText("admin@example.com", { selector: "span" })).toBeTruthy();
    expect((screen.getByLabelText("Project") as HTMLSelectElement).value).toBe("P1");
    expect(calls.some((call) => call.url === "/api/admin/history?project=P1&page=1")).toBe(true);
  });
});

describe("the draft bar", () => {
  function stubDraft(overrides = {}) {
    return stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer(overrides) },
      "GET /api/admin/overview": { body: overviewAnswer() },
      "POST /api/admin/draft/publish": {
        body: {
          message: "Published.",
          dry_run: false,
          company: "demo",
          entries: [],
          files: 0,
          warnings: {},
        },
      },
      "DELETE /api/admin/draft": { body: { message: "The draft was discarded." } },
    });
  }

  it("lists the draft's changes by kind on demand", async () => {
    stubDraft();
    openBackOffice("/en/admin");
    const toggle = await screen.findByRole("button", { name: "Show changes" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("heading", { level: 3, name: "Materials (1 changed)" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Options (1 changed)" })).toBeTruthy();
  });

  it("publishes the version it shows, and keeps focus in the draft's bar", async () => {
    const calls = stubDraft();
    openBackOffice("/en/admin");
    await userEvent.click(await screen.findByRole("button", { name: "Publish" }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: "success", message: "Published." }));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ version: 3 });
    // Not dropped to the page with the button that was pressed.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Draft" })),
    );
  });

  it("discards only after asking, and gives focus back", async () => {
    const calls = stubDraft();
    openBackOffice("/en/admin");
    const discard = await screen.findByRole("button", { name: "Discard changes" });
    await userEvent.click(discard);
    const dialog = await screen.findByRole("dialog", { name: "Discard the draft?" });
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(discard));
    await userEvent.click(discard);
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Discard changes" }),
    );
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: "success", message: "The draft was discarded." }),
    );
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
  });

  it("warns of a stale draft and will not publish it", async () => {
    stubDraft({ stale: true });
    openBackOffice("/en/admin");
    expect(await screen.findByText(/It can no longer be published/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Publish" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("says so when another admin's edit came first, with a way to read the draft again", async () => {
    stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/overview": { body: overviewAnswer() },
      "POST /api/admin/draft/publish": {
        status: 409,
        body: { message: "The draft is at version 4 now." },
      },
    });
    openBackOffice("/en/admin");
    await userEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Someone else changed the draft");
    expect(alert.textContent).toContain("The draft is at version 4 now.");
    expect(within(alert).getByRole("button", { name: "Load again" })).toBeTruthy();
  });
});

describe("the catalogue", () => {
  function stubCatalogue(patch: (body: unknown) => { status?: number; body: unknown }, page = 1) {
    return stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/draft/materials": { body: materialsAnswer({ page }) },
      "GET /api/admin/draft/part": { body: { version: 3, path: "/materials/0", value: material } },
      "PATCH /api/admin/draft": (call) => patch(call.body),
    });
  }

  it("lists a page of materials with the query in the address, and pages with links", async () => {
    const calls = stubCatalogue(() => ({ body: {} }), 2);
    openBackOffice("/en/admin/catalogue?q=tap&page=2");
    const tap = await screen.findByRole("button", { name: "Kitchen tap" });
    expect(screen.getByText("120 materials")).toBeTruthy();
    // Each material's picture beside it, where it has one.
    const [tapRow, tileRow] = [tap.closest("tr"), screen.getByText("White tile").closest("tr")];
    expect(tapRow?.querySelector("img")?.getAttribute("src")).toBe("/files/ab12/tap.webp");
    expect(tileRow?.querySelector("img")).toBeNull();
    expect(calls.some((c) => c.url === "/api/admin/draft/materials?q=tap&page=2&per_page=50")).toBe(
      true,
    );
    const pagination = screen.getByRole("navigation", { name: "Pages of materials" });
    const current = within(pagination).getByRole("link", { name: "Page 2" });
    expect(current.getAttribute("aria-current")).toBe("page");
    await userEvent.click(within(pagination).getByRole("link", { name: "Page 3" }));
    expect(location().textContent).toBe("/en/admin/catalogue?q=tap&page=3");
  });

  it("edits a material: checked as typed, saved as one tested edit of the draft's version", async () => {
    const calls = stubCatalogue(() => ({
      body: { ...draftAnswer(), message: "Saved in the draft.", dry_run: false },
    }));
    openBackOffice("/en/admin/catalogue");
    const row = await screen.findByRole("button", { name: "Kitchen tap" });
    await userEvent.click(row);
    const dialog = await screen.findByRole("dialog", { name: "Edit Kitchen tap" });
    const price = await within(dialog).findByLabelText("Price as an option (€)");
    // Written as the company writes amounts (by default a decimal comma, in every language).
    expect((price as HTMLInputElement).value).toBe("129,90");
    await userEvent.clear(price);
    await userEvent.type(price, "12,5O");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(
      await within(dialog).findByText(
        "Enter an amount in euros with at most two decimals, such as 129,90.",
      ),
    ).toBeTruthy();
    expect(price.getAttribute("aria-invalid")).toBe("true");
    await userEvent.clear(price);
    // A decimal comma is saved as company.json writes amounts.
    await userEvent.type(price, "99,50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: "success", message: "Saved in the draft." }),
    );
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/materials/0/code", value: "M-1" },
        { op: "replace", path: "/materials/0", value: { ...material, price: "99.50" } },
      ],
    });
    // Closed, the dialog gives focus back to the material's row.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(row);
  });

  it("shows the server's refusals at their fields, and the others by place", async () => {
    stubCatalogue(() => ({
      status: 422,
      body: {
        message: "The edit would break the company.",
        errors: {
          "/materials/0/manufacturer": ["is too long for the catalogue"],
          "/projects/0/options/4": ["names a material that is retired"],
        },
      },
    }));
    openBackOffice("/en/admin/catalogue");
    await userEvent.click(await screen.findByRole("button", { name: "Kitchen tap" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByLabelText("Manufacturer");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    const manufacturer = within(dialog).getByLabelText("Manufacturer");
    await waitFor(() => expect(manufacturer.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("is too long for the catalogue")).toBeTruthy();
    expect(document.activeElement).toBe(manufacturer);
    const alert = within(dialog).getByRole("alert");
    expect(alert.textContent).toContain("/projects/0/options/4");
    expect(alert.textContent).toContain("names a material that is retired");
  });

  it("says when the draft moved on, and loads the material again", async () => {
    const calls = stubCatalogue(() => ({
      status: 409,
      body: { message: "The draft changed since version 3." },
    }));
    openBackOffice("/en/admin/catalogue");
    await userEvent.click(await screen.findByRole("button", { name: "Kitchen tap" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByLabelText("Manufacturer");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The draft was changed in the meantime.");
    // The material's own part is read again (the sites' languages beside it too).
    const reads = () =>
      calls.filter((c) => c.url.startsWith("/api/admin/draft/part") && c.url.includes("materials"))
        .length;
    const before = reads();
    await userEvent.click(within(alert).getByRole("button", { name: "Load the material again" }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
});
