import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { emailPaths } from "@core/email-api";
import { reminderRequestSchema } from "@core/email";
import { slugForDuration } from "@core/timer-presets";
import { z } from "@core/zod";
import { DAY, MINUTE, checks, hashSubject, type RateLimitRule } from "../lib/rate-limit";
import { renderReminder } from "../mail/templates";
import { HttpError } from "../plugins/errors";
import { cancelReminder, countPending, insertReminder } from "../reminders/store";
import { UNSUBSCRIBED, configuredOutbox, languageOf, linkOrigin, requireVisitor, sendNow } from "./email-calls";
import { errorResponses, noBody, visitorRequired } from "./schemas";
import unsubscribeApi from "./unsubscribe";

/**
 * Abuse limits (docs/product.md, Email reminders). An immediate send is an email right now, so it is
 * limited tightly. Scheduling is looser per request because a timer reschedules on every
 * resume after a pause (and cancels on pause), but what can actually fire is capped by the
 * number of pending reminders per visitor and per address.
 */
export const emailLimits = {
  sendPerClient: [
    { limit: 5, windowMs: MINUTE },
    { limit: 30, windowMs: DAY },
  ],
  sendPerRecipient: [
    { limit: 3, windowMs: MINUTE },
    { limit: 20, windowMs: DAY },
  ],
  schedulePerClient: [
    { limit: 20, windowMs: MINUTE },
    { limit: 200, windowMs: DAY },
  ],
  schedulePerRecipient: [
    { limit: 10, windowMs: MINUTE },
    { limit: 60, windowMs: DAY },
  ],
  testPerClient: [{ limit: 10, windowMs: MINUTE }],
  pendingPerVisitor: 10,
  pendingPerRecipient: 10,
} as const satisfies Record<string, readonly RateLimitRule[] | number>;

export const TOO_MANY_EMAILS = "Too many email requests, please try again later";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REMINDER_NOT_FOUND = "Reminder not found";

/** A call without a body reads as an empty one: the answer names the first missing field. */
const reminderBody = z.preprocess((body) => body ?? {}, reminderRequestSchema);
/** Someone else's reminder and a made-up id look the same: 404. */
const reminderParams = z.object({
  id: z.string().regex(uuidPattern, REMINDER_NOT_FOUND).describe("The reminder's id"),
});
const sentSchema = z.object({ sent: z.literal(true) }).describe("Sent");

/** Absolute link back to the timer: the same-origin path the client sent, or the timer's preset page. */
function timerLink(origin: string, path: string | undefined, duration: number): string {
  const slug = slugForDuration(duration);
  return origin + (path ?? (slug ? `/timer/${slug}` : "/timer"));
}

/**
 * `/api/email/test`, `/api/email/reminder` (send now or schedule) and its cancellation, and the
 * unsubscribe calls every email links to.
 */
const emailApi: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  // Before the schemas: without mail credentials every call answers "not configured", whatever it sent.
  const needsOutbox = async () => void configuredOutbox(app);

  app.addHook("onSend", async (_request, reply) => {
    void reply.header("cache-control", "no-store");
  });

  await app.register(unsubscribeApi);

  app.get(
    emailPaths.test,
    {
      schema: {
        tags: ["email"],
        summary: "Whether the server reaches its mail server",
        response: {
          200: z.object({ connected: z.boolean() }).describe("The mail server answered, or not within 5 s"),
          ...errorResponses(429, 503),
        },
      },
    },
    async (request) => {
      const { mailer } = configuredOutbox(app);
      await app.rateLimiter.enforce(checks("email-test:ip", request.ip, emailLimits.testPerClient), TOO_MANY_EMAILS);
      return { connected: await mailer.verify(5000) };
    },
  );

  app.post(
    emailPaths.reminder,
    {
      preValidation: needsOutbox,
      schema: {
        tags: ["email"],
        summary: "Sends a timer reminder now, or schedules it",
        description:
          "Without `sendAt` the email is sent at once (200). With it the reminder is stored and sent then (201, its id); a visitor and an address each hold at most 10 pending reminders.",
        security: visitorRequired,
        body: reminderBody,
        response: {
          200: sentSchema,
          201: z.object({ id: z.string().describe("The reminder's id, to cancel it") }).describe("Scheduled"),
          ...errorResponses(400, 403, 409, 413, 415, 429, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const outbox = configuredOutbox(app);
      const body = request.body;
      const visitorId = requireVisitor(request);
      const origin = linkOrigin(request, app.config.publicUrl);
      const recipient = hashSubject(body.email.toLowerCase());
      const language = languageOf(request, body.language);
      const link = timerLink(origin, body.timerUrl, body.duration);
      const message = body.message?.trim() ? body.message : null;

      if (body.sendAt === undefined) {
        await app.rateLimiter.enforce(
          [
            ...checks("email-send:ip", request.ip, emailLimits.sendPerClient),
            ...checks("email-send:to", recipient, emailLimits.sendPerRecipient),
          ],
          TOO_MANY_EMAILS,
        );
        return sendNow(request, outbox, {
          to: body.email,
          origin,
          render: (unsubscribeUrl) =>
            renderReminder({ durationSeconds: body.duration, message, language, timerUrl: link, unsubscribeUrl }),
        });
      }

      await app.rateLimiter.enforce(
        [
          ...checks("email-schedule:ip", request.ip, emailLimits.schedulePerClient),
          ...checks("email-schedule:to", recipient, emailLimits.schedulePerRecipient),
        ],
        TOO_MANY_EMAILS,
      );
      // Refused now rather than dropped at its time; the poller checks again (it may unsubscribe meanwhile).
      if (await outbox.isUnsubscribed(body.email)) throw new HttpError(409, UNSUBSCRIBED);
      const pending = await countPending(db, { visitorId, email: body.email });
      if (pending.visitor >= emailLimits.pendingPerVisitor || pending.recipient >= emailLimits.pendingPerRecipient) {
        throw new HttpError(429, "Too many scheduled reminders, cancel one or wait until one is sent", {
          "retry-after": "60",
        });
      }
      const sendAt = new Date(body.sendAt);
      const id = await insertReminder(db, {
        visitorId,
        email: body.email,
        message,
        durationSeconds: body.duration,
        language,
        timerUrl: link,
        sendAt,
      });
      app.reminderPoller?.notify(sendAt);
      return reply.code(201).send({ id });
    },
  );

  app.delete(
    `${emailPaths.reminder}/:id`,
    {
      preValidation: needsOutbox,
      schema: {
        tags: ["email"],
        summary: "Cancels a scheduled reminder",
        description: "Another visitor's reminder is not found (404); one already sent cannot be cancelled (409).",
        security: visitorRequired,
        params: reminderParams,
        response: { 204: noBody("Cancelled"), ...errorResponses(403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const visitorId = request.visitorId();
      if (!visitorId) throw new HttpError(404, REMINDER_NOT_FOUND);
      const outcome = await cancelReminder(db, request.params.id, visitorId);
      if (outcome === "not-found") throw new HttpError(404, REMINDER_NOT_FOUND);
      if (outcome === "too-late") throw new HttpError(409, "The reminder has already been sent");
      return reply.code(204).send();
    },
  );
};

export default emailApi;
