import type { FocusPageCopy } from "@content/focus/pages";
import { focusText, type FocusText } from "@content/focus/ui";
import { intervalPresets, pomodoroPresets } from "@core/focus-presets";
import { TriangleAlert } from "lucide";
import { Icon } from "~/ui/icon";
import { shareWords } from "@content/share/text";
import { useLocalePath, useText } from "~/lib/i18n";
import { PageHeader } from "~/ui/page-header";
import type { ToolHeadingCopy } from "~/ui/tool-page";
import { Faq, LinksCard, ShareSection, StepsCard } from "~/ui/below-fold";

/** The page's heading and introduction, and the message about a link's unusable settings. */
export function FocusHeader({ copy, problem }: { copy: ToolHeadingCopy; problem: string | null }) {
  return (
    <PageHeader h1={copy.h1} intro={copy.intro}>
      {problem && (
        <p
          role="alert"
          data-testid="url-problem"
          className="mx-auto mt-4 flex max-w-3xl items-start gap-2 rounded-xl border border-amber-600 bg-amber-50 p-3 text-start text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <Icon node={TriangleAlert} className="mt-0.5 h-5 w-5 shrink-0" />
          {problem}
        </p>
      )}
    </PageHeader>
  );
}

/** The words of a bad link's message: which settings were unusable, in the page's language. */
export function urlProblem(t: FocusText, invalid: readonly string[]): string | null {
  if (invalid.length === 0) return null;
  const names = invalid.map((f) =>
    f === "label" ? t.labelTooLong : t.settings.fields[f as keyof FocusText["settings"]["fields"]],
  );
  return t.urlProblem(names.join(t.listSeparator));
}

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
