/** What every call that sends email does alike: the reminder calls and the source-code email (decision 028). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { EMAIL_NOT_CONFIGURED } from "@core/email-api";
import { isLocale, type Locale } from "@core/locales";
import { languageCookie } from "@core/settings";
import { VISITOR_REQUIRED } from "@core/visitor";
import type { OutgoingMail, Outbox } from "../mail/outbox";
import { describeMailError } from "../mail/transport";
import { HttpError } from "../plugins/errors";

export const UNSUBSCRIBED = "This address unsubscribed from Tickwise emails";
const DAILY_LIMIT_REACHED = "This server has sent all the emails it may send today, please try again later";
const BAD_HOST = "The Host header is not a valid host name";
const hostPattern = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The visitor's language, any of the twelve locales: the body says, else the language cookie, else English. */
export function languageOf(request: FastifyRequest, requested: Locale | undefined): Locale {
  if (requested) return requested;
  const cookie = request.cookies[languageCookie];
  return isLocale(cookie) ? cookie : "en";
}

/**
 * Email calls come from this site's pages, which hold the visitor cookie (decision 028): a request
 * without it (a script, or a form on another site, where SameSite=Lax keeps the cookie back) sends
 * nothing.
 */
export function requireVisitor(request: FastifyRequest): string {
  const visitorId = request.visitorId();
  if (!visitorId) throw new HttpError(403, VISITOR_REQUIRED);
  return visitorId;
}

/** Origin of the links in an email: PUBLIC_URL, or without it the one this request was made to. */
export function linkOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  if (!hostPattern.test(request.host)) throw new HttpError(400, BAD_HOST);
  return `${request.protocol}://${request.host}`;
}

/** Sends through the outbox; a refusal or an SMTP failure becomes the client's error answer. */
export async function sendNow(request: FastifyRequest, outbox: Outbox, mail: OutgoingMail): Promise<{ sent: true }> {
  const outcome = await outbox.send(mail);
  switch (outcome.status) {
    case "sent":
      return { sent: true };
    case "unsubscribed":
      throw new HttpError(409, UNSUBSCRIBED);
    case "daily-limit":
      throw new HttpError(429, DAILY_LIMIT_REACHED, { "retry-after": String(outcome.retryAfterSeconds) });
    case "failed":
      request.log.error({ error: describeMailError(outcome.error) }, "email could not be sent");
      throw new HttpError(502, "The email could not be sent, please try again later");
  }
}

/** Throws the one "not configured" answer (503) when the server has no mail credentials. */
export function configuredOutbox(app: FastifyInstance): Outbox {
  if (!app.outbox) throw new HttpError(503, EMAIL_NOT_CONFIGURED);
  return app.outbox;
}
