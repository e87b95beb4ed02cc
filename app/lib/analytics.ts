/**
 * Optional, off-by-default analytics (PRODUCT.md decision 10).
 *
 * `track()` does nothing at all (no request, no cookie, no third party) unless a provider has been
 * configured. Two hooks configure one:
 *  - `setAnalyticsProvider(fn)`: any code may install a function that receives the events;
 *  - `window.__TICKWISE_ANALYTICS__`: a URL (e.g. rendered by the root loader from the server's
 *    ANALYTICS_URL) to which each event is sent with `navigator.sendBeacon` as JSON
 *    `{ event, props, path, at }`. The page's CSP (`connect-src 'self'`) allows only a same-origin
 *    collector unless the server widens it for that host.
 * Only the event name, its few properties and the path are sent: nothing that identifies a visitor.
 */

export type AnalyticsEvent = "timer_start" | "timer_pause" | "timer_reset" | "preset_selected";
export type AnalyticsProps = Record<string, string | number | boolean | undefined>;
export type AnalyticsProvider = (event: AnalyticsEvent, props: AnalyticsProps) => void;

declare global {
  interface Window {
    __TICKWISE_ANALYTICS__?: string;
  }
}

let provider: AnalyticsProvider | null = null;

export function setAnalyticsProvider(next: AnalyticsProvider | null): void {
  provider = next;
}

function beaconProvider(): AnalyticsProvider | null {
  if (typeof window === "undefined") return null;
  const url = window.__TICKWISE_ANALYTICS__;
  if (typeof url !== "string" || !url || typeof navigator.sendBeacon !== "function") return null;
  return (event, props) => {
    const body = JSON.stringify({ event, props, path: location.pathname, at: new Date().toISOString() });
    navigator.sendBeacon(url, new Blob([body], { type: "application/json" }));
  };
}

export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  const send = provider ?? beaconProvider();
  if (!send) return;
  try {
    send(event, props);
  } catch (error) {
    console.warn("analytics event not sent", error);
  }
}
