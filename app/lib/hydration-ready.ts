import { textLoaded } from "@content/i18n/text-namespace";
import { intlLocale } from "@core/locales";
import type { Language } from "@core/settings";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The browser loads its date and number data when a page builds its first formatter: 30–100 ms
 * of one task on this project's test host, more on a slow phone, whichever formatter comes first
 * (the next ones cost 1–10 ms). Before hydration that task would be React's first render of the
 * page. Building a date and a number formatter first, each in a task of its own, leaves the
 * render only its own work (decision 049). Resolves in a task of its own as well.
 */
async function warmIntl(language: Language): Promise<void> {
  const tag = intlLocale[language];
  await nextTask();
  new Intl.DateTimeFormat(tag, { timeZone: "UTC", hour: "numeric", minute: "numeric" }).format(0);
  await nextTask();
  new Intl.NumberFormat(tag).format(0);
  await nextTask();
}

/**
 * When a page may hydrate: its words are in (they arrive as one small module per namespace,
 * requested while its modules were evaluated), so the first render is identical to the server's,
 * and the browser's date and number data are loaded, in tasks of their own.
 */
export function hydrationReady(language: Language): Promise<unknown> {
  return Promise.all([textLoaded(), warmIntl(language)]);
}
