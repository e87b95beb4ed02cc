/**
 * core/timers-schema (zod, about 22 KB compressed) is fetched after the page's first paint, not
 * with it, like the other code a page needs only once it is used (decision 018): the store reads
 * local storage with it once it has arrived, and the form checks a new timer with it.
 */
import type * as TimersSchema from "@core/timers-schema";

type Schema = typeof TimersSchema;

let loaded: Schema | null = null;
let loading: Promise<Schema> | null = null;

export function loadSchema(): Promise<Schema> {
  return (loading ??= import("@core/timers-schema").then((module) => (loaded = module)));
}

/** The schema module once loaded, else null. */
export function schema(): Schema | null {
  return loaded;
}
