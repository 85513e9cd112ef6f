// @vitest-environment jsdom
import type { AuditAction, AuditAnswer, AuditDetails, AuditEvent } from "@home-designer/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../auth/testing.tsx";
import {
  auditAnswer,
  auditEvent,
  designer,
  draftAnswer,
  openBackOffice,
  overviewAnswer,
  setUpBackOfficeTests,
} from "../testing.tsx";
import { layoutParam } from "./audit-screen.tsx";

setUpBackOfficeTests();

const location = () => screen.getByTestId("location");
const NBSP = "\u00a0";

/** One event's details per action, each with the sentence the page writes for it in English. */
const ACTIONS: { [A in AuditAction]: [Extract<AuditDetails, { action: A }>, string] } = {
  design_saved: [
    { action: "design_saved", package: { en: "Sea view" }, new: true },
    "Saved a new package “Sea view”",
  ],
  design_renamed: [
    { action: "design_renamed", package: { en: "Sea view 2" }, from: { en: "Sea view" } },
    "Renamed the package “Sea view” to “Sea view 2”",
  ],
  design_duplicated: [
    { action: "design_duplicated", package: { en: "Sea view, copy" }, from: { en: "Sea view" } },
    "Copied the package “Sea view” as “Sea view, copy”",
  ],
  design_deleted: [
    { action: "design_deleted", package: { et: "Vana mõte" } },
    "Deleted the package “Vana mõte”",
  ],
  designs_deleted: [
    { action: "designs_deleted", count: 3 },
    "Removed the apartment from the dashboard with 3 own packages",
  ],
  confirmed: [
    {
      action: "confirmed",
      version: 2,
      kind: "amendment",
      package: { en: "Premium", et: "Premium" },
      total: 12_345,
      hash: "3f9a0c1d2e4b5a69",
      signed_by: null,
    },
    `Confirmed version 2 (amendment) of “Premium”, 12${NBSP}345,00${NBSP}€`,
  ],
  reopened: [
    {
      action: "reopened",
      version: 1,
      reason: "A darker floor",
      rooms: [{ en: "kitchen", et: "köök" }, { en: "bath" }],
    },
    "Reopened version 1: kitchen, bath — A darker floor",
  ],
  change_requested: [{ action: "change_requested", version: 1 }, "Asked for a change to version 1"],
  change_declined: [
    { action: "change_declined", version: 1, reason: "The walls are built" },
    "Declined the request to change version 1 — The walls are built",
  ],
  buyers_changed: [
    { action: "buyers_changed", added: ["a@b.ee"], removed: ["c@d.ee", "e@f.ee"] },
    "Buyers changed: added a@b.ee; removed c@d.ee, e@f.ee",
  ],
  special_added: [
    { action: "special_added", package: { en: "Sea view" }, group: { en: "Worktop" } },
    "Added a special solution for “Worktop” to “Sea view”",
  ],
  special_changed: [
    {
      action: "special_changed",
      package: { en: "Sea view" },
      name: { en: "Island" },
      fields: ["unit_price", "files"],
    },
    "Changed the special solution “Island” in “Sea view”: product price, files",
  ],
  special_deleted: [
    { action: "special_deleted", package: { en: "Sea view" }, name: { en: "Island" } },
    "Removed the special solution “Island” from “Sea view”",
  ],
  room_renamed: [{ action: "room_renamed", name: "Guest room" }, "Renamed a room to “Guest room”"],
  imported: [
    { action: "imported", source: "published", things: 14 },
    "Imported (published from the draft): 14 things changed",
  ],
  deadlines_changed: [
    {
      action: "deadlines_changed",
      deadlines: [
        { code: "kitchen", date: "2027-03-01", name: { en: "kitchen" } },
        { code: "all", date: "2027-04-15", name: {} },
      ],
    },
    "Deadlines changed: kitchen 1 March 2027, all 15 April 2027",
  ],
};

/** The back office of a designer, the trail answered by `audit` (an answer, or one per call). */
function stubAudit(
  audit: AuditAnswer | ((url: URL) => { status?: number; body: unknown }),
  project = "P1",
) {
  return stubApi({
    "GET /api/auth/user": { body: designer() },
    "GET /api/admin/draft": { body: draftAnswer({ abilities: { edit: false, buyers: true } }) },
    "GET /api/admin/overview": { body: overviewAnswer() },
    [`GET /api/admin/projects/${project}/audit`]:
      typeof audit === "function"
        ? (call) => audit(new URL(call.url, "http://localhost"))
        : { body: audit },
    [`GET /api/admin/projects/${project}/audit.csv`]: { body: "" },
    [`GET /api/admin/projects/${project}/audit.xlsx`]: { body: "" },
  });
}

/** The trail's events as the page lists them, each its facts and its sentence. */
async function listedEvents() {
  const list = await screen.findByRole("list", { name: "Events, newest first" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => {
      const [head, what] = [...item.querySelectorAll("p")].map((p) => p.textContent ?? "");
      return { head, what };
    });
}

/** A confirmation the buyer signed at the company's eID broker. */
const SIGNED: [AuditDetails, string] = [
  {
    action: "confirmed",
    version: 1,
    kind: "buyer",
    package: { en: "Premium" },
    total: 980.5,
    hash: "3f9a0c1d2e4b5a69",
    signed_by: "MARI MAASIKAS",
  },
  `Confirmed version 1 of “Premium”, 980,50${NBSP}€, signed by MARI MAASIKAS`,
];

describe("the audit trail", () => {
  it("writes every action as a sentence, of the first project when none is chosen", async () => {
    const entries = [...(Object.values(ACTIONS) as [AuditDetails, string][]), SIGNED];
    const calls = stubAudit(auditAnswer(entries.map(([details]) => auditEvent({ details }))));
    openBackOffice("/en/admin/audit");
    await screen.findByRole("heading", { level: 1, name: "Audit trail" });
    const events = await listedEvents();
    expect(events.map((event) => event.what)).toEqual(entries.map(([, sentence]) => sentence));
    expect(calls.map((call) => call.url)).toContain("/api/admin/projects/P1/audit?page=1");
    expect(screen.getByText(`${entries.length} events`)).toBeTruthy();
    expect((screen.getByLabelText("Project") as HTMLSelectElement).value).toBe("P1");
  });

  it("says when, who and where: the system, a deleted account, staff acting for a buyer", async () => {
    const events: AuditEvent[] = [
      auditEvent({
        by: null,
        apartment: null,
        layout: null,
        details: { action: "imported", source: "command", things: 1 },
      }),
      auditEvent({ by: { email: null, role: "customer" } }),
      auditEvent({
        by: { email: "designer@example.com", role: "designer" },
        for: { email: null, role: null },
      }),
      auditEvent({ by: { email: "former@example.com", role: null }, apartment: null }),
      auditEvent({
        by: { email: "designer@example.com", role: "designer" },
        for: { email: "mari@example.com", role: "customer" },
      }),
    ];
    stubAudit(auditAnswer(events));
    openBackOffice("/en/admin/audit?project=P1");
    const listed = await listedEvents();
    expect(listed.map((event) => event.head)).toEqual([
      "12 March 2026, 12:05; the system; Whole project",
      "12 March 2026, 12:05; deleted account (customer); Building A, apartment 12, layout “Premium 3R”",
      "12 March 2026, 12:05; designer@example.com (designer), acting for a deleted account; Building A, apartment 12, layout “Premium 3R”",
      "12 March 2026, 12:05; former@example.com; layout “Premium 3R”",
      "12 March 2026, 12:05; designer@example.com (designer), acting for mari@example.com (customer); Building A, apartment 12, layout “Premium 3R”",
    ]);
    expect(listed[0]?.what).toBe("Imported (command line): 1 thing changed");
    const time = screen.getAllByText("12 March 2026, 12:05")[0];
    expect(time?.tagName).toBe("TIME");
    expect(time?.getAttribute("datetime")).toBe("2026-03-12T10:05:00Z");
  });

  it("shows one layout when the address names it, and the whole project again", async () => {
    const calls = stubAudit(auditAnswer([auditEvent()]));
    openBackOffice("/en/admin/audit?project=P1&layout=12");
    expect(
      await screen.findByText(
        "Only one layout is shown: Building A, apartment 12, layout “Premium 3R”.",
      ),
    ).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(
      "/api/admin/projects/P1/audit?layout=12&page=1",
    );
    // Within one layout's trail its events link nowhere else.
    const list = screen.getByRole("list", { name: "Events, newest first" });
    expect(within(list).queryByRole("link")).toBeNull();

    await userEvent.click(screen.getByRole("link", { name: "Show the whole project" }));
    expect(location().textContent).toBe("/en/admin/audit?project=P1");
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain("/api/admin/projects/P1/audit?page=1"),
    );
    expect(screen.queryByText(/Only one layout is shown/)).toBeNull();

    // From the whole trail, an event's layout is one click from its own.
    await userEvent.click(
      await screen.findByRole("link", { name: "Building A, apartment 12, layout “Premium 3R”" }),
    );
    expect(location().textContent).toBe("/en/admin/audit?project=P1&layout=12");
  });

  it("pages with links that keep the layout", async () => {
    const calls = stubAudit((url) => ({
      body: auditAnswer([auditEvent()], {
        total: 120,
        page: Number(url.searchParams.get("page")),
        per_page: 50,
      }),
    }));
    openBackOffice("/en/admin/audit?project=P1&layout=12&page=2");
    const pagination = await screen.findByRole("navigation", { name: "Pages of the audit trail" });
    expect(calls.map((call) => call.url)).toContain(
      "/api/admin/projects/P1/audit?layout=12&page=2",
    );
    const current = within(pagination).getByRole("link", { name: "Page 2" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("120 events")).toBeTruthy();
    await userEvent.click(within(pagination).getByRole("link", { name: "Next" }));
    expect(location().textContent).toBe("/en/admin/audit?project=P1&layout=12&page=3");
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        "/api/admin/projects/P1/audit?layout=12&page=3",
      ),
    );
  });

  it("downloads what is shown as CSV and XLSX, with the login and the layout", async () => {
    // The browser's object URLs of a download, which jsdom does not have.
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = () => "blob:audit";
        static override revokeObjectURL = () => {};
      },
    );
    const calls = stubAudit(auditAnswer());
    openBackOffice("/en/admin/audit?project=P1&layout=12");
    await listedEvents();
    await userEvent.click(screen.getByRole("button", { name: "Download CSV" }));
    await userEvent.click(screen.getByRole("button", { name: "Download XLSX" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes("/audit.")).map((call) => call.url)).toEqual([
        "/api/admin/projects/P1/audit.csv?layout=12",
        "/api/admin/projects/P1/audit.xlsx?layout=12",
      ]),
    );
    const csv = calls.find((call) => call.url.includes("/audit.csv"));
    expect(csv?.headers.Authorization).toBe("Bearer tok");
    expect(csv?.headers.Accept).toBe("text/csv");
  });

  it.each([
    [404, "There is no project P9 in the company."],
    [403, "Only the company's staff can do this."],
  ])("shows a refusal (%i) as an error", async (status, message) => {
    stubAudit(() => ({ status, body: { message } }), "P9");
    openBackOffice("/en/admin/audit?project=P9");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Events, newest first" })).toBeNull();
  });

  it("says when the company has no project to show", async () => {
    const calls = stubApi({
      "GET /api/auth/user": { body: designer() },
      "GET /api/admin/draft": { body: draftAnswer({ abilities: { edit: false, buyers: true } }) },
      "GET /api/admin/overview": { body: { projects: [] } },
    });
    openBackOffice("/en/admin/audit");
    expect(await screen.findByText("The company has no projects yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Download CSV" })).toBeNull();
    expect(calls.some((call) => call.url.includes("/audit"))).toBe(false);
  });

  it("is reached from a project on the overview", async () => {
    stubAudit(auditAnswer());
    openBackOffice("/en/admin");
    const project = await screen.findByRole("region", { name: "Merelahe (P1)" });
    await userEvent.click(within(project).getByRole("link", { name: "Audit trail" }));
    expect(location().textContent).toBe("/en/admin/audit?project=P1");
    expect(await screen.findByRole("heading", { level: 1, name: "Audit trail" })).toBeTruthy();
  });

  it("reads a layout from the address only as a database id", () => {
    expect(layoutParam("12")).toBe(12);
    for (const odd of [null, "", "0", "-3", "1.5", "12abc", "99999999999"])
      expect(layoutParam(odd), String(odd)).toBeNull();
  });
});
