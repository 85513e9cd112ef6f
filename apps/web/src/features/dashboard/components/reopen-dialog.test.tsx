// @vitest-environment jsdom
import { REOPEN_REASON_LIMIT, type User } from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { Route } from "../../../lib/navigation.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { userQuery } from "../../../lib/user.ts";
import { DashboardContext, type DashboardContextValue } from "../dashboard-context.ts";
import { layoutGroups } from "../dashboard-data.ts";
import { entry } from "../fixtures.ts";
import { LayoutSection } from "./layout-section.tsx";
import { REASON_LIMIT } from "./reopen-dialog.tsx";

const toasts = vi.hoisted(() => [] as { kind: string; message: string }[]);
vi.mock("../../../lib/toast.ts", async (original) => ({
  ...(await original<typeof import("../../../lib/toast.ts")>()),
  toast: {
    success: (message: string) => toasts.push({ kind: "success", message }),
    error: (message: string) => toasts.push({ kind: "error", message }),
    warning: (message: string) => toasts.push({ kind: "warning", message }),
    message: (message: string) => toasts.push({ kind: "message", message }),
  },
}));

const TOKEN = "staff-token";
const designer = { id: 9, name: "Disainer", roles: { designer: "designer" } } as unknown as User;
const customer = { id: 7, name: "Mari", roles: { customer: "customer" } } as unknown as User;

const room = (id: number, en: string, numbers: string[] = []) => ({
  id,
  slug: en.toLowerCase(),
  label: { en, et: en },
  originalLabel: { en, et: en },
  numbers,
});
const tabs = { rooms: [room(11, "Kitchen", ["1.2"]), room(12, "Bathroom")] };
const reopening = {
  version: 1,
  reason: "The tiles are no longer made.",
  tab_ids: [12],
  reopened_at: "2026-02-03T10:00:00.000Z",
};

type Sent = { method: string; url: string; body: unknown };

/** The server: the layout's rooms and the reopening's answer as the test says. */
function serve(reopen: { status: number; body: unknown }): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    if (url.startsWith("/api/project/1/tabs")) return json(200, tabs);
    if (url === "/api/layouts/1/reopen") return json(reopen.status, reopen.body);
    return json(404, { message: "Not here" });
  });
  return sent;
}

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "dashboard"]);
  // jsdom has no media queries: a phone-sized screen.
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});

afterEach(() => {
  cleanup();
  toasts.length = 0;
  vi.unstubAllGlobals();
  usePrimaryStore.setState({ token: null });
});

function renderLayout(user: User, confirmed = true) {
  usePrimaryStore.setState({ token: TOKEN });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery(TOKEN).queryKey, user);
  const refresh = vi.fn(() => Promise.resolve());
  const dashboard: DashboardContextValue = {
    lang: "en",
    companyId: 1,
    actingUser: 7,
    actingName: "Mari",
    marked: new Set(),
    mark: () => undefined,
    now: Date.parse("2026-02-01T00:00:00Z"),
    refresh,
  };
  const page = (isConfirmed: boolean) => {
    // The list as the server answers it: once not confirmed, the entry carries the reopening.
    const card = entry(1, 5, {
      custom: true,
      confirmed: isConfirmed,
      confirmation_date: isConfirmed ? "2026-01-02T00:00:00Z" : null,
      reopening: isConfirmed ? null : reopening,
    });
    const [group] = layoutGroups([{ "1": [card] }]);
    if (!group) throw new Error("no layout");
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/en/dashboard"]}>
          <DashboardContext.Provider value={dashboard}>
            <Route path="/:lang/dashboard">
              <LayoutSection group={group} highlighted={null} />
            </Route>
          </DashboardContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
  const { rerender } = render(page(confirmed));
  /** The dashboard as its list reads after a refresh. */
  const reload = (isConfirmed: boolean) => rerender(page(isConfirmed));
  return { refresh, reload };
}

async function openDialog() {
  fireEvent.click(screen.getByRole("button", { name: "Reopen for changes" }));
  const dialog = await screen.findByRole("dialog", { name: "Reopen the confirmation for changes" });
  // The layout's rooms, to be checked or not, named as the configurator names them.
  await within(dialog).findByRole("checkbox", { name: "Kitchen (1.2)" });
  return dialog;
}

const reopenCalls = (sent: Sent[]) => sent.filter((s) => s.url === "/api/layouts/1/reopen");

describe("staff reopening a confirmed layout", () => {
  it("is offered to staff on a confirmed layout only", () => {
    serve({ status: 500, body: {} });
    renderLayout(customer);
    expect(screen.queryByRole("button", { name: "Reopen for changes" })).toBeNull();
    cleanup();

    renderLayout(designer, false);
    expect(screen.queryByRole("button", { name: "Reopen for changes" })).toBeNull();
    cleanup();

    renderLayout(designer);
    expect(screen.getByRole("button", { name: "Reopen for changes" })).toBeTruthy();
  });

  it("asks for a reason before sending anything", async () => {
    const sent = serve({ status: 500, body: {} });
    renderLayout(designer);
    const dialog = await openDialog();
    const reason = within(dialog).getByRole("textbox", { name: "Reason" });
    fireEvent.change(reason, { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reopen" }));
    expect(await within(dialog).findByText("Write why the confirmation is reopened.")).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(reason.getAttribute("aria-describedby")).toContain(
      within(dialog).getByText("Write why the confirmation is reopened.").id,
    );
    expect(document.activeElement).toBe(reason);
    expect(reopenCalls(sent)).toEqual([]);
    // The rooms are a group, named, with the hint that none means the whole apartment.
    const rooms = within(dialog).getByRole("group", { name: "Rooms the buyer may change" });
    expect(rooms.getAttribute("aria-describedby")).toBe(
      within(dialog).getByText("None checked: the whole apartment.").id,
    );
  });

  it("shows the server's refusal at its field", async () => {
    const sent = serve({
      status: 422,
      body: {
        message: "Reason is too long.",
        errors: { reason: ["Reason is too long."] },
      },
    });
    renderLayout(designer);
    const dialog = await openDialog();
    const reason = within(dialog).getByRole("textbox", { name: "Reason" });
    fireEvent.change(reason, { target: { value: "Why" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reopen" }));
    const error = await within(dialog).findByText("Reason is too long.");
    expect(reason.getAttribute("aria-describedby")).toContain(error.id);
    expect(reopenCalls(sent)).toHaveLength(1);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it("says in the dialog that there is nothing to reopen", async () => {
    serve({ status: 409, body: { message: "This apartment has no confirmed package to reopen." } });
    renderLayout(designer);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "Why" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reopen" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This apartment has no confirmed package to reopen.",
    );
  });

  it("sends the reason and the rooms checked, then closes and says so", async () => {
    const sent = serve({
      status: 200,
      body: { message: "The confirmation is reopened.", reopening },
    });
    const { refresh } = renderLayout(designer);
    const button = screen.getByRole("button", { name: "Reopen for changes" });
    button.focus();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "  The tiles are no longer made.  " },
    });
    expect(within(dialog).getByText(`33/${REASON_LIMIT}`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Bathroom" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Reopen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(reopenCalls(sent)).toEqual([
      {
        method: "POST",
        url: "/api/layouts/1/reopen",
        body: { reason: "The tiles are no longer made.", tab_ids: [12] },
      },
    ]);
    expect(toasts).toEqual([{ kind: "success", message: "The confirmation is reopened." }]);
    expect(refresh).toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it("gives focus to the layout's reopened note when the refreshed list takes the button away", async () => {
    serve({ status: 200, body: { message: "The confirmation is reopened.", reopening } });
    const { reload } = renderLayout(designer);
    screen.getByRole("button", { name: "Reopen for changes" }).focus();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "Tiles" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reopen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    reload(false);
    expect(screen.queryByRole("button", { name: "Reopen for changes" })).toBeNull();
    const note = await screen.findByRole("note");
    await waitFor(() => expect(document.activeElement).toBe(note));
  });

  it("keeps the reason's limit that the server holds", () => {
    expect(REASON_LIMIT).toBe(REOPEN_REASON_LIMIT);
  });
});

describe("a reopened layout on the dashboard", () => {
  it("says when, why and which rooms", async () => {
    serve({ status: 500, body: {} });
    renderLayout(customer, false);
    const note = await screen.findByRole("note");
    expect(note.textContent).toContain("Reopened for changes on 3 February 2026");
    expect(note.textContent).toContain("Reason: The tiles are no longer made.");
    await waitFor(() => expect(note.textContent).toContain("Rooms that may be changed: Bathroom"));
  });
});
