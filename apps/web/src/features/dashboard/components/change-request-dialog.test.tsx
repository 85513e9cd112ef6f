// @vitest-environment jsdom
import {
  CHANGE_REQUEST_FILES_LIMIT,
  CHANGE_REQUEST_LIMIT,
  type ChangeRequest,
  type DashboardEntry,
  type User,
} from "@home-designer/core";
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
import { FILES_LIMIT, MESSAGE_LIMIT } from "./change-request-dialog.tsx";
import { LayoutSection } from "./layout-section.tsx";

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

const TOKEN = "session-token";
const designer = { id: 9, name: "Disainer", roles: { designer: "designer" } } as unknown as User;
const customer = { id: 7, name: "Mari", roles: { customer: "customer" } } as unknown as User;

const request = (changes: Partial<ChangeRequest> = {}): ChangeRequest => ({
  id: 5,
  version: 1,
  status: "open",
  message: "A darker floor in the kitchen, please.",
  created_at: "2026-02-03T10:00:00.000Z",
  answer: null,
  answered_at: null,
  files: [],
  ...changes,
});
const declined = request({
  status: "declined",
  answer: "That floor is no longer made.",
  answered_at: "2026-02-05T10:00:00.000Z",
});

type Sent = { method: string; url: string; body: unknown };
type Reply = { status: number; body: unknown };

/** The dashboard's requests as the server answers them: each with its layout. */
const ofLayout = (requests: ChangeRequest[], layoutId = 1) =>
  requests.map((r) => ({ ...r, apartment_layout_id: layoutId }));
/** An open request of another layout of the dashboard, which layout 1 does not show. */
const elsewhere = ofLayout([request({ id: 11, message: "Another layout's wish" })], 2);

/**
 * The server: the layout's change requests (the dashboard's, with another layout's among them),
 * the answer to a POST as the test says, and the requests as they are after it (`after`;
 * unchanged when not given).
 */
function serve(
  requests: ChangeRequest[],
  post: Reply = { status: 500, body: {} },
  after: ChangeRequest[] = requests,
  files: Reply = { status: 500, body: {} },
): Sent[] {
  const sent: Sent[] = [];
  let current = requests;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body =
      init.body instanceof FormData
        ? (init.body.getAll("files[]") as File[]).map((f) => f.name)
        : init.body
          ? JSON.parse(String(init.body))
          : undefined;
    sent.push({ method, url, body });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    if (url.startsWith("/api/project/1/tabs")) return json(200, { rooms: [] });
    if (method === "GET" && url.split("?")[0] === "/api/change-requests") {
      return json(200, { change_requests: [...ofLayout(current), ...elsewhere] });
    }
    if (method === "POST" && url === "/api/change-requests/5/files") {
      return json(files.status, files.body);
    }
    if (method === "POST") {
      if (post.status === 200) current = after;
      return json(post.status, post.body);
    }
    return json(404, { message: "Not here" });
  });
  return sent;
}

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "dashboard"]);
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

function renderLayout(
  user: User,
  changes: Partial<DashboardEntry> = {},
  { actingUser = null, layoutIds = [1] }: { actingUser?: number | null; layoutIds?: number[] } = {},
) {
  usePrimaryStore.setState({ token: TOKEN });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery(TOKEN).queryKey, user);
  const refresh = vi.fn(() => Promise.resolve());
  const dashboard: DashboardContextValue = {
    lang: "en",
    companyId: 1,
    actingUser,
    actingName: null,
    marked: new Set(),
    mark: () => undefined,
    now: Date.parse("2026-02-01T00:00:00Z"),
    refresh,
  };
  const cards = layoutIds.map((layoutId) => [
    String(layoutId),
    [
      entry(layoutId, 4 + layoutId, {
        custom: true,
        confirmed: true,
        confirmation_date: "2026-01-02T00:00:00Z",
        ...changes,
      }),
    ],
  ]);
  const groups = layoutGroups([Object.fromEntries(cards)]);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/en/dashboard"]}>
        <DashboardContext.Provider value={dashboard}>
          <Route path="/:lang/dashboard">
            {groups.map((group) => (
              <LayoutSection key={group.layoutId} group={group} highlighted={null} />
            ))}
          </Route>
        </DashboardContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { refresh };
}

/** The reads of the dashboard's change requests, whoever they are for. */
const reads = (sent: Sent[]) =>
  sent.filter((s) => s.method === "GET" && s.url.split("?")[0] === "/api/change-requests");
const posts = (sent: Sent[]) => sent.filter((s) => s.method === "POST");

async function openAsk() {
  fireEvent.click(await screen.findByRole("button", { name: "Ask for a change" }));
  return screen.findByRole("dialog", { name: "Ask for a change to your confirmation" });
}

describe("a buyer asking to change a confirmed layout", () => {
  it("is offered to the buyer of a confirmed layout, once their requests are read", async () => {
    const sent = serve([]);
    renderLayout(customer);
    expect(await screen.findByRole("button", { name: "Ask for a change" })).toBeTruthy();
    expect(reads(sent)).toHaveLength(1);
    expect(screen.queryByRole("link", { name: "Audit trail" })).toBeNull();
  });

  it("is not offered to staff, nor read for someone who does not buy the apartment", async () => {
    const sent = serve([]);
    renderLayout(designer);
    await waitFor(() => expect(reads(sent)).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Ask for a change" })).toBeNull();
    expect(screen.getByRole("button", { name: "Reopen for changes" })).toBeTruthy();
    // Staff reach the layout's audit trail from here; a buyer does not.
    expect(screen.getByRole("link", { name: "Audit trail" }).getAttribute("href")).toBe(
      "/en/admin/audit?project=project-1&layout=1",
    );
    cleanup();

    const notBuyer = { ...entry(1, 5).abilities, confirm_refusal: "not_buyer" as const };
    const none = serve([]);
    renderLayout(customer, { abilities: notBuyer });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads(none)).toEqual([]);
    expect(screen.queryByRole("button", { name: "Ask for a change" })).toBeNull();
  });

  it("is not read on a layout that is neither confirmed nor reopened", async () => {
    const sent = serve([]);
    renderLayout(customer, { confirmed: false, confirmation_date: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads(sent)).toEqual([]);
    expect(screen.queryByRole("button", { name: "Ask for a change" })).toBeNull();
  });

  it("asks for a message before sending anything", async () => {
    const sent = serve([]);
    renderLayout(customer);
    const dialog = await openAsk();
    const message = within(dialog).getByRole("textbox", { name: "What would you like to change?" });
    fireEvent.change(message, { target: { value: "  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    const error = await within(dialog).findByText("Write what you would like to change.");
    expect(message.getAttribute("aria-invalid")).toBe("true");
    expect(message.getAttribute("aria-describedby")).toContain(error.id);
    expect(document.activeElement).toBe(message);
    expect(posts(sent)).toEqual([]);
  });

  it("shows the server's refusal at the field, and a conflict in the dialog", async () => {
    serve([], {
      status: 422,
      body: { message: "Message is too long.", errors: { message: ["Message is too long."] } },
    });
    renderLayout(customer);
    const dialog = await openAsk();
    const message = within(dialog).getByRole("textbox", { name: "What would you like to change?" });
    fireEvent.change(message, { target: { value: "Darker floor" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    const error = await within(dialog).findByText("Message is too long.");
    expect(message.getAttribute("aria-describedby")).toContain(error.id);
    expect(toasts).toEqual([]);
    cleanup();

    serve([], { status: 409, body: { message: "A request is already waiting for an answer." } });
    renderLayout(customer);
    const again = await openAsk();
    fireEvent.change(within(again).getByRole("textbox"), { target: { value: "Darker floor" } });
    fireEvent.click(within(again).getByRole("button", { name: "Send request" }));
    expect((await within(again).findByRole("alert")).textContent).toBe(
      "A request is already waiting for an answer.",
    );
  });

  it("sends the message, says so, and shows the request waiting in place of the button", async () => {
    const sent = serve(
      [],
      { status: 200, body: { message: "Your request is sent.", change_request: request() } },
      [request()],
    );
    renderLayout(customer);
    const dialog = await openAsk();
    const message = within(dialog).getByRole("textbox", { name: "What would you like to change?" });
    fireEvent.change(message, { target: { value: "  A darker floor in the kitchen, please.  " } });
    expect(within(dialog).getByText(`42/${MESSAGE_LIMIT}`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(sent)).toEqual([
      {
        method: "POST",
        url: "/api/layouts/1/change-requests",
        body: { message: "A darker floor in the kitchen, please." },
      },
    ]);
    expect(toasts).toEqual([{ kind: "success", message: "Your request is sent." }]);
    const note = screen.getByRole("note");
    expect(note.textContent).toContain("Your request of 3 February 2026 is waiting for an answer:");
    expect(screen.queryByRole("button", { name: "Ask for a change" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(note));
    // The requests are read again.
    await waitFor(() => expect(reads(sent)).toHaveLength(2));
  });

  it("attaches the chosen files to the request, and says so when they could not be", async () => {
    const attached = request({
      files: [{ id: 1, name: "kitchen wall.png", type: "image/png", url: "https://files.test/1" }],
    });
    const asked = { message: "Your request is sent.", change_request: request() };
    const sent = serve([], { status: 200, body: asked }, [attached], {
      status: 200,
      body: { message: "Files saved.", change_request: attached },
    });
    renderLayout(customer);
    const dialog = await openAsk();
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "Darker floor" } });
    const input = within(dialog).getByLabelText("Photos or drawings (optional)");
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name);
    // More than a request holds is said before anything is sent.
    fireEvent.change(input, {
      target: { files: Array.from({ length: 6 }, (_, i) => png(`${i}.png`)) },
    });
    expect(within(dialog).getByRole("alert").textContent).toBe("Choose at most 5 files.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(posts(sent)).toEqual([]);
    fireEvent.change(input, { target: { files: [png("kitchen wall.png")] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(sent).map((p) => [p.url, p.body])).toEqual([
      ["/api/layouts/1/change-requests", { message: "Darker floor" }],
      ["/api/change-requests/5/files", ["kitchen wall.png"]],
    ]);
    const link = within(screen.getByRole("note")).getByRole("link", { name: "kitchen wall.png" });
    expect(link.getAttribute("href")).toBe("https://files.test/1");
    cleanup();
    toasts.length = 0;

    serve([], { status: 200, body: asked }, [request()], {
      status: 413,
      body: { message: "Upload failed — at most 5 files can be attached." },
    });
    renderLayout(customer);
    const again = await openAsk();
    fireEvent.change(within(again).getByRole("textbox"), { target: { value: "Darker floor" } });
    fireEvent.change(within(again).getByLabelText("Photos or drawings (optional)"), {
      target: { files: [png("a.png")] },
    });
    fireEvent.click(within(again).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(toasts).toEqual([
      {
        kind: "warning",
        message:
          "Your request is sent, but its files could not be attached: Upload failed — at most 5 files can be attached.",
      },
      { kind: "success", message: "Your request is sent." },
    ]);
  });

  it("shows an open request instead of the button", async () => {
    serve([request()]);
    renderLayout(customer);
    const note = await screen.findByRole("note");
    expect(note.textContent).toBe(
      "Your request of 3 February 2026 is waiting for an answer:A darker floor in the kitchen, please.",
    );
    expect(within(note).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: "Ask for a change" })).toBeNull();
  });

  it("keeps the message's limit that the server holds", () => {
    expect(MESSAGE_LIMIT).toBe(CHANGE_REQUEST_LIMIT);
    expect(FILES_LIMIT).toBe(CHANGE_REQUEST_FILES_LIMIT);
  });
});

describe("the dashboard's change requests", () => {
  it("are read in one call for all its layouts, each layout showing its own", async () => {
    const sent = serve([]);
    renderLayout(customer, {}, { layoutIds: [1, 2] });
    const note = await screen.findByRole("note");
    expect(note.textContent).toContain("Another layout's wish");
    expect(note.closest("section")?.getAttribute("data-layout")).toBe("2");
    // The first layout has none waiting: its buyer may ask; the second waits for its answer.
    const ask = await screen.findByRole("button", { name: "Ask for a change" });
    expect(ask.closest("section")?.getAttribute("data-layout")).toBe("1");
    expect(reads(sent)).toHaveLength(1);
  });

  it("are the customer's whom staff act for", async () => {
    const sent = serve([]);
    renderLayout(designer, {}, { actingUser: 7 });
    await waitFor(() => expect(reads(sent)).toHaveLength(1));
    expect(reads(sent)[0]?.url).toBe("/api/change-requests?user_id=7");
  });
});

describe("staff answering a buyer's open request", () => {
  async function openRequest() {
    const note = await screen.findByRole("note");
    expect(note.textContent).toContain("The buyer asked for a change on 3 February 2026:");
    expect(note.textContent).toContain("A darker floor in the kitchen, please.");
    return note;
  }

  it("shows the request with its two answers, in place of reopening on their own", async () => {
    serve([request()]);
    renderLayout(designer);
    const note = await openRequest();
    expect(within(note).getByRole("button", { name: "Reopen for changes" })).toBeTruthy();
    expect(within(note).getByRole("button", { name: "Decline" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Reopen for changes" })).toHaveLength(1);
  });

  it("declines with a reason, required, and shows the answer", async () => {
    const sent = serve(
      [request()],
      { status: 200, body: { message: "The request is declined.", change_request: declined } },
      [declined],
    );
    renderLayout(designer);
    const note = await openRequest();
    fireEvent.click(within(note).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the request for a change" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("Write why the request is declined.")).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(posts(sent)).toEqual([]);

    fireEvent.change(reason, { target: { value: "That floor is no longer made." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(sent)).toEqual([
      {
        method: "POST",
        url: "/api/change-requests/5/decline",
        body: { reason: "That floor is no longer made." },
      },
    ]);
    expect(toasts).toEqual([{ kind: "success", message: "The request is declined." }]);
    const answered = screen.getByRole("note");
    expect(answered.textContent).toContain("Request for a change declined on 5 February 2026:");
    expect(answered.textContent).toContain("That floor is no longer made.");
    await waitFor(() => expect(document.activeElement).toBe(answered));
  });

  it("accepts it by reopening, which names the request", async () => {
    const reopening = {
      version: 1,
      reason: "Yes, a darker floor.",
      tab_ids: null,
      reopened_at: "2026-02-04T10:00:00.000Z",
    };
    const accepted = request({
      status: "accepted",
      answer: reopening.reason,
      answered_at: reopening.reopened_at,
    });
    const sent = serve(
      [request()],
      { status: 200, body: { message: "The confirmation is reopened.", reopening } },
      [accepted],
    );
    const { refresh } = renderLayout(designer);
    const note = await openRequest();
    fireEvent.click(within(note).getByRole("button", { name: "Reopen for changes" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Reopen the confirmation for changes",
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "Yes, a darker floor." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reopen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(sent)).toEqual([
      {
        method: "POST",
        url: "/api/layouts/1/reopen",
        body: { reason: "Yes, a darker floor.", tab_ids: [], change_request_id: 5 },
      },
    ]);
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole("note").textContent).toContain(
      "Request for a change accepted on 4 February 2026:",
    );
  });
});

describe("an answered request", () => {
  it("tells the buyer how it was answered, and lets them ask again", async () => {
    serve([declined, request({ id: 4, status: "accepted", answer: "Older" })]);
    renderLayout(customer);
    const note = await screen.findByRole("note");
    expect(note.textContent).toBe(
      "Request for a change declined on 5 February 2026:That floor is no longer made.",
    );
    expect(screen.getByRole("button", { name: "Ask for a change" })).toBeTruthy();
  });

  it("tells staff on the reopened layout that the request was accepted", async () => {
    const accepted = request({
      status: "accepted",
      answer: "Yes, a darker floor.",
      answered_at: "2026-02-04T10:00:00.000Z",
    });
    serve([accepted]);
    renderLayout(designer, {
      confirmed: false,
      confirmation_date: null,
      reopening: {
        version: 1,
        reason: "Yes, a darker floor.",
        tab_ids: null,
        reopened_at: "2026-02-04T10:00:00.000Z",
      },
    });
    const notes = await screen.findAllByRole("note");
    await waitFor(() => expect(screen.getAllByRole("note")).toHaveLength(2));
    expect(notes[0]?.textContent).toContain("Reopened for changes on 4 February 2026");
    expect(screen.getAllByRole("note")[1]?.textContent).toBe(
      "Request for a change accepted on 4 February 2026:Yes, a darker floor.",
    );
  });
});
