/** Country names in each interface language, from Intl (CLDR), for the country holiday pages. */
import { languages, type Language } from "./settings";

const displayNames = new Map<Language, Intl.DisplayNames>();

/** `{ en: "Spain", es: "España" }`; `fallback` where Intl has no name for the code. */
export function countryNames(code: string, fallback: string): Record<Language, string> {
  return Object.fromEntries(
    languages.map((language) => {
      let names = displayNames.get(language);
      if (!names) {
        names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
        displayNames.set(language, names);
      }
      let name: string | undefined;
      try {
        name = names.of(code.toUpperCase());
      } catch {
        name = undefined;
      }
      return [language, name ?? fallback];
    }),
  ) as Record<Language, string>;
}
