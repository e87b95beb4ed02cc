import type { Language } from "./settings";

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

/** Each duration labelled in words, in both languages (the select shows these, never raw seconds). */
export const goalDurationLabels: Record<GoalDuration, Record<Language, string>> = {
  300: { en: "5 minutes", es: "5 minutos" },
  600: { en: "10 minutes", es: "10 minutos" },
  900: { en: "15 minutes", es: "15 minutos" },
  1200: { en: "20 minutes", es: "20 minutos" },
  1500: { en: "25 minutes", es: "25 minutos" },
  1800: { en: "30 minutes", es: "30 minutos" },
  2700: { en: "45 minutes", es: "45 minutos" },
  3600: { en: "1 hour", es: "1 hora" },
  5400: { en: "1 hour 30 minutes", es: "1 hora 30 minutos" },
  7200: { en: "2 hours", es: "2 horas" },
};

export function isGoalDuration(value: unknown): value is GoalDuration {
  return typeof value === "number" && (goalDurations as readonly number[]).includes(value);
}

/** The label of a stored duration; a value outside the list (old data) is shown in minutes. */
export function goalDurationLabel(seconds: number, language: Language): string {
  if (isGoalDuration(seconds)) return goalDurationLabels[seconds][language];
  return `${Math.round(seconds / 60)} min`;
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
