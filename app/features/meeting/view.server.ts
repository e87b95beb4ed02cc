import { defaultWorkingHours, meetingSlots, rankSlots } from "@core/meeting";
import { parsePlannerQuery, type QueryProblem } from "@core/time-tools-query";
import { redirect } from "react-router";
import { allSlugs, nowIn, resolveCities, type CityRef } from "~/lib/city-query.server";
import { plannerHref } from "./links";

export interface PlannerSlot {
  start: number;
  cities: { date: string; time: string; working: boolean }[];
  workingCount: number;
}

export interface PlannerView {
  cities: CityRef[];
  date: string;
  /** The date came from the link (not today's). */
  datePinned: boolean;
  start: number;
  end: number;
  slots: PlannerSlot[];
  /** Indexes into `slots`, best first. */
  best: number[];
  slot: number | null;
  title: string | null;
  problems: QueryProblem[];
  unknown: string[];
}

/** What `/meeting-planner` shows; typed city names redirect to the link with slugs. */
export function plannerView(
  url: URL,
  now = Date.now(),
  /** The redirect's path in the page's language (`/de/meeting-planner?…`). */
  localize: (path: string) => string = (path) => path,
): PlannerView {
  const query = parsePlannerQuery(url.searchParams, defaultWorkingHours);
  const { cities, unknown } = resolveCities(query.cities);
  if (!allSlugs(query.cities, cities) && cities.length > 0) {
    throw redirect(localize(plannerHref({ ...query, cities })));
  }
  const date = query.date ?? nowIn(cities[0]?.zone ?? "UTC", now).date;
  const hours = { start: query.start, end: query.end };
  const all =
    cities.length >= 2
      ? meetingSlots(
          cities.map((c) => c.zone),
          date,
          hours,
        )
      : [];
  const best = rankSlots(all, hours).map((slot) => all.indexOf(slot));
  const slots = all.map((slot) => ({
    start: slot.start,
    workingCount: slot.workingCount,
    cities: slot.cities.map(({ date, time, working }) => ({ date, time, working })),
  }));
  const problems = [...query.problems];
  const slot = query.slot !== undefined && query.slot < slots.length ? query.slot : null;
  if (query.slot !== undefined && slot === null && slots.length > 0) problems.push("slot");
  return {
    cities,
    date,
    datePinned: query.date !== undefined,
    start: query.start,
    end: query.end,
    slots,
    best,
    slot,
    title: query.title ?? null,
    problems,
    unknown,
  };
}
