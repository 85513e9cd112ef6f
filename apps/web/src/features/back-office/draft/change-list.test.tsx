// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/index.ts";
import { setUpBackOfficeTests } from "../testing.tsx";
import { ChangeList } from "./change-list.tsx";

setUpBackOfficeTests();
beforeAll(async () => {
  await i18n.changeLanguage("de");
  await i18n.loadNamespaces(["admin"]);
});
afterAll(() => i18n.changeLanguage("en"));

describe("a list of changes", () => {
  it("says what happened to each thing in words that read right in the history too, and names its fields", () => {
    render(
      <ChangeList
        entries={[
          { kind: "material", code: "KK-1", action: "changed", fields: ["price", "desc_short"] },
          { kind: "material", code: "KK-2", action: "changed", fields: ["future_field"] },
          { kind: "material", code: "KK-3", action: "added", fields: [] },
        ]}
      />,
    );
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      "KK-3 hinzugefügt",
      "KK-1 geändert: Preis, Name",
      "KK-2 geändert: future_field",
    ]);
  });
});
