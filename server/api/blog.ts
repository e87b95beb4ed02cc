import type { BlogReader } from "@core/blog";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { HttpError } from "../plugins/errors";

export interface BlogApiOptions {
  reader: BlogReader;
}

const slugParams = z.object({ slug: z.string() });

/**
 * The public reads of the blog (docs/product.md, Blog): GET /api/blog lists the published posts,
 * newest first; GET /api/blog/{slug} answers one published post. A draft is indistinguishable from
 * a missing post (404). The writes live in blog-admin.ts, behind the administrator session.
 */
const blogApi: FastifyPluginAsync<BlogApiOptions> = async (app, { reader }) => {
  app.get("/blog", async (_request, reply) => {
    void reply.header("cache-control", "no-cache");
    return reader.list();
  });

  app.get("/blog/:slug", async (request, reply) => {
    const { slug } = slugParams.parse(request.params);
    const article = await reader.article(slug);
    if (!article) throw new HttpError(404, "Blog post not found");
    void reply.header("cache-control", "no-cache");
    return article.post;
  });
};

export default blogApi;
