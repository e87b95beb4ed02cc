import type { StopwatchText } from "@content/stopwatch/text";
import { formatHMS } from "@core/time-format";
import { presetById, presetPhase, stopwatchPresets, type StopwatchPresetId } from "@core/stopwatch";
import { Target, X } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { Card, SectionTitle } from "~/ui/card";
import { ProgressBar } from "~/ui/progress";

/** The six preset cards: choosing one gives the stopwatch a target and cues (it keeps running). */
export function Presets({
  s,
  active,
  onChoose,
}: {
  s: StopwatchText;
  active: StopwatchPresetId | null;
  onChoose(id: StopwatchPresetId | null): void;
}) {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{s.presets.heading}</SectionTitle>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{s.presets.intro}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {stopwatchPresets.map((preset) => {
          const item = s.presets.items[preset.id];
          const on = active === preset.id;
          return (
            <li
              key={preset.id}
              className={
                "flex flex-col gap-2 rounded-xl border p-4 " +
                (on ? "border-brand bg-brand-soft" : "border-slate-300 dark:border-slate-600")
              }
            >
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Icon node={Target} className="h-5 w-5 text-brand" />
                {item.name}
              </h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
              <p className="text-sm font-semibold">{s.presets.target(formatHMS(preset.targetMs / 1000))}</p>
              <button
                type="button"
                className={(on ? "button-primary" : "button-secondary") + " mt-auto justify-center"}
                aria-pressed={on}
                aria-label={`${on ? s.presets.active : s.presets.use}: ${item.name}`}
                onClick={() => onChoose(on ? null : preset.id)}
              >
                {on ? s.presets.active : s.presets.use}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** Where the chosen preset stands: phase, round, time to the next cue and progress to the target. */
export function PresetPanel({
  s,
  presetId,
  elapsedMs,
  onClear,
}: {
  s: StopwatchText;
  presetId: StopwatchPresetId;
  elapsedMs: number;
  onClear(): void;
}) {
  const preset = presetById(presetId);
  if (!preset) return null;
  const phase = presetPhase(preset, elapsedMs);
  const name = s.presets.items[preset.id].name;
  const label =
    phase.kind === "done"
      ? s.presets.phase.done
      : phase.round !== undefined && phase.rounds !== undefined
        ? `${s.presets.phase[phase.kind]} · ${s.presets.roundOf(phase.round, phase.rounds)}`
        : s.presets.phase.running;
  return (
    <div
      className="mt-6 rounded-xl border border-brand bg-brand-soft p-4 text-slate-900 [:fullscreen_&]:text-xl dark:text-slate-50"
      aria-label={s.presets.panel}
      role="group"
      data-testid="preset-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {name} · {s.presets.target(formatHMS(preset.targetMs / 1000))}
        </p>
        <button
          type="button"
          className="icon-button"
          onClick={onClear}
          aria-label={s.presets.clear}
          title={s.presets.clear}
        >
          <Icon node={X} className="h-4 w-4" />
        </button>
      </div>
      <p className="mt-1 text-lg font-bold" data-testid="preset-phase">
        {label}
      </p>
      {phase.kind !== "done" && <p className="text-sm">{s.presets.nextCue(formatHMS(phase.nextInMs / 1000))}</p>}
      <ProgressBar
        value={phase.progress}
        label={s.presets.progress}
        valueText={`${Math.round(phase.progress)}%`}
        className="mt-3 [&>div]:transition-none"
      />
    </div>
  );
}
