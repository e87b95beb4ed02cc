import { timeZonesPages } from "@content/time-zones/pages";
import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { plannerHref } from "~/features/meeting/links";
import { PlannerScreen } from "~/features/meeting/planner-screen";
import { plannerView } from "~/features/meeting/view.server";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/meeting-planner";

/** `/meeting-planner?city=…&date=…` (decision 035): cities, date, hours and chosen slot in the URL. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = context;
  const { breadcrumb, meta, howTo, faqHeading, faqs } = timeZonesPages.get(language).planner;
  return {
    view: plannerView(new URL(request.url), Date.now(), (path) => localizePath(path, language)),
    copy: { breadcrumb, meta, howTo, faqHeading, faqs },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const { origin, language } = rootData(matches);
  const { copy } = data;
  return seo({
    title: copy.meta.title,
    description: copy.meta.description,
    path: "/meeting-planner",
    origin,
    language,
    jsonLd: [
      faqPage(copy.faqs),
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: copy.breadcrumb, path: "/meeting-planner" },
        ],
        language,
      ),
    ],
  });
};

export default function MeetingPlanner({ loaderData, matches }: Route.ComponentProps) {
  const { origin, language } = rootData(matches);
  const { view, copy } = loaderData;
  const share = plannerHref({ ...view, date: view.date, slot: view.slot ?? undefined, title: view.title ?? undefined });
  return <PlannerScreen view={view} copy={copy} url={siteUrl(localizePath(share, language), origin).href} />;
}
