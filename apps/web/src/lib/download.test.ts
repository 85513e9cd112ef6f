import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./download.ts";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name, then the plain one, then the fallback", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Merelahe Kvartal A 1 3A summary.pdf"; filename*=UTF-8''M%C3%B5isa%20A%201%20summary.pdf`,
        "summary.pdf",
      ),
    ).toBe("Mõisa A 1 summary.pdf");
    expect(fileNameFromDisposition('attachment; filename="plain.pdf"', "summary.pdf")).toBe(
      "plain.pdf",
    );
    expect(fileNameFromDisposition(null, "summary.pdf")).toBe("summary.pdf");
    expect(fileNameFromDisposition("attachment", "summary.pdf")).toBe("summary.pdf");
  });

  it("never keeps folders", () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/x.pdf"', "s.pdf")).toBe(
      "x.pdf",
    );
  });
});
