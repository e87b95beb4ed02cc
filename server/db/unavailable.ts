/**
 * Telling "the database is away right now" apart from every other failure, so that a request
 * which needed it answers 503 with Retry-After (the client, or the load balancer, tries again)
 * instead of 500. Drizzle wraps driver errors (DrizzleQueryError), so the whole `cause` chain is
 * examined.
 */

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable, please try again in a few seconds";

/** Socket-level failures: the server is down, restarting, or the network between is cut. */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now": class 08 (connection exception), 57P01–57P03
 * (administrator shutdown, crash shutdown, cannot connect now: the server is starting or
 * stopping), 57014 (statement timeout: our own bound on a query the server does not finish),
 * 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith("08") || ["57P01", "57P02", "57P03", "57014", "53300"].includes(code);
}

/** Messages node-postgres and pg-pool use for a lost or never-made connection. */
const driverMessages = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Query read timeout$/i,
  /^Client has encountered a connection error and is not queryable$/i,
  /^Cannot use a pool after calling end on the pool$/i,
];

/** True when `error` (or anything in its `cause` chain) says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (socketCodes.has(code) || isUnavailableSqlState(code))) return true;
    if (typeof message === "string" && driverMessages.some((pattern) => pattern.test(message))) return true;
    // AggregateError (one per address tried by the socket) carries the reasons in `errors`.
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
