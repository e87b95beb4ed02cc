import { siteUrl } from "@core/site-url";
import { locationFacts, type LocationData } from "@content/clock/facts";
import { clockText } from "@content/clock/text";
import { locationData } from "~/lib/cities.server";
import { ClockScreen } from "~/features/clock/clock-screen";
import { useI18n } from "~/lib/i18n";
import { rootData, toolPageSeo } from "~/lib/seo";
import type { Route } from "./+types/time";

/**
 * `/time` (the visitor's own zone), `/time/{city}` and `/time/{area}/{location}` (an IANA zone);
 * an unknown location is a 404, a moved one a 301 (app/lib/cities.server.ts). The zone's facts for
 * this year (offsets, daylight-saving dates) are computed here, on the server, so the page text is
 * the same in the HTML and after hydration.
 */
export function loader({ params }: Route.LoaderArgs): { location: LocationData | null } {
  const splat = params["*"] ?? params.location;
  if (!splat) return { location: null };
  return { location: locationData(splat, new Date().getUTCFullYear()) };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  const s = clockText[language];
  const location = page?.location ? locationFacts(page.location, language) : undefined;
  return toolPageSeo({
    origin,
    language,
    copy: s.page(location),
    tool: { name: s.breadcrumb, path: "/time" },
    page: location ? { name: location.city, path: `/time/${location.slug}` } : undefined,
  });
};

export default function Time({ loaderData, matches }: Route.ComponentProps) {
  const { language } = useI18n();
  const { origin } = rootData(matches);
  const location = loaderData.location ? locationFacts(loaderData.location, language) : undefined;
  const path = location ? `/time/${location.slug}` : "/time";
  return <ClockScreen location={location} url={siteUrl(path, origin).href} />;
}
