import { describe, expect, it } from "vitest";
import type { AppContext } from "../../src/context.ts";
import { mailLogo } from "../../src/mail/mail-logo.ts";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 10"><rect width="60" height="10" fill="#246"/></svg>';

/** A context whose storage holds one logo, counting how often it is read. */
function withLogo(key: string) {
  const reads: string[] = [];
  const ctx = {
    storage: {
      read: async (asked: string) => {
        reads.push(asked);
        if (asked !== key) throw new Error("no such file");
        return Buffer.from(SVG);
      },
    },
  } as unknown as AppContext;
  return { ctx, reads };
}

describe("the logo of a company's mails", () => {
  it("is drawn once for mails sent at the same moment, as a PNG", async () => {
    const { ctx, reads } = withLogo("logos/burst.svg");
    const logos = await Promise.all(
      Array.from({ length: 6 }, () => mailLogo(ctx, "logos/burst.svg")),
    );
    expect(reads).toEqual(["logos/burst.svg"]);
    expect(logos[0]?.contentType).toBe("image/png");
    expect(logos[0]?.content.subarray(1, 4).toString()).toBe("PNG");
    expect(new Set(logos).size).toBe(1);
  });

  it("is none when the company has none or it cannot be read, and the mail goes without it", async () => {
    const { ctx } = withLogo("logos/other.svg");
    expect(await mailLogo(ctx, null)).toBeNull();
    expect(await mailLogo(ctx, "logos/missing.svg")).toBeNull();
  });
});
