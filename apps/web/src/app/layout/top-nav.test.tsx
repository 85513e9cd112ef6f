// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../i18n/index.ts";
import { Route } from "../../lib/navigation.ts";
import { MemoryRouter } from "../../lib/navigation-testing.ts";
import { usePrimaryStore } from "../../lib/store.ts";
import { TopNav } from "./top-nav.tsx";

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "nav"]);
});

afterEach(() => {
  cleanup();
  usePrimaryStore.setState({ token: null });
});

function renderNav(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Route path="/:lang/*">
          <TopNav />
        </Route>
      </Suspense>
    </MemoryRouter>,
  );
}

describe("TopNav", () => {
  it("offers a guest Help and Login", async () => {
    renderNav("/en/info");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    const links = [...nav.querySelectorAll("a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["Help", "/en/info"],
      ["Login", "/en/auth"],
    ]);
    expect(screen.getByRole("link", { name: "Help" }).getAttribute("aria-current")).toBe("page");
  });

  it("offers a logged-in user their pages and Logout, keeping the customer a designer acts for", async () => {
    usePrimaryStore.setState({ token: "secret" });
    renderNav("/en/dashboard?selected_user=7&name=Mari&project=1");
    const nav = await screen.findByRole("navigation", { name: "Main navigation" });
    const links = [...nav.querySelectorAll("a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["All apartments and packages", "/en/dashboard?selected_user=7&name=Mari"],
      ["My account", "/en/profile?selected_user=7&name=Mari"],
      ["Help", "/en/info?selected_user=7&name=Mari"],
    ]);
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.getByText(/Mari/)).toBeTruthy();
  });
});
