// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  fromSummaryState,
  isLocalPath,
  keepPendingSave,
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

  it("survives a social login in localStorage, once, for half an hour", () => {
    keepPendingSave(pending);
    expect(takePendingSave()).toEqual(pending);
    expect(takePendingSave()).toBeNull();

    keepPendingSave(pending);
    expect(takePendingSave(localStorage, Date.now() + 31 * 60_000)).toBeNull();
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
