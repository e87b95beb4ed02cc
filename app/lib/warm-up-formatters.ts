/**
 * What sets up the browser's date and number data for a locale: building a first date and a first
 * number formatter (decisions 049, 052). Run by the warm-up worker, or on the page, one per task,
 * where no worker answers.
 */
export const warmUpFormatters: readonly ((tag: string) => void)[] = [
  (tag) => new Intl.DateTimeFormat(tag, { timeZone: "UTC", hour: "numeric", minute: "numeric" }).format(0),
  (tag) => new Intl.NumberFormat(tag).format(0),
];
