/**
 * docs/product.md, Search engines: every page has its own title and a meta description of at most 160
 * characters, in both languages. Walks the same tables the routes and the sitemap use.
 */
import { alarmText } from "@content/alarm/text";
import { focusPageCopy, type FocusPageKey } from "@content/focus/pages";
import { locationFacts } from "@content/clock/facts";
import { cityName } from "@content/clock/names";
import { citySearchText, converterText, plannerText } from "@content/time-zones/text";
import { allCities } from "@core/city-directory";
import { popularPairs } from "@core/converter-pairs";
import { clockText } from "@content/clock/text";
import { goalsText } from "@content/goals/text";
import { holidayName, holidaysText } from "@content/holidays/text";
import { legal } from "@content/legal-text";
import { settingsText } from "@content/settings/text";
import { downloadsText } from "@content/downloads/text";
import { stopwatchText } from "@content/stopwatch/text";
import { timerPageCopy } from "@content/timer";
import { timersText } from "@content/timers/text";
import { alarmSlugs } from "@core/alarm";
import { intervalPresets, pomodoroPresets } from "@core/focus-presets";
import { zoneFacts } from "@core/cities";
import { formatHolidayDate, holidayWeekday } from "@content/holidays/dates";
import { holidays } from "@core/holidays";
import { countdownText } from "@content/countdown/text";
import { countryHolidaysText } from "@content/holidays/country-text";
import { countdownEvents } from "@core/countdown";
import { countryIndex } from "@core/country-holidays";
import { languages } from "@core/settings";
import { stopwatchUseCases } from "@core/stopwatch";
import { timerSlugs } from "@core/timer-presets";
import { comparisonSlug } from "@content/clock/facts";
import { cityBySlug } from "@core/cities";
import { describe, expect, it } from "vitest";

interface PageMeta {
  page: string;
  title: string;
  description: string;
}

// Interface text arrives per language (decision 038): load it before the pages are listed.
await Promise.all(languages.map((language) => downloadsText.load(language)));

function pages(language: (typeof languages)[number]): PageMeta[] {
  const out: PageMeta[] = [];
  for (const slug of [undefined, ...Object.keys(timerSlugs)]) {
    const copy = timerPageCopy(slug, language);
    out.push({ page: `/timer/${slug ?? ""}`, title: copy.title, description: copy.description });
  }
  for (const useCase of [undefined, ...stopwatchUseCases]) {
    const copy = stopwatchText[language].page(useCase);
    out.push({ page: `/stopwatch/${useCase ?? ""}`, title: copy.title, description: copy.description });
  }
  for (const time of [undefined, ...Object.values(alarmSlugs)]) {
    const copy = alarmText[language].page(time);
    out.push({ page: `/alarm/${time ?? ""}`, title: copy.title, description: copy.description });
  }
  const focusKeys: FocusPageKey[] = [
    "pomodoro",
    ...Object.keys(pomodoroPresets).map((slug) => `pomodoro/${slug}` as FocusPageKey),
    "interval-timer",
    ...Object.keys(intervalPresets).map((slug) => `interval-timer/${slug}` as FocusPageKey),
  ];
  for (const key of focusKeys) out.push({ page: `/${key}`, ...pick(focusPageCopy(key, language)) });
  const year = 2026;
  out.push({ page: "/time", ...pick(clockText[language].page(undefined)) });
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
    out.push({ page: `/time/${city.slug}`, ...pick(clockText[language].page(facts)) });
  }
  out.push({ page: "/timers", ...pick(timersText[language].meta) });
  const converter = converterText[language];
  out.push({ page: "/time-converter", ...pick(converter.meta) });
  for (const pair of popularPairs) {
    const [from, to] = pair.split("-to-").map((slug) => cityName(slug, cityBySlug(slug)!.name, language));
    out.push({ page: `/time-converter/${pair}`, ...pick(converter.pair(from!, to!)) });
  }
  out.push({ page: "/meeting-planner", ...pick(plannerText[language].meta) });
  out.push({ page: "/time/search", ...pick(citySearchText[language].page) });
  out.push({ page: "/goals", ...pick(goalsText[language].meta) });
  out.push({ page: "/settings", ...pick(settingsText[language].meta) });
  out.push({ page: "/download", ...pick(downloadsText.peek(language)!.extension.meta) });
  out.push({ page: "/download-source", ...pick(downloadsText.peek(language)!.source.meta) });
  out.push({
    page: "/terms",
    title: legal.get(language).terms.title,
    description: legal.get(language).terms.description,
  });
  out.push({
    page: "/privacy",
    title: legal.get(language).privacy.title,
    description: legal.get(language).privacy.description,
  });
  const h = holidaysText[language];
  out.push({ page: "/holidays", title: h.list.title(year), description: h.list.description(year) });
  for (const holiday of holidays) {
    // The longest date and weekday of the language, so every real one fits.
    const date = formatHolidayDate("2026-09-30", language);
    const weekday = holidayWeekday("2026-09-30", language);
    const name = holidayName(holiday, language);
    const country = h.countries[holiday.country];
    out.push({
      page: `/holidays/${holiday.urlSlug}`,
      title: h.detail.title(name, country, year),
      description: h.detail.description(name, country, `${date}`, `${weekday}xx`),
    });
  }
  const c = countdownText[language];
  out.push({ page: "/countdown", ...pick(c.meta) });
  for (const event of countdownEvents) {
    const copy = c.eventCopy[event.slug];
    out.push({
      page: `/countdown/${event.slug}`,
      title: copy.title(year),
      description: copy.description(formatHolidayDate("2026-09-30", language)),
    });
  }
  // Every country, with its longest name and a count of three digits.
  const countryText = countryHolidaysText[language];
  for (const country of countryIndex()) {
    const name = country.name[language];
    out.push({
      page: `/holidays/country/${country.code}`,
      title: countryText.title(name, year),
      description: countryText.description(name, year, 120),
    });
  }
  return out;
}

function pick(meta: { title: string; description: string }) {
  return { title: meta.title, description: meta.description };
}

describe.each(languages)("page titles and descriptions (%s)", (language) => {
  const all = pages(language);

  it("every page has a title and a description of 50 to 160 characters", () => {
    const tooLong = all.filter((p) => p.description.length > 160).map((p) => `${p.page}: ${p.description.length}`);
    const tooShort = all.filter((p) => p.description.length < 50).map((p) => p.page);
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
