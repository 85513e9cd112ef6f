import { afterEach, describe, expect, it, vi } from "vitest";
import { guardNavigation, useUnsavedChanges } from "./unsaved-changes.ts";

afterEach(() => useUnsavedChanges.setState({ unsaved: false, pending: null }));

describe("guardNavigation", () => {
  it("goes at once when nothing is unsaved", () => {
    const go = vi.fn();
    expect(guardNavigation(go)).toBe(true);
    expect(go).toHaveBeenCalledOnce();
    expect(useUnsavedChanges.getState().pending).toBeNull();
  });

  it("waits for the buyer's answer when the design has unsaved changes", () => {
    useUnsavedChanges.getState().setUnsaved(true);
    const go = vi.fn();
    expect(guardNavigation(go)).toBe(false);
    expect(go).not.toHaveBeenCalled();

    useUnsavedChanges.getState().cancel();
    expect(useUnsavedChanges.getState().pending).toBeNull();
    expect(go).not.toHaveBeenCalled();

    guardNavigation(go);
    useUnsavedChanges.getState().confirm();
    expect(go).toHaveBeenCalledOnce();
    expect(useUnsavedChanges.getState().pending).toBeNull();
  });
});
