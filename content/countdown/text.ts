import type { CountdownEventSlug, CountdownProblem } from "@core/countdown";
import { defineText } from "../i18n/text-namespace";

/** What the page says a moment is: "Friday 1 January 2027", "00:00", "London". */
export interface MomentWords {
  title: string;
  date: string;
  time: string;
  place: string;
  /** Whole days left (0 on the day). */
  days: number;
}

export interface Faq {
  question: string;
  answer: string;
}

/** Interface text of /countdown and /countdown/{event} (docs/product.md, Countdown). */
export interface CountdownText {
  toolName: string;
  breadcrumb: string;
  meta: { title: string; description: string };
  heading: string;
  intro: string;
  momentTitle(title: string): string;
  form: {
    heading: string;
    date: string;
    time: string;
    zone: string;
    zoneHelp: string;
    title: string;
    submit: string;
  };
  problems: Record<CountdownProblem, string>;
  problemHeading: string;
  words(w: MomentWords): string;
  gap(asked: string, shown: string): string;
  overlap(time: string): string;
  countdownLabel(title: string): string;
  units: { days: string; hours: string; minutes: string; seconds: string };
  reached(title: string): string;
  oneMinute(title: string): string;
  addToCalendar: string;
  copyLink: string;
  events: { heading: string };
  /** The yearly events' names (their page copy is server-side: content/countdown/events.ts). */
  eventNames: Record<CountdownEventSlug, string>;
  howTo: { heading: string; steps: string[] };
  faqHeading: string;
  faqs: Faq[];
  shareHeading: string;
  eventNote: string;
  today(name: string): string;
}

export const countdownText = defineText<CountdownText>("countdown", {
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
