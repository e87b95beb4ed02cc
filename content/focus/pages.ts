import type { IntervalPreset, PomodoroPreset } from "@core/focus-presets";
import { defineServerText } from "@content/i18n/text-namespace";
import ar from "./pages/ar";
import de from "./pages/de";
import en from "./pages/en";
import es from "./pages/es";
import fr from "./pages/fr";
import hi from "./pages/hi";
import it from "./pages/it";
import ja from "./pages/ja";
import nl from "./pages/nl";
import pl from "./pages/pl";
import ptBR from "./pages/pt-BR";
import zhHans from "./pages/zh-Hans";

export interface FocusFaq {
  question: string;
  answer: string;
}

/** The words of one focus page: what search engines and readers see before any script runs. */
export interface FocusPageCopy {
  title: string;
  description: string;
  h1: string;
  intro: string;
  steps: string[];
  tips: string[];
  faqs: FocusFaq[];
}

export type FocusPageKey =
  "pomodoro" | `pomodoro/${PomodoroPreset}` | "interval-timer" | `interval-timer/${IntervalPreset}`;

/** Every focus page's copy in one language, and the tools' names for the breadcrumb trail. */
export interface FocusPagesText {
  tools: { pomodoro: string; interval: string };
  pages: Record<FocusPageKey, FocusPageCopy>;
}

/**
 * The focus pages' copy (title, description, how-to, tips, FAQ), read by the routes' loaders only:
 * every language is imported on the server and never reaches the browser.
 */
export const focusPages = defineServerText<FocusPagesText>("focus pages", {
  en,
  es,
  de,
  fr,
  "pt-BR": ptBR,
  it,
  nl,
  pl,
  ja,
  "zh-Hans": zhHans,
  hi,
  ar,
});
