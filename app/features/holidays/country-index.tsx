import { countryHolidaysText } from "@content/holidays/country-text";
import type { Language } from "@core/settings";
import { useId } from "react";
import { Link } from "react-router";
import { useI18n } from "~/lib/i18n";
import { Card, SectionTitle } from "~/ui/card";

/** Links to every country's holiday page, by name in the visitor's language. */
export function CountryIndex({
  countries,
}: {
  countries: readonly { code: string; name: Record<Language, string> }[];
}) {
  const { language } = useI18n();
  const text = countryHolidaysText[language];
  const headingId = useId();
  const sorted = [...countries].sort((a, b) => a.name[language].localeCompare(b.name[language], language));
  return (
    <Card labelledBy={headingId} className="mx-auto w-full max-w-4xl">
      <SectionTitle id={headingId}>{text.indexHeading}</SectionTitle>
      <p className="mt-2 text-muted">{text.indexIntro(countries.length)}</p>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
        {sorted.map((country) => (
          <li key={country.code}>
            <Link to={`/holidays/country/${country.code}`} className="underline underline-offset-2 hover:text-brand">
              {country.name[language]}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
