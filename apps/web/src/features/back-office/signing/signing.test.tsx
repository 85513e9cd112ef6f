// @vitest-environment jsdom
import type { SigningAnswer } from "@home-designer/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../auth/testing.tsx";
import { admin, designer, draftAnswer, openBackOffice, setUpBackOfficeTests } from "../testing.tsx";

setUpBackOfficeTests();

const BROKER = {
  issuer: "https://eid.example.com",
  client_id: "demo-homes",
  label: "Smart-ID, Mobile-ID, ID card",
};
const RETURN = "https://homes.example.com/api/signing/callback";

type Body = { issuer: string; client_id: string; client_secret?: string; label: string };

/** The signing calls, answering from one setting the calls change, as the server checks them. */
function stubSigning(first: SigningAnswer["signing"]) {
  let current = first;
  return stubApi({
    "GET /api/auth/user": { body: admin() },
    "GET /api/admin/draft": { body: draftAnswer() },
    "GET /api/admin/signing": () => ({ body: { signing: current, redirect_uri: RETURN } }),
    "PUT /api/admin/signing": (call) => {
      const body = call.body as Body;
      const errors: Record<string, string[]> = {};
      if (!body.issuer.startsWith("https://"))
        errors.issuer = ["The address of the identity service must begin with https://."];
      if (!current && !body.client_secret)
        errors.client_secret = ["Please give the client secret the identity service issued."];
      if (Object.keys(errors).length > 0)
        return { status: 422, body: { message: "The given data was invalid.", errors } };
      current = { ...BROKER, issuer: body.issuer, client_id: body.client_id, label: body.label };
      return { body: { signing: current, redirect_uri: RETURN } };
    },
    "DELETE /api/admin/signing": () => {
      current = null;
      return { body: { signing: null, redirect_uri: RETURN } };
    },
  });
}

describe("signing with an electronic identity in the back office", () => {
  it("is nothing a designer sees: not in the menu, and not asked for", async () => {
    const calls = stubApi({
      "GET /api/auth/user": { body: designer() },
      "GET /api/admin/draft": { body: draftAnswer({ abilities: { edit: false, buyers: true } }) },
    });
    openBackOffice("/en/admin/signing");
    expect(
      await screen.findByText(
        "Only administrators of the company can see and change the identity service.",
      ),
    ).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Back office" });
    expect(within(menu).getByRole("link", { name: "Webhook" })).toBeTruthy();
    expect(within(menu).queryByRole("link", { name: "eID signing" })).toBeNull();
    expect(calls.some((call) => call.url.includes("/admin/signing"))).toBe(false);
  });

  it("is in the admins' menu", async () => {
    stubSigning(null);
    openBackOffice("/en/admin");
    const menu = await screen.findByRole("navigation", { name: "Back office" });
    const link = within(menu).getByRole("link", { name: "eID signing" });
    expect(link.getAttribute("href")).toBe("/en/admin/signing");
  });

  it("sets the service, with the server's refusals at their fields", async () => {
    const calls = stubSigning(null);
    const user = userEvent.setup();
    openBackOffice("/en/admin/signing");
    expect(await screen.findByText("Not set: buyers confirm without signing.")).toBeTruthy();
    // The return address to register before there is anything to save.
    expect(screen.getByText(RETURN)).toBeTruthy();

    const issuer = screen.getByLabelText("Issuer address");
    await user.type(issuer, "http://eid.example.com");
    await user.type(screen.getByLabelText("Client ID"), "demo-homes");
    await user.type(screen.getByLabelText("What buyers read"), "Smart-ID, Mobile-ID, ID card");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText("The address of the identity service must begin with https://."),
    ).toBeTruthy();
    const secret = screen.getByLabelText("Client secret");
    expect(screen.getByText("Please give the client secret the identity service issued.").id).toBe(
      "signing-client-secret-error",
    );
    expect(issuer.getAttribute("aria-invalid")).toBe("true");
    expect(secret.getAttribute("aria-invalid")).toBe("true");
    expect(secret.getAttribute("aria-describedby")).toContain("signing-client-secret-error");
    // The first refused field takes focus, so the refusal is read out.
    expect(document.activeElement).toBe(issuer);
    expect(secret.getAttribute("type")).toBe("password");

    await user.clear(issuer);
    await user.type(issuer, "https://eid.example.com");
    await user.type(secret, "broker-secret");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved: buyers now confirm by signing.")).toBeTruthy();
    expect(
      screen.getByText("Buyers confirm by signing: Smart-ID, Mobile-ID, ID card."),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({
      issuer: "https://eid.example.com",
      client_id: "demo-homes",
      client_secret: "broker-secret",
      label: "Smart-ID, Mobile-ID, ID card",
    });
    // The secret is never shown again, and the address to register is the server's.
    expect(screen.getByLabelText<HTMLInputElement>("Client secret").value).toBe("");
    expect(screen.getByText(RETURN)).toBeTruthy();
  });

  it("keeps the saved secret when it is left empty, and copies the return address", async () => {
    const calls = stubSigning(BROKER);
    const user = userEvent.setup();
    openBackOffice("/en/admin/signing");
    const label = await screen.findByLabelText<HTMLInputElement>("What buyers read");
    expect(label.value).toBe("Smart-ID, Mobile-ID, ID card");
    expect(screen.getByLabelText<HTMLInputElement>("Issuer address").value).toBe(BROKER.issuer);
    expect(
      screen.getByText("Leave it empty to keep the saved secret; a new one replaces it."),
    ).toBeTruthy();

    await user.clear(label);
    await user.type(label, "Smart-ID");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Buyers confirm by signing: Smart-ID.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT").at(-1)?.body).toEqual({
      issuer: BROKER.issuer,
      client_id: BROKER.client_id,
      label: "Smart-ID",
    });

    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await screen.findByText("The address is copied.")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(RETURN);
  });

  it("removes the service after asking", async () => {
    const calls = stubSigning(BROKER);
    const user = userEvent.setup();
    openBackOffice("/en/admin/signing");
    await user.click(await screen.findByRole("button", { name: "Remove identity service" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove the identity service?" });
    expect(
      within(dialog).getByText(
        "Buyers then confirm without signing. Confirmations signed before stay signed.",
      ),
    ).toBeTruthy();
    // Cancelled first: nothing is removed.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Remove identity service" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }),
    );
    expect(await screen.findByText("Not set: buyers confirm without signing.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>("Issuer address").value).toBe("");
    expect(screen.queryByRole("button", { name: "Remove identity service" })).toBeNull();
  });
});
