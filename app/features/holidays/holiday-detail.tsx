import { holidayName, holidaysText } from "@content/holidays/text";
import { formatHolidayDate, holidayWeekday } from "@content/holidays/dates";
import { countryName } from "@core/country-names";
import { countdownParts, countryInfo, holidayBySlug, type HolidayOccurrence } from "@core/holidays";
import { ArrowLeft } from "lucide";
import { Icon } from "~/ui/icon";
import { useEffect, useId, useState } from "react";
import { Link } from "~/lib/nav";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { usePageScripts } from "~/lib/page-handle";
import { serverNow } from "~/lib/server-time";
import { startTicker } from "~/lib/ticker";
import { Card, SectionTitle } from "~/ui/card";

/**
 * What the countdown shows is derived from the holiday's start instant and the (corrected) clock
 * every time it renders, never by counting ticks: a throttled or frozen tab is right again the
 * moment it wakes. The first render uses the server's time, so the HTML and the hydrated page agree.
 */
function useNow(initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(serverNow());
    return startTicker(() => setNow(serverNow()), 1000);
  }, []);
  return now;
}

export function HolidayDetail(props: { next: HolidayOccurrence; dates: readonly string[]; renderedAt: number }) {
  const { language } = useI18n();
  const text = useText(holidaysText);
  const to = useLocalePath();
  const holiday = holidayBySlug(props.next.urlSlug)!;
  const name = holidayName(holiday, text);
  const now = useNow(props.renderedAt);
  const parts = countdownParts(props.next.startsAt, now);
  const started = now >= props.next.startsAt;
  const scripts = usePageScripts();
  const countdownId = useId();
  const yearsId = useId();
  const units = [
    { key: "days", value: parts.days, label: text.detail.units.days },
    { key: "hours", value: parts.hours, label: text.detail.units.hours },
    { key: "minutes", value: parts.minutes, label: text.detail.units.minutes },
    { key: "seconds", value: parts.seconds, label: text.detail.units.seconds },
  ] as const;

  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.detail.heading(name)}</h1>
        <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{text.detail.country}</dt>
          <dd>{countryName(holiday.country, holiday.country, language)}</dd>
          <dt className="font-semibold">{text.detail.nextDate}</dt>
          <dd>
            <time dateTime={props.next.date}>{formatHolidayDate(props.next.date, language)}</time>
          </dd>
          <dt className="font-semibold">{text.detail.weekday}</dt>
          <dd className="capitalize">{holidayWeekday(props.next.date, language)}</dd>
        </dl>
      </header>

      <Card labelledBy={countdownId}>
        <SectionTitle id={countdownId}>{text.detail.countdownLabel}</SectionTitle>
        {started ? (
          <p className="mt-4 text-2xl font-bold" data-testid="holiday-today">
            {text.detail.isToday(name)}
          </p>
        ) : (
          <div
            role="timer"
            aria-labelledby={countdownId}
            className="mt-4 grid grid-cols-4 gap-2 sm:gap-4"
            // Without React, app/enhance/static-page.ts keeps these figures ticking (decision 041).
            data-countdown-to={scripts ? undefined : props.next.startsAt}
          >
            {units.map((unit) => (
              <div key={unit.key} className="grid justify-items-center rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
                <span
                  className="text-3xl font-bold tabular-nums sm:text-5xl"
                  data-testid={`countdown-${unit.key}`}
                  data-unit={unit.key}
                >
                  {unit.key === "days" ? unit.value : String(unit.value).padStart(2, "0")}
                </span>
                <span className="text-sm">{unit.label}</span>
              </div>
            ))}
          </div>
        )}
        {!started && !scripts && (
          // What the ticking script shows in place of the countdown once the holiday begins.
          <p hidden className="mt-4 text-2xl font-bold" data-countdown-done>
            {text.detail.isToday(name)}
          </p>
        )}
        <p className="mt-4 text-sm text-muted">{text.detail.zoneNote(countryInfo[holiday.country].zone)}</p>
      </Card>

      <section aria-labelledby={yearsId} className="card">
        <SectionTitle id={yearsId}>{text.detail.nextYears}</SectionTitle>
        <ul className="mt-4 grid gap-2">
          {props.dates.map((date) => (
            <li
              key={date}
              className="flex flex-wrap justify-between gap-2 border-b border-slate-200 pb-2 dark:border-slate-700"
            >
              <time dateTime={date}>{formatHolidayDate(date, language)}</time>
              <span className="capitalize">{holidayWeekday(date, language)}</span>
            </li>
          ))}
        </ul>
      </section>

      <p>
        <Link to={to("/holidays")} className="button-secondary">
          <Icon node={ArrowLeft} className="h-4 w-4" />
          {text.detail.back}
        </Link>
      </p>
    </div>
  );
}
