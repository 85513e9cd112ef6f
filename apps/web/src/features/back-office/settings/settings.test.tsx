// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../auth/testing.tsx";
import { admin, designer, draftAnswer, openBackOffice, setUpBackOfficeTests } from "../testing.tsx";

const uploads = vi.hoisted(() => ({
  calls: [] as { key: string; name: string }[],
  answer: null as unknown,
}));
vi.mock("../api/upload.ts", () => ({
  uploadDraftFile: async (
    key: string,
    file: File,
    options: { onProgress: (n: number) => void },
  ) => {
    uploads.calls.push({ key, name: file.name });
    options.onProgress(0.5);
    return uploads.answer;
  },
}));

const { toasts } = setUpBackOfficeTests();
afterEach(() => {
  uploads.calls.length = 0;
});

/** The company-level fields of the draft's company.json. */
const company: Record<string, unknown> = {
  name: "Nordhaus",
  web: "https://nordhaus.example",
  email: "info@nordhaus.example",
  hosts: [{ host: "home.nordhaus.example", languages: ["de", "en"] }],
  colors: { "primary-500": "#2e6b5e" },
  vat: "19",
  pdf_footer: { de: "Nordhaus GmbH, Berlin" },
  logo: "files/logo.svg",
  mail: { developer: ["sales@nordhaus.example"] },
};

type Answer = { status?: number; body: unknown };
const fileUrls = { "files/logo.svg": "/files/ab12/logo.svg" };
const saved = { body: { ...draftAnswer(), message: "Saved in the draft.", dry_run: false } };

function stubSettings({
  patch = () => saved,
  user = admin(),
}: {
  patch?: (body: unknown) => Answer;
  user?: ReturnType<typeof admin>;
} = {}) {
  return stubApi({
    "GET /api/auth/user": { body: user },
    "GET /api/admin/draft": {
      body: draftAnswer({ abilities: { edit: user.email === "admin@example.com", buyers: true } }),
    },
    "GET /api/admin/draft/parts": (call) => {
      const paths = new URL(call.url, "http://localhost").searchParams.get("paths") ?? "";
      const values = Object.fromEntries(
        paths
          .split(",")
          .filter((path) => company[path.slice(1)] !== undefined)
          .map((path) => [path, company[path.slice(1)]]),
      );
      return { body: { version: 3, values, files: fileUrls } };
    },
    "PATCH /api/admin/draft": (call) => patch(call.body),
  });
}

const patchOf = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === "PATCH")?.body;

const section = async (name: string) => screen.findByRole("region", { name });

describe("the company's settings", () => {
  it("shows the draft's settings to a designer, who only reads them", async () => {
    const calls = stubSettings({ user: designer() });
    openBackOffice("/en/admin/settings");
    const company = await section("Company");
    // The page's fields in one read, not one per field, and not the whole document.
    expect(calls.filter((c) => c.url.startsWith("/api/admin/draft/part"))).toHaveLength(1);
    const name = within(company).getByLabelText("Name") as HTMLInputElement;
    expect(name.value).toBe("Nordhaus");
    expect(name.matches(":disabled")).toBe(true);
    expect(screen.getByText(/an admin of the company changes them/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save to the draft" })).toBeNull();
    expect(screen.queryByLabelText("Send a new logo")).toBeNull();
    // The page's list of its sections leads to each of them.
    const toc = screen.getByRole("navigation", { name: "Sections of the settings" });
    const links = within(toc).getAllByRole("link");
    const sections = screen
      .getAllByRole("region")
      .filter((region) => region.getAttribute("aria-labelledby")?.startsWith("settings-"));
    expect(links).toHaveLength(sections.length);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute("href")?.slice(1) ?? "");
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it("after another admin's change of the same fields, loads them again", async () => {
    let patches = 0;
    stubSettings({
      patch: () => {
        patches += 1;
        return { status: 409, body: { message: "The draft was changed by mari@example.com." } };
      },
    });
    openBackOffice("/en/admin/settings");
    const links = await section("Links and options");
    await userEvent.click(within(links).getByLabelText("Registration offers the newsletter"));
    await userEvent.click(within(links).getByRole("button", { name: "Save to the draft" }));
    const alert = await within(links).findByRole("alert");
    expect(alert.textContent).toContain("The draft was changed by mari@example.com.");
    expect(patches).toBe(1);
    await userEvent.click(within(alert).getByRole("button", { name: "Load the settings again" }));
    await waitFor(() => expect(within(links).queryByRole("alert")).toBeNull());
    const newsletter = within(links).getByLabelText("Registration offers the newsletter");
    expect((newsletter as HTMLInputElement).checked).toBe(false);
  });

  it("saves a section's changed fields, each tested first, and nothing else", async () => {
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const company = await section("Company");
    const name = within(company).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Nordhaus GmbH");
    await userEvent.type(within(company).getByLabelText("Brand marker (optional)"), "nordhaus");
    await userEvent.click(within(company).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: "success", message: "Saved in the draft." }),
    );
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/name", value: "Nordhaus" },
        { op: "replace", path: "/name", value: "Nordhaus GmbH" },
        { op: "add", path: "/brand_marker", value: "nordhaus" },
      ],
    });
  });

  it("takes back a section's edits on cancel", async () => {
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const company = await section("Company");
    const name = within(company).getByLabelText("Name") as HTMLInputElement;
    await userEvent.type(name, " GmbH");
    await userEvent.click(within(company).getByRole("button", { name: "Cancel" }));
    expect(name.value).toBe("Nordhaus");
    expect(patchOf(calls)).toBeUndefined();
  });

  it("checks the fields as core's schema does, at the field, before sending", async () => {
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const company = await section("Company");
    const email = within(company).getByLabelText("Contact e-mail");
    await userEvent.clear(email);
    await userEvent.type(email, "not an address");
    await userEvent.clear(within(company).getByLabelText("Name"));
    await userEvent.click(within(company).getByRole("button", { name: "Save to the draft" }));
    expect(
      await within(company).findByText("Enter e-mail addresses such as info@example.com."),
    ).toBeTruthy();
    expect(within(company).getByText("This field is required.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(patchOf(calls)).toBeUndefined();
  });

  it("shows the server's refusal at its field", async () => {
    stubSettings({
      patch: () => ({
        status: 422,
        body: {
          message: "The company would not import.",
          errors: { "/hosts/0/host": ["is the host of another company"] },
        },
      }),
    });
    openBackOffice("/en/admin/settings");
    const hosts = await section("Hosts and languages");
    const host = within(hosts).getByLabelText("Host name");
    await userEvent.clear(host);
    await userEvent.type(host, "home.other.example");
    await userEvent.click(within(hosts).getByRole("button", { name: "Save to the draft" }));
    expect(await within(hosts).findByText("is the host of another company")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(host));
  });

  it("writes a host's default language first, then the others ticked", async () => {
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const hosts = await section("Hosts and languages");
    await userEvent.click(within(hosts).getByLabelText("Estonian"));
    await userEvent.selectOptions(within(hosts).getByLabelText("Default language"), "et");
    await userEvent.click(within(hosts).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toMatchObject({
      operations: [
        { op: "test", path: "/hosts" },
        {
          op: "replace",
          path: "/hosts",
          value: [{ host: "home.nordhaus.example", languages: ["et", "en", "de"] }],
        },
      ],
    });
  });

  it("previews the brand colours as typed and warns of text that will not read", async () => {
    stubSettings();
    openBackOffice("/en/admin/settings");
    const brand = await section("Brand colours");
    const preview = within(brand).getByRole("figure", { name: "Preview of the configurator" });
    expect(preview.style.getPropertyValue("--brand")).toBe("#2e6b5e");
    expect(within(brand).queryByText(/below 4.5:1/)).toBeNull();

    const soft = within(brand).getByLabelText("Soft shade (primary-50)");
    await userEvent.type(soft, "#6a9e92");
    expect(preview.style.getPropertyValue("--brand-soft")).toBe("#6a9e92");
    const low = within(brand).getAllByText(/below 4.5:1/);
    expect(low[0]?.closest("li")?.textContent).toMatch(/^AaBrand colour on the soft shade/);

    const main = within(brand).getByLabelText("Brand colour (primary-500)");
    await userEvent.clear(main);
    await userEvent.type(main, "#ffeb3b");
    expect(within(brand).getByText(/primary-500 \(#ffeb3b\) is too light/)).toBeTruthy();
    expect(preview.style.getPropertyValue("--brand")).not.toBe("#ffeb3b");
  });

  it("flags a text that one of the company's languages lacks", async () => {
    stubSettings();
    openBackOffice("/en/admin/settings");
    const footer = await section("PDF footer");
    expect(within(footer).getByText("Missing in English.")).toBeTruthy();
    await userEvent.type(within(footer).getByLabelText("English"), "Nordhaus GmbH, Berlin");
    expect(within(footer).queryByText(/Missing in/)).toBeNull();
  });

  it("sends mail recipients one a line as company.json's lists", async () => {
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const mail = await section("Mail recipients");
    await userEvent.type(within(mail).getByLabelText("Construction team"), "site@build.example");
    await userEvent.click(within(mail).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "test", path: "/mail", value: { developer: ["sales@nordhaus.example"] } },
        {
          op: "replace",
          path: "/mail",
          value: { developer: ["sales@nordhaus.example"], construction: ["site@build.example"] },
        },
      ],
    });
  });

  it("sends the deadlines' time zone and reminder days, a number as company.json holds it", async () => {
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const deadlines = await section("Selection deadlines");
    await userEvent.click(within(deadlines).getByLabelText("Time zone"));
    await userEvent.paste("Europe/Berlin");
    await userEvent.type(
      within(deadlines).getByLabelText("Reminder, days before a deadline"),
      "14",
    );
    await userEvent.click(within(deadlines).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        { op: "add", path: "/time_zone", value: "Europe/Berlin" },
        { op: "add", path: "/deadline_reminder_days", value: 14 },
      ],
    });
  });

  it("refuses an unknown time zone and days that are no whole number, at their fields", async () => {
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const deadlines = await section("Selection deadlines");
    await userEvent.click(within(deadlines).getByLabelText("Time zone"));
    await userEvent.paste("Central Europe");
    const days = within(deadlines).getByLabelText("Reminder, days before a deadline");
    await userEvent.click(days);
    await userEvent.paste("two");
    await userEvent.click(within(deadlines).getByRole("button", { name: "Save to the draft" }));
    expect(
      await within(deadlines).findByText(
        "Enter a time zone as the IANA database names it, such as Europe/Berlin.",
      ),
    ).toBeTruthy();
    expect(within(deadlines).getByText("Enter a whole number of days from 0 to 365.")).toBeTruthy();
    expect(days.getAttribute("aria-invalid")).toBe("true");
    await userEvent.clear(days);
    await userEvent.click(days);
    await userEvent.paste("400");
    await userEvent.click(within(deadlines).getByRole("button", { name: "Save to the draft" }));
    expect(
      await within(deadlines).findByText("Enter a whole number of days from 0 to 365."),
    ).toBeTruthy();
    expect(patchOf(calls)).toBeUndefined();
  });
});

describe("the help videos", () => {
  it("adds a section with a video, its addresses per language", async () => {
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const help = await section("Help videos");
    await userEvent.click(within(help).getByRole("button", { name: "Add a section" }));
    await userEvent.type(within(help).getByLabelText("Section code"), "start");
    await userEvent.click(within(help).getByRole("button", { name: "Add a video" }));
    await userEvent.type(within(help).getByLabelText("Video code"), "sign-up");
    const wide = within(help).getByRole("group", { name: "Embed address for wide screens" });
    await userEvent.type(within(wide).getByLabelText("German"), "https://video.example/de");
    expect(within(wide).getByText("Missing in English.")).toBeTruthy();
    await userEvent.click(within(help).getByRole("button", { name: "Save to the draft" }));
    // A video needs an address for phones too: refused at its place, nothing sent.
    expect(await within(help).findByText("This field is required.")).toBeTruthy();
    expect(patchOf(calls)).toBeUndefined();
    const phones = within(help).getByRole("group", { name: "Embed address for phones" });
    await userEvent.type(within(phones).getByLabelText("German"), "https://video.example/de-m");
    await userEvent.click(within(help).getByRole("button", { name: "Save to the draft" }));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toEqual({
      version: 3,
      operations: [
        {
          op: "add",
          path: "/help_videos",
          value: [
            {
              code: "start",
              videos: [
                {
                  code: "sign-up",
                  desktop: { de: "https://video.example/de" },
                  mobile: { de: "https://video.example/de-m" },
                },
              ],
            },
          ],
        },
      ],
    });
  });
});

describe("the logo and icon", () => {
  it("shows the logo, and names a new one at the version its upload answered", async () => {
    uploads.answer = {
      message: "Stored.",
      version: 4,
      path: "files/logo-2.png",
      url: "/files/cd34/logo-2.png",
    };
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const files = await section("Logo and icon");
    expect(within(files).getByRole("img", { name: "The company's logo" }).getAttribute("src")).toBe(
      "/files/ab12/logo.svg",
    );
    expect(within(files).getByText("None yet: the app's own is shown.")).toBeTruthy();
    const logo = new File(["png"], "logo-2.png", { type: "image/png" });
    await userEvent.upload(within(files).getByLabelText("Send a new logo"), logo);
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(uploads.calls).toEqual([{ key: "POST /admin/draft/files", name: "logo-2.png" }]);
    expect(patchOf(calls)).toEqual({
      version: 4,
      operations: [
        { op: "test", path: "/logo", value: "files/logo.svg" },
        { op: "replace", path: "/logo", value: "files/logo-2.png" },
      ],
    });
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: "success", message: "Saved in the draft." }),
    );
    // The picker was disabled while it sent: focus goes to the logo's heading, not the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(files).getByRole("heading", { level: 3, name: "Logo" }),
      ),
    );
  });

  it("sends the icon, whose upload names the icons itself", async () => {
    uploads.answer = { message: "Icons made.", version: 4, favicons: {}, urls: {} };
    const calls = stubSettings();
    openBackOffice("/en/admin/settings");
    const files = await section("Logo and icon");
    const icon = new File(["<svg/>"], "icon.svg", { type: "image/svg+xml" });
    await userEvent.upload(within(files).getByLabelText("Send a new icon"), icon);
    await waitFor(() => expect(toasts).toContainEqual({ kind: "success", message: "Icons made." }));
    expect(uploads.calls).toEqual([{ key: "POST /admin/draft/favicons", name: "icon.svg" }]);
    expect(patchOf(calls)).toBeUndefined();
  });
});
