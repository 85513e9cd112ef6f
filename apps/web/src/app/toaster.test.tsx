// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../i18n/index.ts";
import { toast } from "../lib/toast.ts";
import { AppToaster } from "./toaster.tsx";

beforeAll(async () => {
  await initI18n("de");
  await i18n.loadNamespaces(["common"]);
});
afterAll(() => i18n.changeLanguage("en"));

describe("the toaster", () => {
  it("names its region and each toast's close button in the page's language", async () => {
    render(<AppToaster />);
    toast.success("Gespeichert");
    expect(await screen.findByText("Gespeichert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Schließen" })).toBeTruthy();
    expect(screen.getByRole("region", { name: /^Benachrichtigungen/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close toast" })).toBeNull();
  });
});
