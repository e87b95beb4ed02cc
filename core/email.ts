import { EMAIL_MAX_LENGTH, REMINDER_MESSAGE_MAX_LENGTH } from "./email-api";
import { z } from "./zod";
import { locales } from "./locales";
import { MAX_TIMER_SECONDS } from "./time-format";

/** A reminder may be scheduled at most this far ahead. */
export const REMINDER_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A fire time at most this far in the past is still accepted (and sent at once): it absorbs
 * request latency and small clock differences between browser and server for a timer that is
 * about to finish.
 */
export const REMINDER_PAST_TOLERANCE_MS = 30 * 1000;
export const TIMER_URL_MAX_LENGTH = 512;

// Everything below U+0020 and DEL, except tab, LF and CR, which a multi-line message may hold.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const lineBreaks = /[\r\n]/;
/** A path on this site: "/timer/5-minute-timer?x=1". Not "//host", not "/\host", no spaces or controls. */
// eslint-disable-next-line no-control-regex
const sameOriginPath = /^\/(?![/\\])[^\s\\\u0000-\u001F\u007F]*$/;

export const emailAddressSchema = z
  .string({ error: "Email is required" })
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine((v) => !lineBreaks.test(v), "Email must not contain line breaks")
  .pipe(z.email("Please enter a valid email address"));

/**
 * What the email form (timer card and settings page) saves: both fields trimmed, the address checked
 * as the server will check it; null when the address is not one.
 */
export function emailSettings(email: string, message: string): { emailAddress: string; customMessage: string } | null {
  const emailAddress = email.trim();
  if (!emailAddressSchema.safeParse(emailAddress).success) return null;
  return { emailAddress, customMessage: message.trim() };
}

const sendAtSchema = z.iso
  .datetime({ offset: true, error: "sendAt must be an ISO date-time" })
  .superRefine((v, ctx) => {
    const at = Date.parse(v);
    const now = Date.now();
    if (at < now - REMINDER_PAST_TOLERANCE_MS)
      ctx.addIssue({ code: "custom", message: "sendAt must be in the future" });
    else if (at > now + REMINDER_HORIZON_MS) ctx.addIssue({ code: "custom", message: "sendAt must be within 7 days" });
  });

/**
 * Body of `POST /api/email/reminder` (docs/product.md, Email reminders). Without `sendAt` the
 * reminder is sent at once; with it the server stores it and sends it at that time. The browser
 * validates with the same schema before it calls.
 */
export const reminderRequestSchema = z.object({
  email: emailAddressSchema,
  type: z.literal("timer", { error: 'type must be "timer"' }),
  duration: z
    .number({ error: "duration must be a number of seconds" })
    .int("duration must be a whole number of seconds")
    .min(1, "duration must be at least 1 second")
    .max(MAX_TIMER_SECONDS, `duration must be at most ${MAX_TIMER_SECONDS} seconds`),
  message: z
    .string()
    .max(REMINDER_MESSAGE_MAX_LENGTH, `message must be at most ${REMINDER_MESSAGE_MAX_LENGTH} characters`)
    .refine((v) => !controlCharacters.test(v), "message must be plain text")
    .nullish(),
  sendAt: sendAtSchema.optional(),
  /** Any of the twelve locales, published or not: the email is written in it. */
  language: z.enum(locales).optional(),
  timerUrl: z
    .string()
    .max(TIMER_URL_MAX_LENGTH, `timerUrl must be at most ${TIMER_URL_MAX_LENGTH} characters`)
    .regex(sameOriginPath, "timerUrl must be a path on this site")
    .optional(),
});
