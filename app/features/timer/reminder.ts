import type { Language } from "@core/settings";
import { useEffect, useRef } from "react";
import { cancelReminder, emailAvailability, scheduleReminder, sendReminderNow } from "~/lib/email";
import { readStorage, writeStorage } from "~/lib/local-store";
import { settingsStore } from "~/lib/preferences";
import { timerStore } from "./timer-store";

/**
 * The timer's email reminder, all in one place (docs/product.md, Email reminders): scheduled on the
 * server when a run starts (`sendAt` = its deadline), cancelled on pause and reset, and sent at once
 * at zero only when scheduling failed. The id of the scheduled reminder is kept in localStorage so a
 * reload can still cancel it.
 */

const REMINDER_STORAGE_KEY = "tickwise-timer-reminder";

/** The run whose reminder request is still on its way to the server (not persisted). */
let pendingRun: number | null = null;

/** Returns the stored reminder id and forgets it. */
function takeReminderId(): string | null {
  const id = typeof window === "undefined" ? null : readStorage(REMINDER_STORAGE_KEY);
  if (id !== null) writeStorage(REMINDER_STORAGE_KEY, null);
  return id;
}

/** The run `runId` reached zero (and nothing else happened since): the server sends (or sent) its reminder. */
function completedRun(runId: number): boolean {
  return (
    timerStore.runId === runId && timerStore.current.status === "idle" && timerStore.getSnapshot().completedAt !== null
  );
}

/** The saved address, trimmed; "" when there is none. */
const savedAddress = () => settingsStore.get().emailAddress.trim();

/** Call right after a run started: schedules its reminder when an address is saved. */
export function scheduleRunReminder(language: Language): void {
  const state = timerStore.current;
  const runId = timerStore.runId;
  const email = savedAddress();
  if (!email || state.deadline === null) return;
  pendingRun = runId;
  void scheduleReminder({
    email,
    duration: state.initialSeconds,
    message: settingsStore.get().customMessage,
    sendAt: new Date(state.deadline),
    language,
    timerUrl: location.pathname,
  }).then((reminder) => {
    if (pendingRun === runId) pendingRun = null;
    if (!reminder) return;
    const stillThisRun = timerStore.runId === runId && timerStore.current.status === "running";
    if (stillThisRun) writeStorage(REMINDER_STORAGE_KEY, reminder.id);
    // A very short timer may already be over: the server sends (or sent) that one.
    else if (reminder.id && !completedRun(runId)) void cancelReminder(reminder.id);
  });
}

/** Call on pause and reset: the run's reminder must not arrive. */
export function cancelRunReminder(): void {
  const id = takeReminderId();
  if (id) void cancelReminder(id);
}

/**
 * At zero, sends the reminder now when it was not scheduled (an older server, the network), never
 * while the scheduling request is in flight; and forgets the id of a run that ended while the page
 * was closed (the server sent that one).
 */
export function useRunReminder(language: Language): void {
  const latest = useRef(language);
  useEffect(() => {
    latest.current = language;
  });

  useEffect(() => {
    if (timerStore.getSnapshot().endedWhileAway) takeReminderId();
    return timerStore.onComplete((event) => {
      const reminderId = takeReminderId();
      const pending = pendingRun === timerStore.runId;
      const email = savedAddress();
      if (!email || reminderId !== null || pending || emailAvailability() === "unavailable") return;
      void sendReminderNow({
        email,
        duration: event.state.initialSeconds,
        message: settingsStore.get().customMessage,
        language: latest.current,
        timerUrl: location.pathname,
      });
    });
  }, []);
}
