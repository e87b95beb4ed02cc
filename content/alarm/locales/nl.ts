import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const nl: AlarmText = {
  toolName: "Wekker",
  breadcrumb: "Wekker",
  clock: {
    label: "Huidige tijd",
    countdownLabel: "Tijd tot de wekker",
    alarmAt: (when) => `Wekker om ${when}`,
    progress: "Voortgang van de 24 uur vóór de wekker",
    progressText: (percent) => `${percent}% van de 24 uur vóór de wekker`,
  },
  form: {
    heading: "Wekker zetten",
    input: "Datum en tijd van de wekker",
    help: "Kies een datum en tijd in de toekomst, of hieronder een populaire wekker.",
    set: "Wekker zetten",
    label: "Naam",
    labelHelp: `Optioneel, tot ${ALARM_LABEL_MAX} tekens, bijv. ‘Sportschool’.`,
    labelTooLong: `Een naam mag maximaal ${ALARM_LABEL_MAX} tekens hebben.`,
    linkLabelTooLong: (length) =>
      icu(
        "nl",
        `De naam in de link heeft {length, plural, one {# teken} other {# tekens}}; het maximum is ${ALARM_LABEL_MAX}, dus hij is niet gebruikt.`,
        { length },
      ),
    sound: "Geluid voor deze wekker",
    repeat: "Herhalen op",
    repeatHelp:
      "Geen dagen gekozen: de wekker gaat één keer af. Met dagen gaat hij op elk van die dagen op dat tijdstip af.",
    keepOpen: "Houd dit browsertabblad open: de wekker gaat af in dit tabblad.",
    permission: "Sta meldingen toe om gewaarschuwd te worden als dit tabblad op de achtergrond staat.",
    notificationsDenied: "Meldingen zijn geblokkeerd: een verborgen tabblad kan alleen afgaan, geen melding tonen.",
    soundBlocked: "Geluid is geblokkeerd tot je op de pagina klikt; de wekker met een klik zetten ontgrendelt het.",
  },
  presets: {
    heading: "Populaire wekkers",
    title: (time) => `Wekker om ${clock24(time)}`,
    part: { morning: "Ochtend", afternoon: "Middag", evening: "Avond" },
    setFor: (title, when) => `${title}: gezet op ${when}`,
  },
  toast: {
    errorTitle: "Fout",
    missing: "Kies een datum en tijd voor de wekker.",
    past: "Kies een tijd in de toekomst voor de wekker.",
    failed: "Wekker zetten mislukt",
    setTitle: "Wekker gezet",
    setText: (when) => `Wekker gezet op ${when}`,
    stoppedTitle: "Wekker gestopt",
    stoppedText: "De wekker is geannuleerd",
    missedTitle: "Gemiste wekker",
    missedText: (when) => `De wekker van ${when} is verstreken terwijl de pagina gesloten was.`,
    full: `Je hebt al ${ALARMS_MAX} wekkers: verwijder er een om een nieuwe toe te voegen.`,
    deletedTitle: "Wekker verwijderd",
    deletedText: (label) => `${label} is verwijderd`,
  },
  notification: { title: (label) => `Wekker! ${label}`, body: (when) => `Je wekker van ${when} gaat af.` },
  documentTitle: (remaining) => `Wekker - nog ${remaining}`,
  status: {
    set: (when) => `Wekker gezet op ${when}`,
    stopped: "Wekker gestopt",
    snoozed: (minutes, when) =>
      icu("nl", "Sluimert {minutes, plural, one {# minuut} other {# minuten}}, tot {when}", { minutes, when }),
    deleted: "Wekker verwijderd",
    on: (label) => `${label} staat aan`,
    off: (label) => `${label} staat uit`,
  },
  unnamed: "Wekker",
  days: { once: "Eenmalig", everyDay: "Elke dag", weekdays: "Werkdagen", weekend: "Weekends" },
  list: {
    heading: "Je wekkers",
    empty: "Nog geen wekkers. Zet er hierboven een of kies een populaire wekker.",
    refused: (count) =>
      icu(
        "nl",
        "{count, plural, one {Eén opgeslagen wekker kon niet worden gelezen (beschadigd, of een naam van meer dan 60 tekens) en is weggelaten.} other {# opgeslagen wekkers konden niet worden gelezen (beschadigd, of namen van meer dan 60 tekens) en zijn weggelaten.}}",
        { count },
      ),
    inMinutes: (minutes) => icu("nl", "over {minutes, plural, other {# min}}", { minutes }),
    inHours: (hours) => icu("nl", "over {hours, plural, other {# u}}", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("nl", "over {hours, plural, other {# u}} {minutes, plural, other {# min}}", { hours, minutes }),
    today: "vandaag",
    tomorrow: "morgen",
    onWeekday: (weekday) => `${weekday}`,
    onDate: (date) => `op ${date}`,
    snoozedUntil: (when) => `Sluimert tot ${when}`,
    off: "Uit",
    sound: (name) => `Geluid: ${name}`,
    switchLabel: (label, time) => `${label} om ${time}`,
    delete: (label, time) => `${label} om ${time} verwijderen`,
    calendar: (label, time) => `${label}, ${time}, aan je agenda toevoegen (.ics-bestand)`,
  },
  ring: {
    heading: "Gaat nu af",
    announce: (label) => `Wekker gaat af: ${label}`,
    documentTitle: (label) => `⏰ ${label} - Wekker gaat af`,
    snooze: (minutes) => icu("nl", "Sluimer {minutes, plural, other {# min}}", { minutes }),
    stop: "Stoppen",
  },
  steps: {
    heading: "Zo gebruik je de wekker",
    items: [
      "Kies een datum en tijd op de kaart Wekker zetten, voeg desgewenst een naam, geluid en herhaaldagen toe, of klik op een van de populaire wekkers.",
      "Klik op Wekker zetten. Hij komt bij Je wekkers te staan met zijn volgende keer; de grote klok telt af naar de eerstvolgende en de titel van het tabblad toont de resterende tijd.",
      "Laat dit tabblad open (het mag op de achtergrond staan). Op het ingestelde tijdstip klinkt het geluid en verschijnt de wekker met zijn naam: laat hem 5 of 10 minuten sluimeren, of stop hem.",
      "Van gedachten veranderd? Zet een wekker uit of verwijder hem.",
    ],
    tipsHeading: "Tips",
    tips: [
      "Klik één keer op de pagina voordat je weggaat: browsers staan geluid pas toe na een interactie.",
      "Sta meldingen toe, zodat een tabblad op de achtergrond ook een systeemmelding kan tonen.",
      "Kies voor de ochtend een zachter geluid zoals Gentle Wake of Sunrise Yoga in de weergave-instellingen.",
      "Houd je apparaat aan de lader en voorkom slaapstand bij lange wekkers: een slapende computer kan niet afgaan.",
    ],
  },
  faqHeading: "Veelgestelde vragen over de wekker",
  articles: {
    heading: "Gerelateerde artikelen",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "Wakker worden met een online wekker" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "Zonsopgang, zonsondergang en je slaapritme" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 creatieve manieren om elke dag een timer te gebruiken",
      },
      { to: "/timer", label: "Online afteltimer" },
    ],
  },
};

export default nl;
