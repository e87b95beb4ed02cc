/// <reference lib="webworker" />
/**
 * Sets up the browser's date and number data for the locale it is sent, then answers. Chromium
 * does that once per process, whichever thread asks first, so a page whose worker has answered
 * builds its own first formatters in well under a millisecond (decision 052).
 */
import { warmUpFormatters } from "./warm-up-formatters";

declare let self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<string>) => {
  for (const warmUp of warmUpFormatters) warmUp(event.data);
  self.postMessage(null);
};
