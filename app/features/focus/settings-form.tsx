import type { FocusText } from "@content/focus/ui";
import { readSetting, settingLimits, type SettingField } from "@core/focus-presets";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Card, SectionTitle } from "~/ui/card";

type Values<F extends SettingField> = Record<F, number>;

/**
 * A form of whole-number settings, each checked against its bounds (core/focus-presets) when
 * submitted: a bad field says why next to itself and nothing changes. Used by the pomodoro's
 * settings and the interval builder.
 */
export function SettingsForm<F extends SettingField>({
  t,
  heading,
  intro,
  fields,
  values,
  disabled,
  submitLabel,
  onSubmit,
  children,
  footer,
}: {
  t: FocusText;
  heading: string;
  intro: string;
  fields: readonly F[];
  values: Values<F>;
  disabled: boolean;
  submitLabel: string;
  onSubmit(values: Values<F>, form: HTMLFormElement): void;
  /** Extra controls inside the form (the auto-start switch). */
  children?: ReactNode;
  /** Below the form (the builder's share link). */
  footer?: ReactNode;
}) {
  const headingId = useId();
  const baseId = useId();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [message, setMessage] = useState("");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const next: Partial<Record<F, string>> = {};
    const read = { ...values };
    for (const field of fields) {
      const value = readSetting(field, String(data.get(field) ?? ""));
      const { min, max } = settingLimits[field];
      if (typeof value === "number") read[field] = value;
      else next[field] = t.settings.error(t.settings.fields[field], min, max);
    }
    setErrors(next);
    const bad = fields.find((f) => next[f]);
    if (bad) {
      setMessage("");
      (form.elements.namedItem(bad) as HTMLInputElement | null)?.focus();
      return;
    }
    onSubmit(read, form);
    setMessage(t.settings.saved);
  };

  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{heading}</SectionTitle>
      <p className="mt-2 text-muted">{intro}</p>
      <form onSubmit={submit} noValidate className="mt-4">
        <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => {
            const id = `${baseId}-${field}`;
            const error = errors[field];
            const { min, max } = settingLimits[field];
            return (
              <div key={`${field}-${values[field]}`}>
                <label htmlFor={id} className="block font-semibold">
                  {t.settings.fields[field]} <span className="font-normal text-muted">({t.settings.units[field]})</span>
                </label>
                <input
                  id={id}
                  name={field}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  max={max}
                  step={1}
                  defaultValue={values[field]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className="mt-1 w-full rounded-lg border border-slate-400 bg-transparent px-3 py-2 aria-invalid:border-red-600"
                />
                {error && (
                  <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {children}
          <div className="sm:col-span-2">
            <button type="submit" className="button-primary px-5 py-2">
              {submitLabel}
            </button>
          </div>
        </fieldset>
        {disabled && <p className="mt-3 text-sm">{t.settings.whileRunning}</p>}
        <p className="mt-3 text-sm" role="status">
          {message}
        </p>
      </form>
      {footer}
    </Card>
  );
}
