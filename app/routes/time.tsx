import { siteUrl } from "@core/site-url";
import { comparisonSlug, locationFacts, type LocationData } from "@content/clock/facts";
import { clockText } from "@content/clock/text";
import { cityBySlug, zoneFacts, type ZoneFacts } from "@core/cities";
import { data } from "react-router";
import { ClockScreen } from "~/features/clock/clock-screen";
import { useI18n } from "~/lib/i18n";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/time";

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

/**
 * `/time` (the visitor's own zone) and `/time/{location}`; an unknown location is a 404.
 * The zone's facts for this year (offsets, daylight-saving dates) are computed here, on the server,
 * so the page text is the same in the HTML and after hydration.
 */
export function loader({ params }: Route.LoaderArgs): { location: LocationData | null } {
  if (params.location === undefined) return { location: null };
  const city = cityBySlug(params.location);
  if (!city) throw data(null, { status: 404 });
  const year = new Date().getUTCFullYear();
  const other = cityBySlug(comparisonSlug(city.zone))!;
  return {
    location: {
      slug: city.slug,
      zone: city.zone,
      facts: cachedFacts(city.zone, year),
      other: { slug: other.slug, facts: cachedFacts(other.zone, year) },
    },
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  const s = clockText[language];
  const location = page?.location ? locationFacts(page.location, language) : undefined;
  const copy = s.page(location);
  const path = location ? `/time/${location.slug}` : "/time";
  const trail = [
    { name: "Tickwise", path: "/" },
    { name: s.breadcrumb, path: "/time" },
  ];
  if (location) trail.push({ name: location.city, path });
  return seo({
    title: copy.title,
    description: copy.description,
    path,
    origin,
    jsonLd: [faqPage(copy.faqs), breadcrumbs(origin, trail)],
  });
};

export default function Time({ loaderData, matches }: Route.ComponentProps) {
  const { language } = useI18n();
  const { origin } = rootData(matches);
  const location = loaderData.location ? locationFacts(loaderData.location, language) : undefined;
  const path = location ? `/time/${location.slug}` : "/time";
  return <ClockScreen location={location} url={siteUrl(path, origin).href} />;
}
