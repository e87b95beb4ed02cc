import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const it: AlarmText = {
  toolName: "Sveglia",
  breadcrumb: "Sveglia",
  clock: {
    label: "Ora attuale",
    countdownLabel: "Tempo mancante alla sveglia",
    alarmAt: (when) => `Sveglia alle ${when}`,
    progress: "Avanzamento delle 24 ore prima della sveglia",
    progressText: (percent) => `${percent}% delle 24 ore prima della sveglia`,
  },
  form: {
    heading: "Imposta sveglia",
    input: "Data e ora della sveglia",
    help: "Scegli una data e un’ora future, oppure una sveglia popolare qui sotto.",
    set: "Imposta sveglia",
    label: "Nome",
    labelHelp: `Facoltativo, fino a ${ALARM_LABEL_MAX} caratteri, ad es. «Palestra».`,
    labelTooLong: `Il nome può avere al massimo ${ALARM_LABEL_MAX} caratteri.`,
    linkLabelTooLong: (length) =>
      icu(
        "it",
        `Il nome nel link ha {length, plural, one {# carattere} other {# caratteri}}; il massimo è ${ALARM_LABEL_MAX}, quindi non è stato usato.`,
        { length },
      ),
    sound: "Suono di questa sveglia",
    repeat: "Ripeti il",
    repeatHelp:
      "Nessun giorno scelto: la sveglia suona una volta. Con dei giorni, suona a quell’ora in ciascuno di essi.",
    keepOpen: "Tieni aperta questa scheda del browser: la sveglia suona in questa scheda.",
    permission: "Consenti le notifiche per essere avvisato quando questa scheda è in background.",
    notificationsDenied: "Le notifiche sono bloccate: una scheda nascosta può solo suonare, non mostrare una notifica.",
    soundBlocked: "Il suono è bloccato finché non fai clic sulla pagina; impostare la sveglia con un clic lo sblocca.",
  },
  presets: {
    heading: "Sveglie popolari",
    title: (time) => `Sveglia alle ${clock24(time)}`,
    part: { morning: "Mattina", afternoon: "Pomeriggio", evening: "Sera" },
    setFor: (title, when) => `${title}: impostata per ${when}`,
  },
  toast: {
    errorTitle: "Errore",
    missing: "Seleziona una data e un’ora per la sveglia.",
    past: "Seleziona un’ora futura per la sveglia.",
    failed: "Impossibile impostare la sveglia",
    setTitle: "Sveglia impostata",
    setText: (when) => `Sveglia impostata per ${when}`,
    stoppedTitle: "Sveglia fermata",
    stoppedText: "La sveglia è stata annullata",
    missedTitle: "Sveglia persa",
    missedText: (when) => `La sveglia delle ${when} è passata mentre la pagina era chiusa.`,
    full: `Hai già ${ALARMS_MAX} sveglie: eliminane una per aggiungerne un’altra.`,
    deletedTitle: "Sveglia eliminata",
    deletedText: (label) => `${label} è stata eliminata`,
  },
  notification: { title: (label) => `Sveglia! ${label}`, body: (when) => `La tua sveglia delle ${when} sta suonando.` },
  documentTitle: (remaining) => `Sveglia - mancano ${remaining}`,
  status: {
    set: (when) => `Sveglia impostata per ${when}`,
    stopped: "Sveglia fermata",
    snoozed: (minutes, when) =>
      icu("it", "Posticipata di {minutes, plural, one {# minuto} other {# minuti}}, fino alle {when}", {
        minutes,
        when,
      }),
    deleted: "Sveglia eliminata",
    on: (label) => `${label} attiva`,
    off: (label) => `${label} disattivata`,
  },
  unnamed: "Sveglia",
  days: { once: "Una volta", everyDay: "Ogni giorno", weekdays: "Giorni feriali", weekend: "Fine settimana" },
  list: {
    heading: "Le tue sveglie",
    empty: "Ancora nessuna sveglia. Impostane una qui sopra o scegli una sveglia popolare.",
    refused: (count) =>
      icu(
        "it",
        "{count, plural, one {Una sveglia salvata non è stata letta (danneggiata, o con un nome di oltre 60 caratteri) ed è stata esclusa.} other {# sveglie salvate non sono state lette (danneggiate, o con nomi di oltre 60 caratteri) e sono state escluse.}}",
        { count },
      ),
    inMinutes: (minutes) => icu("it", "tra {minutes, plural, other {# min}}", { minutes }),
    inHours: (hours) => icu("it", "tra {hours, plural, other {# h}}", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("it", "tra {hours, plural, other {# h}} {minutes, plural, other {# min}}", { hours, minutes }),
    today: "oggi",
    tomorrow: "domani",
    onWeekday: (weekday) => `${weekday}`,
    onDate: (date) => `il ${date}`,
    snoozedUntil: (when) => `Posticipata fino alle ${when}`,
    off: "Disattivata",
    sound: (name) => `Suono: ${name}`,
    switchLabel: (label, time) => `${label} alle ${time}`,
    delete: (label, time) => `Elimina ${label} delle ${time}`,
    calendar: (label, time) => `Aggiungi ${label}, ${time}, al tuo calendario (file .ics)`,
  },
  ring: {
    heading: "Sta suonando",
    announce: (label) => `Sveglia che suona: ${label}`,
    documentTitle: (label) => `⏰ ${label} - Sveglia che suona`,
    snooze: (minutes) => icu("it", "Posticipa {minutes, plural, other {# min}}", { minutes }),
    stop: "Ferma",
  },
  steps: {
    heading: "Come usare la sveglia",
    items: [
      "Scegli data e ora nella scheda Imposta sveglia e, se vuoi, un nome, un suono e i giorni di ripetizione, oppure fai clic su una delle sveglie popolari.",
      "Premi Imposta sveglia. Compare in Le tue sveglie con il prossimo squillo; il grande orologio conta alla rovescia fino alla più vicina e il titolo della scheda mostra il tempo rimanente.",
      "Lascia aperta questa scheda (può stare in background). All’ora impostata parte il suono e la sveglia appare con il suo nome: posticipala di 5 o 10 minuti, oppure fermala.",
      "Hai cambiato idea? Disattiva la sveglia o eliminala.",
    ],
    tipsHeading: "Consigli",
    tips: [
      "Fai clic una volta sulla pagina prima di lasciarla: i browser consentono il suono solo dopo un’interazione.",
      "Consenti le notifiche così una scheda in background può mostrare anche una notifica di sistema.",
      "Per il mattino scegli un suono più dolce, come Gentle Wake o Sunrise Yoga, nelle impostazioni di visualizzazione.",
      "Per sveglie lontane tieni il dispositivo in carica e impedisci lo stop: un computer in sospensione non può suonare.",
    ],
  },
  faqHeading: "Domande frequenti sulla sveglia",
  articles: {
    heading: "Articoli correlati",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "Come svegliarsi con una sveglia online" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "Alba, tramonto e i tuoi orari di sonno" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 modi creativi per usare un timer ogni giorno",
      },
      { to: "/timer", label: "Timer online" },
    ],
  },
};

export default it;
