// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../../lib/api.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { loadBackOfficeTexts } from "../testing.tsx";
import { uploadCompany } from "./upload.ts";

vi.mock("../../../lib/toast.ts", async (original) => ({
  ...(await original<typeof import("../../../lib/toast.ts")>()),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

/** An XMLHttpRequest that records what is sent and answers as the test says. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeAll(loadBackOfficeTexts);
afterEach(() => {
  vi.unstubAllGlobals();
  usePrimaryStore.setState({ token: null });
});

const file = new File(["zip"], "company.zip", { type: "application/zip" });

describe("uploadCompany", () => {
  it("sends the .zip as the form's `company` with the login, reports progress, answers the JSON", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    usePrimaryStore.setState({ token: "tok" });
    const sent: number[] = [];
    const answer = uploadCompany("POST /admin/company/import", file, {
      dryRun: true,
      onProgress: (part) => sent.push(part),
    });
    const request = FakeRequest.last as FakeRequest;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/admin/company/import?dry_run=1");
    expect(request.headers.Authorization).toBe("Bearer tok");
    expect(request.headers["Content-Type"]).toBeUndefined();
    expect((request.body as FormData).get("company")).toBeInstanceOf(File);
    request.progress(50, 200);
    request.progress(200, 200);
    request.answer(200, { message: "Tried.", entries: [] });
    expect(await answer).toEqual({ message: "Tried.", entries: [] });
    expect(sent).toEqual([0.25, 1]);
  });

  it("refuses with the API's message and its problems by place", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    const answer = uploadCompany("POST /admin/company/check", file, { onProgress: () => {} });
    const request = FakeRequest.last as FakeRequest;
    expect(request.url).toBe("/api/admin/company/check");
    request.answer(422, { message: "Not a company folder.", errors: { "/": ["no company.json"] } });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 422,
      message: "Not a company folder.",
      errors: { "/": ["no company.json"] },
    });
  });

  it("ends the session on a 401, as every call does", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    usePrimaryStore.setState({ token: "old" });
    const answer = uploadCompany("POST /admin/company/check", file, { onProgress: () => {} });
    (FakeRequest.last as FakeRequest).answer(401, { message: "Log in again." });
    await expect(answer).rejects.toMatchObject({ status: 401, reported: true });
    expect(usePrimaryStore.getState().token).toBeNull();
  });
});
