import type { FocusText } from "@content/focus/ui";
import { phaseAt } from "@core/focus-cycle";
import { useCallback, useEffect, useRef, useState } from "react";
import { installAudioUnlock } from "~/lib/audio";
import { requestNotificationPermission } from "~/lib/notify";
import { useShortcuts } from "~/lib/use-shortcuts";
import { useWakeLock } from "~/lib/wake-lock";
import type { CycleActions } from "./cycle-card";
import type { CycleSnapshot, CycleStore } from "./cycle-store";

/**
 * The controls both tools share: start/pause, reset and skip as buttons and as the keys Space, R
 * and S (app/lib/use-shortcuts.ts), each said in the live region; the screen kept awake while a
 * phase runs; the notification permission asked from the first Start, a user gesture.
 */
export function useCycleControls(store: CycleStore, t: FocusText, snapshot: CycleSnapshot) {
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);
  const latest = useRef(t);
  useEffect(() => {
    latest.current = t;
  });

  const toggle = useCallback(() => {
    const t = latest.current;
    const { plan, state } = store.current();
    if (state.status === "running") {
      if (store.pause()) announce(t.status.paused);
      return;
    }
    void requestNotificationPermission();
    if (state.status === "done") store.reset();
    if (store.start()) {
      const phase = phaseAt(plan, store.current().state.index);
      announce(t.status.started(phase ? t.phase[phase.kind] : t.phase.done));
    }
  }, [store, announce]);

  const reset = useCallback(() => {
    if (store.reset()) announce(latest.current.status.reset);
  }, [store, announce]);

  const skip = useCallback(() => {
    const t = latest.current;
    if (!store.skip()) return;
    const { plan, state } = store.current();
    const phase = phaseAt(plan, state.index);
    announce(state.status === "done" || !phase ? t.status.done : t.status.skipped(t.phase[phase.kind]));
  }, [store, announce]);

  useShortcuts({ " ": toggle, r: reset, s: skip });
  useEffect(() => installAudioUnlock(), []);
  useWakeLock(snapshot.status === "running");

  const actions: CycleActions = { toggle, reset, skip };
  return { actions, announcement, announce };
}
