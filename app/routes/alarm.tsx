import { alarmPages } from "@content/alarm/pages";
import { alarmText } from "@content/alarm/text";
import { timeForAlarmSlug } from "@core/alarm";
import { data } from "react-router";
import { AlarmScreen } from "~/features/alarm/alarm-screen";
import { AlarmReading } from "~/features/alarm/reading";
import { headingCopy, ToolPage } from "~/ui/tool-page";
import { rootData, toolPageSeo } from "~/lib/seo";
import { islandPage } from "~/lib/page-handle";
import type { Route } from "./+types/alarm";

/** `/alarm` and `/alarm/{time}` (e.g. 7am, 5-15am, 8-30pm); an unknown time is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const time = params.time === undefined ? null : timeForAlarmSlug(params.time);
  if (params.time !== undefined && !time) throw data(null, { status: 404 });
  const s = await alarmText.load(context.language);
  return {
    slug: time ? params.time! : null,
    time,
    copy: alarmPages.get(context.language).page(time ?? undefined),
    // Every word meta needs: it also runs in the browser, where the namespace may not be loaded.
    crumbs: { tool: s.breadcrumb, page: time ? s.presets.title(time) : null },
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  if (!page) return [];
  return toolPageSeo({
    origin,
    language,
    copy: page.copy,
    tool: { name: page.crumbs.tool, path: "/alarm" },
    page: page.slug && page.crumbs.page ? { name: page.crumbs.page, path: `/alarm/${page.slug}` } : undefined,
  });
};

/** Only the alarm clock and the settings button hydrate, without React Router in the browser (decision 045). */
export const handle = islandPage("alarm");

export default function Alarm({ loaderData }: Route.ComponentProps) {
  const props = { time: loaderData.time ?? undefined, copy: headingCopy(loaderData.copy) };
  return (
    <ToolPage
      island="alarm"
      props={props}
      tool={<AlarmScreen {...props} />}
      reading={<AlarmReading copy={loaderData.copy} />}
    />
  );
}
