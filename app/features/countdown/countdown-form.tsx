import type { CountdownText } from "@content/countdown/text";
import { timezoneOptions } from "@core/cities";
import { COUNTDOWN_TITLE_MAX, countdownPath } from "@core/countdown";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Card, SectionTitle } from "~/ui/card";

export interface FormValues {
  date: string;
  time: string;
  zone: string;
  title: string;
}

/**
 * The countdown maker. Submitting puts the moment in the URL (`/countdown?to=…&tz=…&title=…`), the
 * page's only state, so the address bar is the share link. Without script the same form is a GET
 * that the loader turns into that URL.
 */
export function CountdownForm({ initial, text }: { initial: FormValues; text: CountdownText }) {
  const [values, setValues] = useState(initial);
  const navigate = useNavigate();
  const headingId = useId();
  const ids = { date: useId(), time: useId(), zone: useId(), zoneHelp: useId(), title: useId(), zones: useId() };
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(countdownPath(`${values.date}T${values.time}`, values.zone.trim(), values.title), {
      preventScrollReset: true,
    });
  };
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{text.form.heading}</SectionTitle>
      <form method="get" action="/countdown" onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={ids.date} className="font-medium">
            {text.form.date}
          </label>
          <input
            id={ids.date}
            name="date"
            type="date"
            required
            className="field"
            value={values.date}
            onChange={set("date")}
            min="1970-01-01"
            max="2200-12-31"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.time} className="font-medium">
            {text.form.time}
          </label>
          <input
            id={ids.time}
            name="time"
            type="time"
            required
            className="field"
            value={values.time}
            onChange={set("time")}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.zone} className="font-medium">
            {text.form.zone}
          </label>
          <input
            id={ids.zone}
            name="tz"
            required
            className="field"
            list={ids.zones}
            value={values.zone}
            onChange={set("zone")}
            aria-describedby={ids.zoneHelp}
            autoComplete="off"
            spellCheck={false}
          />
          <datalist id={ids.zones}>
            {timezoneOptions.map((option) => (
              <option key={option.value} value={option.value} />
            ))}
          </datalist>
          <p id={ids.zoneHelp} className="text-sm text-muted">
            {text.form.zoneHelp}
          </p>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.title} className="font-medium">
            {text.form.title}
          </label>
          <input
            id={ids.title}
            name="title"
            className="field"
            maxLength={COUNTDOWN_TITLE_MAX}
            value={values.title}
            onChange={set("title")}
          />
        </div>
        <p className="sm:col-span-2">
          <button type="submit" className="button-primary">
            {text.form.submit}
          </button>
        </p>
      </form>
    </Card>
  );
}
