import { citySearchText, converterText } from "@content/time-zones/text";
import { cityName } from "@content/clock/names";
import type { Faq as FaqItem, PageMeta } from "@content/time-zones/pages";
import { shareWords } from "@content/share/text";
import { cityBySlug, formatUtcOffset } from "@core/cities";
import { popularPairs } from "@core/converter-pairs";
import { MAX_OTHER_CITIES } from "@core/time-tools-links";
import { dayDifference } from "@core/zoned-time";
import { ArrowLeftRight, Clock } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { Form, Link } from "react-router";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { useWallClock } from "~/lib/wall-clock";
import { calendarDate, cityLabel } from "~/lib/zone-format";
import { Card, SectionTitle } from "~/ui/card";
import { CityCombobox } from "~/ui/city-combobox";
import { converterHref } from "./links";
import type { ConverterView } from "./view.server";
import { PageHeader } from "~/ui/page-header";
import { ProblemList } from "~/ui/problem-list";
import { Faq, LinksCard, ShareSection, StepsCard } from "~/ui/below-fold";

/** The converter page: everything comes from the URL (the loader's view), nothing from storage. */
export function ConverterScreen({
  view,
  copy,
  url,
}: {
  view: ConverterView;
  /** The page copy in its language, from the loader. */
  copy: PageMeta & { howTo: { heading: string; steps: string[] }; faqHeading: string; faqs: FaqItem[] };
  url: string;
}) {
  const { language } = useI18n();
  const shareWordsText = useText(shareWords);
  const s = useText(converterText);
  const search = useText(citySearchText);
  const to = useLocalePath();
  const clock = useWallClock(language);
  const formId = useId();
  const resultsId = useId();
  const { from, to: others } = view;
  const name = (slug: string) => {
    const city = [from, ...others].find((c) => c?.slug === slug);
    return city ? cityName(city.slug, city.name, language) : slug;
  };
  const boxes = Math.min(MAX_OTHER_CITIES, others.length + 1);
  const swapped =
    from && others[0]
      ? to(converterHref(view.pair, others[0], [from, ...others.slice(1)], view.date, view.time))
      : null;
  const nowHref = to(converterHref(view.pair, from, others, undefined, undefined));
  const firstRow = view.moments[0]?.rows[0];

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader h1={copy.h1} intro={copy.intro} />

      <ProblemList
        problems={[
          ...view.problems.map((p) => s.problems[p]),
          ...(view.unknown.length > 0 ? [s.unknownCities(view.unknown.join(", "))] : []),
        ]}
      />

      <Card labelledBy={formId}>
        <Form method="get" action={to("/time-converter")} className="grid gap-4">
          <fieldset className="grid gap-4">
            <legend id={formId} className="text-xl font-bold">
              {s.form.legend}
            </legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <CityCombobox
                key={`from-${from?.slug ?? ""}`}
                name="from"
                label={s.form.from}
                defaultValue={from ? cityLabel(from, language) : ""}
                language={language}
                text={search}
              />
              <label className="grid gap-1 font-semibold">
                {s.form.date}
                <input
                  type="date"
                  name="date"
                  required
                  defaultValue={view.date}
                  key={`d-${view.date}`}
                  className="field font-normal"
                />
              </label>
              <label className="grid gap-1 font-semibold">
                {s.form.time}
                <input
                  type="time"
                  name="time"
                  step={60}
                  required
                  defaultValue={view.time}
                  key={`t-${view.time}`}
                  className="field font-normal"
                />
              </label>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: boxes }, (_, i) => (
                <CityCombobox
                  key={`to-${i}-${others[i]?.slug ?? ""}`}
                  name="to"
                  label={s.form.to(i + 1)}
                  defaultValue={others[i] ? cityLabel(others[i], language) : ""}
                  language={language}
                  text={search}
                  help={i === 0 ? s.form.toHelp : undefined}
                />
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="button-primary">
              {s.form.submit}
            </button>
            {swapped && (
              <Link to={swapped} className="button-secondary" data-testid="swap">
                <Icon node={ArrowLeftRight} className="h-4 w-4" />
                {s.swap}
              </Link>
            )}
            <Link to={nowHref} className="button-secondary">
              <Icon node={Clock} className="h-4 w-4" />
              {s.now}
            </Link>
          </div>
        </Form>
      </Card>

      {!from ? (
        <p className="text-center text-lg">{s.pickCity}</p>
      ) : (
        <Card labelledBy={resultsId}>
          <SectionTitle id={resultsId}>{s.resultsHeading}</SectionTitle>
          {view.kind === "gap" && firstRow && (
            <p
              className="mt-4 rounded-lg border-2 border-dashed border-amber-700 p-3 font-semibold"
              data-testid="gap-note"
            >
              ⚠{" "}
              {s.gap(
                clock.format(view.time),
                calendarDate(view.date, language),
                name(from.slug),
                clock.format(firstRow.time),
              )}
            </p>
          )}
          {view.kind === "overlap" && (
            <p
              className="mt-4 rounded-lg border-2 border-dashed border-amber-700 p-3 font-semibold"
              data-testid="overlap-note"
            >
              ⚠ {s.overlap(clock.format(view.time), calendarDate(view.date, language), name(from.slug))}
            </p>
          )}
          {view.moments.map((moment, m) => (
            <table key={moment.instant} className="mt-4 w-full text-start">
              <caption className="text-start font-semibold">
                {view.moments.length > 1 ? `${m === 0 ? s.earlier : s.later} · ` : ""}
                {clock.format(view.time)} {name(from.slug)}
                {/* A line of its own: the time's width (12 or 24 h) never rewraps the date. */}
                <span className="block font-normal">{calendarDate(view.date, language)}</span>
              </caption>
              <thead>
                <tr className="border-b border-slate-400">
                  <th scope="col" className="py-2 pe-3">
                    {s.columns.city}
                  </th>
                  <th scope="col" className="py-2 pe-3">
                    {s.columns.time}
                  </th>
                  <th scope="col" className="py-2 pe-3">
                    {s.columns.date}
                  </th>
                  <th scope="col" className="py-2">
                    {s.columns.offset}
                  </th>
                </tr>
              </thead>
              <tbody>
                {moment.rows.map((row) => {
                  const days = dayDifference(view.date, row.date);
                  return (
                    <tr
                      key={row.slug}
                      className="border-b border-slate-200 dark:border-slate-700"
                      data-testid={`row-${row.slug}`}
                    >
                      <th scope="row" className="py-2 pe-3 font-semibold">
                        <Link to={to(`/time/${row.slug}`)} className="underline">
                          {name(row.slug)}
                        </Link>
                      </th>
                      <td className="py-2 pe-3 font-mono text-xl tabular-nums">
                        <span className="inline-block whitespace-nowrap" style={{ minWidth: clock.width }}>
                          {clock.format(row.time)}
                        </span>
                      </td>
                      <td className="py-2 pe-3">
                        {calendarDate(row.date, language)}
                        {days !== 0 && <span className="text-muted"> ({days < 0 ? s.dayBefore : s.dayAfter})</span>}
                      </td>
                      <td className="py-2">{formatUtcOffset(row.offsetMinutes)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ))}
        </Card>
      )}

      <LinksCard
        heading={s.popularHeading}
        items={popularPairs.slice(0, 24).map((pair) => {
          const [a, b] = pair.split("-to-") as [string, string];
          const label = (slug: string) => cityName(slug, cityBySlug(slug)?.name ?? slug, language);
          return { to: to(`/time-converter/${pair}`), label: `${label(a)} → ${label(b)}` };
        })}
      />
      <StepsCard heading={copy.howTo.heading} steps={copy.howTo.steps} />
      <Faq heading={copy.faqHeading} items={copy.faqs} />
      <ShareSection url={url} title={copy.title} labels={{ ...shareWordsText, heading: s.shareHeading }} />
    </div>
  );
}
