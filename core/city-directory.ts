/**
 * Every city with a `/time/{slug}` page (decision 035): the hand-picked world-clock cities of
 * core/cities.ts (their slugs never change) plus every city of 500,000 people or more from the
 * `city-timezones` data set (core/world-cities.json, made by scripts/generate-cities.mjs).
 *
 * Server-side only: it pulls in the whole data set, so only loaders, `.server` modules and the
 * server import it; the browser asks `/api/cities` instead.
 */
import { cities as handCities, canonicalZone } from "./cities";
import { assignSlugs, searchKey, slugify } from "./city-slug";
import rows from "./world-cities.json";

export interface DirectoryCity {
  slug: string;
  /** English name. */
  name: string;
  country: string;
  zone: string;
  population: number;
}

type Row = [name: string, country: string, province: string, zone: string, population: number];

/** Data-set names of hand-picked cities whose English name differs. */
const sameCity: Readonly<Record<string, string>> = { Bengaluru: "bangalore", "Washington, D.C.": "washington-dc" };

/** The data set's country names that the rest of the site (and its Spanish table) spells shorter. */
const countryNames: Readonly<Record<string, string>> = { "United States of America": "United States" };

interface Directory {
  list: DirectoryCity[];
  bySlug: Map<string, DirectoryCity>;
  /** Old or alternative slug → current slug (answered with 301). */
  redirects: Map<string, string>;
  keys: Map<DirectoryCity, string>;
}

let built: Directory | undefined;

function build(): Directory {
  const data = (rows as Row[]).map(([name, country, ...rest]): Row => [
    name,
    countryNames[country] ?? country,
    ...rest,
  ]);
  const bySlug = new Map<string, DirectoryCity>();
  const redirects = new Map<string, string>();
  const handByKey = new Map(handCities.map((c) => [`${searchKey(c.name)}|${c.zone}`, c.slug]));
  const population = new Map<string, number>();
  const fresh: Row[] = [];
  for (const row of data) {
    const hand = sameCity[row[0]] ?? handByKey.get(`${searchKey(row[0])}|${canonicalZone(row[3])}`);
    if (hand && !population.has(hand)) {
      population.set(hand, row[4]);
      if (slugify(row[0]) !== hand) redirects.set(slugify(row[0]), hand);
    } else fresh.push(row);
  }
  for (const c of handCities) {
    if (!bySlug.has(c.slug)) bySlug.set(c.slug, { ...c, population: population.get(c.slug) ?? 0 });
  }
  const taken = new Set([...bySlug.keys(), ...redirects.keys(), "search"]);
  const sameNameInCountry = new Map<string, number>();
  for (const [name, country] of fresh) {
    const key = `${slugify(name)}|${country}`;
    sameNameInCountry.set(key, (sameNameInCountry.get(key) ?? 0) + 1);
  }
  const slugs = assignSlugs(
    fresh.map(([name, country, province]) => ({ name, country, province })),
    taken,
  );
  fresh.forEach(([name, country, province, zone, pop], i) => {
    const slug = slugs[i]!;
    // Two cities of one name in one country: the province tells them apart in titles too.
    const named = (sameNameInCountry.get(`${slugify(name)}|${country}`) ?? 0) > 1 ? `${name} (${province})` : name;
    bySlug.set(slug, { slug, name: named, country, zone: canonicalZone(zone), population: pop });
  });
  const list = [...bySlug.values()].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  return { list, bySlug, redirects, keys: new Map(list.map((c) => [c, searchKey(c.name)])) };
}

function directory(): Directory {
  built ??= build();
  return built;
}

/** Every city, most populous first. */
export function allCities(): readonly DirectoryCity[] {
  return directory().list;
}

export type CityLookup = { city: DirectoryCity } | { redirect: string } | undefined;

/** A slug's city, or the slug it moved to, or undefined (→ 404). */
export function lookupCity(slug: string): CityLookup {
  const d = directory();
  const city = d.bySlug.get(slug);
  if (city) return { city };
  const moved = d.redirects.get(slug);
  return moved ? { redirect: moved } : undefined;
}

/** A city by its current slug. */
export function cityForSlug(slug: string): DirectoryCity | undefined {
  return directory().bySlug.get(slug);
}

/**
 * Cities matching typed text, best first: names starting with it, then names with a word starting
 * with it, then names or countries containing it; the more populous first within each.
 */
export function searchCities(query: string, limit: number): DirectoryCity[] {
  const q = searchKey(query);
  if (!q) return [];
  const d = directory();
  const scored: { city: DirectoryCity; rank: number }[] = [];
  for (const city of d.list) {
    const key = d.keys.get(city)!;
    const rank = key.startsWith(q)
      ? 0
      : key.includes(` ${q}`)
        ? 1
        : key.includes(q) || searchKey(city.country).startsWith(q) || city.slug === slugify(query)
          ? 2
          : -1;
    if (rank >= 0) scored.push({ city, rank });
  }
  // The list is already by population; a stable sort keeps that order within a rank.
  return scored
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((s) => s.city);
}

/** The most populous city on a zone, if any. */
export function largestCityInZone(zone: string): DirectoryCity | undefined {
  const canonical = canonicalZone(zone);
  return directory().list.find((c) => c.zone === canonical);
}

/**
 * The city a form's text names: a slug ("hyderabad-pakistan"), "Name, Country" as the type-ahead
 * fills it in, or a name (the most populous match).
 */
export function resolveCityText(text: string): DirectoryCity | undefined {
  const trimmed = text.trim();
  const exact = lookupCity(trimmed.toLowerCase());
  if (exact) return "city" in exact ? exact.city : cityForSlug(exact.redirect);
  const comma = trimmed.lastIndexOf(",");
  if (comma > 0) {
    const country = searchKey(trimmed.slice(comma + 1));
    const named = searchCities(trimmed.slice(0, comma), 50);
    const inCountry = named.find((c) => searchKey(c.country) === country);
    if (inCountry) return inCountry;
  }
  return searchCities(trimmed, 1)[0];
}
