import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

const HTTPS = { "x-forwarded-proto": "https" };

describe.each(databaseKinds())("security headers, on %s", (kind) => {
  let direct: TestServer;
  let proxied: TestServer;
  let w: World;
  beforeAll(async () => {
    // With the web app, so that its pages are pages.
    direct = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      { web: true },
    );
    proxied = await startTestServer(kind, undefined, { env: { TRUST_PROXY: "1" }, web: true });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const company = "/api/company?url=https://alpha.test";
  const companyOf = (server: TestServer, caller: Caller = {}) =>
    server.api("GET /company", { query: { url: "https://alpha.test" }, ...caller });

  it("sends neither HSTS nor upgrade-insecure-requests over plain HTTP", async () => {
    for (const res of [
      await companyOf(direct),
      await direct.raw("GET", "/et/auth"),
      await companyOf(proxied),
    ]) {
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    }
  });

  it("believes X-Forwarded-Proto only from a trusted proxy", async () => {
    const res = await direct.raw("GET", "/et/auth", { headers: HTTPS });
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("sends both when the trusted proxy says the request came over HTTPS", async () => {
    for (const target of [company, "/et/auth", "/api/no-such-call"]) {
      const res = await proxied.raw("GET", target, { headers: HTTPS });
      expect(res.headers.get("strict-transport-security"), target).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
    const page = await proxied.raw("GET", "/et/auth", { headers: HTTPS });
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("gives the page its sources and turns off powerful browser features it does not use", async () => {
    const res = await direct.raw("GET", "/et/auth");
    expect(res.headers.get("content-type")).toContain("text/html");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = res.headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    // The help videos' frames may still go fullscreen.
    expect(policy).not.toContain("fullscreen");
  });

  it("lets a JSON answer load nothing, be framed by nobody and be read only as JSON", async () => {
    for (const res of [
      await companyOf(direct),
      await direct.raw("GET", "/api/no-such-call"),
      await companyOf(direct, { token: w.token("customer") }),
    ]) {
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      // None of the page's own: they say nothing to a fetch.
      expect(res.headers.get("permissions-policy")).toBeNull();
      expect(res.headers.get("x-frame-options")).toBeNull();
    }
  });

  it("keeps answers about a person out of every cache", async () => {
    const token = w.token("customer");
    const calls = {
      "GET /auth/user": () => direct.api("GET /auth/user", { token }),
      "GET /packages": () =>
        direct.api("GET /packages", {
          query: {
            project_id: w.project.id,
            apartment_layout_id: w.layout.id,
            company_id: w.alpha.id,
          },
          token,
        }),
      "GET /company": () => companyOf(direct, { token }),
      // An ended or unknown login is a person's answer too.
      "GET /auth/user (unknown login)": () =>
        direct.api("GET /auth/user", { token: "not-a-token" }),
      "POST /auth/login": () =>
        direct.api("POST /auth/login", {
          body: { email: "customer@example.test", password: "Secret123", company_id: w.alpha.id },
        }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect(res.status, name).toBeLessThan(500);
      expect(res.headers.get("cache-control"), name).toBe("no-store");
    }
  });

  it("leaves a guest's public reads cacheable", async () => {
    const res = await companyOf(direct);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBeNull();
  });
});
