import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  createTranslator,
  interpolate,
  type Resource,
  type TranslatorOptions,
} from "./translator.ts";

const files: Record<string, Resource> = {
  "en/common": {
    close: "Close",
    errors: { network: "No connection" },
    greeting: "Hello, {{name}}!",
    videos_one: "{{count}} video",
    videos_other: "{{count}} videos",
    size: "{{count}}/{{max}}",
  },
  "en/actions": { save: { saved: "Saved" }, close: "Close the dialog" },
  "de/common": {
    close: "Schließen",
    errors: { network: "Keine Verbindung" },
    videos_one: "{{count}} Video",
    videos_other: "{{count}} Videos",
  },
  "de/actions": { save: { saved: "Gespeichert" } },
  "ru/common": { close: "Закрыть" },
  "et/common": { close: "Sulge" },
};

function setUp(overrides: Partial<TranslatorOptions> = {}) {
  const load = vi.fn(
    async (language: string, namespace: string) => files[`${language}/${namespace}`],
  );
  const i18n = createTranslator({
    language: "en",
    defaultNamespace: "common",
    load,
    ...overrides,
  });
  return { i18n, load };
}

describe("the translator", () => {
  it("finds a key by its dotted path, in the default namespace or the one it names", async () => {
    const { i18n } = setUp();
    await i18n.loadNamespaces(["common", "actions"]);
    expect(i18n.t("close")).toBe("Close");
    expect(i18n.t("errors.network")).toBe("No connection");
    expect(i18n.t("actions:save.saved")).toBe("Saved");
    expect(i18n.t("common:errors.network")).toBe("No connection");
  });

  it("reads keys without a prefix in the first namespace of a fixed t", async () => {
    const { i18n } = setUp();
    await i18n.loadNamespaces(["common", "actions"]);
    const t = i18n.getFixedT(["actions", "common"]);
    expect(t("close")).toBe("Close the dialog");
    expect(t("common:close")).toBe("Close");
  });

  it("shows a key found nowhere as written, without its namespace", async () => {
    const { i18n } = setUp();
    await i18n.loadNamespaces("common");
    expect(i18n.t("errors.unknown")).toBe("errors.unknown");
    expect(i18n.t("actions:save.saved")).toBe("save.saved");
    expect(i18n.t("errors")).toBe("errors");
  });

  it("fills in placeholders as they are, leaving those without a value", async () => {
    const { i18n } = setUp();
    await i18n.loadNamespaces("common");
    expect(i18n.t("greeting", { name: "<b>Mari</b> & {{x}}" })).toBe("Hello, <b>Mari</b> & {{x}}!");
    expect(i18n.t("greeting")).toBe("Hello, {{name}}!");
    expect(i18n.t("size", { count: 3, max: 60 })).toBe("3/60");
  });

  it("picks the plural form by the language's rules", async () => {
    const { i18n } = setUp();
    await i18n.loadNamespaces("common");
    expect(i18n.t("videos", { count: 1 })).toBe("1 video");
    expect(i18n.t("videos", { count: 0 })).toBe("0 videos");
    expect(i18n.t("videos", { count: 21 })).toBe("21 videos");
    await i18n.changeLanguage("de");
    expect(i18n.t("videos", { count: 1 })).toBe("1 Video");
    expect(i18n.t("videos", { count: 2 })).toBe("2 Videos");
  });

  it("shows a key it finds nowhere as written, without its namespace", async () => {
    const { i18n } = setUp({ language: "et" });
    await i18n.loadNamespaces("common");
    expect(i18n.t("close")).toBe("Sulge");
    expect(i18n.t("errors.network")).toBe("errors.network");
    expect(i18n.t("actions:save.saved")).toBe("save.saved");
  });

  it("fetches each file once", async () => {
    const { i18n, load } = setUp({ language: "ru" });
    expect(i18n.hasLoadedNamespaces(["common"])).toBe(false);
    const first = i18n.loadNamespaces(["common"]);
    expect(i18n.loadNamespaces(["common"])).toBe(first);
    await Promise.all([first, i18n.loadNamespaces("common")]);
    expect(i18n.hasLoadedNamespaces(["common"])).toBe(true);
    expect(load.mock.calls).toEqual([["ru", "common"]]);
    // A namespace the language has no file for counts as loaded: nothing more will come.
    await i18n.loadNamespaces("actions");
    expect(i18n.hasLoadedNamespaces(["common", "actions"])).toBe(true);
    expect(load.mock.calls).toHaveLength(2);
  });

  it("fetches a file again after a failed fetch", async () => {
    const failure = new Error("Failed to fetch dynamically imported module");
    const load = vi
      .fn<TranslatorOptions["load"]>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue({ close: "Close" });
    const i18n = createTranslator({ language: "en", defaultNamespace: "common", load });
    await expect(i18n.loadNamespaces("common")).rejects.toBe(failure);
    expect(i18n.hasLoadedNamespaces(["common"])).toBe(false);
    await i18n.loadNamespaces("common");
    expect(i18n.t("close")).toBe("Close");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tells of a failed fetch for a moment, then fetches again when asked", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const failure = new Error("Failed to fetch dynamically imported module");
      const load = vi
        .fn<TranslatorOptions["load"]>()
        .mockRejectedValueOnce(failure)
        .mockResolvedValue({ close: "Close" });
      const i18n = createTranslator({ language: "en", defaultNamespace: "common", load });
      expect(i18n.recentFailure(["common"])).toBeUndefined();
      await i18n.loadNamespaces("common").catch(() => {});
      expect(i18n.recentFailure(["common"])).toBe(failure);
      expect(i18n.recentFailure(["nav"])).toBeUndefined();
      vi.advanceTimersByTime(1000);
      expect(i18n.recentFailure(["common"])).toBeUndefined();
      await i18n.loadNamespaces("common");
      expect(i18n.recentFailure(["common"])).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("switches language once the namespaces in use are there, and says so", async () => {
    const { i18n, load } = setUp();
    await i18n.loadNamespaces(["common", "actions"]);
    const heard: string[] = [];
    const unsubscribe = i18n.subscribe(() => heard.push(i18n.language));
    const switching = i18n.changeLanguage("de");
    expect(i18n.language).toBe("en");
    await switching;
    expect(i18n.language).toBe("de");
    expect(i18n.hasLoadedNamespaces(["common", "actions"])).toBe(true);
    expect(i18n.t("actions:save.saved")).toBe("Gespeichert");
    expect(heard).toEqual(["de"]);
    expect(load).toHaveBeenCalledWith("de", "actions");
    unsubscribe();
    await i18n.changeLanguage("en");
    expect(heard).toEqual(["de"]);
  });

  it("ends on the last language asked for", async () => {
    const { i18n } = setUp();
    const heard: string[] = [];
    i18n.subscribe(() => heard.push(i18n.language));
    await Promise.all([i18n.changeLanguage("de"), i18n.changeLanguage("et")]);
    expect(i18n.language).toBe("et");
    expect(heard).toEqual(["et"]);
  });

  it("switches language even when its texts cannot be fetched", async () => {
    const load = vi.fn(async (language: string) => {
      if (language === "de") throw new Error("offline");
      return { close: "Close" };
    });
    const i18n = createTranslator({ language: "en", defaultNamespace: "common", load });
    await i18n.loadNamespaces("common");
    await i18n.changeLanguage("de");
    expect(i18n.language).toBe("de");
    expect(i18n.hasLoadedNamespaces(["common"])).toBe(false);
  });

  it("starts in a language at once, before its texts are there", async () => {
    const { i18n } = setUp();
    const heard: string[] = [];
    i18n.subscribe(() => heard.push(i18n.language));
    const loading = i18n.init("de", ["common"]);
    expect(i18n.language).toBe("de");
    expect(heard).toEqual(["de"]);
    await loading;
    expect(i18n.t("close")).toBe("Schließen");
  });
});

describe("interpolate", () => {
  const name = fc.stringMatching(/^\w{1,8}$/);

  it("replaces each placeholder with its value, as it is, and nothing else", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string().map((s) => s.replace(/[{}]/g, "")),
            name,
          ),
        ),
        fc.dictionary(name, fc.string()),
        fc.string().map((s) => s.replace(/[{}]/g, "")),
        (parts, values, end) => {
          const text = parts.map(([before, key]) => `${before}{{${key}}}`).join("") + end;
          const expected =
            parts
              .map(([before, key]) =>
                Object.hasOwn(values, key) ? `${before}${values[key]}` : `${before}{{${key}}}`,
              )
              .join("") + end;
          expect(interpolate(text, values)).toBe(expected);
        },
      ),
    );
  });

  it("leaves a text without values as it is", () => {
    fc.assert(fc.property(fc.string(), (text) => interpolate(text, undefined) === text));
  });
});

describe("plural forms", () => {
  it("English takes `one` for 1 only", () => {
    const { i18n } = setUp();
    return i18n.loadNamespaces("common").then(() =>
      fc.assert(
        fc.property(fc.nat(), (count) => {
          expect(i18n.t("videos", { count })).toBe(count === 1 ? "1 video" : `${count} videos`);
        }),
      ),
    );
  });
});
