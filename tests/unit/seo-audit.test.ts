/**
 * docs/product.md, Search engines: every page has its own title and a meta description of at most 160
 * characters, in both languages. Walks the same tables the routes and the sitemap use.
 */
import { alarmPages } from "@content/alarm/pages";
import { focusPages, type FocusPageKey } from "@content/focus/pages";
import { locationFacts } from "@content/clock/facts";
import { cityName } from "@content/clock/names";
import { timeZonesPages } from "@content/time-zones/pages";
import { allCities } from "@core/city-directory";
import { popularPairs } from "@core/converter-pairs";
import { clockPageCopy } from "@content/clock/pages";
import { goalsPages } from "@content/goals/pages";
import { holidayName, holidaysText } from "@content/holidays/text";
import { legal } from "@content/legal-text";
import { settingsText } from "@content/settings/text";
import { downloadsText } from "@content/downloads/text";
import { stopwatchPageCopy } from "@content/stopwatch/pages.server";
import { timerPageCopy } from "@content/timer";
import { timersText } from "@content/timers/text";
import { alarmSlugs } from "@core/alarm";
import { intervalPresets, pomodoroPresets } from "@core/focus-presets";
import { zoneFacts } from "@core/cities";
import { formatHolidayDate, holidayWeekday } from "@content/holidays/dates";
import { holidays } from "@core/holidays";
import { countdownEventPages } from "@content/countdown/events";
import { countdownText } from "@content/countdown/text";
import { countryHolidaysText } from "@content/holidays/country-text";
import { countdownEvents } from "@core/countdown";
import { countryIndex } from "@core/country-holidays";
import { countryName } from "@core/country-names";
import { languages } from "@core/settings";
import { stopwatchUseCases } from "@core/stopwatch";
import { timerSlugs } from "@core/timer-presets";
import { comparisonSlug } from "@content/clock/facts";
import { cityBySlug } from "@core/cities";
import { describe, expect, it } from "vitest";

// The namespaces load on demand: every published language's text, ahead of the sync walk below.
const loadedHolidays = new Map(await Promise.all(languages.map(async (l) => [l, await holidaysText.load(l)] as const)));
const loadedCountdown = new Map(
  await Promise.all(languages.map(async (l) => [l, await countdownText.load(l)] as const)),
);
const loadedCountry = new Map(
  await Promise.all(languages.map(async (l) => [l, await countryHolidaysText.load(l)] as const)),
);

interface PageMeta {
  page: string;
  title: string;
  description: string;
}

/** The multiple-timers page's meta words (a text namespace, loaded once per language). */
const timersMeta = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, (await timersText.load(language)).meta] as const)),
);
/** Settings' words are a lazily loaded namespace: load every language once. */
const settingsWords = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await settingsText.load(language)] as const)),
);
// Interface text arrives per language (decision 038): load it before the pages are listed.
await Promise.all(languages.map((language) => downloadsText.load(language)));

function pages(language: (typeof languages)[number]): PageMeta[] {
  const out: PageMeta[] = [];
  for (const slug of [undefined, ...Object.keys(timerSlugs)]) {
    const copy = timerPageCopy(slug, language);
    out.push({ page: `/timer/${slug ?? ""}`, title: copy.title, description: copy.description });
  }
  for (const useCase of [undefined, ...stopwatchUseCases]) {
    const copy = stopwatchPageCopy(language, useCase);
    out.push({ page: `/stopwatch/${useCase ?? ""}`, title: copy.title, description: copy.description });
  }
  for (const time of [undefined, ...Object.values(alarmSlugs)]) {
    const copy = alarmPages.get(language).page(time);
    out.push({ page: `/alarm/${time ?? ""}`, title: copy.title, description: copy.description });
  }
  const focusKeys: FocusPageKey[] = [
    "pomodoro",
    ...Object.keys(pomodoroPresets).map((slug) => `pomodoro/${slug}` as FocusPageKey),
    "interval-timer",
    ...Object.keys(intervalPresets).map((slug) => `interval-timer/${slug}` as FocusPageKey),
  ];
  for (const key of focusKeys) out.push({ page: `/${key}`, ...pick(focusPages.get(language).pages[key]) });
  const year = 2026;
  out.push({ page: "/time", ...pick(clockPageCopy(undefined, language)) });
  // Every city of the directory (decision 035), named as the loader names them.
  for (const city of allCities()) {
    const other = cityBySlug(comparisonSlug(city.zone))!;
    const facts = locationFacts(
      {
        slug: city.slug,
        zone: city.zone,
        name: city.name,
        country: city.country,
        facts: zoneFacts(city.zone, year),
        other: { slug: other.slug, name: other.name, facts: zoneFacts(other.zone, year) },
      },
      language,
    );
    out.push({ page: `/time/${city.slug}`, ...pick(clockPageCopy(facts, language)) });
  }
  out.push({ page: "/timers", ...pick(timersMeta[language]!) });
  const converter = timeZonesPages.get(language).converter;
  out.push({ page: "/time-converter", ...pick(converter.meta) });
  for (const pair of popularPairs) {
    const [from, to] = pair.split("-to-").map((slug) => cityName(slug, cityBySlug(slug)!.name, language));
    out.push({ page: `/time-converter/${pair}`, ...pick(converter.pair(from!, to!)) });
  }
  out.push({ page: "/meeting-planner", ...pick(timeZonesPages.get(language).planner.meta) });
  out.push({ page: "/time/search", ...pick(timeZonesPages.get(language).search) });
  out.push({ page: "/goals", ...pick(goalsPages.get(language)) });
  out.push({ page: "/settings", ...pick(settingsWords[language]!.meta) });
  out.push({ page: "/download", ...pick(downloadsText.peek(language)!.extension.meta) });
  out.push({ page: "/download-source", ...pick(downloadsText.peek(language)!.source.meta) });
  out.push({
    page: "/terms",
    // As app/routes/terms.tsx titles it.
    title: `${legal.get(language).terms.title} | Tickwise`,
    description: legal.get(language).terms.description,
  });
  out.push({
    page: "/privacy",
    title: `${legal.get(language).privacy.title} | Tickwise`,
    description: legal.get(language).privacy.description,
  });
  const h = loadedHolidays.get(language)!;
  out.push({ page: "/holidays", title: h.list.title(year), description: h.list.description(year) });
  for (const holiday of holidays) {
    // The longest date and weekday of the language, so every real one fits.
    const date = formatHolidayDate("2026-09-30", language);
    const weekday = holidayWeekday("2026-09-30", language);
    const name = holidayName(holiday, h);
    const country = countryName(holiday.country, holiday.country, language);
    out.push({
      page: `/holidays/${holiday.urlSlug}`,
      title: h.detail.title(name, country, year),
      description: h.detail.description(name, country, `${date}`, `${weekday}xx`),
    });
  }
  const c = loadedCountdown.get(language)!;
  out.push({ page: "/countdown", ...pick(c.meta) });
  for (const event of countdownEvents) {
    const copy = countdownEventPages.get(language)[event.slug];
    out.push({
      page: `/countdown/${event.slug}`,
      title: copy.title(year),
      description: copy.description(formatHolidayDate("2026-09-30", language)),
    });
  }
  // Every country, with its longest name and a count of three digits.
  const countryText = loadedCountry.get(language)!;
  for (const country of countryIndex(language)) {
    const name = country.name;
    out.push({
      page: `/holidays/country/${country.code}`,
      title: countryText.title(name, year),
      description: countryText.description(name, year, 120),
    });
  }
  return out;
}

/**
 * A text's length as a results page shows it: a full-width character (Chinese, Japanese) takes
 * the room of two Latin ones, so 160 means the same snippet in every language.
 */
function width(text: string): number {
  let total = 0;
  for (const char of text)
    total += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char)
      ? 2
      : 1;
  return total;
}

function pick(meta: { title: string; description: string }) {
  return { title: meta.title, description: meta.description };
}

describe.each(languages)("page titles and descriptions (%s)", (language) => {
  const all = pages(language);

  it("every page has a title and a description of 50 to 160 characters", () => {
    const tooLong = all.filter((p) => width(p.description) > 160).map((p) => `${p.page}: ${width(p.description)}`);
    const tooShort = all.filter((p) => width(p.description) < 50).map((p) => p.page);
    expect(tooLong).toEqual([]);
    expect(tooShort).toEqual([]);
    for (const p of all) expect(p.title.trim().length, p.page).toBeGreaterThan(10);
  });

  it("no two pages share a title or a description", () => {
    const titles = all.map((p) => p.title);
    const descriptions = all.map((p) => p.description);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });
});
