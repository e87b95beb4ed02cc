import { blogPostInputSchema } from "@core/blog";
import { z } from "@core/zod";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { toBlogPostDto } from "../blog/dto";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import { HttpError } from "../plugins/errors";
import { blogPostSchema, errorResponses, intIdParams, noBody } from "./schemas";

export interface BlogAdminOptions {
  db: Database;
}

/** A post is at most 100,000 characters of markdown plus short fields: 512 KiB is plenty. */
export const BLOG_BODY_LIMIT = 512 * 1024;
const POST_NOT_FOUND = "Post not found";
const postParams = intIdParams(POST_NOT_FOUND);

/** PostgreSQL's unique_violation, as node-postgres or PGlite report it (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const slugTaken = (slug: string) => new HttpError(409, `A post with the slug "${slug}" already exists`);

/**
 * The administrator's blog calls (docs/product.md, Blog administration): POST /api/blog,
 * PUT /api/blog/{id}, DELETE /api/blog/{id} and GET /api/admin/blog (every post, drafts too,
 * newest first). Every call needs an administrator session (401, nothing changes) and refuses
 * cross-site requests (403). The public reads live in server/api/blog.ts. Administration is not part
 * of the public API: its routes stay out of /api/openapi.json (`hide`).
 */
const blogAdminApi: FastifyPluginAsync<BlogAdminOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "private, no-store"));
  // Before the schemas: without a session the answer is 401 whatever was sent.
  app.addHook("preValidation", async (request) => void (await request.requireAdmin()));

  const listRoute = { schema: { hide: true, response: { 200: z.array(blogPostSchema), ...errorResponses(401) } } };
  app.get("/admin/blog", listRoute, async () => {
    const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    return rows.map(toBlogPostDto);
  });

  const writeErrors = errorResponses(400, 401, 403, 409, 413, 415);
  const createRoute = {
    bodyLimit: BLOG_BODY_LIMIT,
    schema: { hide: true, body: blogPostInputSchema, response: { 201: blogPostSchema, ...writeErrors } },
  };
  app.post("/blog", createRoute, async (request, reply) => {
    const input = request.body;
    try {
      const [row] = await db.insert(blogPosts).values(input).returning();
      return reply.code(201).send(toBlogPostDto(row!));
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(input.slug);
      throw error;
    }
  });

  const updateRoute = {
    bodyLimit: BLOG_BODY_LIMIT,
    schema: {
      hide: true,
      params: postParams,
      body: blogPostInputSchema,
      response: { 200: blogPostSchema, ...writeErrors, ...errorResponses(404) },
    },
  };
  app.put("/blog/:id", updateRoute, async (request) => {
    const input = request.body;
    try {
      const [row] = await db
        .update(blogPosts)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(blogPosts.id, request.params.id))
        .returning();
      if (!row) throw new HttpError(404, POST_NOT_FOUND);
      return toBlogPostDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(input.slug);
      throw error;
    }
  });

  const deleteRoute = {
    schema: { hide: true, params: postParams, response: { 204: noBody("Deleted"), ...errorResponses(401, 403, 404) } },
  };
  app.delete("/blog/:id", deleteRoute, async (request, reply) => {
    const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, request.params.id)).returning({ id: blogPosts.id });
    if (!row) throw new HttpError(404, POST_NOT_FOUND);
    return reply.code(204).send();
  });
};

export default blogAdminApi;
