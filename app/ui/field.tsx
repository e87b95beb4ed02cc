import { useId, type ReactNode } from "react";

/** What a field hands its control: the id its label points at and, while it is wrong, the error's wiring. */
export interface FieldControl {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * A labelled form control with its error below it: one shape for every form, so a label always
 * points at its control and an error is always announced with it (aria-describedby).
 */
export function Field({
  label,
  error,
  className = "",
  labelClassName = "font-semibold",
  children,
}: {
  label: ReactNode;
  /** Shown under the control and tied to it while set. */
  error?: ReactNode;
  /** Classes added to the field's grid (width, flex). */
  className?: string;
  labelClassName?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const wiring: Omit<FieldControl, "id"> = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <div className={`grid gap-1 ${className}`.trim()}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({ id, ...wiring })}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
