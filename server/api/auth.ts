import { loginSchema } from "@core/blog";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { ADMIN_COOKIE } from "../auth/plugin";
import { HOUR, MINUTE, type RateLimitRule } from "../lib/rate-limit";
import { hashSubject } from "../lib/rate-limit";
import { HttpError } from "../plugins/errors";

export interface AuthApiOptions {
  /** Login attempts per client IP and username, and per client IP alone. */
  limits?: { perUser: RateLimitRule; perIp: RateLimitRule };
}

export const LOGIN_LIMITS = {
  perUser: { limit: 10, windowMs: 15 * MINUTE },
  perIp: { limit: 30, windowMs: HOUR },
};

const noStore = (reply: FastifyReply) => void reply.header("cache-control", "private, no-store");

/**
 * /api/auth: login, logout and the current session (docs/product.md, Blog administration). Login
 * attempts are rate-limited per IP and username and per IP (429), and a wrong password and an
 * unknown username get the same answer in the same time. Cross-site POSTs are refused (403).
 */
const authApi: FastifyPluginAsync<AuthApiOptions> = async (app, opts) => {
  const limits = opts.limits ?? LOGIN_LIMITS;
  app.addHook("onRequest", async (_request, reply) => noStore(reply));

  app.post("/auth/login", { bodyLimit: 4096 }, async (request, reply) => {
    const { username, password } = loginSchema.parse(request.body);
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

  app.post("/auth/logout", async (request, reply) => {
    await app.adminAccounts.endSession(request.cookies[ADMIN_COOKIE]);
    app.clearAdminCookie(reply);
    return reply.code(204).send();
  });

  app.get("/auth/session", async (request) => {
    const admin = await request.admin();
    if (!admin) throw new HttpError(401, "Not logged in");
    return { username: admin.username };
  });
};

export default authApi;
