import type { CountdownText } from "@content/countdown/text";
import { timezoneOptions } from "@core/cities";
import { COUNTDOWN_TITLE_MAX, countdownPath } from "@core/countdown";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useLocalePath } from "~/lib/i18n";
import { Card, SectionTitle } from "~/ui/card";
import { Field } from "~/ui/field";

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
  const to = useLocalePath();
  const headingId = useId();
  const ids = { zoneHelp: useId(), zones: useId() };
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(to(countdownPath(`${values.date}T${values.time}`, values.zone.trim(), values.title)), {
      preventScrollReset: true,
    });
  };
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{text.form.heading}</SectionTitle>
      <form method="get" action={to("/countdown")} onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={text.form.date}>
          {(control) => (
            <input
              {...control}
              name="date"
              type="date"
              required
              className="field"
              value={values.date}
              onChange={set("date")}
              min="1970-01-01"
              max="2200-12-31"
            />
          )}
        </Field>
        <Field label={text.form.time}>
          {(control) => (
            <input
              {...control}
              name="time"
              type="time"
              required
              className="field"
              value={values.time}
              onChange={set("time")}
            />
          )}
        </Field>
        <Field label={text.form.zone}>
          {(control) => (
            <>
              <input
                {...control}
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
            </>
          )}
        </Field>
        <Field label={text.form.title}>
          {(control) => (
            <input
              {...control}
              name="title"
              className="field"
              maxLength={COUNTDOWN_TITLE_MAX}
              value={values.title}
              onChange={set("title")}
            />
          )}
        </Field>
        <p className="sm:col-span-2">
          <button type="submit" className="button-primary">
            {text.form.submit}
          </button>
        </p>
      </form>
    </Card>
  );
}
