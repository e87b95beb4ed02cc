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

export type GeneralFaqKey =
  "accuracy" | "background" | "pauseAdd" | "alarm" | "email" | "voice" | "keyboard" | "custom" | "offline" | "screen";

export type TimerUnit = "second" | "minute" | "hour";

/**
 * The per-language half of the page copy: templates plus the profiles. Templates take plain
 * values (never a context object), so the completeness test can call every one of them; the
 * durations in words and the lists are formatted with Intl in the page's language.
 */
export interface TimerCopyPack {
  /** Heading for a numeric slug such as 5-minute-timer. */
  heading(amount: number, unit: TimerUnit): string;
  /** Running-text name for a numeric slug ("5-minute timer"). */
  noun(amount: number, unit: TimerUnit): string;
  /** Title candidates for a heading, longest first; the first that fits 60 characters is used, else "{h1} | Tickwise". */
  title(h1: string): string[];
  /** Meta description (≤ 155 characters) from the running-text name and the profile's hook. */
  description(noun: string, hook: string): string;
  /** `words` is the duration ("5 minutes"); first/second/third are the profile's first uses. */
  intro(kind: PageKind, words: string, first: string, second: string, third: string): string;
  /** The question about what the page's timer is for, answered with the profile's uses. */
  usesFaq(kind: PageKind, noun: string, uses: string[]): Faq;
  /**
   * A voice command in this language that core/voice-commands.ts turns into this duration
   * ("5 minute timer", "Timer auf 5 Minuten"): what the voice FAQ tells people to say.
   */
  voiceCommand(amount: number, unit: TimerUnit): string;
  /** `command` is `voiceCommand` for this page's duration; the answer quotes it. */
  generalFaqs(kind: PageKind, noun: string, words: string, command: string): Record<GeneralFaqKey, Faq>;
  /** `display` is "00:05:00", or undefined on the generic page; `amount` is the number in `words`. */
  steps(kind: PageKind, display: string | undefined, words: string, amount: number): string[];
  /** Tips for every page of a kind, after the profile's own. */
  kindTips: Record<PageKind, string[]>;
  /** Keyed by slug; "" is the generic page (/ and /timer). */
  profiles: Record<string, PageProfile>;
}
