import { existsSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, onSendHookHandler } from "fastify";
import { HASHED_FOLDERS, type HashedAssetMemo } from "../static-assets/memo";
import { DOCUMENT_ONLY_HEADERS } from "./security";

export interface StaticOptions {
  /** The Vite client build folder (build/client). */
  root: string;
  /** Keeps what is sent for hashed files, for Node's server to send again (decision 069). */
  memo?: HashedAssetMemo;
}

const YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the client build. Files under /assets/ carry a content hash in their name, so they are
 * cached immutable for a year; /sw.js and the web app manifest are revalidated on every use; other
 * files (icons, robots) revalidate daily. Pre-compressed
 * .br/.gz siblings written by the build are preferred over compressing on every request. Hashed
 * files are sent again from `memo`, before Fastify, once sent here.
 */
const staticAssets: FastifyPluginAsync<StaticOptions> = async (app, opts) => {
  if (!existsSync(opts.root)) {
    app.log.warn({ root: opts.root }, "client build missing: static assets are not served");
    return;
  }
  const { memo } = opts;
  if (memo) {
    // After every other onSend of the static routes (compression adds its own to each route as it
    // is declared; this one comes later), so what is kept is what is sent. The body is read here
    // once, from the file's stream or the compressor's, and goes to this visitor with its length.
    const keepWhatIsSent: onSendHookHandler = async (request, reply, payload) => {
      if (reply.statusCode !== 200 || !isStream(payload) || !memo.mayRemember(request.raw)) return payload;
      const body = await buffer(payload);
      void reply.header("content-length", body.length);
      memo.remember(request.raw, reply.getHeaders(), body);
      return body;
    };
    app.addHook("onRoute", (route) => {
      route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), keepWhatIsSent];
    });
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const rel = path.relative(opts.root, filePath);
      const immutable = HASHED_FOLDERS.some((folder) => rel.startsWith(`${folder}${path.sep}`));
      // The service worker and the manifest must be checked on every visit, or an update would
      // reach visitors only a day late (decision 013).
      const revalidate = /^(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(rel);
      // Hashed files are never documents nor worker scripts (decision 023).
      if (immutable) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      reply.header(
        "cache-control",
        immutable
          ? `public, max-age=${YEAR}, immutable`
          : revalidate
            ? "no-cache"
            : "public, max-age=86400, must-revalidate",
      );
    },
  });
};

/** A file's stream, or the compressor's (from another stream library: not `instanceof Readable`). */
function isStream(payload: unknown): payload is AsyncIterable<Buffer> {
  return typeof payload === "object" && payload !== null && Symbol.asyncIterator in payload;
}

export default staticAssets;
