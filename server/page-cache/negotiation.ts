import { negotiate } from "@fastify/accept-negotiator";
import type { CachedPage } from "./entry";

type Encoding = "br" | "gzip" | "identity";

/**
 * Accept-Encoding headers seen, with their answer: browsers send a handful of distinct ones. A
 * client sending endless variants empties the memo, and only costs us the negotiation again.
 */
const remembered = new Map<string, Encoding>();
const REMEMBERED_MAX = 256;

function encodingFor(accept: string): Encoding {
  const known = remembered.get(accept);
  if (known) return known;
  const choice: Encoding = negotiate<"br" | "gzip">(accept, ["br", "gzip"]) ?? "identity";
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(accept, choice);
  return choice;
}

/** What to send: 304 when If-None-Match names the page, else its bytes in the best accepted encoding. */
export type Answer = { status: 304 } | { status: 200; encoding: "br" | "gzip" | undefined; bytes: Buffer };

export function chooseBody(
  entry: CachedPage,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): Answer {
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === entry.etag || tag.trim() === "*")) return { status: 304 };
  const encoding = acceptEncoding ? encodingFor(acceptEncoding) : "identity";
  if (encoding === "br") return { status: 200, encoding, bytes: entry.br };
  if (encoding === "gzip") return { status: 200, encoding, bytes: entry.gzip };
  return { status: 200, encoding: undefined, bytes: entry.html };
}
