/** Every `/timer/{preset}` slug (docs/product.md, Timer) and the seconds it loads. */
export const timerSlugs: Readonly<Record<string, number>> = Object.freeze({
  "10-second-timer": 10,
  "15-second-timer": 15,
  "20-second-timer": 20,
  "30-second-timer": 30,
  "45-second-timer": 45,
  "90-second-timer": 90,
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 18, 20, 25, 30, 35, 40, 45, 50, 60, 90].map((n) => [
      `${n}-minute-timer`,
      n * 60,
    ]),
  ),
  "1-hour-timer": 3600,
  "2-hour-timer": 7200,
  "study-timer": 1500,
  "countdown-timer": 300,
});

/** Seconds for a preset slug; undefined for anything else, which the route answers with 404. */
export function secondsForSlug(slug: string): number | undefined {
  return Object.hasOwn(timerSlugs, slug) ? timerSlugs[slug] : undefined;
}

export interface PopularPreset {
  label: string;
  seconds: number;
  description: string;
}

/** The 19 popular presets (docs/product.md, Timer), in order. Spanish labels live in content/timer. */
export const popularPresets: readonly PopularPreset[] = [
  { label: "10 sec", seconds: 10, description: "Quick countdown" },
  { label: "20 sec", seconds: 20, description: "Hand washing" },
  { label: "30 sec", seconds: 30, description: "Plank or stretch" },
  { label: "45 sec", seconds: 45, description: "Workout interval" },
  { label: "1 min", seconds: 60, description: "One-minute drill" },
  { label: "2 min", seconds: 120, description: "Brush your teeth" },
  { label: "3 min", seconds: 180, description: "Instant noodles" },
  { label: "4 min", seconds: 240, description: "French press" },
  { label: "5 min", seconds: 300, description: "Short break" },
  { label: "10 min", seconds: 600, description: "Quick tidy-up" },
  { label: "15 min", seconds: 900, description: "Long break" },
  { label: "20 min", seconds: 1200, description: "Power nap" },
  { label: "25 min", seconds: 1500, description: "Pomodoro" },
  { label: "30 min", seconds: 1800, description: "Workout" },
  { label: "45 min", seconds: 2700, description: "Class period" },
  { label: "1 hour", seconds: 3600, description: "Deep work" },
  { label: "2 hours", seconds: 7200, description: "Exam practice" },
  { label: "3 hours", seconds: 10800, description: "Long session" },
  { label: "4 hours", seconds: 14400, description: "Half a workday" },
];

/**
 * Choosing one of these durations navigates to its own page; any other stays on /timer
 * (docs/product.md, Timer). 300 and 1500 go to countdown-timer and study-timer. 3600 has
 * two pages (60-minute-timer and 1-hour-timer); the preset card reads "1 hour", so it
 * lands on 1-hour-timer, whose heading matches what was clicked.
 */
const presetPages: Readonly<Record<number, string>> = {
  10: "10-second-timer",
  20: "20-second-timer",
  30: "30-second-timer",
  60: "1-minute-timer",
  120: "2-minute-timer",
  180: "3-minute-timer",
  300: "countdown-timer",
  600: "10-minute-timer",
  900: "15-minute-timer",
  1200: "20-minute-timer",
  1500: "study-timer",
  1800: "30-minute-timer",
  2700: "45-minute-timer",
  3600: "1-hour-timer",
};

export function slugForDuration(seconds: number): string | undefined {
  return Object.hasOwn(presetPages, seconds) ? presetPages[seconds] : undefined;
}

export interface RelatedTimer {
  slug: string;
  seconds: number;
  label: string;
}

const relatedMinutes = [1, 3, 5, 10, 15, 30] as const;

/**
 * Related-timer links (docs/product.md, Timer), minus the one that would load the same duration as
 * the page being shown (countdown-timer hides the 5-minute link, 60-minute-timer none of them).
 */
export function relatedTimers(currentSlug?: string): RelatedTimer[] {
  const current = currentSlug === undefined ? undefined : secondsForSlug(currentSlug);
  return relatedMinutes
    .map((n) => ({ slug: `${n}-minute-timer`, seconds: n * 60, label: `${n} Minute Timer` }))
    .filter((timer) => timer.seconds !== current);
}

export const quickAddSeconds = [30, 60, 300] as const;

/**
 * What `/` and `/timer` load. 5 minutes is the countdown default (docs/product.md, Timer); a page
 * that opens ready to run means Play works on the first click; 0 would make it a dead button.
 */
export const DEFAULT_TIMER_SECONDS = 300;

/** Blog articles shown on every timer page (docs/product.md, Timer; the blog seeds each of them). */
export const relatedTimerArticles: readonly { slug: string; title: string }[] = [
  { slug: "5-minute-timer-productivity-guide", title: "The 5-Minute Timer: A Productivity Guide" },
  { slug: "25-minute-pomodoro-timer-focus-work", title: "The 25-Minute Pomodoro Timer for Focused Work" },
  {
    slug: "10-creative-ways-countdown-timer-daily-life",
    title: "10 Creative Ways to Use a Countdown Timer in Daily Life",
  },
  { slug: "timer-effective-study-sessions", title: "How to Use a Timer for Effective Study Sessions" },
];
