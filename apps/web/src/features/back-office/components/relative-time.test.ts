import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = Date.parse("2026-03-12T12:00:00Z");

describe("relativeTime", () => {
  it("says how long ago in the largest whole unit, in the language", () => {
    expect(relativeTime("2026-03-12T11:58:00Z", now, "en")).toBe("2 minutes ago");
    expect(relativeTime("2026-03-09T12:00:00Z", now, "de")).toBe("vor 3 Tagen");
    expect(relativeTime("2026-03-11T12:00:00Z", now, "et")).toBe("eile");
    expect(relativeTime("2025-11-12T12:00:00Z", now, "en")).toBe("4 months ago");
    expect(relativeTime("2024-03-12T12:00:00Z", now, "en")).toBe("2 years ago");
  });

  it("shows an odd value as it came", () => {
    expect(relativeTime("soon", now, "en")).toBe("soon");
  });
});
