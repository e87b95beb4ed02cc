/** Country names in any locale, from Intl (CLDR), for the holiday pages. */
import { intlLocale, type Locale } from "./locales";

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** "Spain" (en), "España" (es), "Spanien" (de); `fallback` where Intl has no name for the code. */
export function countryName(code: string, fallback: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale[locale]], { type: "region", fallback: "none" });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
