import type { CountdownText } from "@content/countdown/text";
import { countdownEvents } from "@core/countdown";
import { CalendarPlus } from "lucide";
import { Icon } from "~/ui/icon";
import { useLocalePath } from "~/lib/i18n";
import { LinksCard } from "~/ui/sections";

/** "Add to calendar": a download from the server's calendar files, not a page of the app. */
export function CalendarLink({
  to,
  zone,
  title,
  text,
}: {
  to: string;
  zone: string;
  title: string;
  text: CountdownText;
}) {
  const query = new URLSearchParams({ to, tz: zone });
  if (title) query.set("title", title);
  return (
    <a
      href={`/calendar/countdown.ics?${query.toString()}`}
      download
      className="button-secondary"
      data-testid="countdown-ics"
    >
      <Icon node={CalendarPlus} className="h-4 w-4" />
      {text.addToCalendar}
    </a>
  );
}

/** Links to every yearly event's countdown page. */
export function EventLinks({ text, current }: { text: CountdownText; current?: string }) {
  const to = useLocalePath();
  const items = countdownEvents
    .filter((event) => event.slug !== current)
    .map((event) => ({ to: to(`/countdown/${event.slug}`), label: text.eventNames[event.slug] }));
  return <LinksCard heading={text.events.heading} items={items} />;
}
