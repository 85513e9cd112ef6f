// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  dropPendingSave,
  fromSummaryState,
  isLocalPath,
  KEEP_MS,
  keepPendingSave,
  keptPendingSave,
  readPendingSave,
  readResumedSave,
  resumeSaveState,
  takePendingSave,
} from "./pending-save.ts";

const pending = {
  apartment_layout_id: 3,
  package_id: 2,
  returnTo: "/et/2/summary?project=1&apartment_layout_id=3",
  name: "Minu valik",
};

afterEach(() => localStorage.clear());

describe("the summary's design waiting for a login", () => {
  it("goes from the summary to the login page and back in navigation state", () => {
    expect(readPendingSave(fromSummaryState(pending))).toEqual(pending);
    expect(readResumedSave(resumeSaveState(pending))).toEqual(pending);
    expect(readResumedSave(fromSummaryState(pending))).toBeNull();
    expect(readPendingSave(null)).toBeNull();
  });

  it("refuses state that could send the person elsewhere or lacks the layout", () => {
    expect(readPendingSave({ fromSummary: { ...pending, returnTo: "https://x.example" } })).toBe(
      null,
    );
    expect(readPendingSave({ fromSummary: { ...pending, apartment_layout_id: "3" } })).toBeNull();
  });

  it("waits in this browser for a day, read as often as needed, taken once", () => {
    const at = Date.now();
    keepPendingSave(pending, localStorage, at);
    expect(keptPendingSave(localStorage, at + KEEP_MS)).toEqual(pending);
    expect(keptPendingSave(localStorage, at + KEEP_MS)).toEqual(pending);
    expect(takePendingSave(localStorage, at + KEEP_MS)).toEqual(pending);
    expect(takePendingSave()).toBeNull();
    expect(keptPendingSave()).toBeNull();
  });

  it("is gone after a day, once discarded, or when it cannot be read", () => {
    const at = Date.now();
    keepPendingSave(pending, localStorage, at);
    expect(keptPendingSave(localStorage, at + KEEP_MS + 1)).toBeNull();
    // Stale, it is dropped rather than read again later.
    expect(localStorage.getItem("pendingSave")).toBeNull();

    keepPendingSave(pending);
    dropPendingSave();
    expect(keptPendingSave()).toBeNull();

    for (const text of ["{", JSON.stringify({ pending: { ...pending, returnTo: "//x" }, at })]) {
      localStorage.setItem("pendingSave", text);
      expect(keptPendingSave(localStorage, at)).toBeNull();
      expect(localStorage.getItem("pendingSave")).toBeNull();
    }
  });
});

describe("isLocalPath", () => {
  it("accepts paths of this site only", () => {
    expect(isLocalPath("/et/dashboard")).toBe(true);
    for (const path of ["//evil.example", "/\\evil.example", "https://evil.example", "et", 3]) {
      expect(isLocalPath(path)).toBe(false);
    }
  });
});
