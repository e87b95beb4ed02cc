import type { ClockText } from "../text";

/** Dutch writes a decimal comma: "1,3 s". */
const dec = (s: string) => String(s).replace(".", ",");

const nl: ClockText = {
  toolName: "Tijd",
  card: "Huidige tijd",
  timeLabel: (place) => `Huidige tijd in ${place}`,
  yourTime: "je locatie",
  yourZone: (zone) => `Je tijdzone: ${zone}`,
  loading: "Huidige tijd laden…",
  accuracy: {
    measuring: "Je klok wordt vergeleken met de server…",
    failed: "Je klok kon niet met de server worden vergeleken; de tijd van je apparaat wordt getoond.",
    exact: (u) => `Je klok is exact (±${dec(u)} s).`,
    ahead: (s, u) => `Je klok loopt ${dec(s)} s voor (±${dec(u)} s).`,
    behind: (s, u) => `Je klok loopt ${dec(s)} s achter (±${dec(u)} s).`,
    note: "De klokken op deze pagina corrigeren daarvoor.",
  },
  selector: {
    label: "Huidige locatie",
    auto: "Mijn tijdzone (automatisch)",
    help: "Kies een tijdzone om de pagina ervan te openen.",
  },
  popular: { heading: "Populaire tijdzones", dayBefore: "gisteren", dayAfter: "morgen", sameDay: "vandaag" },
  howItWorks: {
    heading: "Zo werkt de wereldklok",
    steps: [
      "Bij het openen van de pagina meet je browser een paar snelle verzoeken naar de Tickwise-server en schat hoeveel de klok van je apparaat afwijkt.",
      "Elke seconde wordt de huidige tijd voor de gekozen tijdzone berekend vanuit die gecorrigeerde klok.",
      "Tijdzones en zomertijdregels komen uit de IANA-tijdzonedatabase van je browser, dus de verschuivingen kloppen op elke datum.",
      "Kies een stad bij Huidige locatie, of een kaart onder Populaire tijdzones, om de pagina van die stad te openen en te delen.",
    ],
  },
  faqHeading: (title) => `${title}: veelgestelde vragen`,
  articles: {
    heading: "Gerelateerde artikelen",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "Militaire tijd en de 24-uursnotatie" },
      { to: "/blog/time-in-india-zones-scheduling", label: "De tijd in India: één zone, tips voor plannen" },
      { to: "/blog/australia-time-zones-business", label: "De tijdzones van Australië voor zakelijk gebruik" },
      { to: "/alarm", label: "Online wekker" },
    ],
  },
  shareHeading: "Deze klok delen",
};
export default nl;
