import { focusPageCopy } from "@content/focus/pages";
import { focusText } from "@content/focus/ui";
import { intervalPresets, isIntervalPreset, parseIntervalQuery } from "@core/focus-presets";
import { siteUrl } from "@core/site-url";
import { data } from "react-router";
import { IntervalScreen } from "~/features/focus/interval-screen";
import { rootData, toolPageSeo } from "~/lib/seo";
import type { Route } from "./+types/interval-timer";

const fields = ["work", "rest", "rounds", "warmup"];

/**
 * `/interval-timer` (the builder; its set lives in the query, `?work=40&rest=20&rounds=10&warmup=60`)
 * and `/interval-timer/{preset}`; an unknown preset is a 404, unusable query values are named on
 * the page and replaced by the defaults.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const preset = params.preset;
  if (preset !== undefined && !isIntervalPreset(preset)) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const base = preset ? intervalPresets[preset] : undefined;
  const parsed = parseIntervalQuery(query, base);
  const named = base !== undefined || fields.some((f) => query.has(f));
  const path = preset ? `/interval-timer/${preset}` : "/interval-timer";
  return {
    preset: preset ?? null,
    path,
    routeKey: `${path}?${fields.map((f) => `${f}=${query.get(f) ?? ""}`).join("&")}`,
    settings: named ? parsed.settings : null,
    invalid: parsed.invalid.filter((f) => f !== "label"),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const key =
    page.preset && isIntervalPreset(page.preset) ? (`interval-timer/${page.preset}` as const) : "interval-timer";
  const copy = focusPageCopy(key, language);
  return toolPageSeo({
    origin,
    language,
    copy,
    tool: { name: focusText[language].breadcrumb.interval, path: "/interval-timer" },
    page: page.preset ? { name: copy.h1, path: page.path } : undefined,
  });
};

export default function IntervalTimer({ loaderData, matches }: Route.ComponentProps) {
  const { origin } = rootData(matches);
  const { preset, path, routeKey, settings, invalid } = loaderData;
  const key = preset && isIntervalPreset(preset) ? (`interval-timer/${preset}` as const) : "interval-timer";
  return (
    <IntervalScreen
      pageKey={key}
      routeKey={routeKey}
      settings={settings}
      invalid={invalid}
      origin={origin}
      url={siteUrl(path, origin).href}
    />
  );
}
