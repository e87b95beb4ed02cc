import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { isLocale, type Locale } from "@core/locales";
import type { ReminderConfig } from "../config";
import type { Database } from "../db/client";
import type { Outbox } from "../mail/outbox";
import { renderReminder } from "../mail/templates";
import { describeMailError, isTransientMailError } from "../mail/transport";
import {
  claimDue,
  markFailed,
  markRetry,
  markSent,
  nextDueInMs,
  releaseClaims,
  renewLease,
  type ClaimedReminder,
} from "./store";

export interface PollerOptions extends ReminderConfig {
  /** PUBLIC_URL: the origin of the email's links; without it, the one the reminder's timer link has. */
  publicUrl?: string;
  /** Most reminders claimed by one query. */
  batchSize?: number;
  /**
   * Most reminders being sent at once by this instance; by default the SMTP pool's connections, so
   * a reminder is only claimed (and its lease renewed) when a connection is free to send it and never
   * waits in the pool's queue while its lease runs.
   */
  maxInFlight?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function originOf(url: string | null): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why the outbox refused a reminder, as its failed row keeps it (decision 028): an unsubscribed
 * address stays so, and a timer's reminder sent hours late, once the daily cap resets, is noise.
 */
const refusedBecause = { unsubscribed: "recipient unsubscribed", "daily-limit": "daily email limit reached" } as const;

/** Retry delay after `attempt` failed attempts: base, 2×base, 4×base… plus up to 10% jitter. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  const delay = baseMs * 2 ** Math.max(0, attempt - 1);
  return Math.round(delay + Math.random() * delay * 0.1);
}

/**
 * Sends due reminders. It wakes every `pollMs`, or sooner when the database says the next
 * reminder is due sooner (or this instance just stored one), claims the due rows under a lease
 * and hands each to a send of its own, so a slow SMTP server never holds up the next claim. Each
 * send renews its row's lease, sends, and marks the row sent. See
 * docs/decisions/005-email-reminders.md for why a reminder is sent once, also with several
 * instances and when one is killed.
 */
export class ReminderPoller {
  private readonly batchSize: number;
  private readonly maxInFlight: number;
  private timer: NodeJS.Timeout | undefined;
  private wakeAt = Infinity;
  private running: Promise<void> | undefined;
  private wakeRequestedAt = Infinity;
  private readonly inFlight = new Set<Promise<void>>();
  /** The last claim took all it could: more may be due as soon as a send finishes. */
  private backlog = false;
  private started = false;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
    private readonly log: FastifyBaseLogger,
    private readonly options: PollerOptions,
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.maxInFlight = options.maxInFlight ?? outbox.mailer.maxConnections;
  }

  start(): void {
    if (this.started || this.options.pollMs <= 0) return;
    this.started = true;
    this.schedule(0);
  }

  /** A reminder was just stored on this instance: wake up for it if it is due before the next poll. */
  notify(sendAt: Date): void {
    this.wake(sendAt.getTime());
  }

  /** Stops polling, lets the sends in flight finish, hands back claimed reminders not yet being sent. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    await Promise.all(this.inFlight);
  }

  private wake(at: number) {
    if (!this.started || this.stopping) return;
    if (this.running) this.wakeRequestedAt = Math.min(this.wakeRequestedAt, at);
    else if (at < this.wakeAt) this.schedule(Math.max(0, at - Date.now()) + 2);
  }

  private schedule(delayMs: number) {
    if (this.stopping) return;
    clearTimeout(this.timer);
    this.wakeAt = Date.now() + delayMs;
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick() {
    this.timer = undefined;
    this.wakeAt = Infinity;
    const run = this.cycle();
    this.running = run;
    try {
      await run;
    } finally {
      this.running = undefined;
    }
  }

  private async cycle() {
    const { pollMs } = this.options;
    let delay = pollMs;
    try {
      const room = Math.min(this.batchSize, this.maxInFlight - this.inFlight.size);
      const claimed = room > 0 ? await this.claimAndSend(room) : 0;
      this.backlog = claimed >= room;
      if (this.backlog) {
        // Claim again at once while there is room; when full, a finishing send wakes us.
        if (room > 0 && this.inFlight.size < this.maxInFlight) delay = 0;
      } else {
        const dueIn = await nextDueInMs(this.db, pollMs);
        // Due rows we could not claim are locked or leased by another instance: poll as usual.
        if (dueIn !== null && dueIn > 0) delay = Math.min(pollMs, Math.max(5, Math.ceil(dueIn) + 2));
      }
    } catch (err) {
      this.log.error({ err }, "reminder poll failed");
    }
    if (this.wakeRequestedAt !== Infinity) {
      delay = Math.min(delay, Math.max(0, this.wakeRequestedAt - Date.now()) + 2);
      this.wakeRequestedAt = Infinity;
    }
    this.schedule(delay);
  }

  /** Claims up to `limit` due reminders and starts sending each; resolves to how many it claimed. */
  private async claimAndSend(limit: number): Promise<number> {
    const token = randomUUID();
    const claimed = await claimDue(this.db, { limit, leaseMs: this.options.leaseMs, token });
    for (const reminder of claimed) {
      const sending: Promise<void> = this.deliver(reminder, token)
        .catch((err: unknown) => this.log.error({ err, reminderId: reminder.id }, "reminder delivery crashed"))
        .finally(() => {
          this.inFlight.delete(sending);
          if (this.backlog) this.wake(Date.now());
        });
      this.inFlight.add(sending);
    }
    return claimed.length;
  }

  private async deliver(reminder: ClaimedReminder, token: string) {
    const log = this.log.child({ reminderId: reminder.id, attempt: reminder.attempts });
    if (this.stopping) {
      // Shutting down before this one started: hand it back for the next instance or start.
      await releaseClaims(this.db, [reminder.id], token).catch((err: unknown) =>
        log.warn({ err }, "could not hand back a claimed reminder: it is retried when its lease ends"),
      );
      return;
    }
    try {
      if (!(await renewLease(this.db, reminder.id, token, this.options.leaseMs))) {
        log.warn("reminder claim lost before sending: left to the instance that holds it");
        return;
      }
    } catch (err) {
      log.error({ err }, "could not renew the reminder lease: it will be retried after the lease");
      return;
    }
    const origin = this.options.publicUrl ?? originOf(reminder.timerUrl);
    if (!reminder.email) return this.drop(reminder, token, "no address stored", log, "error");
    // Every email carries a working unsubscribe link, or is not sent.
    if (!origin) return this.drop(reminder, token, "no origin for the unsubscribe link", log, "error");
    // Claimed again and again without ever being marked (each claim counts an attempt): a
    // reminder whose sending kills the process must not do so forever.
    if (reminder.attempts > this.options.maxAttempts) {
      return this.drop(reminder, token, `claimed ${reminder.attempts} times without finishing`, log, "error");
    }
    const language: Locale = isLocale(reminder.language) ? reminder.language : "en";
    const outcome = await this.outbox.send({
      to: reminder.email,
      origin,
      render: (unsubscribeUrl) =>
        renderReminder({
          durationSeconds: reminder.durationSeconds,
          message: reminder.message,
          language,
          timerUrl: reminder.timerUrl,
          unsubscribeUrl,
        }),
      messageId: `<reminder.${reminder.id}@${this.outbox.mailer.domain}>`,
    });
    if (outcome.status === "failed") return this.failed(reminder, token, outcome.error, log);
    if (outcome.status !== "sent") return this.drop(reminder, token, refusedBecause[outcome.status], log, "warn");
    // Accepted by the SMTP server. Until this update commits, a crash would let the lease run out
    // and another instance send it again: keep that window to one short statement, retried.
    for (let attempt = 1; ; attempt++) {
      try {
        if (!(await markSent(this.db, reminder.id, token))) log.warn("reminder sent after its claim was lost");
        return;
      } catch (err) {
        if (attempt >= 3) {
          log.error({ err }, "reminder sent but not marked: it may be sent again when its lease ends");
          return;
        }
        await sleep(100 * attempt);
      }
    }
  }

  /** Final without sending: marked failed (address and message erased) with the reason. */
  private async drop(
    reminder: ClaimedReminder,
    token: string,
    reason: string,
    log: FastifyBaseLogger,
    level: "warn" | "error",
  ) {
    await markFailed(this.db, reminder.id, token, reason).catch(() => {});
    log[level]({ error: reason }, "reminder not sent: marked failed");
  }

  private async failed(reminder: ClaimedReminder, token: string, err: unknown, log: FastifyBaseLogger) {
    const error = describeMailError(err);
    try {
      if (isTransientMailError(err) && reminder.attempts < this.options.maxAttempts) {
        const delayMs = retryDelayMs(reminder.attempts, this.options.retryBaseMs);
        await markRetry(this.db, reminder.id, token, delayMs, error);
        log.warn({ error, retryInMs: delayMs }, "reminder send failed: will retry");
      } else {
        await markFailed(this.db, reminder.id, token, error);
        log.error({ error, attempts: reminder.attempts }, "reminder send failed: giving up");
      }
    } catch (dbErr) {
      log.error({ err: dbErr, error }, "reminder send failed and could not be recorded: retried after the lease");
    }
  }
}
