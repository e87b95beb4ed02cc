import { momentWords } from "@content/countdown/moment";
import { countdownText, type Faq as FaqItem } from "@content/countdown/text";
import { shareWords } from "@content/share/text";
import { countdownEventBySlug, nextEventDate } from "@core/countdown";
import { countdownParts } from "@core/holidays";
import { parseWallTime, resolveWallTime } from "@core/zoned-time";
import { useI18n, useText } from "~/lib/i18n";
import { useHourCycle } from "~/lib/preferences";
import { useVisitorZone } from "~/lib/use-visitor-zone";
import { CountdownDisplay } from "./countdown-display";
import { CalendarLink, EventLinks } from "./moment-links";
import { useNow } from "./use-now";
import { Faq, ShareSection } from "~/ui/below-fold";

/**
 * `/countdown/{event}`: the event's next date counted down to its midnight in the visitor's own
 * zone. The server cannot know that zone: it renders the date in UTC, and the page moves to the
 * visitor's zone once hydrated (the date rarely differs; the numbers move by the zone's offset).
 */
export function EventPage(props: {
  slug: string;
  date: string;
  renderedAt: number;
  url: string;
  /** The event's page copy in the page's language, from the loader. */
  copy: { name: string; title: string; intro: string; faqs: FaqItem[] };
}) {
  const { language } = useI18n();
  const shareWordsText = useText(shareWords);
  const text = useText(countdownText);
  const hourCycle = useHourCycle(language);
  const now = useNow(props.renderedAt);
  const visitorZone = useVisitorZone();
  const event = countdownEventBySlug(props.slug)!;
  const { copy } = props;
  const zone = visitorZone ?? "UTC";
  const date = visitorZone ? nextEventDate(event, zone, now) : props.date;
  const to = `${date}T00:00`;
  const { instant } = resolveWallTime(parseWallTime(to)!, zone);
  const days = countdownParts(instant, now).days;
  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.countdownLabel(copy.name)}</h1>
        <p className="mt-3 text-lg" data-testid="countdown-words">
          {momentWords(text, instant, zone, copy.name, days, language, hourCycle)}
        </p>
        <p className="mt-2 text-muted">
          {copy.intro} {text.eventNote}
        </p>
      </header>
      <CountdownDisplay instant={instant} now={now} title={copy.name} text={text} />
      <p className="flex flex-wrap gap-3">
        <CalendarLink to={to} zone={zone} title={copy.name} text={text} />
      </p>
      <EventLinks text={text} current={event.slug} />
      <Faq heading={text.faqHeading} items={copy.faqs} />
      <ShareSection url={props.url} title={copy.title} labels={{ heading: text.shareHeading, ...shareWordsText }} />
    </div>
  );
}
