import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../i18n/index.ts";
import { toast, toasterMounted } from "./toast.ts";

const shown = vi.hoisted(() => [] as { kind: string; message: string }[]);
vi.mock("sonner", () => ({
  toast: Object.assign((message: string) => shown.push({ kind: "message", message }), {
    success: (message: string) => shown.push({ kind: "success", message }),
    error: (message: string) => shown.push({ kind: "error", message }),
    warning: (message: string) => shown.push({ kind: "warning", message }),
  }),
}));

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common"]);
  toasterMounted();
});
afterAll(() => i18n.changeLanguage("en"));

/** What the toaster shows next, once the library has loaded. */
async function next() {
  await vi.waitFor(() => expect(shown.length).toBeGreaterThan(0));
  return shown.splice(0);
}

describe("toast", () => {
  it("shows a success's own words", async () => {
    toast.success("Link copied!");
    expect(await next()).toEqual([{ kind: "success", message: "Link copied!" }]);
  });

  it("says Operation successful! for a success without words of its own", async () => {
    toast.success();
    expect(await next()).toEqual([{ kind: "success", message: "Operation successful!" }]);
    await i18n.changeLanguage("de");
    await i18n.loadNamespaces(["common"]);
    toast.success("");
    expect(await next()).toEqual([{ kind: "success", message: "Vorgang erfolgreich!" }]);
  });
});
