import { useClientValue } from "~/lib/client-value";

let cached: string | null = null;

function visitorZone(): string {
  cached ??= Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  return cached;
}

/** The visitor's own IANA zone; null while server-rendering and hydrating (the server cannot know it). */
export function useVisitorZone(): string | null {
  return useClientValue<string | null>(visitorZone, null);
}
