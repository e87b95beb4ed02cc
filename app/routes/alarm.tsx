import { alarmPages } from "@content/alarm/pages";
import { alarmText } from "@content/alarm/text";
import { timeForAlarmSlug } from "@core/alarm";
import { data } from "react-router";
import { AlarmScreen } from "~/features/alarm/alarm-screen";
import { rootData, toolPageSeo } from "~/lib/seo";
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

export default function Alarm({ loaderData }: Route.ComponentProps) {
  return <AlarmScreen time={loaderData.time ?? undefined} copy={loaderData.copy} />;
}
