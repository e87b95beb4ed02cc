import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const fr: CountryHolidaysText = {
  title: (country, year) =>
    `Jours fériés ${country} ${year} et ${year + 1} : dates et journées particulières | Tickwise`,
  description: (country, year, count) =>
    icu(
      "fr",
      "{count, plural, one {# jour} other {# jours}} de {country} en {year} et {next} : jours fériés à part des journées particulières, jours de la semaine, fichiers d’agenda.",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `Jours fériés : ${country}`,
  intro: (country) =>
    `Jours fériés (chômés) et journées particulières de ${country} cette année et la suivante, calculés d’après la règle de chaque fête. Les jours fériés régionaux ne sont pas listés.`,
  yearHeading: (year) => `${year}`,
  daysOff: "Jours fériés et jours de fermeture des banques",
  otherDays: "Journées particulières et autres jours",
  noneOff: "Aucun jour férié listé pour cette année.",
  noneOther: "Aucune journée particulière listée pour cette année.",
  columns: { date: "Date", weekday: "Jour", holiday: "Fête", type: "Type" },
  types: {
    public: "Jour férié",
    bank: "Fermeture des banques",
    school: "Vacances scolaires",
    optional: "Jour férié facultatif",
    observance: "Journée particulière",
  },
  substitute: "(jour de remplacement)",
  addToCalendar: (year) => `Ajouter ${year} à l’agenda (.ics)`,
  indexHeading: "Jours fériés par pays",
  indexIntro: (count) =>
    icu(
      "fr",
      "Les jours fériés et journées particulières de {count, plural, one {# pays ou territoire} other {# pays et territoires}}.",
      {
        count,
      },
    ),
  back: "Retour à tous les jours fériés",
};

export default fr;
