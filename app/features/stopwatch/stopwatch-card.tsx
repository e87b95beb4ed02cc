import type { StopwatchText } from "@content/stopwatch/text";
import { formatClock } from "@core/time-format";
import { isRunning, loopProgress } from "@core/stopwatch";
import { Flag } from "lucide";
import { Icon } from "~/ui/icon";
import type { Ref } from "react";
import { ProgressBar } from "~/ui/progress";
import { PresetPanel } from "./presets";
import type { StopwatchSnapshot } from "./stopwatch-store";
import { useElapsed } from "./use-stopwatch";
import { FullscreenButton } from "~/ui/fullscreen-button";
import { ResetButton } from "~/ui/reset-button";
import { StartButton } from "~/ui/start-button";

export interface StopwatchCardProps {
  ref?: Ref<HTMLElement>;
  s: StopwatchText;
  snapshot: StopwatchSnapshot;
  announcement: { text: string; n: number };
  fullscreen: boolean;
  fullscreenSupported: boolean;
  actions: {
    toggle(): void;
    lap(): void;
    reset(): void;
    toggleFullscreen(): void;
    clearPreset(): void;
  };
}

/** The stopwatch: big HH:MM:SS with a milliseconds line, the 10-second loop, controls and live status. */
export function StopwatchCard({
  ref,
  s,
  snapshot,
  announcement,
  fullscreen,
  fullscreenSupported,
  actions,
}: StopwatchCardProps) {
  // Only this card repaints on every animation frame; the rest of the page renders on state changes.
  const elapsedMs = useElapsed(snapshot);
  const running = isRunning(snapshot.state);
  const { hms, millis } = formatClock(elapsedMs);
  const loop = loopProgress(elapsedMs);
  const started = running || elapsedMs > 0;

  return (
    <section
      ref={ref}
      aria-label={s.card}
      data-running={running || undefined}
      className="rounded-3xl border border-slate-400/50 p-4 sm:p-8 [&:fullscreen]:flex [&:fullscreen]:flex-col [&:fullscreen]:justify-center [&:fullscreen]:overflow-auto [&:fullscreen]:rounded-none [&:fullscreen]:bg-[var(--page-bg,var(--page-bg-default))] [&:fullscreen]:text-[var(--text)]"
    >
      <div role="timer" aria-label={s.display.label} className="text-center" data-testid="stopwatch-time">
        <span className="time-display block text-[clamp(3rem,15vw,9rem)] leading-none font-semibold tracking-tight [:fullscreen_&]:text-[clamp(4rem,19vw,30rem)]">
          {hms}
        </span>
        <span
          className="time-display mt-2 block text-[clamp(1.5rem,5vw,3rem)] leading-none [:fullscreen_&]:text-[clamp(2rem,7vw,8rem)]"
          data-testid="stopwatch-millis"
        >
          .{millis}
          <span className="sr-only"> {s.display.millis}</span>
        </span>
      </div>

      <ProgressBar
        value={loop}
        label={s.display.loop}
        valueText={s.display.loopText(Math.floor((elapsedMs % 10_000) / 1000))}
        className="mt-6 [&>div]:transition-none"
      />

      {snapshot.preset && (
        <PresetPanel s={s} presetId={snapshot.preset} elapsedMs={elapsedMs} onClear={actions.clearPreset} />
      )}

      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <StartButton
          running={running}
          label={running ? s.controls.pause : started ? s.controls.resume : s.controls.start}
          onToggle={actions.toggle}
        />
        <button
          type="button"
          className="button-secondary px-5 py-3 text-lg disabled:cursor-not-allowed disabled:opacity-60"
          onClick={actions.lap}
          disabled={!running}
          aria-keyshortcuts="L"
        >
          <Icon node={Flag} className="h-5 w-5" />
          {s.controls.lap}
        </button>
        <ResetButton label={s.controls.reset} onReset={actions.reset} disabled={!started} />
        {fullscreenSupported && (
          <FullscreenButton
            fullscreen={fullscreen}
            onToggle={actions.toggleFullscreen}
            label={{ enter: s.controls.fullscreen, exit: s.controls.exitFullscreen }}
          />
        )}
      </div>

      <p className="mt-4 text-center text-sm text-muted [:fullscreen_&]:hidden">{s.controls.shortcuts}</p>
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="stopwatch-status">
        {announcement.text}
        {/* A repeated message still changes the region, so it is read again. */}
        {announcement.n % 2 === 1 ? "\u200b" : ""}
      </p>
    </section>
  );
}
