export interface Faq {
  question: string;
  answer: string;
}

export interface HowTo {
  steps: string[];
  tips: string[];
}

/** Everything a timer page says about itself, for the page and its meta tags / JSON-LD. */
export interface TimerPageCopy {
  /** ≤ 60 characters. */
  title: string;
  /** ≤ 155 characters. */
  description: string;
  h1: string;
  intro: string;
  faqs: Faq[];
  howTo: HowTo;
}

/**
 * How long the page's timer is, as far as the words go: a few seconds for an exercise,
 * minutes while you do something else, or a long session you walk away from.
 */
export type PageKind = "short" | "medium" | "long";

/**
 * Hand-written facts about one page. The templates turn these into the page copy, so every
 * page says something about its own duration rather than the same sentence with a new number.
 */
export interface PageProfile {
  /** Short phrase for the meta description, e.g. "tea, a quick tidy-up or a short break". */
  hook: string;
  /** Three or four concrete things people time with it. */
  uses: string[];
  /** Overrides of the generated texts. */
  h1?: string;
  title?: string;
  description?: string;
  intro?: string;
  /** How the timer is named in running text ("5-minute timer", "temporizador de estudio"). */
  noun?: string;
  faqs?: Faq[];
  tips?: string[];
}

/** What the templates know about the page being written. */
export interface PageContext {
  slug: string | undefined;
  seconds: number;
  kind: PageKind;
  /** "5 minutes" / "5 minutos". */
  words: string;
  /** "00:05:00". */
  display: string;
  /** The page heading. */
  h1: string;
  /** The timer in running text, e.g. "5-minute timer". */
  noun: string;
  profile: PageProfile;
  /** Position of the page in the slug list; varies which general questions a page gets. */
  index: number;
}

export type GeneralFaqKey =
  "accuracy" | "background" | "pauseAdd" | "alarm" | "email" | "voice" | "keyboard" | "custom" | "offline" | "screen";

/** The per-language half of the page copy: templates plus the profiles. */
export interface TimerCopyPack {
  /** Heading for a numeric slug such as 5-minute-timer. */
  heading(amount: number, unit: "second" | "minute" | "hour"): string;
  /** The slug's own amount in words ("60 minutes", not "1 hour", on 60-minute-timer). */
  words(amount: number, unit: "second" | "minute" | "hour"): string;
  /** Running-text name for a numeric slug. */
  noun(amount: number, unit: "second" | "minute" | "hour"): string;
  title(ctx: PageContext): string[];
  description(ctx: PageContext): string;
  intro(ctx: PageContext): string;
  usesFaq(ctx: PageContext): Faq;
  generalFaqs(ctx: PageContext): Record<GeneralFaqKey, Faq>;
  steps(ctx: PageContext): string[];
  kindTips(ctx: PageContext): string[];
  /** Keyed by slug; "" is the generic page (/ and /timer). */
  profiles: Record<string, PageProfile>;
}
