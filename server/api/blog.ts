import type { BlogReader } from "@core/blog";
import { z } from "@core/zod";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "../plugins/errors";
import { blogPostSchema, errorResponses } from "./schemas";

export interface BlogApiOptions {
  reader: BlogReader;
}

/**
 * The public reads of the blog (docs/product.md, Blog): GET /api/blog lists the published posts,
 * newest first; GET /api/blog/{slug} answers one published post. A draft is indistinguishable from
 * a missing post (404). The writes live in blog-admin.ts, behind the administrator session.
 */
const blogApi: FastifyPluginAsync<BlogApiOptions> = async (plugin, { reader }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/blog",
    {
      schema: {
        tags: ["blog"],
        summary: "The published posts, newest first",
        response: { 200: z.array(blogPostSchema).describe("Published posts"), ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      void reply.header("cache-control", "no-cache");
      return reader.list();
    },
  );

  app.get(
    "/blog/:slug",
    {
      schema: {
        tags: ["blog"],
        summary: "One published post",
        description: "A draft is not found, like a post that does not exist.",
        params: z.object({ slug: z.string().describe("The post's slug") }),
        response: { 200: blogPostSchema.describe("The post"), ...errorResponses(404, 503) },
      },
    },
    async (request, reply) => {
      const article = await reader.article(request.params.slug);
      if (!article) throw new HttpError(404, "Blog post not found");
      void reply.header("cache-control", "no-cache");
      return article.post;
    },
  );
};

export default blogApi;
