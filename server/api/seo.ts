import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import { languages } from "@core/settings";
import { robotsTxt, sitemapEntries, sitemapPath, sitemapXml } from "../seo/sitemap";

export interface SeoOptions {
  db: Database;
  /** PUBLIC_URL; the request's own origin when unset (as the pages' canonical links). */
  publicUrl: string | undefined;
  /** Page route patterns of the running build; when absent (API tests) every table entry is listed. */
  routePaths?: readonly string[];
}

/** `GET /sitemap.xml` and `GET /robots.txt`. */
const seo: FastifyPluginAsync<SeoOptions> = async (app, opts) => {
  const originOf = (request: FastifyRequest) => opts.publicUrl ?? `${request.protocol}://${request.host}`;

  // One sitemap per language (robots.txt names them all), each page with its hreflang alternates.
  for (const language of languages) {
    app.get(sitemapPath(language), async (request, reply) => {
      const xml = sitemapXml(originOf(request), await sitemapEntries(opts.db, opts.routePaths), language);
      return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=300").send(xml);
    });
  }

  app.get("/robots.txt", async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(robotsTxt(originOf(request))),
  );
};

export default seo;
