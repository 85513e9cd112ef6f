import { type Choices, readChoicesFromQuery, VIEWING } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  contentLocale,
  designLink,
  designPictureUrl,
  facebookShareUrl,
  pendingSaveFor,
  pinterestShareUrl,
  quoteUrl,
  savedSelections,
  searchWithChoices,
  shareTarget,
} from "./payload.ts";

const choices: Choices = new Map([
  ["1:10", 100],
  ["1:11", 111],
  ["2:10", 101],
]);
const custom = { isCustom: true, isUserPackageUpdating: false };
const updating = { isCustom: false, isUserPackageUpdating: true };

describe("savedSelections", () => {
  it("sends every slot as the option and its room", () => {
    expect(savedSelections(choices)).toEqual([
      { selection_id: 100, tab_id: 1 },
      { selection_id: 111, tab_id: 1 },
      { selection_id: 101, tab_id: 2 },
    ]);
  });
});

describe("contentLocale", () => {
  it("reads the hidden Russian interface as English, the others as they are", () => {
    expect(contentLocale("ru")).toBe("en");
    expect(contentLocale("de")).toBe("de");
  });
});

describe("searchWithChoices", () => {
  it("replaces the query's choices with the design's compact code, or drops them", () => {
    const search = "?project=1&selections=%5B%5B1%2C10%2C5%5D%5D&apartment_layout_id=3";
    const withDesign = new URLSearchParams(searchWithChoices(search, choices));
    expect(withDesign.get("project")).toBe("1");
    expect(withDesign.get("compressed_selections")).toBe("true");
    const read = readChoicesFromQuery(withDesign);
    expect(read?.ok && read.choices).toHaveLength(3);
    expect(searchWithChoices(search, null)).toBe("?project=1&apartment_layout_id=3");
  });
});

describe("shareTarget", () => {
  it("links a company package unchanged by its own address", () => {
    expect(shareTarget({ user_package: false }, "2", VIEWING)).toEqual({
      segment: "2",
      withChoices: false,
    });
  });

  it("carries every slot of a changed design", () => {
    expect(shareTarget({ user_package: false }, "2", custom)).toEqual({
      segment: "2",
      withChoices: true,
    });
    expect(shareTarget(null, "custom", VIEWING)).toEqual({
      segment: "custom",
      withChoices: true,
    });
  });

  it("shares the buyer's own (private) package as a custom design with its choices", () => {
    for (const mode of [VIEWING, updating]) {
      expect(shareTarget({ user_package: true }, "14", mode)).toEqual({
        segment: "custom",
        withChoices: true,
      });
    }
  });
});

describe("designPictureUrl", () => {
  it("is the server's composed picture of the link's package, room and choices", () => {
    const link =
      "https://homes.example/en/custom/kitchen?project=1&apartment_layout_id=3&wpid=77&selections=2CCEG&compressed_selections=true";
    const url = new URL(designPictureUrl(link, { segment: "custom", tab: "kitchen" }));
    expect(url.origin + url.pathname).toBe("https://homes.example/api/share/picture");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      project: "1",
      apartment_layout_id: "3",
      selections: "2CCEG",
      compressed_selections: "true",
      package: "custom",
      room: "kitchen",
    });
  });
});

describe("designLink", () => {
  it("keeps the layout's query, drops one visit's values and adds the choices", () => {
    const link = designLink({
      origin: "https://homes.example",
      lang: "en",
      segment: "custom",
      tab: "kitchen",
      search:
        "?project=1&apartment_layout_id=3&selected_user=9&name=Mari&token=secret&downloadPDF=1&wpid=77",
      choices,
    });
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://homes.example/en/custom/kitchen");
    expect([...url.searchParams.keys()]).toEqual([
      "project",
      "apartment_layout_id",
      "wpid",
      "selections",
      "compressed_selections",
    ]);
  });

  it("is the package's plain address without choices", () => {
    expect(
      designLink({
        origin: "https://homes.example",
        lang: "et",
        segment: "2",
        tab: "summary",
        search: "?project=1&apartment_layout_id=3&selections=x",
        choices: null,
      }),
    ).toBe("https://homes.example/et/2/summary?project=1&apartment_layout_id=3");
  });
});

describe("share addresses", () => {
  const link = "https://homes.example/s/AbCd2345";

  it("hands Facebook the link", () => {
    expect(facebookShareUrl(link)).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhomes.example%2Fs%2FAbCd2345",
    );
  });

  it("hands Pinterest the link, the picture and the description", () => {
    const url = new URL(
      pinterestShareUrl(link, "https://homes.example/files/room.png", "Nordic – A, 1"),
    );
    expect(url.origin + url.pathname).toBe("https://pinterest.com/pin/create/button/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: link,
      media: "https://homes.example/files/room.png",
      description: "Nordic – A, 1",
    });
    expect(new URL(pinterestShareUrl(link, null, "x")).searchParams.has("media")).toBe(false);
  });

  it("makes picture addresses absolute and refuses other schemes", () => {
    expect(absoluteUrl("/files/a.svg", "https://homes.example")).toBe(
      "https://homes.example/files/a.svg",
    );
    expect(absoluteUrl("javascript:alert(1)", "https://homes.example")).toBeNull();
    expect(absoluteUrl(null, "https://homes.example")).toBeNull();
  });
});

describe("quoteUrl", () => {
  const details = {
    apartmentId: 4,
    projectId: 1,
    wpid: "77",
    layoutId: 3,
    totalCents: 1_245_550,
    email: "mari+kodu@example.com",
  };

  it("fills the company's quote page in, each value URL-encoded, and appends nothing", () => {
    const template =
      "https://www.lindenhof.test/angebot?wohnung={apartment_id}&projekt={project_id}&grundriss={layout}&summe={total_sum}&email={email_address}";
    expect(quoteUrl(template, "https://www.lindenhof.test/wohnungen/1", details)).toBe(
      "https://www.lindenhof.test/angebot?wohnung=4&projekt=1&grundriss=3&summe=12455.50&email=mari%2Bkodu%40example.com",
    );
    // A value that would end the query or start another parameter stays one value.
    const odd = quoteUrl("https://homes.example/q?w={wpid}&x=1", null, {
      ...details,
      wpid: "a&b=c #1",
    });
    expect(new URL(odd ?? "").searchParams.get("w")).toBe("a&b=c #1");
    expect(new URL(odd ?? "").searchParams.get("x")).toBe("1");
    // In the path too, and a placeholder the format does not name is left as written.
    expect(quoteUrl("https://homes.example/{layout}/{unknown}", null, details)).toBe(
      "https://homes.example/3/%7Bunknown%7D",
    );
    // A missing wpid is empty.
    expect(quoteUrl("https://homes.example/q?w={wpid}", null, { ...details, wpid: null })).toBe(
      "https://homes.example/q?w=",
    );
  });

  it("without a quote page, opens the apartment's page with what an offer needs", () => {
    const url = new URL(quoteUrl(null, "https://homes.example/korterid/a-1?ref=hd", details) ?? "");
    expect(url.pathname).toBe("/korterid/a-1");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: "hd",
      apartment_id: "4",
      project_id: "1",
      wpid: "77",
      layout: "3",
      total_sum: "12455.50",
      email_address: "mari+kodu@example.com",
    });
  });

  it("leaves out a missing wpid, and needs a web page", () => {
    const url = new URL(
      quoteUrl(null, "https://homes.example/a", { ...details, wpid: null }) ?? "",
    );
    expect(url.searchParams.has("wpid")).toBe(false);
    expect(quoteUrl(null, null, details)).toBeNull();
    expect(quoteUrl(null, "javascript:alert(1)", details)).toBeNull();
    expect(quoteUrl(null, "not a url", details)).toBeNull();
    expect(
      quoteUrl("javascript:alert({email_address})", "https://homes.example/a", details),
    ).toBeNull();
  });
});

describe("pendingSaveFor", () => {
  it("carries what the login page and the summary state name, and where to come back", () => {
    expect(
      pendingSaveFor({
        layoutId: 3,
        project: 1,
        active: { id: 2 },
        tabs: { apartmentId: 4 },
        mode: custom,
        returnTo: "/et/2/summary/save?project=1&apartment_layout_id=3",
        tab: "summary",
        wpid: null,
        totalCents: 1_000_050,
      }),
    ).toEqual({
      fromSummary: true,
      apartment_layout_id: 3,
      package_id: 2,
      returnTo: "/et/2/summary/save?project=1&apartment_layout_id=3",
      generate_quote: false,
      total_sum: 10000.5,
      apartmentId: 4,
      project: 1,
      wpId: null,
      isCustom: true,
      tabSelectionGroup: "summary",
    });
  });

  it("names the custom combination as custom", () => {
    const pending = pendingSaveFor({
      layoutId: 3,
      project: 1,
      active: null,
      tabs: { apartmentId: 4 },
      mode: VIEWING,
      returnTo: "/et/custom/kitchen/save",
      tab: "kitchen",
      wpid: "9",
      totalCents: null,
    });
    expect(pending.package_id).toBe("custom");
    expect(pending.total_sum).toBeNull();
  });
});
