import { describe, expect, it } from "vitest";
import { CONFETTI_PARTICLES, confettiBursts, particlesFor } from "@core/confetti";
import { languages } from "@core/settings";
import { formatHMS } from "@core/time-format";
import {
  DEFAULT_TIMER_SECONDS,
  popularPresets,
  quickAddSeconds,
  relatedTimerArticles,
  relatedTimers,
  secondsForSlug,
  slugForDuration,
  timerSlugs,
} from "@core/timer-presets";
import {
  DESCRIPTION_MAX,
  TITLE_MAX,
  localizedPopularPresets,
  localizedRelatedArticles,
  localizedRelatedTimers,
  timerPageCopy,
  timerPageSlugs,
  timerUi,
} from "@content/timer";

const ui = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await timerUi.load(language)] as const)),
) as Record<(typeof languages)[number], Awaited<ReturnType<typeof timerUi.load>>>;

const minuteSlugs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 18, 20, 25, 30, 35, 40, 45, 50, 60, 90];

describe("timer slugs (docs/product.md, Timer)", () => {
  it("lists exactly the product's slugs", () => {
    const expected = [
      ...[10, 15, 20, 30, 45, 90].map((n) => `${n}-second-timer`),
      ...minuteSlugs.map((n) => `${n}-minute-timer`),
      "1-hour-timer",
      "2-hour-timer",
      "study-timer",
      "countdown-timer",
    ];
    expect(Object.keys(timerSlugs).sort()).toEqual(expected.sort());
  });

  it("maps every slug to its duration", () => {
    expect(secondsForSlug("10-second-timer")).toBe(10);
    expect(secondsForSlug("90-second-timer")).toBe(90);
    expect(secondsForSlug("study-timer")).toBe(1500);
    expect(secondsForSlug("countdown-timer")).toBe(300);
    expect(secondsForSlug("90-minute-timer")).toBe(5400);
    expect(secondsForSlug("1-hour-timer")).toBe(3600);
    expect(secondsForSlug("2-hour-timer")).toBe(7200);
    for (const n of minuteSlugs) expect(secondsForSlug(`${n}-minute-timer`)).toBe(n * 60);
  });

  it("knows nothing else, including inherited property names", () => {
    for (const slug of ["11-minute-timer", "toString", "__proto__", "constructor", "", "5-minute-timer/"]) {
      expect(secondsForSlug(slug)).toBeUndefined();
    }
  });

  it("shows the expected display for the issue's examples", () => {
    expect(formatHMS(secondsForSlug("10-second-timer") ?? -1)).toBe("00:00:10");
    expect(formatHMS(secondsForSlug("study-timer") ?? -1)).toBe("00:25:00");
    expect(formatHMS(secondsForSlug("countdown-timer") ?? -1)).toBe("00:05:00");
    expect(formatHMS(secondsForSlug("90-minute-timer") ?? -1)).toBe("01:30:00");
  });
});

describe("popular presets (docs/product.md, Timer)", () => {
  it("are the 19 durations in order, with labels and descriptions", () => {
    expect(popularPresets.map((p) => p.seconds)).toEqual([
      10, 20, 30, 45, 60, 120, 180, 240, 300, 600, 900, 1200, 1500, 1800, 2700, 3600, 7200, 10800, 14400,
    ]);
    expect(popularPresets.map((p) => p.label).slice(0, 5)).toEqual(["10 sec", "20 sec", "30 sec", "45 sec", "1 min"]);
    expect(popularPresets.map((p) => p.label).slice(-4)).toEqual(["1 hour", "2 hours", "3 hours", "4 hours"]);
    for (const preset of popularPresets) expect(preset.description.length).toBeGreaterThan(0);
  });

  it("navigate to a page exactly for the durations the product lists", () => {
    expect(slugForDuration(10)).toBe("10-second-timer");
    expect(slugForDuration(20)).toBe("20-second-timer");
    expect(slugForDuration(30)).toBe("30-second-timer");
    expect(slugForDuration(60)).toBe("1-minute-timer");
    expect(slugForDuration(120)).toBe("2-minute-timer");
    expect(slugForDuration(180)).toBe("3-minute-timer");
    expect(slugForDuration(300)).toBe("countdown-timer");
    expect(slugForDuration(600)).toBe("10-minute-timer");
    expect(slugForDuration(900)).toBe("15-minute-timer");
    expect(slugForDuration(1200)).toBe("20-minute-timer");
    expect(slugForDuration(1500)).toBe("study-timer");
    expect(slugForDuration(1800)).toBe("30-minute-timer");
    expect(slugForDuration(2700)).toBe("45-minute-timer");
    expect(slugForDuration(3600)).toBe("1-hour-timer");
    for (const seconds of [45, 240, 7200, 10800, 14400, 0, 15]) expect(slugForDuration(seconds)).toBeUndefined();
  });

  it("every target slug is a real page loading the same duration", () => {
    for (const preset of popularPresets) {
      const slug = slugForDuration(preset.seconds);
      if (slug) expect(secondsForSlug(slug)).toBe(preset.seconds);
    }
  });

  it("have Spanish labels for every preset", () => {
    const es = localizedPopularPresets(ui.es.presets);
    expect(es.map((p) => p.seconds)).toEqual(popularPresets.map((p) => p.seconds));
    expect(es[0]?.label).toBe("10 s");
    expect(es[15]?.label).toBe("1 hora");
    expect(es[16]?.label).toBe("2 horas");
    // "Pomodoro" is the one word both languages share.
    es.forEach((preset, i) => {
      if (preset.description !== "Pomodoro") expect(preset.description).not.toBe(popularPresets[i]?.description);
    });
    expect(localizedPopularPresets(ui.en.presets)).toEqual(popularPresets);
  });
});

describe("related timers and articles", () => {
  it("link 1, 3, 5, 10, 15 and 30 minutes", () => {
    expect(relatedTimers().map((t) => t.slug)).toEqual([
      "1-minute-timer",
      "3-minute-timer",
      "5-minute-timer",
      "10-minute-timer",
      "15-minute-timer",
      "30-minute-timer",
    ]);
    expect(relatedTimers()[2]?.label).toBe("5 Minute Timer");
  });

  it("leave out the current page's duration", () => {
    expect(relatedTimers("10-minute-timer").map((t) => t.seconds)).toEqual([60, 180, 300, 900, 1800]);
    expect(relatedTimers("countdown-timer").map((t) => t.slug)).not.toContain("5-minute-timer");
    expect(relatedTimers("study-timer")).toHaveLength(6);
    expect(relatedTimers("no-such-timer")).toHaveLength(6);
  });

  it("are labelled in Spanish", () => {
    const es = localizedRelatedTimers("1-minute-timer", ui.es.presets);
    expect(es.map((t) => t.label)).toEqual([
      "Temporizador de 3 minutos",
      "Temporizador de 5 minutos",
      "Temporizador de 10 minutos",
      "Temporizador de 15 minutos",
      "Temporizador de 30 minutos",
    ]);
    expect(localizedRelatedTimers(undefined, ui.es.presets)[0]?.label).toBe("Temporizador de 1 minuto");
  });

  it("name the four related articles in both languages", () => {
    expect(relatedTimerArticles.map((a) => a.slug)).toEqual([
      "5-minute-timer-productivity-guide",
      "25-minute-pomodoro-timer-focus-work",
      "10-creative-ways-countdown-timer-daily-life",
      "timer-effective-study-sessions",
    ]);
    for (const language of languages) {
      const articles = localizedRelatedArticles(ui[language].presets);
      expect(articles.map((a) => a.slug)).toEqual(relatedTimerArticles.map((a) => a.slug));
      // Chinese and Japanese say in ten characters what takes thirty letters elsewhere.
      const shortest = language === "ja" || language === "zh-Hans" ? 5 : 10;
      for (const article of articles) expect(article.title.length, article.title).toBeGreaterThan(shortest);
    }
  });
});

describe("constants", () => {
  it("quick add is 30, 60 and 300 seconds and the default timer is 5 minutes", () => {
    expect(quickAddSeconds).toEqual([30, 60, 300]);
    expect(DEFAULT_TIMER_SECONDS).toBe(300);
  });

  it("confetti fires 200 particles in five groups of 25/20/35/10/10 %", () => {
    expect(CONFETTI_PARTICLES).toBe(200);
    expect(confettiBursts.map((b) => b.share)).toEqual([0.25, 0.2, 0.35, 0.1, 0.1]);
    expect(confettiBursts.map(particlesFor)).toEqual([50, 40, 70, 20, 20]);
    expect(confettiBursts.map(particlesFor).reduce((a, b) => a + b, 0)).toBe(CONFETTI_PARTICLES);
    for (const burst of confettiBursts) expect(burst.options.spread).toBeGreaterThan(0);
  });
});

describe("timer page copy", () => {
  const pages = [undefined, ...timerPageSlugs];

  it("covers every slug", () => {
    expect([...timerPageSlugs].sort()).toEqual(Object.keys(timerSlugs).sort());
  });

  for (const language of languages) {
    describe(language, () => {
      it("keeps titles ≤ 60 and descriptions ≤ 155 characters", () => {
        for (const slug of pages) {
          const copy = timerPageCopy(slug, language);
          expect(copy.title.length, `${slug} title: ${copy.title}`).toBeLessThanOrEqual(TITLE_MAX);
          expect(copy.description.length, `${slug} description`).toBeLessThanOrEqual(DESCRIPTION_MAX);
          expect(copy.description.length, `${slug} description`).toBeGreaterThan(70);
          expect(copy.title).toContain("Tickwise");
        }
      });

      it("gives every page 4–6 FAQs, an intro, steps and tips", () => {
        for (const slug of pages) {
          const copy = timerPageCopy(slug, language);
          expect(copy.faqs.length, String(slug)).toBeGreaterThanOrEqual(4);
          expect(copy.faqs.length, String(slug)).toBeLessThanOrEqual(6);
          expect(new Set(copy.faqs.map((f) => f.question)).size).toBe(copy.faqs.length);
          for (const faq of copy.faqs) {
            expect(faq.question.trim(), faq.question).toMatch(/[?？؟]$/);
            // Chinese and Japanese need far fewer characters for the same answer.
            expect(faq.answer.length, faq.answer).toBeGreaterThan(
              language === "ja" || language === "zh-Hans" ? 40 : 60,
            );
          }
          expect(copy.intro.length).toBeGreaterThan(40);
          expect(copy.h1.length).toBeGreaterThan(0);
          expect(copy.howTo.steps.length).toBeGreaterThanOrEqual(3);
          expect(copy.howTo.tips.length).toBeGreaterThanOrEqual(2);
          expect(copy.howTo.tips.length).toBeLessThanOrEqual(4);
        }
      });

      it("gives every page its own title, description, heading and intro", () => {
        for (const field of ["title", "description", "h1", "intro"] as const) {
          const values = pages.map((slug) => timerPageCopy(slug, language)[field]);
          expect(new Set(values).size, field).toBe(values.length);
        }
      });

      it("shows each preset's own time in its first step", () => {
        for (const slug of timerPageSlugs) {
          expect(timerPageCopy(slug, language).howTo.steps[0]).toContain(formatHMS(secondsForSlug(slug) ?? 0));
        }
      });

      it("fills every template (no undefined, no empty placeholders)", () => {
        for (const slug of pages) {
          const text = JSON.stringify(timerPageCopy(slug, language));
          expect(text).not.toMatch(/undefined|NaN|\$\{|\s,|\s\.\s| {2}/);
        }
      });
    });
  }

  it("is written in the page's language", () => {
    expect(timerPageCopy("5-minute-timer", "en").h1).toBe("5 Minute Timer");
    expect(timerPageCopy("5-minute-timer", "es").h1).toBe("Temporizador de 5 minutos");
    expect(timerPageCopy("1-minute-timer", "es").h1).toBe("Temporizador de 1 minuto");
    expect(timerPageCopy("1-hour-timer", "es").h1).toBe("Temporizador de 1 hora");
    expect(timerPageCopy("5-minute-timer", "en").title).toBe("5 Minute Timer – Free Online Countdown | Tickwise");
  });

  it("talks about the page's own use", () => {
    expect(JSON.stringify(timerPageCopy("study-timer", "en"))).toContain("Pomodoro");
    expect(JSON.stringify(timerPageCopy("study-timer", "es"))).toContain("Pomodoro");
    expect(JSON.stringify(timerPageCopy("20-second-timer", "en"))).toMatch(/hands/);
    expect(JSON.stringify(timerPageCopy("20-second-timer", "es"))).toMatch(/manos/);
    expect(JSON.stringify(timerPageCopy("2-minute-timer", "en"))).toMatch(/teeth/);
  });

  it("answers an unknown slug with the generic page", () => {
    expect(timerPageCopy("no-such-timer", "en")).toEqual(timerPageCopy(undefined, "en"));
  });
});

describe("timer interface text", () => {
  /** Every key path of an object, functions included as leaves. */
  const shape = (value: unknown, prefix = ""): string[] =>
    typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => shape(inner, `${prefix}${key}.`))
      : [`${prefix.slice(0, -1)}:${typeof value}`];

  it("has the same keys in English and Spanish", () => {
    expect(shape(ui.es)).toEqual(shape(ui.en));
  });

  it("carries the product's texts", () => {
    const en = ui.en;
    expect(en.share.copied).toBe("URL copied to clipboard!");
    expect(en.goal.banner).toBe("Working on Goal");
    expect(en.email.save).toBe("Save Settings");
    expect(en.completion.timesUp).toBe("Time's up!");
    expect(quickAddSeconds.map((n) => en.quickAdd.items[n].label)).toEqual(["+30s", "+1m", "+5m"]);
    expect(quickAddSeconds.map((n) => ui.es.quickAdd.items[n].label)).toEqual(["+30s", "+1m", "+5m"]);
    expect(en.presets.heading).toBe("Popular presets");
    expect(en.faq.heading).toBe("Frequently asked questions");
    expect(en.sound.test).toBe("Test sound");
    expect(en.announcements.oneMinuteLeft).toBe("1 minute left.");
  });

  it("formats its parameterised strings", () => {
    expect(ui.en.documentTitle("00:04:59")).toBe("00:04:59 - Timer");
    expect(ui.es.display.progressValue(42.4)).toBe("42 % completado");
    expect(ui.en.announcements.paused("4 minutes")).toBe("Timer paused with 4 minutes left.");
  });

  it("has no untranslated Spanish leaves", () => {
    const leaves = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : typeof value === "object" && value !== null
          ? Object.values(value).flatMap(leaves)
          : [];
    const english = new Set(leaves(ui.en));
    // "Pomodoro" (a preset's description) is the same word in both languages.
    const same = leaves(ui.es).filter((text) => english.has(text) && !/^\+|^\d/.test(text) && text !== "Pomodoro");
    expect(same).toEqual([]);
  });
});
