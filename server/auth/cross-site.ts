import type { FastifyRequest } from "fastify";
import { HttpError } from "../plugins/errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The write is authorised by a token it carries, never by a cookie (the one-click unsubscribe
     * a mail provider posts, RFC 8058): another site sending it gains nothing, so it is not refused.
     */
    tokenAuthorised?: boolean;
  }
}

/**
 * Refuses a state-changing request sent by another site's page (CSRF): browsers mark such a
 * request with `Sec-Fetch-Site: cross-site` / `same-site` and an `Origin` that is not ours.
 * A request carrying neither header does not come from a web page's script or form (curl, tests)
 * and cannot ride on a visitor's cookie, so it passes.
 */
export function crossSiteGuard(publicUrl: string | undefined) {
  return async function refuseCrossSite(request: FastifyRequest): Promise<void> {
    if (safeMethods.has(request.method) || request.routeOptions.config?.tokenAuthorised) return;
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
      throw new HttpError(403, "Cross-site request refused");
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin !== expectedOrigin(publicUrl, request)) throw new HttpError(403, "Cross-site request refused");
    }
  };
}

function expectedOrigin(publicUrl: string | undefined, request: FastifyRequest): string | undefined {
  try {
    return new URL(publicUrl ?? `${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}
