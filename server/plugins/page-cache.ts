import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { languageCookie } from "@core/settings";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { VISITOR_COOKIE } from "./visitor";
import { hashedContentSecurityPolicy } from "./security";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

declare module "fastify" {
  interface FastifyInstance {
    /** Rendered pages kept in memory (decision 015); `clear()` after content changes. */
    pageCache: PageCache;
  }
}

export interface PageCacheOptions {
  /** Off in development (pages change with every edit). */
  enabled: boolean;
  /** How long a page stays before it is rendered again (bounds staleness across instances). */
  ttlMs?: number;
  /** Memory bound: HTML + brotli + gzip bytes of all entries. */
  maxBytes?: number;
  /** Send HSTS-style `upgrade-insecure-requests` in the hashed CSP (as the security plugin does). */
  https: boolean;
  /** The site's public origin (PUBLIC_URL): pages are keyed by it when set. */
  publicUrl?: string;
  /** Behind a proxy the origin comes from X-Forwarded-*: then only Fastify's request knows it. */
  trustProxy?: boolean;
}

export interface CachedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** Response headers of the render (content-type, cache-control…), without cookies or length. */
  headers: Record<string, string>;
  csp: string;
  storedAt: number;
  bytes: number;
  /**
   * Every header of a hit as Fastify sent it the first time (security headers included), with each
   * kind of answer's own length and encoding: what `serveRaw` writes without going through Fastify.
   * Flat name/value lists, which Node's `writeHead` writes with a fraction of the work a header
   * object costs it (decision 017).
   */
  rawHeads?: Record<RawAnswer, string[]>;
}

/** The kinds of answer a raw hit can be: a body in one of three encodings, or 304. */
type RawAnswer = "br" | "gzip" | "identity" | "304";

/** Cookies that never change what a page shows (the visitor id scopes API data only). */
const NEUTRAL_COOKIES = new Set([VISITOR_COOKIE]);
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "date",
  "etag",
  "transfer-encoding",
]);
/** Headers that belong to one response or connection, never to a stored page. */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "date",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);

/** What a page request is keyed on: the same for Fastify's request and a raw Node request. */
interface PageRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  cookies: Record<string, string | undefined>;
}

/** The cookies of a raw Cookie header (name → value), as @fastify/cookie would read them. */
function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      // Kept as written, as the cookie parser does.
    }
    if (name && !(name in cookies)) cookies[name] = value;
  }
  return cookies;
}

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

/** Accept-Encoding headers seen, with their answer: browsers send a handful of distinct ones. */
const encodingChoices = new Map<string, "br" | "gzip" | undefined>();

/** The encoding to send for an Accept-Encoding header: br, then gzip, else none. */
function pickEncoding(accept: string | undefined): "br" | "gzip" | undefined {
  if (!accept) return undefined;
  if (encodingChoices.has(accept)) return encodingChoices.get(accept);
  const choice = parseEncoding(accept);
  // Bounded: a client sending endless variants only costs us the parse again.
  if (encodingChoices.size < 256) encodingChoices.set(accept, choice);
  return choice;
}

function parseEncoding(accept: string): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name!, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return undefined;
}

/**
 * An in-memory cache of whole rendered pages for anonymous, cookie-neutral GET requests, keyed by
 * origin + URL + language cookie. Entries hold the HTML already compressed (br and gzip), a weak
 * ETag and a CSP that allows the page's inline scripts by sha256 hash (no nonce to substitute).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private bytes = 0;
  private generation = 0;
  readonly ttlMs: number;
  readonly maxBytes: number;

  constructor(private readonly options: PageCacheOptions) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every page (content changed). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** The cache key of a page request, or undefined when this request must be rendered for itself. */
  keyOf(request: FastifyRequest, origin: string): string | undefined {
    return this.keyFor(
      {
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        cookies: request.cookies ?? {},
      },
      origin,
    );
  }

  private keyFor(request: PageRequest, origin: string): string | undefined {
    if (!this.options.enabled || !request.url) return undefined;
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    if (request.authorization) return undefined;
    const url = request.url;
    const pathname = url.split("?", 1)[0]!;
    if (/^\/(api|admin)(\/|$)/.test(pathname) || pathname.endsWith(".data")) return undefined;
    let language = "";
    for (const [name, value] of Object.entries(request.cookies)) {
      if (name === languageCookie) language = value ?? "";
      // Any other cookie (an administrator's session…) may change the page: render it fresh.
      else if (!NEUTRAL_COOKIES.has(name)) return undefined;
    }
    return `${origin}${url}\n${language}`;
  }

  /** A fresh entry for the key, if any. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /** A page being stored right now for the key (concurrent misses wait for one render). */
  inFlight(key: string): Promise<CachedPage> | undefined {
    return this.pending.get(key);
  }

  /**
   * Stores `response` when it may be shared: 200, HTML, no cookie set, not private. Resolves to the
   * entry, or undefined (then `response` was not consumed and must be sent as it is).
   */
  store(key: string, response: Response, reply: FastifyReply): Promise<CachedPage> | undefined {
    if (response.status !== 200 || !response.body) return undefined;
    if (!response.headers.get("content-type")?.startsWith("text/html")) return undefined;
    if (response.headers.has("set-cookie") || reply.hasHeader("set-cookie")) return undefined;
    if (/\b(no-store|private)\b/i.test(response.headers.get("cache-control") ?? "")) return undefined;
    const generation = this.generation;
    const work = (async () => {
      const html = stripNonces(await response.text());
      const raw = Buffer.from(html, "utf8");
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) if (!DROPPED_HEADERS.has(name)) headers[name] = value;
      if (!headers["cache-control"]) headers["cache-control"] = "no-cache";
      const entry: CachedPage = {
        html: raw,
        br,
        gzip: gz,
        etag: `W/"${createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"`,
        headers,
        csp: hashedContentSecurityPolicy(inlineScriptHashes(html), this.options.https),
        storedAt: Date.now(),
        bytes: raw.length + br.length + gz.length,
      };
      // Content changed while this page was rendering: serve it once, keep nothing.
      if (generation === this.generation) this.set(key, entry);
      return entry;
    })();
    this.pending.set(key, work);
    void work.finally(() => this.pending.delete(key)).catch(() => undefined);
    return work;
  }

  /**
   * Answers a page request: from the cache when it holds the page (or is storing it right now),
   * else with `render()`, storing the result when it may be shared; `sendFresh` sends a response
   * that is not stored (a 404, a page that sets a cookie, a request with a session…).
   */
  async respond(
    request: FastifyRequest,
    reply: FastifyReply,
    origin: string,
    render: () => Promise<Response>,
    sendFresh: (response: Response) => unknown,
  ) {
    const key = this.keyOf(request, origin);
    if (key) {
      const ready = this.get(key) ?? (await this.inFlight(key)?.catch(() => undefined));
      if (ready) return this.send(request, reply, ready, "hit");
    }
    const response = await render();
    const stored = key && request.method === "GET" ? this.store(key, response, reply) : undefined;
    if (stored) return this.send(request, reply, await stored, "miss");
    return sendFresh(response);
  }

  /** Answers from an entry: 304 when If-None-Match matches, else the body in the best encoding. */
  send(request: FastifyRequest, reply: FastifyReply, entry: CachedPage, outcome: "hit" | "miss") {
    void reply.headers(entry.headers);
    void reply.header("content-security-policy", entry.csp);
    void reply.header("etag", entry.etag);
    void reply.header("vary", "Accept-Encoding, Cookie");
    // The security plugin's headers are on the reply by now: the complete set of a hit.
    entry.rawHeads ??= rawHeads(entry, { ...withoutPerResponseHeaders(reply.getHeaders()), "x-page-cache": "hit" });
    void reply.header("x-page-cache", outcome);
    const body = chooseBody(entry, request.headers["if-none-match"], request.headers["accept-encoding"]);
    if (body.status === 304) {
      void reply.removeHeader("content-type");
      return reply.code(304).send();
    }
    void reply.code(200);
    if (body.encoding) void reply.header("content-encoding", body.encoding);
    return reply.send(body.bytes);
  }

  /**
   * Answers a page request straight from Node's HTTP server when the cache holds it, before
   * Fastify parses anything: a hit costs about what a static file server spends (decision 017).
   * Returns false, having written nothing, when Fastify must handle the request.
   */
  serveRaw(request: IncomingMessage, response: ServerResponse): boolean {
    const origin = this.rawOrigin(request);
    if (!origin) return false;
    const key = this.keyFor(
      {
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        cookies: parseCookies(request.headers.cookie),
      },
      origin,
    );
    const entry = key ? this.get(key) : undefined;
    if (!entry?.rawHeads) return false;
    const body = chooseBody(entry, request.headers["if-none-match"], request.headers["accept-encoding"]);
    response.writeHead(body.status, entry.rawHeads[body.status === 304 ? "304" : (body.encoding ?? "identity")]);
    response.end(body.status === 304 || request.method === "HEAD" ? undefined : body.bytes);
    return true;
  }

  /** The origin Fastify's SSR route would key this request on, when it can be known without it. */
  private rawOrigin(request: IncomingMessage): string | undefined {
    if (this.options.publicUrl) return this.options.publicUrl;
    if (this.options.trustProxy || !request.headers.host) return undefined;
    const encrypted = (request.socket as { encrypted?: boolean }).encrypted === true;
    return `${encrypted ? "https" : "http"}://${request.headers.host}`;
  }

  private set(key: string, entry: CachedPage) {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    // Oldest first (Map order): evict until within the bound.
    for (const [oldKey] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldKey);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

function withoutPerResponseHeaders(headers: Record<string, string | number | string[] | undefined>) {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}

/** A hit's headers per kind of answer, as flat name/value lists: a 304 has no content-type, a body its length and encoding. */
function rawHeads(entry: CachedPage, headers: OutgoingHttpHeaders): Record<RawAnswer, string[]> {
  const common: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === "content-type") continue;
    for (const one of Array.isArray(value) ? value : [value]) common.push(name, String(one));
  }
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

/** 304 when If-None-Match names the entry, else its bytes in the best accepted encoding. */
function chooseBody(
  entry: CachedPage,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): { status: 304 } | { status: 200; encoding: "br" | "gzip" | undefined; bytes: Buffer } {
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === entry.etag || tag.trim() === "*")) return { status: 304 };
  const encoding = pickEncoding(acceptEncoding);
  return { status: 200, encoding, bytes: encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.html };
}

/** Writes that never change a shared page: a visitor's own goals and reminders. */
const PRIVATE_WRITES = /^\/api\/(goals|email)(\/|$|\?)/;

/**
 * Decorates `app.pageCache` and empties it after any successful write that may change what pages
 * show (blog posts, administration, page actions): every write except the visitor's own data.
 */
export default fp<{ cache: PageCache }>(
  async (app, { cache }) => {
    app.decorate("pageCache", cache);
    app.addHook("onResponse", async (request, reply) => {
      if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
      if (reply.statusCode >= 400 || PRIVATE_WRITES.test(request.url)) return;
      cache.clear();
    });
  },
  { name: "page-cache" },
);
