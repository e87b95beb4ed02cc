import { RotateCcw } from "lucide";
import { Icon } from "~/ui/icon";

/** The R button of a tool card: back to the start, the same look and shortcut on every tool. */
export function ResetButton({
  label,
  onReset,
  disabled,
  className = "",
}: {
  label: string;
  onReset(): void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`button-secondary px-5 py-3 text-lg disabled:cursor-not-allowed disabled:opacity-60 ${className}`.trim()}
      onClick={onReset}
      disabled={disabled}
      aria-keyshortcuts="R"
    >
      <Icon node={RotateCcw} className="h-5 w-5" />
      {label}
    </button>
  );
}
