// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { useForm } from "react-hook-form";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../i18n/index.ts";
import { FilePicker } from "./file-picker.tsx";

beforeAll(() => initI18n("de"));

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage("de"));
});

function Field(props: Parameters<typeof FilePicker>[0]) {
  return (
    <Suspense fallback={<p>loading</p>}>
      <label htmlFor="logo">Logo senden</label>
      <FilePicker id="logo" aria-describedby="logo-hint" {...props} />
      <p id="logo-hint">SVG oder PNG</p>
    </Suspense>
  );
}

const png = (name: string) => new File(["png"], name, { type: "image/png" });

describe("the file picker", () => {
  it("speaks the page's language, not the browser's", async () => {
    render(<Field />);
    expect(await screen.findByText("Datei auswählen")).toBeTruthy();
    expect(screen.getByText("Keine Datei ausgewählt")).toBeTruthy();
    await act(() => i18n.changeLanguage("et"));
    expect(screen.getByText("Vali fail")).toBeTruthy();
    expect(screen.getByText("Faili pole valitud")).toBeTruthy();
  });

  it("keeps the field's label and hint, and reads out what is chosen", async () => {
    render(<Field />);
    const input = await screen.findByLabelText("Logo senden");
    expect(input.getAttribute("type")).toBe("file");
    // Read with the field's own hint, then with the chosen file in the page's language.
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described[0]).toBe("logo-hint");
    expect(document.getElementById(described[1] ?? "")?.textContent).toBe("Keine Datei ausgewählt");
    // The words on the button are not read a second time as part of its name.
    expect(screen.getByText("Datei auswählen").closest("[aria-hidden='true']")).toBeTruthy();
  });

  it("shows the chosen file's name after a change, and hands the change on", async () => {
    const picked: string[] = [];
    render(
      <Field
        accept="image/png"
        onChange={(event) => {
          picked.push(...[...(event.target.files ?? [])].map((file) => file.name));
          // As an upload on change does, to take the same file again.
          event.target.value = "";
        }}
      />,
    );
    await userEvent.upload(await screen.findByLabelText("Logo senden"), png("logo-2.png"));
    expect(picked).toEqual(["logo-2.png"]);
    expect(screen.getByText("logo-2.png")).toBeTruthy();
    expect(screen.queryByText("Keine Datei ausgewählt")).toBeNull();
  });

  it("names several files when it takes several", async () => {
    render(<Field multiple />);
    expect(await screen.findByText("Dateien auswählen")).toBeTruthy();
    expect(screen.getByText("Keine Dateien ausgewählt")).toBeTruthy();
    await userEvent.upload(screen.getByLabelText("Logo senden"), [png("a.png"), png("b.png")]);
    expect(screen.getByText("a.png, b.png")).toBeTruthy();
  });

  it("passes accept, multiple and disabled to the real input", async () => {
    const { rerender } = render(<Field accept=".zip,application/zip" multiple />);
    const input = (await screen.findByLabelText("Logo senden")) as HTMLInputElement;
    expect(input.accept).toBe(".zip,application/zip");
    expect(input.multiple).toBe(true);
    expect(input.disabled).toBe(false);
    rerender(<Field accept=".zip,application/zip" disabled />);
    expect(input.disabled).toBe(true);
    expect(input.multiple).toBe(false);
  });

  it("is reached with Tab, as the real input", async () => {
    render(
      <>
        <button type="button">before</button>
        <Field />
      </>,
    );
    const input = await screen.findByLabelText("Logo senden");
    screen.getByRole("button", { name: "before" }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
  });

  it("works with react-hook-form's register: its ref and change event", async () => {
    let values: { files?: FileList } = {};
    function Form() {
      const form = useForm<{ files: FileList }>();
      return (
        <form onSubmit={form.handleSubmit((v) => (values = v))}>
          <Suspense fallback={null}>
            <label htmlFor="files">Anhänge</label>
            <FilePicker id="files" multiple {...form.register("files")} />
          </Suspense>
          <button type="submit">Senden</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.upload(await screen.findByLabelText("Anhänge"), [png("a.png")]);
    await userEvent.click(screen.getByRole("button", { name: "Senden" }));
    expect([...(values.files ?? [])].map((file) => file.name)).toEqual(["a.png"]);
    expect(screen.getByText("a.png")).toBeTruthy();
  });
});
