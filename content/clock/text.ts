import type { ZoneFacts } from "@core/cities";
import { defineText } from "../i18n/text-namespace";

export interface Faq {
  question: string;
  answer: string;
}

/** What the page copy of one `/time/{location}` page is written from (computed by the loader). */
export interface LocationFacts {
  slug: string;
  /** City and country in the page's language. */
  city: string;
  country: string;
  zone: string;
  facts: ZoneFacts;
  /** The city compared with in the time-difference question, and its zone facts. */
  other: { city: string; facts: ZoneFacts };
  /** Other cities (in the page's language) on the same zone. */
  sameZone: string[];
}

/** A `/time` page's copy, written on the server (./pages.ts) and handed over by the loader. */
export interface ClockPageCopy {
  title: string;
  description: string;
  h1: string;
  intro: string;
  /** "Time in Tokyo": the FAQ is titled "{locationTitle} FAQ". */
  locationTitle: string;
  faqs: Faq[];
}

/** Every text of the world clock screen in one language. */
export interface ClockText {
  toolName: string;
  card: string;
  timeLabel(place: string): string;
  yourTime: string;
  yourZone(zone: string): string;
  loading: string;
  accuracy: {
    measuring: string;
    failed: string;
    exact(uncertainty: string): string;
    ahead(seconds: string, uncertainty: string): string;
    behind(seconds: string, uncertainty: string): string;
    note: string;
  };
  selector: { label: string; auto: string; help: string };
  popular: { heading: string; dayBefore: string; dayAfter: string; sameDay: string };
  howItWorks: { heading: string; steps: string[] };
  faqHeading(locationTitle: string): string;
  articles: { heading: string; items: { to: string; label: string }[] };
  shareHeading: string;
}

export const clockText = defineText<ClockText>("clock", {
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
