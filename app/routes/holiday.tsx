import { siteUrl } from "@core/site-url";
import { holidayName, holidaysText } from "@content/holidays/text";
import { formatHolidayDate, holidayWeekday } from "@content/holidays/dates";
import { countryInfo, holidayBySlug } from "@core/holidays";
import { data } from "react-router";
import { HolidayDetail } from "~/features/holidays/holiday-detail";
import { nextDates, nextOccurrence } from "~/features/holidays/dates.server";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/holiday";

/** `/holidays/{urlSlug}`: next date, weekday, live countdown and the next five years; unknown slug → 404. */
export function loader({ params }: Route.LoaderArgs) {
  const holiday = holidayBySlug(params.urlSlug);
  if (!holiday) throw data(null, { status: 404 });
  const now = Date.now();
  const next = nextOccurrence(holiday, now);
  if (!next) throw data(null, { status: 404 });
  return { next, dates: nextDates(holiday, now), renderedAt: now };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const text = holidaysText[language];
  const holiday = holidayBySlug(page.next.urlSlug)!;
  const name = holidayName(holiday, language);
  const country = text.countries[holiday.country];
  const date = formatHolidayDate(page.next.date, language);
  const path = `/holidays/${holiday.urlSlug}`;
  const event = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: `${name} (${country})`,
    startDate: page.next.date,
    endDate: page.next.date,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    isAccessibleForFree: true,
    location: { "@type": "Country", name: countryInfo[holiday.country].name },
    url: siteUrl(path, origin).href,
  };
  return seo({
    title: text.detail.title(name, country, +page.next.date.slice(0, 4)),
    description: text.detail.description(name, country, date, holidayWeekday(page.next.date, language)),
    path,
    origin,
    language,
    jsonLd: [
      event,
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: text.breadcrumb, path: "/holidays" },
          { name, path },
        ],
        language,
      ),
    ],
  });
};

export default function Holiday({ loaderData }: Route.ComponentProps) {
  return <HolidayDetail next={loaderData.next} dates={loaderData.dates} renderedAt={loaderData.renderedAt} />;
}
