import type { TimersWords } from "@content/timers/text";
import type { Language } from "@core/settings";
import { durationInWords, formatHMS } from "@core/time-format";
import type { TimerColour } from "@core/timers";
import { Pause, Play, RotateCcw, X } from "lucide";
import { Icon } from "~/ui/icon";
import { memo } from "react";
import { ProgressBar } from "~/ui/progress";
import type { TimerRow as Row } from "./timers-store";

/** The stripe and dot of each palette colour: 3:1 or more against the card in both themes. */
export const colourClasses: Record<TimerColour, { stripe: string; dot: string }> = {
  blue: { stripe: "border-s-blue-600 dark:border-s-blue-400", dot: "bg-blue-600 dark:bg-blue-400" },
  green: { stripe: "border-s-green-700 dark:border-s-green-400", dot: "bg-green-700 dark:bg-green-400" },
  amber: { stripe: "border-s-amber-600 dark:border-s-amber-400", dot: "bg-amber-600 dark:bg-amber-400" },
  rose: { stripe: "border-s-rose-600 dark:border-s-rose-400", dot: "bg-rose-600 dark:bg-rose-400" },
  violet: { stripe: "border-s-violet-600 dark:border-s-violet-400", dot: "bg-violet-600 dark:bg-violet-400" },
  slate: { stripe: "border-s-slate-500 dark:border-s-slate-400", dot: "bg-slate-500 dark:bg-slate-400" },
};

export interface RowActions {
  toggle(id: string): void;
  reset(id: string): void;
  remove(id: string): void;
}

/** One timer: its label, time, progress and its own controls, each named after the label. */
export const TimerRowView = memo(function TimerRowView({
  row,
  t,
  language,
  actions,
}: {
  row: Row;
  t: TimersWords;
  language: Language;
  actions: RowActions;
}) {
  const { entry, seconds, progress } = row;
  const { id, label, state } = entry;
  const running = state.status === "running";
  const ended = entry.endedAt !== null;
  const status = ended ? (entry.missed ? t.list.status.missed : t.list.status.ended) : t.list.status[state.status];
  const toggleLabel = running
    ? t.list.pause(label)
    : state.status === "paused"
      ? t.list.resume(label)
      : t.list.start(label);
  const toggleText = running ? t.list.pauseText : state.status === "paused" ? t.list.resumeText : t.list.startText;
  const headingId = `timer-${id}-label`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="timer-row"
      data-status={state.status}
      data-ended={ended ? "true" : undefined}
      className={`rounded-2xl border border-s-8 border-slate-200 bg-white p-4 text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50 ${colourClasses[entry.colour].stripe}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold break-words" data-testid="timer-label">
          {label}
        </h3>
        <p className={`text-sm font-semibold ${ended && !entry.missed ? "text-brand" : "text-muted"}`}>{status}</p>
      </div>
      <p className="mt-1 font-mono text-4xl font-bold tabular-nums" data-testid="timer-time">
        {formatHMS(seconds)}
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm text-muted">
        <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${colourClasses[entry.colour].dot}`} />
        {durationInWords(entry.seconds, language)} · {t.colours[entry.colour]} · {t.sounds[entry.sound]}
      </p>
      <ProgressBar
        value={progress}
        label={t.list.progress(label)}
        valueText={`${Math.round(progress)}%`}
        className="mt-3"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          id={`timer-${id}-toggle`}
          className="button-primary justify-center"
          aria-label={toggleLabel}
          onClick={() => actions.toggle(id)}
        >
          {running ? <Icon node={Pause} className="h-4 w-4" /> : <Icon node={Play} className="h-4 w-4" />}
          {toggleText}
        </button>
        <button
          type="button"
          id={`timer-${id}-reset`}
          className="button-secondary justify-center"
          aria-label={t.list.reset(label)}
          onClick={() => actions.reset(id)}
        >
          <Icon node={RotateCcw} className="h-4 w-4" />
          {t.list.resetText}
        </button>
        <button
          type="button"
          id={`timer-${id}-remove`}
          className="button-secondary justify-center"
          aria-label={t.list.remove(label)}
          onClick={() => actions.remove(id)}
        >
          <Icon node={X} className="h-4 w-4" />
          {t.list.removeText}
        </button>
      </div>
    </li>
  );
});
