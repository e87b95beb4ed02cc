/**
 * Shared by the converter's and the planner's loaders (decision 035): typed city text → cities,
 * and "today"/"now" in a zone.
 */
import { resolveCityText, type DirectoryCity } from "@core/city-directory";
import { instantToWallTime } from "@core/zoned-time";

/** A city as the page needs it (English names; the page translates). */
export interface CityRef {
  slug: string;
  name: string;
  country: string;
  zone: string;
}

export const cityRef = ({ slug, name, country, zone }: DirectoryCity): CityRef => ({ slug, name, country, zone });

/** Resolves each text; the ones that name no city come back in `unknown`. */
export function resolveCities(texts: readonly string[]): { cities: CityRef[]; unknown: string[] } {
  const cities: CityRef[] = [];
  const unknown: string[] = [];
  for (const text of texts) {
    const city = resolveCityText(text);
    if (!city) unknown.push(text);
    else if (!cities.some((c) => c.slug === city.slug)) cities.push(cityRef(city));
  }
  return { cities, unknown };
}

/** Whether every text already is its city's slug (the link is canonical). */
export function allSlugs(texts: readonly string[], cities: readonly CityRef[]): boolean {
  return texts.length === cities.length && texts.every((text, i) => text === cities[i]!.slug);
}

/** The date and minute now in a zone. */
export function nowIn(zone: string, now = Date.now()): { date: string; time: string } {
  const wall = instantToWallTime(zone, now);
  return { date: wall.date, time: wall.time };
}
