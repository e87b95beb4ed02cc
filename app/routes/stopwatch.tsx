import { stopwatchPageData } from "@content/stopwatch/pages.server";
import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { isStopwatchUseCase } from "@core/stopwatch";
import { data } from "react-router";
import { StopwatchScreen } from "~/features/stopwatch/stopwatch-screen";
import { StopwatchReading } from "~/features/stopwatch/reading";
import { headingCopy, ToolPage } from "~/ui/tool-page";
import { rootData, toolPageSeo } from "~/lib/seo";
import { islandPage } from "~/lib/page-handle";
import type { Route } from "./+types/stopwatch";

/**
 * `/stopwatch` and `/stopwatch/{useCase}`; an unknown use case is a 404. The loader hands the page
 * its copy in the page's language (title, intro, FAQ, the use-case grid): server-side copy that
 * never ships to the browser as a whole.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const useCase = params.useCase;
  if (useCase !== undefined && !isStopwatchUseCase(useCase)) throw data(null, { status: 404 });
  return stopwatchPageData(context.language, useCase);
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  if (!page) return [];
  const useCase = page.useCase ?? undefined;
  return toolPageSeo({
    origin,
    language,
    copy: page.copy,
    tool: { name: page.crumbs.tool, path: "/stopwatch" },
    page: useCase && page.crumbs.page ? { name: page.crumbs.page, path: `/stopwatch/${useCase}` } : undefined,
  });
};

/** Only the stopwatch and the settings button hydrate, without React Router in the browser (decision 045). */
export const handle = islandPage("stopwatch");

export default function Stopwatch({ loaderData, matches }: Route.ComponentProps) {
  const { origin, language } = rootData(matches);
  const path = loaderData.useCase ? `/stopwatch/${loaderData.useCase}` : "/stopwatch";
  const { useCase, uses, copy } = loaderData;
  const props = { page: { useCase, uses, copy: headingCopy(copy) } };
  return (
    <ToolPage
      island="stopwatch"
      props={props}
      tool={<StopwatchScreen {...props} />}
      reading={<StopwatchReading copy={copy} url={siteUrl(localizePath(path, language), origin).href} />}
    />
  );
}
