// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../i18n/index.ts";
import { DateField } from "./date-field.tsx";

beforeAll(() => initI18n("de"));

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage("de"));
});

/** A form's field as the forms hold it: the value is `YYYY-MM-DD`; each change is kept. */
function Field({ initial = "", error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Suspense fallback={<p>loading</p>}>
      <label htmlFor="day">Letzter Tag</label>
      <DateField id="day" value={value} error={error} onChange={setValue} />
      <output aria-label="value">{value}</output>
      <button type="button">next</button>
    </Suspense>
  );
}

const input = () => screen.findByLabelText("Letzter Tag") as Promise<HTMLInputElement>;
const value = () => screen.getByLabelText("value").textContent;

describe("the date field", () => {
  it("shows an ISO day the German way, with the pattern in German letters", async () => {
    render(<Field initial="2027-03-31" />);
    const field = await input();
    expect(field.value).toBe("31.03.2027");
    expect(field.type).toBe("text");
    expect(field.placeholder).toBe("TT.MM.JJJJ");
    expect(screen.getByText("Format: TT.MM.JJJJ")).toBeTruthy();
    expect(field.getAttribute("aria-describedby")).toBe(screen.getByText("Format: TT.MM.JJJJ").id);
  });

  it("gives the form the ISO day of a German date typed", async () => {
    render(<Field />);
    await userEvent.type(await input(), "1.3.2027");
    expect(value()).toBe("2027-03-01");
    await userEvent.tab();
    // Left, it is written in full.
    expect((await input()).value).toBe("01.03.2027");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says in German that an impossible day is not in the calendar, once the field is left", async () => {
    render(<Field />);
    const field = await input();
    await userEvent.type(field, "31.02.2027");
    // Not a day: the form gets what was typed, which its own day rule refuses, never an ISO day.
    expect(value()).toBe("31.02.2027");
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.tab();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe(
      "Den 31.02.2027 gibt es im Kalender nicht: Bitte prüfen Sie Tag und Monat.",
    );
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(alert.id);
    await userEvent.clear(field);
    await userEvent.type(field, "28.02.2027");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(value()).toBe("2027-02-28");
  });

  it("asks for the language's pattern when a date is typed in another", async () => {
    render(<Field />);
    await userEvent.type(await input(), "03/31/2027");
    await userEvent.tab();
    expect(screen.getByRole("alert").textContent).toBe(
      "Bitte geben Sie das Datum als TT.MM.JJJJ ein.",
    );
    expect(value()).toBe("03/31/2027");
  });

  it("follows the page's language: English as in Britain, Estonian", async () => {
    render(<Field initial="2027-03-31" />);
    const field = await input();
    await act(() => i18n.changeLanguage("en"));
    expect(field.value).toBe("31/03/2027");
    expect(screen.getByText("Format: DD/MM/YYYY")).toBeTruthy();
    await act(() => i18n.changeLanguage("et"));
    expect(field.value).toBe("31.03.2027");
    expect(screen.getByText("Vorming: PP.KK.AAAA")).toBeTruthy();
  });

  it("shows the form's own refusal when the typed day is itself fine", async () => {
    render(<Field initial="2027-03-31" error="Die Frist ist vorbei." />);
    expect((await screen.findByRole("alert")).textContent).toBe("Die Frist ist vorbei.");
  });
});
