import { countryHolidaysText } from "@content/holidays/country-text";
import { holidaysText } from "@content/holidays/text";
import { countryName } from "@core/country-names";
import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { data, redirect } from "react-router";
import { CountryPage } from "~/features/holidays/country-page";
import { countryFallbackName, countryYears, isHolidayCountry } from "~/features/holidays/dates.server";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/holidays-country";
import { withoutScripts } from "~/lib/page-handle";

/**
 * `/holidays/country/{cc}`: an ISO 3166-1 alpha-2 code, lowercase; an uppercase one is a 301 to
 * it, a code date-holidays does not know a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const code = params.cc;
  if (/^[A-Za-z]{2}$/.test(code) && code !== code.toLowerCase() && isHolidayCountry(code.toLowerCase())) {
    throw redirect(localizePath(`/holidays/country/${code.toLowerCase()}`, context.language), 301);
  }
  if (!isHolidayCountry(code)) throw data(null, { status: 404 });
  const language = context.language;
  const [text, list] = await Promise.all([countryHolidaysText.load(language), holidaysText.load(language)]);
  const name = countryName(code, countryFallbackName(code), language);
  const years = countryYears(code, Date.now(), language);
  const first = years[0]!;
  const count = years.reduce((sum, year) => sum + year.days.length, 0);
  // Every word meta needs: it also runs in the browser, where the namespace may not be loaded.
  const words = {
    title: text.title(name, first.year),
    description: text.description(name, first.year, count),
    heading: text.heading(name),
    breadcrumb: list.breadcrumb,
    englishName: countryName(code, countryFallbackName(code), "en"),
  };
  return { code, name, years, words };
}

/** The page is whole as HTML: no React scripts (decision 041). */
export const handle = withoutScripts;

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const { words } = page;
  const country = page.name;
  const first = page.years[0]!;
  const path = `/holidays/country/${page.code}`;
  return seo({
    title: words.title,
    description: words.description,
    path,
    origin,
    language,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: words.heading,
        numberOfItems: first.days.length,
        itemListElement: first.days.map((day, i) => ({
          "@type": "ListItem",
          position: i + 1,
          item: {
            "@type": "Event",
            name: day.name,
            startDate: day.date,
            endDate: day.date,
            eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
            location: { "@type": "Country", name: words.englishName },
            url: siteUrl(localizePath(path, language), origin).href,
          },
        })),
      },
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: words.breadcrumb, path: "/holidays" },
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
