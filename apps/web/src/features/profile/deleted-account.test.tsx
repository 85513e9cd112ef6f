// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadTexts, renderPage } from "../auth/testing.tsx";
import { Component as DeletedAccount } from "./deleted-account-route.tsx";

beforeAll(loadTexts);
afterEach(cleanup);

describe("the farewell page", () => {
  it("offers a new account through the registration form, and the company's site", async () => {
    const user = userEvent.setup();
    renderPage(DeletedAccount, { path: "/en/deleted-account", route: "/:lang/deleted-account" });
    expect(screen.getByRole("link", { name: "www.example.com" }).getAttribute("href")).toBe(
      "https://www.example.com",
    );
    await user.click(await screen.findByRole("link", { name: "Create a new account" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/en/auth/register"),
    );
  });
});
