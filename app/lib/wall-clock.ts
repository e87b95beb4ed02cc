import { localeOf } from "@content/i18n/locale";
import { formatWallClock, widestClockTime, type HourCycle } from "@core/clock-format";
import type { Language } from "@core/settings";
import { useMemo } from "react";
import { useHourCycle } from "./preferences";

export interface WallClock {
  hourCycle: HourCycle;
  /** "14:30" → "02:30 PM" or "14:30", in the visitor's 12/24-hour choice. */
  format(time: string): string;
  /**
   * A CSS min-width that fits the time in both cycles. The server renders the language's cycle and
   * a stored choice arrives after hydration; with this width reserved, a table column or a grid
   * cell keeps its size when the text switches.
   */
  width: string;
}

/** Wall times ("HH:MM" data from a URL or a view) for display, following the Clock format setting. */
export function useWallClock(language: Language): WallClock {
  const hourCycle = useHourCycle(language);
  return useMemo(() => {
    const locale = localeOf[language];
    return {
      hourCycle,
      format: (time: string) => formatWallClock(time, hourCycle, locale),
      width: `${widestClockTime(locale)}ch`,
    };
  }, [hourCycle, language]);
}
