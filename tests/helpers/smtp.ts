import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

/** One message the test SMTP server accepted (answered 250 to), decoded enough to assert on. */
export interface ReceivedMail {
  /** SMTP envelope. */
  from: string;
  to: string[];
  /** AUTH user of the session: tells which app instance sent it. */
  user: string | undefined;
  headers: Map<string, string>;
  subject: string;
  messageId: string | undefined;
  text: string;
  html: string | undefined;
  raw: string;
  /** Date.now() when the message was accepted. */
  receivedAt: number;
}

export type SmtpVerdict = "accept" | { code: number; message: string } | "hold";

export interface TestSmtpServer {
  port: number;
  /** Accepted messages, in order of acceptance. */
  messages: ReceivedMail[];
  /** Environment that points the app at this server (credentials are accepted as given). */
  env(user?: string): Record<string, string>;
  /**
   * Decides what happens to each recipient (RCPT TO) and message (end of DATA); default accept.
   * "hold" keeps the DATA reply back until `releaseHeld()`; a held message whose client vanished
   * meanwhile is never counted (no 250 was sent, so the sender still owns it).
   */
  rcptVerdict: (address: string) => SmtpVerdict;
  dataVerdict: (mail: ReceivedMail) => SmtpVerdict;
  /** Resolves with the first held message. */
  onHold(): Promise<ReceivedMail>;
  releaseHeld(): void;
  /** Resolves once `count` messages (matching `filter`) were accepted; rejects after `timeoutMs`. */
  waitFor(count: number, opts?: { timeoutMs?: number; filter?: (m: ReceivedMail) => boolean }): Promise<ReceivedMail[]>;
  /** Stops listening (the port then refuses connections) and drops open connections. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** Socket errors that only say the client went away. */
const CLIENT_GONE = new Set(["ECONNRESET", "EPIPE"]);

const SMTP_ERROR = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** A real SMTP server on 127.0.0.1 (plain, AUTH accepted, no STARTTLS) that records what it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const closedSessions = new Set<string>();
  let held: (() => void)[] = [];
  let holdListeners: ((m: ReceivedMail) => void)[] = [];
  let port = 0;
  let server: SMTPServer | undefined;

  const self: TestSmtpServer = {
    get port() {
      return port;
    },
    messages,
    rcptVerdict: () => "accept",
    dataVerdict: () => "accept",
    env: (user = "tester") => ({
      EMAIL_USER: user,
      EMAIL_PASS: "secret",
      EMAIL_FROM: "Tickwise <reminders@tickwise.test>",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(port),
      SMTP_SECURE: "false",
    }),
    onHold: () => new Promise((resolve) => holdListeners.push(resolve)),
    releaseHeld() {
      const pending = held;
      held = [];
      pending.forEach((release) => release());
    },
    async waitFor(count, opts = {}) {
      const timeoutMs = opts.timeoutMs ?? 10_000;
      const filter = opts.filter ?? (() => true);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter(filter);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} messages, got ${found.length} in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    stop: () => stop(),
    start: () => listen(port),
  };

  function create(): SMTPServer {
    return new SMTPServer({
      secure: false,
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 50,
      size: 16 * 1024 * 1024,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username });
      },
      onRcptTo(address, _session, callback) {
        const verdict = self.rcptVerdict(address.address);
        if (typeof verdict === "object") return callback(SMTP_ERROR(verdict.code, verdict.message));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const mail = parseMail(Buffer.concat(chunks).toString("utf8"), session);
          const verdict = self.dataVerdict(mail);
          const accept = () => {
            if (closedSessions.has(session.id)) return; // the client is gone: no 250, not accepted
            mail.receivedAt = Date.now();
            messages.push(mail);
            callback(null, "Queued");
          };
          if (verdict === "accept") return accept();
          if (verdict === "hold") {
            held.push(accept);
            const listeners = holdListeners;
            holdListeners = [];
            listeners.forEach((l) => l(mail));
            return;
          }
          callback(SMTP_ERROR(verdict.code, verdict.message));
        });
      },
      onClose(session) {
        closedSessions.add(session.id);
      },
    });
  }

  function listen(onPort: number): Promise<void> {
    server = create();
    const s = server;
    return new Promise((resolve, reject) => {
      s.once("error", reject);
      s.listen(onPort, "127.0.0.1", () => {
        port = (s.server.address() as AddressInfo).port;
        s.off("error", reject);
        // smtp-server reports a client that vanishes mid-transaction (a test killed it) as an
        // "error" event; unheard, that event would be an uncaught exception in the test run.
        s.on("error", (err: NodeJS.ErrnoException) => {
          if (!CLIENT_GONE.has(err.code ?? "")) console.error("[smtp peer]", err);
        });
        resolve();
      });
    });
  }

  function stop(): Promise<void> {
    const s = server;
    server = undefined;
    if (!s) return Promise.resolve();
    return new Promise((resolve) => s.close(() => resolve()));
  }

  await listen(0);
  return self;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const body = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === "=" && /^[0-9A-F]{2}$/i.test(body.slice(i + 1, i + 3))) {
      bytes.push(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words ("=?UTF-8?Q?...?=", "=?UTF-8?B?...?="), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The text and HTML bodies of a part, looking into nested multiparts (the source-code email is mixed, with attachments). */
function readBodies(headers: Map<string, string>, body: string, into: { text: string; html: string | undefined }) {
  const contentType = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = splitPart(chunk.replace(/^\r\n/, ""));
      readBodies(part.headers, part.body.replace(/\r\n$/, ""), into);
    }
  } else if (contentType.startsWith("text/html")) {
    into.html = decodeBody(headers, body);
  } else if (contentType.startsWith("text/plain")) {
    into.text = decodeBody(headers, body);
  }
}

/** Enough MIME for our messages: text and HTML parts, however nested. */
export function parseMail(raw: string, session?: SMTPServerSession): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const bodies = { text: "", html: undefined as string | undefined };
  readBodies(headers, body, bodies);
  const { text, html } = bodies;
  return {
    from: session?.envelope.mailFrom ? session.envelope.mailFrom.address : "",
    to: session?.envelope.rcptTo.map((r) => r.address) ?? [],
    user: typeof session?.user === "string" ? session.user : undefined,
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    messageId: headers.get("message-id"),
    text: text.replace(/\r\n/g, "\n").replace(/\n$/, ""),
    html,
    raw,
    receivedAt: 0,
  };
}

/** A random client address per test, so rate-limit counters (also in a shared Redis) never collide. */
export function randomIp(): string {
  const b = () => 1 + Math.floor(Math.random() * 254);
  return `10.${b()}.${b()}.${b()}`;
}

/** A recipient address nobody else uses in this run. */
export function uniqueAddress(label = "user"): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** The `cookie` header that carries the visitor cookie a response set (for the next request). */
export function visitorCookieHeader(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === "tickwise_visitor");
  if (!cookie) throw new Error("response set no visitor cookie");
  return `tickwise_visitor=${cookie.value}`;
}

/** Median and maximum of a list of numbers. */
export function medianAndMax(values: number[]): { median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, max: sorted[sorted.length - 1] ?? NaN };
}
