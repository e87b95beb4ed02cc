import nodemailer from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { MailConfig } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A fixed Message-ID ("<id@host>"): a resent reminder then carries the same one, which mail stores collapse. */
  messageId?: string;
  /** Files sent with the message (the source-code email). */
  attachments?: MailAttachment[];
  /** More header fields (List-Unsubscribe…). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** SMTP itself; everything the server emails goes through the Outbox (./outbox.ts), which uses this. */
export interface Mailer {
  /** Resolves once the SMTP server has accepted the message; rejects with nodemailer's error. */
  send(message: MailMessage): Promise<void>;
  /** Whether the SMTP server answers and accepts our credentials, within `timeoutMs`. */
  verify(timeoutMs?: number): Promise<boolean>;
  /** The domain of the sender address, for Message-IDs. */
  readonly domain: string;
  /** SMTP connections used at once; more concurrent sends wait in the pool's queue. */
  readonly maxConnections: number;
  close(): void;
}

/** Socket limits: a send never hangs longer than about a minute, well inside the reminder lease. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

const MAX_CONNECTIONS = 3;

/** Nodemailer over SMTP with a small connection pool (Gmail-style defaults come from config.ts). */
export function createMailer(config: MailConfig): Mailer {
  const options: SMTPPool.Options = {
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    maxMessages: 100,
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: { user: config.user, pass: config.pass },
    ...SMTP_TIMEOUTS,
  };
  const transporter = nodemailer.createTransport(options);
  const domain = senderDomain(config.from);
  return {
    domain,
    maxConnections: MAX_CONNECTIONS,
    async send(message) {
      await transporter.sendMail({
        from: config.from,
        // An address object, never a string to parse: exactly one recipient, no header tricks.
        to: { name: "", address: message.to },
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.messageId === undefined ? {} : { messageId: message.messageId }),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        // RFC 3834: automatic mail; auto-responders should not answer it.
        headers: { ...message.headers, "Auto-Submitted": "auto-generated" },
      });
    },
    async verify(timeoutMs = 5000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([transporter.verify().then(() => true), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transporter.close();
    },
  };
}

function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1]?.toLowerCase() ?? "tickwise.invalid";
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
}

/**
 * Whether a failed send may succeed later: network trouble, timeouts, 4xx answers and
 * authentication failures (an operator can fix credentials) are transient; a 5xx answer to the
 * message or its recipient, or a message nodemailer refuses to build, is final.
 */
export function isTransientMailError(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  if (typeof responseCode === "number") {
    if (responseCode >= 400 && responseCode < 500) return true;
    if (responseCode >= 500 && responseCode < 600) return code === "EAUTH";
  }
  return !(code === "EENVELOPE" || code === "EMESSAGE" || code === "EADDRESS");
}

const addressLike = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/** An error text fit for logs and the database: no email addresses (they are erased), bounded length. */
export function describeMailError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  const text = error instanceof Error ? error.message : String(error);
  const prefix = [code, responseCode].filter((v) => v !== undefined && v !== null).join(" ");
  return `${prefix ? prefix + ": " : ""}${text}`.replace(addressLike, "<address>").slice(0, 500);
}
