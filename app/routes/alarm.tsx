import { alarmText } from "@content/alarm/text";
import { timeForAlarmSlug } from "@core/alarm";
import { data } from "react-router";
import { AlarmScreen } from "~/features/alarm/alarm-screen";
import { rootData, toolPageSeo } from "~/lib/seo";
import type { Route } from "./+types/alarm";

/** `/alarm` and `/alarm/{time}` (e.g. 7am, 5-15am, 8-30pm); an unknown time is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.time === undefined) return { slug: null, time: null };
  const time = timeForAlarmSlug(params.time);
  if (!time) throw data(null, { status: 404 });
  return { slug: params.time, time };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  const s = alarmText[language];
  return toolPageSeo({
    origin,
    language,
    copy: s.page(page?.time ?? undefined),
    tool: { name: s.breadcrumb, path: "/alarm" },
    page: page?.slug && page.time ? { name: s.presets.title(page.time), path: `/alarm/${page.slug}` } : undefined,
  });
};

export default function Alarm({ loaderData }: Route.ComponentProps) {
  return <AlarmScreen time={loaderData.time ?? undefined} />;
}
