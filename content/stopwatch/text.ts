import { defineText } from "@content/i18n/text-namespace";
import type { CueKind, StopwatchPresetId } from "@core/stopwatch";

/**
 * Every word of the stopwatch screen in one language (the browser's part). The page copy of
 * /stopwatch and /stopwatch/{useCase} (title, intro, FAQ, use-case names) is server-side copy:
 * see content/stopwatch/pages.server.ts; the route's loader hands it to the page.
 */
export interface StopwatchText {
  toolName: string;
  card: string;
  display: { label: string; millis: string; loop: string; loopText(seconds: number): string };
  controls: {
    start: string;
    resume: string;
    pause: string;
    lap: string;
    reset: string;
    fullscreen: string;
    exitFullscreen: string;
    shortcuts: string;
  };
  status: {
    started: string;
    paused(time: string): string;
    reset: string;
    lap(n: number, lapTime: string): string;
  };
  laps: {
    heading: string;
    caption: string;
    /** Column heading of the lap number. */
    lap: string;
    /** One lap's name in the table and exports: "Lap 3". */
    lapName(n: number): string;
    lapTime: string;
    total: string;
    fastest: string;
    slowest: string;
    empty: string;
    copyText: string;
    copyCsv: string;
    download: string;
    copiedText: string;
    copiedCsv: string;
    copyFailedTitle: string;
    copyFailedText: string;
  };
  presets: {
    heading: string;
    intro: string;
    use: string;
    active: string;
    clear: string;
    target(time: string): string;
    items: Record<StopwatchPresetId, { name: string; description: string }>;
    panel: string;
    phase: { work: string; rest: string; round: string; running: string; done: string };
    roundOf(round: number, rounds: number): string;
    nextCue(time: string): string;
    progress: string;
    cue(kind: CueKind, presetName: string, time: string, round?: number): string;
  };
  useCases: { heading: string; all: string };
  howTo: { heading: string; steps: string[]; tipsHeading: string };
  faq: { heading(h1: string): string };
  articles: { heading: string; items: { to: string; label: string }[] };
  /** The heading of the share block (its other words are the shared content/share ones). */
  share: { heading: string };
}

export const stopwatchText = defineText<StopwatchText>("stopwatch", {
  en: () => import("./locales/en"),
  es: () => import("./locales/es"),
  de: () => import("./locales/de"),
  fr: () => import("./locales/fr"),
  "pt-BR": () => import("./locales/pt-BR"),
  it: () => import("./locales/it"),
  nl: () => import("./locales/nl"),
  pl: () => import("./locales/pl"),
  ja: () => import("./locales/ja"),
  "zh-Hans": () => import("./locales/zh-Hans"),
  hi: () => import("./locales/hi"),
  ar: () => import("./locales/ar"),
});
