import { createServer } from "node:http";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { ServerBuild } from "react-router";
import { seedPosts as contentSeedPosts, type SeedPost } from "@content/blog";
import blog from "./api/blog";
import calendar from "./api/calendar";
import cities from "./api/cities";
import { createBlogReader } from "./blog/reader";
import { seedBlogPosts } from "./blog/seed";
import authApi from "./api/auth";
import blogAdmin from "./api/blog-admin";
import email from "./api/email";
import files, { readDownloadsInfo } from "./api/files";
import focusSessions from "./api/focus-sessions";
import goals from "./api/goals";
import visitorApi from "./api/visitor";
import health from "./api/health";
import openApi, { openApiDocument } from "./api/openapi";
import seo from "./api/seo";
import { buildRoutePaths } from "./seo/sitemap";
import time from "./api/time";
import { crossSiteGuard } from "./auth/cross-site";
import type { ScryptParams } from "./auth/password";
import adminAuth, { ensureFirstAdmin } from "./auth/plugin";
import type { Config } from "./config";
import { openDatabase, type DbHandle } from "./db/client";
import mailer from "./mail/plugin";
import errors, { frameworkErrorHandler, HttpError } from "./plugins/errors";
import jsonBody from "./plugins/json-body";
import rateLimiter from "./plugins/rate-limit";
import security from "./plugins/security";
import pageCache, { PageCache } from "./plugins/page-cache";
import ssr from "./plugins/ssr";
import reminders from "./reminders/plugin";
import visitor from "./plugins/visitor";
import staticAssets from "./plugins/static-assets";
import { HashedAssetMemo } from "./static-assets/memo";
import { buildDir } from "./paths";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DbHandle;
  }
}

export interface AppDeps {
  /** An open database; when absent buildApp opens the one the config names. */
  database?: DbHandle;
  /** React Router's server build; absent in API tests, which need no pages. */
  ssrBuild?: ServerBuild;
  /** Client build folder; defaults to build/client. */
  clientRoot?: string;
  /** Blog posts seeded once at start-up; defaults to content/blog's seedPosts. */
  seedPosts?: readonly SeedPost[];
  /** Cost of administrator password hashes (tests lower it; the default suits production). */
  scrypt?: ScryptParams;
  /** The built extension and source archives (scripts/build-downloads.mjs); defaults to build/downloads. */
  downloadsRoot?: string;
  /** Told of every route as it is added (tests enumerate the API from it: tests/api/fuzz.test.ts). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
}

/** Builds the whole HTTP application; main.ts listens on it, tests call `inject`. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const https = config.publicUrl?.startsWith("https://") ?? false;
  const cache = new PageCache({
    enabled: config.env !== "development",
    https,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
  });
  const assets = new HashedAssetMemo();
  const app = Fastify({
    // Pages the cache holds, and hashed files Fastify has sent once, are answered before Fastify
    // sees the request (decisions 017 and 069); the server is otherwise what Fastify would create.
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!assets.serveRaw(request, response) && !cache.serveRaw(request, response)) handler(request, response);
      });
      // Fastify's own defaults for the server it would have made.
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      return server;
    },
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.cookie", "req.headers.authorization"],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // On SIGTERM a request that reached us before the listening socket closed is served, not
    // refused: the load balancer has already sent it here and cannot know it is safe to retry.
    // Server.close() waits for it; no new connection is accepted (decision 014).
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    forceCloseConnections: "idle",
    // A blog slug may be 200 characters (docs/product.md, Blog administration): path parameters up to 256.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 256 },
  });

  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  // Routes declare zod schemas (most from core/, shared with the forms): Fastify validates the
  // input and serializes the answer with them, and /api/openapi.json is generated from them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route, so that every route is seen.
  await app.register(openApiDocument);

  const database =
    deps.database ??
    (await openDatabase(
      config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
    ));
  app.decorate("config", config);
  app.decorate("database", database);
  if (!deps.database) app.addHook("onClose", () => database.close());
  // After the migrations (openDatabase ran them): each seed post once, never over an edit or a deletion.
  await seedBlogPosts(database.db, deps.seedPosts ?? contentSeedPosts);
  const blogReader = createBlogReader(database);

  await app.register(errors);
  await app.register(jsonBody);
  await app.register(security, { https });
  // Every write a visitor's cookie could authorise (goals, reminders, administration, page
  // actions) is refused when another site's page sends it: 403, nothing changes.
  app.addHook("onRequest", crossSiteGuard(config.publicUrl));
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(visitor, { secure: https });
  await app.register(pageCache, { cache });

  await app.register(rateLimiter, { redisUrl: config.redisUrl });
  await app.register(health, { ping: database.ping });
  await app.register(time);
  await app.register(cities);
  await app.register(goals, { prefix: "/api", db: database.db });
  await app.register(focusSessions, { prefix: "/api", db: database.db });
  await app.register(visitorApi);
  await app.register(blog, { prefix: "/api", reader: blogReader });
  // Email: SMTP transport, the due-reminder poller (stopped on close, before the database), routes.
  await app.register(mailer, { mail: config.mail });
  await app.register(reminders, config.reminders);
  await app.register(email);
  await app.register(seo, {
    db: database.db,
    publicUrl: config.publicUrl,
    routePaths: deps.ssrBuild ? buildRoutePaths(deps.ssrBuild.routes) : undefined,
  });
  // Blog administration: accounts and sessions (first administrator from ADMIN_*), login, writes.
  if (config.admin) await ensureFirstAdmin(database.db, config.admin, app.log, deps.scrypt);
  await app.register(adminAuth, { db: database.db, secure: https, scrypt: deps.scrypt });
  await app.register(authApi, { prefix: "/api" });
  await app.register(blogAdmin, { prefix: "/api", db: database.db });
  const downloadsRoot = deps.downloadsRoot ?? path.join(buildDir, "downloads");
  await app.register(files, { root: downloadsRoot });
  await app.register(calendar, { publicUrl: config.publicUrl });
  await app.register(openApi);

  await app.register(
    async (api) => {
      api.all("/*", async () => {
        throw new HttpError(404, "Not found");
      });
    },
    { prefix: "/api" },
  );

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: "Not found" }));

  await app.register(staticAssets, { root: deps.clientRoot ?? path.join(buildDir, "client"), memo: assets });
  if (deps.ssrBuild) {
    await app.register(ssr, {
      build: deps.ssrBuild,
      db: database.db,
      blog: blogReader,
      publicUrl: config.publicUrl,
      resolveAdmin: async (request) => {
        const admin = await request.admin();
        return admin && { username: admin.username };
      },
      downloads: await readDownloadsInfo(downloadsRoot),
      mode: config.env === "development" ? "development" : "production",
    });
  }
  return app;
}
