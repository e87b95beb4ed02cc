import { defaultWorkingHours } from "@core/meeting";
import { queryString } from "@core/time-tools-links";

export interface PlannerState {
  cities: readonly { slug: string }[];
  date?: string;
  start: number;
  end: number;
  slot?: number;
  title?: string;
}

/** The planner's link for a state: default working hours are left out. */
export function plannerHref(state: PlannerState): string {
  const defaultHours = state.start === defaultWorkingHours.start && state.end === defaultWorkingHours.end;
  return `/meeting-planner${queryString({
    city: state.cities.map((c) => c.slug),
    date: state.date,
    start: defaultHours ? undefined : state.start,
    end: defaultHours ? undefined : state.end,
    slot: state.slot,
    title: state.title,
  })}`;
}
