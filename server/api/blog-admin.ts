import { blogPostInputSchema, type BlogPostInput } from "@core/blog";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { toBlogPostDto } from "../blog/dto";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import { HttpError } from "../plugins/errors";

export interface BlogAdminOptions {
  db: Database;
}

const INT4_MAX = 2_147_483_647;
/** A post is at most 100,000 characters of markdown plus short fields: 512 KiB is plenty. */
export const BLOG_BODY_LIMIT = 512 * 1024;

function parseId(raw: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > INT4_MAX) throw new HttpError(404, "Post not found");
  return Number(raw);
}

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
 * cross-site requests (403). The public reads live in server/api/blog.ts.
 */
const blogAdminApi: FastifyPluginAsync<BlogAdminOptions> = async (app, opts) => {
  const { db } = opts;
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "private, no-store"));
  app.addHook("preHandler", async (request) => void (await request.requireAdmin()));

  app.get("/admin/blog", async () => {
    const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    return rows.map(toBlogPostDto);
  });

  app.post("/blog", { bodyLimit: BLOG_BODY_LIMIT }, async (request, reply) => {
    const input: BlogPostInput = blogPostInputSchema.parse(request.body);
    try {
      const [row] = await db.insert(blogPosts).values(input).returning();
      return reply.code(201).send(toBlogPostDto(row!));
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(input.slug);
      throw error;
    }
  });

  app.put<{ Params: { id: string } }>("/blog/:id", { bodyLimit: BLOG_BODY_LIMIT }, async (request) => {
    const id = parseId(request.params.id);
    const input = blogPostInputSchema.parse(request.body);
    try {
      const [row] = await db
        .update(blogPosts)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      if (!row) throw new HttpError(404, "Post not found");
      return toBlogPostDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(input.slug);
      throw error;
    }
  });

  app.delete<{ Params: { id: string } }>("/blog/:id", async (request, reply) => {
    const id = parseId(request.params.id);
    const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
    if (!row) throw new HttpError(404, "Post not found");
    return reply.code(204).send();
  });
};

export default blogAdminApi;
