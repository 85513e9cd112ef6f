// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component, type ReactNode, Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../i18n/index.ts";
import { resetFailures } from "../../lib/failure.ts";
import type { ToastOptions } from "../../lib/toast.ts";
import { lazyPart } from "./lazy-part.tsx";

const toasts = vi.hoisted(() => [] as { message: string; options?: ToastOptions }[]);
vi.mock("../../lib/toast.ts", async (original) => ({
  ...(await original<typeof import("../../lib/toast.ts")>()),
  toast: {
    error: (message: string, options?: ToastOptions) => toasts.push({ message, options }),
    dismiss: () => undefined,
  },
}));

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common"]);
});

afterEach(() => {
  cleanup();
  resetFailures();
  toasts.length = 0;
  vi.restoreAllMocks();
});

const offline = () => new TypeError("Failed to fetch dynamically imported module: /assets/a.js");

/** A part whose code fails to load the first time, as offline, and loads the next. */
function flakyPart(options?: Parameters<typeof lazyPart>[1]) {
  let calls = 0;
  const Part = lazyPart<{ name: string }>(async () => {
    calls += 1;
    if (calls === 1) throw offline();
    return ({ name }) => <p>Hello {name}</p>;
  }, options);
  return { Part, calls: () => calls };
}

describe("lazyPart", () => {
  it("a panel that cannot load says so in its place, and Try again loads it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { Part } = flakyPart({ inline: true });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="Mari" />
      </Suspense>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This part of the page could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello Mari")).toBeTruthy();
  });

  it("loads a failed panel again by itself once the browser is back online", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { Part, calls } = flakyPart({ inline: true });
    render(
      <Suspense fallback={null}>
        <Part name="Mari" />
      </Suspense>,
    );
    await screen.findByRole("alert");
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("Hello Mari")).toBeTruthy();
    expect(calls()).toBe(2);
  });

  it("a dialog that cannot load is a toast with Try again, its stand-in staying", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { Part } = flakyPart();
    render(
      <Suspense fallback={null}>
        <Part name="Mari" whileFailed={<button type="button">Share</button>} />
      </Suspense>,
    );
    await vi.waitFor(() => expect(toasts.length).toBe(1));
    expect(toasts[0]?.message).toBe(
      "Could not reach the server. Please check your internet connection and try again.",
    );
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
    act(() => toasts[0]?.options?.action?.onClick());
    expect(await screen.findByText("Hello Mari")).toBeTruthy();
  });

  it("leaves any other error to the page's boundary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = lazyPart<object>(async () => () => {
      throw new Error("a bug");
    });
    render(
      <PageBoundary>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </PageBoundary>,
    );
    expect(await screen.findByText("page boundary: a bug")).toBeTruthy();
    expect(toasts).toEqual([]);
  });
});

class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <p>page boundary: {this.state.error.message}</p>
    ) : (
      this.props.children
    );
  }
}
