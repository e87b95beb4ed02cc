import { cities, cityBySlug, type ZoneFacts } from "@core/cities";
import type { Language } from "@core/settings";
import { cityName, countryName } from "./names";
import { clockPages } from "./pages";
import type { LocationFacts } from "./text";

/**
 * The language-neutral facts a `/time/{location}` loader computes on the server. The English
 * names come along for the cities of the data set and for zone pages (`country` empty), which the
 * browser has no table of (decision 035); the hand-picked cities are named from core/cities.ts.
 */
export interface LocationData {
  slug: string;
  zone: string;
  facts: ZoneFacts;
  other: { slug: string; facts: ZoneFacts; name?: string };
  name?: string;
  country?: string;
  /** Other cities on the zone, most populous first. */
  sameZone?: { slug: string; name: string }[];
}

/** The city a location page compares its time with: London for New York time, New York otherwise. */
export function comparisonSlug(zone: string): string {
  return zone === "America/New_York" ? "london" : "new-york";
}

/** Puts names in the page's language on the loader's facts (server only: it reads the page copy). */
export function locationFacts(data: LocationData, language: Language): LocationFacts | undefined {
  const city = data.name !== undefined ? { name: data.name, country: data.country ?? "" } : cityBySlug(data.slug);
  const otherName = data.other.name ?? cityBySlug(data.other.slug)?.name;
  if (!city || otherName === undefined) return undefined;
  const sameZone =
    data.sameZone ?? cities.filter((c) => c.zone === data.zone && c.slug !== data.slug).map((c) => ({ ...c }));
  return {
    slug: data.slug,
    city: cityName(data.slug, city.name, language),
    country: city.country ? countryName(city.country, language) : clockPages.get(language).location.zoneWords,
    zone: data.zone,
    facts: data.facts,
    other: { city: cityName(data.other.slug, otherName, language), facts: data.other.facts },
    sameZone: sameZone.map((c) => cityName(c.slug, c.name, language)),
  };
}
