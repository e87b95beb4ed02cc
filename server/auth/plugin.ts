import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { HttpError } from "../plugins/errors";
import { overHttps } from "../plugins/security";
import { AdminAccounts, SESSION_TTL_MS, type Admin } from "./admins";
import type { ScryptParams } from "./password";

export const ADMIN_COOKIE = "tickwise_admin";

declare module "fastify" {
  interface FastifyInstance {
    adminAccounts: AdminAccounts;
    /** Sets the session cookie on the reply. */
    setAdminCookie(reply: FastifyReply, token: string): void;
    clearAdminCookie(reply: FastifyReply): void;
  }
  interface FastifyRequest {
    /** The administrator of this request's session cookie, or null (looked up once per request). */
    admin(): Promise<Admin | null>;
    /** Like admin(), but throws 401 when there is no valid session. */
    requireAdmin(): Promise<Admin>;
  }
}

export interface AdminAuthOptions {
  db: Database;
  /** Secure cookie: PUBLIC_URL is https. */
  secure: boolean;
  /** Hash cost (tests may lower it). */
  scrypt?: ScryptParams;
}

/**
 * The first administrator from ADMIN_USERNAME / ADMIN_PASSWORD, created when that username does not
 * exist; an existing administrator's password is never changed here. Called by buildApp outside
 * any plugin, so a slow hash on a busy machine cannot trip Fastify's plugin timeout.
 */
export async function ensureFirstAdmin(
  db: Database,
  admin: { username: string; password: string },
  log: FastifyBaseLogger,
  scrypt?: ScryptParams,
): Promise<void> {
  const outcome = await new AdminAccounts(db, scrypt).createIfMissing(admin.username, admin.password);
  if (outcome === "created") log.info({ username: admin.username }, "administrator created");
  else
    log.info(
      { username: admin.username },
      "administrator exists: ADMIN_PASSWORD left unapplied (npm run admin:create resets a password)",
    );
}

const cache = new WeakMap<FastifyRequest, Promise<Admin | null>>();

/**
 * Administrator accounts and sessions: `request.admin()` / `request.requireAdmin()` for routes and
 * for the page loaders (through the SSR context), and the session cookie.
 */
export default fp<AdminAuthOptions>(
  async (app, opts) => {
    const accounts = new AdminAccounts(opts.db, opts.scrypt);
    app.decorate("adminAccounts", accounts);

    const cookieOptions = (reply: FastifyReply) => ({
      httpOnly: true,
      sameSite: "lax" as const,
      secure: overHttps(reply.request, opts.secure),
      path: "/",
    });
    app.decorate("setAdminCookie", (reply: FastifyReply, token: string) => {
      void reply.setCookie(ADMIN_COOKIE, token, { ...cookieOptions(reply), maxAge: SESSION_TTL_MS / 1000 });
    });
    app.decorate("clearAdminCookie", (reply: FastifyReply) => {
      void reply.clearCookie(ADMIN_COOKIE, cookieOptions(reply));
    });

    app.decorateRequest("admin", function (this: FastifyRequest) {
      let found = cache.get(this);
      if (!found) {
        found = accounts.resolve(this.cookies[ADMIN_COOKIE]);
        cache.set(this, found);
      }
      return found;
    });
    app.decorateRequest("requireAdmin", async function (this: FastifyRequest) {
      const admin = await this.admin();
      if (!admin) throw new HttpError(401, "Authentication required");
      return admin;
    });
  },
  { name: "admin-auth", dependencies: ["@fastify/cookie"] },
);
