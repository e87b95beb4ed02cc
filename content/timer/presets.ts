import {
  popularPresets,
  relatedTimerArticles,
  relatedTimers,
  type PopularPreset,
  type RelatedTimer,
} from "@core/timer-presets";
import type { TimerUiText } from "./ui";

type PresetText = TimerUiText["presets"];

/** The popular presets grid (docs/product.md, Timer) in the page's language. */
export function localizedPopularPresets(text: PresetText): PopularPreset[] {
  return popularPresets.map((preset) => ({ ...preset, ...text.cards[preset.seconds] }));
}

/** Related-timer links (docs/product.md, Timer) in the page's language. */
export function localizedRelatedTimers(currentSlug: string | undefined, text: PresetText): RelatedTimer[] {
  return relatedTimers(currentSlug).map((timer) => ({ ...timer, label: text.relatedTimer(timer.seconds / 60) }));
}

/** Link texts for the timer pages' related articles; the articles themselves are written in English. */
export function localizedRelatedArticles(text: PresetText): { slug: string; title: string }[] {
  return relatedTimerArticles.map((article) => ({
    slug: article.slug,
    title: text.articleTitles[article.slug] ?? article.title,
  }));
}
