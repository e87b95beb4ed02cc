import { focusPages } from "@content/focus/pages";
import { intervalPresets, isIntervalPreset, parseIntervalQuery } from "@core/focus-presets";
import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { data } from "react-router";
import { IntervalScreen } from "~/features/focus/interval-screen";
import { FocusReading } from "~/features/focus/reading";
import { headingCopy, ToolPage } from "~/ui/tool-page";
import { rootData, toolPageSeo } from "~/lib/seo";
import { islandPage } from "~/lib/page-handle";
import type { Route } from "./+types/interval-timer";

const fields = ["work", "rest", "rounds", "warmup"];

/**
 * `/interval-timer` (the builder; its set lives in the query, `?work=40&rest=20&rounds=10&warmup=60`)
 * and `/interval-timer/{preset}`; an unknown preset is a 404, unusable query values are named on
 * the page and replaced by the defaults.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const preset = params.preset;
  if (preset !== undefined && !isIntervalPreset(preset)) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const base = preset ? intervalPresets[preset] : undefined;
  const parsed = parseIntervalQuery(query, base);
  const named = base !== undefined || fields.some((f) => query.has(f));
  const path = preset ? `/interval-timer/${preset}` : "/interval-timer";
  // The page's copy and the tool's name: the component and meta read them from here.
  const text = focusPages.get(context.language);
  return {
    preset: preset ?? null,
    copy: text.pages[preset ? (`interval-timer/${preset}` as const) : "interval-timer"],
    toolName: text.tools.interval,
    path,
    routeKey: `${path}?${fields.map((f) => `${f}=${query.get(f) ?? ""}`).join("&")}`,
    settings: named ? parsed.settings : null,
    invalid: parsed.invalid.filter((f) => f !== "label"),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const copy = page.copy;
  return toolPageSeo({
    origin,
    language,
    copy,
    tool: { name: page.toolName, path: "/interval-timer" },
    page: page.preset ? { name: copy.h1, path: page.path } : undefined,
  });
};

/** Only the interval timer and the settings button hydrate, without React Router in the browser (decision 045). */
export const handle = islandPage("interval");

export default function IntervalTimer({ loaderData, matches }: Route.ComponentProps) {
  const { origin, language } = rootData(matches);
  const { copy, path, routeKey, settings, invalid } = loaderData;
  // The page shared is this page in its own language.
  const props = { copy: headingCopy(copy), routeKey, settings, invalid, origin };
  return (
    <ToolPage
      island="interval"
      props={props}
      tool={<IntervalScreen {...props} />}
      reading={<FocusReading copy={copy} url={siteUrl(localizePath(path, language), origin).href} />}
    />
  );
}
