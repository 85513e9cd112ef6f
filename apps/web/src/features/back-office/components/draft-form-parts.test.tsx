// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { setUpBackOfficeTests } from "../testing.tsx";
import { DraftRefusals } from "./draft-form-parts.tsx";

setUpBackOfficeTests();

/** A form scrolled to its save button, whose save the server refuses as made on an old draft. */
function Form() {
  const [conflict, setConflict] = useState<string | null>(null);
  return (
    <form>
      <DraftRefusals
        conflict={conflict}
        conflictText="The draft has changed in the meantime."
        reloadLabel="Read the draft again"
        onReload={() => setConflict(null)}
        elsewhere={[]}
      />
      <button type="button" onClick={() => setConflict("Changed by mari@example.com.")}>
        Save
      </button>
    </form>
  );
}

describe("a back-office form's refusals", () => {
  it("moves focus to the conflict, so that it is in view and read out wherever the form was scrolled", async () => {
    render(<Form />);
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    save.click();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Changed by mari@example.com.");
    expect(document.activeElement).toBe(alert);
  });
});
