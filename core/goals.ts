import { intlLocale, type Locale } from "./locales";
import { amountsInWords, type DurationUnit } from "./time-format";

/** The ten goal durations, in seconds ("5 minutes to 2 hours"; docs/product.md, Goals). */
export const goalDurations = [300, 600, 900, 1200, 1500, 1800, 2700, 3600, 5400, 7200] as const;
export type GoalDuration = (typeof goalDurations)[number];
export const DEFAULT_GOAL_DURATION: GoalDuration = 1500;

export const GOAL_TITLE_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 1000;
/** Most goals one visitor keeps: a bound on what an anonymous client can store (decision 028). */
export const MAX_GOALS_PER_VISITOR = 200;

/** The API's answer (409) to one goal more than MAX_GOALS_PER_VISITOR. */
export const GOAL_LIMIT_REACHED = `You have reached the limit of ${MAX_GOALS_PER_VISITOR} goals. Delete some to add more.`;

/** "25 minutes", "1 hour 30 minutes", "2 hours": hours and minutes in words, each language joining them its own way. */
function durationWords(seconds: number, locale: Locale): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  const amounts: [number, DurationUnit][] = [
    ...(hours > 0 ? [[hours, "hour"] as [number, DurationUnit]] : []),
    ...(minutes > 0 || hours === 0 ? [[minutes, "minute"] as [number, DurationUnit]] : []),
  ];
  // "1 hour 30 minutes", "1 hora 30 minutos", "ساعة و30 دقيقة".
  return amountsInWords(amounts, locale, { type: "unit", style: "narrow" });
}

export function isGoalDuration(value: unknown): value is GoalDuration {
  return typeof value === "number" && (goalDurations as readonly number[]).includes(value);
}

/** A duration labelled in words in the page's language (the select shows these, never raw seconds). */
export function goalDurationLabel(seconds: number, locale: Locale): string {
  const intl = intlLocale[locale];
  if (isGoalDuration(seconds)) return durationWords(seconds, locale);
  // A value outside the list (old data) is shown in minutes.
  return new Intl.NumberFormat(intl, { style: "unit", unit: "minute", unitDisplay: "short" }).format(
    Math.round(seconds / 60),
  );
}

/** A goal as the API returns it (dates as ISO strings). */
export interface GoalDto {
  id: number;
  title: string;
  description: string;
  durationInSeconds: number;
  isCompleted: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The query parameters of a goal's timer link, which the timer page reads. */
export const goalQuery = { id: "goalId", title: "goalTitle", duration: "duration" } as const;

/** The timer link of "Start Timer": goalId, goalTitle (encoded) and duration in seconds (docs/product.md, Goals). */
export function goalTimerHref(goal: Pick<GoalDto, "id" | "title" | "durationInSeconds">): string {
  return `/timer?${goalQuery.id}=${goal.id}&${goalQuery.title}=${encodeURIComponent(goal.title)}&${goalQuery.duration}=${goal.durationInSeconds}`;
}
