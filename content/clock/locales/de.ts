import type { ClockText } from "../text";

/** German writes a decimal comma: "1,3 s". */
const dec = (s: string) => String(s).replace(".", ",");

const de: ClockText = {
  toolName: "Uhrzeit",
  card: "Aktuelle Uhrzeit",
  timeLabel: (place) => `Aktuelle Uhrzeit in ${place}`,
  yourTime: "deinem Standort",
  yourZone: (zone) => `Deine Zeitzone: ${zone}`,
  loading: "Aktuelle Uhrzeit wird geladen…",
  accuracy: {
    measuring: "Deine Uhr wird mit dem Server abgeglichen…",
    failed: "Deine Uhr konnte nicht mit dem Server abgeglichen werden; angezeigt wird die Zeit deines Geräts.",
    exact: (u) => `Deine Uhr geht genau (±${dec(u)} s).`,
    ahead: (s, u) => `Deine Uhr geht ${dec(s)} s vor (±${dec(u)} s).`,
    behind: (s, u) => `Deine Uhr geht ${dec(s)} s nach (±${dec(u)} s).`,
    note: "Die Uhren auf dieser Seite gleichen das aus.",
  },
  selector: {
    label: "Aktueller Ort",
    auto: "Meine Zeitzone (automatisch)",
    help: "Wähle eine Zeitzone, um ihre Seite zu öffnen.",
  },
  popular: { heading: "Beliebte Zeitzonen", dayBefore: "gestern", dayAfter: "morgen", sameDay: "heute" },
  howItWorks: {
    heading: "So funktioniert die Weltuhr",
    steps: [
      "Beim Öffnen der Seite misst dein Browser ein paar kurze Anfragen an den Tickwise-Server und schätzt, wie weit die Uhr deines Geräts abweicht.",
      "Jede Sekunde wird die aktuelle Uhrzeit aus dieser korrigierten Uhr für die gewählte Zeitzone berechnet.",
      "Zeitzonen und Sommerzeitregeln stammen aus der IANA-Zeitzonendatenbank deines Browsers, daher stimmen die Abweichungen an jedem Datum.",
      "Wähle unter „Aktueller Ort“ eine Stadt oder eine Karte unter „Beliebte Zeitzonen“, um die Seite dieser Stadt zu öffnen und zu teilen.",
    ],
  },
  faqHeading: (title) => `${title}: häufige Fragen`,
  articles: {
    heading: "Passende Artikel",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "Militärzeit und das 24-Stunden-Format" },
      { to: "/blog/time-in-india-zones-scheduling", label: "Uhrzeit in Indien: eine Zone, Tipps zur Terminplanung" },
      { to: "/blog/australia-time-zones-business", label: "Australiens Zeitzonen im Geschäftsleben" },
      { to: "/alarm", label: "Online-Wecker" },
    ],
  },
  shareHeading: "Diese Uhr teilen",
};
export default de;
