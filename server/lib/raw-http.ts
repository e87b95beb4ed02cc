import type { IncomingMessage } from "node:http";

/**
 * What the two raw paths share (the page cache's hits, decision 017, and hashed files sent again,
 * decision 069): both answer from Node's HTTP server, before Fastify, with what Fastify sent once.
 */

/** Response headers as Node's `getHeaders()` and Fastify's `reply.getHeaders()` give them. */
export type HeaderValues = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/** Headers Node writes itself for each response or connection: never part of a kept answer. */
export const NODE_WRITTEN_HEADERS = ["date", "connection", "keep-alive", "transfer-encoding"] as const;

/**
 * Response headers as the flat name/value list Node's `writeHead` takes: it writes such a list
 * with a fraction of the work a header object costs it (decision 017). Names in `skip` (lower
 * case) are left out; a header with several values gives one pair per value.
 */
export function flatHeaders(headers: HeaderValues, skip: ReadonlySet<string>): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip.has(name.toLowerCase())) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  return flat;
}

/** Whether the request came over TLS to this server itself (not what a proxy says). */
export function overTls(request: IncomingMessage): boolean {
  return (request.socket as { encrypted?: boolean } | null)?.encrypted === true;
}
