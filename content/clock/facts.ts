import { cities, cityBySlug, type ZoneFacts } from "@core/cities";
import type { Language } from "@core/settings";
import { cityName, countryName } from "./names";
import type { LocationFacts } from "./text";

/** The language-neutral facts a `/time/{location}` loader computes on the server. */
export interface LocationData {
  slug: string;
  zone: string;
  facts: ZoneFacts;
  other: { slug: string; facts: ZoneFacts };
}

/** The city a location page compares its time with: London for New York time, New York otherwise. */
export function comparisonSlug(zone: string): string {
  return zone === "America/New_York" ? "london" : "new-york";
}

/** Puts names in the page's language on the loader's facts. */
export function locationFacts(data: LocationData, language: Language): LocationFacts | undefined {
  const city = cityBySlug(data.slug);
  const other = cityBySlug(data.other.slug);
  if (!city || !other) return undefined;
  return {
    slug: city.slug,
    city: cityName(city.slug, city.name, language),
    country: countryName(city.country, language),
    zone: data.zone,
    facts: data.facts,
    other: { city: cityName(other.slug, other.name, language), facts: data.other.facts },
    sameZone: cities
      .filter((c) => c.zone === city.zone && c.slug !== city.slug)
      .map((c) => cityName(c.slug, c.name, language)),
  };
}
