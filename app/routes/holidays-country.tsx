import { countryHolidaysText } from "@content/holidays/country-text";
import { holidaysText } from "@content/holidays/text";
import { countryNames } from "@core/country-names";
import { siteUrl } from "@core/site-url";
import { data, redirect } from "react-router";
import { CountryPage } from "~/features/holidays/country-page";
import { countryFallbackName, countryYears, isHolidayCountry } from "~/features/holidays/dates.server";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/holidays-country";

/**
 * `/holidays/country/{cc}`: an ISO 3166-1 alpha-2 code, lowercase; an uppercase one is a 301 to
 * it, a code date-holidays does not know a 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const code = params.cc;
  if (/^[A-Za-z]{2}$/.test(code) && code !== code.toLowerCase() && isHolidayCountry(code.toLowerCase())) {
    throw redirect(`/holidays/country/${code.toLowerCase()}`, 301);
  }
  if (!isHolidayCountry(code)) throw data(null, { status: 404 });
  return { code, name: countryNames(code, countryFallbackName(code)), years: countryYears(code, Date.now()) };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const text = countryHolidaysText[language];
  const country = page.name[language];
  const first = page.years[0]!;
  const path = `/holidays/country/${page.code}`;
  const count = page.years.reduce((sum, year) => sum + year.days.length, 0);
  return seo({
    title: text.title(country, first.year),
    description: text.description(country, first.year, count),
    path,
    origin,
    language,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: text.heading(country),
        numberOfItems: first.days.length,
        itemListElement: first.days.map((day, i) => ({
          "@type": "ListItem",
          position: i + 1,
          item: {
            "@type": "Event",
            name: day.name[language],
            startDate: day.date,
            endDate: day.date,
            eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
            location: { "@type": "Country", name: page.name.en },
            url: siteUrl(path, origin).href,
          },
        })),
      },
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: holidaysText[language].breadcrumb, path: "/holidays" },
          { name: country, path },
        ],
        language,
      ),
    ],
  });
};

export default function HolidaysCountry({ loaderData }: Route.ComponentProps) {
  return <CountryPage code={loaderData.code} name={loaderData.name} years={loaderData.years} />;
}
