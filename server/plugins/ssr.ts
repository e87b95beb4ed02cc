import { Readable } from "node:stream";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { BlogReader } from "@core/blog";
import type { DownloadsInfo } from "@core/downloads";
import type { Language } from "@core/settings";
import { siteUrl } from "@core/site-url";
import type { Database } from "../db/client";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable";
import { homeRedirect, pageLanguage } from "../page-cache/keys";

export interface SsrOptions {
  build: ServerBuild;
  db: Database;
  blog: BlogReader;
  publicUrl: string | undefined;
  /** Sizes of the built downloads, shown on /download and /download-source. */
  downloads: DownloadsInfo;
  mode: "production" | "development";
  /** The administrator of the request's session cookie, or null (page loaders read context.admin). */
  resolveAdmin?: (request: FastifyRequest) => Promise<{ username: string } | null>;
}

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    db: Database;
    /** Published blog posts for the blog pages' loaders. */
    blog: BlogReader;
    /** Origin used for canonical links and share URLs. */
    origin: string;
    /** The language to render in, from the request's cookie as the page cache reads it. */
    language: Language;
    /**
     * Called (by entry.server's handleError) with every error a loader or action threw; the server
     * answers 503 instead of 500 when the database was away. Returns true when it was.
     */
    reportServerError(error: unknown): boolean;
    /** The logged-in administrator (blog management pages), or null. */
    admin: { username: string } | null;
    /** Sizes and version of the built extension and source archives. */
    downloads: DownloadsInfo;
  }
}

/** The page request as React Router sees it; `target` is the path and query to render (the page cache's form). */
function toRequest(request: FastifyRequest, origin: string, target: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  // Never `new URL(request.url, origin)`: a target of "//evil.example/stopwatch" would render
  // /stopwatch on evil.example (and be cached). On our origin it is a path no route has: 404.
  return new Request(siteUrl(target, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

async function send(reply: FastifyReply, response: Response, status = response.status) {
  void reply.code(status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie") continue;
    void reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) void reply.header("set-cookie", cookies);
  if (!response.headers.has("cache-control")) void reply.header("cache-control", "no-cache");
  if (!response.body) return reply.send();
  // A document is complete when entry.server resolves it: its bytes at once cost a fraction of
  // piping a web stream through Node's stream adapter (decision 040). Data responses keep streaming.
  if (response.headers.get("content-type")?.startsWith("text/html")) {
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** Hands every page request to React Router's server build (SSR of the whole document). */
const ssr: FastifyPluginAsync<SsrOptions> = async (app, opts) => {
  const handle = createRequestHandler(opts.build, opts.mode);
  // A session that cannot be looked up (database away) counts as none: public pages still render.
  const resolveAdmin = async (request: FastifyRequest) => {
    if (!opts.resolveAdmin) return null;
    try {
      return await opts.resolveAdmin(request);
    } catch (err) {
      request.log.warn({ err }, "administrator session lookup failed");
      return null;
    }
  };
  // Page forms are parsed by React Router, not Fastify: leave request bodies untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));
  app.route({
    method: ["GET", "HEAD", "POST"],
    url: "/*",
    handler: async (request, reply) => {
      const origin = opts.publicUrl ?? `${request.protocol}://${request.host}`;
      // The bare home page takes a returning visitor to the language they chose. Only there: every
      // other address, and the home page for crawlers (which keep no cookies), shows its own language.
      const home = homeRedirect(request.url, request.headers.cookie);
      if (home) return reply.header("cache-control", "private, no-store").redirect(home, 302);
      let databaseUnavailable = false;
      const render = async (target: string) =>
        handle(toRequest(request, origin, target), {
          cspNonce: reply.scriptNonce,
          db: opts.db,
          blog: opts.blog,
          origin,
          language: pageLanguage(request.url),
          reportServerError: (error) => {
            if (!isDatabaseUnavailable(error)) return false;
            databaseUnavailable = true;
            request.log.warn({ err: error }, "database unavailable while rendering a page");
            return true;
          },
          admin: await resolveAdmin(request),
          downloads: opts.downloads,
        });
      // Anonymous page views are answered from the page cache (decision 015); errors never are.
      return app.pageCache.respond(request, reply, origin, render, (response) => {
        // The error page was rendered because the database is away: a retryable 503, not a 500.
        if (databaseUnavailable && response.status >= 500) {
          void reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
          return send(reply, response, 503);
        }
        return send(reply, response);
      });
    },
  });
};

export default ssr;
