// @vitest-environment jsdom
import type { Asset } from "@home-designer/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { ConfiguratorContext } from "../context.ts";
import { asset, configuratorState, group, pkg } from "../selection/fixtures.ts";
import { SpecialFields } from "./special-fields.tsx";

// Each save is answered when the test says so, with the price as the server writes it back.
const saves = vi.hoisted(() => [] as { field: string; value: string; answer: () => void }[]);
vi.mock("./staff-api.ts", () => ({
  staffApi: {
    updateSpecial: (_id: number, field: string, value: string) =>
      new Promise((resolve) => {
        const euros = Number(value.replace(/\s/g, "").replace(",", "."));
        saves.push({
          field,
          value,
          answer: () => resolve({ asset: { ...special, unitPrice: euros } }),
        });
      }),
  },
}));
vi.mock("../../../lib/toast.ts", async (original) => ({
  ...(await original<typeof import("../../../lib/toast.ts")>()),
  toast: { success: () => undefined, error: () => undefined },
}));

const special: Asset = asset(40, 3, { is_special: true, label: {}, description: {} });

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "staff"]);
});
afterEach(() => {
  cleanup();
  saves.length = 0;
});

/** The next task: React renders an update that came from outside an event by then. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("SpecialFields", () => {
  it("does not save a price again when it is entered between the save's answer and its render", async () => {
    const state = { ...configuratorState(pkg(5, { user_package: true })), lang: "en" as const };
    render(
      <ConfiguratorContext.Provider value={state}>
        <SpecialFields special={special} group={group(3, 1, [special])} onChange={() => {}} />
      </ConfiguratorContext.Provider>,
    );
    const unit = await screen.findByRole("textbox", { name: /^Product price/ });
    fireEvent.focus(unit);
    fireEvent.change(unit, { target: { value: "1 000" } });
    fireEvent.blur(unit);
    expect(saves.map((save) => save.value)).toEqual(["1 000"]);

    // The answer arrives; the field is entered again before React shows the saved form.
    saves[0]?.answer();
    await Promise.resolve();
    await Promise.resolve();
    fireEvent.focus(unit);
    await nextTask();
    expect((unit as HTMLInputElement).value).toBe("1000,00");
    fireEvent.blur(unit);
    await nextTask();

    expect(saves).toHaveLength(1);
  });
});
