import type { DayPart } from "@core/alarm";
import type { RingWords, Weekday } from "@core/alarm-schedule";
import { dateFormat } from "@core/intl";
import { defineText } from "../i18n/text-namespace";

export interface Faq {
  question: string;
  answer: string;
}

/** A page's own copy (title, description, h1, intro, FAQ): chosen by the loader (content/alarm/pages.ts). */
export interface AlarmPageCopy {
  title: string;
  description: string;
  h1: string;
  intro: string;
  faqs: Faq[];
}

/** Every text of the alarm screen in one language. */
export interface AlarmText {
  toolName: string;
  breadcrumb: string;
  clock: {
    label: string;
    countdownLabel: string;
    alarmAt(when: string): string;
    progress: string;
    progressText(percent: number): string;
  };
  form: {
    heading: string;
    input: string;
    help: string;
    set: string;
    label: string;
    labelHelp: string;
    labelTooLong: string;
    linkLabelTooLong(length: number): string;
    sound: string;
    repeat: string;
    repeatHelp: string;
    keepOpen: string;
    permission: string;
    notificationsDenied: string;
    soundBlocked: string;
  };
  presets: {
    heading: string;
    /** "6 AM Alarm", "Alarma a las 6:00". */
    title(time: string): string;
    part: Record<DayPart, string>;
    setFor(title: string, when: string): string;
  };
  toast: {
    errorTitle: string;
    missing: string;
    past: string;
    failed: string;
    setTitle: string;
    setText(when: string): string;
    stoppedTitle: string;
    stoppedText: string;
    missedTitle: string;
    missedText(when: string): string;
    full: string;
    deletedTitle: string;
    deletedText(label: string): string;
  };
  notification: { title(label: string): string; body(when: string): string };
  /** "Alarm - {remaining} remaining" (docs/product.md, Alarm). */
  documentTitle(remaining: string): string;
  status: {
    set(when: string): string;
    stopped: string;
    snoozed(minutes: number, when: string): string;
    deleted: string;
    on(label: string): string;
    off(label: string): string;
  };
  /** An alarm without a label is called this. */
  unnamed: string;
  /** Repeat days in words; single weekday names come from Intl (weekdayName). */
  days: {
    once: string;
    everyDay: string;
    weekdays: string;
    weekend: string;
  };
  list: {
    heading: string;
    empty: string;
    refused(count: number): string;
    /** The next ring within 12 hours: "in 5 min", "in 2 h", "in 2 h 5 min". */
    inMinutes(minutes: number): string;
    inHours(hours: number): string;
    inHoursMinutes(hours: number, minutes: number): string;
    today: string;
    tomorrow: string;
    /** "Monday", "el lunes": the weekday's name comes from Intl. */
    onWeekday(weekday: string): string;
    /** "on 1/5/2027": the date comes from Intl. */
    onDate(date: string): string;
    snoozedUntil(when: string): string;
    off: string;
    sound(name: string): string;
    switchLabel(label: string, time: string): string;
    delete(label: string, time: string): string;
    calendar(label: string, time: string): string;
  };
  ring: {
    heading: string;
    announce(label: string): string;
    documentTitle(label: string): string;
    snooze(minutes: number): string;
    stop: string;
  };
  steps: { heading: string; items: string[]; tipsHeading: string; tips: string[] };
  faqHeading: string;
  articles: { heading: string; items: { to: string; label: string }[] };
}

export const alarmText = defineText<AlarmText>("alarm", {
  en: () => import("./locales/en"),
  es: () => import("./locales/es"),
  de: () => import("./locales/de"),
  fr: () => import("./locales/fr"),
  "pt-BR": () => import("./locales/pt-BR"),
  it: () => import("./locales/it"),
  nl: () => import("./locales/nl"),
  pl: () => import("./locales/pl"),
  ja: () => import("./locales/ja"),
  "zh-Hans": () => import("./locales/zh-Hans"),
  hi: () => import("./locales/hi"),
  ar: () => import("./locales/ar"),
});

/** A weekday's name in a locale (1 = Monday … 7 = Sunday): "Mon"/"Monday", "lun"/"lunes". */
export function weekdayName(locale: string, day: Weekday, width: "short" | "long"): string {
  // 1 January 2024 was a Monday.
  return dateFormat(locale, { timeZone: "UTC", weekday: width }).format(Date.UTC(2024, 0, day));
}

/** The next ring in words (core/alarm-schedule.ts ringWords), in the text's language. */
export function ringText(s: AlarmText, words: RingWords, locale: string): string {
  switch (words.kind) {
    case "in":
      if (words.hours === 0) return s.list.inMinutes(Math.max(1, words.minutes));
      return words.minutes === 0 ? s.list.inHours(words.hours) : s.list.inHoursMinutes(words.hours, words.minutes);
    case "today":
      return s.list.today;
    case "tomorrow":
      return s.list.tomorrow;
    case "weekday":
      return s.list.onWeekday(weekdayName(locale, words.weekday, "long"));
    case "date":
      return s.list.onDate(
        dateFormat(locale, { timeZone: "UTC", year: "numeric", month: "numeric", day: "numeric" }).format(
          Date.UTC(words.date.year, words.date.month - 1, words.date.day),
        ),
      );
  }
}
