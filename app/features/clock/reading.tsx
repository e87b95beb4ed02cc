import { clockText, type ClockPageCopy } from "@content/clock/text";
import { shareWords } from "@content/share/text";
import { useLocalePath, useText } from "~/lib/i18n";
import { Faq, LinksCard, ShareSection, StepsCard } from "~/ui/below-fold";

/**
 * What a search visitor reads under the clock: how it works, FAQ, articles, share. The route renders
 * it outside the island: the server's HTML, never hydrated (decision 055).
 */
export function ClockReading({ copy, url }: { copy: ClockPageCopy; url: string }) {
  const shareWordsText = useText(shareWords);
  const s = useText(clockText);
  const to = useLocalePath();
  const articles = s.articles.items.map((item) => ({ ...item, to: to(item.to) }));
  return (
    <>
      <StepsCard heading={s.howItWorks.heading} steps={s.howItWorks.steps} />
      <Faq heading={s.faqHeading(copy.locationTitle)} items={copy.faqs} />
      <LinksCard heading={s.articles.heading} items={articles} />
      <ShareSection url={url} title={copy.title} labels={{ ...shareWordsText, heading: s.shareHeading }} />
    </>
  );
}
