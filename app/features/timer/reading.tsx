import { localizedRelatedArticles, type TimerPageCopy } from "@content/timer";
import { useLocalePath } from "~/lib/i18n";
import { Faq, LinksCard, ShareSection, StepsCard } from "~/ui/below-fold";
import { useTimerStrings } from "./strings";

/**
 * What a search visitor reads under the timer: how-to, FAQ, articles, share. The route renders it
 * outside the island: the server's HTML, never hydrated (decision 055).
 */
export function TimerReading({ copy, url }: { copy: TimerPageCopy; url: string }) {
  const s = useTimerStrings();
  const to = useLocalePath();
  const relatedArticles = localizedRelatedArticles(s.presets).map((a) => ({
    to: to(`/blog/${a.slug}`),
    label: a.title,
  }));
  return (
    <>
      <StepsCard heading={s.howTo.heading} steps={copy.howTo.steps} tipsHeading={s.howTo.tips} tips={copy.howTo.tips} />
      <Faq heading={s.faq.heading} items={copy.faqs} />
      <LinksCard heading={s.articles.heading} items={relatedArticles} />
      <ShareSection url={url} title={copy.title} labels={s.share} />
    </>
  );
}
