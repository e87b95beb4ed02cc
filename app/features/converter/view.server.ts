import { cityForSlug } from "@core/city-directory";
import { pairSplits } from "@core/converter-pairs";
import { parseConverterQuery, type QueryProblem } from "@core/time-tools-query";
import { instantToWallTime, wallTimeToInstant, type WallTime } from "@core/zoned-time";
import { data, redirect } from "react-router";
import { allSlugs, cityRef, nowIn, resolveCities, type CityRef } from "~/lib/city-query.server";
import { converterHref } from "./links";

export interface ConverterMoment {
  instant: number;
  /** One row per city, the chosen city first. */
  rows: (WallTime & { slug: string })[];
}

export interface ConverterView {
  /** The pair page's slug ("new-york-to-london"), or null on /time-converter. */
  pair: string | null;
  from: CityRef | null;
  to: CityRef[];
  date: string;
  time: string;
  /** No date and time were asked for: the view shows the current minute. */
  isNow: boolean;
  kind: "ok" | "gap" | "overlap";
  moments: ConverterMoment[];
  problems: QueryProblem[];
  unknown: string[];
}

/** The pair's two cities, or a 404 (thrown). */
function pairCities(pair: string): [CityRef, CityRef] {
  for (const [a, b] of pairSplits(pair)) {
    const from = cityForSlug(a);
    const to = cityForSlug(b);
    if (from && to && from.slug !== to.slug) return [cityRef(from), cityRef(to)];
  }
  throw data(null, { status: 404 });
}

/**
 * What `/time-converter` and `/time-converter/{from}-to-{to}` show for a request. A form's typed
 * city names redirect to the canonical link with slugs, so every view has one shareable address.
 */
export function converterView(
  pair: string | undefined,
  url: URL,
  now = Date.now(),
  /** The redirect's path in the page's language (`/de/time-converter?…`). */
  localize: (path: string) => string = (path) => path,
): ConverterView {
  const query = parseConverterQuery(url.searchParams);
  const resolvedTo = resolveCities(query.to);
  const resolvedFrom = query.from ? resolveCities([query.from]) : { cities: [], unknown: [] };
  let from: CityRef | null;
  let to: CityRef[];
  if (pair) {
    const [a, b] = pairCities(pair);
    from = a;
    to = [b, ...resolvedTo.cities.filter((c) => c.slug !== a.slug && c.slug !== b.slug)].slice(0, 10);
  } else {
    from = resolvedFrom.cities[0] ?? null;
    to = resolvedTo.cities.filter((c) => c.slug !== from?.slug);
    const canonical =
      allSlugs(query.from ? [query.from] : [], resolvedFrom.cities) && allSlugs(query.to, resolvedTo.cities);
    if (!canonical && (resolvedFrom.cities.length > 0 || resolvedTo.cities.length > 0)) {
      throw redirect(localize(converterHref(null, from, to, query.date, query.time)));
    }
  }
  const isNow = !query.date && !query.time;
  const current = nowIn(from?.zone ?? "UTC", now);
  const date = query.date ?? current.date;
  const time = query.time ?? current.time;
  const base = {
    pair: pair ?? null,
    from,
    to,
    date,
    time,
    isNow,
    problems: query.problems,
    unknown: [...resolvedFrom.unknown, ...resolvedTo.unknown],
  };
  if (!from) return { ...base, kind: "ok", moments: [] };
  const result = wallTimeToInstant(from.zone, date, time);
  const instants = result.kind === "overlap" ? [result.instant, result.later] : [result.instant];
  const moments = instants.map((instant) => ({
    instant,
    rows: [from, ...to].map((city) => ({ slug: city.slug, ...instantToWallTime(city.zone, instant) })),
  }));
  return { ...base, kind: result.kind, moments };
}
