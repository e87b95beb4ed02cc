import { msg } from "./i18n";

/*
 * What the popup and the background service worker share: storage keys, the alarm names and the
 * few rules of the alarm. Everything else (countdown, stopwatch, time formatting, zones) comes
 * from core/, the same code the website runs.
 */

/** chrome.storage.local keys. */
export const keys = {
  timer: "timer",
  stopwatch: "stopwatch",
  alarm: "alarm",
  /** The last things that rang, newest first: what the popup shows after a notification. */
  rang: "rang",
} as const;

/** chrome.alarms names. */
export const alarmNames = { timer: "tickwise-timer", alarm: "tickwise-alarm" } as const;

export interface StoredAlarm {
  /** Epoch ms the alarm rings at. */
  at: number;
}

export interface RangEntry {
  kind: "timer" | "alarm";
  /** Epoch ms it rang. */
  at: number;
}

export const RANG_LOG_LENGTH = 5;

/** The words of the notifications in the browser's language (docs/product.md, Alarm: "Alarm! Time's up!"). */
export function notificationText(kind: RangEntry["kind"]): { title: string; message: string } {
  return kind === "alarm"
    ? { title: msg("notifyAlarmTitle"), message: msg("notifyAlarmMessage") }
    : { title: msg("notifyTimerTitle"), message: msg("notifyTimerMessage") };
}

/**
 * The next moment a wall-clock time "HH:MM" or "HH:MM:SS" comes round, local time: today if it is
 * still ahead, otherwise tomorrow (docs/product.md, Alarm: a time already passed today moves to
 * tomorrow). Null for anything that is not such a time.
 */
export function nextOccurrence(value: string, now: Date): Date | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const at = new Date(now);
  at.setHours(hours, minutes, seconds, 0);
  if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
  return at;
}

/** Adds an entry to the rang log, newest first, keeping the last few. */
export function logRang(log: readonly RangEntry[] | undefined, entry: RangEntry): RangEntry[] {
  return [entry, ...(log ?? [])].slice(0, RANG_LOG_LENGTH);
}
