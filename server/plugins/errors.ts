import type { FastifyError, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";

/** An error whose message is safe to show to the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const statusMessages: Record<number, string> = {
  400: "Bad request",
  401: "Authentication required",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Request body is too large",
  414: "URI too long",
  415: "Unsupported media type",
  429: "Too many requests",
};

/**
 * The first issue of a refused body or query as one readable line: "title: Title is required".
 * The type provider reports the issue's path as a JSON pointer ("/title", "/" for the whole body);
 * the schemas' field names hold no "/", so the dotted path reads back exactly.
 */
function describeIssue(issue: { instancePath: string; message?: string } | undefined): string {
  if (!issue) return "Invalid request";
  const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
  return `${path ? `${path}: ` : ""}${issue.message ?? "Invalid value"}`;
}

/**
 * Fastify's `frameworkErrors` option: a malformed URL (bad percent-encoding, over-long parameter) is
 * answered before any route or hook runs, by default in Fastify's own shape echoing the path and
 * without our headers. Answer it like every other error, with strict baseline security headers.
 */
export function frameworkErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  void reply
    .code(status)
    .headers({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
    })
    .type("application/json; charset=utf-8")
    .send({ error: statusMessages[status] ?? (status < 500 ? "Bad request" : "Internal server error") });
}

/** One error handler: every failure is `{ "error": message }` with its status, never a stack. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      let status = 500;
      let message = "Internal server error";
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A route's zod schema refused the request (fastify-type-provider-zod). A path parameter
        // that fails its schema names nothing: 404 with the schema's message ("Goal not found").
        const issue = error.validation[0];
        if (error.validationContext === "params") {
          status = 404;
          message = issue?.message ?? statusMessages[404]!;
        } else {
          status = 400;
          message = describeIssue(issue);
        }
      } else if (error instanceof HttpError) {
        status = error.statusCode;
        message = error.message;
        reply.headers(error.headers);
      } else if (error.validation) {
        status = 400;
        message = error.message;
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        message = statusMessages[status] ?? error.message;
        if (status === 400 && error.code === "FST_ERR_CTP_INVALID_JSON_BODY") message = "Body is not valid JSON";
        if (status === 400 && error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") message = "Body must not be empty";
        if (status === 429) message = error.message || statusMessages[429]!;
      } else if (isDatabaseUnavailable(error)) {
        // The database is away (restart, failover, network): a short, retryable refusal, not a 500.
        status = 503;
        message = DATABASE_UNAVAILABLE_MESSAGE;
        reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      }
      // An HttpError is a failure the handler answered on purpose (a 502 when the mail server
      // refused), having logged the cause itself: logging it again would count it twice.
      if (status === 503 && message === DATABASE_UNAVAILABLE_MESSAGE)
        request.log.warn({ err: error }, "database unavailable");
      else if (status >= 500 && !(error instanceof HttpError)) request.log.error({ err: error }, "request failed");
      void reply.code(status).type("application/json; charset=utf-8").send({ error: message });
    });
  },
  { name: "errors" },
);
