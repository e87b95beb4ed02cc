import { countdownEventPages } from "@content/countdown/events";
import { momentDate } from "@content/countdown/moment";
import { countdownText } from "@content/countdown/text";
import { countdownEventBySlug, nextEventDate } from "@core/countdown";
import { localizePath } from "@core/locales";
import { siteUrl } from "@core/site-url";
import { data } from "react-router";
import { EventPage } from "~/features/countdown/event-page";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/countdown-event";

/** `/countdown/{event}` (docs/product.md, Countdown): the next occurrence from today; unknown event → 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const event = countdownEventBySlug(params.event);
  if (!event) throw data(null, { status: 404 });
  const renderedAt = Date.now();
  const date = nextEventDate(event, "UTC", renderedAt);
  const text = await countdownText.load(context.language);
  const copy = countdownEventPages.get(context.language)[event.slug];
  return {
    slug: event.slug,
    date,
    renderedAt,
    // The event's page copy in the page's language (server-only text), and what meta needs.
    copy: {
      name: text.eventNames[event.slug],
      title: copy.title(+date.slice(0, 4)),
      description: copy.description(momentDate(Date.parse(`${date}T12:00:00Z`), "UTC", context.language)),
      intro: copy.intro,
      faqs: [...copy.faqs, ...text.faqs.slice(0, 2)],
    },
    breadcrumb: text.breadcrumb,
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const { copy } = page;
  const path = `/countdown/${page.slug}`;
  return seo({
    title: copy.title,
    description: copy.description,
    path,
    origin,
    language,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Event",
        name: copy.name,
        startDate: page.date,
        endDate: page.date,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        isAccessibleForFree: true,
        location: { "@type": "Place", name: "Worldwide", address: "Worldwide" },
        url: siteUrl(localizePath(path, language), origin).href,
      },
      faqPage(copy.faqs),
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: page.breadcrumb, path: "/countdown" },
          { name: copy.name, path },
        ],
        language,
      ),
    ],
  });
};

export default function CountdownEvent({ loaderData, matches }: Route.ComponentProps) {
  const { origin, language } = rootData(matches);
  const { slug, date, renderedAt, copy } = loaderData;
  return (
    <EventPage
      slug={slug}
      date={date}
      renderedAt={renderedAt}
      copy={copy}
      url={siteUrl(localizePath(`/countdown/${slug}`, language), origin).href}
    />
  );
}
