import { siteUrl } from "@core/site-url";
import { stopwatchText } from "@content/stopwatch/text";
import { isStopwatchUseCase } from "@core/stopwatch";
import { data } from "react-router";
import { StopwatchScreen } from "~/features/stopwatch/stopwatch-screen";
import { rootData, toolPageSeo } from "~/lib/seo";
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
  return toolPageSeo({
    origin,
    language,
    copy: s.page(useCase),
    tool: { name: s.breadcrumb, path: "/stopwatch" },
    page: useCase ? { name: s.useCase(useCase).name, path: `/stopwatch/${useCase}` } : undefined,
  });
};

export default function Stopwatch({ loaderData, matches }: Route.ComponentProps) {
  const { origin } = rootData(matches);
  const useCase = loaderData.useCase && isStopwatchUseCase(loaderData.useCase) ? loaderData.useCase : undefined;
  const path = useCase ? `/stopwatch/${useCase}` : "/stopwatch";
  return <StopwatchScreen useCase={useCase} url={siteUrl(path, origin).href} />;
}
