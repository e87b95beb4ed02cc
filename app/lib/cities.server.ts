/**
 * The city directory for loaders only (decision 035). `.server` keeps the ~870-city data set out of
 * every browser bundle: React Router refuses to build a client module that imports this file.
 */
import type { LocationData } from "@content/clock/facts";
import { comparisonSlug } from "@content/clock/facts";
import { allCities, cityForSlug, lookupCity, searchCities, type DirectoryCity } from "@core/city-directory";
import { zoneFacts, type ZoneFacts } from "@core/cities";
import { zoneForPath, zonePath } from "@core/zone-path";
import { data, redirect } from "react-router";

export { cityForSlug, searchCities, type DirectoryCity };

const factsCache = new Map<string, ZoneFacts>();
function cachedFacts(zone: string, year: number): ZoneFacts {
  const key = `${zone} ${year}`;
  let facts = factsCache.get(key);
  if (!facts) {
    facts = zoneFacts(zone, year);
    factsCache.set(key, facts);
  }
  return facts;
}

let knownZones: string[] | undefined;
function zones(): string[] {
  knownZones ??= [...new Set([...Intl.supportedValuesOf("timeZone"), ...allCities().map((c) => c.zone)])];
  return knownZones;
}

/** A city by slug, following a moved slug with 301, or a 404 (thrown, for loaders). */
export function requireCity(slug: string, path: (slug: string) => string): DirectoryCity {
  const found = lookupCity(slug);
  if (!found) throw data(null, { status: 404 });
  if ("redirect" in found) throw redirect(path(found.redirect), 301);
  return found.city;
}

const SAME_ZONE_SHOWN = 5;

/**
 * What `/time/{slug}` or `/time/{area}/{location}` shows: a city, or an IANA zone; a moved slug or
 * an old or differently-cased zone name redirects (301); anything else is a 404.
 */
export function locationData(splat: string, year: number): LocationData {
  const zone = lookupCity(splat) ? undefined : zoneForPath(splat, zones());
  if (zone) {
    const path = zonePath(zone);
    if (path !== `/time/${splat}`) throw redirect(path, 301);
    return withOther({ slug: path.slice("/time/".length), zone, name: zone, country: "" }, year);
  }
  const city = requireCity(splat, (slug) => `/time/${slug}`);
  const sameZone = allCities()
    .filter((c) => c.zone === city.zone && c.slug !== city.slug)
    .slice(0, SAME_ZONE_SHOWN)
    .map((c) => ({ slug: c.slug, name: c.name }));
  return withOther({ slug: city.slug, zone: city.zone, name: city.name, country: city.country, sameZone }, year);
}

function withOther(base: Omit<LocationData, "facts" | "other">, year: number): LocationData {
  const other = cityForSlug(comparisonSlug(base.zone))!;
  return {
    ...base,
    facts: cachedFacts(base.zone, year),
    other: { slug: other.slug, name: other.name, facts: cachedFacts(other.zone, year) },
  };
}

/** The zone a search names ("Europe/London", "utc"), if it names one. */
export function zoneForSearch(q: string): string | undefined {
  return zoneForPath(q.trim().replace(/ /g, "_"), zones());
}
