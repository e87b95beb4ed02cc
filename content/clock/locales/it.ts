import type { ClockText } from "../text";

/** Italian writes a decimal comma: "1,3 s". */
const dec = (s: string) => String(s).replace(".", ",");

const it: ClockText = {
  toolName: "Ora",
  card: "Ora attuale",
  timeLabel: (place) => `Ora attuale a ${place}`,
  yourTime: "la tua posizione",
  yourZone: (zone) => `Il tuo fuso orario: ${zone}`,
  loading: "Caricamento dell’ora attuale…",
  accuracy: {
    measuring: "Verifica del tuo orologio con il server…",
    failed: "Impossibile verificare il tuo orologio con il server; viene mostrata l’ora del tuo dispositivo.",
    exact: (u) => `Il tuo orologio è esatto (±${dec(u)} s).`,
    ahead: (s, u) => `Il tuo orologio è avanti di ${dec(s)} s (±${dec(u)} s).`,
    behind: (s, u) => `Il tuo orologio è indietro di ${dec(s)} s (±${dec(u)} s).`,
    note: "Gli orologi di questa pagina ne tengono conto.",
  },
  selector: {
    label: "Posizione attuale",
    auto: "Il mio fuso orario (automatico)",
    help: "Scegli un fuso orario per aprirne la pagina.",
  },
  popular: { heading: "Fusi orari più cercati", dayBefore: "ieri", dayAfter: "domani", sameDay: "oggi" },
  howItWorks: {
    heading: "Come funziona l’orologio mondiale",
    steps: [
      "All’apertura della pagina, il browser cronometra alcuni rapidi scambi con il server di Tickwise e stima di quanto è sfasato l’orologio del tuo dispositivo.",
      "Ogni secondo, l’ora attuale viene calcolata da quell’orologio corretto per il fuso orario scelto.",
      "I fusi orari e le regole dell’ora legale vengono dal database IANA integrato nel browser, quindi gli scostamenti sono corretti in ogni data.",
      "Scegli una città in Posizione attuale, o una scheda in Fusi orari più cercati, per aprire la pagina di quella città e condividerla.",
    ],
  },
  faqHeading: (title) => `${title}: domande frequenti`,
  articles: {
    heading: "Articoli correlati",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "L’ora militare e il formato 24 ore" },
      { to: "/blog/time-in-india-zones-scheduling", label: "L’ora in India: un fuso e consigli per pianificare" },
      { to: "/blog/australia-time-zones-business", label: "I fusi orari dell’Australia per il lavoro" },
      { to: "/alarm", label: "Sveglia online" },
    ],
  },
  shareHeading: "Condividi questo orologio",
};
export default it;
