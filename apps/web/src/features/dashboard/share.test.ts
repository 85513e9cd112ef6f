import { decodeCompact } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { packageShareUrl } from "./share.ts";

const target = {
  origin: "https://kodu.example",
  lang: "et" as const,
  projectId: 1,
  layoutId: 4,
  packageId: 9,
};

describe("share links", () => {
  it("links a company package's summary by its id", () => {
    expect(packageShareUrl(target, null)).toBe(
      "https://kodu.example/et/9/summary?project=1&apartment_layout_id=4",
    );
  });

  it("carries every choice of the buyer's own package, which others cannot open by id", () => {
    const choices = [
      { roomId: 2, groupId: 5, assetId: 40 },
      { roomId: 1, groupId: 3, assetId: 12 },
    ];
    const url = new URL(packageShareUrl(target, choices));
    expect(url.pathname).toBe("/et/custom/summary");
    expect(url.searchParams.get("project")).toBe("1");
    expect(url.searchParams.get("apartment_layout_id")).toBe("4");
    expect(url.searchParams.get("compressed_selections")).toBe("true");
    const decoded = decodeCompact(url.searchParams.get("selections") ?? "");
    expect(decoded).toEqual({
      ok: true,
      choices: [
        { roomId: 1, groupId: 3, assetId: 12 },
        { roomId: 2, groupId: 5, assetId: 40 },
      ],
    });
  });
});
