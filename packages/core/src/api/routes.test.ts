import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type RouteSpec, routes } from "./routes.ts";

const entries = Object.entries(routes) as [string, RouteSpec][];

describe("the route map", () => {
  it.each(entries)("%s: its params schema names exactly the path's parameters", (key, spec) => {
    const names = [...key.matchAll(/:(\w+)/g)].map((match) => match[1]);
    const fields = spec.params instanceof z.ZodObject ? Object.keys(spec.params.shape) : [];
    expect(fields.sort()).toEqual(names.sort());
  });

  it("takes a JSON body or a multipart form, never both, and neither on GET or DELETE", () => {
    const wrong = entries.filter(
      ([key, spec]) =>
        (spec.body && spec.form) || (/^(GET|DELETE) /.test(key) && (spec.body || spec.form)),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});
