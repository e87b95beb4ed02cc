/**
 * The converter's and the planner's link vocabulary (decision 035), free of zod so the pages'
 * browser code can build links without the validator: parsing is core/time-tools-query.ts.
 */
export const MAX_OTHER_CITIES = 10;
export const MAX_MEETING_CITIES = 10;

/** Query names, shared by the forms, the links and the page cache key (core/page-query.ts). */
export const converterParams = ["from", "to", "date", "time"] as const;
export const plannerParams = ["city", "date", "start", "end", "slot", "title"] as const;

/** A query string from name → value(s), skipping empty values. */
export function queryString(values: Record<string, string | number | readonly string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(name, value.join(","));
    } else query.set(name, String(value));
  }
  // Commas and colons are legal in a query: left readable, links read "to=london,tokyo&time=09:00".
  const text = query.toString().replace(/%2C/g, ",").replace(/%3A/g, ":");
  return text ? `?${text}` : "";
}
