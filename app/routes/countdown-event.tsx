import { momentDate } from "@content/countdown/moment";
import { countdownText } from "@content/countdown/text";
import { countdownEventBySlug, nextEventDate } from "@core/countdown";
import { siteUrl } from "@core/site-url";
import { data } from "react-router";
import { EventPage } from "~/features/countdown/event-page";
import { breadcrumbs, faqPage, rootData, seo } from "~/lib/seo";
import type { Route } from "./+types/countdown-event";

/** `/countdown/{event}` (docs/product.md, Countdown): the next occurrence from today; unknown event → 404. */
export function loader({ params }: Route.LoaderArgs) {
  const event = countdownEventBySlug(params.event);
  if (!event) throw data(null, { status: 404 });
  const renderedAt = Date.now();
  return { slug: event.slug, date: nextEventDate(event, "UTC", renderedAt), renderedAt };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  if (!page) return [];
  const { origin, language } = rootData(matches);
  const text = countdownText[language];
  const copy = text.eventCopy[countdownEventBySlug(page.slug)!.slug];
  const path = `/countdown/${page.slug}`;
  const faqs = [...copy.faqs, ...text.faqs.slice(0, 2)];
  return seo({
    title: copy.title(+page.date.slice(0, 4)),
    description: copy.description(momentDate(Date.parse(`${page.date}T12:00:00Z`), "UTC", language)),
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
        url: siteUrl(path, origin).href,
      },
      faqPage(faqs),
      breadcrumbs(
        origin,
        [
          { name: "Tickwise", path: "/" },
          { name: text.breadcrumb, path: "/countdown" },
          { name: copy.name, path },
        ],
        language,
      ),
    ],
  });
};

export default function CountdownEvent({ loaderData, matches }: Route.ComponentProps) {
  const { origin } = rootData(matches);
  return <EventPage {...loaderData} url={siteUrl(`/countdown/${loaderData.slug}`, origin).href} />;
}
