import { timersText } from "@content/timers/text";
import { useLocalePath, useText } from "~/lib/i18n";
import { Faq, LinksCard, StepsCard } from "~/ui/below-fold";

/**
 * What a search visitor reads under the timers: how-to, FAQ, related tools. The route renders it
 * outside the island: the server's HTML, never hydrated (decision 055).
 */
export function TimersReading() {
  const t = useText(timersText);
  const to = useLocalePath();
  return (
    <>
      <StepsCard
        heading={t.howTo.heading}
        steps={t.howTo.steps}
        tipsHeading={t.howTo.tipsHeading}
        tips={t.howTo.tips}
      />
      <Faq heading={t.faq.heading} items={t.faq.items} />
      <LinksCard
        heading={t.related.heading}
        items={t.related.items.map((item) => ({ to: to(item.to), label: item.label }))}
      />
    </>
  );
}
