import type { Language } from "@core/settings";
import { durationInWords, formatHMS } from "@core/time-format";
import { DEFAULT_TIMER_SECONDS, secondsForSlug, timerSlugs } from "@core/timer-presets";
import { en } from "./pages-en";
import { es } from "./pages-es";
import type { Faq, GeneralFaqKey, PageContext, PageKind, TimerCopyPack, TimerPageCopy } from "./types";

const packs: Record<Language, TimerCopyPack> = { en, es };

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

function context(slug: string | undefined, pack: TimerCopyPack, language: Language): PageContext {
  const known = slug !== undefined && secondsForSlug(slug) !== undefined;
  const key = known ? slug : "";
  const seconds = known ? (secondsForSlug(slug) as number) : DEFAULT_TIMER_SECONDS;
  const profile = pack.profiles[key] ?? (pack.profiles[""] as NonNullable<(typeof pack.profiles)[string]>);
  const numeric = /^(\d+)-(second|minute|hour)-timer$/.exec(key);
  const amount = numeric ? Number(numeric[1]) : 0;
  const unit = (numeric?.[2] ?? "minute") as "second" | "minute" | "hour";
  return {
    slug: known ? slug : undefined,
    seconds,
    kind: kindOf(seconds),
    words: numeric ? pack.words(amount, unit) : durationInWords(seconds, language),
    display: formatHMS(seconds),
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
  const pack = packs[language] ?? packs.en;
  const ctx = context(slug, pack, language);
  const { profile } = ctx;

  const ownFaqs = profile.faqs ?? [];
  const total = ownFaqs.length >= 2 ? 6 : 5;
  const generalCount = Math.max(1, total - ownFaqs.length - 1);
  // The generic page already explains typing a time in its own first question.
  const skip: GeneralFaqKey[] = ctx.slug === undefined ? ["custom"] : [];
  const general = pack.generalFaqs(ctx);
  const faqs: Faq[] = [
    ...ownFaqs,
    pack.usesFaq(ctx),
    ...pickGeneral(ctx.kind, ctx.index, generalCount, skip).map((key) => general[key]),
  ];

  const title = profile.title ?? pack.title(ctx).find((candidate) => candidate.length <= TITLE_MAX);
  return {
    title: title ?? `${ctx.h1} | Tickwise`,
    description: profile.description ?? pack.description(ctx),
    h1: ctx.h1,
    intro: profile.intro ?? pack.intro(ctx),
    faqs,
    howTo: { steps: pack.steps(ctx), tips: [...(profile.tips ?? []), ...pack.kindTips(ctx)].slice(0, 4) },
  };
}
