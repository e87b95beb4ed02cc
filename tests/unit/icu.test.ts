import { icu } from "@content/i18n/icu";
import { parse } from "@formatjs/icu-messageformat-parser";
import { afterEach, describe, expect, it, vi } from "vitest";

describe("icu (decision 047)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("formats plurals and numbers by each language's own rules", () => {
    const timers = "{count, plural, one {# timer} few {# timery} many {# timerów} other {# timera}}";
    expect(icu("pl", timers, { count: 1 })).toBe("1 timer");
    expect(icu("pl", timers, { count: 3 })).toBe("3 timery");
    expect(icu("pl", timers, { count: 5 })).toBe("5 timerów");
    expect(icu("pl", timers, { count: 1.5 })).toBe("1,5 timera");
    const items = "{count, plural, zero {none} one {one} two {two} few {few} many {many} other {# other}}";
    expect(icu("ar", items, { count: 2 })).toBe("two");
    expect(icu("ar", items, { count: 11 })).toBe("many");
    expect(icu("en", "{n, number}", { n: 1234.5 })).toBe("1,234.5");
    expect(icu("de", "{n, number}", { n: 1234.5 })).toBe("1.234,5");
  });

  it("formats a message parsed at build time as the browser receives it", () => {
    const message = parse("{minutes, plural, one {# minute} other {# minutes}} left");
    expect(icu("en", message, { minutes: 1 })).toBe("1 minute left");
    expect(icu("en", message, { minutes: 25 })).toBe("25 minutes left");
  });

  it("never asks the platform for its list of locales: the first such call of a page is slow", () => {
    const supportedLocalesOf = vi.spyOn(Intl.NumberFormat, "supportedLocalesOf");
    expect(icu("ja", "{count, plural, other {# 個}}", { count: 4 })).toBe("4 個");
    expect(icu("hi", "{n, number}", { n: 100000 })).toBe("1,00,000");
    expect(supportedLocalesOf).not.toHaveBeenCalled();
  });
});
