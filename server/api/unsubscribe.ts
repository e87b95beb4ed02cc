import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ONE_CLICK_BODY, UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PAGE_PATH } from "@core/unsubscribe";
import { z } from "@core/zod";
import { recordUnsubscribe, verifyUnsubscribeToken } from "../mail/unsubscribe";
import { HttpError } from "../plugins/errors";
import { errorResponses, noBody } from "./schemas";

const BAD_LINK = "This unsubscribe link is not valid";

/** The email's token; anything but one string (absent, repeated) is no token, and the link is not valid. */
const tokenQuery = z.object({
  token: z.string().optional().catch(undefined).describe("The token of the email's unsubscribe link"),
});

/**
 * The unsubscribe link of every email (decision 028). `POST ?token=` unsubscribes: it is RFC 8058's
 * one-click call, which mail providers make without cookie or Origin, and the confirm button of the
 * /unsubscribe page. A GET only leads to that page: link scanners and prefetchers follow GETs.
 * Works without mail credentials, since it sends nothing.
 */
const unsubscribeApi: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // The one-click body ("List-Unsubscribe=One-Click", as a form or multipart) tells nothing the
  // token does not: accept any type, small, and ignore it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null));

  // Authorised by its token alone: a provider's one-click POST may carry any Origin (even "null").
  app.post(
    UNSUBSCRIBE_API_PATH,
    {
      config: { tokenAuthorised: true },
      schema: {
        tags: ["email"],
        summary: "Unsubscribes the email's address from every Tickwise email",
        description: `RFC 8058 one-click unsubscribe: any body (\`${ONE_CLICK_BODY}\`, at most 16 KB) is accepted and ignored; the token says which address. Needs no cookie and is accepted from any origin.`,
        querystring: tokenQuery,
        response: {
          200: z.object({ unsubscribed: z.literal(true) }).describe("Unsubscribed"),
          ...errorResponses(400, 413, 503),
        },
      },
    },
    async (request) => {
      const hash = verifyUnsubscribeToken(request.query.token, app.config.sessionSecret);
      if (!hash) throw new HttpError(400, BAD_LINK);
      await recordUnsubscribe(app.database.db, hash);
      return { unsubscribed: true } as const;
    },
  );

  app.get(
    UNSUBSCRIBE_API_PATH,
    {
      schema: {
        tags: ["email"],
        summary: "Leads to the page where a person confirms",
        description: `Unsubscribes nothing (link scanners follow GETs): redirects to ${UNSUBSCRIBE_PAGE_PATH}?token=….`,
        querystring: tokenQuery,
        response: { 303: noBody(`Redirect to ${UNSUBSCRIBE_PAGE_PATH}`) },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? "";
      return reply.redirect(`${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}`, 303);
    },
  );
};

export default unsubscribeApi;
