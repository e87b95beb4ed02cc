import { localizePath } from "@core/locales";
import { formatHolidayDate, holidayWeekday } from "@content/holidays/dates";
import { holidayName, holidaysText } from "@content/holidays/text";
import { countryName } from "@core/country-names";
import { countryInfo, holidayBySlug } from "@core/holidays";
import { siteUrl } from "@core/site-url";
import { data } from "react-router";
import { HolidayDetail } from "~/features/holidays/holiday-detail";
import { nextDates, nextOccurrence } from "~/features/holidays/dates.server";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/holiday";
import { withoutScripts } from "~/lib/page-handle";

/** `/holidays/{urlSlug}`: next date, weekday, live countdown and the next five years; unknown slug → 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const holiday = holidayBySlug(params.urlSlug);
  if (!holiday) throw data(null, { status: 404 });
  const now = Date.now();
  const next = nextOccurrence(holiday, now);
  if (!next) throw data(null, { status: 404 });
  const language = context.language;
  const text = await holidaysText.load(language);
  const name = holidayName(holiday, text);
  const country = countryName(holiday.country, holiday.country, language);
  // Every word meta needs: it also runs in the browser, where the namespace may not be loaded.
  const words = {
    name,
    country,
    title: text.detail.title(name, country, +next.date.slice(0, 4)),
    description: text.detail.description(
      name,
      country,
      formatHolidayDate(next.date, language),
      holidayWeekday(next.date, language),
    ),
    breadcrumb: text.breadcrumb,
  };
  return { next, dates: nextDates(holiday, now), renderedAt: now, words };
}

/** The page is whole as HTML: no React scripts (decision 041). */
export const handle = withoutScripts;

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const { words } = page;
  const holiday = holidayBySlug(page.next.urlSlug)!;
  const path = `/holidays/${holiday.urlSlug}`;
  const event = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: `${words.name} (${words.country})`,
    startDate: page.next.date,
    endDate: page.next.date,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    isAccessibleForFree: true,
    location: { "@type": "Country", name: countryInfo[holiday.country].name },
    url: siteUrl(localizePath(path, language), origin).href,
  };
  return seo({
    title: words.title,
    description: words.description,
    path,
    origin,
    language,
    jsonLd: [
      event,
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: words.breadcrumb, path: "/holidays" },
          { name: words.name, path },
        ],
        language,
      ),
    ],
  });
};

export default function Holiday({ loaderData }: Route.ComponentProps) {
  return <HolidayDetail next={loaderData.next} dates={loaderData.dates} renderedAt={loaderData.renderedAt} />;
}
