import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { locationFacts } from "@content/clock/facts";
import { clockPageCopy, clockPages } from "@content/clock/pages";
import { locationData } from "~/lib/cities.server";
import { ClockScreen } from "~/features/clock/clock-screen";
import { ClockReading } from "~/features/clock/reading";
import { headingCopy, ToolPage } from "~/ui/tool-page";
import { rootData, toolPageSeo } from "~/lib/seo";
import { islandPage } from "~/lib/page-handle";
import type { Route } from "./+types/time";

/**
 * `/time` (the visitor's own zone), `/time/{city}` and `/time/{area}/{location}` (an IANA zone);
 * an unknown location is a 404, a moved one a 301 (app/lib/cities.server.ts). The zone's facts for
 * this year (offsets, daylight-saving dates) and the page's copy in its language are computed
 * here, on the server, so the page text is the same in the HTML and after hydration.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { language } = context;
  const splat = params["*"] ?? params.location;
  const data = splat ? locationData(splat, new Date().getUTCFullYear()) : null;
  const location = data ? (locationFacts(data, language) ?? null) : null;
  return {
    location,
    copy: clockPageCopy(location ?? undefined, language),
    breadcrumb: clockPages.get(language).breadcrumb,
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const { location } = page;
  return toolPageSeo({
    origin,
    language,
    copy: page.copy,
    tool: { name: page.breadcrumb, path: "/time" },
    page: location ? { name: location.city, path: `/time/${location.slug}` } : undefined,
  });
};

/** Only the clock and the settings button hydrate, without React Router in the browser (decision 045). */
export const handle = islandPage("clock");

export default function Time({ loaderData, matches }: Route.ComponentProps) {
  const { origin, language } = rootData(matches);
  const { location, copy } = loaderData;
  const path = location ? `/time/${location.slug}` : "/time";
  const props = { location: location ?? undefined, copy: headingCopy(copy) };
  return (
    <ToolPage
      island="clock"
      props={props}
      tool={<ClockScreen {...props} />}
      reading={<ClockReading copy={copy} url={siteUrl(localizePath(path, language), origin).href} />}
    />
  );
}
