import { cityName } from "@content/clock/names";
import { timeZonesPages } from "@content/time-zones/pages";
import { localizePath } from "@core/locales";
import type { Language } from "@core/settings";
import { siteUrl } from "@core/site-url";
import { ConverterScreen } from "~/features/converter/converter-screen";
import { converterHref } from "~/features/converter/links";
import { converterView, type ConverterView } from "~/features/converter/view.server";
import { rootData, toolPageSeo } from "~/lib/seo";
import type { Route } from "./+types/time-converter";

/**
 * `/time-converter` and `/time-converter/{from}-to-{to}` (decision 035): the whole view is in the
 * URL; an unknown city in a pair is a 404, typed city names redirect to the link with slugs.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const { language } = context;
  const view = converterView(params.pair, new URL(request.url), Date.now(), (path) => localizePath(path, language));
  return { view, copy: pageCopy(view, language) };
}

/** The page's copy in its language (server only: the loader hands it to meta and the page). */
function pageCopy(view: ConverterView, language: Language) {
  const s = timeZonesPages.get(language).converter;
  const common = { breadcrumb: s.breadcrumb, howTo: s.howTo, faqHeading: s.faqHeading, faqs: s.faqs };
  if (!view.pair || !view.from || !view.to[0]) return { ...s.meta, ...common, path: "/time-converter" };
  const copy = s.pair(
    cityName(view.from.slug, view.from.name, language),
    cityName(view.to[0].slug, view.to[0].name, language),
  );
  return { ...copy, ...common, path: `/time-converter/${view.pair}` };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const { copy } = page;
  return toolPageSeo({
    origin,
    language,
    copy,
    tool: { name: copy.breadcrumb, path: "/time-converter" },
    page: copy.path !== "/time-converter" ? { name: copy.h1, path: copy.path } : undefined,
  });
};

export default function TimeConverter({ loaderData, matches }: Route.ComponentProps) {
  const { origin, language } = rootData(matches);
  const { view, copy } = loaderData;
  const share = localizePath(converterHref(view.pair, view.from, view.to, view.date, view.time), language);
  return <ConverterScreen view={view} copy={copy} url={siteUrl(share, origin).href} />;
}
