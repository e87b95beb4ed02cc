import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/nl";

/** Interface text of the timer screen, in Dutch. */
const nl: TimerUiText = {
  screenLabel: "Afteltimer",
  documentTitle: (hms) => `${hms} – Timer`,
  documentTitleDone: "De tijd is om! – Timer",

  controls: {
    label: "Timerknoppen",
    play: "Start",
    start: "Start",
    pause: "Pauze",
    resume: "Hervatten",
    reset: "Resetten",
    startTimer: "Timer starten",
    pauseTimer: "Timer pauzeren",
    resumeTimer: "Timer hervatten",
    resetTimer: "Timer resetten",
    cannotStart: "Stel een tijd boven nul in om te starten",
    fullScreen: "Volledig scherm",
    exitFullScreen: "Volledig scherm sluiten",
  },

  display: {
    label: "Resterende tijd",
    editLabel: "Tijd bewerken",
    editButton: (hms) => `Tijd bewerken, nu ${hms}`,
    editHelp:
      "Typ seconden, minuten:seconden of uren:minuten:seconden, bijvoorbeeld 90, 7:30 of 1:15:00. Enter slaat op, Esc annuleert.",
    editLocked: "Pauzeer of reset de timer om de tijd te wijzigen",
    editInvalid: "Die tijd kon niet worden gelezen, dus de vorige tijd blijft staan.",
    progressLabel: "Voortgang",
    progressValue: (percent) => `${Math.round(percent)}% voltooid`,
  },

  quickAdd: {
    label: "Tijd toevoegen",
    hiddenWhileRunning: "Pauzeer de timer om tijd toe te voegen",
    items: {
      30: { label: "+30 s", ariaLabel: "30 seconden toevoegen" },
      60: { label: "+1 min", ariaLabel: "1 minuut toevoegen" },
      300: { label: "+5 min", ariaLabel: "5 minuten toevoegen" },
    },
  },

  presets: {
    heading: "Populaire tijden",
    select: (label) => `Timer instellen op ${label}`,
    cards: {
      10: { label: "10 s", description: "Snel aftellen" },
      20: { label: "20 s", description: "Handen wassen" },
      30: { label: "30 s", description: "Plank of stretchen" },
      45: { label: "45 s", description: "Trainingsinterval" },
      60: { label: "1 min", description: "Minuutoefening" },
      120: { label: "2 min", description: "Tanden poetsen" },
      180: { label: "3 min", description: "Instantnoedels" },
      240: { label: "4 min", description: "Cafetière" },
      300: { label: "5 min", description: "Korte pauze" },
      600: { label: "10 min", description: "Snel opruimen" },
      900: { label: "15 min", description: "Lange pauze" },
      1200: { label: "20 min", description: "Powernap" },
      1500: { label: "25 min", description: "Pomodoro" },
      1800: { label: "30 min", description: "Workout" },
      2700: { label: "45 min", description: "Lesuur" },
      3600: { label: "1 uur", description: "Geconcentreerd werken" },
      7200: { label: "2 uur", description: "Proefexamen" },
      10800: { label: "3 uur", description: "Lange sessie" },
      14400: { label: "4 uur", description: "Halve werkdag" },
    },
    relatedTimer: (minutes) =>
      icu("nl", "{minutes, plural, one {Timer van # minuut} other {Timer van # minuten}}", { minutes }),
    articleTitles: {
      "5-minute-timer-productivity-guide": "De timer van 5 minuten: een gids voor productiviteit",
      "25-minute-pomodoro-timer-focus-work": "De Pomodoro-timer van 25 minuten voor geconcentreerd werk",
      "10-creative-ways-countdown-timer-daily-life": "10 creatieve manieren om een afteltimer dagelijks te gebruiken",
      "timer-effective-study-sessions": "Zo studeer je effectiever met een timer",
    },
  },
  related: { heading: "Vergelijkbare timers" },
  howTo: { heading: "Zo werkt het", tips: "Tips" },
  faq: { heading: "Veelgestelde vragen" },
  articles: { heading: "Gerelateerde artikelen", readMore: "Artikel lezen" },

  share: {
    heading: "Delen",
    text: "Deel deze timer met vrienden, klasgenoten of je team.",
    ...shareWords,
  },

  goal: {
    banner: "Bezig met doel",
    duration: (words) => `Duur van het doel: ${words}`,
    loaded: "De duur van het doel is geladen: druk op Start als je er klaar voor bent.",
  },

  email: {
    heading: "Herinnering per e-mail",
    intro: "Ontvang een e-mail als je timer afloopt, ook als je dit tabblad sluit.",
    emailLabel: "E-mailadres",
    emailPlaceholder: "jij@voorbeeld.nl",
    messageLabel: "Eigen bericht (optioneel)",
    messagePlaceholder: "bijv. Haal het brood uit de oven",
    save: "Instellingen opslaan",
    saveDisabled: "Vul een e-mailadres in om op te slaan",
    invalid: "Vul een geldig e-mailadres in.",
    savedTitle: "E-mailinstellingen opgeslagen",
    savedText: "Je voorkeuren voor e-mailherinneringen zijn opgeslagen",
    credentialsNote:
      "Voor e-mailherinneringen moeten op de server inloggegevens voor e-mail (een gebruiker en een app-wachtwoord) zijn ingesteld.",
    notConfigured: "E-mailherinneringen zijn op deze site nu niet beschikbaar: er is geen mailserver ingesteld.",
    scheduled: (time) => `Herinneringsmail gepland voor ${time}.`,
    cancelled: "De e-mailherinnering is geannuleerd.",
    failed: "De e-mailherinnering kon niet worden gepland. De timer werkt nog steeds.",
    privacy: "Je adres wordt alleen bewaard tot de herinnering is verstuurd of geannuleerd.",
  },

  voice: {
    turnOn: "Spraakopdrachten inschakelen",
    turnOff: "Spraakopdrachten uitschakelen",
    listening: "Luistert…",
    off: "Spraakopdrachten uit",
    help: "Zeg ‘start’, ‘pauze’, ‘timer resetten’ of ‘timer van 10 minuten’.",
    languageNote: "Spraakopdrachten worden in het Nederlands herkend.",
    heard: (transcript) => `Gehoord: ‘${transcript}’`,
    error: "De spraakherkenning is gestopt. Schakel haar opnieuw in om verder te luisteren.",
    replies: {
      unmatched: "Sorry, die opdracht heb ik niet begrepen",
      starting: (words) => `Timer van ${words} gestart`,
      started: "Timer gestart",
      paused: "Timer gepauzeerd",
      reset: "Timer gereset",
    },
  },

  completion: {
    timesUp: "De tijd is om!",
    finished: (words) => `Je timer van ${words} is afgelopen.`,
    finishedWhileAway: "Je timer is afgelopen terwijl deze pagina gesloten was.",
    dismiss: "Sluiten",
  },

  notifications: {
    title: "De tijd is om!",
    body: (words) => `Je timer van ${words} is afgelopen.`,
    enable: "Meldingen inschakelen",
    why: "Sta meldingen toe om een seintje te krijgen als een timer in een tabblad op de achtergrond afloopt.",
    denied:
      "Meldingen zijn geblokkeerd, dus een timer die in een tabblad op de achtergrond afloopt, kan alleen afgaan. Sta ze toe in de site-instellingen van je browser.",
    unsupported: "Deze browser kan geen meldingen tonen; houd het tabblad zichtbaar om de timer te zien aflopen.",
  },

  sound: {
    blocked: "Je browser blokkeert geluid tot je iets op de pagina doet, dus de wekker kan nog niet afgaan.",
    test: "Geluid testen",
    testing: "Speelt af…",
    works: "Het geluid staat aan.",
    failed: "Het geluid kon niet worden afgespeeld. Controleer of dit tabblad en je apparaat niet gedempt zijn.",
    unsupported:
      "Deze browser kan geen geluid afspelen, dus de timer kan niet afgaan. Houd het tabblad zichtbaar om het einde te zien.",
  },

  announcements: {
    started: (words) => `Timer gestart: ${words}.`,
    paused: (words) => `Timer gepauzeerd, nog ${words} te gaan.`,
    resumed: (words) => `Timer hervat: nog ${words} te gaan.`,
    reset: "Timer gereset.",
    timeSet: (words) => `Timer ingesteld op ${words}.`,
    timeAdded: (added, total) => `${added} toegevoegd. Timer ingesteld op ${total}.`,
    halfway: "Je bent halverwege.",
    fiveMinutesLeft: "Nog 5 minuten.",
    oneMinuteLeft: "Nog 1 minuut.",
    thirtySecondsLeft: "Nog 30 seconden.",
    tenSecondsLeft: "Nog 10 seconden.",
    finished: "De tijd is om! De timer is afgelopen.",
    restored: (words) => `Je timer is hersteld, nog ${words} te gaan.`,
  },

  shortcuts: {
    heading: "Sneltoetsen",
    startPause: "Spatiebalk: starten of pauzeren",
    reset: "R: resetten",
    fullScreen: "F: volledig scherm",
  },

  wakeLock: {
    active: "Het scherm blijft aan zolang de timer loopt.",
  },
};

export default nl;
