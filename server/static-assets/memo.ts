import type { IncomingMessage, ServerResponse } from "node:http";
import { flatHeaders, NODE_WRITTEN_HEADERS, overTls, type HeaderValues } from "../lib/raw-http";

/** The build's folders whose files carry a content hash in their name: their bytes never change. */
export const HASHED_FOLDERS = ["assets", "fonts"] as const;
const HASHED_PREFIXES = HASHED_FOLDERS.map((folder) => `/${folder}/`);

/**
 * Request headers after which Fastify may answer otherwise than it did for a plain GET: a part of
 * the file, a 304 or a 412.
 */
const CONDITIONS = ["range", "if-range", "if-none-match", "if-modified-since", "if-match", "if-unmodified-since"];

/** A kept answer's length and encoding are its own: only what Node writes is left out. */
const PER_RESPONSE = new Set<string>(NODE_WRITTEN_HEADERS);

interface Answer {
  head: string[];
  body: Buffer;
}

/**
 * The hashed files of the client build as Fastify sent them (security headers, cache lifetime,
 * pre-compressed body), answered again by Node's HTTP server before Fastify parses the request,
 * as the page cache answers its hits (decision 069). A page's first load asks for dozens of such
 * files; through Fastify and @fastify/static each cost the server about ten times as much.
 *
 * An answer is keyed by everything of a request its bytes depend on: the URL, the accepted
 * encodings and whether it came over https (HSTS). Requests with a range or a condition, and
 * every other method than GET and HEAD, always go to Fastify.
 */
export class HashedAssetMemo {
  private readonly answers = new Map<string, Answer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** Whether Fastify's answer to `request` would be the one stored for its key, if any. */
  private keyOf(request: IncomingMessage): string | undefined {
    const { url, headers } = request;
    if (!url || !HASHED_PREFIXES.some((prefix) => url.startsWith(prefix)) || url.includes("?")) return undefined;
    if (CONDITIONS.some((name) => headers[name] !== undefined)) return undefined;
    return `${overTls(request) ? "https" : "http"} ${String(headers["x-forwarded-proto"] ?? "")} ${String(headers["accept-encoding"] ?? "")} ${url}`;
  }

  /** Whether `remember` would keep the answer to this GET (not yet kept): worth reading its body for. */
  mayRemember(request: IncomingMessage): boolean {
    const key = request.method === "GET" ? this.keyOf(request) : undefined;
    return key !== undefined && !this.answers.has(key);
  }

  /**
   * Keeps Fastify's complete answer to a plain GET of a hashed file: every header it is about to
   * send and the body. Nothing is kept that a later visitor must not get (a cookie), that does not
   * match its length, or past the memory bound.
   */
  remember(request: IncomingMessage, headers: HeaderValues, body: Buffer): void {
    const key = request.method === "GET" ? this.keyOf(request) : undefined;
    if (!key || this.answers.has(key) || headers["set-cookie"] !== undefined) return;
    if (Number(headers["content-length"]) !== body.length || this.bytes + body.length > this.maxBytes) return;
    this.answers.set(key, { head: flatHeaders(headers, PER_RESPONSE), body });
    this.bytes += body.length;
  }

  /** Answers a GET or HEAD from a kept answer; returns false, having written nothing, otherwise. */
  serveRaw(request: IncomingMessage, response: ServerResponse): boolean {
    const { method } = request;
    if (method !== "GET" && method !== "HEAD") return false;
    const key = this.keyOf(request);
    const answer = key === undefined ? undefined : this.answers.get(key);
    if (!answer) return false;
    response.writeHead(200, answer.head);
    response.end(method === "HEAD" ? undefined : answer.body);
    return true;
  }
}
