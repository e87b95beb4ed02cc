import { alarmText } from "@content/alarm/text";
import { timeForAlarmSlug } from "@core/alarm";
import { data } from "react-router";
import { AlarmScreen } from "~/features/alarm/alarm-screen";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
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
  const copy = s.page(page?.time ?? undefined);
  const path = page?.slug ? `/alarm/${page.slug}` : "/alarm";
  const trail = [
    { name: "Tickwise", path: "/" },
    { name: s.breadcrumb, path: "/alarm" },
  ];
  if (page?.slug && page.time) trail.push({ name: s.presets.title(page.time), path });
  return seo({
    title: copy.title,
    description: copy.description,
    path,
    origin,
    jsonLd: [faqPage(copy.faqs), breadcrumbs(origin, trail)],
  });
};

export default function Alarm({ loaderData }: Route.ComponentProps) {
  return <AlarmScreen time={loaderData.time ?? undefined} />;
}
