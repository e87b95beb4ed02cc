/**
 * A stored value (local storage, a cookie) read back as a JSON object, or null when it is missing,
 * not JSON or not an object. The caller checks every field: stored text is input like any other.
 */
export function parseStoredObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}
