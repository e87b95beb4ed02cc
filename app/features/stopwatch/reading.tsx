import { shareWords } from "@content/share/text";
import { stopwatchText } from "@content/stopwatch/text";
import type { StopwatchPageData } from "@content/stopwatch/use-cases";
import { useLocalePath, useText } from "~/lib/i18n";
import { Faq, LinksCard, ShareSection, StepsCard } from "~/ui/below-fold";

/**
 * What a search visitor reads under the stopwatch: how-to, FAQ, articles, share. The route renders
 * it outside the island: the server's HTML, never hydrated (decision 055).
 */
export function StopwatchReading({ copy, url }: { copy: StopwatchPageData["copy"]; url: string }) {
  const shareWordsText = useText(shareWords);
  const s = useText(stopwatchText);
  const to = useLocalePath();
  const articles = s.articles.items.map((item) => ({ ...item, to: to(item.to) }));
  return (
    <>
      <StepsCard heading={s.howTo.heading} steps={s.howTo.steps} tipsHeading={s.howTo.tipsHeading} tips={copy.tips} />
      <Faq heading={s.faq.heading(copy.h1)} items={copy.faqs} />
      <LinksCard heading={s.articles.heading} items={articles} />
      <ShareSection url={url} title={copy.title} labels={{ ...shareWordsText, ...s.share }} />
    </>
  );
}
