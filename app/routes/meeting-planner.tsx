import { plannerText } from "@content/time-zones/text";
import { siteUrl } from "@core/site-url";
import { plannerHref } from "~/features/meeting/links";
import { PlannerScreen } from "~/features/meeting/planner-screen";
import { plannerView } from "~/features/meeting/view.server";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/meeting-planner";

/** `/meeting-planner?city=…&date=…` (decision 035): cities, date, hours and chosen slot in the URL. */
export function loader({ request }: Route.LoaderArgs) {
  return { view: plannerView(new URL(request.url)) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { origin, language } = rootData(matches);
  const s = plannerText[language];
  return seo({
    title: s.meta.title,
    description: s.meta.description,
    path: "/meeting-planner",
    origin,
    language,
    jsonLd: [
      faqPage(s.faqs),
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: s.breadcrumb, path: "/meeting-planner" },
        ],
        language,
      ),
    ],
  });
};

export default function MeetingPlanner({ loaderData, matches }: Route.ComponentProps) {
  const { origin } = rootData(matches);
  const { view } = loaderData;
  const share = plannerHref({ ...view, date: view.date, slot: view.slot ?? undefined, title: view.title ?? undefined });
  return <PlannerScreen view={view} url={siteUrl(share, origin).href} />;
}
