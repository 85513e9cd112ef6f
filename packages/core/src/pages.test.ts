import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "./locale.ts";
import {
  anyPages,
  isPageSegment,
  type PageName,
  pageOf,
  pages,
  samePage,
  saveDialogPath,
  screenPath,
  searchOf,
  swapLocale,
} from "./pages.ts";

/** A path segment's value: ids, and texts with spaces, umlauts, slashes, `%`, `?` and `#`. */
const segmentValue = fc.oneof(
  fc.integer({ min: 1, max: 2_147_483_647 }),
  fc
    .string({
      unit: fc.constantFrom(
        "a",
        "Z",
        "9",
        " ",
        "ä",
        "õ",
        "ß",
        "/",
        "%",
        "?",
        "#",
        "-",
        ".",
        "+",
        "&",
      ),
    })
    .filter((text) => text !== "" && text !== "." && text !== ".."),
);

const narrowValues: Record<string, fc.Arbitrary<string | number>> = {
  lang: fc.constantFrom(...UI_LOCALES),
  socialLoginStatus: fc.constantFrom("success", "failure"),
  attachStatus: fc.constantFrom("attached", "failed"),
};

function paramsOf(pattern: string): fc.Arbitrary<Record<string, string | number>> {
  const names = pattern
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
  return fc.record(
    Object.fromEntries(names.map((name) => [name, narrowValues[name] ?? segmentValue])),
  );
}

const stringified = (params: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));

describe("pages", () => {
  const names = Object.keys(pages) as PageName[];

  it.each(names)(
    "%s: the path matches its own pattern and reads back as its parameters",
    (name) => {
      const page = anyPages[name];
      fc.assert(
        fc.property(paramsOf(pages[name].pattern), fc.string(), (params, search) => {
          const path = page(params, search);
          expect(page.match(path)).toEqual(stringified(params));
          // As a browser keeps it: a link's path is not changed on its way to the address bar.
          expect(new URL(path.replace(/[?#].*$/s, ""), "http://localhost").pathname).toBe(
            path.replace(/[?#].*$/s, ""),
          );
        }),
        { numRuns: 200 },
      );
    },
  );

  it("encodes names with spaces, umlauts and slashes as one segment each", () => {
    const path = pages.room({ lang: "de", packageId: "custom", room: "Bad / WC öäü ß" });
    expect(path).toBe("/de/custom/Bad%20%2F%20WC%20%C3%B6%C3%A4%C3%BC%20%C3%9F");
    expect(pages.room.match(path)).toEqual({
      lang: "de",
      packageId: "custom",
      room: "Bad / WC öäü ß",
    });
    expect(pages.summary.match(path)).toBeNull();
  });

  it("writes a query as URLSearchParams does, leaving out null and undefined", () => {
    const values = {
      email: "mäe+1@näide.ee",
      name: "A & B (1)!~'*",
      n: 3,
      gone: null,
      no: undefined,
    };
    const expected = new URLSearchParams({ email: values.email, name: values.name, n: "3" });
    expect(pages.resetPassword({ lang: "et" }, { token: "t", email: values.email })).toBe(
      `/et/reset-password?${new URLSearchParams({ token: "t", email: values.email })}`,
    );
    expect(searchOf(values)).toBe(`?${expected}`);
    expect(searchOf(expected)).toBe(`?${expected}`);
    expect(searchOf("?a=1")).toBe("?a=1");
    expect(searchOf("a=1")).toBe("?a=1");
    expect(searchOf("?")).toBe("");
    expect(searchOf({})).toBe("");
  });

  it("matches as the route table does: any case of a fixed segment, one trailing slash, no query", () => {
    expect(pages.summary.match("/et/12/SUMMARY/?project=1#top")).toEqual({
      lang: "et",
      packageId: "12",
    });
    expect(pages.dashboard.match("/et/dashboard/7")).toBeNull();
    expect(pages.room.match("/et/12")).toBeNull();
    expect(pages.room.match("/et/12/%E0%A4%A")).toBeNull();
  });

  it("builds the server's mail and return addresses", () => {
    expect(
      pages.verifyEmail(
        { lang: "en", customerId: 5, hash: "ab12" },
        { expires: 1700000000000, signature: "s1" },
      ),
    ).toBe("/en/email/verify/5/ab12?expires=1700000000000&signature=s1");
    expect(pages.socialReturn({ lang: "et", socialLoginStatus: "success" }, { token: "c" })).toBe(
      "/et/auth/success?token=c",
    );
    expect(pages.profileReturn({ lang: "de", attachStatus: "attached" }, { code: "x" })).toBe(
      "/de/profile/attached?code=x",
    );
    expect(pages.shortLink({ code: "Ab12" })).toBe("/s/Ab12");
  });

  it("knows which segments after the language are pages of their own, never a package", () => {
    const own = [
      "404",
      "admin",
      "auth",
      "dashboard",
      "deleted-account",
      "email",
      "info",
      "kataloog",
      "profile",
      "reset-password",
      "send-verification",
      "terms-and-conditions",
    ];
    for (const segment of own) expect(isPageSegment(segment)).toBe(true);
    for (const segment of ["12", "custom", "summary", "s", ":packageId", "Auth", ""])
      expect(isPageSegment(segment)).toBe(false);
  });
});

describe("swapLocale", () => {
  it("swaps the locale segment and keeps path and query", () => {
    expect(swapLocale("/et/12/kitchen", "?project=1&apartment_layout_id=3", "en")).toBe(
      "/en/12/kitchen?project=1&apartment_layout_id=3",
    );
  });

  it("works for the hidden Russian locale too", () => {
    expect(swapLocale("/ru/dashboard", "", "et")).toBe("/et/dashboard");
  });

  it("puts a locale in front of a path without one", () => {
    expect(swapLocale("/", "?project=2", "de")).toBe("/de?project=2");
    expect(swapLocale("/kataloog", "", "en")).toBe("/en/kataloog");
  });
});

describe("the same page with other parameters", () => {
  it("reads which page a path is, in the route table's order", () => {
    expect(pageOf("/et/auth")).toEqual({ name: "login", params: { lang: "et" } });
    expect(pageOf("/et/2/summary/save?x=1")).toEqual({
      name: "summarySave",
      params: { lang: "et", packageId: "2" },
    });
    expect(pageOf("/et/2/k%C3%B6%C3%B6k")).toEqual({
      name: "room",
      params: { lang: "et", packageId: "2", room: "köök" },
    });
    expect(pageOf("/et/2/kitchen/save/more")).toBeNull();
    // The back office's pages come before the packages and rooms whose places they take.
    expect(pageOf("/de/admin")).toEqual({ name: "adminOverview", params: { lang: "de" } });
    expect(pageOf("/de/admin/catalogue?page=2")).toEqual({
      name: "adminCatalogue",
      params: { lang: "de" },
    });
    expect(pageOf("/de/admin/history")?.name).toBe("adminHistory");
    expect(pageOf("/de/admin/import")?.name).toBe("adminImport");
    expect(pageOf("/de/admin/signing")?.name).toBe("adminSigning");
  });

  it("keeps the screen and changes the package", () => {
    expect(samePage("/de/custom/summary/save", { packageId: 7 }, "?project=1")).toBe(
      "/de/7/summary/save?project=1",
    );
    expect(samePage("/de/custom", { packageId: "tere" })).toBe("/de/tere");
    expect(samePage("/a/b/c/d/e", { packageId: 1 })).toBeNull();
  });

  it("finds the screen under a dialog, and the save dialog over a screen", () => {
    expect(screenPath("/et/2/summary/save", "?a=1")).toBe("/et/2/summary?a=1");
    expect(screenPath("/et/2/summary/terms")).toBe("/et/2/summary");
    expect(screenPath("/et/2/kitchen/save/")).toBe("/et/2/kitchen");
    expect(screenPath("/et/2/kitchen")).toBe("/et/2/kitchen");
    expect(saveDialogPath("/et/2/kitchen", { a: 1 })).toBe("/et/2/kitchen/save?a=1");
    expect(saveDialogPath("/et/2/summary")).toBe("/et/2/summary/save");
    expect(saveDialogPath("/et/2/summary/terms")).toBe("/et/2/summary/save");
    expect(saveDialogPath("/et/2/kitchen/save")).toBe("/et/2/kitchen/save");
  });
});
