import { shellText } from "@content/i18n";
import { siteUrl } from "@core/site-url";
import { timerPageCopy } from "@content/timer";
import { DEFAULT_TIMER_SECONDS, secondsForSlug } from "@core/timer-presets";
import { useEffect, useRef } from "react";
import { data, useLoaderData, useLocation, useRevalidator, useRouteLoaderData } from "react-router";
import { TimerScreen } from "~/features/timer/timer-screen";
import { useI18n } from "~/lib/i18n";
import { TimerReading } from "~/features/timer/reading";
import { headingCopy, ToolPage } from "~/ui/tool-page";
import { islandPage } from "~/lib/page-handle";
import { rootData, toolPageSeo } from "~/lib/seo";
import type { Route } from "./+types/timer";

/**
 * `/`, `/timer` and `/timer/{preset}`; an unknown preset is the 404 page.
 * The page's words (title, intro, how-to, FAQ) are chosen on the server for the visitor's language
 * and sent with the data, so the browser never downloads the copy of the other ~35 pages.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.preset;
  const seconds = slug === undefined ? DEFAULT_TIMER_SECONDS : secondsForSlug(slug);
  if (seconds === undefined) throw data(null, { status: 404 });
  const language = context.language;
  // The tool's name for meta's breadcrumbs: meta reads words only from the loader's data.
  const toolName = (await shellText.load(language)).nav.timer;
  return { slug, seconds, language, toolName, copy: timerPageCopy(slug, language) };
}

/** Only the timer and the settings button hydrate, without React Router in the browser (decision 045). */
export const handle = islandPage("timer");

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin } = rootData(matches);
  const { copy, slug, language, toolName } = page;
  // `/` and `/timer` are the same page; every internal link points to /timer.
  return toolPageSeo({
    origin,
    language,
    copy,
    tool: { name: toolName, path: "/timer" },
    page: slug ? { name: copy.h1, path: `/timer/${slug}` } : undefined,
  });
};

export default function TimerRoute() {
  const page = useLoaderData<typeof loader>();
  const { language } = useI18n();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  // The visitor switched language: the cookie already says so, fetch the page's words again.
  // Once per language: with cookies disabled the server cannot follow, and the page stays as it is.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (page.language === language || asked.current === language) return;
    asked.current = language;
    void revalidator.revalidate();
  }, [page.language, language, revalidator]);
  const url = siteUrl(pathname, root?.origin ?? "http://localhost").href;
  const props = { slug: page.slug, seconds: page.seconds, copy: headingCopy(page.copy) };
  return (
    <ToolPage
      island="timer"
      props={props}
      tool={<TimerScreen {...props} />}
      reading={<TimerReading copy={page.copy} url={url} />}
    />
  );
}
