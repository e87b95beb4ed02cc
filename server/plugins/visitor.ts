import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { overHttps } from "./security";

export const VISITOR_COOKIE = "tickwise_visitor";
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60; // the longest lifetime browsers allow

declare module "fastify" {
  interface FastifyRequest {
    /** The anonymous visitor's id from the signed cookie, if the visitor has one. */
    visitorId(): string | undefined;
    /** The visitor's id, creating it (and its cookie) on first use. */
    ensureVisitorId(reply: FastifyReply): string;
  }
}

export interface VisitorOptions {
  secure: boolean;
}

const idPattern = /^[0-9a-f-]{36}$/;

/**
 * An anonymous, signed, httpOnly visitor cookie: the only thing that scopes a visitor's goals
 * and reminders (docs/product.md, Goals and Privacy). It carries a random id and nothing else.
 */
export default fp<VisitorOptions>(
  async (app, opts) => {
    function read(request: FastifyRequest): string | undefined {
      const raw = request.cookies[VISITOR_COOKIE];
      if (!raw) return undefined;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid && unsigned.value && idPattern.test(unsigned.value) ? unsigned.value : undefined;
    }
    app.decorateRequest("visitorId", function (this: FastifyRequest) {
      return read(this);
    });
    app.decorateRequest("ensureVisitorId", function (this: FastifyRequest, reply: FastifyReply) {
      const existing = read(this);
      if (existing) return existing;
      const id = randomUUID();
      void reply.setCookie(VISITOR_COOKIE, id, {
        signed: true,
        httpOnly: true,
        sameSite: "lax",
        secure: overHttps(this, opts.secure),
        path: "/",
        maxAge: MAX_AGE_SECONDS,
      });
      // Later reads in the same request see the new id.
      this.cookies[VISITOR_COOKIE] = reply.signCookie(id);
      return id;
    });
  },
  { name: "visitor", dependencies: ["@fastify/cookie"] },
);
