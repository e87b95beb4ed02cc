import { cityName } from "@content/clock/names";
import { converterText } from "@content/time-zones/text";
import type { Language } from "@core/settings";
import { siteUrl } from "@core/site-url";
import { ConverterScreen } from "~/features/converter/converter-screen";
import { converterHref } from "~/features/converter/links";
import { converterView, type ConverterView } from "~/features/converter/view.server";
import { useI18n } from "~/lib/i18n";
import { rootData, toolPageSeo } from "~/lib/seo";
import type { Route } from "./+types/time-converter";

/**
 * `/time-converter` and `/time-converter/{from}-to-{to}` (decision 035): the whole view is in the
 * URL; an unknown city in a pair is a 404, typed city names redirect to the link with slugs.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  return { view: converterView(params.pair, new URL(request.url)) };
}

function pageCopy(view: ConverterView, language: Language) {
  const s = converterText[language];
  if (!view.pair || !view.from || !view.to[0]) return { ...s.meta, path: "/time-converter" };
  const copy = s.pair(
    cityName(view.from.slug, view.from.name, language),
    cityName(view.to[0].slug, view.to[0].name, language),
  );
  return { ...copy, path: `/time-converter/${view.pair}` };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const copy = pageCopy(page.view, language);
  return toolPageSeo({
    origin,
    language,
    copy: { ...copy, faqs: converterText[language].faqs },
    tool: { name: converterText[language].breadcrumb, path: "/time-converter" },
    page: copy.path !== "/time-converter" ? { name: copy.h1, path: copy.path } : undefined,
  });
};

export default function TimeConverter({ loaderData, matches }: Route.ComponentProps) {
  const { language } = useI18n();
  const { origin } = rootData(matches);
  const { view } = loaderData;
  const share = converterHref(view.pair, view.from, view.to, view.date, view.time);
  return <ConverterScreen view={view} copy={pageCopy(view, language)} url={siteUrl(share, origin).href} />;
}
