/**
 * Where the email calls go and the one answer they give without mail credentials
 * (docs/product.md, Email reminders). Kept apart from core/email.ts, which loads zod, so every page's
 * first bundle may import them.
 */
export const EMAIL_NOT_CONFIGURED = "Email is not configured on this server";

export const emailPaths = {
  reminder: "/api/email/reminder",
  test: "/api/email/test",
  sourceCode: "/api/email/source-code",
} as const;

/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;
/** The custom message is plain text of at most this many characters. */
export const REMINDER_MESSAGE_MAX_LENGTH = 500;
