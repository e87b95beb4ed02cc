import { siteUrl } from "@core/site-url";
import { stopwatchText } from "@content/stopwatch/text";
import { isStopwatchUseCase } from "@core/stopwatch";
import { data } from "react-router";
import { StopwatchScreen } from "~/features/stopwatch/stopwatch-screen";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/stopwatch";

/** `/stopwatch` and `/stopwatch/{useCase}`; an unknown use case is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const useCase = params.useCase;
  if (useCase !== undefined && !isStopwatchUseCase(useCase)) throw data(null, { status: 404 });
  return { useCase: useCase ?? null };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  const s = stopwatchText[language];
  const useCase = page?.useCase && isStopwatchUseCase(page.useCase) ? page.useCase : undefined;
  const copy = s.page(useCase);
  const path = useCase ? `/stopwatch/${useCase}` : "/stopwatch";
  const trail = [
    { name: "Tickwise", path: "/" },
    { name: s.breadcrumb, path: "/stopwatch" },
  ];
  if (useCase) trail.push({ name: s.useCase(useCase).name, path });
  return seo({
    title: copy.title,
    description: copy.description,
    path,
    origin,
    jsonLd: [faqPage(copy.faqs), breadcrumbs(origin, trail)],
  });
};

export default function Stopwatch({ loaderData, matches }: Route.ComponentProps) {
  const { origin } = rootData(matches);
  const useCase = loaderData.useCase && isStopwatchUseCase(loaderData.useCase) ? loaderData.useCase : undefined;
  const path = useCase ? `/stopwatch/${useCase}` : "/stopwatch";
  return <StopwatchScreen useCase={useCase} url={siteUrl(path, origin).href} />;
}
