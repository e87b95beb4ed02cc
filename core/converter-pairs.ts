/**
 * The converter's pair pages listed in the sitemap (decision 035): every ordered pair of these
 * cities, chosen among the most populous and most searched-for. Slugs of core/city-directory.ts.
 */
export const pairCities = [
  "new-york",
  "london",
  "tokyo",
  "los-angeles",
  "paris",
  "sydney",
  "dubai",
  "singapore",
  "mumbai",
  "beijing",
  "sao-paulo",
  "mexico-city",
  "chicago",
  "toronto",
  "berlin",
  "hong-kong",
  "madrid",
  "san-francisco",
] as const;

/** "new-york-to-london". */
export function pairSlug(from: string, to: string): string {
  return `${from}-to-${to}`;
}

/** Every popular pair slug (18 × 17 = 306). */
export const popularPairs: readonly string[] = pairCities.flatMap((from) =>
  pairCities.filter((to) => to !== from).map((to) => pairSlug(from, to)),
);

/**
 * The ways to read a pair slug as "{from}-to-{to}": a city slug may itself contain "-to-", so
 * the caller tries each split until both halves are cities.
 */
export function pairSplits(slug: string): [string, string][] {
  const splits: [string, string][] = [];
  let at = slug.indexOf("-to-");
  while (at > 0) {
    const from = slug.slice(0, at);
    const to = slug.slice(at + 4);
    if (to) splits.push([from, to]);
    at = slug.indexOf("-to-", at + 1);
  }
  return splits;
}
