import { siteUrl } from "@core/site-url";
import { holidayName, holidaysText } from "@content/holidays/text";
import { holidayBySlug } from "@core/holidays";
import { HolidayList } from "~/features/holidays/holiday-list";
import { CountryIndex } from "~/features/holidays/country-index";
import { countryIndex, upcomingHolidays } from "~/features/holidays/dates.server";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/holidays";

/** `/holidays`: every holiday's next occurrence, soonest first; `?country=` filters (docs/product.md, Holidays). */
export function loader() {
  const now = Date.now();
  return { rows: upcomingHolidays(now), year: new Date(now).getUTCFullYear(), countries: countryIndex() };
}

/** The loader returns every country: changing the filter (the query string) needs no new data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && (!formMethod || formMethod === "GET")) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  const text = holidaysText[language];
  const year = page?.year ?? new Date().getUTCFullYear();
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: text.list.listName,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    numberOfItems: page?.rows.length ?? 0,
    itemListElement: (page?.rows ?? []).map((row, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: `${holidayName(holidayBySlug(row.urlSlug)!, language)} (${text.countries[row.country]})`,
      url: siteUrl(`/holidays/${row.urlSlug}`, origin).href,
    })),
  };
  return seo({
    title: text.list.title(year),
    description: text.list.description(year),
    path: "/holidays",
    origin,
    language,
    jsonLd: [
      itemList,
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: text.breadcrumb, path: "/holidays" },
        ],
        language,
      ),
    ],
  });
};

export default function Holidays({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-8">
      <HolidayList rows={loaderData.rows} />
      <CountryIndex countries={loaderData.countries} />
    </div>
  );
}
