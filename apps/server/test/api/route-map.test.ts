import { routes } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Document, operations } from "../helpers/openapi-document.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The site's own addresses outside the API: pages a browser opens, not calls of the map. */
const SITE_ADDRESSES = ["GET /s/{code}", "GET /favicon.ico"];

describe("core's route map", () => {
  let server: TestServer;
  let documented: string[];
  beforeAll(async () => {
    server = await startTestServer("pglite");
    const doc = (await server.raw("GET", "/api/docs/json")).body as Document;
    documented = operations(doc).map(
      ({ method, template }) => `${method.toUpperCase()} ${template}`,
    );
  });
  afterAll(() => server?.close());

  /** `GET /project/:project/tabs` as the OpenAPI document names it: `GET /api/project/{project}/tabs`. */
  const asDocumented = (key: string) =>
    key.replace(" /", " /api/").replace(/:(\w+)/g, (_, name: string) => `{${name}}`);

  it("has every call the server registers and documents, and no other", () => {
    const mapped = Object.keys(routes).map(asDocumented);
    expect(documented.filter((operation) => !SITE_ADDRESSES.includes(operation)).sort()).toEqual(
      mapped.sort(),
    );
  });
});
