// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi, testCompany } from "../../auth/testing.tsx";
import {
  admin,
  apartmentsAnswer,
  designer,
  draftAnswer,
  openBackOffice,
  setUpBackOfficeTests,
} from "../testing.tsx";

const { toasts } = setUpBackOfficeTests();

const saved = { body: { ...draftAnswer(), message: "Saved in the draft.", dry_run: false } };

const staff = [
  { email: "mari@example.com", name: "Mari Maasikas", role: "admin", language: "et" },
  { email: "jaan@example.com", name: "Jaan Tamm", role: "designer" },
];

type Answer = { status?: number; body: unknown };

function stubStaff({
  part = { body: { version: 3, path: "/staff", value: staff } },
  patch = () => saved,
  invite = () => ({ body: { message: "Invited.", invited: [] } }),
  user = admin(),
}: {
  part?: Answer;
  patch?: (body: unknown) => Answer;
  invite?: (body: unknown) => Answer;
  user?: ReturnType<typeof admin>;
} = {}) {
  return stubApi({
    "GET /api/auth/user": { body: user },
    "GET /api/admin/draft": {
      body: draftAnswer({ abilities: { edit: user.email === "admin@example.com", buyers: true } }),
    },
    "GET /api/admin/draft/part": part,
    "PATCH /api/admin/draft": (call) => patch(call.body),
    "POST /api/admin/invitations": (call) => invite(call.body),
  });
}

const patchOf = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === "PATCH")?.body;

describe("the staff", () => {
  it("lists the draft's staff, and a designer only reads them", async () => {
    stubStaff({ user: designer() });
    openBackOffice("/en/admin/staff");
    const table = await screen.findByRole("table", { name: "Staff" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "NameE-mailRoleLanguage",
      "Mari Maasikasmari@example.comAdminEstonian",
      "Jaan Tammjaan@example.comDesignerThe company's language",
    ]);
    expect(screen.getByText("2 people")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a person" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
  });

  it("adds a person at the end of the staff, checked as typed", async () => {
    const calls = stubStaff();
    openBackOffice("/en/admin/staff");
    await userEvent.click(await screen.findByRole("button", { name: "Add a person" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a person" });
    await userEvent.type(within(dialog).getByLabelText("E-mail"), "not an address");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(
      await within(dialog).findByText("Enter one e-mail address, such as info@example.com."),
    ).toBeTruthy();
    expect(within(dialog).getByText("Enter a name.")).toBeTruthy();
    expect(patchOf(calls)).toBeUndefined();
    const email = within(dialog).getByLabelText("E-mail");
    await userEvent.clear(email);
    await userEvent.type(email, "kati@example.com");
    await userEvent.type(within(dialog).getByLabelText("Name"), "Kati Karu");
    await userEvent.selectOptions(within(dialog).getByLabelText("Language"), "de");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: "success", message: "Saved in the draft." }),
    );
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        {
          op: "add",
          path: "/staff/-",
          value: { email: "kati@example.com", name: "Kati Karu", role: "designer", language: "de" },
        },
      ],
    });
  });

  it("adds the first person with the list itself when the company has no staff", async () => {
    const calls = stubStaff({ part: { status: 404, body: { message: "Not found." } } });
    openBackOffice("/en/admin/staff");
    expect(await screen.findByText("0 people")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add a person" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("E-mail"), "kati@example.com");
    await userEvent.type(within(dialog).getByLabelText("Name"), "Kati Karu");
    await userEvent.selectOptions(within(dialog).getByLabelText("Role"), "admin");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        {
          op: "add",
          path: "/staff",
          value: [{ email: "kati@example.com", name: "Kati Karu", role: "admin" }],
        },
      ],
    });
  });

  it("changes a person's role after testing they are still at their place", async () => {
    const calls = stubStaff();
    openBackOffice("/en/admin/staff");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Jaan Tamm" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Jaan Tamm" });
    expect((within(dialog).getByLabelText("E-mail") as HTMLInputElement).readOnly).toBe(true);
    await userEvent.selectOptions(within(dialog).getByLabelText("Role"), "admin");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/staff/1/email", value: "jaan@example.com" },
        {
          op: "replace",
          path: "/staff/1",
          value: { email: "jaan@example.com", name: "Jaan Tamm", role: "admin" },
        },
      ],
    });
  });

  it("shows the server's refusals at their fields, and says when the draft moved on", async () => {
    let status = 422;
    stubStaff({
      patch: () =>
        status === 422
          ? {
              status,
              body: {
                message: "The edit would break the company.",
                errors: { "/staff/1/name": ["is too long"], "/staff": ["has two admins too few"] },
              },
            }
          : { status, body: { message: "The draft changed since version 3." } },
    });
    openBackOffice("/en/admin/staff");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Jaan Tamm" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    const name = within(dialog).getByLabelText("Name");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("is too long")).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(within(dialog).getByRole("alert").textContent).toContain("has two admins too few");
    status = 409;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toContain(
        "The draft was changed in the meantime.",
      ),
    );
    expect(within(dialog).getByRole("button", { name: "Load again" })).toBeTruthy();
  });

  it("removes a person only after asking", async () => {
    const calls = stubStaff();
    openBackOffice("/en/admin/staff");
    await userEvent.click(await screen.findByRole("button", { name: "Remove Mari Maasikas" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Mari Maasikas?" });
    expect(patchOf(calls)).toBeUndefined();
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/staff/0/email", value: "mari@example.com" },
        { op: "remove", path: "/staff/0" },
      ],
    });
  });

  it("says when a removal finds the draft moved on", async () => {
    stubStaff({ patch: () => ({ status: 409, body: { message: "The draft is at version 4." } }) });
    openBackOffice("/en/admin/staff");
    await userEvent.click(await screen.findByRole("button", { name: "Remove Mari Maasikas" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The draft has changed in the meantime.");
    expect(within(alert).getByRole("button", { name: "Read the draft again" })).toBeTruthy();
    expect(alert.textContent).toContain("The draft is at version 4.");
  });

  it("sends a person's invitation, and says when they are not published yet", async () => {
    let published = true;
    const calls = stubStaff({
      invite: () =>
        published
          ? { body: { message: "Invited.", invited: [{ email: "mari@example.com", as: "staff" }] } }
          : {
              status: 422,
              body: { message: "Refused.", errors: { "/emails/0": ["is not of the company"] } },
            },
    });
    openBackOffice("/en/admin/staff");
    await userEvent.click(
      await screen.findByRole("button", { name: "Send invitation to Mari Maasikas" }),
    );
    await waitFor(() => expect(toasts).toContainEqual({ kind: "success", message: "Invited." }));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      emails: ["mari@example.com"],
    });
    published = false;
    await userEvent.click(screen.getByRole("button", { name: "Send invitation to Jaan Tamm" }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: "error",
        message:
          "jaan@example.com is not published yet: publish the draft, then send the invitation.",
      }),
    );
  });
});

describe("the buyers", () => {
  function stubBuyers(
    patch: (body: unknown) => Answer = () => saved,
    user = admin(),
    page = 1,
    bind: (body: unknown) => Answer = () => ({
      body: { apartment_id: 7, emails: [], message: "The apartment's buyers are saved." },
    }),
  ) {
    return stubApi({
      "GET /api/auth/user": { body: user },
      "GET /api/admin/draft": {
        body: draftAnswer({
          abilities: { edit: user.email === "admin@example.com", buyers: true },
        }),
      },
      "GET /api/admin/draft/apartments": { body: apartmentsAnswer({ page, total: 120 }) },
      "PATCH /api/admin/draft": (call) => patch(call.body),
      "PUT /api/apartments/7/buyers": (call) => bind(call.body),
      "POST /api/admin/invitations": {
        body: { message: "Invited.", invited: [{ email: "mari@example.com", as: "buyer" }] },
      },
    });
  }

  it("names an apartment's building with the company's word for a building", async () => {
    stubBuyers(undefined, designer(), 2);
    openBackOffice("/en/admin/buyers?project=P1&q=mari&page=2", {
      ...testCompany,
      building_word: { en: "House" },
    });
    const table = await screen.findByRole("table", { name: "Apartments and their buyers" });
    expect(within(table).getAllByRole("row")[1]?.textContent).toBe(
      "House A · 12MerelaheSoldmari@example.comInvite",
    );
    await userEvent.click(screen.getByRole("button", { name: "House A · 12" }));
    expect(await screen.findByRole("dialog", { name: "Buyers of House A · 12" })).toBeTruthy();
  });

  it("lists a page of apartments with their buyers, the filters in the address", async () => {
    const calls = stubBuyers(undefined, designer(), 2);
    openBackOffice("/en/admin/buyers?project=P1&q=mari&page=2");
    const table = await screen.findByRole("table", { name: "Apartments and their buyers" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "ApartmentProjectStatusBuyers",
      "A · 12MerelaheSoldmari@example.comInvite",
      "A · 13MerelaheAvailableNo buyers",
    ]);
    expect(
      calls.some(
        (c) => c.url === "/api/admin/draft/apartments?project=P1&q=mari&page=2&per_page=50",
      ),
    ).toBe(true);
    // A designer binds and invites the buyers of a published apartment, not of one only
    // the draft has.
    expect(screen.getByRole("button", { name: "A · 12" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "A · 13" })).toBeNull();
    expect(screen.getByRole("button", { name: "Invite mari@example.com" })).toBeTruthy();
    const pagination = screen.getByRole("navigation", { name: "Pages of apartments" });
    await userEvent.click(within(pagination).getByRole("link", { name: "Page 3" }));
    expect(screen.getByTestId("location").textContent).toBe(
      "/en/admin/buyers?project=P1&q=mari&page=3",
    );
  });

  it("binds a published apartment's buyers at once, as the whole list", async () => {
    for (const user of [admin(), designer()]) {
      const calls = stubBuyers(undefined, user);
      const { unmount } = openBackOffice("/en/admin/buyers");
      await userEvent.click(await screen.findByRole("button", { name: "A · 12" }));
      const dialog = await screen.findByRole("dialog", { name: "Buyers of A · 12" });
      expect(within(dialog).getByText(/saved at once/)).toBeTruthy();
      expect((within(dialog).getByLabelText("Buyer's e-mail 1") as HTMLInputElement).value).toBe(
        "mari@example.com",
      );
      await userEvent.click(within(dialog).getByRole("button", { name: "Add a buyer" }));
      const second = within(dialog).getByLabelText("Buyer's e-mail 2");
      expect(document.activeElement).toBe(second);
      await userEvent.type(second, "jaan@");
      await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(
        await within(dialog).findByText("Enter one e-mail address, such as info@example.com."),
      ).toBeTruthy();
      expect(second.getAttribute("aria-invalid")).toBe("true");
      await userEvent.type(second, "example.com");
      await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() =>
        expect(toasts).toContainEqual({
          kind: "success",
          message: "The apartment's buyers are saved.",
        }),
      );
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
        emails: ["mari@example.com", "jaan@example.com"],
      });
      expect(patchOf(calls)).toBeUndefined();
      unmount();
      toasts.length = 0;
    }
  });

  it("sets the buyers of an apartment only the draft has in the draft, after testing its code", async () => {
    const calls = stubBuyers();
    openBackOffice("/en/admin/buyers");
    await userEvent.click(await screen.findByRole("button", { name: "A · 13" }));
    const dialog = await screen.findByRole("dialog", { name: "Buyers of A · 13" });
    expect(within(dialog).getByText(/published with the draft/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Buyer's e-mail 1"), "jaan@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/buildings/0/apartments/1/code", value: "A-13" },
        {
          op: "add",
          path: "/projects/0/buildings/0/apartments/1/buyers",
          value: ["jaan@example.com"],
        },
      ],
    });
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("takes a published apartment from its buyers when no address is left", async () => {
    const calls = stubBuyers();
    openBackOffice("/en/admin/buyers");
    await userEvent.click(await screen.findByRole("button", { name: "A · 12" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove buyer 1" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ emails: [] }),
    );
  });

  it("shows a binding's refusal at the buyer's field, and one about no field above them", async () => {
    let status = 422;
    stubBuyers(undefined, admin(), 1, () =>
      status === 422
        ? {
            status,
            body: {
              message: "Please check the highlighted fields.",
              errors: { "emails.0": ["Enter one e-mail address."] },
            },
          }
        : { status, body: { message: "The company's draft removes this apartment." } },
    );
    openBackOffice("/en/admin/buyers");
    await userEvent.click(await screen.findByRole("button", { name: "A · 12" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const first = within(dialog).getByLabelText("Buyer's e-mail 1");
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("Enter one e-mail address.")).toBeTruthy();
    expect(document.activeElement).toBe(first);
    status = 409;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The company's draft removes this apartment.");
  });

  it("shows the server's refusal at the buyer's field, and says when the draft moved on", async () => {
    let status = 422;
    stubBuyers(() =>
      status === 422
        ? {
            status,
            body: {
              message: "The edit would break the company.",
              errors: {
                "/projects/0/buildings/0/apartments/1/buyers/0": ["is a staff member's address"],
              },
            },
          }
        : { status, body: { message: "The draft changed since version 3." } },
    );
    openBackOffice("/en/admin/buyers");
    await userEvent.click(await screen.findByRole("button", { name: "A · 13" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Buyer's e-mail 1"), "staff@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    const first = within(dialog).getByLabelText("Buyer's e-mail 1");
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("is a staff member's address")).toBeTruthy();
    expect(document.activeElement).toBe(first);
    status = 409;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The draft was changed in the meantime.");
    expect(within(alert).getByRole("button", { name: "Load again" })).toBeTruthy();
  });

  it("says in the server's words when a buyer was invited too often", async () => {
    stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/draft/apartments": { body: apartmentsAnswer() },
      "POST /api/admin/invitations": {
        status: 429,
        body: { message: "mari@example.com was invited too often today." },
      },
    });
    openBackOffice("/en/admin/buyers");
    await userEvent.click(await screen.findByRole("button", { name: "Invite mari@example.com" }));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        kind: "error",
        message: "mari@example.com was invited too often today.",
      }),
    );
  });

  it("invites a buyer", async () => {
    const calls = stubBuyers();
    openBackOffice("/en/admin/buyers");
    await userEvent.click(await screen.findByRole("button", { name: "Invite mari@example.com" }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: "success", message: "Invited." }));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      emails: ["mari@example.com"],
    });
  });
});
