import type { ClockText } from "@content/clock/text";
import { describeClockOffset } from "@core/clock-offset";
import { Gauge } from "lucide";
import { Icon } from "~/ui/icon";
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
    // A box of fixed width with the icon at its start: when "Checking…" becomes the verdict, only
    // the text inside changes and nothing moves (no layout shift, as a centred line would have).
    <p
      className="mx-auto mt-4 flex min-h-12 max-w-sm items-start gap-2 text-start text-sm sm:min-h-6"
      role="status"
      data-testid="clock-accuracy"
      data-state={status.state}
    >
      <Icon node={Gauge} className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="flex-1">
        {text}
        {note && ` ${s.accuracy.note}`}
      </span>
    </p>
  );
}
