/**
 * `/time/{area}/{location}` pages for every IANA zone (decision 035): the zone's name in lower
 * case ("/time/europe/london", "/time/america/argentina/buenos_aires"). Any spelling Intl accepts
 * resolves; old names (Asia/Calcutta) and other cases redirect to the canonical path.
 */
import { canonicalZone, isValidTimeZone } from "./cities";

/** The page path of a zone. */
export function zonePath(zone: string): string {
  return `/time/${canonicalZone(zone).toLowerCase()}`;
}

/** "buenos_aires" → "Buenos_Aires", "port-au-prince" → "Port-au-Prince"-like guesses for Intl. */
function spellings(path: string): string[] {
  const upper = path
    .split("/")
    .map((part) => part.replace(/(^|[_-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase()))
    .join("/");
  return [upper, path.toUpperCase(), path];
}

/** The canonical zone a `/time/…` splat names, or undefined. */
export function zoneForPath(splat: string, knownZones: readonly string[]): string | undefined {
  if (!splat.includes("/") && !/^(utc|gmt)$/i.test(splat)) return undefined;
  const lower = splat.toLowerCase();
  const known = knownZones.find((zone) => zone.toLowerCase() === lower);
  if (known) return canonicalZone(known);
  const spelled = spellings(lower).find(
    (candidate) => /^[A-Za-z0-9/_+-]+$/.test(candidate) && isValidTimeZone(candidate),
  );
  return spelled
    ? canonicalZone(new Intl.DateTimeFormat("en-US", { timeZone: spelled }).resolvedOptions().timeZone)
    : undefined;
}
