import { ONE_CLICK_BODY } from "@core/unsubscribe";
import type { Database } from "../db/client";
import { DAY, type RateLimiter } from "../lib/rate-limit";
import type { RenderedMail } from "./templates";
import type { MailAttachment, Mailer } from "./transport";
import { isUnsubscribed, unsubscribeToken, unsubscribeUrls } from "./unsubscribe";

/** What became of an email: sent, refused before SMTP (and why), or refused by SMTP (nodemailer's error). */
export type Outcome =
  | { status: "sent" }
  | { status: "unsubscribed" }
  | { status: "daily-limit"; retryAfterSeconds: number }
  | { status: "failed"; error: unknown };

export interface OutgoingMail {
  to: string;
  /** Public origin of the links in the email (PUBLIC_URL, else the one the visitor used). */
  origin: string;
  /** The email's text, given the page where its reader can unsubscribe. */
  render(unsubscribeUrl: string): RenderedMail;
  messageId?: string;
  attachments?: MailAttachment[];
}

export interface OutboxOptions {
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Emails a day, all kinds together; counted in the shared limiter, so across instances with Redis. */
  dailyLimit: number;
  /** Signs the unsubscribe tokens. */
  secret: string;
}

/**
 * The one way every email leaves (decision 028): immediate reminders, scheduled ones and the
 * source-code email all pass the same two checks right before SMTP, and all carry the same
 * one-click unsubscribe (RFC 8058 headers and a link in the body).
 */
export class Outbox {
  readonly mailer: Mailer;

  constructor(private readonly options: OutboxOptions) {
    this.mailer = options.mailer;
  }

  isUnsubscribed(address: string): Promise<boolean> {
    return isUnsubscribed(this.options.db, address);
  }

  /**
   * Sends unless the address unsubscribed or today's emails are used up. Only an email about to be
   * sent counts against the daily cap, so requests refused by other limits cannot use it up. Rejects
   * only when the database or the limiter fails.
   */
  async send(mail: OutgoingMail): Promise<Outcome> {
    if (await this.isUnsubscribed(mail.to)) return { status: "unsubscribed" };
    const cap = await this.options.limiter.check([
      { scope: "email-daily", subject: "all", rule: { limit: this.options.dailyLimit, windowMs: DAY } },
    ]);
    if (!cap.allowed) return { status: "daily-limit", retryAfterSeconds: cap.retryAfterSeconds };
    const urls = unsubscribeUrls(mail.origin, unsubscribeToken(mail.to, this.options.secret));
    try {
      await this.mailer.send({
        to: mail.to,
        ...mail.render(urls.page),
        headers: { "List-Unsubscribe": `<${urls.oneClick}>`, "List-Unsubscribe-Post": ONE_CLICK_BODY },
        ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
        ...(mail.attachments === undefined ? {} : { attachments: mail.attachments }),
      });
      return { status: "sent" };
    } catch (error) {
      return { status: "failed", error };
    }
  }
}
