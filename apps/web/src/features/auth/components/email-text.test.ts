import { describe, expect, it } from "vitest";
import { emailPieces } from "./email-text.tsx";

describe("emailPieces", () => {
  it("breaks after the @ and before dots, losing nothing", () => {
    expect(emailPieces("mari.maasikas@example.co.uk")).toEqual([
      "mari",
      ".maasikas@",
      "example",
      ".co",
      ".uk",
    ]);
    expect(emailPieces("a@.b").join("")).toBe("a@.b");
    expect(emailPieces("a@.b")).not.toContain("");
  });
});
