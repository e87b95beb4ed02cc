/**
 * URLs on the site's own origin. A path that starts with "//" or "/\" is read by URL parsers and
 * browsers as "another host": `new URL("//evil.example/x", origin)` is on evil.example. Every URL
 * the site builds from a path (the request handed to the renderer, canonical, Open Graph, JSON-LD)
 * goes through `siteUrl`, which keeps such a path a path of our origin.
 */

/** A path of this site: one slash, then neither a slash nor a backslash, and no backslash or space later. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\\\s]*$/.test(value);
}

/** `path` (a request target or a site path, with its query) on `origin`, never on another host. */
export function siteUrl(path: string, origin: string): URL {
  const base = new URL(origin);
  const url = new URL(`${base.origin}${path.startsWith("/") ? path : `/${path}`}`);
  // Cannot differ (the authority ends at the first slash), but a URL off our origin must never leave here.
  if (url.origin !== base.origin) throw new Error(`Not a path of ${base.origin}: ${path}`);
  return url;
}
