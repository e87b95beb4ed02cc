import { textLoaded } from "@content/i18n/text-namespace";
import { intlLocale } from "@core/locales";
import type { Language } from "@core/settings";
import { warmUpFormatters } from "./warm-up-formatters";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long the worker may take before the page sets its formatters up itself. */
const WORKER_WAIT_MS = 3000;

/**
 * Sets the browser's date and number data up in a worker. Chromium does it once per process,
 * whichever thread asks first: after the worker's answer the page's first formatter costs under a
 * millisecond instead of 30–100 ms of its main thread. Resolves false when no worker could do it
 * (none started, its script failed to load, or it took too long).
 */
function warmIntlInWorker(tag: string): Promise<boolean> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./intl-warm.worker.ts", import.meta.url));
    } catch {
      resolve(false);
      return;
    }
    const finish = (warmed: boolean) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(warmed);
    };
    const timer = setTimeout(() => finish(false), WORKER_WAIT_MS);
    worker.onmessage = () => finish(true);
    worker.onerror = () => finish(false);
    worker.postMessage(tag);
  });
}

/**
 * The browser loads its date and number data when a page builds its first formatter: 30–100 ms
 * of one task on this project's test host, more on a slow phone, whichever formatter comes first
 * (the next ones cost 1–10 ms). Before hydration that task would be React's first render of the
 * page. A worker pays it off the main thread (decision 052); where none can, the page builds the
 * warm-up formatters first, each in a task of its own, so the render keeps only its own work
 * (decision 049). Resolves in a task of its own as well.
 */
async function warmIntl(language: Language): Promise<void> {
  const tag = intlLocale[language];
  if (!(await warmIntlInWorker(tag))) {
    for (const warmUp of warmUpFormatters) {
      await nextTask();
      warmUp(tag);
    }
  }
  await nextTask();
}

/**
 * When a page may hydrate: its words are in (they arrive as one small module per namespace,
 * requested while its modules were evaluated), so the first render is identical to the server's,
 * and the browser's date and number data are loaded, off the main thread where it can.
 */
export function hydrationReady(language: Language): Promise<unknown> {
  return Promise.all([textLoaded(), warmIntl(language)]);
}
