import { icu } from "../../i18n/icu";
import type { TimeZonesText } from "../text";

const problems = {
  date: "Questa data non esiste nel calendario (usa AAAA-MM-GG); viene mostrata la data di oggi.",
  time: "Questo orario non è valido (usa HH:MM, 24 ore); viene mostrata l’ora attuale.",
  city: "Una città nel link non era valida ed è stata omessa.",
  hours: "L’orario di lavoro deve iniziare prima di finire (0–24); viene usato 08:00–18:00.",
  slot: "L’ora scelta non era valida ed è stata omessa.",
  title: "Il titolo della riunione deve avere da 1 a 120 caratteri; viene usato il titolo predefinito.",
  tooManyCities: "Si confrontano al massimo 10 città; le altre sono state omesse.",
};

const it: TimeZonesText = {
  citySearch: {
    label: "Trova una città",
    placeholder: "Scrivi una città, es. Lagos",
    submit: "Cerca",
    help: "Oltre 850 città con almeno 500.000 abitanti e tutti i fusi orari IANA. Usa le frecce per scegliere un suggerimento.",
    count: (n) => icu("it", "{n, plural, one {# città trovata} other {# città trovate}}", { n }),
    none: "Nessuna città trovata",
    failed: "I suggerimenti non sono disponibili; premi Cerca.",
    page: {
      h1: "Trova una città",
      results: (q) => `Città corrispondenti a «${q}»`,
      empty: (q) => `Nessuna città corrisponde a «${q}». Prova un’altra grafia o una grande città vicina.`,
      prompt: "Scrivi il nome di una città per vederne l’ora attuale.",
    },
  },
  converter: {
    form: {
      legend: "Orario da convertire",
      from: "Città",
      to: (n) => `Altra città ${n}`,
      toHelp: "Scrivi il nome o l’identificativo di una città (es. tokyo). Lascia vuota una casella per toglierla.",
      date: "Data",
      time: "Ora",
      submit: "Converti",
    },
    swap: "Scambia le città",
    now: "Adesso",
    resultsHeading: "Lo stesso momento in altre città",
    columns: { city: "Città", time: "Ora", date: "Data", offset: "Scostamento UTC" },
    dayBefore: "giorno prima",
    dayAfter: "giorno dopo",
    gap: (time, date, city, shown) =>
      `Le ${time} non esistono il ${date} a ${city}: gli orologi saltano quell’ora. Gli orari qui sotto si riferiscono alle ${shown}, quando gli orologi erano già andati avanti.`,
    overlap: (time, date, city) =>
      `Le ${time} si ripetono due volte il ${date} a ${city}: gli orologi tornano indietro. Qui sotto trovi entrambi i momenti.`,
    earlier: "Prima volta",
    later: "Seconda volta",
    pickCity: "Scegli una città per iniziare.",
    problems,
    unknownCities: (slugs) => `Città sconosciuta omessa: ${slugs}.`,
    popularHeading: "Conversioni più cercate",
    shareHeading: "Condividi questa conversione",
  },
  planner: {
    form: {
      legend: "Città e data",
      city: (n) => `Città ${n}`,
      cityHelp: "Da 2 a 10 città. La giornata della prima città stabilisce le ore della griglia.",
      date: "Data",
      start: "Inizio giornata lavorativa (ora)",
      end: "Fine giornata lavorativa (ora)",
      title: "Titolo della riunione",
      submit: "Pianifica",
    },
    needCities: "Aggiungi almeno due città da confrontare.",
    bestHeading: "Orari migliori per la riunione",
    bestNone: "Nessuna ora rientra nell’orario di lavoro di qualcuno.",
    everyone: "tutti in orario di lavoro",
    some: (n, total) => icu("it", "{total, plural, other {{n} su # in orario di lavoro}}", { n, total }),
    gridHeading: "Tutta la giornata, ora per ora",
    gridCaption: (city, date) =>
      `Ore del ${date} a ${city} e lo stesso momento in ogni città. ✓ orario di lavoro, ☾ fuori orario.`,
    slotColumn: "Scegli",
    working: "orario di lavoro",
    off: "fuori dall’orario di lavoro",
    legend: "✓ in orario di lavoro · ☾ fuori dall’orario di lavoro",
    chosenHeading: "Orario scelto",
    addToCalendar: "Aggiungi al calendario (.ics)",
    minutes: "60 minuti",
    defaultTitle: "Riunione",
    problems,
    unknownCities: (slugs) => `Città sconosciuta omessa: ${slugs}.`,
    shareHeading: "Condividi questo piano",
  },
};
export default it;
