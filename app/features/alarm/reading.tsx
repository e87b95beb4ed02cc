import { alarmText, type AlarmPageCopy } from "@content/alarm/text";
import { useLocalePath, useText } from "~/lib/i18n";
import { Faq, LinksCard, StepsCard } from "~/ui/below-fold";

/**
 * What a search visitor reads under the alarm clock: how-to, FAQ, articles. The route renders it
 * outside the island: the server's HTML, never hydrated (decision 055).
 */
export function AlarmReading({ copy }: { copy: AlarmPageCopy }) {
  const s = useText(alarmText);
  const to = useLocalePath();
  const articles = s.articles.items.map((item) => ({ ...item, to: to(item.to) }));
  return (
    <>
      <StepsCard
        heading={s.steps.heading}
        steps={s.steps.items}
        tipsHeading={s.steps.tipsHeading}
        tips={s.steps.tips}
      />
      <Faq heading={s.faqHeading} items={copy.faqs} />
      <LinksCard heading={s.articles.heading} items={articles} />
    </>
  );
}
