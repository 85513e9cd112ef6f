// @vitest-environment jsdom
import { browserKeySchema, type Company, type User } from "@home-designer/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompanyContext } from "./company.ts";
import { newBrowserKey, takeBrowserKey, useStaffHandover } from "./handover.ts";
import { createQueryClient } from "./query-client.ts";
import { usePrimaryStore } from "./store.ts";
import { userQuery } from "./user.ts";

const company = { id: 3 } as Company;
const designer = { id: 9, name: "Disainer", roles: { designer: "designer" } } as unknown as User;

type Call = { url: string; body: unknown };

/** Stubs the exchange call with one answer; records the calls. */
function stubExchange(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

function Handover({ code, proceed }: { code: string; proceed: () => void }) {
  const failure = useStaffHandover(code, proceed);
  return <output>{failure ? failure.message : "trading"}</output>;
}

function open(code: string, proceed: () => void) {
  const queryClient = createQueryClient();
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <CompanyContext.Provider value={company}>
          <Handover code={code} proceed={proceed} />
        </CompanyContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return queryClient;
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  usePrimaryStore.setState({ token: null });
});

describe("useStaffHandover", () => {
  it("trades the code once for a login, keeps that login and goes on", async () => {
    const calls = stubExchange(200, { token: "traded-token", user: designer });
    const proceed = vi.fn();
    const queryClient = open("one-time-code", proceed);
    await waitFor(() => expect(proceed).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        url: "/api/auth/handover",
        body: { code: "one-time-code", purpose: "staff", company_id: 3 },
      },
    ]);
    expect(usePrimaryStore.getState().token).toBe("traded-token");
    expect(queryClient.getQueryData(userQuery("traded-token").queryKey)).toEqual(designer);
  });

  it("answers the server's refusal and keeps nothing from the address", async () => {
    const message = "This login link is not valid or has expired.";
    stubExchange(422, { message });
    const proceed = vi.fn();
    open("spent-code", proceed);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(proceed).not.toHaveBeenCalled();
    expect(usePrimaryStore.getState().token).toBeNull();
  });
});

describe("the secret a social login is bound to", () => {
  it("is 32 random bytes in base64url, new for each login, kept in this tab for one return", () => {
    const first = newBrowserKey();
    const second = newBrowserKey();
    for (const key of [first, second]) {
      // The form the server requires at the start.
      expect(browserKeySchema.parse(key)).toBe(key);
      expect(Buffer.from(key, "base64url")).toHaveLength(32);
    }
    expect(second).not.toBe(first);
    // Only the latest login's secret is kept, and it is given out once.
    expect(takeBrowserKey()).toBe(second);
    expect(takeBrowserKey()).toBeNull();
  });
});
