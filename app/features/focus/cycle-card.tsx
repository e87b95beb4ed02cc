import type { FocusText } from "@content/focus/ui";
import { formatPhaseTime } from "@core/focus-cycle";
import { LABEL_MAX } from "@core/focus-presets";
import { SkipForward } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { ProgressBar } from "~/ui/progress";
import { ResetButton } from "~/ui/reset-button";
import { StartButton } from "~/ui/start-button";
import type { CycleSnapshot } from "./cycle-store";

export interface CycleActions {
  toggle(): void;
  reset(): void;
  skip(): void;
  setLabel?(label: string): void;
}

/**
 * The tool: the phase's name, its time left, a progress bar with its value in words, where the
 * cycle stands (focus n of 4 and completed periods, or round n of N), the controls and, for a
 * pomodoro, the task label. Screen readers hear phase changes in the live region, not every tick.
 */
export function CycleCard({
  t,
  snapshot,
  announcement,
  actions,
}: {
  t: FocusText;
  snapshot: CycleSnapshot;
  announcement: { text: string; n: number };
  actions: CycleActions;
}) {
  const labelId = useId();
  const hintId = useId();
  const { plan, phase, status } = snapshot;
  const done = status === "done";
  const phaseName = done || !phase ? t.phase.done : t.phase[phase.kind];
  const running = status === "running";
  const started = running || status === "paused";
  const rounds = plan.type === "interval" ? plan.rounds : plan.longEvery;
  const where =
    plan.type === "pomodoro"
      ? t.cycle.focusOf(phase?.round ?? 1, rounds)
      : phase && phase.round > 0 && !done
        ? t.cycle.roundOf(phase.round, rounds)
        : null;
  const nextName = snapshot.next && !done ? t.phase[snapshot.next.kind] : null;

  return (
    <section
      aria-label={t.card}
      data-phase={done ? "done" : phase?.kind}
      className="rounded-3xl border border-slate-400/50 p-4 text-center sm:p-8"
    >
      <p className="text-2xl font-bold sm:text-3xl" data-testid="phase-name">
        {phaseName}
      </p>
      <div role="timer" aria-label={t.timerLabel} className="mt-2" data-testid="phase-time">
        <span className="time-display block text-[clamp(3.5rem,16vw,9rem)] leading-none font-semibold tracking-tight">
          {formatPhaseTime(snapshot.seconds)}
        </span>
      </div>
      <ProgressBar
        value={snapshot.progress}
        label={t.progress.label}
        valueText={t.progress.valueText(snapshot.progress, phaseName)}
        className="mt-6"
      />
      <p className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 text-lg" data-testid="cycle-count">
        {where && <span>{where}</span>}
        {plan.type === "pomodoro" && <span>{t.cycle.completed(snapshot.focusDone)}</span>}
        {nextName && <span className="text-muted">{t.cycle.next(nextName)}</span>}
      </p>

      {actions.setLabel && (
        <div className="mx-auto mt-5 max-w-md text-start">
          <label htmlFor={labelId} className="block font-semibold">
            {t.label.label}
          </label>
          <input
            id={labelId}
            type="text"
            maxLength={LABEL_MAX}
            value={snapshot.label}
            placeholder={t.label.placeholder}
            aria-describedby={hintId}
            onChange={(e) => actions.setLabel?.(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-400 bg-transparent px-3 py-2"
          />
          <p id={hintId} className="mt-1 text-sm text-muted">
            {t.label.hint}
          </p>
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <StartButton
          running={running}
          label={
            running ? t.controls.pause : done ? t.controls.restart : started ? t.controls.resume : t.controls.start
          }
          onToggle={actions.toggle}
        />
        <button
          type="button"
          className="button-secondary px-5 py-3 text-lg disabled:cursor-not-allowed disabled:opacity-60"
          onClick={actions.skip}
          disabled={done}
          aria-keyshortcuts="S"
        >
          <Icon node={SkipForward} className="h-5 w-5" />
          {t.controls.skip}
        </button>
        <ResetButton label={t.controls.reset} onReset={actions.reset} />
      </div>
      <p className="mt-4 text-sm text-muted">{t.controls.shortcuts}</p>
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="cycle-status">
        {announcement.text}
        {announcement.n % 2 === 1 ? "\u200b" : ""}
      </p>
    </section>
  );
}
