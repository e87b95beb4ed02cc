import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Locale } from "@core/locales";
import type { Database } from "../db/client";
import { scheduledReminders as reminders } from "../db/schema";

/**
 * Every query of the scheduled-reminder lifecycle (docs/product.md, Email reminders; decision 005):
 *
 *   scheduled ──claim──▶ sending ──▶ sent
 *       ▲                   │  └────▶ failed        (final error, or attempts used up)
 *       └──── retry/release ┘
 *   scheduled ──cancel──▶ cancelled
 *
 * A claim is a lease: the row belongs to the claiming poller run (claim_token) until
 * lease_until; after that any instance may claim it again, so a killed instance's reminders
 * are still sent. Address and message are erased in the same statement that makes a row final.
 */

export interface NewReminder {
  visitorId: string;
  email: string;
  message: string | null;
  durationSeconds: number;
  /** Any of the twelve locales (core/locales): the email is written in it. */
  language: Locale;
  timerUrl: string | null;
  sendAt: Date;
}

export interface ClaimedReminder {
  id: string;
  email: string | null;
  message: string | null;
  durationSeconds: number;
  language: string;
  timerUrl: string | null;
  sendAt: Date;
  attempts: number;
}

const erased = { email: null, message: null, claimToken: null, leaseUntil: null } as const;
const afterMs = (ms: number) => sql`now() + ${Math.round(ms)}::int * interval '1 millisecond'`;

export async function insertReminder(db: Database, reminder: NewReminder): Promise<string> {
  const [row] = await db.insert(reminders).values(reminder).returning({ id: reminders.id });
  return row!.id;
}

/** Reminders not yet final for this visitor and for this address (abuse caps). */
export async function countPending(
  db: Database,
  who: { visitorId: string; email: string },
): Promise<{ visitor: number; recipient: number }> {
  const [row] = await db
    .select({
      visitor: sql<number>`(count(*) filter (where ${reminders.visitorId} = ${who.visitorId}))::int`,
      recipient: sql<number>`(count(*) filter (where lower(${reminders.email}) = ${who.email.toLowerCase()}))::int`,
    })
    .from(reminders)
    .where(inArray(reminders.status, ["scheduled", "sending"]));
  return { visitor: Number(row?.visitor ?? 0), recipient: Number(row?.recipient ?? 0) };
}

export type CancelOutcome = "cancelled" | "not-found" | "too-late";

/**
 * Cancels the visitor's own reminder and erases its address and message. Someone else's or an
 * unknown id is "not-found"; one already sent (or being sent under a live lease) is "too-late";
 * cancelling twice is fine.
 */
export async function cancelReminder(db: Database, id: string, visitorId: string): Promise<CancelOutcome> {
  const mine = and(eq(reminders.id, id), eq(reminders.visitorId, visitorId));
  const cancelled = await db
    .update(reminders)
    .set({ status: "cancelled", ...erased, nextAttemptAt: null })
    .where(
      and(
        mine,
        or(
          eq(reminders.status, "scheduled"),
          and(eq(reminders.status, "sending"), lte(reminders.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .returning({ id: reminders.id });
  if (cancelled.length > 0) return "cancelled";
  const [row] = await db.select({ status: reminders.status }).from(reminders).where(mine);
  if (!row) return "not-found";
  return row.status === "cancelled" ? "cancelled" : "too-late";
}

/**
 * Claims up to `limit` due reminders for one poller run: rows whose fire time (and retry time)
 * has come, plus rows whose lease ran out (their instance died). `FOR UPDATE SKIP LOCKED` lets
 * several instances claim at once without waiting on or taking each other's rows; the claim
 * itself is the UPDATE in the same statement, committed before anything is sent.
 */
export async function claimDue(
  db: Database,
  opts: { limit: number; leaseMs: number; token: string },
): Promise<ClaimedReminder[]> {
  const now = sql`now()`;
  const due = db
    .select({ id: reminders.id })
    .from(reminders)
    .where(
      or(
        and(
          eq(reminders.status, "scheduled"),
          lte(reminders.sendAt, now),
          or(isNull(reminders.nextAttemptAt), lte(reminders.nextAttemptAt, now)),
        ),
        and(eq(reminders.status, "sending"), lte(reminders.leaseUntil, now)),
      ),
    )
    .orderBy(asc(reminders.sendAt))
    .limit(opts.limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(reminders)
    .set({
      status: "sending",
      claimToken: opts.token,
      leaseUntil: afterMs(opts.leaseMs),
      attempts: sql`${reminders.attempts} + 1`,
    })
    .where(inArray(reminders.id, due))
    .returning({
      id: reminders.id,
      email: reminders.email,
      message: reminders.message,
      durationSeconds: reminders.durationSeconds,
      language: reminders.language,
      timerUrl: reminders.timerUrl,
      sendAt: reminders.sendAt,
      attempts: reminders.attempts,
    });
  return rows.sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime());
}

const claimedBy = (id: string, token: string) =>
  and(eq(reminders.id, id), eq(reminders.claimToken, token), eq(reminders.status, "sending"));

/**
 * Re-checks the claim right before sending and restarts its lease; false when the lease was lost
 * (another instance took the row over, or it was cancelled), in which case it must not be sent.
 */
export async function renewLease(db: Database, id: string, token: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(reminders)
    .set({ leaseUntil: afterMs(leaseMs) })
    .where(claimedBy(id, token))
    .returning({ id: reminders.id });
  return rows.length > 0;
}

/** The SMTP server accepted it: final, address and message erased. False when the claim was lost. */
export async function markSent(db: Database, id: string, token: string): Promise<boolean> {
  const rows = await db
    .update(reminders)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null, nextAttemptAt: null, ...erased })
    .where(claimedBy(id, token))
    .returning({ id: reminders.id });
  return rows.length > 0;
}

/** A transient failure: back to 'scheduled', not before `delayMs` from now. */
export async function markRetry(db: Database, id: string, token: string, delayMs: number, error: string) {
  await db
    .update(reminders)
    .set({ status: "scheduled", nextAttemptAt: afterMs(delayMs), lastError: error, claimToken: null, leaseUntil: null })
    .where(claimedBy(id, token));
}

/** Gave up: final, address and message erased, the (address-free) error kept. */
export async function markFailed(db: Database, id: string, token: string, error: string) {
  await db
    .update(reminders)
    .set({ status: "failed", lastError: error, nextAttemptAt: null, ...erased })
    .where(claimedBy(id, token));
}

/** Hands claimed but unsent rows back (graceful stop), without counting an attempt. */
export async function releaseClaims(db: Database, ids: string[], token: string) {
  if (ids.length === 0) return;
  await db
    .update(reminders)
    .set({ status: "scheduled", claimToken: null, leaseUntil: null, attempts: sql`${reminders.attempts} - 1` })
    .where(and(inArray(reminders.id, ids), eq(reminders.claimToken, token), eq(reminders.status, "sending")));
}

/**
 * Milliseconds until the next reminder becomes claimable (by fire time, retry time or lease end),
 * looking at most `withinMs` ahead; null when none is due within that time. Measured against the
 * database clock, like the claim itself.
 */
export async function nextDueInMs(db: Database, withinMs: number): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<number | null>`(extract(epoch from min(case when ${reminders.status} = 'scheduled'
        then greatest(${reminders.sendAt}, coalesce(${reminders.nextAttemptAt}, ${reminders.sendAt}))
        else ${reminders.leaseUntil} end) - now()) * 1000)::float8`,
    })
    .from(reminders)
    .where(
      or(
        and(eq(reminders.status, "scheduled"), lte(reminders.sendAt, afterMs(withinMs))),
        eq(reminders.status, "sending"),
      ),
    );
  const ms = row?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}
