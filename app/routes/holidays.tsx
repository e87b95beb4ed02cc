import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { holidayName, holidaysText } from "@content/holidays/text";
import { countryName } from "@core/country-names";
import { holidayBySlug } from "@core/holidays";
import { HolidayList } from "~/features/holidays/holiday-list";
import { CountryIndex } from "~/features/holidays/country-index";
import { countryIndex, upcomingHolidays } from "~/features/holidays/dates.server";
import { breadcrumbs, rootData, seo } from "~/lib/seo";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/holidays";
import { withoutScripts } from "~/lib/page-handle";

/** `/holidays`: every holiday's next occurrence, soonest first; `?country=` filters (docs/product.md, Holidays). */
export async function loader({ context }: Route.LoaderArgs) {
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();
  const rows = upcomingHolidays(now);
  const text = await holidaysText.load(context.language);
  // Every word meta needs: it also runs in the browser, where the namespace may not be loaded.
  const words = {
    title: text.list.title(year),
    description: text.list.description(year),
    listName: text.list.listName,
    breadcrumb: text.breadcrumb,
    names: rows.map(
      (row) =>
        `${holidayName(holidayBySlug(row.urlSlug)!, text)} (${countryName(row.country, row.country, context.language)})`,
    ),
  };
  return { rows, year, countries: countryIndex(context.language), words };
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

/** The page is whole as HTML: no React scripts (decision 041). */
export const handle = withoutScripts;

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  if (!page) return [];
  const { words } = page;
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: words.listName,
    itemListOrder: "https://schema.org/ItemListOrderAscending",
    numberOfItems: page.rows.length,
    itemListElement: page.rows.map((row, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: words.names[i],
      url: siteUrl(localizePath(`/holidays/${row.urlSlug}`, language), origin).href,
    })),
  };
  return seo({
    title: words.title,
    description: words.description,
    path: "/holidays",
    origin,
    language,
    jsonLd: [
      itemList,
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: words.breadcrumb, path: "/holidays" },
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
