// @vitest-environment jsdom
import type {
  PopularChoicesAnswer,
  WebhookAnswer,
  WebhookDeliveriesAnswer,
} from "@home-designer/core";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { usePrimaryStore } from "../../../lib/store.ts";
import { stubApi } from "../../auth/testing.tsx";
import {
  admin,
  designer,
  draftAnswer,
  loadBackOfficeTexts,
  openBackOffice,
  overviewAnswer,
} from "../testing.tsx";

beforeAll(loadBackOfficeTexts);
beforeEach(() => usePrimaryStore.setState({ token: "tok" }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  usePrimaryStore.setState({ token: null });
});

const EVENTS = ["layout.confirmed", "layout.reopened", "layout.deadline_passed"] as const;
const SECRET = "whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0LXNlY3JldA==";
const webhook = (url: string, secret = SECRET): WebhookAnswer => ({
  webhook: { url, secret, created_at: "2026-12-01T10:00:00Z", updated_at: "2026-12-01T10:00:00Z" },
  events: [...EVENTS],
});
const deliveries = (): WebhookDeliveriesAnswer => ({
  total: 2,
  page: 1,
  per_page: 50,
  deliveries: [
    {
      id: 2,
      event_id: "evt_1",
      event_type: "layout.confirmed",
      url: "https://erp.example.com/hook",
      attempt: 2,
      at: "2026-12-05T10:01:00Z",
      status_code: 204,
      error: null,
      duration_ms: 40,
    },
    {
      id: 1,
      event_id: "evt_1",
      event_type: "layout.confirmed",
      url: "https://erp.example.com/hook",
      attempt: 1,
      at: "2026-12-05T10:00:00Z",
      status_code: 500,
      error: "HTTP 500",
      duration_ms: 35,
    },
  ],
});

describe("the webhook", () => {
  it("is for the company's admins only", async () => {
    stubApi({
      "GET /api/auth/user": { body: designer() },
      "GET /api/admin/draft": { body: draftAnswer({ abilities: { edit: false, buyers: true } }) },
    });
    openBackOffice("/en/admin/webhook");
    expect(
      await screen.findByText("Only the company’s administrators can see and change the webhook."),
    ).toBeTruthy();
  });

  /** The webhook's calls, answering from one webhook the calls change. */
  function stubWebhook(first: WebhookAnswer) {
    let current = first;
    return stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/webhook": () => ({ body: current }),
      "PUT /api/admin/webhook": (call) => {
        const { url } = call.body as { url: string };
        if (!url.startsWith("https://"))
          return {
            status: 422,
            body: {
              message: "The webhook address must begin with https://.",
              errors: { url: ["The webhook address must begin with https://."] },
            },
          };
        current = webhook(url);
        return { body: current };
      },
      "POST /api/admin/webhook/secret": () => {
        current = webhook(current.webhook?.url ?? "", "whsec_bmV3LW5ldy1uZXctbmV3");
        return { body: current };
      },
      "GET /api/admin/webhook/deliveries": { body: deliveries() },
    });
  }

  it("sets the address, and shows the server's refusal at the field", async () => {
    const calls = stubWebhook({ webhook: null, events: [...EVENTS] });
    const user = userEvent.setup();
    openBackOffice("/en/admin/webhook");
    const field = await screen.findByLabelText("Webhook address");
    // Pasted, as an address usually is.
    await user.click(field);
    await user.paste("http://erp.example.com/hook");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("The webhook address must begin with https://.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");

    await user.clear(field);
    await user.paste("https://erp.example.com/hook");
    await user.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("The address is saved.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({
      url: "https://erp.example.com/hook",
    });
    expect(screen.getByRole("button", { name: "Show secret" })).toBeTruthy();
  });

  it("reveals and renews the secret, and lists the deliveries newest first", async () => {
    stubWebhook(webhook("https://erp.example.com/hook"));
    const user = userEvent.setup();
    openBackOffice("/en/admin/webhook");
    const table = await screen.findByRole("table", { name: "Deliveries" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[2]?.textContent)).toEqual(["2", "1"]);
    expect(within(rows[0] as HTMLElement).getByText("Delivered")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("HTTP 500")).toBeTruthy();
    expect(screen.getByText("2 delivery attempts")).toBeTruthy();

    // The secret is hidden until asked for.
    expect(screen.queryByText(SECRET)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show secret" }));
    expect(screen.getByText(SECRET)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "New secret" }));
    await user.click(screen.getByRole("button", { name: "Make a new secret" }));
    expect(await screen.findByText("whsec_bmV3LW5ldy1uZXctbmV3")).toBeTruthy();
  });
});

const popular = (): PopularChoicesAnswer => ({
  project: { code: "P1", name: "Merelahe" },
  saved_designs: 4,
  confirmed_designs: 2,
  room_types: [
    {
      id: 1,
      label: { en: "Kitchen", et: "Köök" },
      groups: [
        {
          id: 10,
          title: { en: "Worktop" },
          options: [
            { id: 100, code: "oak", title: { en: "Oak" }, saved: 3, confirmed: 2 },
            { id: 101, code: "stone", title: {}, saved: 1, confirmed: 0 },
          ],
        },
      ],
    },
  ],
});

describe("the popular choices", () => {
  it("shows each group's counts as a table with bars of their shares", async () => {
    const calls = stubApi({
      "GET /api/auth/user": { body: designer() },
      "GET /api/admin/draft": { body: draftAnswer({ abilities: { edit: false, buyers: true } }) },
      "GET /api/admin/overview": { body: overviewAnswer() },
      "GET /api/admin/popular-choices": { body: popular() },
    });
    openBackOffice("/en/admin/popular-choices?project=P1");
    const table = await screen.findByRole("table", { name: "Worktop" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(["Oak375 %2100 %", "stone125 %00 %"]);
    expect(screen.getByRole("heading", { name: "Kitchen" })).toBeTruthy();
    expect(screen.getByText("4 saved designs, 2 confirmed designs.")).toBeTruthy();
    expect(calls.some((c) => c.url === "/api/admin/popular-choices?project=P1")).toBe(true);
  });
});
