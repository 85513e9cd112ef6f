// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../i18n/index.ts";
import { onToasterRequested, toast, toasterFailed } from "./toast.ts";

// The library loads; the toaster (its mounted component) is what fails here.
vi.mock("sonner", () => ({
  toast: Object.assign(() => undefined, {
    success: () => undefined,
    error: () => undefined,
    warning: () => undefined,
  }),
}));

beforeAll(() => initI18n("en"));
afterAll(() => document.getElementById("plain-toast")?.remove());

describe("a toast whose toaster could not be loaded", () => {
  it("is shown plainly, and the next toast asks for the toaster again", async () => {
    const requests = vi.fn();
    onToasterRequested(requests);
    toast.success("Package saved");
    expect(requests).toHaveBeenCalledTimes(1);
    // The toaster's code failed to load (offline when the first toast came).
    toasterFailed();
    await vi.waitFor(() =>
      expect(document.getElementById("plain-toast")?.textContent).toContain("Package saved"),
    );
    expect(document.getElementById("plain-toast")?.getAttribute("role")).toBe("status");

    toast.error("Still offline");
    expect(requests).toHaveBeenCalledTimes(2);
    toasterFailed();
    await vi.waitFor(() =>
      expect(document.getElementById("plain-toast")?.textContent).toContain("Still offline"),
    );
    expect(i18n.language).toBe("en");
  });
});
