// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RESEND_SECONDS, useCountdown } from "./use-countdown.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useCountdown", () => {
  it("counts 30 seconds down from a send and ends at 0", () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(RESEND_SECONDS);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.remaining).toBe(20);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.remaining).toBe(0);
  });

  it("can start running (a link was just mailed)", () => {
    const { result } = renderHook(() => useCountdown(30));
    expect(result.current.remaining).toBe(30);
    act(() => {
      vi.advanceTimersByTime(29_100);
    });
    expect(result.current.remaining).toBe(1);
  });
});
