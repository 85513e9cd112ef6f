import { type Asset, parseTypedPrice, type SelectionGroup } from "@home-designer/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../../lib/api.ts";
import {
  filesForm,
  hasContent,
  needsSave,
  priceText,
  specialTotals,
  uploadFailureMessage,
  withSpecialAdded,
  withSpecialChanged,
  withSpecialRemoved,
} from "./special-form.ts";

function special(fields: Partial<Asset> = {}): Asset {
  return {
    id: 900,
    groupId: 7,
    title: { et: "Eritellimus" },
    packages: [],
    image: null,
    material: null,
    is_special: true,
    label: {},
    description: {},
    files: [],
    ...fields,
  } as Asset;
}

const file = (id: number, name: string) => ({ id, name, type: "application/pdf", url: `/f/${id}` });

describe("the special solution form", () => {
  it("shows saved prices in the Estonian format, which reads back as the same amount", () => {
    expect(priceText(undefined)).toBe("");
    expect(priceText(1250.5)).toBe("1250,50");
    expect(priceText(12500)).toBe("12 500,00");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (cents) => {
        return parseTypedPrice(priceText(cents / 100)) === cents;
      }),
    );
  });

  it("works out (unit + installation) × (1 + VAT) with the VAT amount", () => {
    expect(specialTotals(special(), "1000", "250,50", 0.24)).toEqual({
      net: 125050,
      vat: 30012,
      total: 155062,
    });
    expect(specialTotals(special(), "100", "", null)).toEqual({ net: 10000, vat: 0, total: 10000 });
    expect(specialTotals(special(), "sada", "1", 0.24)).toBeNull();
  });

  it("saves a field on leaving it only when it changed, or when its last save failed", () => {
    expect(needsSave({ value: "a", focus: "a", saved: "a" })).toBe(false);
    expect(needsSave({ value: "b", focus: "a", saved: "a" })).toBe(true);
    expect(needsSave({ value: "b", focus: "b", saved: "a" })).toBe(true);
    // Left again while its save is still on its way: nothing more is sent.
    expect(needsSave({ value: "b", focus: "b", saved: "a", sending: "b" })).toBe(false);
    expect(needsSave({ value: "c", focus: "b", saved: "a", sending: "b" })).toBe(true);
    // Left again after its save was accepted but before it shows the saved form.
    expect(
      needsSave({ value: "1 000", focus: "1000,00", saved: "1000,00", accepted: "1 000" }),
    ).toBe(false);
    expect(
      needsSave({ value: "2 000", focus: "1000,00", saved: "1000,00", accepted: "1 000" }),
    ).toBe(true);
    // Entered while it showed the accepted text, left once it shows the saved form.
    expect(
      needsSave({ value: "1000,00", focus: "1 000", saved: "1000,00", accepted: "1 000" }),
    ).toBe(false);
    expect(needsSave({ value: "2 000", focus: "1 000", saved: "1000,00", accepted: "1 000" })).toBe(
      true,
    );
  });

  it("sends the files that stay, the new ones, and the clear flag when the last one goes", () => {
    const current = [file(1, "a.pdf"), file(2, "b.png")];
    const removeOne = filesForm(current, { remove: 1 }, "et");
    expect(removeOne.getAll("keep[]")).toEqual(["2"]);
    expect(removeOne.has("clearFiles")).toBe(false);
    expect(removeOne.get("selectedLocale")).toBe("et");

    const removeLast = filesForm([file(2, "b.png")], { remove: 2 }, "en");
    expect(removeLast.getAll("keep[]")).toEqual([]);
    expect(removeLast.get("clearFiles")).toBe("1");

    const added = filesForm([], { add: [new File(["%PDF-"], "plan.pdf")] }, "et");
    expect((added.get("files[]") as File).name).toBe("plan.pdf");
    expect(added.has("clearFiles")).toBe(false);
  });

  it("says why an upload failed: the server's message, else that the file may be too large", () => {
    const tooLarge = "Upload failed — the file may be too large";
    expect(uploadFailureMessage(new ApiRequestError(413, "At most 10 MB a file."), tooLarge)).toBe(
      "At most 10 MB a file.",
    );
    expect(
      uploadFailureMessage(new ApiRequestError(413, "Payload Too Large", {}, false), tooLarge),
    ).toBe(tooLarge);
    expect(uploadFailureMessage(new TypeError("Failed to fetch"), tooLarge)).toBe(tooLarge);
    expect(uploadFailureMessage(new ApiRequestError(401, "Log in again."), tooLarge)).toBeNull();
  });

  it("asks before removing only a special solution with something in it", () => {
    expect(hasContent(special())).toBe(false);
    expect(hasContent(special({ label: { et: "  " } }))).toBe(false);
    expect(hasContent(special({ description: { en: "Oak" } }))).toBe(true);
    expect(hasContent(special({ installPrice: 10 }))).toBe(true);
    expect(hasContent(special({ files: [file(1, "a.pdf")] }))).toBe(true);
  });

  it("adds, changes and removes a special solution in its own group only", () => {
    const groups = [
      { id: 7, assets: [special({ id: 1, is_special: false })] },
      { id: 8, assets: [special({ id: 2, groupId: 8, is_special: false })] },
    ] as unknown as SelectionGroup[];
    const added = withSpecialAdded(groups, special());
    expect(added?.map((g) => g.assets.map((a) => a.id))).toEqual([[1, 900], [2]]);
    const changed = withSpecialChanged(added, 900, (a) => ({ ...a, unitPrice: 5 }));
    expect(changed?.[0]?.assets[1]?.unitPrice).toBe(5);
    expect(changed?.[1]).toBe(added?.[1]);
    expect(withSpecialRemoved(changed, 900)?.map((g) => g.assets.map((a) => a.id))).toEqual([
      [1],
      [2],
    ]);
    expect(withSpecialAdded(undefined, special())).toBeUndefined();
  });
});
