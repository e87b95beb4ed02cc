/**
 * The timer pages' copy in every language it has (not only the published ones): the same limits
 * and checks tests/unit/timer-presets.test.ts applies to English and Spanish.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "@core/settings";
import { formatHMS } from "@core/time-format";
import { secondsForSlug } from "@core/timer-presets";
import { DESCRIPTION_MAX, TITLE_MAX, timerPageCopy, timerPageSlugs } from "@content/timer";
import { timerPages } from "@content/timer/pages";

const pages = [undefined, ...timerPageSlugs];

describe.each(timerPages.locales)("timer pages in %s", (locale) => {
  const language = locale as Language;
  const all = pages.map((slug) => ({ slug, copy: timerPageCopy(slug, language) }));

  it("keeps titles ≤ 60 and descriptions between 70 and 155 characters", () => {
    const problems = all.flatMap(({ slug, copy }) => [
      ...(copy.title.length > TITLE_MAX || !copy.title.includes("Tickwise") ? [`${slug} title: ${copy.title}`] : []),
      ...(copy.description.length > DESCRIPTION_MAX || copy.description.length <= 70
        ? [`${slug} description (${copy.description.length}): ${copy.description}`]
        : []),
    ]);
    expect(problems).toEqual([]);
  });

  it("gives every page 4–6 distinct FAQs, an intro, steps and 2–4 tips", () => {
    for (const { slug, copy } of all) {
      expect(copy.faqs.length, String(slug)).toBeGreaterThanOrEqual(4);
      expect(copy.faqs.length, String(slug)).toBeLessThanOrEqual(6);
      expect(new Set(copy.faqs.map((f) => f.question)).size).toBe(copy.faqs.length);
      for (const faq of copy.faqs) {
        expect(faq.question.trim(), faq.question).toMatch(/[?？؟]$/);
        expect(faq.answer.length).toBeGreaterThan(40);
      }
      expect(copy.intro.length).toBeGreaterThan(30);
      expect(copy.howTo.steps.length).toBeGreaterThanOrEqual(3);
      expect(copy.howTo.tips.length).toBeGreaterThanOrEqual(2);
      expect(copy.howTo.tips.length).toBeLessThanOrEqual(4);
    }
  });

  it("gives every page its own title, description, heading and intro", () => {
    for (const field of ["title", "description", "h1", "intro"] as const) {
      const values = all.map(({ copy }) => copy[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it("shows each preset's own time in its first step", () => {
    for (const slug of timerPageSlugs) {
      expect(timerPageCopy(slug, language).howTo.steps[0]).toContain(formatHMS(secondsForSlug(slug) ?? 0));
    }
  });

  it("fills every template (no undefined, no empty placeholders, no ICU syntax left)", () => {
    for (const { slug, copy } of all) {
      const text = JSON.stringify(copy);
      expect(text, String(slug)).not.toMatch(/undefined|NaN|\$\{|\{\w+[,}]|\s,|\s\.\s| {2}/);
    }
  });

  it("names the slug's own amount in its heading", () => {
    expect(timerPageCopy("7-minute-timer", language).h1).toMatch(/7/);
    expect(timerPageCopy("45-second-timer", language).h1).toMatch(/45/);
    expect(timerPageCopy("2-hour-timer", language).h1).toMatch(/2/);
  });
});

describe("durations in words", () => {
  it("use each language's plural forms", () => {
    const intro = (slug: string, language: string) =>
      timerPageCopy(slug, language as Language)
        .faqs.map((f) => f.question)
        .join(" ");
    expect(timerPageCopy("1-minute-timer", "en").howTo.steps[1]).toContain("1 minute goes");
    expect(timerPageCopy("30-second-timer", "en").howTo.steps[1]).toContain("30 seconds go");
    expect(timerPageCopy("1-minute-timer", "es").howTo.steps[1]).toContain("1 minuto pasa");
    expect(intro("2-hour-timer", "es")).toContain("2 horas");
    if (timerPages.locales.includes("de")) {
      expect(timerPageCopy("1-minute-timer", "de" as Language).howTo.steps[1]).toContain("1 Minute vergeht");
      expect(
        timerPageCopy("2-hour-timer", "de" as Language)
          .faqs.map((f) => f.question)
          .join(" "),
      ).toContain("2 Stunden");
    }
  });
});
