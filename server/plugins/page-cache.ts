import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { overTls } from "../lib/raw-http";
import { pageEntry, type CachedPage } from "../page-cache/entry";
import { sharedPage, type SharedPage } from "../page-cache/keys";
import { chooseBody } from "../page-cache/negotiation";
import { rawBaseOf, rawHeads } from "../page-cache/raw";
import { PageStore } from "../page-cache/store";

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

/**
 * Whole rendered pages for anonymous, cookie-neutral GET requests, keyed by origin, path, the
 * query parameters the page reads and the language (server/page-cache/keys.ts). Entries hold the
 * HTML already compressed, a weak ETag and a CSP that allows the page's inline scripts by sha256
 * hash (no nonce to substitute). A hit is answered by Fastify or, before Fastify sees the request,
 * by Node's HTTP server (`serveRaw`, decision 017).
 */
export class PageCache {
  private readonly store: PageStore;

  constructor(private readonly options: PageCacheOptions) {
    this.store = new PageStore(options.ttlMs ?? 60_000, options.maxBytes ?? 64 * 1024 * 1024);
  }

  get size(): number {
    return this.store.size;
  }

  /** Forgets every page (content changed). */
  clear(): void {
    this.store.clear();
  }

  /** A fresh page for the key, if any. */
  get(key: string): CachedPage | undefined {
    return this.store.get(key);
  }

  /** Fastify's request and a raw hit read the same Node request: one place says what is keyed. */
  private shared(request: IncomingMessage, origin: string): SharedPage | undefined {
    if (!this.options.enabled) return undefined;
    const { method, url, headers } = request;
    return sharedPage({ method, url, authorization: headers.authorization, cookie: headers.cookie }, origin);
  }

  /**
   * Answers a page request: from the cache when it holds the page (or is storing it right now),
   * else with `render(target)`, storing the result when it may be shared; `sendFresh` sends a
   * response that is not stored (a 404, a page that sets a cookie, a request with a session…).
   */
  async respond(
    request: FastifyRequest,
    reply: FastifyReply,
    origin: string,
    render: (target: string) => Promise<Response>,
    sendFresh: (response: Response) => unknown,
  ) {
    const { method, url } = request;
    const shared = this.shared(request.raw, origin);
    if (shared) {
      const ready = this.store.get(shared.key) ?? (await this.store.inFlight(shared.key)?.catch(() => undefined));
      if (ready) {
        this.store.refine(shared.key, ready);
        return this.send(request, reply, ready, "hit");
      }
    }
    // A shared page is rendered from its key's target: the stored bytes depend on the key alone.
    const response = await render(shared?.target ?? url);
    if (shared && method === "GET" && storable(response, reply)) {
      return this.send(
        request,
        reply,
        await this.store.add(shared.key, pageEntry(response, this.options.https)),
        "miss",
      );
    }
    return sendFresh(response);
  }

  /** Answers from an entry: 304 when If-None-Match matches, else the body in the best encoding. */
  private send(request: FastifyRequest, reply: FastifyReply, entry: CachedPage, outcome: "hit" | "miss") {
    void reply.headers(entry.headers);
    void reply.header("content-security-policy", entry.csp);
    void reply.header("etag", entry.etag);
    void reply.header("vary", "Accept-Encoding, Cookie");
    // The security plugin's headers are on the reply by now: the complete set of a hit.
    if (!entry.rawHeads) {
      entry.rawBase = rawBaseOf(reply.getHeaders());
      entry.rawHeads = rawHeads(entry, entry.rawBase);
    }
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
    const { method, headers } = request;
    const shared = this.shared(request, origin);
    const entry = shared ? this.store.get(shared.key) : undefined;
    if (!shared || !entry?.rawHeads) return false;
    this.store.refine(shared.key, entry);
    const body = chooseBody(entry, headers["if-none-match"], headers["accept-encoding"]);
    response.writeHead(body.status, entry.rawHeads[body.status === 304 ? "304" : (body.encoding ?? "identity")]);
    response.end(body.status === 304 || method === "HEAD" ? undefined : body.bytes);
    return true;
  }

  /** The origin Fastify's SSR route would key this request on, when it can be known without it. */
  private rawOrigin(request: IncomingMessage): string | undefined {
    if (this.options.publicUrl) return this.options.publicUrl;
    if (this.options.trustProxy || !request.headers.host) return undefined;
    return `${overTls(request) ? "https" : "http"}://${request.headers.host}`;
  }
}

/** A response that may be shared: 200, HTML, no cookie set, not private. */
function storable(response: Response, reply: FastifyReply): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return false;
  if (response.headers.has("set-cookie") || reply.hasHeader("set-cookie")) return false;
  return !/\b(no-store|private)\b/i.test(response.headers.get("cache-control") ?? "");
}

/** Writes that never change a shared page: a visitor's own cookie, goals, focus sessions, reminders and unsubscribe. */
const PRIVATE_WRITES = /^\/api\/(goals|focus-sessions|email|visitor)(\/|$|\?)/;

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
