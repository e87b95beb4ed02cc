import type { FastifyPluginAsync } from "fastify";
import { UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PAGE_PATH } from "@core/unsubscribe";
import { recordUnsubscribe, verifyUnsubscribeToken } from "../mail/unsubscribe";
import { HttpError } from "../plugins/errors";

const BAD_LINK = "This unsubscribe link is not valid";

/**
 * The unsubscribe link of every email (decision 028). `POST ?token=` unsubscribes: it is RFC 8058's
 * one-click call, which mail providers make without cookie or Origin, and the confirm button of the
 * /unsubscribe page. A GET only leads to that page: link scanners and prefetchers follow GETs.
 * Works without mail credentials, since it sends nothing.
 */
const unsubscribeApi: FastifyPluginAsync = async (app) => {
  // The one-click body ("List-Unsubscribe=One-Click", as a form or multipart) tells nothing the
  // token does not: accept any type, small, and ignore it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null));

  // Authorised by its token alone: a provider's one-click POST may carry any Origin (even "null").
  app.post<{ Querystring: { token?: unknown } }>(
    UNSUBSCRIBE_API_PATH,
    { config: { tokenAuthorised: true } },
    async (request) => {
      const hash = verifyUnsubscribeToken(request.query.token, app.config.sessionSecret);
      if (!hash) throw new HttpError(400, BAD_LINK);
      await recordUnsubscribe(app.database.db, hash);
      return { unsubscribed: true };
    },
  );

  app.get<{ Querystring: { token?: unknown } }>(UNSUBSCRIBE_API_PATH, async (request, reply) => {
    const token = typeof request.query.token === "string" ? request.query.token : "";
    return reply.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`, 303);
  });
};

export default unsubscribeApi;
