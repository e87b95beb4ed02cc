import { timersText } from "@content/timers/text";
import { SET_PARAM } from "@core/timers";
import { decodeSet } from "@core/timers-schema";
import { TimersScreen } from "~/features/timers/timers-screen";
import { TimersReading } from "~/features/timers/reading";
import { ToolPage } from "~/ui/tool-page";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
import { islandPage } from "~/lib/page-handle";
import type { Route } from "./+types/timers";

/**
 * `/timers`, and `/timers?set=…` (a shared set, read here so the server's HTML already shows it or
 * says what is wrong with it; such a page is never cached, core/page-query.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const param = new URL(request.url).searchParams.get(SET_PARAM);
  const t = await timersText.load(context.language);
  // Every word meta needs, so that meta never reads the text namespace (it may not be loaded).
  const words = { ...t.meta, breadcrumb: t.breadcrumb, faq: t.faq.items };
  return { shared: param === null ? null : decodeSet(param), words };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { origin, language } = rootData(matches);
  const t = data.words;
  return seo({
    title: t.title,
    description: t.description,
    path: "/timers",
    origin,
    language,
    jsonLd: [
      faqPage(t.faq),
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: t.breadcrumb, path: "/timers" },
        ],
        language,
      ),
    ],
  });
};

/** Only the timers and the settings button hydrate, without React Router in the browser (decision 045). */
export const handle = islandPage("timers");

export default function Timers({ loaderData, matches }: Route.ComponentProps) {
  const { origin } = rootData(matches);
  const props = { shared: loaderData.shared, origin };
  return <ToolPage island="timers" props={props} tool={<TimersScreen {...props} />} reading={<TimersReading />} />;
}
