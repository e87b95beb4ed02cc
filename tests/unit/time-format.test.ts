import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_TIMER_SECONDS, durationInWords, formatClock, formatHMS, parseTimeInput } from "@core/time-format";

describe("formatHMS", () => {
  it("zero-pads hours, minutes and seconds", () => {
    expect(formatHMS(0)).toBe("00:00:00");
    expect(formatHMS(5)).toBe("00:00:05");
    expect(formatHMS(300)).toBe("00:05:00");
    expect(formatHMS(5400)).toBe("01:30:00");
    expect(formatHMS(MAX_TIMER_SECONDS)).toBe("99:59:59");
  });

  it("lets hours grow past two digits", () => {
    expect(formatHMS(100 * 3600)).toBe("100:00:00");
  });

  it("rounds fractional seconds up so the countdown never shows zero early", () => {
    expect(formatHMS(0.001)).toBe("00:00:01");
    expect(formatHMS(4.2)).toBe("00:00:05");
    expect(formatHMS(59.5)).toBe("00:01:00");
    expect(formatHMS(3000 / 1000)).toBe("00:00:03");
    expect(formatHMS(0.1 + 0.2 + 2.7)).toBe("00:00:03");
  });

  it("shows zero for negative and non-finite input", () => {
    expect(formatHMS(-1)).toBe("00:00:00");
    expect(formatHMS(-0.5)).toBe("00:00:00");
    expect(formatHMS(Number.NaN)).toBe("00:00:00");
    expect(formatHMS(Number.POSITIVE_INFINITY)).toBe("00:00:00");
  });
});

describe("formatClock", () => {
  it("splits elapsed ms into HH:MM:SS and three-digit millis, rounding down", () => {
    expect(formatClock(0)).toEqual({ hms: "00:00:00", millis: "000" });
    expect(formatClock(7)).toEqual({ hms: "00:00:00", millis: "007" });
    expect(formatClock(1999.9)).toEqual({ hms: "00:00:01", millis: "999" });
    expect(formatClock(3_723_045)).toEqual({ hms: "01:02:03", millis: "045" });
  });

  it("clamps negative and non-finite input to zero", () => {
    expect(formatClock(-50)).toEqual({ hms: "00:00:00", millis: "000" });
    expect(formatClock(Number.NaN)).toEqual({ hms: "00:00:00", millis: "000" });
  });
});

describe("parseTimeInput", () => {
  it("reads one, two and three parts as s, m:s and h:m:s", () => {
    expect(parseTimeInput("45")).toBe(45);
    expect(parseTimeInput("5:00")).toBe(300);
    expect(parseTimeInput("1:30:00")).toBe(5400);
    expect(parseTimeInput("00:00:10")).toBe(10);
  });

  it("normalises out-of-range parts instead of rejecting them", () => {
    expect(parseTimeInput("90")).toBe(90);
    expect(parseTimeInput("1:90")).toBe(150);
    expect(parseTimeInput("0:75:00")).toBe(4500);
  });

  it("strips everything but digits and colons", () => {
    expect(parseTimeInput(" 5m:30s ")).toBe(330);
    expect(parseTimeInput("1h 2")).toBe(12);
    expect(parseTimeInput("-10")).toBe(10);
    expect(parseTimeInput("１0")).toBe(0);
  });

  it("gives 0 for more than three parts (docs/product.md, Timer)", () => {
    expect(parseTimeInput("1:2:3:4")).toBe(0);
    expect(parseTimeInput("::1::")).toBe(0);
  });

  it("returns null when nothing usable is left, so the previous value stays", () => {
    expect(parseTimeInput("")).toBeNull();
    expect(parseTimeInput("abc")).toBeNull();
    expect(parseTimeInput(":")).toBeNull();
    expect(parseTimeInput("::")).toBeNull();
    expect(parseTimeInput("1::")).toBeNull();
    expect(parseTimeInput(":30")).toBeNull();
    expect(parseTimeInput("5:")).toBeNull();
  });

  it("caps at 99:59:59", () => {
    expect(parseTimeInput("99:59:59")).toBe(MAX_TIMER_SECONDS);
    expect(parseTimeInput("100:00:00")).toBe(MAX_TIMER_SECONDS);
    expect(parseTimeInput("9".repeat(400))).toBe(MAX_TIMER_SECONDS);
  });

  it("never throws and returns null or a whole number in range (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789:: ab-.", "٣", "😀") }), (text) => {
        const value = parseTimeInput(text);
        if (value === null) return;
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(MAX_TIMER_SECONDS);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseTimeInput(text);
        expect(value === null || (Number.isInteger(value) && value >= 0 && value <= MAX_TIMER_SECONDS)).toBe(true);
      }),
    );
  });

  it("reads back what formatHMS shows (round-trip property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TIMER_SECONDS }), (seconds) => {
        expect(parseTimeInput(formatHMS(seconds))).toBe(seconds);
      }),
    );
  });
});

describe("durationInWords", () => {
  it("names durations in English", () => {
    expect(durationInWords(300, "en")).toBe("5 minutes");
    expect(durationInWords(60, "en")).toBe("1 minute");
    expect(durationInWords(45, "en")).toBe("45 seconds");
    expect(durationInWords(1, "en")).toBe("1 second");
    expect(durationInWords(5400, "en")).toBe("1 hour 30 minutes");
    expect(durationInWords(7200, "en")).toBe("2 hours");
    expect(durationInWords(3661, "en")).toBe("1 hour 1 minute 1 second");
    expect(durationInWords(0, "en")).toBe("0 seconds");
  });

  it("names durations in Spanish, joining the last two with y", () => {
    expect(durationInWords(60, "es")).toBe("1 minuto");
    expect(durationInWords(7200, "es")).toBe("2 horas");
    expect(durationInWords(5400, "es")).toBe("1 hora y 30 minutos");
    expect(durationInWords(3725, "es")).toBe("1 hora, 2 minutos y 5 segundos");
    expect(durationInWords(-3, "es")).toBe("0 segundos");
  });

  it("rounds fractions up like the display does", () => {
    expect(durationInWords(59.2, "en")).toBe("1 minute");
  });

  it("names durations in every locale, with Intl's plurals and list words", () => {
    expect(durationInWords(5400, "de")).toBe("1 Stunde und 30 Minuten");
    // French separates the number from its unit with a no-break space.
    expect(durationInWords(3725, "fr").replace(/\s/g, " ")).toBe("1 heure, 2 minutes et 5 secondes");
    expect(durationInWords(120, "pt-BR")).toBe("2 minutos");
    expect(durationInWords(1, "it")).toBe("1 secondo");
    expect(durationInWords(7200, "nl")).toBe("2 uur");
    // Polish one/few/many.
    expect(durationInWords(60, "pl")).toBe("1 minuta");
    expect(durationInWords(120, "pl")).toBe("2 minuty");
    expect(durationInWords(300, "pl")).toBe("5 minut");
    expect(durationInWords(1320, "pl")).toBe("22 minuty");
    expect(durationInWords(300, "ja")).toBe("5 分");
    expect(durationInWords(300, "zh-Hans")).toBe("5分钟");
    expect(durationInWords(300, "hi")).toBe("5 मिनट");
    // Arabic one/two/few/many, Latin digits.
    expect(durationInWords(120, "ar")).toBe("دقيقتان");
    expect(durationInWords(300, "ar")).toBe("5 دقائق");
    expect(durationInWords(660, "ar")).toBe("11 دقيقة");
  });
});
