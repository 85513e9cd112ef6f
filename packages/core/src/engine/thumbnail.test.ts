import { describe, expect, it } from "vitest";
import type { Asset } from "../api/index.ts";
import { assetThumbnail } from "./thumbnail.ts";

const base: Asset = {
  id: 1,
  slug: "a",
  title: { et: "A" },
  groupId: 1,
  priority: 1,
  packages: [],
  image: { id: 1, url: "/media/layer.png", layer: 1 },
  material: null,
  is_special: false,
};

describe("assetThumbnail", () => {
  it("is a catalogue option's material thumbnail, else its room layer", () => {
    expect(assetThumbnail(base)).toBe("/media/layer.png");
  });

  it("is a special solution's first attached image, never its room layer", () => {
    const special: Asset = { ...base, is_special: true };
    expect(assetThumbnail(special)).toBeNull();
    expect(
      assetThumbnail({
        ...special,
        files: [
          { id: 1, name: "plan.pdf", type: "application/pdf", url: "/uploads/plan.pdf" },
          { id: 2, name: "top.jpg", type: "image/jpeg", url: "/uploads/top.jpg?sig=1" },
        ],
      }),
    ).toBe("/uploads/top.jpg?sig=1");
  });
});
