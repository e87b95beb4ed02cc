import { Maximize, Minimize } from "lucide-react";

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
      {fullscreen ? (
        <Minimize aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Maximize aria-hidden="true" className="h-5 w-5" />
      )}
    </button>
  );
}
