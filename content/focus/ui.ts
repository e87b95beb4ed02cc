import type { PhaseKind } from "@core/focus-cycle";
import type { SettingField } from "@core/focus-presets";
import { defineText } from "@content/i18n/text-namespace";

/** Every interface text of the pomodoro and interval timer pages in one language. */
export interface FocusText {
  tool: { pomodoro: string; interval: string };
  card: string;
  timerLabel: string;
  phase: Record<PhaseKind | "done", string>;
  controls: {
    start: string;
    resume: string;
    pause: string;
    reset: string;
    skip: string;
    restart: string;
    shortcuts: string;
  };
  cycle: {
    focusOf(n: number, every: number): string;
    completed(n: number): string;
    roundOf(round: number, rounds: number): string;
    next(phase: string): string;
  };
  progress: { label: string; valueText(percent: number, phase: string): string };
  status: {
    started(phase: string): string;
    paused: string;
    reset: string;
    skipped(phase: string): string;
    done: string;
  };
  notification: { title(phase: string): string; body(next: string): string };
  label: { label: string; placeholder: string; hint: string };
  settings: {
    heading: string;
    intro: string;
    fields: Record<SettingField, string>;
    units: Record<SettingField, string>;
    autoStart: string;
    save: string;
    saved: string;
    whileRunning: string;
    error(field: string, min: number, max: number): string;
  };
  builder: { heading: string; intro: string; apply: string; link: string; copy: string; copied: string };
  /** `fields`: the unusable settings' names, joined with `listSeparator`. */
  urlProblem(fields: string): string;
  /** Between the names of a list ("Work, Rest"; "運動、休息"). */
  listSeparator: string;
  labelTooLong: string;
  history: {
    heading: string;
    intro: string;
    chartLabel(total: number): string;
    day: string;
    minutes: string;
    total(minutes: number): string;
    empty: string;
    loading: string;
    failed: string;
    download: string;
    recordFailed: string;
    clear: string;
    clearTitle: string;
    clearText: string;
    cancel: string;
    cleared: string;
    clearFailed: string;
  };
  presets: { heading: string; pomodoro: string; interval: string };
  howToHeading: string;
  tipsHeading: string;
  faqHeading(h1: string): string;
  /** The heading of the share block (its other words are the shared share text, content/share). */
  shareHeading: string;
}

/** The tab title while a phase runs or is paused, in every language: "12:34 · Focus — Tickwise". */
export const focusDocumentTitle = (time: string, phase: string) => `${time} · ${phase} — Tickwise`;

/** The interface text of the pomodoro and interval timer pages, one lazily loaded module per language. */
export const focusText = defineText<FocusText>("focus", {
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
