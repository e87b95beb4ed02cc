import { focusDocumentTitle, type FocusText } from "@content/focus/ui";
import { formatPhaseTime } from "@core/focus-cycle";
import { phaseSounds } from "@core/focus-presets";
import { useEffect, useRef } from "react";
import { playChosenSound } from "~/lib/audio";
import { notifyIfHidden } from "~/lib/notify";
import { startTicker } from "~/lib/ticker";
import { toast } from "~/ui/toast-store";
import type { CycleSnapshot, CycleStore } from "./cycle-store";
import { recordFocus } from "./use-history";

/**
 * What a phase end does (docs/product.md, Pomodoro and interval timer): the next phase's sound, a
 * system notification when the page is hidden, the live region, and, for completed focus periods,
 * the history. Runs from the store's worker callback, not from a render, so a hidden page rings on
 * time. While a phase runs the tab title shows "12:34 · Focus — Tickwise", from a worker tick.
 */
export function usePhaseEffects({
  store,
  t,
  announce,
  baseTitle,
  snapshot,
}: {
  store: CycleStore;
  t: FocusText;
  announce(text: string): void;
  baseTitle: string;
  snapshot: CycleSnapshot;
}): void {
  const latest = useRef({ t, announce });
  useEffect(() => {
    latest.current = { t, announce };
  });

  useEffect(
    () =>
      store.onPhaseEnd(({ completed, snapshot, label }) => {
        const { t, announce } = latest.current;
        const ended = completed[completed.length - 1]!;
        const nextName = snapshot.phase && snapshot.status !== "done" ? t.phase[snapshot.phase.kind] : t.phase.done;
        announce(snapshot.status === "done" ? t.status.done : t.status.started(nextName));
        void playChosenSound(snapshot.phase && snapshot.status !== "done" ? phaseSounds[snapshot.phase.kind] : "beep");
        notifyIfHidden(t.notification.title(t.phase[ended.phase.kind]), t.notification.body(nextName));
        void recordFocus(completed, label).then((ok) => {
          if (!ok) toast({ title: latest.current.t.history.recordFailed, variant: "destructive" });
        });
      }),
    [store],
  );

  const running = snapshot.status === "running";
  const phaseName = snapshot.phase ? t.phase[snapshot.phase.kind] : t.phase.done;
  useEffect(() => {
    const show = () => {
      const s = store.getSnapshot();
      document.title =
        s.status === "running" || s.status === "paused"
          ? focusDocumentTitle(formatPhaseTime(s.seconds), phaseName)
          : baseTitle;
    };
    show();
    if (!running) return;
    return startTicker(show, 250);
  }, [store, running, phaseName, baseTitle, t, snapshot.status]);
}
