import type { AlarmText } from "@content/alarm/text";
import { validateAlarmTime, type StoredAlarm } from "@core/alarm";
import { useCallback, useEffect, useRef } from "react";
import { playChosenSound, stopSound, unlockAudio } from "~/lib/audio";
import { useLocalStore } from "~/lib/local-store";
import { notifyIfHidden, requestNotificationPermission } from "~/lib/notify";
import { settingsStore } from "~/lib/preferences";
import { clockStatus, serverNow, subscribeClockStatus } from "~/lib/server-time";
import { runAt } from "~/lib/ticker";
import { toast } from "~/ui/toast";
import { alarmStore } from "./alarm-store";

/** An alarm found more than this late (the page was closed at its time) is reported, not rung. */
const MISSED_AFTER_MS = 60_000;
/** How long the alert waits for the sound to start (a blocked audio context never resolves). */
const SOUND_START_WAIT_MS = 500;

/** Performance mark made when the alarm rings (its detail says how late, for tests and benches). */
export const ALARM_MARK = "tickwise:alarm-ring";

export interface AlarmController {
  alarm: StoredAlarm | null;
  /** Sets the alarm for an instant (validation and toasts: docs/product.md, Alarm); returns whether it was set. */
  set(at: Date | null): boolean;
  stop(): void;
}

/**
 * The alarm's engine (docs/product.md, Alarm): one alarm, kept in local storage so it survives a
 * reload, timed by the corrected clock (`serverNow`) with a worker timer that also fires the moment
 * a frozen or throttled page runs again. At expiry: the chosen sound, a notification if the page is
 * hidden, then the browser alert.
 */
export function useAlarm({
  s,
  formatWhen,
  announce,
}: {
  s: AlarmText;
  formatWhen(at: number): string;
  announce(text: string): void;
}): AlarmController {
  const alarm = useLocalStore(alarmStore);
  const latest = useRef({ s, formatWhen, announce });
  useEffect(() => {
    latest.current = { s, formatWhen, announce };
  });

  const ring = useCallback(async (expected: StoredAlarm) => {
    const current = alarmStore.get();
    if (!current || current.at !== expected.at) return; // stopped, replaced, or rung by another tab
    alarmStore.set(null);
    const { s, formatWhen, announce } = latest.current;
    const late = serverNow() - expected.at;
    if (late > MISSED_AFTER_MS) {
      toast({ title: s.toast.missedTitle, description: s.toast.missedText(formatWhen(expected.at)) });
      return;
    }
    try {
      performance.mark(ALARM_MARK, { detail: { at: expected.at, lateMs: late } });
    } catch {
      // marks are optional
    }
    announce(s.status.ringing);
    const sound = playChosenSound(settingsStore.get().sound);
    notifyIfHidden(s.notification.title, s.notification.body(formatWhen(expected.at)));
    await Promise.race([sound, new Promise((resolve) => setTimeout(resolve, SOUND_START_WAIT_MS))]);
    window.alert(s.alert);
    stopSound();
  }, []);

  // Arm the alarm; re-arm when the clock offset changes (the corrected time moved).
  const at = alarm?.at ?? null;
  const setAt = alarm?.setAt ?? 0;
  useEffect(() => {
    if (at === null) return;
    const target = { at, setAt };
    let cancel = runAt(at, () => void ring(target), serverNow);
    let lastOffset = clockStatus().offset?.offsetMs ?? 0;
    const stopWatching = subscribeClockStatus(() => {
      const offset = clockStatus().offset?.offsetMs ?? 0;
      if (offset === lastOffset) return;
      lastOffset = offset;
      cancel();
      cancel = runAt(at, () => void ring(target), serverNow);
    });
    return () => {
      cancel();
      stopWatching();
    };
  }, [at, setAt, ring]);

  const set = useCallback((when: Date | null) => {
    const { s, formatWhen, announce } = latest.current;
    try {
      const problem = validateAlarmTime(when, serverNow());
      if (problem === "missing") {
        toast({ title: s.toast.errorTitle, description: s.toast.missing, variant: "destructive" });
        return false;
      }
      if (problem === "past") throw new Error(s.toast.past);
      const time = when!.getTime();
      // From the click: unlock sound now, and ask (once) for notifications for a hidden tab.
      void unlockAudio();
      void requestNotificationPermission();
      alarmStore.set({ at: time, setAt: serverNow() });
      toast({ title: s.toast.setTitle, description: s.toast.setText(formatWhen(time)) });
      announce(s.status.set(formatWhen(time)));
      return true;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : s.toast.failed;
      toast({ title: s.toast.errorTitle, description: message, variant: "destructive" });
      return false;
    }
  }, []);

  const stop = useCallback(() => {
    const { s, announce } = latest.current;
    if (!alarmStore.get()) return;
    alarmStore.set(null);
    stopSound();
    toast({ title: s.toast.stoppedTitle, description: s.toast.stoppedText });
    announce(s.status.stopped);
  }, []);

  return { alarm, set, stop };
}
