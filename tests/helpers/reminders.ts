import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { scheduledReminders, type ScheduledReminder } from "@server/db/schema";
import { insertReminder } from "@server/reminders/store";
import type { TestApp } from "./test-app";

/** The stored row of one scheduled reminder. */
export async function reminderRow(t: TestApp, id: string): Promise<ScheduledReminder> {
  const [r] = await t.database.db.select().from(scheduledReminders).where(eq(scheduledReminders.id, id));
  return r!;
}

/** The reminder's row once `ok` holds for it; throws with the row after `ms`. */
export async function waitForRow(
  t: TestApp,
  id: string,
  ok: (r: ScheduledReminder) => boolean,
  ms = 10_000,
): Promise<ScheduledReminder> {
  const deadline = Date.now() + ms;
  for (;;) {
    const r = await reminderRow(t, id);
    if (ok(r)) return r;
    if (Date.now() > deadline) throw new Error(`row ${id} stayed ${JSON.stringify(r)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A reminder to `email`, due now, stored as another instance (or this one, earlier) would have; its id. */
export function insertDueReminder(t: TestApp, email: string, timerUrl: string | null = null): Promise<string> {
  return insertReminder(t.database.db, {
    visitorId: randomUUID(),
    email,
    message: null,
    durationSeconds: 60,
    language: "en",
    timerUrl,
    sendAt: new Date(),
  });
}
