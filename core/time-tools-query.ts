/**
 * The URL query of the converter and the meeting planner (decision 035): every view is a link.
 * Each parameter is validated alone, so one bad value is reported and dropped while the rest of
 * the view still shows.
 */
import { languages } from "./settings";
import { MAX_MEETING_CITIES, MAX_OTHER_CITIES } from "./time-tools-links";
import { z } from "./zod";
import { isIsoDate, isWallTime } from "./zoned-time";

/** A city as a slug ("new-york") or as typed ("New York, United States"); the server resolves it. */
const cityText = z.string().trim().min(1).max(100);
/** Canonical links carry slugs, comma-separated. */
const slugList = /^[a-z0-9-]+(,[a-z0-9-]+)+$/;
const dateSchema = z.string().refine(isIsoDate);
const timeSchema = z.string().refine(isWallTime);
const hourSchema = z.coerce.number().int().min(0).max(24);
const titleSchema = z.string().trim().min(1).max(120);

export type QueryProblem = "date" | "time" | "city" | "hours" | "slot" | "title" | "tooManyCities";

/**
 * Every value of a list parameter: repeated (`to=a&to=b`, as forms send typed names) or, in the
 * canonical links, slugs joined by commas. Empty form boxes are skipped.
 */
function listParam(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => (slugList.test(value) ? value.split(",") : [value]))
    .map((value) => value.trim())
    .filter(Boolean);
}

function cityList(query: URLSearchParams, name: string, max: number, problems: Set<QueryProblem>): string[] {
  const all = listParam(query, name);
  const valid = [...new Set(all.filter((value) => cityText.safeParse(value).success))];
  if (valid.length !== all.length) problems.add("city");
  if (valid.length > max) problems.add("tooManyCities");
  return valid.slice(0, max);
}

function optional<T>(schema: z.ZodType<T>, raw: string | null, problem: QueryProblem, problems: Set<QueryProblem>) {
  if (raw === null || raw === "") return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) problems.add(problem);
  return parsed.success ? parsed.data : undefined;
}

export interface ConverterQuery {
  from?: string;
  to: string[];
  date?: string;
  time?: string;
  problems: QueryProblem[];
}

export function parseConverterQuery(query: URLSearchParams): ConverterQuery {
  const problems = new Set<QueryProblem>();
  const from = optional(cityText, query.get("from"), "city", problems);
  const to = cityList(query, "to", MAX_OTHER_CITIES, problems);
  const date = optional(dateSchema, query.get("date"), "date", problems);
  const time = optional(timeSchema, query.get("time"), "time", problems);
  return { from, to, date, time, problems: [...problems] };
}

export interface PlannerQuery {
  cities: string[];
  date?: string;
  start: number;
  end: number;
  slot?: number;
  title?: string;
  problems: QueryProblem[];
}

export function parsePlannerQuery(query: URLSearchParams, defaults: { start: number; end: number }): PlannerQuery {
  const problems = new Set<QueryProblem>();
  const cities = cityList(query, "city", MAX_MEETING_CITIES, problems);
  const date = optional(dateSchema, query.get("date"), "date", problems);
  let start = optional(hourSchema, query.get("start"), "hours", problems) ?? defaults.start;
  let end = optional(hourSchema, query.get("end"), "hours", problems) ?? defaults.end;
  if (start >= end || start > 23) {
    problems.add("hours");
    ({ start, end } = defaults);
  }
  const slot = optional(z.coerce.number().int().min(0).max(24), query.get("slot"), "slot", problems);
  const title = optional(titleSchema, query.get("title"), "title", problems);
  return { cities, date, start, end, slot, title, problems: [...problems] };
}

/** `/api/cities` query. */
export const citySearchQuery = z.object({
  q: z.string().trim().min(1).max(80),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  lang: z.enum(languages).default("en"),
});

/** One `/api/cities` answer row (names in the asked language). */
export interface CityHit {
  slug: string;
  name: string;
  country: string;
  zone: string;
}
