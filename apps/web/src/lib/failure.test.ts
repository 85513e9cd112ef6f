// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../i18n/index.ts";
import { ApiRequestError, call } from "./api.ts";
import { isNetworkFailure, resetFailures, showFailure } from "./failure.ts";
import { type ToastOptions, toasterMounted } from "./toast.ts";

type Shown = { kind: string; message: string; options?: ToastOptions };
const shown = vi.hoisted(() => [] as Shown[]);
const dismissed = vi.hoisted(() => [] as string[]);
vi.mock("sonner", () => ({
  toast: Object.assign(
    (message: string, options?: ToastOptions) => shown.push({ kind: "message", message, options }),
    {
      success: (message: string, options?: ToastOptions) =>
        shown.push({ kind: "success", message, options }),
      error: (message: string, options?: ToastOptions) =>
        shown.push({ kind: "error", message, options }),
      warning: (message: string, options?: ToastOptions) =>
        shown.push({ kind: "warning", message, options }),
      dismiss: (id: string) => dismissed.push(id),
    },
  ),
}));

const NETWORK = "Could not reach the server. Please check your internet connection and try again.";
const OFFLINE = "You are offline. We will try again as soon as the connection is back.";

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common"]);
  toasterMounted();
});

afterEach(async () => {
  resetFailures();
  shown.length = 0;
  dismissed.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

async function next(): Promise<Shown> {
  await vi.waitFor(() => expect(shown.length).toBeGreaterThan(0));
  const [first] = shown.splice(0);
  return first as Shown;
}

const noAnswer = () => new ApiRequestError(0, NETWORK, {}, false);

describe("showFailure", () => {
  it("shows a server's refusal in its own words, with nothing to try again", async () => {
    showFailure(new ApiRequestError(422, "The name is taken."), { retry: vi.fn() });
    const toast = await next();
    expect(toast).toMatchObject({ kind: "error", message: "The name is taken." });
    expect(toast.options?.action).toBeUndefined();
  });

  it("says nothing more about a 401 the API client has reported", async () => {
    const error = new ApiRequestError(401, "Log in again.");
    error.reported = true;
    showFailure(error);
    showFailure(new ApiRequestError(400, "next"));
    expect((await next()).message).toBe("next");
  });

  it("gives the network message with Try again, which runs the action again", async () => {
    const retry = vi.fn();
    showFailure(noAnswer(), { retry });
    const toast = await next();
    expect(toast.kind).toBe("error");
    expect(toast.message).toBe(NETWORK);
    expect(toast.options?.action?.label).toBe("Try again");
    // It stays until used: nobody can press a button that has gone after three seconds.
    expect(toast.options?.duration).toBe(Number.POSITIVE_INFINITY);
    toast.options?.action?.onClick();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("treats the app's code not loading (offline) as a network failure", async () => {
    const chunk = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");
    expect(isNetworkFailure(chunk)).toBe(true);
    expect(isNetworkFailure(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(isNetworkFailure(new ApiRequestError(500, "Server error"))).toBe(false);
    showFailure(chunk);
    expect((await next()).message).toBe(NETWORK);
  });

  it("offers an action failed twice only once", async () => {
    const first = vi.fn();
    const second = vi.fn();
    showFailure(noAnswer(), { retry: first, key: "save" });
    await next();
    showFailure(noAnswer(), { retry: second, key: "save" });
    const toast = await next();
    toast.options?.action?.onClick();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("offline, says so and runs a safe action again by itself once back online", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const save = vi.fn();
    const remove = vi.fn();
    showFailure(noAnswer(), { retry: remove, key: "remove" });
    await next();
    showFailure(noAnswer(), { retry: save, whenOnline: true, key: "save" });
    const toast = await next();
    expect(toast.message).toBe(OFFLINE);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(save).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(dismissed).toContain(toast.options?.id));
    // Removing is not repeated unasked: it still waits for its Try again.
    expect(remove).not.toHaveBeenCalled();
    const left = await next();
    expect(left.message).toBe(NETWORK);
    left.options?.action?.onClick();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("forgets the retry when the person closes the toast", async () => {
    const retry = vi.fn();
    showFailure(noAnswer(), { retry, key: "a" });
    (await next()).options?.onDismiss?.();
    showFailure(noAnswer(), { retry: vi.fn(), key: "b" });
    (await next()).options?.action?.onClick();
    expect(retry).not.toHaveBeenCalled();
  });

  it("speaks the person's language, from a fetch that got no answer", async () => {
    await i18n.changeLanguage("de");
    await i18n.loadNamespaces(["common"]);
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await call("GET /packages", { query: { project_id: 1 } }).catch(
      (e: unknown) => e,
    );
    showFailure(error, { retry: vi.fn() });
    const toast = await next();
    expect(toast.message).toBe(
      "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    );
    expect(toast.options?.action?.label).toBe("Erneut versuchen");
  });
});
