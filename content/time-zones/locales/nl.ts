import { icu } from "../../i18n/icu";
import type { TimeZonesText } from "../text";

const problems = {
  date: "Die datum bestaat niet in de kalender (gebruik JJJJ-MM-DD); de datum van vandaag wordt getoond.",
  time: "Die tijd is ongeldig (gebruik UU:MM, 24 uur); de huidige tijd wordt getoond.",
  city: "Een stad in de link was ongeldig en is weggelaten.",
  hours: "De werktijd moet beginnen voordat hij eindigt (0–24); 08:00–18:00 wordt gebruikt.",
  slot: "Het gekozen uur was ongeldig en is weggelaten.",
  title: "De titel van de vergadering moet 1 tot 120 tekens lang zijn; de standaardtitel wordt gebruikt.",
  tooManyCities: "Er worden hoogstens 10 steden vergeleken; de rest is weggelaten.",
};

const nl: TimeZonesText = {
  citySearch: {
    label: "Zoek een stad",
    placeholder: "Typ een stad, bijv. Lagos",
    submit: "Zoeken",
    help: "Meer dan 850 steden met 500.000 inwoners of meer, en elke IANA-tijdzone. Kies een suggestie met de pijltoetsen.",
    count: (n) => icu("nl", "{n, plural, one {# stad gevonden} other {# steden gevonden}}", { n }),
    none: "Geen stad gevonden",
    failed: "Suggesties zijn niet beschikbaar; klik op Zoeken.",
    page: {
      h1: "Zoek een stad",
      results: (q) => `Steden die overeenkomen met ‘${q}’`,
      empty: (q) => `Geen stad komt overeen met ‘${q}’. Probeer een andere spelling of een grote stad in de buurt.`,
      prompt: "Typ de naam van een stad om de huidige tijd te zien.",
    },
  },
  converter: {
    form: {
      legend: "Om te rekenen tijd",
      from: "Stad",
      to: (n) => `Andere stad ${n}`,
      toHelp: "Typ de naam of slug van een stad (bijv. tokyo). Laat een vak leeg om het te verwijderen.",
      date: "Datum",
      time: "Tijd",
      submit: "Omrekenen",
    },
    swap: "Steden omwisselen",
    now: "Nu",
    resultsHeading: "Hetzelfde moment in andere steden",
    columns: { city: "Stad", time: "Tijd", date: "Datum", offset: "UTC-verschuiving" },
    dayBefore: "vorige dag",
    dayAfter: "volgende dag",
    gap: (time, date, city, shown) =>
      `${time} bestaat niet op ${date} in ${city}: de klokken springen eroverheen. De tijden hieronder gelden voor ${shown}, toen de klokken al vooruit waren gezet.`,
    overlap: (time, date, city) =>
      `${time} komt op ${date} in ${city} twee keer voor: de klokken gaan terug. Beide momenten staan hieronder.`,
    earlier: "Eerste keer",
    later: "Tweede keer",
    pickCity: "Kies een stad om te beginnen.",
    problems,
    unknownCities: (slugs) => `Onbekende stad weggelaten: ${slugs}.`,
    popularHeading: "Populaire omrekeningen",
    shareHeading: "Deze omrekening delen",
  },
  planner: {
    form: {
      legend: "Steden en datum",
      city: (n) => `Stad ${n}`,
      cityHelp: "2 tot 10 steden. De dag van de eerste stad bepaalt de uren van het raster.",
      date: "Datum",
      start: "Werkdag begint (uur)",
      end: "Werkdag eindigt (uur)",
      title: "Titel van de vergadering",
      submit: "Plannen",
    },
    needCities: "Voeg minstens twee steden toe om te vergelijken.",
    bestHeading: "Beste vergadertijden",
    bestNone: "Geen enkel uur valt binnen iemands werktijd.",
    everyone: "iedereen binnen werktijd",
    some: (n, total) => icu("nl", "{total, plural, other {{n} van # binnen werktijd}}", { n, total }),
    gridHeading: "De hele dag, uur per uur",
    gridCaption: (city, date) =>
      `Uren van ${date} in ${city}, en hetzelfde moment in elke stad. ✓ werktijd, ☾ daarbuiten.`,
    slotColumn: "Kiezen",
    working: "werktijd",
    off: "buiten werktijd",
    legend: "✓ binnen werktijd · ☾ buiten werktijd",
    chosenHeading: "Gekozen tijd",
    addToCalendar: "Toevoegen aan agenda (.ics)",
    minutes: "60 minuten",
    defaultTitle: "Vergadering",
    problems,
    unknownCities: (slugs) => `Onbekende stad weggelaten: ${slugs}.`,
    shareHeading: "Deze planning delen",
  },
};
export default nl;
