import { focusPages } from "@content/focus/pages";
import { isPomodoroPreset, parsePomodoroQuery, pomodoroPresets } from "@core/focus-presets";
import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { data } from "react-router";
import { PomodoroScreen } from "~/features/focus/pomodoro-screen";
import { FocusReading } from "~/features/focus/reading";
import { headingCopy, ToolPage } from "~/ui/tool-page";
import { rootData, toolPageSeo } from "~/lib/seo";
import { islandPage } from "~/lib/page-handle";
import type { Route } from "./+types/pomodoro";

const durationFields = ["focus", "short", "long", "every"];

/**
 * `/pomodoro` and `/pomodoro/{focus}-{break}`; an unknown preset is a 404. The query may set the
 * durations and a task label (`?focus=50&short=10&label=Essay`); unusable values are named on the
 * page and replaced by the defaults (docs/product.md, Pomodoro and interval timer).
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const preset = params.preset;
  if (preset !== undefined && !isPomodoroPreset(preset)) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const base = preset ? pomodoroPresets[preset] : undefined;
  const parsed = parsePomodoroQuery(query, base);
  const named = base !== undefined || durationFields.some((f) => query.has(f));
  const path = preset ? `/pomodoro/${preset}` : "/pomodoro";
  // The page's copy and the tool's name: the component and meta read them from here.
  const text = focusPages.get(context.language);
  return {
    preset: preset ?? null,
    copy: text.pages[preset ? (`pomodoro/${preset}` as const) : "pomodoro"],
    toolName: text.tools.pomodoro,
    path,
    routeKey: `${path}?${durationFields.map((f) => `${f}=${query.get(f) ?? ""}`).join("&")}`,
    settings: named ? parsed.settings : null,
    label: parsed.label,
    invalid: parsed.invalid,
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
    tool: { name: page.toolName, path: "/pomodoro" },
    page: page.preset ? { name: copy.h1, path: page.path } : undefined,
  });
};

/** Only the pomodoro timer and the settings button hydrate, without React Router in the browser (decision 045). */
export const handle = islandPage("pomodoro");

export default function Pomodoro({ loaderData, matches }: Route.ComponentProps) {
  const { origin, language } = rootData(matches);
  const { copy, path, routeKey, settings, label, invalid } = loaderData;
  // The page shared is this page in its own language.
  const props = { copy: headingCopy(copy), routeKey, settings, label, invalid };
  return (
    <ToolPage
      island="pomodoro"
      props={props}
      tool={<PomodoroScreen {...props} />}
      reading={<FocusReading copy={copy} url={siteUrl(localizePath(path, language), origin).href} />}
    />
  );
}
