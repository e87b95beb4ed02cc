import { Pause, Play } from "lucide";
import { Icon } from "~/ui/icon";

/**
 * The Space button of a tool card: Pause while running, otherwise the word the tool gives (Start,
 * Resume, Restart). `unavailable` keeps it focusable but says why it does nothing (aria-disabled).
 */
export function StartButton({
  running,
  label,
  onToggle,
  unavailable,
}: {
  running: boolean;
  label: string;
  onToggle(): void;
  unavailable?: string;
}) {
  return (
    <button
      type="button"
      className="button-primary min-w-36 justify-center px-6 py-3 text-lg aria-disabled:opacity-60"
      onClick={onToggle}
      aria-disabled={unavailable ? true : undefined}
      title={unavailable}
      aria-keyshortcuts="Space"
    >
      {running ? <Icon node={Pause} className="h-5 w-5" /> : <Icon node={Play} className="h-5 w-5" />}
      {label}
    </button>
  );
}
