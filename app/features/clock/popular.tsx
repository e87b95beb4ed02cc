import { optionLabel } from "@content/clock/names";
import type { ClockText } from "@content/clock/text";
import { formatUtcOffset, popularTimezones, zonedDate, zonedParts, type TimezoneOption } from "@core/cities";
import { formatClockTime, type HourCycle } from "@core/clock-format";
import { localeOf } from "@content/i18n/locale";
import type { Language } from "@core/settings";
import { useId } from "react";
import { Link } from "~/lib/nav";
import { Card, SectionTitle } from "~/ui/card";
import { useLocalePath } from "~/lib/i18n";

/** The first 20 timezone options as cards, each with its current time and offset, linking to its page. */
export function PopularTimezones({
  s,
  language,
  hourCycle,
  now,
  localZone,
  currentSlug,
}: {
  s: ClockText;
  language: Language;
  hourCycle: HourCycle;
  /** Corrected epoch ms (floored to the second), or null before hydration. */
  now: number | null;
  localZone: string | null;
  currentSlug: string | undefined;
}) {
  const headingId = useId();
  const today = now !== null && localZone ? zonedDate(localZone, now) : null;
  return (
    <Card labelledBy={headingId}>
      <SectionTitle id={headingId}>{s.popular.heading}</SectionTitle>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {popularTimezones.map((option) => (
          <PopularCard
            key={option.value}
            option={option}
            s={s}
            language={language}
            hourCycle={hourCycle}
            now={now}
            today={today}
            here={option.slug === currentSlug}
          />
        ))}
      </ul>
    </Card>
  );
}

/** One zone's card: a component of its own so React can yield between cards while hydrating. */
function PopularCard({
  option,
  s,
  language,
  hourCycle,
  now,
  today,
  here,
}: {
  option: TimezoneOption;
  s: ClockText;
  language: Language;
  hourCycle: HourCycle;
  now: number | null;
  /** The visitor's date "YYYY-MM-DD", or null before hydration. */
  today: string | null;
  here: boolean;
}) {
  const to = useLocalePath();
  const parts = now !== null ? zonedParts(option.value, now) : null;
  const day =
    parts === null || today === null
      ? "\u00a0"
      : parts.date < today
        ? s.popular.dayBefore
        : parts.date > today
          ? s.popular.dayAfter
          : s.popular.sameDay;
  return (
    <li>
      <Link
        to={to(`/time/${option.slug}`)}
        aria-current={here ? "page" : undefined}
        preventScrollReset
        className={
          "block h-full rounded-xl border p-3 hover:border-brand hover:bg-brand-soft dark:hover:bg-slate-800 " +
          (here ? "border-brand bg-brand-soft" : "border-slate-300 dark:border-slate-600")
        }
      >
        <span className="block font-semibold">{optionLabel(option.slug, option.label, language)}</span>
        <span className="block font-mono text-2xl tabular-nums" data-testid={`popular-${option.slug}`}>
          {now === null ? "--:--" : formatClockTime(now, option.value, hourCycle, localeOf[language])}
        </span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">
          {parts === null ? "\u00a0" : `${formatUtcOffset(parts.offsetMinutes)} · ${day}`}
        </span>
      </Link>
    </li>
  );
}
