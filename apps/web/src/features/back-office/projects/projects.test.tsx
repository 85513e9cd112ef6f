// @vitest-environment jsdom
import type { DraftProjectsAnswer } from "@home-designer/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../auth/testing.tsx";
import {
  admin,
  apartmentsAnswer,
  designer,
  draftAnswer,
  openBackOffice,
  setUpBackOfficeTests,
} from "../testing.tsx";

const { toasts } = setUpBackOfficeTests();

const projects = (): DraftProjectsAnswer => ({
  version: 3,
  projects: [
    {
      index: 0,
      code: "P1",
      name: "Merelahe",
      fields: { code: "P1", name: "Merelahe", address: "Sadama 1", show_symbols: true },
      buildings: [
        { index: 0, code: "A", number: "A", apartments: 120 },
        { index: 1, code: "B", number: "B", apartments: 0 },
      ],
      room_types: [
        { index: 0, code: "kitchen", name: "Kitchen" },
        { index: 1, code: "bath", name: "Bathroom" },
      ],
      restrictions: 2,
    },
  ],
});

/** The company's sites: a German one beside the Estonian and English one the admin is on. */
const hosts = {
  version: 3,
  path: "/hosts",
  value: [
    { host: "localhost", languages: ["et", "en"] },
    { host: "de.localhost", languages: ["de"] },
  ],
  files: {},
};

const roomTypes = {
  version: 3,
  path: "/projects/0/room_types",
  value: [
    {
      code: "kitchen",
      label: { en: "Kitchen" },
      picture_layers: [
        { file: "files/kitchen-top.svg", layer: 5 },
        { file: "files/kitchen-base.svg", layer: 1 },
      ],
      groups: [],
    },
    { code: "bath", label: { en: "Bathroom" }, groups: [] },
  ],
  files: {
    "files/kitchen-top.svg": "/media/top.svg",
    "files/kitchen-base.svg": "/media/base.svg",
    "files/kitchen-tap.svg": "/media/tap.svg",
  },
};

const apartment = {
  code: "A-12",
  number: "12",
  floor: 3,
  status: "sold",
  buyers: ["mari@example.com"],
  layouts: [
    {
      code: "L1",
      name: "Two rooms",
      plan: "files/plan.svg",
      rooms: [{ code: "k", room_type: "kitchen", numbers: ["1.1", "1.2"] }],
    },
  ],
};

const saved = { body: { ...draftAnswer(), message: "Saved in the draft.", dry_run: false } };

type Answer = { status?: number; body: unknown };

function stubProjects({
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
    "GET /api/admin/draft/projects": { body: projects() },
    "GET /api/admin/draft/apartments": { body: apartmentsAnswer({ total: 120 }) },
    "GET /api/admin/draft/part": (call) =>
      call.url.includes("room_types")
        ? { body: roomTypes }
        : call.url.includes("hosts")
          ? { body: hosts }
          : {
              body: {
                version: 3,
                path: "/projects/0/buildings/0/apartments/0",
                value: apartment,
                files: { "files/plan.svg": "/media/plan.svg" },
              },
            },
    "PATCH /api/admin/draft": (call) => patch(call.body),
  });
}

/** An XMLHttpRequest that records what is sent and answers as the test says. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = "";
  url = "";
  body: unknown = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const patchOf = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === "PATCH")?.body;

describe("the projects", () => {
  it("lists the draft's projects, and a project's buildings and a building's apartments a page at a time", async () => {
    const calls = stubProjects({ user: designer() });
    openBackOffice("/en/admin/projects");
    const table = await screen.findByRole("table", { name: "Projects" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["NameCodeBuildingsApartments", "MerelaheP12120"]);
    expect(screen.queryByRole("button", { name: "Add a project" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    await userEvent.click(within(table).getByRole("link", { name: "Merelahe" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Merelahe" })).toBeTruthy();
    expect(await screen.findByText("120 apartments")).toBeTruthy();
    expect(
      calls.some(
        (c) => c.url === "/api/admin/draft/apartments?project=P1&building=A&page=1&per_page=50",
      ),
    ).toBe(true);
    const buyers = screen.getByRole("link", {
      name: "1 buyer of Building A, apartment 12: set them on the buyers' page",
    });
    expect(buyers.getAttribute("href")).toBe("/en/admin/buyers?project=P1&q=A-12");
    const pages = screen.getByRole("navigation", { name: "Apartments of Building A, pages" });
    expect(within(pages).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe(
      "/en/admin/projects?project=P1&building=A&page=3",
    );
  });

  it("links each published layout of a building's apartments to its audit trail", async () => {
    stubProjects({ user: designer() });
    openBackOffice("/en/admin/projects?project=P1&building=A");
    const table = await screen.findByRole("table", { name: "Apartments of Building A" });
    const [, twelve, thirteen] = within(table).getAllByRole("row");
    expect(within(table).getByRole("columnheader", { name: "Layouts" })).toBeTruthy();
    // Published: its trail, named with the layout and the apartment; only in the draft: none yet.
    const trails = within(twelve as HTMLElement).getAllByRole("link", { name: /Audit trail/ });
    expect(trails.map((link) => [link.getAttribute("aria-label"), link.textContent])).toEqual([
      ["Audit trail of the layout 2 rooms, Building A, apartment 12", "Audit trail"],
    ]);
    expect(trails[0]?.getAttribute("href")).toBe("/en/admin/audit?project=P1&layout=41");
    expect(within(twelve as HTMLElement).getByText("3 rooms")).toBeTruthy();
    expect(within(thirteen as HTMLElement).queryByRole("link", { name: /Audit trail/ })).toBeNull();
  });

  it("edits a project's own fields as one tested edit that changes only what changed", async () => {
    const calls = stubProjects();
    openBackOffice("/en/admin/projects?project=P1");
    await userEvent.click(await screen.findByRole("button", { name: "Edit the project" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Merelahe" });
    const name = within(dialog).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Merelahe II");
    await userEvent.type(within(dialog).getByLabelText("VAT % (instead of the company's)"), "9,5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(await within(dialog).findByText("Write a percentage such as 24 or 9.5.")).toBeTruthy();
    expect(patchOf(calls)).toBeUndefined();
    const vat = within(dialog).getByLabelText("VAT % (instead of the company's)");
    await userEvent.clear(vat);
    await userEvent.type(vat, "9.5");
    await userEvent.click(within(dialog).getByLabelText("Symbol legends with the plans"));
    // A text in every language of the company's sites, not only of the one the admin is on.
    await userEvent.type(await within(dialog).findByLabelText("German"), "Fußzeile");
    await userEvent.type(within(dialog).getByLabelText("Estonian"), "Jalus");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/code", value: "P1" },
        { op: "add", path: "/projects/0/name", value: "Merelahe II" },
        { op: "add", path: "/projects/0/show_symbols", value: false },
        { op: "add", path: "/projects/0/vat", value: "9.5" },
        { op: "add", path: "/projects/0/pdf_footer", value: { et: "Jalus", de: "Fußzeile" } },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Focus goes back to the button that opened the dialog.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit the project" }));
  });

  it("sets a project's selection deadlines as one tested edit, and shows a refusal at its field", async () => {
    let refuse = true;
    const calls = stubProjects({
      patch: () =>
        refuse
          ? {
              status: 422,
              body: {
                message: "The edit would break the company.",
                errors: { "/projects/0/deadlines/0/date": ["should be a day written YYYY-MM-DD"] },
              },
            }
          : saved,
    });
    openBackOffice("/en/admin/projects?project=P1");
    expect(await screen.findByText("No deadlines: buyers choose until they confirm.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Edit deadlines" }));
    const dialog = await screen.findByRole("dialog", { name: "Selection deadlines of Merelahe" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a deadline" }));
    await userEvent.type(within(dialog).getByLabelText("Code"), "kitchen");
    await userEvent.type(within(dialog).getByLabelText("Last day"), "01/03/2027");
    expect(
      within(dialog).getByText("Closes at the end of 1 March 2027 in the company's time zone."),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByLabelText("Kitchen"));
    await userEvent.type(
      within(dialog).getByLabelText(
        "Reminder, days before (empty: the company's setting, 7 by default; 0: none)",
      ),
      "10",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(await within(dialog).findByText("should be a day written YYYY-MM-DD")).toBeTruthy();
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/code", value: "P1" },
        {
          op: "add",
          path: "/projects/0/deadlines",
          value: [{ code: "kitchen", date: "2027-03-01", room_types: ["kitchen"] }],
        },
        { op: "add", path: "/projects/0/deadline_reminder_days", value: 10 },
      ],
    });
    refuse = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("adds a building at the end of the project's buildings, with no apartments", async () => {
    const calls = stubProjects();
    openBackOffice("/en/admin/projects?project=P1");
    await userEvent.click(await screen.findByRole("button", { name: "Add a building" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a building" });
    await userEvent.type(within(dialog).getByLabelText("Code"), "C");
    await userEvent.type(within(dialog).getByLabelText("Number or letter"), "C");
    // Without a building word of the company's own, the app's word: "Building C".
    expect(within(dialog).getByText("Buyers read it as “Building C”.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        {
          op: "add",
          path: "/projects/0/buildings/-",
          value: { code: "C", number: "C", apartments: [] },
        },
      ],
    });
  });

  it("shows a refusal of a new building at its field, by the place it would take", async () => {
    stubProjects({
      patch: () => ({
        status: 422,
        body: {
          message: "The edit would break the company.",
          errors: { "/projects/0/buildings/2/code": ["is the code of building A too"] },
        },
      }),
    });
    openBackOffice("/en/admin/projects?project=P1");
    await userEvent.click(await screen.findByRole("button", { name: "Add a building" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a building" });
    await userEvent.type(within(dialog).getByLabelText("Code"), "A");
    await userEvent.type(within(dialog).getByLabelText("Number or letter"), "A");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(await within(dialog).findByText("is the code of building A too")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Code"));
  });

  it("shows the server's refusals of an apartment at their fields, and says when the draft moved on", async () => {
    let status = 422;
    const calls = stubProjects({
      patch: () =>
        status === 422
          ? {
              status,
              body: {
                message: "The edit would break the company.",
                errors: {
                  "/projects/0/buildings/0/apartments/0/number": ["is taken by apartment 13"],
                  "/projects/0/packages/0": ["names nothing"],
                },
              },
            }
          : { status, body: { message: "The draft changed since version 3." } },
    });
    openBackOffice("/en/admin/projects?project=P1");
    await userEvent.click(await screen.findByRole("button", { name: "Apartment 12" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Building A, apartment 12" });
    expect((within(dialog).getByLabelText("Floor") as HTMLInputElement).value).toBe("3");
    expect((within(dialog).getByLabelText("Sale status") as HTMLSelectElement).value).toBe("sold");
    await userEvent.selectOptions(within(dialog).getByLabelText("Sale status"), "reserved");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    const number = within(dialog).getByLabelText("Apartment number");
    await waitFor(() => expect(number.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("is taken by apartment 13")).toBeTruthy();
    expect(document.activeElement).toBe(number);
    expect(within(dialog).getByRole("alert").textContent).toContain("names nothing");
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/buildings/0/apartments/0/code", value: "A-12" },
        { op: "add", path: "/projects/0/buildings/0/apartments/0/status", value: "reserved" },
      ],
    });
    status = 409;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert").textContent).toContain(
        "The draft was changed in the meantime.",
      ),
    );
    expect(within(dialog).getByRole("button", { name: "Load again" })).toBeTruthy();
  });

  it("edits a layout's rooms: a room of a room type, its numbers as a list", async () => {
    const calls = stubProjects();
    openBackOffice("/en/admin/projects?project=P1");
    await userEvent.click(await screen.findByRole("button", { name: "Apartment 12" }));
    const apartmentDialog = await screen.findByRole("dialog");
    await userEvent.click(
      await within(apartmentDialog).findByRole("button", { name: "Edit the layout Two rooms" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit the layout Two rooms" });
    expect(
      within(dialog).getByRole("link", { name: "Open: Apartment plan" }).getAttribute("href"),
    ).toBe("/media/plan.svg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a room" }));
    const rooms = within(dialog).getAllByLabelText("Code");
    await userEvent.type(rooms[1] as HTMLElement, "b");
    const types = within(dialog).getAllByLabelText("Room type");
    await userEvent.selectOptions(types[1] as HTMLElement, "bath");
    const numbers = within(dialog).getAllByLabelText("Numbers on the plan (separated by commas)");
    await userEvent.type(numbers[1] as HTMLElement, "2.1, 2.2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/buildings/0/apartments/0/layouts/0/code", value: "L1" },
        {
          op: "add",
          path: "/projects/0/buildings/0/apartments/0/layouts/0/rooms",
          value: [
            { code: "k", room_type: "kitchen", numbers: ["1.1", "1.2"] },
            { code: "b", room_type: "bath", numbers: ["2.1", "2.2"] },
          ],
        },
      ],
    });
  });

  it("previews a room type's picture from its layers in their stacking order, as they are edited", async () => {
    const calls = stubProjects();
    openBackOffice("/en/admin/projects?project=P1");
    await userEvent.click(await screen.findByRole("button", { name: "Picture layers of Kitchen" }));
    const dialog = await screen.findByRole("dialog", { name: "Picture layers of Kitchen" });
    // The preview is named for what it shows, the composed picture (not the project's preview).
    const preview = within(dialog).getByRole("region", { name: "The composed picture" });
    const picture = within(preview).getByRole("img", { name: "Preview of the picture of Kitchen" });
    const sources = () =>
      [...picture.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(sources()).toEqual(["/media/base.svg", "/media/top.svg"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a layer" }));
    await userEvent.type(
      within(dialog).getAllByLabelText("File")[2] as HTMLElement,
      "files/kitchen-tap.svg",
    );
    await waitFor(() =>
      expect(sources()).toEqual(["/media/base.svg", "/media/top.svg", "/media/tap.svg"]),
    );
    const order = within(dialog).getAllByLabelText(
      "Place in the stack (smaller below)",
    )[2] as HTMLElement;
    await userEvent.clear(order);
    await userEvent.type(order, "2");
    await waitFor(() =>
      expect(sources()).toEqual(["/media/base.svg", "/media/tap.svg", "/media/top.svg"]),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/room_types/0/code", value: "kitchen" },
        {
          op: "add",
          path: "/projects/0/room_types/0/picture_layers",
          value: [
            { file: "files/kitchen-top.svg", layer: 5 },
            { file: "files/kitchen-base.svg", layer: 1 },
            { file: "files/kitchen-tap.svg", layer: 2 },
          ],
        },
      ],
    });
  });

  it("uploads a layer's file with its progress, previews it, and saves at the upload's version", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    const calls = stubProjects();
    openBackOffice("/en/admin/projects?project=P1");
    await userEvent.click(await screen.findByRole("button", { name: "Picture layers of Kitchen" }));
    const dialog = await screen.findByRole("dialog", { name: "Picture layers of Kitchen" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a layer" }));
    const input = within(dialog).getAllByLabelText("Upload: File")[2] as HTMLInputElement;
    await userEvent.upload(input, new File(["<svg/>"], "tap.svg", { type: "image/svg+xml" }));
    const request = FakeRequest.last as FakeRequest;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/admin/draft/files");
    expect((request.body as FormData).get("file")).toBeInstanceOf(File);
    request.progress(50, 100);
    const progress = await within(dialog).findByLabelText("Sending the file…");
    expect((progress as HTMLProgressElement).value).toBe(50);
    request.answer(200, {
      message: "Uploaded.",
      version: 4,
      path: "files/tap-1234.svg",
      url: "/media/tap-1234.svg",
    });
    expect(
      await within(dialog).findByText(
        "Uploaded into the draft as files/tap-1234.svg. Save to name it here.",
      ),
    ).toBeTruthy();
    const picture = within(dialog).getByRole("img", { name: "Preview of the picture of Kitchen" });
    await waitFor(() =>
      expect([...picture.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
        "/media/base.svg",
        "/media/top.svg",
        "/media/tap-1234.svg",
      ]),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toMatchObject({
      version: 4,
      operations: [
        { op: "test", path: "/projects/0/room_types/0/code", value: "kitchen" },
        {
          op: "add",
          path: "/projects/0/room_types/0/picture_layers",
          value: [
            { file: "files/kitchen-top.svg", layer: 5 },
            { file: "files/kitchen-base.svg", layer: 1 },
            { file: "files/tap-1234.svg", layer: 6 },
          ],
        },
      ],
    });
  });

  it("shows why the draft refused a file", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    stubProjects();
    openBackOffice("/en/admin/projects?project=P1");
    await userEvent.click(await screen.findByRole("button", { name: "Picture layers of Kitchen" }));
    const dialog = await screen.findByRole("dialog", { name: "Picture layers of Kitchen" });
    const input = within(dialog).getAllByLabelText("Upload: File")[0] as HTMLInputElement;
    await userEvent.upload(input, new File(["x"], "plan.exe", { type: "image/svg+xml" }));
    (FakeRequest.last as FakeRequest).answer(422, {
      message: "The file was not taken.",
      errors: { "plan.exe": ["is not a type the format takes"] },
    });
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("The file was not taken.");
    expect(alert.textContent).toContain("is not a type the format takes");
    // A removed layer leaves the picture, and focus goes to the list's add button.
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove layer 2" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole("button", { name: "Add a layer" }),
      ),
    );
    const picture = within(dialog).getByRole("img", { name: "Preview of the picture of Kitchen" });
    expect([...picture.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "/media/top.svg",
    ]);
  });

  it("asks before removing an apartment, and shows why the draft refused it, focus back on its button", async () => {
    const calls = stubProjects({
      patch: () => ({
        status: 422,
        body: {
          message: "This change would leave the company with problems (1); nothing was saved.",
          errors: {
            "/projects/0/buildings/0/apartments/0": [
              "cannot be removed: 1 buyer(s) are bound to the apartment P1/A/A-12; unbind them on the buyers page first",
            ],
          },
        },
      }),
    });
    openBackOffice("/en/admin/projects?project=P1");
    const remove = await screen.findByRole("button", {
      name: "Remove Building A, apartment 12",
    });
    await userEvent.click(remove);
    let dialog = await screen.findByRole("dialog", { name: "Remove Building A, apartment 12?" });
    expect(within(dialog).getByText(/unbind them on the buyers page first/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patchOf(calls)).toBeUndefined();
    expect(document.activeElement).toBe(remove);

    await userEvent.click(remove);
    dialog = await screen.findByRole("dialog", { name: "Remove Building A, apartment 12?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.textContent).toContain("The change was not saved:");
    expect(refusal.textContent).toContain("/projects/0/buildings/0/apartments/0");
    expect(refusal.textContent).toContain("1 buyer(s) are bound to the apartment P1/A/A-12");
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/buildings/0/apartments/0/code", value: "A-12" },
        { op: "remove", path: "/projects/0/buildings/0/apartments/0" },
      ],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(remove);
  });

  it("removes a building, a layout and the project after asking, focus on what stays", async () => {
    const calls = stubProjects();
    openBackOffice("/en/admin/projects?project=P1");
    await userEvent.click(await screen.findByRole("button", { name: "Remove Building B" }));
    const building = await screen.findByRole("dialog", { name: "Remove Building B?" });
    await userEvent.click(within(building).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/buildings/1/code", value: "B" },
        { op: "remove", path: "/projects/0/buildings/1" },
      ],
    });
    expect(toasts).toContainEqual({ kind: "success", message: "Saved in the draft." });
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Buildings" }));

    calls.length = 0;
    await userEvent.click(await screen.findByRole("button", { name: "Apartment 12" }));
    const apartmentDialog = await screen.findByRole("dialog", {
      name: "Edit Building A, apartment 12",
    });
    await userEvent.click(
      within(apartmentDialog).getByRole("button", { name: "Remove Two rooms" }),
    );
    const layout = await screen.findByRole("dialog", { name: "Remove the layout Two rooms?" });
    await userEvent.click(within(layout).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Remove the layout Two rooms?" })).toBeNull(),
    );
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/buildings/0/apartments/0/layouts/0/code", value: "L1" },
        { op: "remove", path: "/projects/0/buildings/0/apartments/0/layouts/0" },
      ],
    });
    expect(document.activeElement).toBe(
      within(screen.getByRole("dialog")).getByRole("heading", { name: "Layouts" }),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    calls.length = 0;
    await userEvent.click(screen.getByRole("button", { name: "Remove the project" }));
    const project = await screen.findByRole("dialog", { name: "Remove the project Merelahe?" });
    await userEvent.click(within(project).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/en/admin/projects"),
    );
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/projects/0/code", value: "P1" },
        { op: "remove", path: "/projects/0" },
      ],
    });
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
  });
});
