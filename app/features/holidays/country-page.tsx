import { countryHolidaysText, isDayOff, type CountryHolidaysText } from "@content/holidays/country-text";
import { formatHolidayDate, holidayWeekday } from "@content/holidays/dates";
import type { CountryDay, CountryYear } from "@core/country-holidays";
import type { Language } from "@core/settings";
import { ArrowLeft, CalendarPlus } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { Link } from "~/lib/nav";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";

/**
 * `/holidays/country/{cc}` (docs/product.md, Holidays by country): this year's and next year's
 * days, the days off (public, bank) in one table and observances and other days in another.
 */
export function CountryPage(props: { code: string; name: string; years: readonly CountryYear[] }) {
  const { language } = useI18n();
  const text = useText(countryHolidaysText);
  const to = useLocalePath();
  const country = props.name;
  return (
    <div className="mx-auto grid max-w-4xl gap-8">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.heading(country)}</h1>
        <p className="mt-2 text-lg">{text.intro(country)}</p>
      </header>
      {props.years.map((year) => (
        <YearSection key={year.year} code={props.code} year={year} text={text} language={language} />
      ))}
      <p>
        <Link to={to("/holidays")} className="button-secondary">
          <Icon node={ArrowLeft} className="h-4 w-4" />
          {text.back}
        </Link>
      </p>
    </div>
  );
}

function YearSection(props: { code: string; year: CountryYear; text: CountryHolidaysText; language: Language }) {
  const { year, text } = props;
  const headingId = useId();
  const off = year.days.filter((day) => isDayOff(day.type));
  const other = year.days.filter((day) => !isDayOff(day.type));
  return (
    <section aria-labelledby={headingId} className="card grid gap-6" data-testid={`year-${year.year}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {text.yearHeading(year.year)}
        </h2>
        <a href={`/calendar/holidays-${props.code}-${year.year}.ics`} download className="button-secondary">
          <Icon node={CalendarPlus} className="h-4 w-4" />
          {text.addToCalendar(year.year)}
        </a>
      </div>
      <DayTable
        caption={text.daysOff}
        empty={text.noneOff}
        days={off}
        text={text}
        language={props.language}
        kind="off"
      />
      <DayTable
        caption={text.otherDays}
        empty={text.noneOther}
        days={other}
        text={text}
        language={props.language}
        kind="other"
      />
    </section>
  );
}

function DayTable(props: {
  caption: string;
  empty: string;
  days: readonly CountryDay[];
  text: CountryHolidaysText;
  language: Language;
  kind: "off" | "other";
}) {
  const { text, language } = props;
  if (props.days.length === 0) {
    return (
      <div>
        <h3 className="text-lg font-semibold">{props.caption}</h3>
        <p className="mt-2 text-muted">{props.empty}</p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start" data-testid={`days-${props.kind}`}>
        <caption className="mb-2 text-start text-lg font-semibold">{props.caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2 pe-4">
              {text.columns.date}
            </th>
            <th scope="col" className="py-2 pe-4">
              {text.columns.weekday}
            </th>
            <th scope="col" className="py-2 pe-4">
              {text.columns.holiday}
            </th>
            <th scope="col" className="py-2">
              {text.columns.type}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.days.map((day) => (
            <tr key={day.key} className="border-b border-slate-200 dark:border-slate-700">
              <td className="py-2 pe-4 whitespace-nowrap">
                <time dateTime={day.date}>{formatHolidayDate(day.date, language)}</time>
              </td>
              <td className="py-2 pe-4 capitalize">{holidayWeekday(day.date, language)}</td>
              <th scope="row" className="py-2 pe-4 font-semibold">
                <span lang={day.nameLanguage}>{day.name}</span>{" "}
                {day.substitute && <span className="text-muted">{text.substitute}</span>}
              </th>
              <td className="py-2">{text.types[day.type]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
