import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { hashedContentSecurityPolicy } from "../plugins/security";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The kinds of answer a raw hit can be: a body in one of three encodings, or 304. */
export type RawAnswer = "br" | "gzip" | "identity" | "304";

/** One stored page: its bytes in every encoding, and what every answer from it carries. */
export interface CachedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Response headers of the render (content-type, cache-control…), without cookies or length. */
  headers: Record<string, string>;
  csp: string;
  bytes: number;
  /** Brotli quality of `br`: fast when stored, the best once the page is asked for again. */
  brQuality: number;
  /** The headers `rawHeads` were built from, to build them again when `br` changes. */
  rawBase?: OutgoingHttpHeaders;
  /**
   * Every header of a hit as Fastify sent it the first time (security headers included), with each
   * kind of answer's own length and encoding: what the raw path writes without going through
   * Fastify. Flat name/value lists, which Node's `writeHead` writes with a fraction of the work a
   * header object costs it (decision 017).
   */
  rawHeads?: Record<RawAnswer, string[]>;
}

/**
 * Brotli quality of a page's first compression, which its first visitor waits for: a few
 * milliseconds, where the best quality (11) costs 0.15–0.35 s. A page asked for again is
 * recompressed at 11 in the background (`bestBrotli`), so what most visitors get is the smallest.
 */
const FIRST_BROTLI_QUALITY = 5;
export const BEST_BROTLI_QUALITY = 11;

const brotliAt = (raw: Buffer, quality: number) =>
  brotli(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });

const DROPPED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "date",
  "etag",
  "transfer-encoding",
]);

/** Inline scripts of an HTML document: the sha256 CSP sources that let exactly them run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/** Removes the render's nonce from script and link tags: a stored page must not publish one. */
export function stripNonces(html: string): string {
  return html.replace(/<(script|link)\b[^>]*>/gi, (tag) => tag.replace(/\snonce="[^"]*"/i, ""));
}

/** A rendered page made storable: nonces out, compressed (brotli fast, gzip), ETag and hashed CSP. */
export async function pageEntry(response: Response, https: boolean): Promise<CachedPage> {
  const html = stripNonces(await response.text());
  const raw = Buffer.from(html, "utf8");
  const [br, gz] = await Promise.all([brotliAt(raw, FIRST_BROTLI_QUALITY), gzipAsync(raw, { level: 9 })]);
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  if (!headers["cache-control"]) headers["cache-control"] = "no-cache";
  return {
    html: raw,
    br,
    gzip: gz,
    etag: `W/"${createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"`,
    headers,
    csp: hashedContentSecurityPolicy(inlineScriptHashes(html), https),
    bytes: raw.length + br.length + gz.length,
    brQuality: FIRST_BROTLI_QUALITY,
  };
}

/** The page's brotli bytes at the best quality (the caller swaps them in, with `rawHeads` rebuilt). */
export function bestBrotli(entry: CachedPage): Promise<Buffer> {
  return brotliAt(entry.html, BEST_BROTLI_QUALITY);
}
