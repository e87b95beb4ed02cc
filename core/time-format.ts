import { intlLocale, type Locale } from "./locales";

/** Longest time the display accepts: 99:59:59 keeps the hours at two digits. */
export const MAX_TIMER_SECONDS = 99 * 3600 + 59 * 60 + 59;

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * Whole seconds to show for a possibly fractional amount, rounded up so a countdown reads
 * 00:00:01 until it has truly reached zero. The tiny tolerance absorbs float noise such as
 * 3.0000000000000004 from `ms / 1000` arithmetic, which would otherwise show 4.
 */
function displaySeconds(totalSeconds: number): number {
  if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) return 0;
  return Math.max(0, Math.ceil(totalSeconds - 1e-9));
}

function hms(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds % 60)}`;
}

/** "HH:MM:SS"; hours grow past two digits rather than wrap. */
export function formatHMS(totalSeconds: number): string {
  return hms(displaySeconds(totalSeconds));
}

/**
 * Stopwatch reading. Unlike a countdown, elapsed time rounds down: the stopwatch must not
 * claim a second (or millisecond) that has not passed yet.
 */
export function formatClock(ms: number): { hms: string; millis: string } {
  const safe = Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0;
  return { hms: hms(Math.floor(safe / 1000)), millis: String(safe % 1000).padStart(3, "0") };
}

/**
 * Reads what the visitor typed into the time display (docs/product.md, Timer). Out-of-range parts
 * such as "90" seconds are normalised rather than rejected because that is what people mean. `null`
 * tells the caller to keep the previous value.
 */
export function parseTimeInput(text: string): number | null {
  const cleaned = String(text).replace(/[^0-9:]/g, "");
  if (!/[0-9]/.test(cleaned)) return null;
  const parts = cleaned.split(":");
  if (parts.length > 3) return 0;
  if (parts.some((part) => part === "")) return null;
  const [seconds = 0, minutes = 0, hours = 0] = parts.map(Number).reverse();
  const total = hours * 3600 + minutes * 60 + seconds;
  // Very long digit strings overflow to Infinity; Math.min still lands on the cap.
  return Math.min(total, MAX_TIMER_SECONDS);
}

/** The units a duration is told in. */
export type DurationUnit = "hour" | "minute" | "second";

/**
 * How each locale lists the amounts: English says "1 hour 30 minutes" (no commas, no "and"),
 * every other language the way its speakers join a list ("1 hora, 2 minutos y 5 segundos",
 * "1 Stunde und 30 Minuten", "1時間、30分").
 */
const listStyle: Partial<Record<Locale, Intl.ListFormatOptions>> = { en: { type: "unit", style: "narrow" } };

const unitFormats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: Locale, unit: DurationUnit): Intl.NumberFormat {
  const key = `${locale} ${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], { style: "unit", unit, unitDisplay: "long" });
    unitFormats.set(key, format);
  }
  return format;
}

/**
 * Amounts in words, each through Intl's units (every language's plural forms: "1 Stunde",
 * "5 minut", "90 secondi"), joined as `list` says. The one place durations become words: the timer,
 * its pages, goals and emails each choose only which amounts to say and how to join them.
 */
export function amountsInWords(
  amounts: readonly (readonly [number, DurationUnit])[],
  locale: Locale,
  list: Intl.ListFormatOptions,
): string {
  return new Intl.ListFormat(intlLocale[locale], list).format(
    amounts.map(([amount, unit]) => unitFormat(locale, unit).format(amount)),
  );
}

/** Hours, minutes and seconds of a duration, leaving out the zeros (all zero: "0 seconds"). */
export function durationAmounts(seconds: number): [number, DurationUnit][] {
  const amounts: [number, DurationUnit][] = [
    [Math.floor(seconds / 3600), "hour"],
    [Math.floor((seconds % 3600) / 60), "minute"],
    [seconds % 60, "second"],
  ];
  const said = amounts.filter(([amount]) => amount > 0);
  return said.length > 0 ? said : [[0, "second"]];
}

/**
 * "1 hour 30 minutes", "45 seconds", "2 horas", "1 hora y 30 minutos", "1 Stunde und 30 Minuten":
 * the unit names and their plurals come from Intl in every locale.
 */
export function durationInWords(seconds: number, locale: Locale): string {
  return amountsInWords(
    durationAmounts(displaySeconds(seconds)),
    locale,
    listStyle[locale] ?? { type: "conjunction", style: "long" },
  );
}
