import { Check } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";

/** A radio group of colour swatches; each has its colour's name as its accessible name. */
export function Swatches({
  label,
  colors,
  names,
  value,
  onChange,
}: {
  label: string;
  colors: readonly string[];
  names: Record<string, string>;
  value: string;
  onChange: (color: string) => void;
}) {
  const labelId = useId();
  const name = useId();
  const current = value.toUpperCase();
  return (
    <div className="grid gap-2">
      <p id={labelId} className="font-semibold">
        {label}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-3">
        {colors.map((color) => {
          const checked = current === color;
          const light = isLightColor(color);
          return (
            <label key={color} className="relative cursor-pointer" title={names[color] ?? color}>
              <input
                type="radio"
                name={name}
                value={color}
                checked={checked}
                onChange={() => onChange(color)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full border-2 border-slate-400 shadow-sm peer-checked:ring-3 peer-checked:ring-brand peer-checked:ring-offset-2 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-amber-500 dark:border-slate-500 dark:ring-offset-slate-900"
                style={{ backgroundColor: color }}
              >
                {checked && <Icon node={Check} className={`h-5 w-5 ${light ? "text-slate-900" : "text-white"}`} />}
              </span>
              <span className="sr-only">{names[color] ?? color}</span>
            </label>
          );
        })}
      </div>
    </div>
  );
}

function isLightColor(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}
