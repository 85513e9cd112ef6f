import { describe, expect, it } from "vitest";
import { formatDate, formatMoment } from "./format-date.ts";

describe("formatDate", () => {
  it("writes the date in the interface language, on Estonian time", () => {
    expect(formatDate("2026-03-12T10:00:00Z", "en")).toBe("12 March 2026");
    expect(formatDate("2026-03-12T10:00:00Z", "de")).toBe("12. März 2026");
    expect(formatDate("2026-03-12T10:00:00Z", "et")).toMatch(/^12\. märts 2026/);
    // Late evening UTC is already the next day in Tallinn.
    expect(formatDate("2026-03-12T23:30:00Z", "en")).toBe("13 March 2026");
  });

  it("passes an unreadable value through", () => {
    expect(formatDate("soon", "en")).toBe("soon");
  });
});

describe("formatMoment", () => {
  it("adds the time of day on Estonian time", () => {
    expect(formatMoment("2026-03-12T10:05:00Z", "en")).toBe("12 March 2026, 12:05");
    expect(formatMoment("2026-03-12T10:05:00Z", "de")).toBe("12. März 2026, 12:05");
    expect(formatMoment("soon", "en")).toBe("soon");
  });
});
