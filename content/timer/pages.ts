import { defineServerText } from "@content/i18n/text-namespace";
import type { Language } from "@core/settings";
import { amountsInWords, durationAmounts, formatHMS } from "@core/time-format";
import { DEFAULT_TIMER_SECONDS, secondsForSlug, timerSlugs } from "@core/timer-presets";
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
import type { Faq, GeneralFaqKey, PageKind, PageProfile, TimerCopyPack, TimerPageCopy, TimerUnit } from "./types";

/**
 * Every language's page copy. It is read by the timer route's loader only (server side), so
 * importing every language here never reaches the browser (the call is marked pure so that a
 * client bundle importing the barrel for the interface text drops it).
 */
export const timerPages = /* @__PURE__ */ defineServerText<TimerCopyPack>("timer pages", {
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

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;

/** Every slug with its own copy; the generic page (/ and /timer) is not among them. */
export const timerPageSlugs: readonly string[] = Object.keys(timerSlugs);

/** Seconds timers are exercises you watch; from 35 minutes on you walk away from the screen. */
function kindOf(seconds: number): PageKind {
  if (seconds <= 90) return "short";
  if (seconds >= 35 * 60) return "long";
  return "medium";
}

/**
 * The general questions worth asking on each kind of page, most important first. The first
 * is always kept; the rest rotate by page so neighbouring durations don't read identically.
 */
const faqPools: Record<PageKind, GeneralFaqKey[]> = {
  short: ["accuracy", "pauseAdd", "voice", "keyboard", "alarm", "screen", "offline", "custom"],
  medium: ["background", "alarm", "pauseAdd", "voice", "custom", "email", "keyboard", "offline"],
  long: ["background", "email", "screen", "pauseAdd", "alarm", "custom", "offline"],
};

function pickGeneral(kind: PageKind, index: number, count: number, skip: GeneralFaqKey[]): GeneralFaqKey[] {
  const [first, ...rest] = faqPools[kind].filter((key) => !skip.includes(key));
  const shift = rest.length === 0 ? 0 : index % rest.length;
  const rotated = [...rest.slice(shift), ...rest.slice(0, shift)];
  return [first, ...rotated].filter((key): key is GeneralFaqKey => key !== undefined).slice(0, count);
}

/** "5 minutes", "1 Stunde", "90 secondi": the platform's plural rules, in any language. */
const amountInWords = (amount: number, unit: TimerUnit, language: Language) =>
  amountsInWords([[amount, unit]], language, { type: "unit", style: "long" });

/** A number of seconds as hours, minutes and seconds in words ("1 hour, 30 minutes"). */
const durationWords = (seconds: number, language: Language) =>
  amountsInWords(durationAmounts(seconds), language, { type: "unit", style: "long" });

/**
 * Something the voice recogniser turns into this duration, in the page's language ("10 minute
 * timer", "Timer auf 10 Minuten"): whole hours, else whole minutes, else seconds.
 */
export function voiceCommand(seconds: number, pack: TimerCopyPack): string {
  if (seconds % 3600 === 0) return pack.voiceCommand(seconds / 3600, "hour");
  if (seconds % 60 === 0) return pack.voiceCommand(seconds / 60, "minute");
  return pack.voiceCommand(seconds, "second");
}

/** What the templates know about the page being written. */
interface PageContext {
  slug: string | undefined;
  seconds: number;
  kind: PageKind;
  /** "5 minutes" / "5 minutos": the slug's own amount ("60 minutes", not "1 hour"). */
  words: string;
  /** The number in `words`, for plural agreement. */
  amount: number;
  /** The page heading. */
  h1: string;
  /** The timer in running text, e.g. "5-minute timer". */
  noun: string;
  profile: PageProfile;
  /** Position of the page in the slug list; varies which general questions a page gets. */
  index: number;
}

function context(slug: string | undefined, pack: TimerCopyPack, language: Language): PageContext {
  const known = slug !== undefined && secondsForSlug(slug) !== undefined;
  const key = known ? slug : "";
  const seconds = known ? (secondsForSlug(slug) as number) : DEFAULT_TIMER_SECONDS;
  const profile = pack.profiles[key] ?? (pack.profiles[""] as PageProfile);
  const numeric = /^(\d+)-(second|minute|hour)-timer$/.exec(key);
  const unit = (numeric?.[2] ?? "minute") as TimerUnit;
  const amount = numeric ? Number(numeric[1]) : Math.floor(seconds / 60);
  return {
    slug: known ? slug : undefined,
    seconds,
    kind: kindOf(seconds),
    words: numeric ? amountInWords(amount, unit, language) : durationWords(seconds, language),
    amount,
    h1: profile.h1 ?? pack.heading(amount, unit),
    noun: profile.noun ?? pack.noun(amount, unit),
    profile,
    index: known ? timerPageSlugs.indexOf(slug) : 0,
  };
}

/**
 * The copy of one timer page. `undefined` is the generic page (/ and /timer). An unknown
 * slug also gets the generic copy so a caller can never crash on it, but the route should
 * have answered 404 before asking (check with `secondsForSlug`).
 */
export function timerPageCopy(slug: string | undefined, language: Language): TimerPageCopy {
  const pack = timerPages.get(language) ?? timerPages.get("en");
  const ctx = context(slug, pack, language);
  const { profile, kind, noun, words } = ctx;
  const [first = "", second = "", third = ""] = profile.uses;

  const ownFaqs = profile.faqs ?? [];
  const total = ownFaqs.length >= 2 ? 6 : 5;
  const generalCount = Math.max(1, total - ownFaqs.length - 1);
  // The generic page already explains typing a time in its own first question.
  const skip: GeneralFaqKey[] = ctx.slug === undefined ? ["custom"] : [];
  const general = pack.generalFaqs(kind, noun, words, voiceCommand(ctx.seconds, pack));
  const faqs: Faq[] = [
    ...ownFaqs,
    pack.usesFaq(kind, noun, profile.uses),
    ...pickGeneral(kind, ctx.index, generalCount, skip).map((key) => general[key]),
  ];

  const title = profile.title ?? pack.title(ctx.h1).find((candidate) => candidate.length <= TITLE_MAX);
  const display = ctx.slug === undefined ? undefined : formatHMS(ctx.seconds);
  return {
    title: title ?? `${ctx.h1} | Tickwise`,
    description: profile.description ?? pack.description(noun, profile.hook),
    h1: ctx.h1,
    intro: profile.intro ?? pack.intro(kind, words, first, second, third),
    faqs,
    howTo: {
      steps: pack.steps(kind, display, words, ctx.amount),
      tips: [...(profile.tips ?? []), ...pack.kindTips[kind]].slice(0, 4),
    },
  };
}
