import type { SeedPost, StockImage } from "./types";
import { post as fiveMinuteTimer } from "./posts/5-minute-timer-productivity-guide";
import { post as pomodoroTimer } from "./posts/25-minute-pomodoro-timer-focus-work";
import { post as creativeTimerUses } from "./posts/10-creative-ways-countdown-timer-daily-life";
import { post as studySessions } from "./posts/timer-effective-study-sessions";
import { post as militaryTime } from "./posts/military-time-24-hour-format";
import { post as indiaTime } from "./posts/time-in-india-zones-scheduling";
import { post as australiaTime } from "./posts/australia-time-zones-business";
import { post as onlineAlarm } from "./posts/online-alarm-clock-wake-up";
import { post as sunriseSunset } from "./posts/sunrise-sunset-times-sleep-schedule";

export type { SeedPost, StockImage } from "./types";

const stockImage = (name: string, alt: string): StockImage => ({
  url: `/images/blog/${name}.webp`,
  smallUrl: `/images/blog/${name}-600.webp`,
  alt,
  width: 1200,
  height: 630,
});

/** The five stock images an administrator picks from; the first is the default featured image. */
export const stockImages: readonly StockImage[] = [
  stockImage("clock-face", "A round wall clock with a blue rim, its hands showing ten past ten"),
  stockImage("hourglass", "A wooden hourglass with sand running from the top bulb into the bottom"),
  stockImage("desk-timer", "A tidy desk with a laptop, a notebook, a plant and a red kitchen timer"),
  stockImage("world-time-zones", "A world map divided into vertical time-zone bands, with small clocks above it"),
  stockImage("sunrise", "The sun rising over green hills under an orange and pink sky"),
];

/** Posts seeded on first start; every /blog/{slug} a tool page links to is one of these. */
export const seedPosts: readonly SeedPost[] = [
  fiveMinuteTimer,
  pomodoroTimer,
  creativeTimerUses,
  studySessions,
  militaryTime,
  indiaTime,
  australiaTime,
  onlineAlarm,
  sunriseSunset,
];
