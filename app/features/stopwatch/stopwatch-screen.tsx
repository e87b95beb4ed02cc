import { stopwatchText } from "@content/stopwatch/text";
import type { StopwatchPageData } from "@content/stopwatch/use-cases";
import { formatClock } from "@core/time-format";
import { formatLapTime, isRunning, type StopwatchPresetId } from "@core/stopwatch";
import { useCallback, useEffect, useRef, useState } from "react";
import { installAudioUnlock, playChosenSound } from "~/lib/audio";
import { useText } from "~/lib/i18n";
import { settingsStore } from "~/lib/preferences";
import { startTicker } from "~/lib/ticker";
import { useFullscreen } from "~/lib/use-fullscreen";
import { useShortcuts } from "~/lib/use-shortcuts";
import { useWakeLock } from "~/lib/wake-lock";
import { Laps } from "./laps";
import { Presets } from "./presets";
import { UseCaseGrid } from "./sections";
import { StopwatchCard } from "./stopwatch-card";
import { stopwatchStore } from "./stopwatch-store";
import { useStopwatchSnapshot } from "./use-stopwatch";
import { PageHeader } from "~/ui/page-header";
import type { ToolHeadingCopy } from "~/ui/tool-page";

/**
 * The stopwatch page's tool: heading, stopwatch, laps, presets and use cases. The page's copy
 * (`page`) comes from the route's loader; the interface words from the namespace.
 */
export function StopwatchScreen({
  page,
}: {
  page: Pick<StopwatchPageData, "useCase" | "uses"> & { copy: ToolHeadingCopy };
}) {
  const s = useText(stopwatchText);
  const { copy } = page;
  const useCase = page.useCase ?? undefined;
  const snapshot = useStopwatchSnapshot();
  const running = isRunning(snapshot.state);
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const announce = useCallback((text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 })), []);
  const cardRef = useRef<HTMLElement>(null);

  // ---- actions -------------------------------------------------------------------------------
  const latest = useRef({ s, announce });
  useEffect(() => {
    latest.current = { s, announce };
  });

  const toggle = useCallback(() => {
    const { s, announce } = latest.current;
    const wasRunning = isRunning(stopwatchStore.get().state);
    stopwatchStore.toggle();
    announce(wasRunning ? s.status.paused(formatLapTime(stopwatchStore.elapsed())) : s.status.started);
  }, []);
  const lap = useCallback(() => {
    const { s, announce } = latest.current;
    const n = stopwatchStore.lap();
    if (n === null) return;
    const laps = stopwatchStore.get().state.laps;
    announce(s.status.lap(n, formatLapTime((laps[n - 1] ?? 0) - (laps[n - 2] ?? 0))));
  }, []);
  const reset = useCallback(() => {
    const { s, announce } = latest.current;
    const st = stopwatchStore.get().state;
    if (st.runningSince === null && st.accumulatedMs === 0 && st.laps.length === 0) return;
    stopwatchStore.reset();
    announce(s.status.reset);
  }, []);
  const choosePreset = useCallback((id: StopwatchPresetId | null) => stopwatchStore.setPreset(id), []);

  // ---- full screen; keyboard: Space start/pause, L lap, R reset, F full screen ---------------
  const { fullscreen, supported: fullscreenSupported, toggle: toggleFullscreen } = useFullscreen(cardRef);
  useShortcuts({ " ": toggle, l: lap, r: reset, f: toggleFullscreen });

  // ---- background: preset cues and the tab title, from a worker ticker -----------------------
  useEffect(() => installAudioUnlock(), []);
  useWakeLock(running);

  useEffect(
    () =>
      stopwatchStore.onCue((cue, preset) => {
        const { s, announce } = latest.current;
        const name = s.presets.items[preset.id].name;
        announce(s.presets.cue(cue.kind, name, formatClock(cue.atMs).hms, cue.round));
        void playChosenSound(settingsStore.get().sound);
        try {
          navigator.vibrate?.(cue.kind === "target" ? [200, 100, 200] : 150);
        } catch {
          // vibration is optional
        }
      }),
    [],
  );

  const baseTitle = copy.title;
  useEffect(() => {
    const show = () => {
      const st = stopwatchStore.get().state;
      const idle = st.runningSince === null && st.accumulatedMs === 0;
      document.title = idle ? baseTitle : `${formatClock(stopwatchStore.elapsed()).hms} - ${s.toolName}`;
    };
    show();
    if (!running) return;
    return startTicker(() => {
      stopwatchStore.checkCues();
      show();
    }, 250);
  }, [running, snapshot, baseTitle, s.toolName]);

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader h1={copy.h1} intro={copy.intro} />

      <StopwatchCard
        ref={cardRef}
        s={s}
        snapshot={snapshot}
        announcement={announcement}
        fullscreen={fullscreen}
        fullscreenSupported={fullscreenSupported}
        actions={{ toggle, lap, reset, toggleFullscreen, clearPreset: () => choosePreset(null) }}
      />

      <Laps laps={snapshot.state.laps} s={s} />
      <Presets s={s} active={snapshot.preset} onChoose={choosePreset} />
      <UseCaseGrid s={s} uses={page.uses} current={useCase} />
    </div>
  );
}
