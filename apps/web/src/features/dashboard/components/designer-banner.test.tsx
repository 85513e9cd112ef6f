// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { Route } from "../../../lib/navigation.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { DesignerBanner } from "./designer-banner.tsx";

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["dashboard"]);
});
afterEach(cleanup);

function banner(actingUser: number | null, actingName: string | null) {
  render(
    <MemoryRouter initialEntries={["/en/dashboard"]}>
      <Route path="/:lang/dashboard">
        <DesignerBanner actingUser={actingUser} actingName={actingName} />
      </Route>
    </MemoryRouter>,
  );
  return screen.getByRole("complementary");
}

describe("DesignerBanner", () => {
  it("tells staff on their own dashboard only how to design their own apartment", () => {
    const text = banner(null, null).textContent ?? "";
    expect(text).toContain("You are logged in as staff");
    expect(text).toContain("create a separate client account");
    expect(text).not.toContain("for the client");
  });

  it("leads staff on their own dashboard to the back office", () => {
    const link = within(banner(null, null)).getByRole("link", { name: "Open the back office" });
    expect(link.getAttribute("href")).toBe("/en/admin");
  });

  it("warns staff working on a client's dashboard that changes are made for the client", () => {
    const text = banner(7, "Mari").textContent ?? "";
    expect(text).toContain("You are working on the dashboard of Mari");
    expect(text).toContain("Every change here is made for the client");
  });
});
