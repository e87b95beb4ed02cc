/**
 * Shared by the converter's and the planner's loaders (decision 035): typed city text → cities,
 * and "today"/"now" in a zone.
 */
import { cityName, nameKey } from "@content/clock/names";
import { cities as handCities } from "@core/cities";
import { locales } from "@core/locales";
import { cityForSlug, resolveCityText, type DirectoryCity } from "@core/city-directory";
import { instantToWallTime } from "@core/zoned-time";

let translated: Map<string, string> | undefined;

/**
 * A city by its name in any of the site's languages ("Nueva York", "München", or "Nueva York,
 * Estados Unidos" as the type-ahead fills it in on a Spanish page): the data set only knows
 * English names.
 */
function byTranslatedName(text: string): DirectoryCity | undefined {
  translated ??= new Map(
    locales.flatMap((locale) => handCities.map((c) => [nameKey(cityName(c.slug, c.name, locale)), c.slug] as const)),
  );
  const key = nameKey(text.split(/[,،、，]/)[0] ?? "");
  const slug = key ? translated.get(key) : undefined;
  return slug ? cityForSlug(slug) : undefined;
}

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
    const city = cityForSlug(text) ?? byTranslatedName(text) ?? resolveCityText(text);
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
