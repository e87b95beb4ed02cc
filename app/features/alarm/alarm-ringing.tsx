import type { AlarmText } from "@content/alarm/text";
import { SNOOZE_MINUTES, type SnoozeMinutes } from "@core/alarm-list";
import { AlarmClockOff, BellRing } from "lucide";
import { Icon } from "~/ui/icon";
import { useEffect, useId, useRef } from "react";

/**
 * The ringing alarm, shown above everything with its label (docs/product.md, Alarm): Snooze 5 or
 * 10 minutes, or Stop. Focus moves to Stop, so a keyboard or screen-reader user answers it at once.
 */
export function AlarmRinging({
  s,
  name,
  time,
  onSnooze,
  onStop,
}: {
  s: AlarmText;
  name: string;
  time: string;
  onSnooze(minutes: SnoozeMinutes): void;
  onStop(): void;
}) {
  const headingId = useId();
  const stopRef = useRef<HTMLButtonElement>(null);
  useEffect(() => stopRef.current?.focus(), [name, time]);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border-4 border-amber-600 bg-amber-50 p-5 text-center text-amber-950 shadow-lg sm:p-8 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
      data-testid="alarm-ringing"
    >
      <p className="flex items-center justify-center gap-2 text-lg font-semibold">
        <Icon node={BellRing} className="h-6 w-6 motion-safe:animate-bounce" />
        {s.ring.heading}
      </p>
      <h2 id={headingId} className="mt-2 text-4xl font-bold tracking-tight break-words sm:text-5xl">
        {name}
      </h2>
      <p className="time-display mt-2 text-2xl font-semibold">{time}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {SNOOZE_MINUTES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="button-secondary justify-center px-5 py-3"
            onClick={() => onSnooze(minutes)}
          >
            {s.ring.snooze(minutes)}
          </button>
        ))}
        <button ref={stopRef} type="button" className="button-primary justify-center px-8 py-3" onClick={onStop}>
          <Icon node={AlarmClockOff} className="h-5 w-5" />
          {s.ring.stop}
        </button>
      </div>
    </section>
  );
}
