import { countryHolidaysText } from "@content/holidays/country-text";
import { intlLocale } from "@core/locales";
import { useId } from "react";
import { Link } from "~/lib/nav";
import { useI18n, useLocalePath, useText } from "~/lib/i18n";
import { Card, SectionTitle } from "~/ui/card";

/** Links to every country's holiday page, by name in the visitor's language. */
export function CountryIndex({ countries }: { countries: readonly { code: string; name: string }[] }) {
  const { language } = useI18n();
  const text = useText(countryHolidaysText);
  const to = useLocalePath();
  const headingId = useId();
  const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, intlLocale[language]));
  return (
    // Under the whole year's list: laid out once near (decision 072).
    <Card
      labelledBy={headingId}
      className="below-fold mx-auto w-full max-w-4xl [--skipped-height:210rem] sm:[--skipped-height:140rem] lg:[--skipped-height:105rem]"
    >
      <SectionTitle id={headingId}>{text.indexHeading}</SectionTitle>
      <p className="mt-2 text-muted">{text.indexIntro(countries.length)}</p>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
        {sorted.map((country) => (
          <li key={country.code}>
            <Link
              to={to(`/holidays/country/${country.code}`)}
              className="underline underline-offset-2 hover:text-brand"
            >
              {country.name}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
