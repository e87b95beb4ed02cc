import type { CountdownText } from "@content/countdown/text";
import { countdownParts } from "@core/holidays";
import { useId } from "react";
import { Card, SectionTitle } from "~/ui/card";

/**
 * Days, hours, minutes and seconds until `instant`, derived from the clock each render. Screen
 * readers hear only the moments that matter (one minute left, the moment itself), never each tick.
 */
export function CountdownDisplay(props: { instant: number; now: number; title: string; text: CountdownText }) {
  const { instant, now, title, text } = props;
  const headingId = useId();
  const parts = countdownParts(instant, now);
  const left = instant - now;
  const reached = left <= 0;
  const announcement = reached ? text.reached(title) : left <= 60_000 ? text.oneMinute(title) : "";
  const units = [
    { key: "days", value: parts.days, label: text.units.days },
    { key: "hours", value: parts.hours, label: text.units.hours },
    { key: "minutes", value: parts.minutes, label: text.units.minutes },
    { key: "seconds", value: parts.seconds, label: text.units.seconds },
  ] as const;
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{text.countdownLabel(title)}</SectionTitle>
      <div role="timer" aria-labelledby={headingId} className="mt-4 grid grid-cols-4 gap-2 sm:gap-4">
        {units.map((unit) => (
          <div key={unit.key} className="grid justify-items-center rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
            <span
              className="time-display text-3xl font-bold tabular-nums sm:text-5xl"
              data-testid={`countdown-${unit.key}`}
            >
              {unit.key === "days" ? unit.value : String(unit.value).padStart(2, "0")}
            </span>
            <span className="text-sm">{unit.label}</span>
          </div>
        ))}
      </div>
      <p aria-live="polite" className="mt-4 min-h-7 text-lg font-semibold" data-testid="countdown-status">
        {reached ? text.reached(title) : announcement}
      </p>
    </Card>
  );
}
