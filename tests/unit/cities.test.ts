import { comparisonSlug, locationFacts } from "@content/clock/facts";
import { cityName, countryName, nameKey, optionLabel } from "@content/clock/names";
import { clockPageCopy } from "@content/clock/pages";
import { goalDurationLabel } from "@core/goals";
import { languageHourCycle } from "@core/clock-format";
import { locales } from "@core/locales";
import { describe, expect, it } from "vitest";
import {
  canonicalZone,
  cities,
  cityBySlug,
  citySlugToZone,
  formatUtcOffset,
  isValidTimeZone,
  optionForZone,
  popularTimezones,
  timePathForZone,
  timezoneOptions,
  timezoneOptionsByOffset,
  utcOffsetMinutes,
  zonedClock,
  zoneFacts,
  zoneToCitySlug,
} from "@core/cities";

describe("city slug map", () => {
  it("has about 70 unique, URL-safe slugs", () => {
    expect(cities.length).toBeGreaterThanOrEqual(65);
    expect(cities.length).toBeLessThanOrEqual(80);
    const slugs = cities.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("maps every city slug to a valid IANA zone", () => {
    for (const c of cities) {
      expect(isValidTimeZone(c.zone), `${c.slug} → ${c.zone}`).toBe(true);
      expect(citySlugToZone[c.slug]).toBe(c.zone);
    }
  });

  it("lets several cities share a zone (docs/product.md, World clock)", () => {
    for (const slug of ["miami", "atlanta", "boston"]) expect(citySlugToZone[slug]).toBe("America/New_York");
    expect(citySlugToZone.beijing).toBe("Asia/Shanghai");
    expect(citySlugToZone.shanghai).toBe("Asia/Shanghai");
    expect(citySlugToZone["new-york"]).toBe("America/New_York");
    expect(citySlugToZone.london).toBe("Europe/London");
    expect(citySlugToZone.tokyo).toBe("Asia/Tokyo");
  });

  it("finds cities by slug and nothing for unknown ones", () => {
    expect(cityBySlug("tokyo")?.zone).toBe("Asia/Tokyo");
    expect(cityBySlug("atlantis")).toBeUndefined();
    expect(cityBySlug(undefined)).toBeUndefined();
    expect(cityBySlug("constructor")).toBeUndefined();
    expect(cityBySlug("__proto__")).toBeUndefined();
  });
});

describe("timezone options", () => {
  it("has about 40 options with valid zones, unique values and known slugs", () => {
    expect(timezoneOptions.length).toBeGreaterThanOrEqual(38);
    expect(timezoneOptions.length).toBeLessThanOrEqual(45);
    expect(new Set(timezoneOptions.map((o) => o.value)).size).toBe(timezoneOptions.length);
    for (const o of timezoneOptions) {
      expect(isValidTimeZone(o.value), o.value).toBe(true);
      expect(cityBySlug(o.slug)?.zone, o.slug).toBe(o.value);
      expect(o.label.length).toBeGreaterThan(0);
    }
  });

  it("keeps the numeric offsets (sort keys)", () => {
    const offset = (zone: string) => timezoneOptions.find((o) => o.value === zone)?.offset;
    expect(offset("America/New_York")).toBe(-5);
    expect(offset("Asia/Kolkata")).toBe(5.5);
    expect(offset("Asia/Tehran")).toBe(3.5);
    expect(offset("Pacific/Auckland")).toBe(12);
  });

  it("each numeric offset is the zone's standard offset (the smaller of January and July)", () => {
    for (const o of timezoneOptions) {
      const jan = utcOffsetMinutes(o.value, Date.UTC(2025, 0, 15));
      const jul = utcOffsetMinutes(o.value, Date.UTC(2025, 6, 15));
      expect(Math.min(jan, jul), o.value).toBe(o.offset * 60);
    }
  });

  it("shows 20 popular timezones starting with the most popular (docs/product.md, World clock)", () => {
    expect(popularTimezones).toHaveLength(20);
    const labels = popularTimezones.map((o) => o.label);
    for (const name of ["New York", "London", "Tokyo", "Sydney", "Los Angeles", "Dubai"]) {
      expect(labels).toContain(name);
    }
  });

  it("sorts the selector by offset", () => {
    const offsets = timezoneOptionsByOffset.map((o) => o.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it("orders labels within an offset as English collation would, without a collator at load", () => {
    const collated = [...timezoneOptions].sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label, "en"));
    expect(timezoneOptionsByOffset.map((o) => o.value)).toEqual(collated.map((o) => o.value));
  });
});

describe("reverse map", () => {
  it("maps every selectable zone to its slug, Africa/Johannesburg to cape-town", () => {
    expect(Object.keys(zoneToCitySlug).length).toBeGreaterThanOrEqual(40);
    expect(zoneToCitySlug["Africa/Johannesburg"]).toBe("cape-town");
    expect(zoneToCitySlug["America/New_York"]).toBe("new-york");
    expect(zoneToCitySlug["Asia/Shanghai"]).toBe("beijing");
    for (const [zone, slug] of Object.entries(zoneToCitySlug)) expect(citySlugToZone[slug]).toBe(zone);
  });

  it("navigates to /time/{slug} when a slug is known, otherwise /time", () => {
    expect(timePathForZone("Asia/Tokyo")).toBe("/time/tokyo");
    expect(timePathForZone("Asia/Calcutta")).toBe("/time/mumbai");
    expect(timePathForZone("Antarctica/Troll")).toBe("/time");
    expect(timePathForZone(undefined)).toBe("/time");
  });

  it("resolves legacy zone names browsers report", () => {
    expect(canonicalZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalZone("Europe/Paris")).toBe("Europe/Paris");
    expect(optionForZone("Asia/Calcutta")?.slug).toBe("mumbai");
  });
});

describe("zone times from Intl", () => {
  it("gets daylight saving right", () => {
    expect(utcOffsetMinutes("America/New_York", Date.UTC(2025, 0, 15))).toBe(-300);
    expect(utcOffsetMinutes("America/New_York", Date.UTC(2025, 6, 15))).toBe(-240);
    expect(utcOffsetMinutes("Australia/Sydney", Date.UTC(2025, 0, 15))).toBe(660);
    expect(utcOffsetMinutes("Australia/Sydney", Date.UTC(2025, 6, 15))).toBe(600);
    expect(utcOffsetMinutes("Asia/Kathmandu", Date.UTC(2025, 6, 15))).toBe(345);
    expect(utcOffsetMinutes("Europe/London", Date.UTC(2025, 0, 15))).toBe(0);
    expect(utcOffsetMinutes("UTC", Date.UTC(2025, 0, 15))).toBe(0);
  });

  it("formats offsets and 24-hour wall times", () => {
    expect(formatUtcOffset(540)).toBe("UTC+09:00");
    expect(formatUtcOffset(-210)).toBe("UTC-03:30");
    expect(formatUtcOffset(0)).toBe("UTC+00:00");
    expect(zonedClock("Asia/Tokyo", Date.UTC(2025, 0, 15, 15, 4, 5))).toBe("00:04:05");
    expect(zonedClock("America/New_York", Date.UTC(2025, 6, 15, 3, 0, 9))).toBe("23:00:09");
  });
});

describe("zone facts and location copy", () => {
  it("finds the daylight-saving dates of a year", () => {
    const ny = zoneFacts("America/New_York", 2025);
    expect(ny).toMatchObject({ standardMinutes: -300, daylightMinutes: -240 });
    expect(ny.changes).toEqual([
      { date: "2025-03-09", fromMinutes: -300, toMinutes: -240 },
      { date: "2025-11-02", fromMinutes: -240, toMinutes: -300 },
    ]);
    expect(zoneFacts("Asia/Tokyo", 2025).changes).toEqual([]);
    expect(zoneFacts("Australia/Sydney", 2025).changes.map((c) => c.date)).toEqual(["2025-04-06", "2025-10-05"]);
  });

  const data = (slug: string) => {
    const zone = cityBySlug(slug)!.zone;
    const other = comparisonSlug(zone);
    return {
      slug,
      zone,
      facts: zoneFacts(zone, 2025),
      other: { slug: other, facts: zoneFacts(cityBySlug(other)!.zone, 2025) },
    };
  };

  it("words the time difference, including the weeks when only one place has changed its clocks", () => {
    const ny = clockPageCopy(locationFacts(data("new-york"), "en"), "en");
    const diff = ny.faqs.find((f) => f.question === "What is the time difference between New York and London?");
    expect(diff?.answer).toBe(
      "New York is 5 hours behind London for most of 2025, and 4 hours behind London from March 9 to March 29 and from October 26 to November 1, because the two places change their clocks on different dates (or only one of them does).",
    );
    const tokyo = clockPageCopy(locationFacts(data("tokyo"), "en"), "en");
    expect(tokyo.faqs[0]?.answer).toBe(
      "Tokyo, Japan uses the Asia/Tokyo time zone, which is UTC+09:00 all year round.",
    );
    expect(tokyo.faqs[1]?.answer).toBe("No. Tokyo stays on UTC+09:00 all year, so its clocks never change for summer.");
    expect(tokyo.locationTitle).toBe("Time in Tokyo");
  });

  it("lists the cities sharing a zone, in the page's language", () => {
    const es = clockPageCopy(locationFacts(data("beijing"), "es"), "es");
    expect(es.h1).toBe("Hora actual en Pekín");
    expect(es.faqs.some((f) => f.answer.startsWith("Shanghái comparte la zona horaria Asia/Shanghai con Pekín"))).toBe(
      true,
    );
    const kolkata = clockPageCopy(locationFacts(data("kolkata"), "en"), "en");
    expect(kolkata.faqs.find((f) => f.question.startsWith("Which other cities"))?.answer).toMatch(
      /^Mumbai, Delhi and Bangalore share the Asia\/Kolkata time zone/,
    );
    expect(clockPageCopy(locationFacts(data("kolkata"), "en"), "en").faqs[2]?.answer).toBe(
      "Kolkata is 9.5 hours ahead of New York for most of 2025, and 10.5 hours ahead of New York from November 2 to March 8, because the two places change their clocks on different dates (or only one of them does).",
    );
  });
});

describe("names, units and clocks in every language", () => {
  it("names cities by their exonym and countries through Intl", () => {
    expect(cityName("vienna", "Vienna", "de")).toBe("Wien");
    expect(cityName("beijing", "Beijing", "it")).toBe("Pechino");
    expect(cityName("lagos", "Lagos", "fr")).toBe("Lagos");
    expect(cityName("tokyo", "Tokyo", "ja")).toBe("東京");
    expect(optionLabel("beijing", "Beijing / Shanghai", "pt-BR")).toBe("Pequim / Xangai");
    expect(optionLabel("beijing", "Beijing / Shanghai", "es")).toBe("Pekín / Shanghái");
    expect(countryName("Germany", "fr")).toBe("Allemagne");
    expect(countryName("Türkiye", "de")).toBe("Türkei");
    expect(countryName("Germany", "en")).toBe("Germany");
    expect(countryName("Saudi Arabia", "es")).toBe("Arabia Saudí");
    expect(nameKey("Zürich")).toBe("zurich");
    expect(nameKey("東京")).toBe("東京");
  });

  it("words goal durations with the language's own units", () => {
    expect(goalDurationLabel(5400, "en")).toBe("1 hour 30 minutes");
    expect(goalDurationLabel(5400, "es")).toBe("1 hora 30 minutos");
    expect(goalDurationLabel(7200, "de")).toBe("2 Stunden");
    expect(goalDurationLabel(300, "pl")).toBe("5 minut");
  });

  it("has a 12/24-hour default for each of the twelve languages", () => {
    expect(locales.map((l) => languageHourCycle[l])).toEqual(
      locales.map((l) => (["en", "hi", "ar"].includes(l) ? "h12" : "h23")),
    );
  });

  it("writes a location's FAQ in every language", () => {
    const data = {
      slug: "kolkata",
      zone: "Asia/Kolkata",
      facts: zoneFacts("Asia/Kolkata", 2025),
      other: { slug: "new-york", facts: zoneFacts("America/New_York", 2025) },
    };
    const de = clockPageCopy(locationFacts(data, "de" as "en"), "de" as "en");
    expect(de.h1).toBe("Aktuelle Uhrzeit in Kolkata");
    expect(de.faqs[2]?.answer).toContain("9,5 Stunden vor New York");
  });
});
