import { pairSlug } from "@core/converter-pairs";
import { queryString } from "@core/time-tools-links";

interface Slugged {
  slug: string;
}

/** A converter link: the pair page for one other city, the general page otherwise. */
export function converterHref(
  pair: string | null,
  from: Slugged | null,
  to: readonly Slugged[],
  date: string | undefined,
  time: string | undefined,
): string {
  if (pair !== null && from && to[0]) {
    return `/time-converter/${pairSlug(from.slug, to[0].slug)}${queryString({ to: to.slice(1).map((c) => c.slug), date, time })}`;
  }
  return `/time-converter${queryString({ from: from?.slug, to: to.map((c) => c.slug), date, time })}`;
}
