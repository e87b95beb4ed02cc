import { quickAddSeconds } from "@core/timer-presets";
import { Plus } from "lucide";
import { Icon } from "~/ui/icon";
import type { Ref } from "react";
import { ProgressBar } from "~/ui/progress";
import { SoundNotice } from "./sound-notice";
import type { TimerStrings } from "./strings";
import { TimeDisplay } from "./time-display";
import type { TimerSnapshot } from "./timer-store";
import { VoiceToggle, type VoiceActions } from "./voice-toggle";
import { FullscreenButton } from "~/ui/fullscreen-button";
import { ResetButton } from "~/ui/reset-button";
import { StartButton } from "~/ui/start-button";

export interface TimerCardProps {
  ref?: Ref<HTMLElement>;
  snapshot: TimerSnapshot;
  s: TimerStrings;
  sound: string;
  /** Latest screen-reader announcement; `n` changes even when the words repeat. */
  announcement: { text: string; n: number };
  fullscreen: boolean;
  fullscreenSupported: boolean;
  actions: VoiceActions & {
    toggle(): void;
    add(seconds: number): void;
    editStart(): void;
    toggleFullscreen(): void;
  };
}

/** The timer itself: big editable time, progress, controls, quick add, notices, live status. */
export function TimerCard({
  ref,
  snapshot,
  s,
  sound,
  announcement,
  fullscreen,
  fullscreenSupported,
  actions,
}: TimerCardProps) {
  const running = snapshot.status === "running";
  const active = snapshot.status !== "idle";
  const finished = snapshot.completedAt !== null || snapshot.endedWhileAway;

  return (
    <section
      ref={ref}
      aria-label={s.screenLabel}
      className="timer-card rounded-3xl border border-slate-400/50 p-4 sm:p-8"
      data-status={snapshot.status}
    >
      <TimeDisplay
        seconds={snapshot.seconds}
        editable={!running}
        onCommit={(seconds) => actions.set(seconds)}
        onEditStart={actions.editStart}
        labels={s.display}
      />

      <ProgressBar
        value={snapshot.progress}
        label={s.display.progressLabel}
        valueText={s.display.progressValue(snapshot.progress)}
        className="mt-6"
      />

      {finished && (
        <p className="mt-4 text-center text-2xl font-bold text-brand" data-testid="times-up">
          {snapshot.endedWhileAway ? s.completion.finishedWhileAway : s.completion.timesUp}
        </p>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <StartButton
          running={running}
          label={running ? s.controls.pause : snapshot.status === "paused" ? s.controls.resume : s.controls.start}
          onToggle={actions.toggle}
          unavailable={!running && snapshot.seconds === 0 ? s.controls.cannotStart : undefined}
        />
        <ResetButton label={s.controls.reset} onReset={actions.reset} className="justify-center" />
        {fullscreenSupported && (
          <FullscreenButton
            fullscreen={fullscreen}
            onToggle={actions.toggleFullscreen}
            label={{ enter: s.controls.fullScreen, exit: s.controls.exitFullScreen }}
            className="justify-center"
          />
        )}
        <VoiceToggle actions={actions} s={s} />
      </div>

      {!running && (
        <div
          role="group"
          aria-label={s.quickAdd.label}
          className="timer-fullscreen-hide mt-4 flex flex-wrap justify-center gap-2"
          data-testid="quick-add"
        >
          {quickAddSeconds.map((seconds) => (
            <button key={seconds} type="button" className="button-secondary" onClick={() => actions.add(seconds)}>
              <Icon node={Plus} className="h-4 w-4" />
              {s.quickAdd.items[seconds].label.replace(/^\+/, "")}
              <span className="sr-only"> ({s.quickAdd.items[seconds].ariaLabel})</span>
            </button>
          ))}
        </div>
      )}

      <SoundNotice active={active} sound={sound} s={s} />

      <p className="timer-fullscreen-hide mt-4 text-center text-sm text-muted">
        <span className="sr-only">{s.shortcuts.heading}: </span>
        {s.shortcuts.startPause} · {s.shortcuts.reset} · {s.shortcuts.fullScreen}
      </p>

      <p id="timer-status" role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        <span key={announcement.n}>{announcement.text}</span>
      </p>
    </section>
  );
}
