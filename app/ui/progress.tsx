/** A determinate progress bar with its ARIA values (0–100). */
export function ProgressBar({
  value,
  label,
  valueText,
  className = "",
}: {
  value: number;
  label: string;
  /** What a screen reader says for the value, e.g. "40% elapsed". */
  valueText?: string;
  className?: string;
}) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={"h-3 w-full overflow-hidden rounded-full bg-slate-300/70 dark:bg-slate-700 " + className}
    >
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-300 ease-linear motion-reduce:transition-none"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
