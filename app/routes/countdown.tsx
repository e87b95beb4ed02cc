import { momentWords } from "@content/countdown/moment";
import { countdownText } from "@content/countdown/text";
import { countdownProblemOf, countdownQuerySchema } from "@core/calendar-query";
import { languageHourCycle } from "@core/clock-format";
import { countdownPath, countdownQuery } from "@core/countdown";
import { countdownParts } from "@core/holidays";
import { localizePath } from "@core/locales";
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
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const renderedAt = Date.now();
  const nextYear = new Date(renderedAt).getUTCFullYear() + 1;
  const text = await countdownText.load(context.language);
  // Every word meta needs: it also runs in the browser, where the namespace may not be loaded.
  const words = { breadcrumb: text.breadcrumb, meta: text.meta, faqs: text.faqs };
  const base = { defaults: { date: `${nextYear}-01-01`, time: "00:00" }, renderedAt, words };
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
  const shown = text.momentTitle(title);
  const days = countdownParts(instant, renderedAt).days;
  const momentMeta = {
    title: `${shown} — ${text.toolName} | Tickwise`,
    description: momentWords(text, instant, zone, shown, days, context.language, languageHourCycle[context.language]),
    name: shown,
  };
  return { ...base, moment: { to, zone, title, instant, fit }, momentMeta, problem: null };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const { origin, language } = rootData(matches);
  if (!page) return [];
  const text = page.words;
  const moment = page.moment;
  const crumbs = breadcrumbs(
    origin,
    [
      { name: "Tickwise", path: "/" },
      { name: text.breadcrumb, path: "/countdown" },
    ],
    language,
  );
  if (!moment || !("momentMeta" in page)) {
    return seo({
      title: text.meta.title,
      description: text.meta.description,
      path: "/countdown",
      origin,
      language,
      jsonLd: [faqPage(text.faqs), crumbs],
      noindex: page.problem != null,
    });
  }
  const { title, description, name } = page.momentMeta;
  const path = countdownPath(moment.to, moment.zone, moment.title);
  return seo({
    title,
    description,
    path,
    origin,
    language,
    // One visitor's moment: shareable, but not a page for search engines.
    noindex: true,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Event",
        name,
        startDate: new Date(moment.instant).toISOString(),
        eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
        location: { "@type": "VirtualLocation", url: siteUrl(localizePath(path, language), origin).href },
      },
      crumbs,
    ],
  });
};

export default function Countdown({ loaderData, matches }: Route.ComponentProps) {
  const { origin, language } = rootData(matches);
  const props = loaderData as Omit<CountdownPageProps, "url">;
  const m = props.moment;
  const url = siteUrl(localizePath(m ? countdownPath(m.to, m.zone, m.title) : "/countdown", language), origin).href;
  return <CountdownPage {...props} url={url} />;
}
