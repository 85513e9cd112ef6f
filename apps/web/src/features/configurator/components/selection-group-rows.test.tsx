// @vitest-environment jsdom
import { type Choices, type SlotKey, slotKey } from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { ConfiguratorContext } from "../context.ts";
import { asset, configuratorState, group, material } from "../selection/fixtures.ts";
import { SelectionGroupRows } from "./selection-group-rows.tsx";

beforeAll(async () => {
  await initI18n("et");
  await i18n.loadNamespaces(["configurator", "common"]);
});
afterEach(cleanup);

const option = (id: number, groupId: number, price = 10) =>
  asset(id, groupId, { material: material(price, `Valik ${id}`) });
const groups = [
  group(16, 1, [option(55, 16), option(56, 16, 120)]),
  group(17, 1, [option(60, 17), option(61, 17)]),
];

/** The rows with choices kept as the room route keeps them. */
function Room({ openGroupId = null }: { openGroupId?: number | null }) {
  const [choices, setChoices] = useState<Choices>(
    new Map([
      [slotKey(1, 16), 55],
      [slotKey(1, 17), 60],
    ]),
  );
  const choose = (key: SlotKey, id: number) => setChoices((c) => new Map(c).set(key, id));
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ConfiguratorContext.Provider value={configuratorState()}>
        <SelectionGroupRows
          groups={groups}
          choices={choices}
          targets={new Map()}
          onChoose={choose}
          pictured
          openGroupId={openGroupId}
        />
      </ConfiguratorContext.Provider>
    </QueryClientProvider>
  );
}

describe("SelectionGroupRows (phones)", () => {
  it("opens the sheet of the group a link pointed at, and of the next one linked", async () => {
    const { rerender } = render(<Room openGroupId={17} />);
    await screen.findByRole("dialog", { name: "Grupp 17" }, { timeout: 5000 });
    rerender(<Room openGroupId={16} />);
    await screen.findByRole("dialog", { name: "Grupp 16" }, { timeout: 5000 });
  });

  it("opens no sheet when the link named a group the room does not have", () => {
    render(<Room openGroupId={99} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lists each group with its choice and opens it in a dialog that steps and gives focus back", async () => {
    render(<Room />);
    // No options on the page: each group is a row naming its choice and price.
    expect(screen.queryByRole("radiogroup")).toBeNull();
    const row = screen.getByRole("button", { name: "Grupp 16" });
    expect(row.getAttribute("aria-haspopup")).toBe("dialog");
    expect(row.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      document.getElementById(row.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toMatch(/^Valik 55\s*10,00\s€/);

    row.focus();
    fireEvent.click(row);
    const sheet = await screen.findByRole("dialog", { name: "Grupp 16" }, { timeout: 5000 });
    const options = within(sheet).getByRole("radiogroup", { name: "Grupp 16" });
    fireEvent.click(within(options).getByRole("radio", { name: "Valik 56" }));
    // The row under the sheet follows the choice at once.
    expect(
      document.getElementById(row.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toMatch(/^Valik 56\s*120,00\s€/);

    // Next: the following group in the same sheet; it is the last, so the sheet offers Done.
    fireEvent.click(within(sheet).getByRole("button", { name: /Järgmine\s*Grupp 17/ }));
    await screen.findByRole("dialog", { name: "Grupp 17" });
    expect(within(sheet).getByText("2 / 2")).toBeTruthy();
    expect(within(sheet).queryByRole("button", { name: /Järgmine/ })).toBeNull();

    // Escape closes it, and focus lands on the row of the group shown last.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    const last = screen.getByRole("button", { name: "Grupp 17" });
    await waitFor(() => expect(document.activeElement).toBe(last));
  });
});
