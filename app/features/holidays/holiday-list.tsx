import { countdownWords, holidayName, holidaysText } from "@content/holidays/text";
import { formatHolidayDate } from "@content/holidays/dates";
import { countryName } from "@core/country-names";
import {
  countryForParam,
  countryQuery,
  countryInfo,
  holidayBySlug,
  holidayCountries,
  type HolidayOccurrence,
} from "@core/holidays";
import { useEffect, useId, useState } from "react";
import { Form, Link, useNavigate, useSearchParams } from "~/lib/nav";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";

/**
 * The Global Public Holidays list (docs/product.md, Holidays): a country filter and every holiday's
 * next occurrence, soonest first. The filter is a GET form (`?country=usa`), so it works without
 * JavaScript; once the page runs, choosing a country filters at once, without a round trip to the
 * server.
 */
export function HolidayList({ rows }: { rows: readonly HolidayOccurrence[] }) {
  const { language } = useI18n();
  const text = useText(holidaysText);
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const country = countryForParam(searchParams.get(countryQuery));
  const shown = country ? rows.filter((row) => row.country === country) : rows;
  const selectId = useId();
  const listId = useId();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <div className="mx-auto grid max-w-4xl gap-8">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.list.heading}</h1>
        <p className="mt-2 text-lg">{text.list.intro}</p>
      </header>

      <Form method="get" action={to("/holidays")} className="card flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <label htmlFor={selectId} className="font-semibold">
            {text.list.filterLabel}
          </label>
          <select
            id={selectId}
            name={countryQuery}
            className="field min-w-56"
            value={country ? countryInfo[country].param : ""}
            onChange={(event) => {
              const value = event.target.value;
              const query = value ? `?${new URLSearchParams({ [countryQuery]: value })}` : "";
              navigate(to("/holidays") + query, { preventScrollReset: true, replace: true });
            }}
          >
            <option value="">{text.list.allCountries}</option>
            {holidayCountries.map((code) => (
              <option key={code} value={countryInfo[code].param}>
                {countryName(code, code, language)}
              </option>
            ))}
          </select>
        </div>
        {/* Without JavaScript the form is sent with this button; with it, the select filters by itself. */}
        {!hydrated && (
          <button type="submit" className="button-secondary">
            {text.list.apply}
          </button>
        )}
      </Form>

      <section aria-labelledby={listId} className="grid gap-3">
        <h2 id={listId} className="sr-only">
          {text.list.listName}
        </h2>
        <p role="status" className="text-muted">
          {shown.length > 0 ? text.list.caption(shown.length) : text.list.empty}
        </p>
        {shown.length > 0 && (
          <ol aria-label={text.list.listName} className="space-y-3">
            {shown.map((row) => {
              const holiday = holidayBySlug(row.urlSlug)!;
              const soon = row.daysUntil <= 1;
              return (
                <li key={row.urlSlug} className="card holiday-row sm:py-4">
                  <Link
                    to={to(`/holidays/${row.urlSlug}`)}
                    className="text-lg font-semibold underline-offset-4 hover:underline"
                  >
                    {holidayName(holiday, text)}
                  </Link>
                  <span>{countryName(row.country, row.country, language)}</span>
                  <time dateTime={row.date}>{formatHolidayDate(row.date, language)}</time>
                  <span
                    className={`font-bold sm:text-end ${soon ? "text-green-800 dark:text-green-300" : ""}`}
                    data-testid="holiday-countdown"
                  >
                    {countdownWords(row.daysUntil, text)}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
