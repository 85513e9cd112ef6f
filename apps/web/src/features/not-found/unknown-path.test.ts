import { describe, expect, it } from "vitest";
import { isBrandedHost, namesLayout, unknownPathTarget } from "./unknown-path-target.ts";

const site = (hostname: string) => ({
  hostname,
  brandMarker: "kaarnakivi",
  homeDesignerUrl: "https://www.kaarnakivi.example/kodudisainer",
});

describe("unknownPathTarget", () => {
  it("sends a path with a project to the configurator's start", () => {
    expect(unknownPathTarget("en", "?project=2&apartment_layout_id=5", site("localhost"))).toEqual({
      kind: "page",
      path: "/en?project=2&apartment_layout_id=5",
    });
  });

  it("sends anything else to the login page", () => {
    expect(unknownPathTarget("et", "", site("localhost"))).toEqual({
      kind: "page",
      path: "/et/auth",
    });
    expect(unknownPathTarget("de", "?foo=1", null)).toEqual({ kind: "page", path: "/de/auth" });
  });

  it("sends people on the company's branded host to its public home-designer index", () => {
    expect(unknownPathTarget("et", "", site("kodu.Kaarnakivi.ee"))).toEqual({
      kind: "index",
      url: "https://www.kaarnakivi.example/kodudisainer",
    });
    // A layout named in the address is still opened, branded host or not.
    expect(unknownPathTarget("et", "?project=1", site("kaarnakivi.localhost")).kind).toBe("page");
  });
});

describe("isBrandedHost", () => {
  it("needs the company's marker in the host name", () => {
    expect(isBrandedHost("kaarnakivi.localhost", "kaarnakivi")).toBe(true);
    expect(isBrandedHost("localhost", "kaarnakivi")).toBe(false);
    expect(isBrandedHost("kaarnakivi.localhost", null)).toBe(false);
    expect(isBrandedHost("kaarnakivi.localhost", "")).toBe(false);
  });
});

describe("namesLayout", () => {
  it("is the project or the layout in the query, nothing else", () => {
    expect(namesLayout("?project=1")).toBe(true);
    expect(namesLayout("?apartment_layout_id=4")).toBe(true);
    expect(namesLayout("?selected_user=3")).toBe(false);
    expect(namesLayout("")).toBe(false);
  });
});
