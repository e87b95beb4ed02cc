import { icu } from "../../i18n/icu";
import type { TimeZonesText } from "../text";

const problems = {
  date: "That date is not a real calendar date (use YYYY-MM-DD); today is shown instead.",
  time: "That time is not valid (use HH:MM, 24-hour); the current time is shown instead.",
  city: "A city in the link was not valid and was left out.",
  hours: "Working hours must start before they end (0–24); 08:00–18:00 is used instead.",
  slot: "The chosen hour was not valid and was left out.",
  title: "The meeting title must be 1 to 120 characters; the default title is used.",
  tooManyCities: "At most 10 cities are compared; the rest were left out.",
};

const en: TimeZonesText = {
  citySearch: {
    label: "Find a city",
    placeholder: "Type a city, e.g. Lagos",
    submit: "Search",
    help: "Over 850 cities of 500,000 people or more, and every IANA time zone. Use the arrow keys to pick a suggestion.",
    count: (n) => icu("en", "{n, plural, one {# city found} other {# cities found}}", { n }),
    none: "No city found",
    failed: "Suggestions are unavailable; press Search instead.",
    page: {
      h1: "Find a city",
      results: (q) => `Cities matching “${q}”`,
      empty: (q) => `No city matches “${q}”. Try another spelling, or the name of a nearby large city.`,
      prompt: "Type a city's name to see its current time.",
    },
  },
  converter: {
    form: {
      legend: "Time to convert",
      from: "City",
      to: (n) => `Other city ${n}`,
      toHelp: "Type a city's name or slug (e.g. tokyo). Leave a box empty to drop it.",
      date: "Date",
      time: "Time",
      submit: "Convert",
    },
    swap: "Swap cities",
    now: "Now",
    resultsHeading: "The same moment in other cities",
    columns: { city: "City", time: "Time", date: "Date", offset: "UTC offset" },
    dayBefore: "previous day",
    dayAfter: "next day",
    gap: (time, date, city, shown) =>
      `${time} does not exist on ${date} in ${city}: the clocks jump forward over it. The times below are for ${shown}, when the clocks had moved on.`,
    overlap: (time, date, city) =>
      `${time} happens twice on ${date} in ${city}: the clocks go back. Both moments are shown below.`,
    earlier: "First time",
    later: "Second time",
    pickCity: "Choose a city to start.",
    problems,
    unknownCities: (slugs) => `Unknown city left out: ${slugs}.`,
    popularHeading: "Popular conversions",
    shareHeading: "Share this conversion",
  },
  planner: {
    form: {
      legend: "Cities and date",
      city: (n) => `City ${n}`,
      cityHelp: "2 to 10 cities. The first city's day sets the grid's hours.",
      date: "Date",
      start: "Working day starts (hour)",
      end: "Working day ends (hour)",
      title: "Meeting title",
      submit: "Plan",
    },
    needCities: "Add at least two cities to compare.",
    bestHeading: "Best meeting times",
    bestNone: "No hour falls inside anyone's working hours.",
    everyone: "everyone in working hours",
    some: (n, total) => icu("en", "{total, plural, other {{n} of # in working hours}}", { n, total }),
    gridHeading: "The whole day, hour by hour",
    gridCaption: (city, date) =>
      `Hours of ${date} in ${city}, and the same moment in every city. ✓ working hours, ☾ outside.`,
    slotColumn: "Choose",
    working: "working hours",
    off: "outside working hours",
    legend: "✓ inside working hours · ☾ outside working hours",
    chosenHeading: "Chosen time",
    addToCalendar: "Add to calendar (.ics)",
    minutes: "60 minutes",
    defaultTitle: "Meeting",
    problems,
    unknownCities: (slugs) => `Unknown city left out: ${slugs}.`,
    shareHeading: "Share this plan",
  },
};
export default en;
