import type { OutgoingHttpHeaders } from "node:http";
import { flatHeaders, NODE_WRITTEN_HEADERS } from "../lib/raw-http";
import type { CachedPage, RawAnswer } from "./entry";

/** Headers that belong to one response or connection, never to a stored page. */
const PER_RESPONSE_HEADERS = new Set<string>([
  ...NODE_WRITTEN_HEADERS,
  "set-cookie",
  "content-length",
  "content-encoding",
]);

/** The headers of a reply Fastify is sending from an entry, as every later raw hit of it should carry them. */
export function rawBaseOf(replyHeaders: Record<string, string | number | string[] | undefined>): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(replyHeaders)) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name.toLowerCase())) kept[name] = value;
  }
  return { ...kept, "x-page-cache": "hit" };
}

const CONTENT_TYPE = new Set(["content-type"]);

/** A hit's headers per kind of answer, as flat name/value lists: a 304 has no content-type, a body its length and encoding. */
export function rawHeads(entry: CachedPage, headers: OutgoingHttpHeaders): Record<RawAnswer, string[]> {
  const common = flatHeaders(headers, CONTENT_TYPE);
  const type = headers["content-type"] === undefined ? [] : ["content-type", String(headers["content-type"])];
  const withBody = (bytes: Buffer, encoding?: string) => [
    ...common,
    ...type,
    ...(encoding ? ["content-encoding", encoding] : []),
    "content-length",
    String(bytes.length),
  ];
  return {
    br: withBody(entry.br, "br"),
    gzip: withBody(entry.gzip, "gzip"),
    identity: withBody(entry.html),
    "304": common,
  };
}
