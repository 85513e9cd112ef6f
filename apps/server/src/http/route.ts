import {
  type HttpMethod,
  type JsonRouteKey,
  type RouteAnswer,
  type RouteBody,
  type RouteKey,
  type RouteParams,
  type RouteQuery,
  type RouteSpec,
  routes,
} from "@home-designer/core";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { z } from "zod";
import type { RouteDocs } from "./openapi.ts";

/** What the server says about a route besides the map: its documentation. */
export type RouteOptions = {
  summary: string;
  tags?: string[];
  /** The route needs a login (documented with 401). */
  security?: { bearer: string[] }[];
};

export type RouteRequest<K extends RouteKey> = FastifyRequest<{
  Params: RouteParams<K>;
  Querystring: RouteQuery<K>;
  Body: RouteBody<K>;
}>;

/**
 * A JSON call answers its answer, or the reply when the route sends it itself (another status);
 * a file or a redirect is always sent on the reply.
 */
type Answered<K extends RouteKey> =
  | (K extends JsonRouteKey ? RouteAnswer<K> : never)
  | FastifyReply;

/**
 * Registers the handler of one call of core's route map (`routes`): its method, path and schemas
 * come from the map's entry, so the route cannot take or answer anything else, and the request
 * and answer are typed by it. The plugin must be mounted at `/api`, where the map's paths are.
 */
export function route<K extends RouteKey>(
  app: FastifyInstance,
  key: K,
  options: RouteOptions,
  handler: (request: RouteRequest<K>, reply: FastifyReply) => Promise<Answered<K>> | Answered<K>,
): void {
  if (app.prefix !== "/api") throw new Error(`${key} is an API call: mount its routes at /api`);
  const spec: RouteSpec = routes[key];
  const space = key.indexOf(" ");
  app.route({
    method: key.slice(0, space) as HttpMethod,
    url: key.slice(space + 1),
    schema: {
      ...options,
      // Only the parts the call has: Fastify warns of a part named without a schema.
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.form ? { consumes: ["multipart/form-data"] } : {}),
      ...(spec.answer instanceof z.ZodType ? { response: responses(spec, spec.answer) } : {}),
    },
    config: { openapi: routeDocs(spec) },
    handler: handler as RouteHandlerMethod,
  });
}

/** The JSON answers' schemas by status: the answer, and errors with a body of their own. */
function responses(spec: RouteSpec, answer: z.ZodType): Record<number, z.ZodType> {
  const { errorAnswer } = spec;
  if (!errorAnswer) return { 200: answer };
  return { 200: answer, ...Object.fromEntries((spec.errors ?? []).map((s) => [s, errorAnswer])) };
}

/** What the OpenAPI document adds to the schemas (http/openapi.ts). */
function routeDocs(spec: RouteSpec): RouteDocs {
  return {
    // Errors with a body of their own are in the route's response schemas.
    errors: spec.errorAnswer ? [] : spec.errors,
    ...("contentType" in spec.answer ? { file: spec.answer } : {}),
    ...("redirects" in spec.answer ? { redirects: spec.answer.redirects } : {}),
    ...(spec.form ? { multipartForm: spec.form } : {}),
  };
}
