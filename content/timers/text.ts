import { defineText } from "@content/i18n/text-namespace";
import type { SoundName } from "@core/sounds";
import type { TimerColour } from "@core/timers";

/** Every word of the multiple-timers page (docs/product.md, Timers), in one language. */
export interface TimersText {
  meta: { title: string; description: string };
  breadcrumb: string;
  h1: string;
  intro: string;
  form: {
    heading: string;
    label: string;
    labelHelp: string;
    defaultLabel(n: number): string;
    duration: string;
    hours: string;
    minutes: string;
    seconds: string;
    colour: string;
    sound: string;
    add: string;
    full(max: number): string;
    problems: { label(max: number): string; duration: string; other: string };
  };
  colours: Record<TimerColour, string>;
  list: {
    heading: string;
    empty: string;
    loading: string;
    status: { running: string; paused: string; idle: string; ended: string; missed: string };
    start(label: string): string;
    resume(label: string): string;
    pause(label: string): string;
    reset(label: string): string;
    remove(label: string): string;
    startText: string;
    resumeText: string;
    pauseText: string;
    resetText: string;
    removeText: string;
    progress(label: string): string;
  };
  announce: {
    ended(label: string): string;
    added(label: string): string;
    removed(label: string): string;
    started(label: string): string;
    paused(label: string): string;
    reset(label: string): string;
  };
  documentTitle(time: string, label: string): string;
  documentTitleDone(label: string): string;
  notification: { title(label: string): string; body(duration: string): string };
  share: {
    heading: string;
    help: string;
    button: string;
    link: string;
    copy: string;
    copied: string;
    copyFailed: string;
  };
  shared: {
    heading: string;
    intro(count: number): string;
    add: string;
    replace: string;
    replaceConfirm: string;
    replaceTitle: string;
    cancel: string;
    replaceButton: string;
    dismiss: string;
    added(count: number): string;
    replaced(count: number): string;
    tooManyToAdd(max: number): string;
    problemHeading: string;
    problems: {
      malformed: string;
      empty: string;
      tooMany(max: number): string;
      label(n: number, max: number): string;
      duration(n: number): string;
    };
  };
  howTo: { heading: string; steps: string[]; tipsHeading: string; tips: string[] };
  faq: { heading: string; items: { question: string; answer: string }[] };
  related: { heading: string; items: { to: string; label: string }[] };
}

/** The page's words with the sound names, which are the settings' (content/settings/text.ts). */
export type TimersWords = TimersText & { sounds: Record<SoundName, string> };

/** The multiple-timers page's words, one lazily loaded module per language. */
export const timersText = defineText<TimersText>("timers", {
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
