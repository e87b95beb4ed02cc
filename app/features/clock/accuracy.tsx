import type { ClockText } from "@content/clock/text";
import { describeClockOffset } from "@core/clock-offset";
import { Gauge } from "lucide-react";
import type { ClockStatus } from "~/lib/server-time";

/** "Your clock is 1.3 s ahead (±0.05 s)" — or exact, or why it could not be checked. */
export function ClockAccuracy({ status, s }: { status: ClockStatus; s: ClockText }) {
  let text: string;
  let note = false;
  if (status.state === "measured") {
    const verdict = describeClockOffset(status.offset);
    if (verdict.kind === "exact") text = s.accuracy.exact(verdict.uncertaintySeconds);
    else {
      text = s.accuracy[verdict.kind](verdict.seconds, verdict.uncertaintySeconds);
      note = true;
    }
  } else if (status.state === "failed") text = s.accuracy.failed;
  else text = s.accuracy.measuring;
  return (
    <p
      className="mt-4 flex min-h-12 items-start justify-center gap-2 text-center text-sm sm:min-h-6"
      role="status"
      data-testid="clock-accuracy"
      data-state={status.state}
    >
      <Gauge aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        {text}
        {note && ` ${s.accuracy.note}`}
      </span>
    </p>
  );
}
