/**
 * The copy of the `/time` pages (title, introduction, FAQ), written on the server by the route's
 * loader from each language's sentence table. Server only: never imported by browser code.
 */
import { formatUtcOffset, type ZoneFacts } from "@core/cities";
import { dateFormat } from "@core/intl";
import { intlLocale, type Locale } from "@core/locales";
import type { Language } from "@core/settings";
import { defineServerText } from "../i18n/text-namespace";
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
import type { ClockPageCopy, Faq, LocationFacts } from "./text";

/** One language's sentences of the `/time` pages; the logic that picks them is below. */
export interface ClockPagesText {
  /** The tool's name in breadcrumbs. */
  breadcrumb: string;
  /** `/time` itself (the visitor's own zone). */
  world: { title: string; description: string; h1: string; intro: string; locationTitle: string };
  /** The general questions; the first one also closes every city's FAQ. */
  generalFaqs: Faq[];
  /** How hour differences are written: "5 hours" (long) or "5 godz." (short, where the long form would need a case ending). */
  hourUnit: "long" | "short";
  /** Lists: "A, B and C" is `pattern` with {head} = "A, B" (joined by `separator`) and {last} = "C". */
  list: { separator: string; pattern: string; datePattern: string };
  location: {
    title(city: string, country: string): string;
    description(city: string, country: string, zone: string, offset: string): string;
    h1(city: string): string;
    intro(city: string, country: string, zone: string): string;
    locationTitle(city: string): string;
    /** The country of a zone page (a zone has none): "IANA time zone". */
    zoneWords: string;
    zoneQuestion(city: string): string;
    zoneFixed(city: string, country: string, zone: string, offset: string): string;
    zoneDst(city: string, country: string, zone: string, standard: string, daylight: string): string;
    dstQuestion(city: string): string;
    dstYes(city: string, year: number, forward: string, back: string): string;
    /** The offset changes on other dates (a list from `datePattern`). */
    dstOther(city: string, dates: string, year: number): string;
    dstNo(city: string, offset: string): string;
    diffQuestion(city: string, other: string): string;
    same(other: string): string;
    ahead(hours: string, other: string): string;
    behind(hours: string, other: string): string;
    period(from: string, to: string): string;
    /** "4 hours behind London from March 9 to March 29 and …" */
    during(difference: string, periods: string): string;
    allYear(city: string, difference: string): string;
    mostly(city: string, difference: string, year: number, exceptions: string): string;
    sameZoneQuestion(city: string): string;
    sameZoneAnswer(cities: string, count: number, zone: string, city: string): string;
  };
}

export const clockPages = defineServerText<ClockPagesText>("clock pages", {
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

/** "March 9" / "9 de marzo" for a "YYYY-MM-DD" date. */
function longDate(date: string, locale: Locale): string {
  return dateFormat(intlLocale[locale], { month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "5 hours", "9.5 hours", "1 hora", in the language's own units and plurals. */
const hoursText = (minutes: number, locale: Locale, unitDisplay: "long" | "short") =>
  new Intl.NumberFormat(intlLocale[locale], {
    style: "unit",
    unit: "hour",
    unitDisplay,
    maximumFractionDigits: 2,
  }).format(Math.abs(minutes) / 60);

function listOf(items: string[], separator: string, pattern: string): string {
  if (items.length < 2) return items[0] ?? "";
  return pattern.replace("{head}", items.slice(0, -1).join(separator)).replace("{last}", items[items.length - 1]!);
}

interface DiffSegment {
  /** First day, "YYYY-MM-DD". */
  from: string;
  /** Last day, "YYYY-MM-DD". */
  to: string;
  minutes: number;
  days: number;
}

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * How the difference between two zones runs through the year, from their daylight-saving changes:
 * consecutive days with the same difference form one segment.
 */
function differenceSegments(f: ZoneFacts, o: ZoneFacts): DiffSegment[] {
  const events = [
    ...f.changes.map((c) => ({ date: c.date, own: true, to: c.toMinutes })),
    ...o.changes.map((c) => ({ date: c.date, own: false, to: c.toMinutes })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  let own = f.januaryMinutes;
  let theirs = o.januaryMinutes;
  const starts: { date: string; minutes: number }[] = [{ date: `${f.year}-01-01`, minutes: own - theirs }];
  for (const e of events) {
    if (e.own) own = e.to;
    else theirs = e.to;
    const last = starts[starts.length - 1]!;
    if (last.date === e.date) last.minutes = own - theirs;
    else if (last.minutes !== own - theirs) starts.push({ date: e.date, minutes: own - theirs });
  }
  const end = Date.UTC(f.year + 1, 0, 1);
  const segments = starts.map((start, i) => {
    const from = Date.parse(`${start.date}T00:00:00Z`);
    const next = starts[i + 1];
    const until = next ? Date.parse(`${next.date}T00:00:00Z`) : end;
    return {
      from: start.date,
      to: isoDay(until - dayMs),
      minutes: start.minutes,
      days: Math.round((until - from) / dayMs),
    };
  });
  // Merge neighbours that ended up equal (a change and its reversal on the same day elsewhere).
  return segments.reduce<DiffSegment[]>((acc, seg) => {
    const prev = acc[acc.length - 1];
    if (prev && prev.minutes === seg.minutes) acc[acc.length - 1] = { ...prev, to: seg.to, days: prev.days + seg.days };
    else acc.push(seg);
    return acc;
  }, []);
}

/** The usual difference (most days) and the periods when it is different. */
function differenceSummary(f: ZoneFacts, o: ZoneFacts): { usual: number; others: DiffSegment[] } {
  const segments = differenceSegments(f, o);
  const totals = new Map<number, number>();
  for (const seg of segments) totals.set(seg.minutes, (totals.get(seg.minutes) ?? 0) + seg.days);
  const usual = [...totals.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? f.januaryMinutes - o.januaryMinutes;
  const others = segments.filter((seg) => seg.minutes !== usual);
  // A period across the new year reads as one: "from November 2 to March 8".
  const first = others[0];
  const last = others[others.length - 1];
  if (
    others.length > 1 &&
    first &&
    last &&
    first.minutes === last.minutes &&
    first.from.endsWith("-01-01") &&
    last.to.endsWith("-12-31")
  ) {
    others.splice(0, 1);
    others[others.length - 1] = { ...last, to: first.to, days: last.days + first.days };
  }
  return { usual, others };
}

/** Periods grouped by their difference: [minutes, periods in date order]. */
function groupPeriods(others: DiffSegment[]): [number, DiffSegment[]][] {
  const groups = new Map<number, DiffSegment[]>();
  for (const seg of others) groups.set(seg.minutes, [...(groups.get(seg.minutes) ?? []), seg]);
  return [...groups.entries()];
}

function locationFaqs(l: LocationFacts, s: ClockPagesText, locale: Locale): Faq[] {
  const t = s.location;
  const list = (items: string[]) => listOf(items, s.list.separator, s.list.pattern);
  const f = l.facts;
  const std = formatUtcOffset(f.standardMinutes);
  const dst = formatUtcOffset(f.daylightMinutes);
  const faqs: Faq[] = [];
  faqs.push({
    question: t.zoneQuestion(l.city),
    answer:
      f.changes.length === 0
        ? t.zoneFixed(l.city, l.country, l.zone, std)
        : t.zoneDst(l.city, l.country, l.zone, std, dst),
  });
  const on = f.changes.filter((c) => c.toMinutes > c.fromMinutes)[0];
  const off = f.changes.filter((c) => c.toMinutes < c.fromMinutes)[0];
  faqs.push({
    question: t.dstQuestion(l.city),
    answer:
      on && off
        ? t.dstYes(l.city, f.year, longDate(on.date, locale), longDate(off.date, locale))
        : f.changes.length > 0
          ? t.dstOther(
              l.city,
              listOf(
                f.changes.map((c) => longDate(c.date, locale)),
                s.list.separator,
                s.list.datePattern,
              ),
              f.year,
            )
          : t.dstNo(l.city, std),
  });
  const { usual, others } = differenceSummary(f, l.other.facts);
  const describe = (diff: number) =>
    diff === 0
      ? t.same(l.other.city)
      : diff > 0
        ? t.ahead(hoursText(diff, locale, s.hourUnit), l.other.city)
        : t.behind(hoursText(diff, locale, s.hourUnit), l.other.city);
  const periods = groupPeriods(others).map(([minutes, segs]) =>
    t.during(
      describe(minutes),
      list(segs.map((seg) => t.period(longDate(seg.from, locale), longDate(seg.to, locale)))),
    ),
  );
  faqs.push({
    question: t.diffQuestion(l.city, l.other.city),
    answer:
      others.length === 0
        ? t.allYear(l.city, describe(usual))
        : t.mostly(l.city, describe(usual), f.year, list(periods)),
  });
  if (l.sameZone.length > 0) {
    faqs.push({
      question: t.sameZoneQuestion(l.city),
      answer: t.sameZoneAnswer(list(l.sameZone), l.sameZone.length, l.zone, l.city),
    });
  }
  return [...faqs, s.generalFaqs[0]!];
}

/** The copy of `/time` (no location) or of one location's page, in a language. */
export function clockPageCopy(l: LocationFacts | undefined, language: Language): ClockPageCopy {
  const s = clockPages.get(language);
  if (!l) return { ...s.world, faqs: s.generalFaqs };
  const t = s.location;
  return {
    title: t.title(l.city, l.country),
    description: t.description(l.city, l.country, l.zone, formatUtcOffset(l.facts.standardMinutes)),
    h1: t.h1(l.city),
    intro: t.intro(l.city, l.country, l.zone),
    locationTitle: t.locationTitle(l.city),
    faqs: locationFaqs(l, s, language),
  };
}
