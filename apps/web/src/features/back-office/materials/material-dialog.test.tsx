// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../auth/testing.tsx";
import {
  admin,
  draftAnswer,
  materialsAnswer,
  openBackOffice,
  setUpBackOfficeTests,
} from "../testing.tsx";

vi.mock("../api/upload.ts", () => ({
  uploadDraftFile: async (
    _key: string,
    file: File,
    options: { onProgress: (n: number) => void },
  ) => {
    options.onProgress(1);
    return {
      message: "Stored.",
      version: 4,
      path: `files/${file.name}`,
      url: `/files/cd34/${file.name}`,
    };
  },
}));

const { toasts } = setUpBackOfficeTests();

const material = {
  code: "M-1",
  category: "taps",
  desc_short: { et: "Köögikraan", en: "Kitchen tap" },
  price: "129.90",
  thumbnail: "files/tap.webp",
};

describe("a material's pictures", () => {
  it("are shown, and a new one uploaded is saved on the version its upload answered", async () => {
    const calls = stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/draft/materials": { body: materialsAnswer() },
      "GET /api/admin/draft/part": {
        body: {
          version: 3,
          path: "/materials/0",
          value: material,
          files: { "files/tap.webp": "/files/ab12/tap.webp" },
        },
      },
      "PATCH /api/admin/draft": { body: { ...draftAnswer(), message: "Saved.", dry_run: false } },
    });
    openBackOffice("/en/admin/catalogue");
    await userEvent.click(await screen.findByRole("button", { name: "Kitchen tap" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Kitchen tap" });
    const pictures = within(dialog).getByRole("group", { name: "Pictures" });
    expect(
      within(pictures)
        .getByRole("link", { name: /Small picture/ })
        .getAttribute("href"),
    ).toBe("/files/ab12/tap.webp");
    const large = new File(["webp"], "tap-large.webp", { type: "image/webp" });
    await userEvent.upload(within(pictures).getByLabelText(/Upload.*Large picture/), large);
    await waitFor(() =>
      expect((within(pictures).getByLabelText(/^Large picture/) as HTMLInputElement).value).toBe(
        "files/tap-large.webp",
      ),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: "success", message: "Saved." }));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      version: 4,
      operations: [
        { op: "test", path: "/materials/0/code", value: "M-1" },
        {
          op: "replace",
          path: "/materials/0",
          value: { ...material, image: "files/tap-large.webp" },
        },
      ],
    });
  });
});

describe("a material's texts", () => {
  it("have a field in every language of the company's sites, not only the one the admin is on", async () => {
    stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/draft/materials": { body: materialsAnswer() },
      "GET /api/admin/draft/part": (call) =>
        call.url.includes("hosts")
          ? {
              body: {
                version: 3,
                path: "/hosts",
                value: [
                  { host: "localhost", languages: ["et", "en"] },
                  { host: "de.localhost", languages: ["de"] },
                ],
                files: {},
              },
            }
          : { body: { version: 3, path: "/materials/0", value: material, files: {} } },
    });
    openBackOffice("/en/admin/catalogue");
    await userEvent.click(await screen.findByRole("button", { name: "Kitchen tap" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Kitchen tap" });
    const name = within(dialog).getByRole("group", { name: /^Name/ });
    await waitFor(() =>
      expect(
        within(name)
          .getAllByRole("textbox")
          .map((field) => field.getAttribute("name")),
      ).toEqual(["desc_short.et", "desc_short.en", "desc_short.de"]),
    );
  });
});

describe("a material's availability", () => {
  const stubs = () =>
    stubApi({
      "GET /api/auth/user": { body: admin() },
      "GET /api/admin/draft": { body: draftAnswer() },
      "GET /api/admin/draft/materials": { body: materialsAnswer() },
      "GET /api/admin/draft/part": {
        body: { version: 3, path: "/materials/0", value: material, files: {} },
      },
      "PATCH /api/admin/draft": { body: { ...draftAnswer(), message: "Saved.", dry_run: false } },
    });

  it("saves a lead time as a number of days and an end of sale as a day", async () => {
    const calls = stubs();
    openBackOffice("/en/admin/catalogue");
    await userEvent.click(await screen.findByRole("button", { name: "Kitchen tap" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Kitchen tap" });
    const lead = await within(dialog).findByLabelText("Lead time (days)");
    expect(lead.getAttribute("aria-describedby")).toBeTruthy();
    await userEvent.type(lead, "56");
    const end = within(dialog).getByLabelText("End of sale (last day to order)");
    await userEvent.type(end, "2027-03-01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: "success", message: "Saved." }));
    expect(calls.find((c) => c.method === "PATCH")?.body).toMatchObject({
      operations: [
        { op: "test" },
        {
          op: "replace",
          value: { ...material, lead_time_days: 56, end_of_sale: "2027-03-01" },
        },
      ],
    });
  });

  it("says at the field what a lead time takes, and sends nothing", async () => {
    const calls = stubs();
    openBackOffice("/en/admin/catalogue");
    await userEvent.click(await screen.findByRole("button", { name: "Kitchen tap" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Kitchen tap" });
    await userEvent.type(await within(dialog).findByLabelText("Lead time (days)"), "1000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save to the draft" }));
    expect(
      await within(dialog).findByText("Enter a whole number of days from 0 to 730."),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });
});
