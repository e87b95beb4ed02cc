import { timersText } from "@content/timers/text";
import { SET_PARAM } from "@core/timers";
import { decodeSet } from "@core/timers-schema";
import { TimersScreen } from "~/features/timers/timers-screen";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/timers";

/**
 * `/timers`, and `/timers?set=…` (a shared set, read here so the server's HTML already shows it or
 * says what is wrong with it; such a page is never cached, core/page-query.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  const param = new URL(request.url).searchParams.get(SET_PARAM);
  return { shared: param === null ? null : decodeSet(param) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const t = timersText[language];
  return seo({
    title: t.meta.title,
    description: t.meta.description,
    path: "/timers",
    origin,
    language,
    jsonLd: [
      faqPage(t.faq.items),
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

export default function Timers({ loaderData, matches }: Route.ComponentProps) {
  const { origin } = rootData(matches);
  return <TimersScreen shared={loaderData.shared} origin={origin} />;
}
