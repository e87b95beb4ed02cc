import { cityName, countryName } from "@content/clock/names";
import { timeZonesPages } from "@content/time-zones/pages";
import { citySearchText } from "@content/time-zones/text";
import { z } from "@core/zod";
import { zonePath } from "@core/zone-path";
import { Link } from "react-router";
import { searchCities, zoneForSearch } from "~/lib/cities.server";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { rootData, seo } from "~/lib/seo";
import { CitySearchForm } from "~/ui/city-search-form";
import type { Route } from "./+types/time-search";

const RESULTS = 30;

/** `/time/search?q=…`: the city search without script (decision 035). Not indexed. */
export function loader({ request, context }: Route.LoaderArgs) {
  const q = z
    .string()
    .trim()
    .max(80)
    .catch("")
    .parse(new URL(request.url).searchParams.get("q") ?? "");
  const cities = q
    ? searchCities(q, RESULTS).map(({ slug, name, country, zone }) => ({ slug, name, country, zone }))
    : [];
  const zone = q ? zoneForSearch(q) : undefined;
  return {
    q,
    cities,
    zone: zone ? { name: zone, path: zonePath(zone) } : null,
    page: timeZonesPages.get(context.language).search,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { origin, language } = rootData(matches);
  const { title, description } = data.page;
  return seo({ title, description, path: "/time/search", origin, language, noindex: true });
};

export default function TimeSearch({ loaderData }: Route.ComponentProps) {
  const { language } = useI18n();
  const s = useText(citySearchText).page;
  const to = useLocalePath();
  const { q, cities, zone } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-8">
      <h1 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">{s.h1}</h1>
      <CitySearchForm defaultValue={q} key={q} />
      <section aria-labelledby="search-results" className="mx-auto w-full max-w-2xl">
        <h2 id="search-results" className="text-xl font-bold">
          {q ? s.results(q) : s.prompt}
        </h2>
        {q && cities.length === 0 && !zone && <p className="mt-3">{s.empty(q)}</p>}
        <ul className="mt-3 grid gap-2">
          {zone && (
            <li>
              <Link to={to(zone.path)} className="underline">
                {zone.name}
              </Link>
            </li>
          )}
          {cities.map((city) => (
            <li key={city.slug}>
              <Link to={to(`/time/${city.slug}`)} className="underline">
                {cityName(city.slug, city.name, language)}, {countryName(city.country, language)}
              </Link>{" "}
              <span className="text-muted">· {city.zone}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
