import { countdownText } from "@content/countdown/text";
import { momentWords } from "@content/countdown/moment";
import { countdownProblemOf, countdownQuerySchema } from "@core/calendar-query";
import { languageHourCycle } from "@core/clock-format";
import { countdownPath, countdownQuery } from "@core/countdown";
import { countdownParts } from "@core/holidays";
import { siteUrl } from "@core/site-url";
import { data, redirect } from "react-router";
import { CountdownPage, type CountdownPageProps } from "~/features/countdown/countdown-page";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/countdown";

/**
 * `/countdown?to=YYYY-MM-DDTHH:MM&tz=Zone&title=…` (docs/product.md, Countdown). Bad input is a
 * 400 page that says what is wrong, with the form to fix it; never a 500. The form's script-less
 * GET (`date`, `time`, `tz`, `title`) is turned into the `to` form here.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const renderedAt = Date.now();
  const nextYear = new Date(renderedAt).getUTCFullYear() + 1;
  const base = { defaults: { date: `${nextYear}-01-01`, time: "00:00" }, renderedAt };
  const date = query.get("date");
  const time = query.get("time");
  if (!query.has(countdownQuery.to) && date !== null && time !== null) {
    throw redirect(countdownPath(`${date}T${time}`, query.get("tz") ?? "", query.get("title") ?? ""));
  }
  if (!query.has(countdownQuery.to)) return { ...base, moment: null, problem: null };
  const parsed = countdownQuerySchema.safeParse({
    to: query.get(countdownQuery.to) ?? "",
    tz: query.get(countdownQuery.tz) ?? undefined,
    title: query.get(countdownQuery.title) ?? undefined,
  });
  if (!parsed.success)
    return data({ ...base, moment: null, problem: countdownProblemOf(parsed.error) }, { status: 400 });
  const { to, zone, title, instant, fit } = parsed.data;
  return { ...base, moment: { to, zone, title, instant, fit }, problem: null };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  const text = countdownText[language];
  const moment = page?.moment;
  const crumbs = breadcrumbs(
    origin,
    [
      { name: "Tickwise", path: "/" },
      { name: text.breadcrumb, path: "/countdown" },
    ],
    language,
  );
  if (!moment) {
    return seo({
      title: text.meta.title,
      description: text.meta.description,
      path: "/countdown",
      origin,
      language,
      jsonLd: [faqPage(text.faqs), crumbs],
      noindex: page?.problem != null,
    });
  }
  const title = text.momentTitle(moment.title);
  const days = countdownParts(moment.instant, page.renderedAt).days;
  const path = countdownPath(moment.to, moment.zone, moment.title);
  return seo({
    title: `${title} — ${text.toolName} | Tickwise`,
    description: momentWords(moment.instant, moment.zone, title, days, language, languageHourCycle[language]),
    path,
    origin,
    language,
    // One visitor's moment: shareable, but not a page for search engines.
    noindex: true,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Event",
        name: title,
        startDate: new Date(moment.instant).toISOString(),
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
        location: { "@type": "VirtualLocation", url: siteUrl(path, origin).href },
      },
      crumbs,
    ],
  });
};

export default function Countdown({ loaderData, matches }: Route.ComponentProps) {
  const { origin } = rootData(matches);
  const props = loaderData as Omit<CountdownPageProps, "url">;
  const m = props.moment;
  const url = siteUrl(m ? countdownPath(m.to, m.zone, m.title) : "/countdown", origin).href;
  return <CountdownPage {...props} url={url} />;
}
