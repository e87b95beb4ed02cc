/**
 * Route schemas the API modules share: the one error answer, empty answers, the visitor cookie's
 * security requirement and the blog post as the API returns it. Request bodies keep their schemas
 * in core/ (the forms validate with the same ones); what is here only describes answers and paths.
 */
import type { BlogPostDto } from "@core/blog";
import { z } from "@core/zod";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler } from "fastify-type-provider-zod";

/** Every refusal and failure: `{ "error": message }` (server/plugins/errors.ts). */
const errorSchema = z.object({ error: z.string().describe("What went wrong, in words a person can act on") });

const errorDescriptions: Record<number, string> = {
  400: "The request is not valid: the message names the first field at fault",
  401: "Not logged in",
  403: "Refused: a cross-site write, or an email call without the visitor cookie",
  404: "Not found",
  409: "Conflict with what is stored",
  413: "Request body is too large",
  415: "Unsupported media type",
  429: "Too many requests: try again later (see Retry-After)",
  502: "The mail server refused the email",
  503: "Unavailable: the database is away or email is not configured (see Retry-After)",
};

/** The `{ error }` answers a route may give, one entry per status, for `schema.response`. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorSchema> {
  const out = {} as Record<S, typeof errorSchema>;
  for (const status of statuses) out[status] = errorSchema.describe(errorDescriptions[status] ?? "Error");
  return out;
}

/** An answer without a body (204, a redirect). */
export const noBody = (description: string) => z.undefined().describe(description);

/** The OpenAPI name of the visitor cookie's security scheme (server/api/openapi.ts declares it). */
export const VISITOR_SCHEME = "visitorCookie";
type SecurityRequirements = { [scheme: string]: readonly string[] }[];
/** The visitor cookie is needed for the call. */
export const visitorRequired: SecurityRequirements = [{ [VISITOR_SCHEME]: [] }];
/** The call works without the visitor cookie, and scopes what it does to the visitor when there is one. */
export const visitorOptional: SecurityRequirements = [{}, { [VISITOR_SCHEME]: [] }];

/** A resource id in a path that is not a positive int4 names nothing: 404 with `message`. */
export function intIdParams(message: string) {
  return z.object({
    id: z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/, message)
      .refine((raw) => Number(raw) <= 2_147_483_647, message)
      .transform(Number)
      .describe("A positive whole number"),
  });
}

export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string().describe("Markdown"),
  excerpt: z.string(),
  metaDescription: z.string(),
  imageUrl: z.string(),
  published: z.boolean(),
  createdAt: z.string().describe("ISO 8601 date-time"),
  updatedAt: z.string().describe("ISO 8601 date-time"),
  readMinutes: z.number().int(),
}) satisfies z.ZodType<BlogPostDto>;

/**
 * A route's serializer compiler that writes the answers of `statuses` with plain JSON.stringify,
 * the others through their zod schema as usual. For a hot route whose handler builds exactly the
 * schema's fields in its order (TypeScript holds it to the schema's type): zod's pass over every
 * field of every item cost more than the rest of the serialization (decision 039). The schema still
 * describes the answer in /api/openapi.json.
 */
export function stringifyTyped<S>(...statuses: number[]): FastifySerializerCompiler<S> {
  const plain = new Set(statuses.map(String));
  return (route) =>
    plain.has(String(route.httpStatus))
      ? JSON.stringify
      : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
}
