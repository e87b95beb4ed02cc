import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

const it: CountdownText = {
  toolName: "Conto alla rovescia",
  breadcrumb: "Conto alla rovescia",
  meta: {
    title: "Conto alla rovescia per qualsiasi data e ora, in ogni fuso orario | Tickwise",
    description:
      "Crea gratis un conto alla rovescia per qualsiasi momento: data, ora, fuso orario e titolo, poi condividi il link. Ora legale sempre corretta.",
  },
  heading: "Conto alla rovescia per qualsiasi momento",
  intro:
    "Scegli una data, un’ora e il fuso orario in cui avviene, dagli un titolo e condividi il link: tutti vedono lo stesso momento contato alla rovescia in giorni, ore, minuti e secondi.",
  momentTitle: (title) => title || "Il tuo conto alla rovescia",
  form: {
    heading: "Crea un conto alla rovescia",
    date: "Data",
    time: "Ora",
    zone: "Fuso orario",
    zoneHelp: "Il fuso in cui avviene il momento, ad es. Europe/Rome.",
    title: "Titolo (facoltativo)",
    submit: "Avvia il conto alla rovescia",
  },
  problems: {
    to: "Impossibile leggere data e ora. Usa il modulo, oppure un link come /countdown?to=2027-01-01T00:00&tz=Europe/Rome.",
    tz: "Fuso orario sconosciuto. Usa un nome IANA come Europe/Rome o America/New_York.",
    year: "I conti alla rovescia vanno dal 1970 al 2200: scegli un anno in questo intervallo.",
    title: "Il titolo è troppo lungo: al massimo 120 caratteri.",
  },
  problemHeading: "Impossibile mostrare questo conto alla rovescia",
  words: (w) =>
    icu(
      "it",
      "{title}, {date} alle {time} a {place} — {days, plural, one {# giorno} other {# giorni}}",
      momentValues(w),
    ),
  gap: (asked, shown) =>
    `Le ${asked} non esistono quel giorno: gli orologi vanno avanti, quindi il conto alla rovescia punta alle ${shown}.`,
  overlap: (time) =>
    `Le ${time} si ripetono due volte quella notte perché gli orologi tornano indietro: il conto alla rovescia punta alla prima.`,
  countdownLabel: (title) => `Tempo mancante a ${title}`,
  units: { days: "giorni", hours: "ore", minutes: "minuti", seconds: "secondi" },
  reached: (title) => `${title}: è arrivato il momento!`,
  oneMinute: (title) => `Manca un minuto a ${title}.`,
  addToCalendar: "Aggiungi al calendario (.ics)",
  copyLink: "Copia link",
  events: { heading: "Conti alla rovescia per i grandi giorni dell’anno" },
  eventNames: {
    "new-year": "Capodanno",
    "valentines-day": "San Valentino",
    easter: "Domenica di Pasqua",
    halloween: "Halloween",
    christmas: "Natale",
  },
  howTo: {
    heading: "Come creare un conto alla rovescia",
    steps: [
      "Scegli la data e l’ora del momento.",
      "Scegli il fuso orario in cui avviene: un lancio a New York, un matrimonio a Madrid.",
      "Dagli un titolo e premi Avvia il conto alla rovescia: l’indirizzo della pagina ora contiene il tuo conto alla rovescia.",
      "Condividi il link o aggiungi il momento al calendario. Tutti vedono lo stesso momento nella propria ora locale.",
    ],
  },
  faqHeading: "Domande sul conto alla rovescia",
  faqs: [
    {
      question: "L’ora legale viene considerata?",
      answer:
        "Sì. Il momento è calcolato con le regole del fuso orario per quella data precisa, non con lo scarto di oggi: un conto alla rovescia verso una data estiva a Londra punta all’ora legale britannica.",
    },
    {
      question: "E se la mia ora non esiste o si ripete due volte?",
      answer:
        "Quando gli orologi vanno avanti, un’ora che cade nell’ora saltata viene spostata avanti dello stesso salto (le 02:30 diventano le 03:30). Quando tornano indietro, un’ora che si ripete indica la prima. Le app di calendario leggono il file .ics allo stesso modo.",
    },
    {
      question: "Il conto alla rovescia continua in una scheda in background?",
      answer:
        "Sì. Il tempo mancante viene calcolato dal momento finale e dall’orologio a ogni visualizzazione, quindi è giusto appena torni.",
    },
    {
      question: "Posso condividere il mio conto alla rovescia?",
      answer:
        "Sì: data, ora, fuso e titolo sono nell’indirizzo della pagina. Copia il link o usa i pulsanti di condivisione; sul nostro server non viene salvato nulla.",
    },
  ],
  shareHeading: "Condividi questo conto alla rovescia",
  eventNote: "Il conto alla rovescia termina alla mezzanotte con cui inizia il giorno, nel tuo fuso orario.",
  today: (name) => `${name} è oggi!`,
};

export default it;
