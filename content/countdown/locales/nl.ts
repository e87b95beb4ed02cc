import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

const nl: CountdownText = {
  toolName: "Aftellen",
  breadcrumb: "Aftellen",
  meta: {
    title: "Aftellen naar elke datum en tijd, in elke tijdzone | Tickwise",
    description:
      "Maak gratis een aftelling naar elk moment: kies datum, tijd, tijdzone en titel en deel de link. Zomertijd altijd correct.",
  },
  heading: "Aftellen naar elk moment",
  intro:
    "Kies een datum, een tijd en de tijdzone waarin het gebeurt, geef een titel en deel de link: iedereen ziet hetzelfde moment aftellen in dagen, uren, minuten en seconden.",
  momentTitle: (title) => title || "Je aftelling",
  form: {
    heading: "Een aftelling maken",
    date: "Datum",
    time: "Tijd",
    zone: "Tijdzone",
    zoneHelp: "De zone waarin het moment plaatsvindt, bijv. Europe/Amsterdam.",
    title: "Titel (optioneel)",
    submit: "Aftellen starten",
  },
  problems: {
    to: "Die datum en tijd konden niet worden gelezen. Gebruik het formulier of een link als /countdown?to=2027-01-01T00:00&tz=Europe/Amsterdam.",
    tz: "Die tijdzone is onbekend. Gebruik een IANA-naam zoals Europe/Amsterdam of America/New_York.",
    year: "Aftellingen lopen van 1970 tot 2200: kies een jaar binnen dat bereik.",
    title: "Die titel is te lang: maximaal 120 tekens.",
  },
  problemHeading: "Deze aftelling kan niet worden getoond",
  words: (w) =>
    icu("nl", "{title}, {date} om {time} in {place} — {days, plural, one {# dag} other {# dagen}}", momentValues(w)),
  gap: (asked, shown) => `${asked} bestaat niet op die dag: de klok gaat vooruit, dus de aftelling mikt op ${shown}.`,
  overlap: (time) => `${time} komt die nacht twee keer voor omdat de klok teruggaat: de aftelling mikt op de eerste.`,
  countdownLabel: (title) => `Resterende tijd tot ${title}`,
  units: { days: "dagen", hours: "uren", minutes: "minuten", seconds: "seconden" },
  reached: (title) => `${title}: het moment is daar!`,
  oneMinute: (title) => `Nog één minuut tot ${title}.`,
  addToCalendar: "Aan agenda toevoegen (.ics)",
  copyLink: "Link kopiëren",
  events: { heading: "Aftellen naar de grote dagen van het jaar" },
  eventNames: {
    "new-year": "Nieuwjaarsdag",
    "valentines-day": "Valentijnsdag",
    easter: "Eerste Paasdag",
    halloween: "Halloween",
    christmas: "Eerste Kerstdag",
  },
  howTo: {
    heading: "Zo maak je een aftelling",
    steps: [
      "Kies de datum en de tijd van het moment.",
      "Kies de tijdzone waarin het plaatsvindt: een lancering in New York, een bruiloft in Madrid.",
      "Geef een titel en klik op Aftellen starten: het adres van de pagina bevat nu je aftelling.",
      "Deel de link of zet het moment in je agenda. Iedereen ziet hetzelfde moment in zijn eigen tijd.",
    ],
  },
  faqHeading: "Vragen over aftellen",
  faqs: [
    {
      question: "Wordt rekening gehouden met de zomertijd?",
      answer:
        "Ja. Het moment wordt berekend met de regels van de tijdzone voor precies die datum, niet met de verschuiving van vandaag: een aftelling naar een zomerdatum in Londen telt af naar de Britse zomertijd.",
    },
    {
      question: "Wat als mijn tijd niet bestaat of twee keer voorkomt?",
      answer:
        "Als de klok vooruitgaat, schuift een tijd in het overgeslagen uur even ver op (02:30 wordt 03:30). Als de klok teruggaat, betekent een tijd die twee keer voorkomt de eerste. Agenda-apps lezen het .ics-bestand op dezelfde manier.",
    },
    {
      question: "Loopt de aftelling door in een tabblad op de achtergrond?",
      answer:
        "Ja. De resterende tijd wordt bij elke weergave berekend uit het doelmoment en de klok, dus hij klopt meteen als je terugkomt.",
    },
    {
      question: "Kan ik mijn aftelling delen?",
      answer:
        "Ja: datum, tijd, zone en titel staan in het adres van de pagina. Kopieer de link of gebruik de deelknoppen; er wordt niets op onze server opgeslagen.",
    },
  ],
  shareHeading: "Deel deze aftelling",
  eventNote: "De aftelling eindigt om middernacht aan het begin van de dag, in je eigen tijdzone.",
  today: (name) => `${name} is vandaag!`,
};

export default nl;
