import type { TimersWords } from "@content/timers/text";
import { soundNames, type SoundName } from "@core/sounds";
import { MAX_TIMERS, TIMER_LABEL_MAX, timerColours, type TimerColour, type TimerDraft } from "@core/timers";
import { Plus } from "lucide";
import { Icon } from "~/ui/icon";
import { useId, useState, type FormEvent } from "react";
import { Card, SectionTitle } from "~/ui/card";
import { schema } from "./schema";

/**
 * The form that adds a labelled timer. It works before the page's script has loaded only as far
 * as HTML goes (nothing is added without script); the same zod rules as a shared link decide
 * (core/timers), and what is wrong is said next to the form.
 */
export function AddForm({
  t,
  count,
  onAdd,
}: {
  t: TimersWords;
  /** How many timers the visitor has, or null before they were read. */
  count: number | null;
  onAdd(draft: TimerDraft): void;
}) {
  const id = useId();
  const [label, setLabel] = useState("");
  const [hours, setHours] = useState("0");
  const [minutes, setMinutes] = useState("5");
  const [seconds, setSeconds] = useState("0");
  const [colour, setColour] = useState<TimerColour | null>(null);
  const [sound, setSound] = useState<SoundName>("beep");
  const [problem, setProblem] = useState<string | null>(null);
  const n = (count ?? 0) + 1;
  // Each new timer gets the next colour unless the visitor picks one.
  const shownColour = colour ?? timerColours[(n - 1) % timerColours.length]!;
  const full = count !== null && count >= MAX_TIMERS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checks = schema();
    // Before the stored timers were read (a click during the first moments) there is nothing to add to.
    if (count === null || !checks) return;
    if (full) return setProblem(t.form.full(MAX_TIMERS));
    const number = (text: string) => (text.trim() === "" ? 0 : Number(text));
    const total = number(hours) * 3600 + number(minutes) * 60 + number(seconds);
    const result = checks.parseDraft({
      label: label.trim() || t.form.defaultLabel(n),
      seconds: Number.isFinite(total) ? total : -1,
      colour: shownColour,
      sound,
    });
    if (!result.ok) {
      setProblem(
        result.problem === "label"
          ? t.form.problems.label(TIMER_LABEL_MAX)
          : result.problem === "duration"
            ? t.form.problems.duration
            : t.form.problems.other,
      );
      return;
    }
    setProblem(null);
    setLabel("");
    setColour(null);
    onAdd(result.draft);
  };

  const field = "field w-full";
  return (
    <Card labelledBy={`${id}-heading`}>
      <SectionTitle id={`${id}-heading`}>{t.form.heading}</SectionTitle>
      <form
        className="mt-4 grid gap-4"
        onSubmit={submit}
        noValidate
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-label`} className="font-semibold">
            {t.form.label}
          </label>
          <input
            id={`${id}-label`}
            className={field}
            value={label}
            placeholder={t.form.defaultLabel(n)}
            maxLength={TIMER_LABEL_MAX}
            aria-describedby={`${id}-label-help`}
            onChange={(e) => setLabel(e.target.value)}
          />
          <p id={`${id}-label-help`} className="text-sm text-muted">
            {t.form.labelHelp}
          </p>
        </div>
        <fieldset className="grid gap-1">
          <legend className="font-semibold">{t.form.duration}</legend>
          <div className="grid grid-cols-3 gap-3">
            {(
              [
                ["hours", t.form.hours, hours, setHours, 99],
                ["minutes", t.form.minutes, minutes, setMinutes, 59],
                ["seconds", t.form.seconds, seconds, setSeconds, 59],
              ] as const
            ).map(([key, name, value, set, max]) => (
              <div key={key} className="grid gap-1">
                <label htmlFor={`${id}-${key}`} className="text-sm">
                  {name}
                </label>
                <input
                  id={`${id}-${key}`}
                  className={field}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={max}
                  step={1}
                  value={value}
                  onChange={(e) => set(e.target.value)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <label htmlFor={`${id}-colour`} className="font-semibold">
              {t.form.colour}
            </label>
            <select
              id={`${id}-colour`}
              className={field}
              value={shownColour}
              onChange={(e) => setColour(e.target.value as TimerColour)}
            >
              {timerColours.map((c) => (
                <option key={c} value={c}>
                  {t.colours[c]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-sound`} className="font-semibold">
              {t.form.sound}
            </label>
            <select
              id={`${id}-sound`}
              className={field}
              value={sound}
              onChange={(e) => setSound(e.target.value as SoundName)}
            >
              {soundNames.map((name) => (
                <option key={name} value={name}>
                  {t.sounds[name]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="font-semibold text-red-700 dark:text-red-300">
            {problem}
          </p>
        )}
        <div>
          <button type="submit" className="button-primary">
            <Icon node={Plus} className="h-4 w-4" />
            {t.form.add}
          </button>
        </div>
      </form>
    </Card>
  );
}
