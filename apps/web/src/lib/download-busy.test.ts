// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "../i18n/index.ts";
import { BusyError, downloadFromApi } from "./download.ts";

const busy = (seconds: number) =>
  new Response(JSON.stringify({ message: `Many PDFs are being made. Try in ${seconds} s.` }), {
    status: 503,
    headers: { "content-type": "application/json", "retry-after": String(seconds) },
  });
const design = {
  project_id: 1,
  apartment_layout_id: 2,
  package_id: "custom",
  locale: "en",
} as const;
const pdf = () =>
  new Response("%PDF-1.3", {
    status: 200,
    headers: { "content-disposition": 'attachment; filename="Mõisa summary.pdf"' },
  });

describe("downloading from a busy server", () => {
  beforeAll(async () => {
    await initI18n("en");
    URL.createObjectURL = () => "blob:pdf";
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks again after the Retry-After the server names, and saves the file then", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(busy(3)).mockResolvedValueOnce(pdf());
    vi.stubGlobal("fetch", fetchMock);
    const waits: number[] = [];
    const name = await downloadFromApi("POST /summary-pdf", design, {
      accept: "application/pdf",
      fallbackName: "summary.pdf",
      wait: async (ms) => void waits.push(ms),
    });
    expect(name).toBe("Mõisa summary.pdf");
    expect(waits).toEqual([3000]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives up after two more tries with the server's message, for the action to offer again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => busy(2)),
    );
    const waits: number[] = [];
    const failure = downloadFromApi("POST /summary-pdf", design, {
      accept: "application/pdf",
      fallbackName: "summary.pdf",
      wait: async (ms) => void waits.push(ms),
    });
    await expect(failure).rejects.toBeInstanceOf(BusyError);
    await expect(failure).rejects.toMatchObject({ status: 503, retryAfterSeconds: 2 });
    expect(waits).toEqual([2000, 2000]);
  });
});
