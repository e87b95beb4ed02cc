import { Maximize, Minimize } from "lucide";
import { Icon } from "~/ui/icon";

/**
 * The F button of a tool card: one icon button whose name says what a press does now. Rendered
 * only where the Fullscreen API exists (useFullscreen's `supported`).
 */
export function FullscreenButton({
  fullscreen,
  onToggle,
  label,
  className = "",
}: {
  fullscreen: boolean;
  onToggle(): void;
  label: { enter: string; exit: string };
  className?: string;
}) {
  const name = fullscreen ? label.exit : label.enter;
  return (
    <button
      type="button"
      className={`button-secondary px-4 py-3 ${className}`.trim()}
      onClick={onToggle}
      aria-keyshortcuts="F"
      aria-label={name}
      title={name}
    >
      {fullscreen ? <Icon node={Minimize} className="h-5 w-5" /> : <Icon node={Maximize} className="h-5 w-5" />}
    </button>
  );
}
