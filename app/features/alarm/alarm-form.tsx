import { weekdayName, type AlarmText } from "@content/alarm/text";
import { localeOf } from "@content/i18n/locale";
import { settingsText } from "@content/settings/text";
import { useI18n, useText } from "~/lib/i18n";
import { alarmPresets, minutesOfDay, toDateTimeLocal } from "@core/alarm";
import { ALARM_LABEL_MAX, alarmLabelSchema, type NewAlarm } from "@core/alarm-list";
import { nextRing, weekdays, type Weekday } from "@core/alarm-schedule";
import type { Language } from "@core/settings";
import { soundNames } from "@core/sounds";
import { AlarmClock } from "lucide";
import { Icon } from "~/ui/icon";
import { startTransition, useEffect, useId, useState, type ReactNode } from "react";
import { serverNow } from "~/lib/server-time";
import { useSettings } from "~/lib/preferences";
import { Card, SectionTitle } from "~/ui/card";
import { localZone } from "./alarm-store";
import { Field } from "~/ui/field";

const mutedText = "text-sm text-slate-700 dark:text-slate-300";

/**
 * The Set Alarm card, then `children` (the list), then the popular alarms (docs/product.md, Alarm). `time` ("HH:MM", from
 * `/alarm/{time}`) pre-fills a new alarm with its next occurrence; a `?label=` in the link fills the
 * label when it is valid, and is refused with a message when it is too long.
 */
export function AlarmForm({
  s,
  time,
  hydrated,
  onAdd,
  note,
  children,
}: {
  s: AlarmText;
  language: Language;
  time: string | undefined;
  hydrated: boolean;
  onAdd(input: NewAlarm): boolean;
  /** A hint under the form (notifications). */
  note: string | null;
  /** What goes between the form and the popular alarms (the list). */
  children: ReactNode;
}) {
  const settingsWords = useText(settingsText);
  const { language } = useI18n();
  const settings = useSettings();
  const ids = { help: useId(), labelHelp: useId(), repeat: useId() };
  const formHeadingId = useId();
  const presetsHeadingId = useId();
  const [value, setValue] = useState("");
  const [label, setLabel] = useState("");
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [sound, setSound] = useState<string | null>(null);
  const [days, setDays] = useState<Weekday[]>([]);
  const chosenSound = sound ?? settings.sound;
  const labelTooLong = !alarmLabelSchema.safeParse(label).success;

  // After hydration (the server knows neither the date nor the zone): the URL's time and label.
  useEffect(() => {
    if (!hydrated) return;
    // Rendered as a transition, in small tasks, like every value read after hydration (decision 062).
    startTransition(() => {
      if (time) {
        const at = nextRing({ minutes: minutesOfDay(time) ?? 0, days: [], from: null }, serverNow(), localZone());
        setValue(toDateTimeLocal(at));
      }
      const fromLink = new URLSearchParams(window.location.search).get("label");
      if (fromLink === null) return;
      if (alarmLabelSchema.safeParse(fromLink).success) setLabel(fromLink.trim());
      else setLinkProblem(s.form.linkLabelTooLong(fromLink.length));
    });
  }, [hydrated, time, s]);

  const reset = () => {
    setLabel("");
    setDays([]);
    setLinkProblem(null);
  };
  const common = { label, days, sound: chosenSound };

  return (
    <>
      <Card labelledBy={formHeadingId}>
        <SectionTitle id={formHeadingId}>{s.form.heading}</SectionTitle>
        <form
          noValidate
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
            const input = { ...common, time: match?.[2] ?? "", from: match?.[1] ?? null };
            if (onAdd(input)) reset();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={s.form.input} labelClassName="font-semibold" className="content-start">
              {(control) => (
                <input
                  {...control}
                  type="datetime-local"
                  className="field"
                  value={value}
                  min={hydrated ? toDateTimeLocal(serverNow()) : undefined}
                  onChange={(event) => setValue(event.target.value)}
                  aria-describedby={ids.help}
                  data-testid="alarm-input"
                />
              )}
            </Field>
            <Field label={s.form.label} labelClassName="font-semibold" className="content-start">
              {(control) => (
                <>
                  <input
                    {...control}
                    type="text"
                    className="field"
                    value={label}
                    autoComplete="off"
                    onChange={(event) => setLabel(event.target.value)}
                    aria-invalid={labelTooLong || undefined}
                    aria-describedby={ids.labelHelp}
                  />
                  <p id={ids.labelHelp} className={mutedText} aria-live="polite">
                    {labelTooLong ? (
                      <strong className="text-red-700 dark:text-red-300">{s.form.labelTooLong}</strong>
                    ) : (
                      s.form.labelHelp
                    )}{" "}
                    {label.length > ALARM_LABEL_MAX - 10 && `(${label.length}/${ALARM_LABEL_MAX})`}
                  </p>
                  {linkProblem && (
                    <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
                      {linkProblem}
                    </p>
                  )}
                </>
              )}
            </Field>
            <Field label={s.form.sound} labelClassName="font-semibold" className="content-start">
              {(control) => (
                <select
                  {...control}
                  className="field"
                  value={chosenSound}
                  onChange={(event) => setSound(event.target.value)}
                >
                  {soundNames.map((name) => (
                    <option key={name} value={name}>
                      {settingsWords.sounds[name]}
                    </option>
                  ))}
                  {settings.sound === "custom" && <option value="custom">{settingsWords.panel.custom}</option>}
                </select>
              )}
            </Field>
            <fieldset className="grid content-start gap-1" aria-describedby={ids.repeat}>
              <legend className="font-semibold">{s.form.repeat}</legend>
              <div className="flex flex-wrap gap-1.5">
                {weekdays.map((day) => {
                  const on = days.includes(day);
                  return (
                    <button
                      key={day}
                      type="button"
                      aria-pressed={on}
                      className={`min-w-11 rounded-full border px-2.5 py-1.5 text-sm font-semibold ${
                        on
                          ? "border-brand bg-brand text-white dark:text-slate-900"
                          : "border-slate-400 hover:border-brand dark:border-slate-500"
                      }`}
                      onClick={() => setDays((list) => (on ? list.filter((d) => d !== day) : [...list, day]))}
                    >
                      <span aria-hidden="true">{weekdayName(localeOf[language], day, "short")}</span>
                      <span className="sr-only">{weekdayName(localeOf[language], day, "long")}</span>
                    </button>
                  );
                })}
              </div>
              <p id={ids.repeat} className={mutedText}>
                {s.form.repeatHelp}
              </p>
            </fieldset>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="button-primary justify-center px-6 py-3" disabled={!value}>
              <Icon node={AlarmClock} className="h-5 w-5" />
              {s.form.set}
            </button>
            <p id={ids.help} className={mutedText}>
              {s.form.help} {s.form.keepOpen}
            </p>
          </div>
        </form>
        {note && <p className={`mt-2 ${mutedText}`}>{note}</p>}
      </Card>

      {children}

      <Card labelledBy={presetsHeadingId}>
        <SectionTitle id={presetsHeadingId}>{s.presets.heading}</SectionTitle>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {alarmPresets.map((preset) => (
            <li key={preset.slug}>
              <button
                type="button"
                className="flex h-full w-full flex-col items-start gap-1 rounded-xl border border-slate-300 p-3 text-start hover:border-brand hover:bg-brand-soft dark:border-slate-600 dark:hover:bg-slate-800"
                data-testid={`preset-${preset.slug}`}
                onClick={() => {
                  // Today's (or tomorrow's) occurrence, with the label, sound and days chosen above.
                  const at = nextRing(
                    { minutes: minutesOfDay(preset.time) ?? 0, days: [], from: null },
                    serverNow(),
                    localZone(),
                  );
                  const from = days.length === 0 ? toDateTimeLocal(at).slice(0, 10) : null;
                  if (onAdd({ ...common, time: preset.time, from })) {
                    if (days.length === 0) setValue(toDateTimeLocal(at));
                    reset();
                  }
                }}
              >
                <span className="font-semibold">{s.presets.title(preset.time)}</span>
                <span className={mutedText}>{s.presets.part[preset.part]}</span>
              </button>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
