// @vitest-environment jsdom
import type { DraftEditRecord } from "@home-designer/core";
import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { renderPage } from "../../auth/testing.tsx";
import { type DraftConflict, draftConflict } from "../draft/draft-moved.tsx";
import { setUpBackOfficeTests } from "../testing.tsx";
import { DraftRefusals } from "./draft-form-parts.tsx";

setUpBackOfficeTests();

const MOVED = "Der Entwurf wurde seit dem Öffnen von mari@example.com (…) geändert.";

/** A form scrolled to its save button, whose save the server refuses as made on an old draft. */
function Form({ refusal }: { refusal: DraftConflict }) {
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  return (
    <form>
      <DraftRefusals
        conflict={conflict}
        conflictText="Der Entwurf wurde inzwischen geändert."
        reloadLabel="Neu laden"
        onReload={() => setConflict(null)}
        elsewhere={[]}
      />
      <button type="button" onClick={() => setConflict(refusal)}>
        Speichern
      </button>
    </form>
  );
}

/** The form on a German page of the back office (the page's language words the times). */
const show = (refusal: DraftConflict) =>
  renderPage(() => <Form refusal={refusal} />, { path: "/de/admin", route: "/:lang/admin" });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The 409 as the web app reads it from the server's answer. */
const refused = (edits: DraftEditRecord[]) =>
  draftConflict(new ApiRequestError(409, MOVED, {}, true, { edits }));

describe("a back-office form's refusals", () => {
  beforeAll(() => i18n.changeLanguage("de"));
  afterAll(() => i18n.changeLanguage("en"));

  it("moves focus to the conflict, so that it is in view and read out wherever the form was scrolled", async () => {
    show({ message: MOVED, edits: [] });
    const save = screen.getByRole("button", { name: "Speichern" });
    save.focus();
    save.click();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("mari@example.com");
    expect(document.activeElement).toBe(alert);
    // Nothing changed that the answer could name: no list.
    expect(within(alert).queryByText("Seit dem Öffnen geändert:")).toBeNull();
  });

  it("says what changed since the form was opened: each thing by its code, its fields in words", async () => {
    const conflict = refused([
      {
        version: 4,
        by: "mari@example.com",
        at: minutesAgo(3),
        changes: [
          { kind: "material", code: "M-123", action: "changed", fields: ["price", "desc_short"] },
        ],
      },
    ]);
    if (!conflict) throw new Error("a 409 is a conflict");
    show(conflict);
    screen.getByRole("button", { name: "Speichern" }).click();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Seit dem Öffnen geändert:")).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["M-123 geändert: Preis, Name"]);
    // One edit: the message above says who and when.
    expect(alert.querySelector("time")).toBeNull();
  });

  it("says who changed what, and when, per edit when there were several", async () => {
    const conflict = refused([
      {
        version: 4,
        by: "mari@example.com",
        at: minutesAgo(5),
        changes: [{ kind: "apartment", code: "hafen/a/12", action: "changed", fields: ["buyers"] }],
      },
      {
        version: 5,
        by: "jaan@example.com",
        at: minutesAgo(2),
        changes: [
          { kind: "company", code: "alpha", action: "changed", fields: ["news_letter", "colors"] },
          {
            kind: "restriction",
            code: "hafen/floors.oak.doors",
            action: "removed",
            fields: [],
          },
        ],
      },
    ]);
    if (!conflict) throw new Error("a 409 is a conflict");
    show(conflict);
    screen.getByRole("button", { name: "Speichern" }).click();
    const alert = await screen.findByRole("alert");
    const edits = alert.querySelectorAll("ol > li");
    expect(edits).toHaveLength(2);
    const [first, second] = [...edits] as HTMLElement[];
    expect(within(first as HTMLElement).getByText("mari@example.com")).toBeTruthy();
    expect(within(first as HTMLElement).getByText("vor 5 Minuten")).toBeTruthy();
    expect(first?.textContent).toContain("hafen/a/12 geändert: Käufer");
    expect(within(second as HTMLElement).getByText("jaan@example.com")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("vor 2 Minuten")).toBeTruthy();
    expect(second?.textContent).toContain("alpha geändert: Newsletter, Farben");
    expect(second?.textContent).toContain("hafen/floors.oak.doors entfernt");
    expect(second?.querySelector("time")?.getAttribute("datetime")).toBe(conflict.edits[1]?.at);
  });

  it("reads the edits only from a 409", () => {
    expect(draftConflict(new ApiRequestError(422, "Nein", { "/vat": ["Nein"] }))).toBeNull();
    expect(draftConflict(new Error("network"))).toBeNull();
    expect(draftConflict(new ApiRequestError(409, MOVED))).toEqual({ message: MOVED, edits: [] });
  });
});
