import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportCompanyZip } from "../../src/modules/company-admin/company-admin-service.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { type Document, operations, type Parameter, sample } from "../helpers/openapi-document.ts";
import {
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/** Calls that end the caller's session or account go last, so that the others run logged in. */
const LAST = ["post /api/auth/logout", "delete /api/auth/user/delete"];

describe.each(databaseKinds())("the OpenAPI document on %s", (kind) => {
  let server: TestServer;
  let w: World;
  let doc: Document;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
    doc = (await server.raw("GET", "/api/docs/json")).body as Document;
  });
  afterAll(() => server?.close());

  it("is a valid OpenAPI document", async () => {
    const result = await new Validator().validate(
      structuredClone(doc) as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("names every operation once and documents the errors it may answer", () => {
    const ids = operations(doc).map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const undocumented = operations(doc).flatMap(({ method, template, operation }) => {
      const statuses = Object.keys(operation.responses);
      const takesInput =
        (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
      const want = [
        ...(operation.security ? ["401"] : []),
        ...(takesInput && template.startsWith("/api/") ? ["422"] : []),
      ];
      return want
        .filter((status) => !statuses.includes(status))
        .map((status) => `${method} ${template} ${status}`);
    });
    expect(undocumented).toEqual([]);
    // Every call but the liveness probe can be refused or fail in a way its caller must handle,
    // so each documents at least one error answer. The probe reads nothing and checks nothing: a
    // process that answers at all is alive, and one that is not answers nothing.
    const withoutErrors = operations(doc)
      .filter(({ operation }) => !Object.keys(operation.responses).some((s) => Number(s) >= 400))
      .map(({ method, template }) => `${method} ${template}`);
    expect(withoutErrors).toEqual(["get /api/health"]);
  });

  it.each([
    ["a guest", false],
    ["a customer", true],
  ])(
    "answers %s every operation as documented, never with a 5xx",
    async (_who, loggedIn) => {
      const ajv = new Ajv({ strict: false, allErrors: true });
      addFormats(ajv);
      const token = loggedIn ? w.token("customer") : undefined;
      // Real ids of Alpha's demo world, so that calls get past "not found" to their answers.
      const named: Record<string, unknown> = {
        company_id: w.alpha.id,
        company: w.alpha.id,
        companyId: w.alpha.id,
        project: w.project.id,
        project_id: w.project.id,
        apartment_layout_id: w.layout.id,
        layoutId: w.layout.id,
        package_id: w.packages.basic.id,
        packageId: w.packages.customerPackage.id,
        roomId: w.rooms.kitchenRoom.id,
        tab_id: w.rooms.kitchenRoom.id,
        selection_group_id: w.groups.fronts.id,
        apartmentId: w.apartments.apt10.id,
        apartment_id: w.apartments.apt10.id,
        userId: w.user("customer").id,
        id: w.special.id,
        provider: "google",
        lang: "en",
        locale: "en",
        selected_locale: "en",
        url: "https://alpha.test/en",
        homeDesignerUrl: `https://alpha.test/en/custom/summary?project=${w.project.id}&apartment_layout_id=${w.layout.id}`,
        emails: ["buyer@example.test"],
      };
      const all = operations(doc).sort(
        (a, b) =>
          Number(LAST.includes(`${a.method} ${a.template}`)) -
          Number(LAST.includes(`${b.method} ${b.template}`)),
      );
      const wrong: string[] = [];
      const answered: string[] = [];
      for (const { method, template, operation } of all) {
        const parameters = operation.parameters ?? [];
        const value = (name: string, schema: Parameter["schema"]) =>
          String(name in named ? named[name] : sample(schema, named));
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(
            value(name, parameters.find((p) => p.name === name)?.schema ?? { type: "string" }),
          ),
        );
        const query = new URLSearchParams(
          parameters
            .filter((p) => p.in === "query" && p.required)
            .map((p): [string, string] => [p.name, value(p.name, p.schema)]),
        );
        const bodySchema = operation.requestBody?.content["application/json"]?.schema;
        const res = await server.raw(
          method.toUpperCase(),
          query.size > 0 ? `${path}?${query}` : path,
          { token, body: bodySchema ? sample(bodySchema, named) : undefined },
        );
        const where = `${method.toUpperCase()} ${template}: ${res.status}`;
        if (res.status < 300) answered.push(where);
        const documented = operation.responses[String(res.status)];
        if (res.status >= 500 || !documented) {
          wrong.push(`${where} (${JSON.stringify(res.body).slice(0, 160)})`);
          continue;
        }
        const schema = documented.content?.["application/json"]?.schema;
        if (schema && !ajv.validate(schema, res.body))
          wrong.push(`${where} answer: ${ajv.errorsText(ajv.errors)}`);
      }
      expect(wrong).toEqual([]);
      // The walk reached the answers themselves, not only refusals: a guest's reads and a
      // customer's own calls succeed, and their answers were held to their schemas.
      expect(answered.length, answered.join("\n")).toBeGreaterThanOrEqual(loggedIn ? 20 : 10);
    },
    120_000,
  );

  it("answers a company's admin as documented: the folder's check, import and export, failed mails", async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const { zip } = await exportCompanyZip(server.ctx, w.alpha.id, { workbook: false });
    const broken = zipSync({ ...unzipSync(zip), "alpha/company.json": new Uint8Array([123]) });
    const calls = [
      ["post", "/api/admin/company/check", zip, 200],
      ["post", "/api/admin/company/check", broken, 200],
      ["post", "/api/admin/company/import?dry_run=1", zip, 200],
      ["post", "/api/admin/company/import", broken, 422],
      ["get", "/api/admin/company/export?workbook=1", null, 200],
      ["get", "/api/admin/failed-jobs", null, 200],
    ] as const;
    const wrong: string[] = [];
    for (const [method, target, upload, status] of calls) {
      const form = new FormData();
      if (upload) form.append("company", new Blob([upload]), "alpha.zip");
      const res = await fetch(server.url + target, {
        method: method.toUpperCase(),
        headers: { origin: ALPHA_SITE, authorization: `Bearer ${w.token("admin")}` },
        body: upload ? form : undefined,
      });
      const where = `${method} ${target}: ${res.status}`;
      const documented = doc.paths[target.split("?")[0] ?? ""]?.[method]?.responses[status];
      const type = res.headers.get("content-type") ?? "";
      const schema = documented?.content?.[type.split(";")[0] ?? ""]?.schema;
      if (res.status !== status || !schema) wrong.push(`${where}, ${type}`);
      else if (type.includes("json") && !ajv.validate(schema, await res.json()))
        wrong.push(`${where} answer: ${ajv.errorsText(ajv.errors)}`);
    }
    expect(wrong).toEqual([]);
  });
});
