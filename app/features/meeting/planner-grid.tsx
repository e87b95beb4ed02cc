import { cityName } from "@content/clock/names";
import type { PlannerText } from "@content/time-zones/text";
import { meetingIcsHref } from "@core/meeting";
import type { Language } from "@core/settings";
import { CalendarPlus, Check, Moon } from "lucide";
import { Icon } from "~/ui/icon";
import { useId } from "react";
import { Link } from "react-router";
import { useLocalePath } from "~/lib/i18n";
import { useWallClock, type WallClock } from "~/lib/wall-clock";
import { calendarDate } from "~/lib/zone-format";
import { Card, SectionTitle } from "~/ui/card";
import { plannerHref } from "./links";
import type { PlannerSlot, PlannerView } from "./view.server";

/** "02:00 PM London, 09:00 AM New York": a slot's accessible name and its text in the best list. */
function slotName(view: PlannerView, slot: PlannerSlot, language: Language, clock: WallClock): string {
  return slot.cities
    .map((c, i) => `${clock.format(c.time)} ${cityName(view.cities[i]!.slug, view.cities[i]!.name, language)}`)
    .join(", ");
}

const cellClass = (working: boolean) =>
  working
    ? "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
    : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200";

/** The best hours, the hour-by-hour grid and the chosen hour with its calendar link. */
export function PlannerResults({ view, s, language }: { view: PlannerView; s: PlannerText; language: Language }) {
  const bestId = useId();
  const gridId = useId();
  const chosenId = useId();
  const clock = useWallClock(language);
  const base = view.cities[0]!;
  const to = useLocalePath();
  const href = (slot: number) => to(plannerHref({ ...view, title: view.title ?? undefined, slot }));
  const chosen = view.slot === null ? null : view.slots[view.slot]!;
  const title = view.title ?? s.defaultTitle;
  const fit = (slot: PlannerSlot) =>
    slot.workingCount === view.cities.length ? s.everyone : s.some(slot.workingCount, view.cities.length);

  return (
    <>
      {chosen && (
        <Card labelledBy={chosenId}>
          <SectionTitle id={chosenId}>{s.chosenHeading}</SectionTitle>
          <p className="mt-3 text-lg font-semibold" data-testid="chosen-slot">
            {slotName(view, chosen, language, clock)}
          </p>
          <p className="text-muted">
            {title} · {s.minutes} · {fit(chosen)}
          </p>
          <a
            className="button-primary mt-4"
            data-testid="ics-link"
            href={meetingIcsHref(
              { date: chosen.cities[0]!.date, time: chosen.cities[0]!.time, zone: base.zone },
              60,
              title,
            )}
          >
            <Icon node={CalendarPlus} className="h-4 w-4" />
            {s.addToCalendar}
          </a>
        </Card>
      )}

      <Card labelledBy={bestId}>
        <SectionTitle id={bestId}>{s.bestHeading}</SectionTitle>
        {view.best.length === 0 ? (
          <p className="mt-3">{s.bestNone}</p>
        ) : (
          <ol className="mt-4 grid list-decimal gap-2 ps-6" data-testid="best-times">
            {view.best.map((index) => (
              <li key={index}>
                <Link to={href(index)} preventScrollReset className="font-semibold underline">
                  {slotName(view, view.slots[index]!, language, clock)}
                </Link>{" "}
                <span className="text-muted">· {fit(view.slots[index]!)}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card labelledBy={gridId}>
        <SectionTitle id={gridId}>{s.gridHeading}</SectionTitle>
        <p className="mt-2 text-sm">{s.legend}</p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-separate border-spacing-0.5 text-start">
            <caption className="sr-only">
              {s.gridCaption(cityName(base.slug, base.name, language), calendarDate(view.date, language))}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">
                  {s.slotColumn}
                </th>
                {view.cities.map((city) => (
                  <th key={city.slug} scope="col" className="px-2 py-1">
                    {cityName(city.slug, city.name, language)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.slots.map((slot, index) => (
                <tr key={slot.start} aria-current={index === view.slot ? "true" : undefined}>
                  <td className="px-1 py-0.5">
                    <Link
                      to={href(index)}
                      preventScrollReset
                      aria-label={slotName(view, slot, language, clock)}
                      className={`block whitespace-nowrap rounded-md border px-2 py-1 text-center font-mono text-sm font-semibold tabular-nums ${
                        index === view.slot ? "border-brand bg-brand-soft" : "border-slate-400"
                      }`}
                      style={{ minWidth: `calc(${clock.width} + 1rem)` }}
                    >
                      {clock.format(slot.cities[0]!.time)}
                    </Link>
                  </td>
                  {slot.cities.map((c, i) => (
                    <td
                      key={view.cities[i]!.slug}
                      className={`rounded-md px-2 py-1 font-mono tabular-nums ${cellClass(c.working)}`}
                    >
                      <span className="inline-flex items-center gap-1">
                        {c.working ? (
                          <Icon node={Check} className="h-4 w-4" />
                        ) : (
                          <Icon node={Moon} className="h-4 w-4" />
                        )}
                        <span className="inline-block whitespace-nowrap" style={{ minWidth: clock.width }}>
                          {clock.format(c.time)}
                        </span>
                        <span className="sr-only">, {c.working ? s.working : s.off}</span>
                        {c.date !== view.date && <span className="text-xs"> {calendarDate(c.date, language)}</span>}
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </>
  );
}
