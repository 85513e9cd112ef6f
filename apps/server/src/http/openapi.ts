import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import {
  apiErrorSchema,
  type ErrorStatus,
  type FileAnswer,
  type RedirectsAnswer,
} from "@home-designer/core";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

/**
 * The API's OpenAPI document (`/api/docs`, `/api/docs/json`), made from the routes' zod schemas.
 * What the schemas cannot say is in a route's `config.openapi` (below): for the API's calls,
 * taken from their entries of core's route map (http/route.ts); what every route of a kind
 * answers (401 with a login, 422 with input, 400 with a JSON body) is added here, so no route can
 * forget it. The tests check the document with an OpenAPI validator and call every
 * operation it lists, holding each answer to what it documents (test/api/openapi.test.ts).
 */

/** What a route adds to its operation's documentation. */
export type RouteDocs = {
  /** Error statuses the route answers besides those every route of its kind does. */
  errors?: readonly ErrorStatus[];
  /** Redirects it answers, with where they lead. */
  redirects?: RedirectsAnswer["redirects"];
  /** A file it answers (200) instead of JSON. */
  file?: FileAnswer;
  /** The fields of a multipart form the route reads itself (no body schema validates it). */
  multipartForm?: ZodType;
};

declare module "fastify" {
  interface FastifyContextConfig {
    openapi?: RouteDocs;
  }
}

const ERRORS: Record<ErrorStatus, string> = {
  400: "The body is not JSON.",
  401: "No login, or it has expired.",
  403: "Logged in, but not allowed to do this.",
  404: "Not found, or not the caller's to see.",
  409: "In conflict with the data as it is now (e.g. a newer change).",
  413: "The upload is too large.",
  422: "The input is not valid: `message`, and `errors` naming each field, in the request's language.",
  429: "Too many attempts: try again after `Retry-After` seconds.",
  503: "Busy or unavailable for a moment: try again after `Retry-After` seconds.",
};

const errorBody = z.toJSONSchema(apiErrorSchema, { target: "draft-2020-12" });
const errorResponse = (status: ErrorStatus) => ({ description: ERRORS[status], ...errorBody });

/** `GET /api/project/{project}/tabs` → `getProjectByProjectTabs`: unique as method and path are. */
export function operationId(method: string, url: string): string {
  const words = url
    .split("/")
    .filter((part) => part !== "" && part !== "api")
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .filter((word) => word !== "");
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
  return `${method.toLowerCase()}${pascal}`;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function documentRoute(input: TransformInput) {
  const { schema: converted, url } = jsonSchemaTransform(input);
  if (converted?.hide) return { schema: converted, url };
  const schema = (converted ?? {}) as Record<string, unknown>;
  const source = (input.schema ?? {}) as Record<string, unknown>;
  const docs = input.route.config?.openapi ?? {};
  const method = [input.route.method].flat()[0] ?? "get";
  const takesInput = ["params", "querystring", "body"].some((key) => source[key] !== undefined);
  const statuses: ErrorStatus[] = [
    // Nearly every input names a company, project, layout or package that may not be the caller's.
    ...(takesInput ? [404 as const] : []),
    ...(source.body !== undefined ? [400 as const] : []),
    ...(source.security !== undefined ? [401 as const] : []),
    ...(takesInput ? [422 as const] : []),
    ...(docs.errors ?? []),
  ];
  const response: Record<string, unknown> = {
    ...Object.fromEntries(statuses.map((status) => [status, errorResponse(status)])),
    ...Object.fromEntries(
      Object.entries(docs.redirects ?? {}).map(([status, description]) => [
        status,
        { description, type: "null" },
      ]),
    ),
    ...(docs.file
      ? {
          200: {
            description: docs.file.description,
            content: {
              [docs.file.contentType]: {
                schema: { type: "string", contentMediaType: docs.file.contentType },
              },
            },
          },
        }
      : {}),
    ...(schema.response as Record<string, unknown> | undefined),
  };
  return {
    url,
    schema: {
      ...schema,
      operationId: operationId(method, input.route.url),
      ...(docs.multipartForm
        ? { body: z.toJSONSchema(docs.multipartForm, { target: "draft-2020-12" }) }
        : {}),
      response,
    },
  };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, so nullable values (`anyOf` with null) and enums say
      // exactly what the zod schemas do, which 3.0's `nullable` cannot for an enum.
      openapi: "3.1.0",
      info: {
        title: "Home Designer API",
        version: "1",
        description:
          "Calls of the Home Designer web app. Errors are `{ message, errors? }` in the request's language (`locale` header or the site's); bad input is 422.",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
