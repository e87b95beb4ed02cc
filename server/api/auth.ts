import { loginSchema } from "@core/blog";
import { z } from "@core/zod";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ADMIN_COOKIE } from "../auth/plugin";
import { HOUR, MINUTE, type RateLimitRule } from "../lib/rate-limit";
import { hashSubject } from "../lib/rate-limit";
import { HttpError } from "../plugins/errors";
import { errorResponses, noBody } from "./schemas";

export interface AuthApiOptions {
  /** Login attempts per client IP and username, and per client IP alone. */
  limits?: { perUser: RateLimitRule; perIp: RateLimitRule };
}

export const LOGIN_LIMITS = {
  perUser: { limit: 10, windowMs: 15 * MINUTE },
  perIp: { limit: 30, windowMs: HOUR },
};

const noStore = (reply: FastifyReply) => void reply.header("cache-control", "private, no-store");
const adminSchema = z.object({ username: z.string() });

/**
 * /api/auth: login, logout and the current session (docs/product.md, Blog administration). Login
 * attempts are rate-limited per IP and username and per IP (429), and a wrong password and an
 * unknown username get the same answer in the same time. Cross-site POSTs are refused (403).
 * Administration is not part of the public API: its routes stay out of /api/openapi.json (`hide`).
 */
const authApi: FastifyPluginAsync<AuthApiOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const limits = opts.limits ?? LOGIN_LIMITS;
  app.addHook("onRequest", async (_request, reply) => noStore(reply));

  const loginRoute = {
    bodyLimit: 4096,
    schema: {
      hide: true,
      body: loginSchema,
      response: { 200: adminSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
    },
  };
  app.post("/auth/login", loginRoute, async (request, reply) => {
    const { username, password } = request.body;
    await app.rateLimiter.enforce(
      [
        {
          scope: "login:ip-user",
          subject: `${request.ip}:${hashSubject(username.toLowerCase())}`,
          rule: limits.perUser,
        },
        { scope: "login:ip", subject: request.ip, rule: limits.perIp },
      ],
      "Too many login attempts, please try again later",
    );
    const admin = await app.adminAccounts.verify(username, password);
    if (!admin) throw new HttpError(401, "Invalid username or password");
    const { token } = await app.adminAccounts.createSession(admin);
    app.setAdminCookie(reply, token);
    return { username: admin.username };
  });

  app.post(
    "/auth/logout",
    { schema: { hide: true, response: { 204: noBody("Logged out") } } },
    async (request, reply) => {
      await app.adminAccounts.endSession(request.cookies[ADMIN_COOKIE]);
      app.clearAdminCookie(reply);
      return reply.code(204).send();
    },
  );

  const sessionRoute = { schema: { hide: true, response: { 200: adminSchema, ...errorResponses(401) } } };
  app.get("/auth/session", sessionRoute, async (request) => {
    const admin = await request.admin();
    if (!admin) throw new HttpError(401, "Not logged in");
    return { username: admin.username };
  });
};

export default authApi;
