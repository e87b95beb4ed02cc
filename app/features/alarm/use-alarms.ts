import type { AlarmText } from "@content/alarm/text";
import { snoozed, stopped, switched, type Alarm, type SnoozeMinutes } from "@core/alarm-list";
import { compareCodeUnits } from "@core/compare";
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { playChosenSound, stopSound } from "~/lib/audio";
import { useLocalStore } from "~/lib/local-store";
import { notifyIfHidden } from "~/lib/notify";
import { clockStatus, serverNow, subscribeClockStatus } from "~/lib/server-time";
import { runAt } from "~/lib/ticker";
import { toast } from "~/ui/toast";
import { settingsStore } from "~/lib/preferences";
import { alarmsStore, localZone, migrateLegacyStore, updateAlarms } from "./alarm-store";

/** An alarm found more than this late (the page was closed at its time) is reported, not rung. */
const MISSED_AFTER_MS = 60_000;

/** Performance mark made when an alarm rings (its detail says how late, for tests and benches). */
export const ALARM_MARK = "tickwise:alarm-ring";

interface Due {
  id: string;
  at: number;
}

export interface AlarmsController {
  alarms: Alarm[];
  /** How many stored alarms were unreadable when the page opened. */
  refused: number;
  /** The one alarm ringing now (the earliest due), or null. */
  ringing: Alarm | null;
  snooze(minutes: SnoozeMinutes): void;
  stop(): void;
  toggle(id: string, enabled: boolean): void;
  remove(id: string): void;
}

/** Still the same ring: not stopped, snoozed, switched off or deleted since it fell due (in any tab). */
const matches = (alarms: readonly Alarm[], due: Due) =>
  alarms.find((a) => a.id === due.id && a.enabled && a.at === due.at) ?? null;

/**
 * The alarms' engine (docs/product.md, Alarm): every switched-on alarm is armed by the corrected
 * clock (`serverNow`) with a worker timer that also fires the moment a frozen or throttled page runs
 * again. Due alarms queue and ring one at a time: their sound, a notification when the page is
 * hidden, an announcement. Stop and Snooze change the stored alarm, so every tab agrees.
 */
export function useAlarms({
  s,
  formatWhen,
  formatClock,
  announce,
  nameOf,
}: {
  s: AlarmText;
  formatWhen(at: number): string;
  /** Time of day only: a snooze is minutes away. */
  formatClock(at: number): string;
  announce(text: string): void;
  nameOf(alarm: Alarm): string;
}): AlarmsController {
  const { alarms, refused } = useLocalStore(alarmsStore);
  // What was unreadable when the page opened stays reported after the next write drops it.
  const [firstRefused, setFirstRefused] = useState(0);
  useEffect(() => {
    // A transition, as every value read after hydration: not one task for the whole screen (decision 062).
    startTransition(() => setFirstRefused(alarmsStore.get().refused));
    migrateLegacyStore(settingsStore.get().sound);
  }, []);
  const [due, setDue] = useState<Due[]>([]);
  // Rings already handled on this page: re-arming (another alarm added) must not ring or miss them again.
  const fired = useRef(new Set<string>());
  const latest = useRef({ s, formatWhen, formatClock, announce, nameOf });
  useEffect(() => {
    latest.current = { s, formatWhen, formatClock, announce, nameOf };
  });

  const fire = useCallback((target: Due) => {
    const alarm = matches(alarmsStore.get().alarms, target);
    const key = `${target.id}@${target.at}`;
    if (!alarm || fired.current.has(key)) return;
    fired.current.add(key);
    const { s, formatWhen } = latest.current;
    const now = serverNow();
    const late = now - target.at;
    if (late > MISSED_AFTER_MS) {
      toast({ title: s.toast.missedTitle, description: s.toast.missedText(formatWhen(target.at)) });
      updateAlarms((list) => list.map((a) => (a.id === alarm.id ? stopped(a, now, localZone()) : a)));
      return;
    }
    try {
      performance.mark(ALARM_MARK, {
        detail: { id: target.id, at: target.at, lateMs: late, hidden: document.visibilityState === "hidden" },
      });
    } catch {
      // marks are optional
    }
    setDue((queue) => (queue.some((d) => d.id === target.id && d.at === target.at) ? queue : [...queue, target]));
  }, []);

  // Arm every switched-on alarm; re-arm them all when the clock offset changes (the corrected time moved).
  const armed = alarms.filter((a) => a.enabled && a.at !== null).map((a) => ({ id: a.id, at: a.at! }));
  const armedKey = armed.map((a) => `${a.id}@${a.at}`).join(",");
  useEffect(() => {
    if (!armedKey) return;
    const targets = armedKey.split(",").map((entry) => {
      const [id, at] = entry.split("@") as [string, string];
      return { id, at: Number(at) };
    });
    const arm = () => targets.map((target) => runAt(target.at, () => fire(target), serverNow));
    let cancels = arm();
    let lastOffset = clockStatus().offset?.offsetMs ?? 0;
    const stopWatching = subscribeClockStatus(() => {
      const offset = clockStatus().offset?.offsetMs ?? 0;
      if (offset === lastOffset) return;
      lastOffset = offset;
      cancels.forEach((cancel) => cancel());
      cancels = arm();
    });
    return () => {
      cancels.forEach((cancel) => cancel());
      stopWatching();
    };
  }, [armedKey, fire]);

  const ringingDue = due.find((d) => matches(alarms, d)) ?? null;
  const ringing = ringingDue ? matches(alarms, ringingDue) : null;
  const ringKey = ringingDue ? `${ringingDue.id}@${ringingDue.at}` : null;

  // A new ring: its sound, a notification for a hidden page, one announcement. Sound stops when it ends.
  useEffect(() => {
    if (!ringKey) return;
    const alarm = matches(alarmsStore.get().alarms, ringingDue!);
    if (!alarm) return;
    const { s, formatWhen, announce, nameOf } = latest.current;
    announce(s.ring.announce(nameOf(alarm)));
    void playChosenSound(alarm.sound);
    notifyIfHidden(s.notification.title(nameOf(alarm)), s.notification.body(formatWhen(alarm.at!)));
    return () => stopSound();
    // ringingDue is described by ringKey
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ringKey]);

  const settle = useCallback((change: (alarm: Alarm, now: number) => Alarm, message: (alarm: Alarm) => string) => {
    const current = ringingDueRef.current;
    if (!current) return;
    const alarm = matches(alarmsStore.get().alarms, current);
    setDue((queue) => queue.filter((d) => !(d.id === current.id && d.at === current.at)));
    if (!alarm) return;
    const now = serverNow();
    const next = change(alarm, now);
    updateAlarms((list) => list.map((a) => (a.id === alarm.id ? next : a)));
    latest.current.announce(message(next));
  }, []);
  const ringingDueRef = useRef(ringingDue);
  useEffect(() => {
    ringingDueRef.current = ringingDue;
  });

  const snooze = useCallback(
    (minutes: SnoozeMinutes) =>
      settle(
        (alarm, now) => snoozed(alarm, now, minutes),
        (next) => latest.current.s.status.snoozed(minutes, latest.current.formatClock(next.at!)),
      ),
    [settle],
  );
  const stop = useCallback(
    () =>
      settle(
        (alarm, now) => stopped(alarm, now, localZone()),
        () => latest.current.s.status.stopped,
      ),
    [settle],
  );

  const toggle = useCallback((id: string, enabled: boolean) => {
    const alarm = alarmsStore.get().alarms.find((a) => a.id === id);
    if (!alarm) return;
    const next = switched(alarm, enabled, serverNow(), localZone());
    updateAlarms((list) => list.map((a) => (a.id === id ? next : a)));
    const { s, announce, nameOf } = latest.current;
    announce(enabled ? s.status.on(nameOf(next)) : s.status.off(nameOf(next)));
  }, []);

  const remove = useCallback((id: string) => {
    const alarm = alarmsStore.get().alarms.find((a) => a.id === id);
    if (!alarm) return;
    updateAlarms((list) => list.filter((a) => a.id !== id));
    const { s, announce, nameOf } = latest.current;
    toast({ title: s.toast.deletedTitle, description: s.toast.deletedText(nameOf(alarm)) });
    announce(s.status.deleted);
  }, []);

  const sorted = useMemo(() => [...alarms].sort(byNextRing), [alarms]);
  return { alarms: sorted, refused: refused || firstRefused, ringing, snooze, stop, toggle, remove };
}

/** Switched-on alarms by their next ring, then the ones switched off by time of day. */
function byNextRing(a: Alarm, b: Alarm): number {
  if (a.at !== null && b.at !== null) return a.at - b.at;
  if (a.at !== null) return -1;
  if (b.at !== null) return 1;
  // "HH:MM", zero-padded: code-unit order is time order.
  return compareCodeUnits(a.time, b.time);
}
