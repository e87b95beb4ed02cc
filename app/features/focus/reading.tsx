import type { FocusPageCopy } from "@content/focus/pages";
import { focusText, type FocusText } from "@content/focus/ui";
import { shareWords } from "@content/share/text";
import { intervalPresets, pomodoroPresets } from "@core/focus-presets";
import { useLocalePath, useText } from "~/lib/i18n";
import { Faq, LinksCard, ShareSection, StepsCard } from "~/ui/below-fold";

const presetLinks = (t: FocusText, to: (path: string) => string) =>
  [
    { to: "/pomodoro", label: `${t.tool.pomodoro} 25/5` },
    ...Object.keys(pomodoroPresets).map((slug) => ({
      to: `/pomodoro/${slug}`,
      label: `${t.tool.pomodoro} ${slug.replace("-", "/")}`,
    })),
    { to: "/interval-timer", label: t.tool.interval },
    ...Object.keys(intervalPresets).map((slug) => ({
      to: `/interval-timer/${slug}`,
      label: slug === "tabata" ? "Tabata" : `HIIT ${slug.slice(5).replace("-", "/")}`,
    })),
  ].map((link) => ({ ...link, to: to(link.to) }));

/**
 * What a search visitor reads under a focus tool: presets, how-to, FAQ, share. The routes render it
 * outside the island: the server's HTML, never hydrated (decision 055).
 */
export function FocusReading({ copy, url }: { copy: FocusPageCopy; url: string }) {
  const t = useText(focusText);
  const shareWordsText = useText(shareWords);
  const to = useLocalePath();
  // The share block's own words are the site's shared share text (content/share/text.ts).
  const shareLabels = { ...shareWordsText, heading: t.shareHeading };
  return (
    <>
      <LinksCard heading={t.presets.heading} items={presetLinks(t, to)} />
      <StepsCard heading={t.howToHeading} steps={copy.steps} tipsHeading={t.tipsHeading} tips={copy.tips} />
      <Faq heading={t.faqHeading(copy.h1)} items={copy.faqs} />
      <ShareSection url={url} title={copy.title} labels={shareLabels} />
    </>
  );
}
